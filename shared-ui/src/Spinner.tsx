import { Spinner as ChakraSpinner, Heading, Text, VStack } from '@chakra-ui/react';
import type { SpinnerProps as ChakraSpinnerProps } from '@chakra-ui/react';

export type SpinnerProps = ChakraSpinnerProps;

/** Brand-coloured spinner for inline waits. */
export function Spinner(props: SpinnerProps) {
  return <ChakraSpinner color="brand.solid" borderWidth="3px" {...props} />;
}

export interface LoadingScreenProps {
  title?: string;
  text?: string;
}

/** Fills the available area while a screen waits, e.g. "Loading Admin Dashboard...". */
export function LoadingScreen({ title, text }: LoadingScreenProps) {
  return (
    <VStack
      role="status"
      aria-live="polite"
      justify="center"
      gap="4"
      minH="100dvh"
      w="full"
      p="6"
      textAlign="center"
    >
      <Spinner size="xl" />
      {title && (
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      )}
      {text && <Text color="fg.muted">{text}</Text>}
    </VStack>
  );
}

import { Alert } from 'shared_ui/feedback';
import { HStack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Text } from 'shared_ui/typography';

/** What a screen shows while its data loads: a spinner and what is coming, announced politely. */
export function Loading({ children }: { children: string }) {
  return (
    <HStack role="status" gap="3" py="10" justify="center">
      <Spinner size="md" />
      <Text>{children}</Text>
    </HStack>
  );
}

/** What a screen shows when its data could not be read: what failed, and the BFF's words. */
export function LoadError({ title, message }: { title: string; message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import { LockIcon } from './components/icons';

/** What a signed-in user whose role is not allowed sees instead of the screen. */
export function AccessDenied() {
  return (
    <VStack justify="center" gap="4" minH="100dvh" p="6" textAlign="center">
      <Box color="red.solid" fontSize="5xl">
        <LockIcon />
      </Box>
      <Heading as="h1" size="2xl">
        Access Denied
      </Heading>
      <Text color="fg.muted">You don&apos;t have permission to access this page.</Text>
    </VStack>
  );
}

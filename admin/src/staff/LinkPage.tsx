import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, Center, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { Logo } from 'shared_ui/Logo';
import { LOGIN_PATH } from '../app/paths';

/**
 * The frame of the pages a one-time link opens for someone not signed in (the first admin's
 * setup, a set-password link): the logo and the page's title on a panel, then its step.
 */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center minH="100dvh" bg="nav.bg" px="4" py="10">
      <Box as="main" w="full" maxW="md" bg="bg.panel" borderRadius="l3" boxShadow="lg" p="8">
        <Stack gap="6">
          <Stack gap="3" align="center" textAlign="center">
            <Logo h="60px" color="fg" />
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
          </Stack>
          {children}
        </Stack>
      </Box>
    </Center>
  );
}

/** While the link is checked. */
export function LinkChecking() {
  return <Text role="status">Checking your link...</Text>;
}

/** A link that cannot be used (or no longer is): why, and the way to sign in. */
export function LinkClosed({ message }: { message: string }) {
  return (
    <Stack gap="4">
      <Text role="alert">{message}</Text>
      <Button asChild variant="outline">
        <Link to={LOGIN_PATH}>Go to sign-in</Link>
      </Button>
    </Stack>
  );
}

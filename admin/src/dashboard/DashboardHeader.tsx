import { Box, Container, HStack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { Logo } from 'shared_ui/Logo';
import { useLogout } from './useLogout';

/** The dashboard header with Logout. */
export function DashboardHeader({ username }: { username: string }) {
  const logout = useLogout();
  return (
    <Box as="header" bg="nav.bg" color="nav.fg" py="3">
      <Container maxW="7xl">
        <HStack justify="space-between" gap="4">
          <HStack gap="3" minW="0">
            <Logo h="40px" />
            <Text fontWeight="semibold" truncate hideBelow="sm">
              Admin
            </Text>
          </HStack>
          <HStack gap="3" minW="0">
            <Text fontSize="sm" truncate hideBelow="md">
              Signed in as {username}
            </Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              color="inherit"
              _hover={{ bg: 'whiteAlpha.200' }}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            >
              Logout
            </Button>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}

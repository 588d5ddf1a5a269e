import { NavLink } from 'react-router-dom';
import { Box, Container, HStack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { Logo } from 'shared_ui/Logo';
import { ACCOUNT_PATH, DASHBOARD_PATH, TEAM_PATH } from '../app/paths';
import { useAuth } from '../auth/useAuth';
import { useLogout } from './useLogout';

/** The staff screens a member's role opens, in the header's order. */
function screensFor(role: string | undefined) {
  return [
    { to: DASHBOARD_PATH, label: 'Blog' },
    ...(role === 'admin' ? [{ to: TEAM_PATH, label: 'Team' }] : []),
    { to: ACCOUNT_PATH, label: 'Account' },
  ];
}

/** The staff screens' header: the screens, who is signed in, Logout. */
export function DashboardHeader({ username }: { username: string }) {
  const logout = useLogout();
  const { user } = useAuth();
  return (
    <Box as="header" bg="nav.bg" color="nav.fg" py="3">
      <Container maxW="7xl">
        <HStack justify="space-between" gap="4">
          <HStack gap="3" minW="0">
            <Logo h="40px" />
            <Text fontWeight="semibold" truncate hideBelow="sm">
              Admin
            </Text>
            <HStack as="nav" aria-label="Staff screens" gap="1">
              {screensFor(user?.role).map(({ to, label }) => (
                <Button
                  key={to}
                  asChild
                  size="sm"
                  variant="ghost"
                  color="inherit"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  css={{ '&[aria-current=page]': { bg: 'whiteAlpha.300' } }}
                >
                  <NavLink to={to}>{label}</NavLink>
                </Button>
              ))}
            </HStack>
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

import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { Box, Container, HStack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { Logo } from 'shared_ui/Logo';
import {
  ACCOUNT_PATH,
  AVAILABILITY_PATH,
  DASHBOARD_PATH,
  INBOX_PATH,
  REPORTS_PATH,
  SITE_CONTENT_PATH,
  TEAM_PATH,
} from '../app/paths';
import { useAuth } from '../auth/useAuth';
import { InboxCount, useNewEnquiryCount } from '../inbox/InboxCount';
import { newEnquiriesInWords } from '../inbox/inboxWords';
import { useLogout } from './useLogout';

/** The staff screens a member's role opens, in the header's order. */
function screensFor(role: string | undefined) {
  return [
    { to: DASHBOARD_PATH, label: 'Blog' },
    { to: INBOX_PATH, label: 'Inbox' },
    { to: SITE_CONTENT_PATH, label: 'Site content' },
    { to: REPORTS_PATH, label: 'Reports' },
    { to: AVAILABILITY_PATH, label: 'Availability' },
    ...(role === 'admin' ? [{ to: TEAM_PATH, label: 'Team' }] : []),
    { to: ACCOUNT_PATH, label: 'Account' },
  ];
}

/**
 * The staff screens' header: the screens (the Inbox link with the number of new enquiries), who
 * is signed in, Logout.
 */
export function DashboardHeader({ username }: { username: string }) {
  const logout = useLogout();
  const { user } = useAuth();
  const newEnquiries = useNewEnquiryCount();
  const countId = useId();
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
              {screensFor(user?.role).map(({ to, label }) => {
                const counted = to === INBOX_PATH && newEnquiries > 0;
                return (
                  <Button
                    key={to}
                    asChild
                    size="sm"
                    variant="ghost"
                    color="inherit"
                    _hover={{ bg: 'whiteAlpha.200' }}
                    css={{ '&[aria-current=page]': { bg: 'whiteAlpha.300' } }}
                  >
                    <NavLink to={to} aria-describedby={counted ? countId : undefined}>
                      {label}
                      {counted && <InboxCount count={newEnquiries} />}
                    </NavLink>
                  </Button>
                );
              })}
              {/* The count in words: the Inbox link's description; its name stays "Inbox". */}
              {newEnquiries > 0 && (
                <span id={countId} hidden>
                  {newEnquiriesInWords(newEnquiries)}
                </span>
              )}
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

import { useId } from 'react';
import { Box, Container, HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { Logo } from 'shared_ui/Logo';
import { useAuth } from '../auth/useAuth';
import { useNewEnquiryCount } from '../inbox/InboxCount';
import { newEnquiriesInWords } from '../inbox/inboxWords';
import { StaffLinks } from './StaffLinks';
import { StaffMenu } from './StaffMenu';
import { screensFor } from './staffScreens';
import { useLogout } from './useLogout';

/**
 * The staff screens' header: the screens (the Inbox link with the number of new enquiries), who
 * is signed in, Logout. Below 768 px all of it moves into the Menu's drawer, so nothing collides
 * on a phone.
 */
export function DashboardHeader({ username }: { username: string }) {
  const logout = useLogout();
  const { user } = useAuth();
  const newEnquiries = useNewEnquiryCount();
  const countId = useId();
  const screens = screensFor(user?.role);
  const logoutButton = (wide: boolean) => (
    <Button
      size={wide ? 'lg' : 'sm'}
      variant="outline"
      colorPalette="gray"
      color="inherit"
      _hover={{ bg: 'whiteAlpha.200' }}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      Logout
    </Button>
  );
  return (
    <Box as="header" bg="nav.bg" color="nav.fg" py="3">
      <Container maxW="7xl">
        <HStack justify="space-between" gap="4">
          <HStack gap="3" minW="0">
            <Logo h="40px" />
            <Text fontWeight="semibold" truncate>
              Admin
            </Text>
            <HStack as="nav" aria-label="Staff screens" gap="1" hideBelow="md">
              <StaffLinks screens={screens} newEnquiries={newEnquiries} countId={countId} />
            </HStack>
          </HStack>
          <HStack gap="3" minW="0" hideBelow="md">
            <Text fontSize="sm" truncate hideBelow="lg">
              Signed in as {username}
            </Text>
            {logoutButton(false)}
          </HStack>
          <StaffMenu>
            <Stack as="nav" aria-label="Staff menu" gap="1">
              <StaffLinks screens={screens} newEnquiries={newEnquiries} countId={countId} stacked />
            </Stack>
            <Text fontSize="sm" color="whiteAlpha.800" pt="4" wordBreak="break-word">
              Signed in as {username}
            </Text>
            {logoutButton(true)}
          </StaffMenu>
          {/* The count in words: the Inbox links' description; their name stays "Inbox". */}
          {newEnquiries > 0 && (
            <span id={countId} hidden>
              {newEnquiriesInWords(newEnquiries)}
            </span>
          )}
        </HStack>
      </Container>
    </Box>
  );
}

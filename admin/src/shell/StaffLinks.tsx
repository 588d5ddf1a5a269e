import { NavLink } from 'react-router-dom';
import { Button } from 'shared_ui/forms';
import { INBOX_PATH } from '../app/paths';
import { InboxCount } from '../inbox/InboxCount';
import type { StaffScreenLink } from './staffScreens';

export interface StaffLinksProps {
  screens: readonly StaffScreenLink[];
  newEnquiries: number;
  /** The id of the words that describe the Inbox link's count. */
  countId: string;
  /** Full-width rows of 44 px (the phone's menu) instead of the bar's small buttons. */
  stacked?: boolean;
}

/** The links to the staff screens, the Inbox one with the number of new enquiries. */
export function StaffLinks({ screens, newEnquiries, countId, stacked = false }: StaffLinksProps) {
  return screens.map(({ to, label }) => {
    const counted = to === INBOX_PATH && newEnquiries > 0;
    return (
      <Button
        key={to}
        asChild
        size={stacked ? 'lg' : 'sm'}
        variant="ghost"
        color="inherit"
        justifyContent={stacked ? 'flex-start' : undefined}
        _hover={{ bg: 'whiteAlpha.200' }}
        css={{ '&[aria-current=page]': { bg: 'whiteAlpha.300' } }}
      >
        <NavLink to={to} aria-describedby={counted ? countId : undefined}>
          {label}
          {counted && <InboxCount count={newEnquiries} />}
        </NavLink>
      </Button>
    );
  });
}

import { useQuery } from '@tanstack/react-query';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import { Badge } from 'shared_ui/display';
import { useAuth } from '../auth/useAuth';
import { inboxSummaryQuery } from './queries';

/**
 * How many enquiries are new, asked again every minute while a staff screen is open; 0 when the
 * count could not be read or for a role the inbox is not open to (it is not asked then).
 */
export function useNewEnquiryCount(): number {
  const { user } = useAuth();
  const allowed = user !== null && POST_EDITOR_ROLES.includes(user.role);
  const summary = useQuery({ ...inboxSummaryQuery(), enabled: allowed });
  const count = allowed && summary.isSuccess ? summary.data.newCount : 0;
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The number in the header's Inbox link. Seen only: assistive technology hears the words ("3 new
 * enquiries") as the link's description, and the link's name stays "Inbox".
 */
export function InboxCount({ count }: { count: number }) {
  return (
    <Badge
      aria-hidden="true"
      size="sm"
      variant="solid"
      colorPalette="red"
      borderRadius="full"
      ms="1.5"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

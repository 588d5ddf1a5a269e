import type { EnquiryStatus } from '@app/contract/inbox';
import { Badge } from 'shared_ui/display';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUS_PALETTES } from './inboxWords';

/** Where an enquiry stands: New, In progress, Done, Spam. */
export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <Badge colorPalette={ENQUIRY_STATUS_PALETTES[status] ?? 'gray'} variant="subtle">
      {ENQUIRY_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

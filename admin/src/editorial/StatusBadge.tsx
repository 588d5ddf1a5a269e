import type { StaffPostSummary } from '@app/contract/editorial';
import { Badge } from 'shared_ui/display';
import { useBusinessTimeZone } from './businessTimeZone';
import { STATUS_PALETTES, statusBadgeText } from './statusWords';

/** A post's status in a badge; a scheduled post's says when it goes public. */
export function StatusBadge({ post }: { post: Pick<StaffPostSummary, 'status' | 'publishAt'> }) {
  const zone = useBusinessTimeZone();
  return (
    <Badge
      colorPalette={STATUS_PALETTES[post.status]}
      variant="subtle"
      whiteSpace="normal"
      alignSelf="start"
    >
      {statusBadgeText(post, zone)}
    </Badge>
  );
}

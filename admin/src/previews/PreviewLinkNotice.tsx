import type { CreatedPreviewLink } from '@app/contract/editorial';
import { formatDateTime } from '../staff/formatDateTime';
import { OneTimeLinkNotice } from '../staff/OneTimeLinkNotice';

/** A new preview link, shown once (another can be made at any time). */
export function PreviewLinkNotice({ link, onDone }: { link: CreatedPreviewLink; onDone(): void }) {
  return (
    <OneTimeLinkNotice
      title="Share this preview link"
      url={`${window.location.origin}${link.path}`}
      label="Preview link"
      onDone={onDone}
    >
      Anyone with it can read this post as it is now, until {formatDateTime(link.expiresAt)}. It is
      not shown again.
    </OneTimeLinkNotice>
  );
}

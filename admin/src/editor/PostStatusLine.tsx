import type { StaffPost } from '@app/contract/editorial';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { StatusBadge } from '../editorial/StatusBadge';
import { useBusinessTimeZone } from '../editorial/businessTimeZone';
import { publishesOn } from '../editorial/publishTime';
import { formatDateTime } from '../staff/formatDateTime';

function statusInWords(post: StaffPost, zone: string): string {
  switch (post.status) {
    case 'draft':
      return 'Not public. Publish it, schedule it, or share a preview link.';
    case 'scheduled':
      return post.publishAt
        ? `${publishesOn(post.publishAt, zone)}.`
        : 'Waiting for a publish time.';
    case 'published':
      return post.publishedAt ? `Public since ${formatDateTime(post.publishedAt)}.` : 'Public.';
  }
}

/** Who wrote the post, who saved it last and when. */
function authorship(post: StaffPost): string {
  const saved = `Last saved ${formatDateTime(post.updatedAt)}`;
  return [
    post.createdBy ? `Created by ${post.createdBy}` : null,
    post.updatedBy ? `${saved} by ${post.updatedBy}` : saved,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** The status of the post being edited, above its form. */
export function PostStatusLine({ post }: { post: StaffPost }) {
  const zone = useBusinessTimeZone();
  return (
    <Stack gap="1" mb="6" aria-label="Status" role="group">
      <HStack gap="3" wrap="wrap">
        <StatusBadge post={{ status: post.status, publishAt: null }} />
        <Text fontSize="sm">{statusInWords(post, zone)}</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {authorship(post)}
      </Text>
    </Stack>
  );
}

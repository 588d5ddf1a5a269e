import { PREVIEW_LINK_TTL_MS } from '@app/contract/editorial';
import { staffPostQueryKeys } from '@app/contract/queries';
import { Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from '../posts/postsApi';
import { PreviewLinkNotice } from './PreviewLinkNotice';
import { PreviewLinkList } from './PreviewLinkList';
import { usePreviewLinks } from './usePreviewLinks';

const TTL_DAYS = Math.round(PREVIEW_LINK_TTL_MS / (24 * 60 * 60 * 1000));

/**
 * Private links to a draft or scheduled post, for readers without an account: make one (its
 * address is shown once), see who made each and when it expires, revoke any. Not offered once the
 * post is public. Loaded with the editor of such a post.
 */
export default function PreviewLinksPanel({ slug }: { slug: string }) {
  const { links, created, dismissCreated, create, revoke } = usePreviewLinks({
    list: { queryKey: staffPostQueryKeys.previews(slug), read: () => listPreviewLinks(slug) },
    create: () => createPreviewLink(slug),
    revoke: (id) => revokePreviewLink(slug, id),
  });

  return (
    <Stack as="section" aria-labelledby="preview-links-heading" gap="4" minW="0">
      <Stack gap="1">
        <Heading id="preview-links-heading" as="h2" size="md">
          Preview links
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Let someone without an account read this post before it is published. A link works for{' '}
          {TTL_DAYS} days, shows the latest saved version, and can be revoked at any time.
        </Text>
      </Stack>
      {created && <PreviewLinkNotice link={created} onDone={dismissCreated} />}
      <Button
        alignSelf="start"
        size="sm"
        variant="outline"
        loading={create.isPending}
        loadingText="Creating link..."
        onClick={() => create.mutate()}
      >
        Create preview link
      </Button>
      <PreviewLinkList
        links={links}
        revoking={revoke.isPending ? revoke.variables : undefined}
        onRevoke={(id) => revoke.mutate(id)}
      />
    </Stack>
  );
}

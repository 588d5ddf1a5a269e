import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PREVIEW_LINK_TTL_MS, type CreatedPreviewLink } from '@app/contract/editorial';
import { staffPostQueryKeys } from '@app/contract/queries';
import { Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { notify } from 'shared_ui/toaster';
import { createPreviewLink, revokePreviewLink } from '../posts/postsApi';
import { previewLinksQuery } from '../posts/queries';
import { notifyFailure } from '../staff/failureNotice';
import { PreviewLinkNotice } from './PreviewLinkNotice';
import { PreviewLinkList } from './PreviewLinkList';

const TTL_DAYS = Math.round(PREVIEW_LINK_TTL_MS / (24 * 60 * 60 * 1000));

/**
 * Private links to a draft or scheduled post, for readers without an account: make one (its
 * address is shown once), see who made each and when it expires, revoke any. Not offered once the
 * post is public. Loaded with the editor of such a post.
 */
export default function PreviewLinksPanel({ slug }: { slug: string }) {
  const queryClient = useQueryClient();
  const links = useQuery(previewLinksQuery(slug));
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: staffPostQueryKeys.previews(slug) });

  const create = useMutation({
    mutationFn: () => createPreviewLink(slug),
    onSuccess: async (link) => {
      setCreated(link);
      await refresh();
    },
    onError: (error) => notifyFailure('No preview link made', error),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => revokePreviewLink(slug, id),
    onSuccess: async (_, id) => {
      if (created?.id === id) setCreated(null);
      notify({ title: 'Preview link revoked', type: 'success' });
      await refresh();
    },
    onError: (error) => notifyFailure('Preview link not revoked', error),
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
      {created && <PreviewLinkNotice link={created} onDone={() => setCreated(null)} />}
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

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostRevisionSummary, StaffPost } from '@app/contract/editorial';
import { staffPostQueryKeys } from '@app/contract/queries';
import { HStack, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { DialogShell } from 'shared_ui/overlay';
import { restoreRevision } from '../posts/postsApi';
import { refreshPostLists, revisionQuery } from '../posts/queries';
import { notifyFailure } from '../staff/failureNotice';
import { formatDateTime } from '../staff/formatDateTime';
import { RevisionDiff } from './RevisionDiff';
import { savedBy } from './savedBy';

export interface RevisionDetailProps {
  summary: PostRevisionSummary;
  /** The post as it is now, on the server. */
  current: StaffPost;
  /** The editor holds changes not saved yet: restoring replaces them. */
  dirty: boolean;
  onRestored(post: StaffPost): void;
}

/**
 * One kept revision: what differs from the current version, and "Restore this version" (asked
 * first). Loaded when a revision is first opened, with the diff library.
 */
export default function RevisionDetail({
  summary,
  current,
  dirty,
  onRestored,
}: RevisionDetailProps) {
  const queryClient = useQueryClient();
  const slug = current.slug;
  const revision = useQuery(revisionQuery(slug, summary.id));
  const [confirming, setConfirming] = useState(false);
  const when = `${formatDateTime(summary.savedAt)}${savedBy(summary.savedBy)}`;

  const restore = useMutation({
    mutationFn: () => restoreRevision(slug, summary.id),
    onSuccess: async (post) => {
      queryClient.setQueryData(staffPostQueryKeys.one(slug), post);
      setConfirming(false);
      onRestored(post);
      await Promise.all([
        refreshPostLists(queryClient),
        queryClient.invalidateQueries({ queryKey: staffPostQueryKeys.revisions(slug) }),
      ]);
    },
    onError: (error) => notifyFailure('Version not restored', error),
  });

  return (
    <Stack gap="4" as="section" aria-labelledby={`revision-${summary.id}`}>
      <Heading as="h3" size="sm" id={`revision-${summary.id}`}>
        Saved {when}
      </Heading>
      {revision.isPending && <Text role="status">Loading this version...</Text>}
      {revision.isError && <Text role="alert">This version could not be loaded.</Text>}
      {revision.isSuccess && (
        <>
          <RevisionDiff revision={revision.data} current={current} />
          <HStack>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Restore this version
            </Button>
          </HStack>
        </>
      )}
      {confirming && (
        <DialogShell
          title="Restore this version?"
          role="alertdialog"
          size="sm"
          onClose={() => {
            if (!restore.isPending) setConfirming(false);
          }}
          footer={
            <>
              <Button
                variant="outline"
                disabled={restore.isPending}
                onClick={() => setConfirming(false)}
              >
                Cancel
              </Button>
              <Button
                colorPalette="brand"
                loading={restore.isPending}
                loadingText="Restoring..."
                onClick={() => restore.mutate()}
              >
                Restore
              </Button>
            </>
          }
        >
          <Stack gap="3">
            <Text>
              The title, description, tags, content and featured image go back to the version saved{' '}
              {when}. The post keeps its status.
            </Text>
            <Text>
              Restoring is itself kept as a revision: the current version stays in the list, so you
              can restore it later.
            </Text>
            {dirty && (
              <Text fontWeight="semibold">Your unsaved changes in the editor will be lost.</Text>
            )}
          </Stack>
        </DialogShell>
      )}
    </Stack>
  );
}

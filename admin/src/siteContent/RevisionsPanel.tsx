import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  staffSiteQueryKeys,
  type SiteDocument,
  type StaffSiteDocument,
} from '@app/contract/siteContent';
import { Button } from 'shared_ui/forms';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { formatDateTime } from '../staff/formatDateTime';
import { revisionDiff } from './revisionDiff';
import { RevisionDiffView } from './RevisionDiffView';
import { listRevisions, readRevision, restoreRevision } from './siteApi';

/** What changed between revision `id` and the current saved version. */
function Comparison({
  document,
  id,
  current,
}: {
  document: SiteDocument;
  id: number;
  current: StaffSiteDocument['draft'];
}) {
  const revision = useQuery({
    queryKey: [...staffSiteQueryKeys.revisions(document), id],
    queryFn: () => readRevision(document, id),
  });
  if (revision.isError) return <Text role="alert">The revision could not be read.</Text>;
  if (revision.data === undefined) return <Text role="status">Loading the revision…</Text>;
  return <RevisionDiffView changes={revisionDiff(revision.data.content, current)} />;
}

/**
 * The document's saved and published versions, newest first: compare one with the current saved
 * version, field by field, or restore it as a draft.
 */
export function RevisionsPanel({
  document,
  version,
  current,
  onRestored,
  onFailure,
}: {
  document: SiteDocument;
  version: number;
  /** The current saved version, which a comparison sets a revision against. */
  current: StaffSiteDocument['draft'];
  onRestored: (doc: StaffSiteDocument) => void;
  onFailure: (error: unknown) => void;
}) {
  const [compared, setCompared] = useState<number>();
  const revisions = useQuery({
    queryKey: [...staffSiteQueryKeys.revisions(document), version],
    queryFn: () => listRevisions(document),
    staleTime: 0,
  });
  const restore = useMutation({
    mutationFn: (id: number) => restoreRevision(document, id, version),
    onSuccess: onRestored,
    onError: onFailure,
  });
  if (revisions.data === undefined) return <Text role="status">Loading revisions…</Text>;
  if (revisions.data.length === 0) return <Text>No revisions yet.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Revisions">
      {revisions.data.map((revision) => {
        const what = `${revision.kind === 'publish' ? 'Published' : 'Draft saved'} by ${revision.savedBy ?? 'someone'}, ${formatDateTime(revision.savedAt)}`;
        return (
          <Stack as="li" key={revision.id} borderBottomWidth="1px" py="2" gap="2">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text>{what}</Text>
              <HStack gap="2">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={compared === revision.id}
                  onClick={() => setCompared(compared === revision.id ? undefined : revision.id)}
                >
                  Compare with now
                  <Text as="span" srOnly>{`: ${what}`}</Text>
                </Button>
                <Button size="sm" variant="outline" onClick={() => restore.mutate(revision.id)}>
                  Restore as draft
                  <Text as="span" srOnly>{`: ${what}`}</Text>
                </Button>
              </HStack>
            </HStack>
            {compared === revision.id && (
              <Comparison document={document} id={revision.id} current={current} />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

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
import { listRevisions, restoreRevision } from './siteApi';

/** The document's saved and published versions, newest first; a restore makes a draft of one. */
export function RevisionsPanel({
  document,
  version,
  onRestored,
  onFailure,
}: {
  document: SiteDocument;
  version: number;
  onRestored: (doc: StaffSiteDocument) => void;
  onFailure: (error: unknown) => void;
}) {
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
      {revisions.data.map((revision) => (
        <HStack as="li" key={revision.id} justify="space-between" borderBottomWidth="1px" py="2">
          <Text>
            {revision.kind === 'publish' ? 'Published' : 'Draft saved'} by{' '}
            {revision.savedBy ?? 'someone'}, {formatDateTime(revision.savedAt)}
          </Text>
          <Button size="sm" variant="outline" onClick={() => restore.mutate(revision.id)}>
            Restore as draft
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

import { lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_KEPT_REVISIONS, type StaffPost } from '@app/contract/editorial';
import { Box, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { LazyPanel } from '../editor/LazyPanel';
import { revisionsQuery } from '../posts/queries';
import { formatDateTime } from '../staff/formatDateTime';
import { savedBy } from './savedBy';

// The diff and its library come when a revision is first opened.
const RevisionDetail = lazy(() => import('./RevisionDetail'));

export interface RevisionsPanelProps {
  /** The post as it is now, on the server. */
  post: StaffPost;
  dirty: boolean;
  /** A revision was restored: the server now holds `post`. */
  onRestored(post: StaffPost): void;
}

/**
 * The editor's list of kept revisions, newest first: choosing one shows how it differs from the
 * current version, and can restore it. Loaded with an existing post's editor.
 */
export default function RevisionsPanel({ post, dirty, onRestored }: RevisionsPanelProps) {
  const revisions = useQuery(revisionsQuery(post.slug));
  const [selected, setSelected] = useState<number | null>(null);
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null);
  const chosen = revisions.data?.find((revision) => revision.id === selected);

  return (
    <Stack as="section" aria-labelledby="revisions-heading" gap="4" minW="0">
      <Stack gap="1">
        <Heading id="revisions-heading" as="h2" size="md">
          Revisions
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Each save keeps the version it replaced; the newest {MAX_KEPT_REVISIONS} are kept.
        </Text>
      </Stack>
      {restoredFrom && (
        <Text role="status" bg="bg.info" borderRadius="l2" p="3" fontSize="sm">
          Restored the version saved {restoredFrom}. The editor shows it now; the version it
          replaced is kept as a revision.
        </Text>
      )}
      {revisions.isPending && <Text role="status">Loading revisions...</Text>}
      {revisions.isError && <Text role="alert">The revisions could not be loaded.</Text>}
      {revisions.isSuccess && revisions.data.length === 0 && (
        <Text color="fg.muted">No earlier versions yet.</Text>
      )}
      {revisions.isSuccess && revisions.data.length > 0 && (
        <Box
          as="ul"
          listStyleType="none"
          maxH="72"
          overflowY="auto"
          borderWidth="1px"
          borderRadius="l2"
        >
          {revisions.data.map((revision) => {
            const pressed = revision.id === selected;
            return (
              <Box
                as="li"
                key={revision.id}
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <Button
                  variant={pressed ? 'subtle' : 'ghost'}
                  w="full"
                  h="auto"
                  py="2"
                  justifyContent="start"
                  textAlign="start"
                  whiteSpace="normal"
                  aria-pressed={pressed}
                  onClick={() => setSelected(pressed ? null : revision.id)}
                >
                  <Stack gap="0" align="start">
                    <Text fontWeight="medium">{revision.title}</Text>
                    <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                      Saved {formatDateTime(revision.savedAt)}
                      {savedBy(revision.savedBy)}
                    </Text>
                  </Stack>
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      {chosen && (
        <LazyPanel name="revision">
          <RevisionDetail
            key={chosen.id}
            summary={chosen}
            current={post}
            dirty={dirty}
            onRestored={(restored) => {
              setRestoredFrom(`${formatDateTime(chosen.savedAt)}${savedBy(chosen.savedBy)}`);
              setSelected(null);
              onRestored(restored);
            }}
          />
        </LazyPanel>
      )}
    </Stack>
  );
}

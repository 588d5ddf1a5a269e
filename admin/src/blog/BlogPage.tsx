import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostStatus, StaffPostSummary } from '@app/contract/editorial';
import { Box, Container, HStack, SimpleGrid, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { EmptyState } from 'shared_ui/feedback';
import type { EditorTarget } from '../editor/editorTarget';
import { EMPTY_FILTER_TITLES, countsInWords } from '../editorial/statusWords';
import { staffPostQuery, staffPostsQuery } from '../posts/queries';
import { notifyFailure } from '../staff/failureNotice';
import { PostCard } from './PostCard';
import { statusFromParams } from './statusFromParams';
import { StatusFilter } from './StatusFilter';
import { Loading, LoadError } from '../loading/LoadState';

// The dialogs are code the dashboard only needs once someone opens one.
const PostEditorDialog = lazy(() => import('../editor/PostEditorDialog'));
const DeletePostDialog = lazy(() => import('../delete/DeletePostDialog'));

/** The filter in the address (`?status=draft`), so a reload or a shared link keeps it. */
function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const status = statusFromParams(params);
  const setStatus = (next: PostStatus | undefined) =>
    setParams(next === undefined ? {} : { status: next }, { replace: true });
  return [status, setStatus] as const;
}

/**
 * The blog management view: every post of any status (or of the status chosen), the count of
 * each status, create, edit and delete.
 */
export function BlogPage() {
  const [status, setStatus] = useStatusFilter();
  // While another filter loads, the last list stays (marked busy) rather than a spinner.
  const posts = useQuery({ ...staffPostsQuery(status), placeholderData: keepPreviousData });
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<StaffPostSummary | null>(null);
  const openCreate = () => setEditor({ mode: 'create' });
  const queryClient = useQueryClient();
  // The whole post is read before the editor opens, so the dialog opens once, with its form,
  // rather than as a loading dialog that another then replaces.
  const openEdit = async (slug: string) => {
    try {
      await queryClient.fetchQuery(staffPostQuery(slug));
    } catch (error) {
      notifyFailure('Failed to load the post', error);
      return;
    }
    setEditor({ mode: 'edit', slug });
  };
  const counts = posts.data?.counts;
  const total = counts ? counts.draft + counts.scheduled + counts.published : 0;

  return (
    <>
      <Container as="main" maxW="7xl" py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <HStack justify="space-between" align="end" gap="4" wrap="wrap">
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                Content Library
              </Heading>
              {counts && <Text color="fg.muted">{countsInWords(counts)}</Text>}
            </Stack>
            <Button colorPalette="brand" onClick={openCreate}>
              Create New Post
            </Button>
          </HStack>

          {posts.isSuccess && total > 0 && <StatusFilter value={status} onChange={setStatus} />}

          {posts.isPending && <Loading>Loading your content...</Loading>}

          {posts.isError && (
            <LoadError
              title="Error loading posts"
              message={posts.error.message || 'Failed to load blog posts'}
            />
          )}

          {posts.isSuccess && total === 0 && (
            <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg.panel">
              <EmptyState.Content>
                <EmptyState.Title as="h2">No content yet</EmptyState.Title>
                <Button colorPalette="brand" variant="outline" onClick={openCreate}>
                  Create your first post
                </Button>
              </EmptyState.Content>
            </EmptyState.Root>
          )}

          {posts.isSuccess && total > 0 && posts.data.posts.length === 0 && (
            <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg.panel">
              <EmptyState.Content>
                <EmptyState.Title as="h2">
                  {status ? EMPTY_FILTER_TITLES[status] : 'No posts'}
                </EmptyState.Title>
                <Button colorPalette="brand" variant="outline" onClick={() => setStatus(undefined)}>
                  Show all posts
                </Button>
              </EmptyState.Content>
            </EmptyState.Root>
          )}

          {posts.isSuccess && posts.data.posts.length > 0 && (
            <SimpleGrid
              as="ul"
              listStyleType="none"
              columns={{ base: 1, md: 2, xl: 3 }}
              gap="6"
              aria-label="Posts"
              aria-busy={posts.isPlaceholderData}
              opacity={posts.isPlaceholderData ? 0.6 : 1}
            >
              {posts.data.posts.map((post) => (
                <Box as="li" key={post.id}>
                  <PostCard
                    post={post}
                    onEdit={() => void openEdit(post.slug)}
                    onDelete={setDeleting}
                  />
                </Box>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Container>

      <Suspense fallback={null}>
        {editor && <PostEditorDialog target={editor} onClose={() => setEditor(null)} />}
        {deleting && <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </>
  );
}

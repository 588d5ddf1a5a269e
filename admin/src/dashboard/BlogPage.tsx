import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PostSummary } from '@app/contract/posts';
import { Box, Container, HStack, SimpleGrid, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { Alert, EmptyState } from 'shared_ui/feedback';
import { Spinner } from 'shared_ui/Spinner';
import { useAuth } from '../auth/useAuth';
import type { EditorTarget } from '../editor/editorTarget';
import { postsQuery } from '../posts/queries';
import { DashboardHeader } from './DashboardHeader';
import { PostCard } from './PostCard';

// The dialogs are code the dashboard only needs once someone opens one.
const PostEditorDialog = lazy(() => import('../editor/PostEditorDialog'));
const DeletePostDialog = lazy(() => import('../delete/DeletePostDialog'));

/** The blog management view: every post, with create, edit and delete. */
export function BlogPage() {
  const { user } = useAuth();
  const posts = useQuery(postsQuery);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<PostSummary | null>(null);
  const openCreate = () => setEditor({ mode: 'create' });

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <DashboardHeader username={user?.username ?? ''} />
      <Container as="main" maxW="7xl" py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <HStack justify="space-between" align="end" gap="4" wrap="wrap">
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                Content Library
              </Heading>
              {posts.isSuccess && (
                <Text color="fg.muted">
                  {posts.data.length} {posts.data.length === 1 ? 'post' : 'posts'} · All published
                </Text>
              )}
            </Stack>
            <Button colorPalette="brand" onClick={openCreate}>
              Create New Post
            </Button>
          </HStack>

          {posts.isPending && (
            <HStack role="status" gap="3" py="10" justify="center">
              <Spinner size="md" />
              <Text>Loading your content...</Text>
            </HStack>
          )}

          {posts.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Error loading posts</Alert.Title>
                <Alert.Description>
                  {posts.error.message || 'Failed to load blog posts'}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}

          {posts.isSuccess && posts.data.length === 0 && (
            <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg.panel">
              <EmptyState.Content>
                <EmptyState.Title as="h2">No content yet</EmptyState.Title>
                <Button colorPalette="brand" variant="outline" onClick={openCreate}>
                  Create your first post
                </Button>
              </EmptyState.Content>
            </EmptyState.Root>
          )}

          {posts.isSuccess && posts.data.length > 0 && (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="6">
              {posts.data.map((post) => (
                <Box as="li" key={post.id}>
                  <PostCard
                    post={post}
                    onEdit={() => setEditor({ mode: 'edit', slug: post.slug })}
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
    </Box>
  );
}

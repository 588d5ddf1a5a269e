import { useQuery } from '@tanstack/react-query';
import { Center } from 'shared_ui/layout';
import { Button } from 'shared_ui/forms';
import { Alert } from 'shared_ui/feedback';
import { Dialog, Portal } from 'shared_ui/overlay';
import { Spinner } from 'shared_ui/Spinner';
import { postQuery } from '../posts/queries';
import type { EditorTarget } from '../dashboard/BlogPage';
import { PostEditor } from './PostEditor';

export interface PostEditorDialogProps {
  target: EditorTarget;
  onClose(): void;
}

/**
 * The Create/Edit dialog, loaded when first opened. Edit mode first reads the whole post: the
 * list leaves the content out (spec 3).
 */
export default function PostEditorDialog({ target, onClose }: PostEditorDialogProps) {
  if (target.mode === 'create') return <PostEditor mode="create" post={null} onClose={onClose} />;
  return <EditPostDialog slug={target.slug} onClose={onClose} />;
}

function EditPostDialog({ slug, onClose }: { slug: string; onClose(): void }) {
  const post = useQuery(postQuery(slug));
  if (post.isSuccess) return <PostEditor mode="edit" post={post.data} onClose={onClose} />;
  return (
    <Dialog.Root open placement="center" onOpenChange={({ open }) => !open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Edit Post</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {post.isError ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{post.error.message || 'Failed to load the post'}</Alert.Title>
                </Alert.Root>
              ) : (
                <Center py="8" role="status" aria-label="Loading the post">
                  <Spinner size="lg" />
                </Center>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

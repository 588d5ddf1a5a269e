import { useQuery } from '@tanstack/react-query';
import { Center } from 'shared_ui/layout';
import { Button } from 'shared_ui/forms';
import { Alert } from 'shared_ui/feedback';
import { DialogShell } from 'shared_ui/overlay';
import { Spinner } from 'shared_ui/Spinner';
import { staffPostQuery } from '../posts/queries';
import type { EditorTarget } from './editorTarget';
import { PostEditor } from './PostEditor';

export interface PostEditorDialogProps {
  target: EditorTarget;
  onClose(): void;
}

/**
 * The Create/Edit dialog, loaded when first opened. Edit mode first reads the whole post through
 * the staff call (a draft has no public address): the list leaves the content out, so the card
 * the user clicked cannot fill the form.
 */
export default function PostEditorDialog({ target, onClose }: PostEditorDialogProps) {
  if (target.mode === 'create') return <PostEditor mode="create" post={null} onClose={onClose} />;
  return <EditPostDialog slug={target.slug} onClose={onClose} />;
}

function EditPostDialog({ slug, onClose }: { slug: string; onClose(): void }) {
  const post = useQuery(staffPostQuery(slug));
  // Once read, the editor stays: a later refetch that fails must not take the form away.
  if (post.data) return <PostEditor mode="edit" post={post.data} onClose={onClose} />;
  return (
    <DialogShell
      title="Edit Post"
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
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
    </DialogShell>
  );
}

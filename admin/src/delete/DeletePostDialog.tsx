import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostSummary } from '@app/contract/posts';
import { DialogShell } from 'shared_ui/overlay';
import { Button } from 'shared_ui/forms';
import { Text } from 'shared_ui/typography';
import { notify } from 'shared_ui/toaster';
import { errorBodyOf } from '@app/contract/client';
import { deletePost } from '../posts/postsApi';
import { refreshPostLists } from '../posts/queries';

export interface DeletePostDialogProps {
  post: PostSummary;
  onClose(): void;
}

/**
 * The delete confirmation: a deleted post cannot be brought back, so it is asked first. Deletes
 * by slug. Loaded when first needed.
 */
export default function DeletePostDialog({ post, onClose }: DeletePostDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deletePost(post.slug),
    onSuccess: async () => {
      notify({ title: 'Blog post deleted successfully', type: 'success' });
      onClose();
      await refreshPostLists(queryClient);
    },
    onError: (error) => {
      notify({
        title: 'Delete Failed',
        description: errorBodyOf(error)?.error ?? 'Failed to delete blog post',
        type: 'error',
      });
    },
  });

  return (
    <DialogShell
      title="Confirm Deletion"
      role="alertdialog"
      size={{ base: 'xs', sm: 'md' }}
      onClose={() => {
        // Closing mid-request would hide how it ended; the toast still tells, but wait for it.
        if (!remove.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="outline" disabled={remove.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="red"
            loading={remove.isPending}
            loadingText="Deleting..."
            onClick={() => remove.mutate()}
          >
            Delete Post
          </Button>
        </>
      }
    >
      <Text>
        Are you sure you want to delete &quot;{post.title}&quot;? This action cannot be undone.
      </Text>
    </DialogShell>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostSummary } from '@app/contract/posts';
import { Text } from 'shared_ui/typography';
import { notify } from 'shared_ui/toaster';
import { deletePost } from '../posts/postsApi';
import { refreshPostLists } from '../posts/queries';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { failureText } from '../refusals/refusalText';

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
        description: failureText(error, 'Failed to delete blog post'),
        type: 'error',
      });
    },
  });

  return (
    <ConfirmDeleteDialog
      title="Confirm Deletion"
      confirmLabel="Delete Post"
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <Text>
        Are you sure you want to delete &quot;{post.title}&quot;? This action cannot be undone.
      </Text>
    </ConfirmDeleteDialog>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostSummary } from '@app/contract/posts';
import { Dialog, Portal } from 'shared_ui/overlay';
import { Button } from 'shared_ui/forms';
import { Text } from 'shared_ui/typography';
import { notify } from 'shared_ui/toaster';
import { deletePost, serverErrorBody } from '../posts/postsApi';
import { postsQuery } from '../posts/queries';

export interface DeletePostDialogProps {
  post: PostSummary;
  onClose(): void;
}

/** Spec 2.11 / 4: the delete confirmation, by slug. Loaded when first needed. */
export default function DeletePostDialog({ post, onClose }: DeletePostDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deletePost(post.slug),
    onSuccess: async () => {
      notify({ title: 'Blog post deleted successfully', type: 'success' });
      onClose();
      await queryClient.invalidateQueries({ queryKey: postsQuery.queryKey });
    },
    onError: (error) => {
      notify({
        title: 'Delete Failed',
        description: serverErrorBody(error).error ?? 'Failed to delete blog post',
        type: 'error',
      });
    },
  });

  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
      onOpenChange={({ open }) => {
        // Closing mid-request would hide how it ended; the toast still tells, but wait for it.
        if (!open && !remove.isPending) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Confirm Deletion</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Are you sure you want to delete &quot;{post.title}&quot;? This action cannot be
                undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
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
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

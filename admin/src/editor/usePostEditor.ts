import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@app/contract/posts';
import { notify } from 'shared_ui/toaster';
import { savePost } from '../posts/postsApi';
import { postsQuery } from '../posts/queries';
import { featuredImageChanged } from './featuredImage';
import { buildPostFormData, outgoingFiles } from './postFormData';
import { sameFields, validatePostFields } from './postFormValues';
import { describeSaveError } from './saveError';
import type { EditorMode } from './slugRules';
import { usePostFields } from './usePostFields';
import { usePostImages } from './usePostImages';

export interface PostEditorOptions {
  mode: EditorMode;
  /** The post being edited; null in create mode. */
  post: Post | null;
  /** Closes the editor: after a save, on a cancel with nothing changed, or on a confirmed discard. */
  onClose(): void;
}

/**
 * The editor's state machine: the form and its images, whether anything changed since it
 * opened, the save and what its failure means for each field, and the question asked before
 * unsaved work is thrown away. The views render what it returns and call its actions; they keep
 * no state of their own.
 */
export function usePostEditor({ mode, post, onClose }: PostEditorOptions) {
  const queryClient = useQueryClient();
  const form = usePostFields(mode, post);
  const { setImageErrors, ...images } = usePostImages(post?.imagePath ?? null, form);
  const { fields, setErrors } = form;
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  /** The last failed save, in words; stays up while the toast comes and goes. */
  const [saveProblem, setSaveProblem] = useState<string>();

  const dirty =
    !sameFields(fields, form.initial) ||
    featuredImageChanged(images.featured) ||
    images.images.length > 0;

  const save = useMutation({
    mutationFn: (body: FormData) => savePost(body, mode === 'edit' ? post?.slug : undefined),
    onSuccess: async () => {
      notify({
        title: mode === 'edit' ? 'Post updated successfully' : 'Post created successfully',
        type: 'success',
      });
      onClose();
      // Every key under /api/posts: the list, and the saved post if it was cached.
      await queryClient.invalidateQueries({ queryKey: postsQuery.queryKey });
    },
  });

  // A reload or a closed tab would lose the work as surely as closing the dialog.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = () => {
    const found = validatePostFields(fields);
    setErrors(found);
    setImageErrors({});
    setSaveProblem(undefined);
    if (Object.keys(found).length > 0) return;
    const files = outgoingFiles(fields, images.featured, images.images);
    save.mutate(buildPostFormData(fields, images.featured, files), {
      onError: (error) => {
        const problem = describeSaveError(error, files);
        setErrors(problem.fields);
        setImageErrors(problem.contentImages);
        setSaveProblem(problem.message);
        notify({ title: 'Error', description: problem.message, type: 'error' });
      },
    });
  };

  // A close mid-save would hide how the save ended; a dirty form asks before its work is lost.
  const requestClose = () => {
    if (save.isPending) return;
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  };

  return {
    ...images,
    mode,
    fields,
    errors: form.errors,
    change: form.change,
    saveProblem,
    saving: save.isPending,
    dirty,
    submit,
    requestClose,
    confirmingDiscard,
    keepEditing: () => setConfirmingDiscard(false),
    discard: onClose,
  };
}

export type PostEditorState = ReturnType<typeof usePostEditor>;

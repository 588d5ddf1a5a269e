import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffPost, StatusChangeRequest } from '@app/contract/editorial';
import { staffPostQueryKeys } from '@app/contract/queries';
import { notify } from 'shared_ui/toaster';
import { changePostStatus, savePost } from '../posts/postsApi';
import { featuredImageChanged } from './featuredImage';
import { buildPostFormData, outgoingFiles } from './postFormData';
import { sameFields, validatePostFields } from './postFormValues';
import { describeSaveError } from './saveError';
import { useBusinessTimeZone } from '../editorial/businessTimeZone';
import { savedNotice, type SaveAction } from './saveNotice';
import type { EditorMode } from './slugRules';
import { usePostFields } from './usePostFields';
import { usePostImages } from './usePostImages';

export interface PostEditorOptions {
  mode: EditorMode;
  /** The post being edited, as staff read it (any status); null in create mode. */
  post: StaffPost | null;
  /** Closes the editor: after a save, on a cancel with nothing changed, or on a confirmed discard. */
  onClose(): void;
}

/** The multipart save (with a status change or without), or a status change alone. */
type SaveRequest =
  | { body: FormData; change?: StatusChangeRequest }
  | { statusOf: string; change: StatusChangeRequest };

/** Which of the footer's actions a status change is, for its busy words. */
function actionOf(change: StatusChangeRequest | undefined): SaveAction {
  return change?.status ?? 'keep';
}

/**
 * The editor's state machine: the form and its images, whether anything changed since it
 * opened, the save (with a status change or without) and what its failure means for each field,
 * the schedule picker, and the question asked before unsaved work is thrown away. The views render
 * what it returns and call its actions; they keep no state of their own.
 */
export function usePostEditor({ mode, post, onClose }: PostEditorOptions) {
  const queryClient = useQueryClient();
  const zone = useBusinessTimeZone();
  const form = usePostFields(mode, post);
  const { setImageErrors, resetImages, ...images } = usePostImages(post?.imagePath ?? null, form);
  const { fields, setErrors } = form;
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  /** The last failed save, in words; stays up while the toast comes and goes. */
  const [saveProblem, setSaveProblem] = useState<string>();
  const [scheduling, setScheduling] = useState(false);
  /** The server's (or the picker's) word on the publish time of the last schedule. */
  const [publishAtError, setPublishAtError] = useState<string>();

  const dirty =
    !sameFields(fields, form.initial) ||
    featuredImageChanged(images.featured) ||
    images.images.length > 0;

  const save = useMutation({
    mutationFn: (request: SaveRequest) =>
      'statusOf' in request
        ? changePostStatus(request.statusOf, request.change)
        : savePost(request.body, mode === 'edit' ? post?.slug : undefined),
    onSuccess: async (saved, { change }) => {
      notify({ ...savedNotice(mode, post?.status ?? null, change, saved, zone), type: 'success' });
      onClose();
      // Every key under /api/staff/posts: the lists, the post, its revisions and preview links.
      await queryClient.invalidateQueries({ queryKey: staffPostQueryKeys.all });
    },
  });

  // A reload or a closed tab would lose the work as surely as closing the dialog.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /**
   * Saves the form; `change` also sets the status (draft, published, or scheduled at a time).
   * A status change of an unedited post goes through the status call: nothing else to send.
   */
  const submit = (change?: StatusChangeRequest) => {
    const found = validatePostFields(fields);
    setErrors(found);
    setImageErrors({});
    setSaveProblem(undefined);
    setPublishAtError(undefined);
    if (Object.keys(found).length > 0) {
      // The messages are on the form, behind the picker: show them.
      setScheduling(false);
      return;
    }
    const files = outgoingFiles(fields, images.featured, images.images);
    const request: SaveRequest =
      mode === 'edit' && post && change !== undefined && !dirty
        ? { statusOf: post.slug, change }
        : { body: buildPostFormData(fields, images.featured, files, change), change };
    save.mutate(request, {
      onError: (error) => {
        const problem = describeSaveError(error, files);
        setErrors(problem.fields);
        setImageErrors(problem.contentImages);
        setSaveProblem(problem.message);
        setPublishAtError(problem.publishAt);
        // A refused time is said under the picker; anything else on the form.
        if (problem.publishAt === undefined) setScheduling(false);
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

  /** The server now holds `next` (a restored revision): the form starts over from it. */
  const replaceWith = (next: StaffPost) => {
    form.reset(next);
    resetImages(next.imagePath);
    setSaveProblem(undefined);
    setPublishAtError(undefined);
  };

  return {
    ...images,
    mode,
    post,
    fields,
    errors: form.errors,
    change: form.change,
    saveProblem,
    saving: save.isPending,
    /** The action being saved, while one is. */
    savingAction: save.isPending ? actionOf(save.variables?.change) : null,
    dirty,
    submit,
    requestClose,
    confirmingDiscard,
    keepEditing: () => setConfirmingDiscard(false),
    discard: onClose,
    scheduling,
    openSchedule: () => {
      setPublishAtError(undefined);
      setScheduling(true);
    },
    closeSchedule: () => {
      if (save.isPending) return;
      setPublishAtError(undefined);
      setScheduling(false);
    },
    publishAtError,
    replaceWith,
  };
}

export type PostEditorState = ReturnType<typeof usePostEditor>;

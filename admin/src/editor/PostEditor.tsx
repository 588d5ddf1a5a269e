import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_IMAGE_SCHEME, type ImageAlignment, type Post } from '@app/contract/posts';
import { Box, Grid, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button, Field, Input, Textarea } from 'shared_ui/forms';
import { Alert } from 'shared_ui/feedback';
import { Dialog, Portal } from 'shared_ui/overlay';
import { notify } from 'shared_ui/toaster';
import { savePost } from '../posts/postsApi';
import { postsQuery } from '../posts/queries';
import { ArticlePreview } from './ArticlePreview';
import { ContentImagesPanel } from './ContentImagesPanel';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { FeaturedImageField } from './FeaturedImageField';
import { insertContentImage, removeContentImageAt, type ContentImage } from './contentImages';
import {
  featuredImageChanged,
  featuredImageReducer,
  featuredImageShown,
  initialFeaturedImage,
} from './featuredImage';
import { NOT_AN_IMAGE, isAcceptedImage } from './imageFiles';
import { buildPostFormData, outgoingFiles } from './postFormData';
import {
  fieldsOf,
  sameFields,
  validatePostFields,
  type EditorErrors,
  type PostFieldName,
  type PostFormFields,
} from './postFormValues';
import { describeSaveError } from './saveError';
import { slugAfterTitleChange, type EditorMode } from './slugRules';
import { FieldError } from '../forms/FieldError';

export interface PostEditorProps {
  mode: EditorMode;
  /** The post being edited; null in create mode. */
  post: Post | null;
  onClose(): void;
}

const FORM_ID = 'post-editor-form';

/** Spec 4, the post editor: fields, images, live preview, save, and a guard against lost work. */
export function PostEditor({ mode, post, onClose }: PostEditorProps) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => fieldsOf(post));
  const [fields, setFields] = useState<PostFormFields>(initial);
  const [slugEditedByHand, setSlugEditedByHand] = useState(false);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [imageErrors, setImageErrors] = useState<Record<number, string>>({});
  const [featured, dispatchFeatured] = useReducer(
    featuredImageReducer,
    post?.imagePath ?? null,
    initialFeaturedImage,
  );
  const [images, setImages] = useState<ContentImage[]>([]);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  /** The last failed save, in words; stays up while the toast comes and goes. */
  const [saveProblem, setSaveProblem] = useState<string>();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const caretAfterInsert = useRef<number | null>(null);

  const dirty = !sameFields(fields, initial) || featuredImageChanged(featured) || images.length > 0;

  const save = useMutation({
    mutationFn: (form: FormData) => savePost(form, mode === 'edit' ? post?.slug : undefined),
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

  // Object URLs hold the files in memory until revoked; the dialog owns the ones it made.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const objectUrl = (file: File) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    return url;
  };
  const revoke = (url: string | null) => {
    if (url && urls.current.delete(url)) URL.revokeObjectURL(url);
  };

  // A reload or a closed tab would lose the work as surely as closing the dialog.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Restores the caret after an insert, once React has written the new content.
  useEffect(() => {
    const caret = caretAfterInsert.current;
    const textarea = contentRef.current;
    if (caret === null || !textarea) return;
    caretAfterInsert.current = null;
    textarea.focus();
    textarea.setSelectionRange(caret, caret);
  }, [fields.content]);

  const clearError = (name: PostFieldName | 'image') =>
    setErrors((current) =>
      current[name] === undefined ? current : { ...current, [name]: undefined },
    );

  const edit =
    (name: PostFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      clearError(name);
      if (name === 'title') {
        const slug = slugAfterTitleChange(mode, { ...fields, slugEditedByHand }, value);
        if (slug !== fields.slug) clearError('slug');
        setFields({ ...fields, title: value, slug });
        return;
      }
      if (name === 'slug') setSlugEditedByHand(true);
      setFields({ ...fields, [name]: value });
    };

  const chooseFeatured = (file: File) => {
    if (!isAcceptedImage(file)) {
      setErrors((current) => ({ ...current, image: NOT_AN_IMAGE }));
      return;
    }
    clearError('image');
    revoke(featured.fileUrl);
    dispatchFeatured({ type: 'choose', file, url: objectUrl(file) });
  };
  const removeFeatured = () => {
    clearError('image');
    revoke(featured.fileUrl);
    dispatchFeatured({ type: 'remove' });
  };
  const undoFeatured = () => {
    clearError('image');
    dispatchFeatured({ type: 'undo' });
  };

  const addImage = (file: File, name: string, alignment: ImageAlignment) => {
    // The panel made this URL; from here on the dialog revokes it.
    const previewUrl = objectUrl(file);
    setImages((current) => [...current, { file, previewUrl, name, alignment }]);
  };
  const insertImage = (index: number) => {
    const textarea = contentRef.current;
    const at = textarea?.selectionStart ?? fields.content.length;
    const selection = { start: at, end: textarea?.selectionEnd ?? at };
    const { content, caret } = insertContentImage(fields.content, selection, images, index);
    caretAfterInsert.current = caret;
    clearError('content');
    setFields({ ...fields, content });
  };
  const removeImage = (index: number) => {
    const result = removeContentImageAt(fields.content, images, index);
    revoke(images[index]?.previewUrl ?? null);
    setImages(result.images);
    setImageErrors({});
    setFields({ ...fields, content: result.content });
  };

  const resolveImageSrc = useCallback(
    (src: string) =>
      src.startsWith(CONTENT_IMAGE_SCHEME)
        ? images[Number(src.slice(CONTENT_IMAGE_SCHEME.length))]?.previewUrl
        : undefined,
    [images],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePostFields(fields);
    setErrors(found);
    setImageErrors({});
    setSaveProblem(undefined);
    if (Object.keys(found).length > 0) return;
    const files = outgoingFiles(fields, featured, images);
    save.mutate(buildPostFormData(fields, featured, files), {
      onError: (error) => {
        const problem = describeSaveError(error, files);
        setErrors(problem.fields);
        setImageErrors(problem.contentImages);
        setSaveProblem(problem.message);
        notify({ title: 'Error', description: problem.message, type: 'error' });
      },
    });
  };

  const requestClose = () => {
    if (save.isPending) return;
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  };

  return (
    <Dialog.Root
      open
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={({ open }) => {
        if (!open) requestClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Wide enough for the form and the preview side by side; the body scrolls inside. */}
          <Dialog.Content maxW={{ md: '3xl', lg: '7xl' }}>
            <Dialog.Header>
              <Dialog.Title>{mode === 'edit' ? 'Edit Post' : 'Create New Post'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <Button
                variant="ghost"
                size="sm"
                aria-label="Close the editor"
                position="absolute"
                top="3"
                insetEnd="3"
              >
                ✕
              </Button>
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="8">
                <form id={FORM_ID} onSubmit={submit} noValidate>
                  <Stack gap="5">
                    {saveProblem && (
                      <Alert.Root status="error">
                        <Alert.Indicator />
                        <Alert.Title>{saveProblem}</Alert.Title>
                      </Alert.Root>
                    )}
                    <TextField
                      label="Title"
                      name="title"
                      value={fields.title}
                      error={errors.title}
                      onChange={edit('title')}
                      required
                    />
                    <TextField
                      label="Slug"
                      name="slug"
                      value={fields.slug}
                      error={errors.slug}
                      onChange={edit('slug')}
                      helper={`The article's address: /blog/${fields.slug || '…'}`}
                      required
                    />
                    <Field.Root invalid={errors.description !== undefined} required>
                      <Field.Label>
                        Description <Field.RequiredIndicator />
                      </Field.Label>
                      <Textarea
                        name="description"
                        rows={2}
                        value={fields.description}
                        onChange={edit('description')}
                      />
                      <FieldError>{errors.description}</FieldError>
                    </Field.Root>
                    <TextField
                      label="Tags"
                      name="tags"
                      value={fields.tags}
                      error={errors.tags}
                      onChange={edit('tags')}
                      helper="Comma-separated, e.g. VAT, UAE, Compliance"
                    />
                    <FeaturedImageField
                      state={featured}
                      error={errors.image}
                      onChoose={chooseFeatured}
                      onRemove={removeFeatured}
                      onUndo={undoFeatured}
                    />
                    <Field.Root invalid={errors.content !== undefined} required>
                      <Field.Label>
                        Content <Field.RequiredIndicator />
                      </Field.Label>
                      <Textarea
                        ref={contentRef}
                        name="content"
                        rows={14}
                        fontFamily="mono"
                        fontSize="sm"
                        value={fields.content}
                        onChange={edit('content')}
                      />
                      <Field.HelperText>Markdown; HTML is allowed.</Field.HelperText>
                      <FieldError>{errors.content}</FieldError>
                    </Field.Root>
                    <ContentImagesPanel
                      images={images}
                      errors={imageErrors}
                      onAdd={addImage}
                      onInsert={insertImage}
                      onRemove={removeImage}
                    />
                  </Stack>
                </form>
                <Box as="section" aria-labelledby="post-preview-heading" minW="0">
                  <Box position={{ lg: 'sticky' }} top="0">
                    <Heading
                      id="post-preview-heading"
                      as="h2"
                      size="sm"
                      color="fg.muted"
                      mb="3"
                      textTransform="uppercase"
                      letterSpacing="wide"
                    >
                      Preview
                    </Heading>
                    <Box borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg">
                      <ArticlePreview
                        title={fields.title}
                        description={fields.description}
                        imageUrl={featuredImageShown(featured)}
                        content={fields.content}
                        resolveImageSrc={resolveImageSrc}
                      />
                    </Box>
                  </Box>
                </Box>
              </Grid>
            </Dialog.Body>
            <Dialog.Footer>
              {save.isPending && (
                <Text srOnly role="status">
                  {mode === 'edit' ? 'Updating...' : 'Creating...'}
                </Text>
              )}
              <Button variant="outline" onClick={requestClose} disabled={save.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                form={FORM_ID}
                colorPalette="brand"
                loading={save.isPending}
                loadingText={mode === 'edit' ? 'Updating...' : 'Creating...'}
              >
                {mode === 'edit' ? 'Update Post' : 'Create Post'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {confirmingDiscard && (
        <DiscardChangesDialog
          onKeepEditing={() => setConfirmingDiscard(false)}
          onDiscard={onClose}
        />
      )}
    </Dialog.Root>
  );
}

interface TextFieldProps {
  label: string;
  name: PostFieldName;
  value: string;
  error?: string;
  helper?: string;
  required?: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

function TextField({ label, name, value, error, helper, required, onChange }: TextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={name} value={value} onChange={onChange} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}

import type { ChangeEvent, FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { otherPostLanguage, type PostLanguage } from '@app/contract/posts';
import { NativeSelect } from 'shared_ui/choices';
import { Stack } from 'shared_ui/layout';
import { Field, Input, Textarea } from 'shared_ui/forms';
import { Alert } from 'shared_ui/feedback';
import { ContentImagesPanel } from './ContentImagesPanel';
import { FeaturedImageField } from './FeaturedImageField';
import { postTextAttributes, type PostTextAttributes } from './postTextDirection';
import type { PostFieldName } from './postFormValues';
import type { PostEditorState } from './usePostEditor';
import { staffPostsQuery } from '../posts/queries';
import { FieldError } from '../forms/FieldError';

export interface PostEditorFieldsProps {
  /** Ties the footer's submit button, outside the form, to it. */
  formId: string;
  editor: PostEditorState;
}

/** The post form: text fields, the featured image, the content and its images. */
export function PostEditorFields({ formId, editor }: PostEditorFieldsProps) {
  const { fields, errors, contentRef, images, imageErrors, addImage, insertImage, removeImage } =
    editor;
  const edit =
    (name: PostFieldName) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      editor.change(name, event.target.value);
  // Arabic text is laid out right to left from its first character; dir="auto" guesses from the
  // first strong character, which a title opening with "VAT" or a number gets wrong.
  const direction = postTextAttributes(fields.language);
  const allPosts = useQuery(staffPostsQuery());
  const otherLanguage = otherPostLanguage(fields.language);
  const candidates = (allPosts.data?.posts ?? []).filter(
    (post) => post.language === otherLanguage && post.slug !== editor.post?.slug,
  );
  // The current link stays listed even before the list arrives (or if it names a post not in it).
  const listed =
    fields.translationOf === '' || candidates.some((post) => post.slug === fields.translationOf)
      ? candidates
      : [{ slug: fields.translationOf, title: fields.translationOf }, ...candidates];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    editor.submit();
  };

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="5">
        {editor.saveProblem && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{editor.saveProblem}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={errors.language !== undefined}>
          <Field.Label>Language</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="language" value={fields.language} onChange={edit('language')}>
              <option value="en">English</option>
              <option value="ar" lang="ar">
                العربية
              </option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <FieldError>{errors.language}</FieldError>
        </Field.Root>
        <Field.Root invalid={errors.translationOf !== undefined}>
          <Field.Label>Translation of</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="translationOf"
              value={fields.translationOf}
              onChange={edit('translationOf')}
            >
              <option value="">None</option>
              {listed.map((post) => (
                <option key={post.slug} value={post.slug} lang={otherLanguage}>
                  {post.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            The same post in {LANGUAGE_NAMES[otherLanguage]}; it will name this one back.
          </Field.HelperText>
          <FieldError>{errors.translationOf}</FieldError>
        </Field.Root>
        <TextField
          label="Title"
          name="title"
          value={fields.title}
          error={errors.title}
          onChange={edit('title')}
          direction={direction}
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
            {...direction}
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
          direction={direction}
          helper="Comma-separated, e.g. VAT, UAE, Compliance"
        />
        <FeaturedImageField
          state={editor.featured}
          error={errors.image}
          onChoose={editor.chooseFeatured}
          onRemove={editor.removeFeatured}
          onUndo={editor.undoFeatured}
        />
        <Field.Root invalid={errors.content !== undefined} required>
          <Field.Label>
            Content <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            ref={contentRef}
            name="content"
            {...direction}
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
  );
}

const LANGUAGE_NAMES: Record<PostLanguage, string> = { en: 'English', ar: 'Arabic' };

interface TextFieldProps {
  label: string;
  name: PostFieldName;
  value: string;
  error?: string;
  helper?: string;
  required?: boolean;
  /** dir and lang of the input: set for Arabic text. */
  direction?: PostTextAttributes;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

function TextField({
  label,
  name,
  value,
  error,
  helper,
  required,
  direction,
  onChange,
}: TextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={name} value={value} onChange={onChange} {...direction} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}

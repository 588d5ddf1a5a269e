import type { ChangeEvent, FormEvent } from 'react';
import { Stack } from 'shared_ui/layout';
import { Field, Input, Textarea } from 'shared_ui/forms';
import { Alert } from 'shared_ui/feedback';
import { ContentImagesPanel } from './ContentImagesPanel';
import { FeaturedImageField } from './FeaturedImageField';
import type { PostFieldName } from './postFormValues';
import type { PostEditorState } from './usePostEditor';
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
    (name: PostFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      editor.change(name, event.target.value);
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

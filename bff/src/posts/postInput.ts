import type { z } from 'zod';
import {
  PUBLISH_AT_FIELD,
  STATUS_FIELD,
  statusChange,
  type StatusChange,
} from '@app/contract/editorial';
import {
  CONTENT_IMAGE_FIELD_PATTERN,
  FEATURED_IMAGE_FIELD,
  REMOVE_IMAGE_FIELD,
  contentImageIndexes,
  LANGUAGE_FIELD,
  postForm,
  postLanguageFields,
  TRANSLATION_OF_FIELD,
  type PostFormValues,
  type PostLanguage,
} from '@app/contract/posts';
import { fieldErrors } from '@app/contract/validation';
import { ValidationError, type FieldErrors } from '../http/errors';
import { sniffImageType, type ImageType } from '../media/imageType';
import type { MultipartBody, UploadedFile } from './multipart';
import { refusal } from '../http/refusal';

export interface ImageUpload {
  bytes: Buffer;
  type: ImageType;
  /** Names the upload in an error message: its form field and file name. */
  name: string;
  /** The form field that carried it: what a refusal's `field` param names. */
  field: string;
}

/** A create or update request, validated: what the posts service works from. */
export interface PostInput {
  values: PostFormValues;
  /** A new featured image; replaces the current one. */
  featuredImage?: ImageUpload;
  /** Drop the current featured image (ignored when a new one is sent). */
  removeImage: boolean;
  /** Content image N by N; only those the content refers to. */
  contentImages: Map<number, ImageUpload>;
  /** The status the form asks for; absent: published on a create, unchanged on an update. */
  status?: StatusChange;
  /** The language asked for; absent: English on a create, unchanged on an update. */
  language?: PostLanguage;
  /** The post this one translates; null: none (clears the link); absent: unchanged. */
  translationOf?: string | null;
}

/**
 * Checks a multipart post form: the text fields, the status and the language fields against the
 * contract (400 with per-field messages, all of them at once; whether the translation exists is
 * the service's check), the file fields' names (400), every file's bytes
 * (415 unless PNG, JPEG, GIF or WebP), and that each `content-image://N` in the content came
 * with its file (400).
 */
export function readPostInput({ fields, files }: MultipartBody): PostInput {
  const form = postForm.safeParse(fields);
  const status =
    fields[STATUS_FIELD] === undefined
      ? undefined
      : statusChange.safeParse({
          status: fields[STATUS_FIELD],
          [PUBLISH_AT_FIELD]: fields[PUBLISH_AT_FIELD],
        });
  const language = postLanguageFields.safeParse({
    [LANGUAGE_FIELD]: fields[LANGUAGE_FIELD],
    [TRANSLATION_OF_FIELD]: fields[TRANSLATION_OF_FIELD],
  });
  if (!form.success || status?.success === false || !language.success) {
    throw new ValidationError({
      ...problemsOf(form),
      ...problemsOf(status),
      ...problemsOf(language),
    });
  }
  const values = form.data;

  const problems: FieldErrors = {};
  let featured: UploadedFile | undefined;
  const contentFiles = new Map<number, UploadedFile>();
  for (const file of files) {
    // An empty, nameless part is what a form sends for a file input left empty.
    if (file.bytes.length === 0 && file.originalName === '') continue;
    const index = CONTENT_IMAGE_FIELD_PATTERN.exec(file.fieldName)?.[1];
    if (file.fieldName === FEATURED_IMAGE_FIELD) {
      if (featured) problems[file.fieldName] = ['Send at most one featured image'];
      featured = file;
    } else if (index !== undefined) {
      if (contentFiles.has(Number(index))) problems[file.fieldName] = ['Sent twice'];
      contentFiles.set(Number(index), file);
    } else {
      problems[file.fieldName] = ['Unexpected file field'];
    }
  }

  const referenced = contentImageIndexes(values.content);
  const missing = referenced.filter((index) => !contentFiles.has(index));
  if (missing.length > 0) {
    problems.content = [
      `The content refers to image${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which ${
        missing.length > 1 ? 'were' : 'was'
      } not sent`,
    ];
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);

  const contentImages = new Map<number, ImageUpload>();
  // Files the content does not refer to are not kept: they would be orphans from the start.
  for (const index of referenced) {
    contentImages.set(index, toImage(contentFiles.get(index)!));
  }
  return {
    values,
    featuredImage: featured ? toImage(featured) : undefined,
    removeImage: fields[REMOVE_IMAGE_FIELD] === 'true',
    contentImages,
    status: status?.data,
    language: language.data.language,
    translationOf: language.data.translationOf,
  };
}

function problemsOf(result: z.ZodSafeParseResult<unknown> | undefined): FieldErrors {
  return result === undefined || result.success ? {} : fieldErrors(result.error);
}

function toImage(file: UploadedFile): ImageUpload {
  const type = sniffImageType(file.bytes);
  if (!type) {
    throw refusal(415, 'media.not-an-image', { field: file.fieldName });
  }
  return { bytes: file.bytes, type, name: uploadName(file), field: file.fieldName };
}

/** `image "cover.jpg"`: what a person sees in an error about one of several files. */
function uploadName(file: UploadedFile): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const shown = file.originalName.replace(/[\u0000-\u001f\u007f"]/g, '').slice(0, 100);
  return shown === '' ? file.fieldName : `${file.fieldName} "${shown}"`;
}

import { HttpError } from '@app/contract/client';
import type { ErrorCode } from '@app/contract/errorCodes';
import { PUBLISH_AT_FIELD } from '@app/contract/editorial';
import { FEATURED_IMAGE_FIELD } from '@app/contract/posts';
import type { OutgoingFile } from './postFormData';
import { POST_FIELD_NAMES, type EditorErrors, type PostFieldName } from './postFormValues';
import { fieldTextsOfError, refusalOfError, refusalText } from '../refusals/refusalText';

export interface SaveProblem {
  /** For the destructive "Error" toast and the dialog's banner. */
  message: string;
  /** Messages for the form's fields. */
  fields: EditorErrors;
  /** Messages for content images, by their index in the list. */
  contentImages: Record<number, string>;
  /** The message for the publish time of a schedule, shown under the schedule picker. */
  publishAt?: string;
}

const CONTENT_IMAGE_FIELD = /^contentImage-(\d+)$/;

/** The refusals of one upload: they name its form field in their params. */
const FILE_REFUSALS: ReadonlySet<ErrorCode> = new Set([
  'media.not-an-image',
  'media.image-too-large',
  'media.image-too-tall',
  'media.image-too-many-pixels',
  'media.image-damaged',
]);

/**
 * A failed save says its refusal in the admin's words, else "Failed to save post". The BFF's
 * per-field refusals go to their fields, and a refused file (413 too large, 415 not an image, 422
 * an image that cannot be decoded or has too many pixels) is named, so the user knows which of
 * several images to change. Everything is read from the codes and their params.
 */
export function describeSaveError(error: unknown, files: readonly OutgoingFile[]): SaveProblem {
  const refusal = refusalOfError(error);
  const problem: SaveProblem = {
    message: refusalText(refusal, 'Failed to save post'),
    fields: {},
    contentImages: {},
  };
  const put = (field: string, message: string) => {
    const index = CONTENT_IMAGE_FIELD.exec(field)?.[1];
    if (index !== undefined) problem.contentImages[Number(index)] = message;
    else if (field === FEATURED_IMAGE_FIELD) problem.fields.image = message;
    else if (field === PUBLISH_AT_FIELD) problem.publishAt = message;
    else if ((POST_FIELD_NAMES as readonly string[]).includes(field)) {
      problem.fields[field as PostFieldName] = message;
    }
  };

  for (const [field, message] of Object.entries(fieldTextsOfError(error))) put(field, message);
  if (!(error instanceof HttpError)) return problem;

  if (error.status === 409) {
    put('slug', problem.message);
  } else if (refusal !== undefined && FILE_REFUSALS.has(refusal.code)) {
    const file = files.find((candidate) => candidate.field === refusal.params?.field);
    if (file) {
      problem.message = `${file.label} was refused. ${problem.message}.`;
      put(file.field, refusalText(refusal, 'Refused'));
    }
  } else if (error.status === 413) {
    const limit = refusal?.code === 'media.file-too-large' ? refusal.params?.limitBytes : undefined;
    const tooLarge = files.filter(({ file }) => typeof limit === 'number' && file.size > limit);
    const named = tooLarge.length > 0 ? tooLarge : largest(files);
    const why = refusalText(refusal, 'The upload is larger than the server accepts');
    if (named.length > 0) {
      const list = named.map((file) => `${file.label} (${formatSize(file.file.size)})`).join(', ');
      problem.message = `${list} ${named.length > 1 ? 'are' : 'is'} too large. ${why}.`;
      for (const file of named)
        put(file.field, `Too large (${formatSize(file.file.size)}). ${why}.`);
    } else {
      problem.message = `${why}.`;
    }
  }
  return problem;
}

export function formatSize(bytes: number): string {
  const mb = bytes / 1024 ** 2;
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function largest(files: readonly OutgoingFile[]): OutgoingFile[] {
  const biggest = [...files].sort((a, b) => b.file.size - a.file.size)[0];
  return biggest ? [biggest] : [];
}

import { HttpError, errorBodyOf } from '@app/contract/client';
import { firstMessages } from '@app/contract/validation';
import { PUBLISH_AT_FIELD } from '@app/contract/editorial';
import { FEATURED_IMAGE_FIELD } from '@app/contract/posts';
import type { OutgoingFile } from './postFormData';
import { POST_FIELD_NAMES, type EditorErrors, type PostFieldName } from './postFormValues';

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

/**
 * A failed save says the server's error, else "Failed to save post". The BFF's per-field
 * messages go to their fields, and a refused file (413 too large, 415 not an image, 422 an image
 * that cannot be decoded or has too many pixels) is named, so
 * the user knows which of several images to change.
 */
export function describeSaveError(error: unknown, files: readonly OutgoingFile[]): SaveProblem {
  const body = errorBodyOf(error) ?? { error: undefined, fields: undefined };
  const problem: SaveProblem = {
    message: body.error ?? 'Failed to save post',
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

  for (const [field, message] of Object.entries(firstMessages(body.fields ?? {}))) {
    put(field, message);
  }
  if (!(error instanceof HttpError)) return problem;

  if (error.status === 409) {
    put('slug', problem.message);
  } else if (error.status === 415 || error.status === 422) {
    // The BFF starts the message with the field, and maybe the file name: "contentImage-0: only
    // PNG, JPEG, GIF or WebP…" (415), 'image "a.png": the image has too many pixels…' (422).
    const [, field, why] = /^([\w-]+)(?: "[^"]*")?: (.*)$/.exec(body.error ?? '') ?? [];
    const file = files.find((candidate) => candidate.field === field);
    if (file && why) {
      problem.message = `${file.label} was refused: ${why}`;
      put(file.field, why);
    }
  } else if (error.status === 413) {
    const limit = byteLimitIn(body.error ?? '');
    const tooLarge = files.filter(({ file }) => limit !== undefined && file.size > limit);
    const named = tooLarge.length > 0 ? tooLarge : largest(files);
    const why = body.error ?? 'The upload is larger than the server accepts';
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

/** "Each image must be at most 5 MB" -> 5242880. */
export function byteLimitIn(message: string): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*(KB|MB|GB)\b/i.exec(message);
  if (!match) return undefined;
  const unit = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[match[2]!.toUpperCase() as 'KB'];
  return Number(match[1]) * unit;
}

export function formatSize(bytes: number): string {
  const mb = bytes / 1024 ** 2;
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function largest(files: readonly OutgoingFile[]): OutgoingFile[] {
  const biggest = [...files].sort((a, b) => b.file.size - a.file.size)[0];
  return biggest ? [biggest] : [];
}

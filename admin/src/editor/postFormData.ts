import { PUBLISH_AT_FIELD, STATUS_FIELD, type StatusChangeRequest } from '@app/contract/editorial';
import {
  FEATURED_IMAGE_FIELD,
  LANGUAGE_FIELD,
  REMOVE_IMAGE_FIELD,
  TRANSLATION_OF_FIELD,
  contentImageField,
  contentImageIndexes,
} from '@app/contract/posts';
import type { ContentImage } from './contentImages';
import type { FeaturedImageState } from './featuredImage';
import type { PostFormFields } from './postFormValues';

/** A file the save would upload, with the words that name it to the user. */
export interface OutgoingFile {
  field: string;
  label: string;
  file: File;
}

/** Every file a save sends: the new featured image and the content images the content shows. */
export function outgoingFiles(
  fields: PostFormFields,
  featured: FeaturedImageState,
  images: readonly ContentImage[],
): OutgoingFile[] {
  const files: OutgoingFile[] = [];
  if (featured.file) {
    files.push({
      field: FEATURED_IMAGE_FIELD,
      label: `Featured image "${featured.file.name}"`,
      file: featured.file,
    });
  }
  // Images the content no longer shows would be dropped by the server anyway: do not upload them.
  for (const index of contentImageIndexes(fields.content)) {
    const image = images[index];
    if (image) {
      files.push({
        field: contentImageField(index),
        label: `Content image "${image.name}" (${image.file.name})`,
        file: image.file,
      });
    }
  }
  return files;
}

/**
 * The multipart body of POST /api/posts and PUT /api/posts/{slug}. `change` sets the status
 * (and the publish time of a schedule); without it a create publishes and an update keeps the
 * post's status.
 */
export function buildPostFormData(
  fields: PostFormFields,
  featured: FeaturedImageState,
  files: readonly OutgoingFile[],
  change?: StatusChangeRequest,
): FormData {
  const form = new FormData();
  form.set('title', fields.title);
  form.set('slug', fields.slug);
  form.set('description', fields.description);
  form.set('content', fields.content);
  form.set('tags', fields.tags);
  form.set(LANGUAGE_FIELD, fields.language);
  // Always sent: an empty value clears the link, as the form shows it.
  form.set(TRANSLATION_OF_FIELD, fields.translationOf);
  if (featured.removeExisting && !featured.file) form.set(REMOVE_IMAGE_FIELD, 'true');
  if (change) {
    form.set(STATUS_FIELD, change.status);
    if (change.status === 'scheduled') form.set(PUBLISH_AT_FIELD, change.publishAt);
  }
  for (const { field, file } of files) form.set(field, file, file.name);
  return form;
}

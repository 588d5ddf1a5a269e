import {
  DEFAULT_IMAGE_ALIGNMENT,
  contentImageTag,
  removeContentImage,
  type ImageAlignment,
} from '@app/contract/posts';

/** A content image waiting to be saved; its index in the list is its reference. */
export interface ContentImage {
  file: File;
  /** Local object URL for the list and the live preview. */
  previewUrl: string;
  name: string;
  alignment: ImageAlignment;
}

export interface Selection {
  start: number;
  end: number;
}

export interface Edit {
  content: string;
  /** Where the caret goes afterwards: just after the inserted text. */
  caret: number;
}

/** Replaces the selection (or inserts at the caret) with `text`. */
export function insertAtSelection(content: string, selection: Selection, text: string): Edit {
  const start = clamp(Math.min(selection.start, selection.end), content.length);
  const end = clamp(Math.max(selection.start, selection.end), content.length);
  return {
    content: content.slice(0, start) + text + content.slice(end),
    caret: start + text.length,
  };
}

/** Insert: the image tag of image `index` with its alignment class, at the cursor. */
export function insertContentImage(
  content: string,
  selection: Selection,
  images: readonly ContentImage[],
  index: number,
): Edit {
  const image = images[index];
  if (!image) return { content, caret: selection.end };
  return insertAtSelection(content, selection, contentImageTag(index, image.name, image.alignment));
}

/**
 * Remove: the image leaves the list and its tags leave the content; later images move
 * up one place, and their references are renumbered to match.
 */
export function removeContentImageAt(
  content: string,
  images: readonly ContentImage[],
  index: number,
): { content: string; images: ContentImage[] } {
  return {
    content: removeContentImage(content, index),
    images: images.filter((_, i) => i !== index),
  };
}

/** The name an image starts with: its file name without the extension. */
export function defaultImageName(fileName: string): string {
  return fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

export { DEFAULT_IMAGE_ALIGNMENT };

/** How an alignment reads in the editor. */
export const ALIGNMENT_LABELS: Record<ImageAlignment, string> = {
  // physical-side: the names of the author's choices, not a style
  left: 'Left',
  center: 'Center',
  // physical-side: the names of the author's choices, not a style
  right: 'Right',
};

function clamp(position: number, length: number): number {
  return Math.max(0, Math.min(position, length));
}

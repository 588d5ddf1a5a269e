/**
 * The images of a post's save, shared by the BFF, the site and the admin: the multipart fields
 * that carry them, and the `content-image://N` references the editor writes into the content
 * before they are stored. Browser-safe: plain functions only.
 */

// --- multipart field names --------------------------------------------------------------------

/** The optional featured image file. */
export const FEATURED_IMAGE_FIELD = 'image';
/** Send the value 'true' to remove the featured image (ignored when a new one is sent). */
export const REMOVE_IMAGE_FIELD = 'removeImage';
/** Content image N travels as the file field `contentImage-N`. */
export function contentImageField(index: number): string {
  return `contentImage-${index}`;
}
export const CONTENT_IMAGE_FIELD_PATTERN = /^contentImage-(\d{1,3})$/;
/** Content images sent with one save; a post may hold more, saved over several edits. */
export const MAX_CONTENT_IMAGES_PER_SAVE = 10;
/** The server's default MAX_IMAGE_BYTES; the real limit is the server's configuration. */
export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** For `<input type="file" accept>`: the only types the server accepts (checked by bytes). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

// --- content image references -----------------------------------------------------------------

/**
 * An image added in the editor is referred to from the content by its index in the editor's
 * list, as `content-image://N`. On save the server stores file `contentImage-N` and replaces
 * every `content-image://N` with the stored image's URL, so saved content never holds one.
 */
export const CONTENT_IMAGE_SCHEME = 'content-image://';
export const IMAGE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type ImageAlignment = (typeof IMAGE_ALIGNMENTS)[number];
/** Where a content image sits when nobody chose an alignment. */
export const DEFAULT_IMAGE_ALIGNMENT: ImageAlignment = 'center';

export function contentImageRef(index: number): string {
  return `${CONTENT_IMAGE_SCHEME}${index}`;
}

/** The tag the editor inserts at the cursor: `<img src="content-image://0" alt="…" class="align-center" />`. */
export function contentImageTag(
  index: number,
  alt: string,
  align: ImageAlignment = DEFAULT_IMAGE_ALIGNMENT,
): string {
  return `<img src="${contentImageRef(index)}" alt="${escapeAttribute(alt)}" class="align-${align}" />`;
}

const REF_PATTERN = /content-image:\/\/(\d+)/g;

/** The distinct indexes the content refers to, ascending. */
export function contentImageIndexes(content: string): number[] {
  const indexes = new Set<number>();
  for (const match of content.matchAll(REF_PATTERN)) indexes.add(Number(match[1]));
  return [...indexes].sort((a, b) => a - b);
}

/** Replaces each `content-image://N` with `urlOf(N)`; references it returns undefined for stay. */
export function replaceContentImageRefs(
  content: string,
  urlOf: (index: number) => string | undefined,
): string {
  return content.replace(REF_PATTERN, (ref, index: string) => urlOf(Number(index)) ?? ref);
}

/**
 * The editor's "Remove": strips the tags that show image `index`, and renumbers references to
 * later images so they keep pointing at the same files once the list closes the gap.
 */
export function removeContentImage(content: string, index: number): string {
  return replaceContentImageRefs(withoutImageTags(content, contentImageRef(index)), (n) =>
    n > index ? contentImageRef(n - 1) : n === index ? '' : undefined,
  );
}

/**
 * `content` without the `<img …>` tags whose src is `src` (quoted). A scan rather than one regex:
 * `<img\b[^>]*?\bsrc=…[^>]*>` read from every `<img` to the next `>`, so content of many
 * unclosed `<img` took quadratic time. Tags that end at the same `>` hold the same attributes
 * from the first of them on, so only the first is looked into.
 */
function withoutImageTags(content: string, src: string): string {
  const attribute = new RegExp(`\\bsrc=(["'])${escapeRegExp(src)}\\1`);
  const starts = /<img\b/g;
  const kept: string[] = [];
  let copiedTo = 0;
  let tagEnd = -1;
  let judgedEnd = -1;
  for (let start = starts.exec(content); start; start = starts.exec(content)) {
    if (tagEnd < start.index) tagEnd = content.indexOf('>', start.index);
    if (tagEnd === -1) break;
    if (tagEnd === judgedEnd) continue;
    judgedEnd = tagEnd;
    if (!attribute.test(content.slice(start.index, tagEnd))) continue;
    kept.push(content.slice(copiedTo, start.index));
    copiedTo = tagEnd + 1;
    starts.lastIndex = copiedTo;
  }
  kept.push(content.slice(copiedTo));
  return kept.join('');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { CONTENT_IMAGE_SCHEME, type ImageAlignment } from '@app/contract/posts';
import { insertContentImage, removeContentImageAt, type ContentImage } from './contentImages';
import { featuredImageReducer, initialFeaturedImage } from './featuredImage';
import { NOT_AN_IMAGE, isAcceptedImage } from './imageFiles';
import type { PostFields } from './usePostFields';

/**
 * The featured image and the content images waiting to upload, with their local previews. Content
 * images live in the content as tags, so inserting and removing one edits the content field.
 */
export function usePostImages(existingImage: string | null, form: PostFields) {
  const { fields, setFields, setErrors, clearError } = form;
  const [featured, dispatchFeatured] = useReducer(
    featuredImageReducer,
    existingImage,
    initialFeaturedImage,
  );
  const [images, setImages] = useState<ContentImage[]>([]);
  const [imageErrors, setImageErrors] = useState<Record<number, string>>({});
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const caretAfterInsert = useRef<number | null>(null);

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

  // Restores the caret after an insert, once React has written the new content.
  useEffect(() => {
    const caret = caretAfterInsert.current;
    const textarea = contentRef.current;
    if (caret === null || !textarea) return;
    caretAfterInsert.current = null;
    textarea.focus();
    textarea.setSelectionRange(caret, caret);
  }, [fields.content]);

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

  /** Drops every chosen file and starts from the post's image as the server now has it. */
  const resetImages = (existingUrl: string | null) => {
    urls.current.forEach((url) => URL.revokeObjectURL(url));
    urls.current.clear();
    dispatchFeatured({ type: 'reset', existingUrl });
    setImages([]);
    setImageErrors({});
  };

  const resolveImageSrc = useCallback(
    (src: string) =>
      src.startsWith(CONTENT_IMAGE_SCHEME)
        ? images[Number(src.slice(CONTENT_IMAGE_SCHEME.length))]?.previewUrl
        : undefined,
    [images],
  );

  return {
    featured,
    images,
    imageErrors,
    setImageErrors,
    contentRef,
    resolveImageSrc,
    chooseFeatured,
    removeFeatured,
    undoFeatured,
    addImage,
    insertImage,
    removeImage,
    resetImages,
  };
}

import { replaceContentImageRefs } from '@app/contract/posts';
import { encodeImage, type EncodedImage } from '../media/encodeImage';
import { mediaUrl } from '../media/keys';
import type { MediaJanitor } from '../media/mediaJanitor';
import { MediaStorageUnavailableError, type MediaStorage } from '../media/storage';
import type { ImageUpload, PostInput } from './postInput';

/** The images of a save as the posts service stores them. */
export interface PreparedImages {
  /** The content, its `content-image://N` references replaced by the stored images' URLs. */
  content: string;
  /** Every original this save stored, content images first. */
  newKeys: string[];
  /** The content images' keys. */
  contentKeys: string[];
  /** The new featured image's key, when the save sent one. */
  featuredKey: string | undefined;
}

export interface ImageStore {
  /** Stores the new images and puts their URLs in the content. */
  prepareImages(input: PostInput): Promise<PreparedImages>;
  /** Deletes images with all their variants; never throws (see MediaJanitor). */
  discard(keys: string[]): Promise<void>;
}

/** The posts service's side of media storage: storing a save's uploads, deleting unused ones. */
export function createImageStore({
  storage,
  janitor,
}: {
  storage: MediaStorage;
  janitor: MediaJanitor;
}): ImageStore {
  /**
   * Re-encodes each image (original and variants, see encodeImage) and stores every object under
   * new keys; returns the originals' keys. Every upload is decoded before the first write, so a
   * bad file (422) costs no write. If the storage fails part-way, every object of the save is
   * deleted again, the written ones and the failed ones alike (a put whose answer was lost may
   * still have landed), and the answer is a 503.
   */
  const storeImages = async (images: ImageUpload[]): Promise<string[]> => {
    // One at a time: a decode may take a lot of memory (see MAX_IMAGE_PIXELS).
    const encoded: EncodedImage[] = [];
    for (const image of images) {
      encoded.push(await encodeImage(image.bytes, image.type, image));
    }
    for (const { objects } of encoded) {
      const results = await Promise.allSettled(
        objects.map((object) => storage.put(object.key, object.bytes, object.contentType)),
      );
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) {
        await discard(encoded.map((image) => image.key));
        throw new MediaStorageUnavailableError(failure.reason);
      }
    }
    return encoded.map((image) => image.key);
  };

  /** Deletes images with all their variants; never throws (see MediaJanitor). */
  const discard = (keys: string[]): Promise<void> => janitor.discard(keys);

  /** Stores the new images and puts their URLs in the content. */
  const prepareImages = async (input: PostInput): Promise<PreparedImages> => {
    const indexes = [...input.contentImages.keys()];
    const uploads = [...input.contentImages.values()];
    if (input.featuredImage) uploads.push(input.featuredImage);
    const keys = await storeImages(uploads);
    const contentKeys = keys.slice(0, indexes.length);
    const keyOfIndex = new Map(indexes.map((index, i) => [index, contentKeys[i]!]));
    const content = replaceContentImageRefs(input.values.content, (index) => {
      const key = keyOfIndex.get(index);
      return key === undefined ? undefined : mediaUrl(key);
    });
    return {
      content,
      newKeys: keys,
      contentKeys,
      featuredKey: input.featuredImage ? keys[keys.length - 1] : undefined,
    };
  };

  return { prepareImages, discard };
}

import { Op, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { isSlug, replaceContentImageRefs, type Post, type PostSummary } from '@app/contract/posts';
import { writeTransaction } from '../db/writeTransaction';
import type { Logger } from '../log/logger';
import { encodeImage, type EncodedImage } from '../media/encodeImage';
import { mediaIdsIn, mediaUrl, parseMediaKey } from '../media/keys';
import { createMediaJanitor, type MediaJanitor } from '../media/mediaJanitor';
import { MediaStorageUnavailableError, type MediaStorage } from '../media/storage';
import { bumpContentRevision } from './contentRevision';
import type { ImageUpload, PostInput } from './postInput';
import { postTables, type PostRecord } from './tables';

/** Another post already has the slug (409). */
export class SlugTakenError extends Error {
  readonly status = 409;
  readonly expose = true;

  constructor(readonly slug: string) {
    super(`A post with the slug "${slug}" already exists`);
    this.name = 'SlugTakenError';
  }
}

export interface PostsService {
  /** Every post without its content, newest first. */
  list(): Promise<PostSummary[]>;
  get(slug: string): Promise<Post | null>;
  /** `at` backdates the post (demo content); normally now. */
  create(input: PostInput, at?: Date): Promise<Post>;
  /** null when there is no post with that slug. */
  update(slug: string, input: PostInput): Promise<Post | null>;
  /** false when there is no post with that slug. */
  remove(slug: string): Promise<boolean>;
}

export interface PostsServiceDeps {
  sequelize: Sequelize;
  storage: MediaStorage;
  logger: Logger;
  /** Deletes unused images, retrying in the background; made from storage when absent. */
  janitor?: MediaJanitor;
}

/**
 * Posts and their images. The order of every write keeps storage and database in step:
 * new images are stored first (and deleted again if the row cannot be written), rows change in
 * one transaction, and the images the post no longer uses are deleted only after it committed.
 * So a failure leaves at worst an unused object, never a post pointing at a missing one.
 */
export function createPostsService({
  sequelize,
  storage,
  logger,
  janitor = createMediaJanitor({ storage, logger }),
}: PostsServiceDeps): PostsService {
  const { posts, contentImages } = postTables(sequelize);

  const slugTaken = async (slug: string, exceptId?: number): Promise<boolean> =>
    (await posts.count({
      where: exceptId === undefined ? { slug } : { slug, id: { [Op.ne]: exceptId } },
    })) > 0;

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
      encoded.push(await encodeImage(image.bytes, image.type, image.name));
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

  /**
   * Of the keys post `postId` gives up, those another post's content still shows (an image URL
   * copied between posts) move to that post instead of being deleted. Returns the keys to delete.
   */
  const release = async (
    keys: string[],
    postId: number,
    transaction: Transaction,
  ): Promise<string[]> => {
    const unused: string[] = [];
    for (const key of keys) {
      // By the id: content showing a variant of the image needs it as much as the original.
      const id = parseMediaKey(key)?.id ?? key;
      const user = await posts.findOne({
        attributes: ['id'],
        where: { id: { [Op.ne]: postId }, content: { [Op.like]: `%${mediaUrl(id)}%` } },
        transaction,
      });
      if (user) await contentImages.upsert({ mediaKey: key, postId: user.id }, { transaction });
      else unused.push(key);
    }
    await contentImages.destroy({ where: { mediaKey: unused, postId }, transaction });
    return unused;
  };

  /** The post's row, locked for the rest of the transaction (SQLite ignores the lock). */
  const lockedPost = (slug: string, transaction: Transaction) =>
    posts.findOne({ where: { slug }, transaction, lock: transaction.LOCK.UPDATE });

  const own = async (keys: string[], postId: number, transaction: Transaction): Promise<void> => {
    for (const mediaKey of keys) await contentImages.upsert({ mediaKey, postId }, { transaction });
  };

  /** Stores the new images and puts their URLs in the content. */
  const prepareImages = async (input: PostInput) => {
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

  return {
    async list() {
      const rows = await posts.findAll({
        attributes: { exclude: ['content'] },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      return rows.map(toSummary);
    },

    async get(slug) {
      if (!isSlug(slug)) return null;
      const row = await posts.findOne({ where: { slug } });
      return row ? toPost(row) : null;
    },

    async create(input, at) {
      const { slug } = input.values;
      if (await slugTaken(slug)) throw new SlugTakenError(slug);
      const images = await prepareImages(input);
      try {
        const row = await writeTransaction(sequelize, async (transaction) => {
          const created = await posts.create(
            {
              ...input.values,
              content: images.content,
              imageKey: images.featuredKey ?? null,
              ...(at ? { createdAt: at, updatedAt: at } : {}),
            },
            { transaction },
          );
          await own(images.contentKeys, created.id, transaction);
          await bumpContentRevision(sequelize, transaction);
          return created;
        });
        return toPost(row);
      } catch (error) {
        await discard(images.newKeys);
        if (error instanceof UniqueConstraintError) throw new SlugTakenError(slug);
        throw error;
      }
    },

    async update(currentSlug, input) {
      if (!isSlug(currentSlug)) return null;
      // Cheap early answers before any image is stored; the transaction checks again.
      const found = await posts.findOne({ attributes: ['id'], where: { slug: currentSlug } });
      if (!found) return null;
      const { slug } = input.values;
      if (slug !== currentSlug && (await slugTaken(slug, found.id))) throw new SlugTakenError(slug);

      const images = await prepareImages(input);
      const shown = mediaIdsIn(images.content);
      const isShown = (key: string) => shown.has(parseMediaKey(key)?.id ?? key);
      let outcome: { post: PostRecord; unused: string[] } | null;
      try {
        outcome = await writeTransaction(sequelize, async (transaction) => {
          // Saves of one post take turns from here (a row lock on MySQL; SQLite's writers take
          // turns anyway), and each sees what the one before it committed: the featured image
          // it replaces is the one stored now, not the one there was when the request came in.
          const post = await lockedPost(currentSlug, transaction);
          // Deleted (or renamed) while our images were being stored.
          if (!post) return null;
          const oldImageKey = post.imageKey;
          const imageKey = images.featuredKey ?? (input.removeImage ? null : oldImageKey);
          const owned = await contentImages.findAll({
            where: { postId: post.id },
            transaction,
          });
          const given = owned.map((row) => row.mediaKey).filter((key) => !isShown(key));
          const adopted = [...images.contentKeys];
          if (oldImageKey !== null && oldImageKey !== imageKey) {
            // A replaced featured image that the content shows stays, as a content image.
            if (isShown(oldImageKey)) adopted.push(oldImageKey);
            else given.push(oldImageKey);
          }
          post.set({ ...input.values, content: images.content, imageKey });
          await post.save({ transaction });
          await own(adopted, post.id, transaction);
          const unused = await release(given, post.id, transaction);
          await bumpContentRevision(sequelize, transaction);
          return { post, unused };
        });
      } catch (error) {
        await discard(images.newKeys);
        if (error instanceof UniqueConstraintError) throw new SlugTakenError(slug);
        throw error;
      }
      if (!outcome) {
        await discard(images.newKeys);
        return null;
      }
      await discard(outcome.unused);
      return toPost(outcome.post);
    },

    async remove(slug) {
      if (!isSlug(slug)) return false;
      const unused = await writeTransaction(sequelize, async (transaction) => {
        // Locked like update's read, so a save in flight finishes first and its images go too.
        const post = await lockedPost(slug, transaction);
        if (!post) return null;
        const owned = await contentImages.findAll({
          where: { postId: post.id },
          transaction,
        });
        const given = owned.map((row) => row.mediaKey);
        if (post.imageKey !== null) given.push(post.imageKey);
        await post.destroy({ transaction });
        const unused = await release(given, post.id, transaction);
        await bumpContentRevision(sequelize, transaction);
        return unused;
      });
      if (unused === null) return false;
      await discard(unused);
      return true;
    },
  };
}

function toSummary(row: PostRecord): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    tags: row.tags,
    imagePath: row.imageKey === null ? null : mediaUrl(row.imageKey),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPost(row: PostRecord): Post {
  return { ...toSummary(row), content: row.content };
}

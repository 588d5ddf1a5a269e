import { errorText, type Refusal } from '@app/contract/errorCodes';
import { Op, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { PostStatus, StaffPost, StatusChange } from '@app/contract/editorial';
import {
  DEFAULT_POST_LANGUAGE,
  isSlug,
  replaceContentImageRefs,
  type Post,
  type PostLanguage,
  type PostSummary,
} from '@app/contract/posts';
import { writeTransaction } from '../db/writeTransaction';
import type { Logger } from '../log/logger';
import { encodeImage, type EncodedImage } from '../media/encodeImage';
import { mediaUrl } from '../media/keys';
import { createMediaJanitor, type MediaJanitor } from '../media/mediaJanitor';
import { MediaStorageUnavailableError, type MediaStorage } from '../media/storage';
import { bumpContentRevision } from './contentRevision';
import { releaseImages, settleImages } from './imageOwnership';
import type { ImageUpload, PostInput } from './postInput';
import { staffPostOf, toPost, toSummary } from './postViews';
import { changesText, findRevision, keepRevision, revisedFields } from './revisions';
import { checkSchedule, initialState, nextState } from './status';
import { postTables, type PostRecord } from './tables';
import { publishedAmong, settleTranslation, unlinkDeleted } from './translations';

/** Another post already has the slug (409). */
export class SlugTakenError extends Error {
  readonly status = 409;
  readonly expose = true;

  readonly refusal: Refusal;

  constructor(readonly slug: string) {
    super(errorText('posts.slug-taken', { slug }));
    this.refusal = { code: 'posts.slug-taken', params: { slug } };
    this.name = 'SlugTakenError';
  }
}

/** The revision asked for is not one of the post's (404). */
export class RevisionNotFoundError extends Error {
  readonly status = 404;
  readonly expose = true;

  readonly refusal: Refusal = { code: 'posts.revision-not-found' };

  constructor() {
    super(errorText('posts.revision-not-found'));
    this.name = 'RevisionNotFoundError';
  }
}

export interface SaveOptions {
  /** The member saving (createdBy/updatedBy); null for start-up data. */
  actorId: number | null;
  /** Backdates a create (demo content); normally the service's clock. */
  at?: Date;
}

export interface PostsService {
  /**
   * Every published post of `language` (English by default) without its content, most recently
   * published first.
   */
  list(language?: PostLanguage): Promise<PostSummary[]>;
  /** A published post; drafts and scheduled posts do not exist publicly. */
  get(slug: string): Promise<Post | null>;
  create(input: PostInput, options: SaveOptions): Promise<StaffPost>;
  /** null when there is no post with that slug. */
  update(slug: string, input: PostInput, options: SaveOptions): Promise<StaffPost | null>;
  /** Publish now, back to draft, or schedule; null when there is no such post. */
  changeStatus(slug: string, change: StatusChange): Promise<StaffPost | null>;
  /**
   * The post takes revision `revisionId`'s text and images, its current state becoming a
   * revision. null when there is no such post; RevisionNotFoundError when the revision is not
   * one of its own.
   */
  restore(slug: string, revisionId: number, options: SaveOptions): Promise<StaffPost | null>;
  /** false when there is no post with that slug. */
  remove(slug: string): Promise<boolean>;
}

export interface PostsServiceDeps {
  sequelize: Sequelize;
  storage: MediaStorage;
  logger: Logger;
  /** Deletes unused images, retrying in the background; made from storage when absent. */
  janitor?: MediaJanitor;
  /** The clock of publish times and saves; tests move it. */
  now?: () => Date;
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
  now = () => new Date(),
}: PostsServiceDeps): PostsService {
  const tables = postTables(sequelize);
  const { posts } = tables;

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

  /** The post's row, locked for the rest of the transaction (SQLite ignores the lock). */
  const lockedPost = (slug: string, transaction: Transaction) =>
    posts.findOne({ where: { slug }, transaction, lock: transaction.LOCK.UPDATE });

  /**
   * Raises the content revision when what the public sees may have changed: the post was or is
   * published. Draft and schedule edits leave every public cache valid.
   */
  const bumpIfPublic = async (
    before: PostStatus | null,
    after: PostStatus | null,
    transaction: Transaction,
  ): Promise<void> => {
    if (before === 'published' || after === 'published') {
      await bumpContentRevision(sequelize, transaction);
    }
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

  /** Runs a change of one post; deletes what it made unused once it committed. */
  const changePost = async (
    work: (transaction: Transaction) => Promise<{ post: PostRecord; unused: string[] } | null>,
  ): Promise<StaffPost | null> => {
    const outcome = await writeTransaction(sequelize, work);
    if (!outcome) return null;
    await discard(outcome.unused);
    return staffPostOf(sequelize, outcome.post);
  };

  return {
    async list(language = DEFAULT_POST_LANGUAGE) {
      const rows = await posts.findAll({
        attributes: { exclude: ['content'] },
        where: { status: 'published', language },
        order: [
          ['publishedAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      const published = await publishedAmong(
        tables,
        rows.map((row) => row.translationSlug),
      );
      return rows.map((row) =>
        toSummary(row, published.has(row.translationSlug ?? '') ? row.translationSlug : null),
      );
    },

    async get(slug) {
      if (!isSlug(slug)) return null;
      const row = await posts.findOne({ where: { slug, status: 'published' } });
      if (!row) return null;
      const published = await publishedAmong(tables, [row.translationSlug]);
      return toPost(row, published.has(row.translationSlug ?? '') ? row.translationSlug : null);
    },

    async create(input, { actorId, at = now() }) {
      const { slug } = input.values;
      checkSchedule(input.status, at);
      if (await slugTaken(slug)) throw new SlugTakenError(slug);
      const images = await prepareImages(input);
      try {
        const row = await writeTransaction(sequelize, async (transaction) => {
          const created = await posts.create(
            {
              ...input.values,
              content: images.content,
              imageKey: images.featuredKey ?? null,
              language: input.language ?? DEFAULT_POST_LANGUAGE,
              translationSlug: null,
              ...initialState(input.status, at),
              createdBy: actorId,
              updatedBy: actorId,
              createdAt: at,
              updatedAt: at,
            },
            { transaction },
          );
          await settleImages(tables, {
            post: created,
            previousImageKey: null,
            addedKeys: images.contentKeys,
            transaction,
          });
          const linkedPublic = await settleTranslation(tables, {
            post: created,
            previousSlug: null,
            wanted: input.translationOf ?? undefined,
            transaction,
          });
          await bumpIfPublic(null, linkedPublic ? 'published' : created.status, transaction);
          return created;
        });
        return await staffPostOf(sequelize, row);
      } catch (error) {
        await discard(images.newKeys);
        if (error instanceof UniqueConstraintError) throw new SlugTakenError(slug);
        throw error;
      }
    },

    async update(currentSlug, input, { actorId }) {
      if (!isSlug(currentSlug)) return null;
      // Cheap early answers before any image is stored; the transaction checks again.
      const found = await posts.findOne({ attributes: ['id'], where: { slug: currentSlug } });
      if (!found) return null;
      const { slug } = input.values;
      if (slug !== currentSlug && (await slugTaken(slug, found.id))) throw new SlugTakenError(slug);
      const at = now();
      checkSchedule(input.status, at);

      const images = await prepareImages(input);
      let saved: StaffPost | null;
      try {
        saved = await changePost(async (transaction) => {
          // Saves of one post take turns from here (a row lock on MySQL; SQLite's writers take
          // turns anyway), and each sees what the one before it committed: the featured image
          // it replaces is the one stored now, not the one there was when the request came in.
          const post = await lockedPost(currentSlug, transaction);
          // Deleted (or renamed) while our images were being stored.
          if (!post) return null;
          const previousImageKey = post.imageKey;
          const previousStatus = post.status;
          const imageKey = images.featuredKey ?? (input.removeImage ? null : previousImageKey);
          const { slug: _slug, ...text } = input.values;
          if (changesText(revisedFields(post), { ...text, content: images.content, imageKey })) {
            await keepRevision(tables, post, transaction);
          }
          post.set({
            ...input.values,
            content: images.content,
            imageKey,
            ...(input.language ? { language: input.language } : {}),
            ...(input.status ? nextState(post, input.status, at) : {}),
            updatedBy: actorId,
            updatedAt: at,
          });
          await post.save({ transaction });
          const unused = await settleImages(tables, {
            post,
            previousImageKey,
            addedKeys: images.contentKeys,
            transaction,
          });
          const linkedPublic = await settleTranslation(tables, {
            post,
            previousSlug: currentSlug,
            wanted: input.translationOf,
            transaction,
          });
          await bumpIfPublic(previousStatus, linkedPublic ? 'published' : post.status, transaction);
          return { post, unused };
        });
      } catch (error) {
        await discard(images.newKeys);
        if (error instanceof UniqueConstraintError) throw new SlugTakenError(slug);
        throw error;
      }
      if (!saved) await discard(images.newKeys);
      return saved;
    },

    async changeStatus(slug, change) {
      if (!isSlug(slug)) return null;
      const at = now();
      checkSchedule(change, at);
      return changePost(async (transaction) => {
        const post = await lockedPost(slug, transaction);
        if (!post) return null;
        const previousStatus = post.status;
        post.set(nextState(post, change, at));
        // updatedAt stays: a status change is not a save of the text (the sitemap's lastmod).
        await post.save({ transaction });
        await bumpIfPublic(previousStatus, post.status, transaction);
        return { post, unused: [] };
      });
    },

    async restore(slug, revisionId, { actorId }) {
      if (!isSlug(slug)) return null;
      const at = now();
      return changePost(async (transaction) => {
        const post = await lockedPost(slug, transaction);
        if (!post) return null;
        const revision = await findRevision(tables, post.id, revisionId, transaction);
        if (!revision) throw new RevisionNotFoundError();
        const restored = revisedFields(revision);
        // Restoring what the post already says changes nothing, and keeps no duplicate.
        if (!changesText(revisedFields(post), restored)) return { post, unused: [] };
        const previousImageKey = post.imageKey;
        await keepRevision(tables, post, transaction);
        post.set({ ...restored, updatedBy: actorId, updatedAt: at });
        await post.save({ transaction });
        const unused = await settleImages(tables, {
          post,
          previousImageKey,
          addedKeys: [],
          transaction,
        });
        await bumpIfPublic(post.status, post.status, transaction);
        return { post, unused };
      });
    },

    async remove(slug) {
      if (!isSlug(slug)) return false;
      const unused = await writeTransaction(sequelize, async (transaction) => {
        // Locked like update's read, so a save in flight finishes first and its images go too.
        const post = await lockedPost(slug, transaction);
        if (!post) return null;
        const owned = await tables.contentImages.findAll({
          where: { postId: post.id },
          transaction,
        });
        const given = owned.map((row) => row.mediaKey);
        if (post.imageKey !== null) given.push(post.imageKey);
        // Its revisions go with it, and so does every image only they showed.
        await tables.revisions.destroy({ where: { postId: post.id }, transaction });
        await tables.previewLinks.destroy({ where: { postId: post.id }, transaction });
        await post.destroy({ transaction });
        const unused = await releaseImages(tables, given, post.id, transaction);
        const unlinkedPublic = await unlinkDeleted(tables, post.slug, transaction);
        await bumpIfPublic(unlinkedPublic ? 'published' : post.status, null, transaction);
        return unused;
      });
      if (unused === null) return false;
      await discard(unused);
      return true;
    },
  };
}

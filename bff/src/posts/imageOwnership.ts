import { Op, type Transaction } from 'sequelize';
import { mediaIdsIn, mediaUrl, parseMediaKey } from '../media/keys';
import { imagesOfRevisions, revisionShowing } from './revisions';
import type { PostRecord, PostTables } from './tables';

/**
 * Which post owns which stored image. A post owns its featured image (posts.image_key) and every
 * image listed for it in post_content_images: the images its content shows, and the ones only its
 * kept revisions still show (an earlier featured image, an image a save dropped from the content),
 * so that restoring a revision never brings back a broken image.
 */

/** By the id: content showing a variant of an image needs it as much as the original. */
const idOf = (key: string): string => parseMediaKey(key)?.id ?? key;

export interface SettleOptions {
  /** The post as just saved (its new content and featured image). */
  post: PostRecord;
  /** Its featured image before the save; it stays the post's while a revision shows it. */
  previousImageKey: string | null;
  /** Images this save stored for the content. */
  addedKeys: readonly string[];
  transaction: Transaction;
}

/**
 * After a save: the post keeps every image it owns that its content, its featured image or a kept
 * revision shows, and gives up the rest (see releaseImages). Returns the keys to delete once the
 * transaction has committed. The revisions are read only when some owned image is not shown by
 * the post itself.
 */
export async function settleImages(
  tables: PostTables,
  { post, previousImageKey, addedKeys, transaction }: SettleOptions,
): Promise<string[]> {
  const rows = await tables.contentImages.findAll({ where: { postId: post.id }, transaction });
  const owned = new Set([...rows.map((row) => row.mediaKey), ...addedKeys]);
  if (previousImageKey !== null) owned.add(previousImageKey);
  // The featured image is owned through the post's own row.
  if (post.imageKey !== null) owned.delete(post.imageKey);

  const shown = mediaIdsIn(post.content);
  const unshown = [...owned].filter((key) => !shown.has(idOf(key)));
  const inRevisions =
    unshown.length > 0 ? await imagesOfRevisions(tables, post.id, transaction) : new Set();
  const given = new Set(unshown.filter((key) => !inRevisions.has(idOf(key))));
  for (const mediaKey of owned) {
    if (!given.has(mediaKey)) {
      await tables.contentImages.upsert({ mediaKey, postId: post.id }, { transaction });
    }
  }
  return releaseImages(tables, [...given], post.id, transaction);
}

/**
 * Of the keys post `postId` gives up, those another post's content or kept revision still shows
 * (an image URL copied between posts) move to that post instead of being deleted. Returns the
 * keys to delete.
 */
export async function releaseImages(
  tables: PostTables,
  keys: readonly string[],
  postId: number,
  transaction: Transaction,
): Promise<string[]> {
  const unused: string[] = [];
  for (const key of new Set(keys)) {
    const url = mediaUrl(idOf(key));
    const user =
      (
        await tables.posts.findOne({
          attributes: ['id'],
          where: { id: { [Op.ne]: postId }, content: { [Op.like]: `%${url}%` } },
          transaction,
        })
      )?.id ?? (await revisionShowing(tables, url, postId, transaction))?.postId;
    if (user !== undefined) {
      await tables.contentImages.upsert({ mediaKey: key, postId: user }, { transaction });
    } else {
      unused.push(key);
    }
  }
  await tables.contentImages.destroy({ where: { mediaKey: unused, postId }, transaction });
  return unused;
}

import { Op, type Transaction } from 'sequelize';
import { MAX_KEPT_REVISIONS } from '@app/contract/editorial';
import { mediaIdsIn, parseMediaKey } from '../media/keys';
import type { PostRecord, PostTables, RevisedFields } from './tables';

const REVISED: ReadonlyArray<keyof RevisedFields> = [
  'title',
  'description',
  'content',
  'tags',
  'imageKey',
];

export function revisedFields(from: RevisedFields): RevisedFields {
  return {
    title: from.title,
    description: from.description,
    content: from.content,
    tags: from.tags,
    imageKey: from.imageKey,
  };
}

/** Only a save that changes what readers see makes a revision; a status or slug change does not. */
export function changesText(before: RevisedFields, after: RevisedFields): boolean {
  return REVISED.some((field) => before[field] !== after[field]);
}

/**
 * Keeps `post` as it is now (before the caller changes it) as a revision, with when and by whom
 * this version was saved, then deletes the revisions past the newest MAX_KEPT_REVISIONS. Images
 * only the deleted ones showed are the caller's to release (settleImages).
 */
export async function keepRevision(
  { revisions }: PostTables,
  post: PostRecord,
  transaction: Transaction,
): Promise<void> {
  await revisions.create(
    {
      postId: post.id,
      ...revisedFields(post),
      savedAt: post.updatedAt,
      savedBy: post.updatedBy,
    },
    { transaction },
  );
  const pruned = await revisions.findAll({
    attributes: ['id'],
    where: { postId: post.id },
    order: [['id', 'DESC']],
    offset: MAX_KEPT_REVISIONS,
    // MySQL has no OFFSET without LIMIT; the revisions past the limit are one or two.
    limit: 1_000,
    transaction,
  });
  if (pruned.length > 0) {
    await revisions.destroy({ where: { id: pruned.map((row) => row.id) }, transaction });
  }
}

/**
 * The ids of the stored images the kept revisions of a post show, as featured image or in their
 * content. At most MAX_KEPT_REVISIONS contents are read, each scanned once.
 */
export async function imagesOfRevisions(
  { revisions }: PostTables,
  postId: number,
  transaction: Transaction,
): Promise<Set<string>> {
  const rows = await revisions.findAll({
    attributes: ['content', 'imageKey'],
    where: { postId },
    transaction,
  });
  const ids = new Set<string>();
  for (const row of rows) {
    for (const id of mediaIdsIn(row.content)) ids.add(id);
    if (row.imageKey !== null) ids.add(parseMediaKey(row.imageKey)?.id ?? row.imageKey);
  }
  return ids;
}

/** The post a revision belongs to must be `postId`: another post's revision is not found. */
export function findRevision(
  { revisions }: PostTables,
  postId: number,
  id: number,
  transaction?: Transaction,
) {
  return revisions.findOne({ where: { id, postId }, ...(transaction ? { transaction } : {}) });
}

export function listRevisions({ revisions }: PostTables, postId: number) {
  return revisions.findAll({
    attributes: ['id', 'title', 'savedAt', 'savedBy'],
    where: { postId },
    order: [['id', 'DESC']],
  });
}

/** Another post's kept revision whose content shows image `url` (copied there), if any. */
export function revisionShowing(
  { revisions }: PostTables,
  url: string,
  exceptPostId: number,
  transaction: Transaction,
) {
  return revisions.findOne({
    attributes: ['postId'],
    where: { postId: { [Op.ne]: exceptPostId }, content: { [Op.like]: `%${url}%` } },
    transaction,
  });
}

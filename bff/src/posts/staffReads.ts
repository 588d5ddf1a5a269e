import type { Sequelize } from 'sequelize';
import {
  POST_STATUSES,
  type PostRevision,
  type PostRevisionSummary,
  type PostStatus,
  type StaffPost,
  type StaffPostList,
} from '@app/contract/editorial';
import { isSlug } from '@app/contract/posts';
import { mediaUrl } from '../media/keys';
import { nameOf, staffPostOf, toStaffSummary, usernamesOf } from './postViews';
import { findRevision, listRevisions } from './revisions';
import { postTables, type PostRecord } from './tables';

/** What staff read: posts of every status, their revisions. Never cached: colleagues write. */

/** The posts of `status` (every status when absent), newest first, and the count of each. */
export async function listStaffPosts(
  sequelize: Sequelize,
  status?: PostStatus,
): Promise<StaffPostList> {
  const { posts } = postTables(sequelize);
  const [rows, grouped] = await Promise.all([
    posts.findAll({
      attributes: { exclude: ['content'] },
      ...(status === undefined ? {} : { where: { status } }),
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
    }),
    posts.count({ attributes: ['status'], group: ['status'] }),
  ]);
  const counts = Object.fromEntries(POST_STATUSES.map((name) => [name, 0])) as Record<
    PostStatus,
    number
  >;
  for (const { status: name, count } of grouped) {
    if (typeof name === 'string' && name in counts) counts[name as PostStatus] = Number(count);
  }
  const names = await usernamesOf(
    sequelize,
    rows.flatMap((row) => [row.createdBy, row.updatedBy]),
  );
  return { posts: rows.map((row) => toStaffSummary(row, names)), counts };
}

/** A post of any status by its slug; null when there is none. */
export async function findStaffPost(
  sequelize: Sequelize,
  slug: string,
): Promise<PostRecord | null> {
  if (!isSlug(slug)) return null;
  return postTables(sequelize).posts.findOne({ where: { slug } });
}

export async function readStaffPost(sequelize: Sequelize, slug: string): Promise<StaffPost | null> {
  const row = await findStaffPost(sequelize, slug);
  return row ? staffPostOf(sequelize, row) : null;
}

/** The kept revisions of post `postId`, newest first. */
export async function readRevisions(
  sequelize: Sequelize,
  postId: number,
): Promise<PostRevisionSummary[]> {
  const rows = await listRevisions(postTables(sequelize), postId);
  const names = await usernamesOf(
    sequelize,
    rows.map((row) => row.savedBy),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    savedAt: row.savedAt.toISOString(),
    savedBy: nameOf(names, row.savedBy),
  }));
}

/** Revision `id` of post `postId`; null when it is not one of that post's. */
export async function readRevision(
  sequelize: Sequelize,
  postId: number,
  id: number,
): Promise<PostRevision | null> {
  const row = await findRevision(postTables(sequelize), postId, id);
  if (!row) return null;
  const names = await usernamesOf(sequelize, [row.savedBy]);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    tags: row.tags,
    imagePath: row.imageKey === null ? null : mediaUrl(row.imageKey),
    savedAt: row.savedAt.toISOString(),
    savedBy: nameOf(names, row.savedBy),
  };
}

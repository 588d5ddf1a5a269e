import { Op, type Sequelize } from 'sequelize';
import type { StaffPost, StaffPostSummary } from '@app/contract/editorial';
import type { Post, PostSummary } from '@app/contract/posts';
import { mediaUrl } from '../media/keys';
import { usersTable } from '../users/usersTable';
import type { PostRecord } from './tables';

/** The JSON shapes of a post row: public and staff, with and without the content. */

/** User id to username; ids of accounts that no longer exist are absent. */
export type Usernames = ReadonlyMap<number, string>;

/** The usernames of `ids`, in one query whatever their number. */
export async function usernamesOf(
  sequelize: Sequelize,
  ids: Iterable<number | null>,
): Promise<Usernames> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await usersTable(sequelize).findAll({
    attributes: ['id', 'username'],
    where: { id: { [Op.in]: wanted } },
  });
  return new Map(rows.map((row) => [row.id, row.username]));
}

export const nameOf = (names: Usernames, id: number | null): string | null =>
  id === null ? null : (names.get(id) ?? null);

/**
 * `translationSlug`: what to say of the translation; the row's link by default (staff), given by
 * the public reads, which name only a published translation.
 */
export function toSummary(
  row: PostRecord,
  translationSlug: string | null = row.translationSlug,
): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    language: row.language,
    translationSlug,
    title: row.title,
    description: row.description,
    tags: row.tags,
    imagePath: row.imageKey === null ? null : mediaUrl(row.imageKey),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** A public shape: the caller says which translation, if any, the public may be shown. */
export function toPost(row: PostRecord, translationSlug: string | null): Post {
  return { ...toSummary(row, translationSlug), content: row.content };
}

export function toStaffSummary(row: PostRecord, names: Usernames): StaffPostSummary {
  return {
    ...toSummary(row),
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    createdBy: nameOf(names, row.createdBy),
    updatedBy: nameOf(names, row.updatedBy),
  };
}

export function toStaffPost(row: PostRecord, names: Usernames): StaffPost {
  return { ...toStaffSummary(row, names), content: row.content };
}

/** One post as staff see it, its authors' names read with it. */
export async function staffPostOf(sequelize: Sequelize, row: PostRecord): Promise<StaffPost> {
  return toStaffPost(row, await usernamesOf(sequelize, [row.createdBy, row.updatedBy]));
}

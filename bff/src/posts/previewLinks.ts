import { createHash, randomBytes } from 'node:crypto';
import { Op, type Sequelize } from 'sequelize';
import {
  PREVIEW_LINK_TTL_MS,
  type CreatedPreviewLink,
  type PreviewLink,
} from '@app/contract/editorial';
import { PREVIEW_TOKEN_PATTERN, previewPagePath } from '@app/contract/privateLinks';
import { nameOf, usernamesOf, type Usernames } from './postViews';
import { postTables, type PostRecord, type PreviewLinkRecord } from './tables';

/**
 * Private preview links: a token of 128 random bits, shown once when made; the table keeps only
 * its SHA-256, so a copy of the database opens no draft. A link works until it expires or is
 * revoked, and dies with its post.
 */

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

function toPreviewLink(row: PreviewLinkRecord, names: Usernames): PreviewLink {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    createdBy: nameOf(names, row.createdBy),
  };
}

export async function createPreviewLink(
  sequelize: Sequelize,
  { postId, createdBy, now }: { postId: number; createdBy: number | null; now: Date },
): Promise<CreatedPreviewLink> {
  const token = randomBytes(16).toString('base64url');
  const row = await postTables(sequelize).previewLinks.create({
    postId,
    tokenHash: hashOf(token),
    createdAt: now,
    createdBy,
    expiresAt: new Date(now.getTime() + PREVIEW_LINK_TTL_MS),
  });
  const names = await usernamesOf(sequelize, [createdBy]);
  return { ...toPreviewLink(row, names), path: previewPagePath(token) };
}

/** The links of a post that still work, newest first. */
export async function listPreviewLinks(
  sequelize: Sequelize,
  postId: number,
  now: Date,
): Promise<PreviewLink[]> {
  const rows = await postTables(sequelize).previewLinks.findAll({
    where: { postId, revokedAt: null, expiresAt: { [Op.gt]: now } },
    order: [['id', 'DESC']],
  });
  const names = await usernamesOf(
    sequelize,
    rows.map((row) => row.createdBy),
  );
  return rows.map((row) => toPreviewLink(row, names));
}

/** Revokes link `id` of post `postId`; false when it has no such link still working. */
export async function revokePreviewLink(
  sequelize: Sequelize,
  { postId, id, now }: { postId: number; id: number; now: Date },
): Promise<boolean> {
  const [revoked] = await postTables(sequelize).previewLinks.update(
    { revokedAt: now },
    { where: { id, postId, revokedAt: null, expiresAt: { [Op.gt]: now } } },
  );
  return revoked === 1;
}

/**
 * Revokes every link member `userId` made that still works: a deactivated member's previews end
 * with their sessions, and stay ended if the account is reactivated.
 */
export async function revokePreviewLinksOf(
  sequelize: Sequelize,
  { userId, now }: { userId: number; now: Date },
): Promise<number> {
  const [revoked] = await postTables(sequelize).previewLinks.update(
    { revokedAt: now },
    { where: { createdBy: userId, revokedAt: null, expiresAt: { [Op.gt]: now } } },
  );
  return revoked;
}

/**
 * The post a token opens, or null: malformed, unknown, expired and revoked tokens, and links of a
 * deleted post, all look the same to the caller.
 */
export async function postOfPreviewToken(
  sequelize: Sequelize,
  token: string,
  now: Date,
): Promise<PostRecord | null> {
  // No query for what cannot be a token; the pattern also bounds what is hashed.
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return null;
  const { previewLinks, posts } = postTables(sequelize);
  const link = await previewLinks.findOne({
    where: { tokenHash: hashOf(token), revokedAt: null, expiresAt: { [Op.gt]: now } },
  });
  return link ? posts.findByPk(link.postId) : null;
}

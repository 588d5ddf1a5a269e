/**
 * Calendar feed tokens (`calendar_feeds`, migration 0060): 256 random bits, shown once; only the
 * SHA-256 is kept, so the table cannot be used to read anyone's calendar. An advisor has at most
 * one live feed (advisor_id), the firm one more (advisor_id NULL); regenerating revokes the old.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FeedAddress } from '@app/contract/advisors';
import { ADVISORS_PATHS } from '@app/contract/advisors';
import { QueryTypes, type Sequelize } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';
import { writeTransaction } from '../db/writeTransaction';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes and `.ics`; anything else is answered 404 unread. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}\.ics$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whose feed: an advisor's id, or null for the firm-wide one. */
export type FeedOwner = string | null;

const ownerIs = (owner: FeedOwner) =>
  owner === null ? 'advisor_id IS NULL' : 'advisor_id = :advisorId';

/** Revokes the owner's live feed, if any. */
export async function revokeFeed(sequelize: Sequelize, owner: FeedOwner, now: Date): Promise<void> {
  await sequelize.query(
    `UPDATE calendar_feeds SET revoked_at = :now WHERE ${ownerIs(owner)} AND revoked_at IS NULL`,
    {
      replacements: { advisorId: owner ?? '', now: sqlDateTime(sequelize, now) },
      type: QueryTypes.BULKUPDATE,
    },
  );
}

/** A new feed for `owner`, revoking the old one in the same transaction; returns the token. */
export async function regenerateFeed(
  sequelize: Sequelize,
  owner: FeedOwner,
  now: Date,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const at = sqlDateTime(sequelize, now);
  await writeTransaction(sequelize, async (transaction) => {
    await sequelize.query(
      `UPDATE calendar_feeds SET revoked_at = :at WHERE ${ownerIs(owner)} AND revoked_at IS NULL`,
      { replacements: { advisorId: owner ?? '', at }, type: QueryTypes.BULKUPDATE, transaction },
    );
    await sequelize.query(
      `INSERT INTO calendar_feeds (id, token_hash, advisor_id, created_at)
       VALUES (:id, :hash, :advisorId, :at)`,
      {
        replacements: { id: randomUUID(), hash: hashOf(token), advisorId: owner, at },
        type: QueryTypes.INSERT,
        transaction,
      },
    );
  });
  return token;
}

/** The owners with a live feed: advisor ids, and null for the firm's. */
export async function liveFeeds(sequelize: Sequelize): Promise<Set<FeedOwner>> {
  const rows = await sequelize.query<{ advisor_id: string | null }>(
    'SELECT advisor_id FROM calendar_feeds WHERE revoked_at IS NULL',
    { type: QueryTypes.SELECT },
  );
  return new Set(rows.map((row) => row.advisor_id));
}

/** Whose feed a token opens; undefined for a malformed, unknown or revoked token alike. */
export async function ownerOfToken(
  sequelize: Sequelize,
  file: string,
): Promise<{ owner: FeedOwner } | undefined> {
  if (!FEED_TOKEN_PATTERN.test(file)) return undefined;
  const [row] = await sequelize.query<{ advisor_id: string | null }>(
    'SELECT advisor_id FROM calendar_feeds WHERE token_hash = :hash AND revoked_at IS NULL',
    { replacements: { hash: hashOf(file.slice(0, -'.ics'.length)) }, type: QueryTypes.SELECT },
  );
  return row === undefined ? undefined : { owner: row.advisor_id };
}

/** The subscription addresses of a token, on the site's public origin (nginx passes /api). */
export function feedAddress(siteUrl: string, token: string): FeedAddress {
  const https = `${siteUrl}${ADVISORS_PATHS.feed(`${token}.ics`)}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

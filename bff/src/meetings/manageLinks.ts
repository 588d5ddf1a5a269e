/**
 * Manage links: `<site>/meeting/<token>` (`<site>/ar/meeting/<token>` for a meeting booked in
 * Arabic), the visitor's key to their meeting. The token is 256
 * random bits; only its SHA-256 is stored, so the table cannot be used to change anyone's meeting.
 * A link works until its meeting ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { localizedPath, type SiteLanguage } from '@app/contract/languages';
import { MEETING_PAGE_PATH, MEETING_TOKEN_PATTERN } from '@app/contract/privateLinks';
import { sqlDateTime } from '../db/sqlDateTime';
import { readMeeting } from './store';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes; anything else is no token of ours and is answered 404 unread. */

export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new link to `bookingId`; returns the token, which exists nowhere else once mailed. */
export async function mintManageToken(
  sequelize: Sequelize,
  bookingId: string,
  { transaction, now }: { transaction: Transaction; now: Date },
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await sequelize.query(
    `INSERT INTO meeting_links (booking_id, token_hash, created_at)
     VALUES (:bookingId, :hash, :now)`,
    {
      replacements: { bookingId, hash: tokenHash(token), now: sqlDateTime(sequelize, now) },
      type: QueryTypes.INSERT,
      transaction,
    },
  );
  return token;
}

/** The manage page in the visitor's language. */
export function manageUrl(siteUrl: string, token: string, language: SiteLanguage = 'en'): string {
  return `${siteUrl}${localizedPath(language, `${MEETING_PAGE_PATH}/${token}`)}`;
}

/**
 * The meeting a token opens, or null: unknown, malformed and ended alike, so the answer says
 * nothing about why.
 */
export async function meetingOfToken(
  sequelize: Sequelize,
  token: string,
  now: Date,
): Promise<string | null> {
  if (!MEETING_TOKEN_PATTERN.test(token)) return null;
  const [link] = await sequelize.query<{ booking_id: string }>(
    'SELECT booking_id FROM meeting_links WHERE token_hash = :hash',
    { replacements: { hash: tokenHash(token) }, type: QueryTypes.SELECT },
  );
  if (link === undefined) return null;
  const meeting = await readMeeting(sequelize, link.booking_id);
  return meeting !== null && meeting.end > now ? meeting.id : null;
}

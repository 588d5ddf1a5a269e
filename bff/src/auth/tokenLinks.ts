import { createHash, randomBytes } from 'node:crypto';
import { DataTypes, Op } from 'sequelize';

/**
 * What the one-time links that stand in for a password share (a set-password link, the first
 * admin's setup link): a token of 256 random bits shown once, of which only the SHA-256 is stored,
 * and a row that works until it is used or expires. Each kind keeps its own table and rules.
 */

/** The stored form of a token: a leaked table gives no working link. */
export const linkTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new token (base64url, 43 characters) and the hash to store for it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: linkTokenHash(token) };
}

/**
 * The columns every link table has, as sequelize defines them: new objects on each call, since
 * sequelize writes into the attributes a model is defined with.
 */
export function linkColumns() {
  return {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    tokenHash: { type: DataTypes.STRING(64), allowNull: false },
    expiresAt: { type: DataTypes.DATE, allowNull: false },
    usedAt: { type: DataTypes.DATE, allowNull: true },
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  };
}

/** The rows of links that still work at `now`: unused and unexpired. */
export function liveLinks(now: Date) {
  return { usedAt: null, expiresAt: { [Op.gt]: now } };
}

import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import { PASSWORD_LINK_TTL_MS, type PasswordLink } from '@app/contract/staff';
import { linkColumns, linkTokenHash, liveLinks, newLinkToken } from '../auth/tokenLinks';
import { usersTable, type UserRecord } from '../users/usersTable';

interface PasswordLinkRow extends Model<
  InferAttributes<PasswordLinkRow>,
  InferCreationAttributes<PasswordLinkRow>
> {
  id: CreationOptional<number>;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdBy: number | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

const defined = new WeakMap<Sequelize, ModelStatic<PasswordLinkRow>>();

/** The `password_links` table (migration 0017) as a model of this connection. */
function linksTable(sequelize: Sequelize): ModelStatic<PasswordLinkRow> {
  let model = defined.get(sequelize);
  if (!model) {
    model = sequelize.define<PasswordLinkRow>(
      'PasswordLink',
      {
        ...linkColumns(),
        userId: { type: DataTypes.INTEGER, allowNull: false },
        createdBy: { type: DataTypes.INTEGER, allowNull: true },
      },
      { tableName: 'password_links', underscored: true },
    );
    defined.set(sequelize, model);
  }
  return model;
}

/**
 * A new set-password link for `userId`: 256 random bits, of which only the hash is stored. Any
 * older unused link of the account stops working, so only the newest one an admin handed out
 * counts.
 */
export async function issuePasswordLink(
  sequelize: Sequelize,
  { userId, createdBy, now, transaction }: IssueOptions,
): Promise<PasswordLink> {
  const links = linksTable(sequelize);
  await voidPasswordLinks(sequelize, { userId, now, transaction });
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL_MS);
  await links.create(
    { userId, tokenHash, expiresAt, usedAt: null, createdBy },
    transaction ? { transaction } : {},
  );
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * Ends every unused link of the account. Called whenever what a link was handed out for no longer
 * holds: the account was deactivated or reactivated, its password changed (by its owner, through
 * a link or by an admin's reset) or its role changed. Without this a link made before would still
 * set a password afterwards, and take over the account with whatever role it has now.
 */
export async function voidPasswordLinks(
  sequelize: Sequelize,
  { userId, now, transaction }: { userId: number; now: Date; transaction?: Transaction },
): Promise<void> {
  await linksTable(sequelize).update(
    { usedAt: now },
    { where: { userId, usedAt: null }, ...(transaction ? { transaction } : {}) },
  );
}

interface IssueOptions {
  userId: number;
  createdBy: number | null;
  now: Date;
  transaction?: Transaction;
}

/**
 * The account a link may still set the password of, or null: unknown, expired, used, and links
 * of deactivated accounts all look the same to the caller.
 */
export async function accountOfLink(
  sequelize: Sequelize,
  token: string,
  now: Date,
): Promise<{ link: PasswordLinkRow; user: UserRecord } | null> {
  const link = await linksTable(sequelize).findOne({
    where: { tokenHash: linkTokenHash(token), ...liveLinks(now) },
  });
  if (!link) return null;
  const user = await usersTable(sequelize).findByPk(link.userId);
  if (!user || user.status === 'deactivated') return null;
  return { link, user };
}

/**
 * Marks the link used, if it still is unused. True for exactly one of any number of concurrent
 * callers: the conditional update is the claim.
 */
export async function claimPasswordLink(
  sequelize: Sequelize,
  linkId: number,
  now: Date,
  transaction: Transaction,
): Promise<boolean> {
  const [claimed] = await linksTable(sequelize).update(
    { usedAt: now },
    { where: { id: linkId, ...liveLinks(now) }, transaction },
  );
  return claimed === 1;
}

import {
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import { SETUP_LINK_TTL_MS } from '@app/contract/setup';
import { linkColumns, linkTokenHash, liveLinks, newLinkToken } from '../auth/tokenLinks';
import { usersTable } from '../users/usersTable';

interface SetupLinkRow extends Model<
  InferAttributes<SetupLinkRow>,
  InferCreationAttributes<SetupLinkRow>
> {
  id: CreationOptional<number>;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

const defined = new WeakMap<Sequelize, ModelStatic<SetupLinkRow>>();

/** The `setup_links` table (migration 0037) as a model of this connection. */
function linksTable(sequelize: Sequelize): ModelStatic<SetupLinkRow> {
  let model = defined.get(sequelize);
  if (!model) {
    model = sequelize.define<SetupLinkRow>('SetupLink', linkColumns(), {
      tableName: 'setup_links',
      underscored: true,
    });
    defined.set(sequelize, model);
  }
  return model;
}

/** Whether an account with the admin role may sign in: while none does, setup stays open. */
export async function hasActiveAdmin(
  sequelize: Sequelize,
  transaction?: Transaction,
): Promise<boolean> {
  const admins = await usersTable(sequelize).count({
    where: { role: 'admin', status: 'active' },
    ...(transaction ? { transaction } : {}),
  });
  return admins > 0;
}

/**
 * A new setup link, 256 random bits of which only the hash is stored. Every older unused link
 * stops working: only the one printed last counts.
 */
export async function issueSetupLink(sequelize: Sequelize, now: Date): Promise<string> {
  const links = linksTable(sequelize);
  await links.update({ usedAt: now }, { where: { usedAt: null } });
  const { token, tokenHash } = newLinkToken();
  await links.create({
    tokenHash,
    expiresAt: new Date(now.getTime() + SETUP_LINK_TTL_MS),
    usedAt: null,
  });
  return token;
}

/** Whether the link is unused and unexpired (it says nothing of whether an admin exists). */
export async function isSetupLinkValid(
  sequelize: Sequelize,
  token: string,
  now: Date,
): Promise<boolean> {
  const link = await linksTable(sequelize).findOne({
    where: { tokenHash: linkTokenHash(token), ...liveLinks(now) },
  });
  return link !== null;
}

/**
 * Marks the link used and voids every other one. True for exactly one of any number of concurrent
 * callers: the conditional update is the claim, and voiding the others makes two different links
 * race for the same rows (on MySQL the loser is a deadlock victim, retried, and then finds its
 * link used).
 */
export async function claimSetupLink(
  sequelize: Sequelize,
  token: string,
  now: Date,
  transaction: Transaction,
): Promise<boolean> {
  const links = linksTable(sequelize);
  const [claimed] = await links.update(
    { usedAt: now },
    {
      where: { tokenHash: linkTokenHash(token), ...liveLinks(now) },
      transaction,
    },
  );
  if (claimed !== 1) return false;
  await links.update({ usedAt: now }, { where: { usedAt: null }, transaction });
  return true;
}

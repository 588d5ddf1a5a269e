import { UniqueConstraintError, type Sequelize } from 'sequelize';
import type {
  MemberStatus,
  MemberWithLinkResponse,
  StaffRole,
  TeamMember,
} from '@app/contract/staff';
import { writeTransaction } from '../db/writeTransaction';
import { usersTable, type UserRecord } from '../users/usersTable';
import { issuePasswordLink, voidPasswordLinks } from './passwordLinks';
import { errorText } from '@app/contract/errorCodes';
import { refusal } from '../http/refusal';

export const LAST_ADMIN_MESSAGE = errorText('team.last-admin');
export const SELF_DEACTIVATION_MESSAGE = errorText('team.self-deactivation');

export function toTeamMember(user: UserRecord): TeamMember {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    status: user.status,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listMembers(sequelize: Sequelize): Promise<TeamMember[]> {
  const users = await usersTable(sequelize).findAll({ order: [['username', 'ASC']] });
  return users.map(toTeamMember);
}

/**
 * A new member, invited: no password until they use the returned link. Their password hash is
 * empty, which no password verifies against.
 */
export async function addMember(
  sequelize: Sequelize,
  {
    username,
    role,
    addedBy,
    now,
  }: { username: string; role: StaffRole; addedBy: number; now: Date },
): Promise<MemberWithLinkResponse> {
  try {
    return await writeTransaction(sequelize, async (transaction) => {
      const user = await usersTable(sequelize).create(
        { username, role, passwordHash: '', status: 'invited' },
        { transaction },
      );
      const link = await issuePasswordLink(sequelize, {
        userId: user.id,
        createdBy: addedBy,
        now,
        transaction,
      });
      return { member: toTeamMember(user), link };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) {
      throw refusal(409, 'team.member-exists', { username });
    }
    throw error;
  }
}

export interface MemberChange {
  role?: StaffRole;
  status?: Extract<MemberStatus, 'active' | 'deactivated'>;
}

/**
 * Changes a member's role or status, keeping at least one active admin. The active admins' rows
 * are locked first (MySQL; SQLite runs write transactions one at a time), so of two admins
 * demoting each other at once, the second sees the first's change and is refused with 409.
 * A change of role or status voids the member's outstanding set-password links (see
 * voidPasswordLinks). Returns the member before and after, or throws 404 / 409.
 */
export async function changeMember(
  sequelize: Sequelize,
  id: number,
  change: MemberChange,
  now: Date,
): Promise<{ before: TeamMember; after: TeamMember }> {
  const users = usersTable(sequelize);
  return writeTransaction(sequelize, async (transaction) => {
    const admins = await users.findAll({
      where: { role: 'admin', status: 'active' },
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    const user = await users.findByPk(id, { lock: transaction.LOCK.UPDATE, transaction });
    if (!user) throw refusal(404, 'team.member-not-found');
    const before = toTeamMember(user);
    const isActiveAdmin = user.role === 'admin' && user.status === 'active';
    const staysActiveAdmin =
      (change.role ?? user.role) === 'admin' && (change.status ?? user.status) === 'active';
    if (isActiveAdmin && !staysActiveAdmin && admins.length <= 1) {
      throw refusal(409, 'team.last-admin');
    }
    // Reactivating an invited member would let nobody in: they still need their link.
    const status =
      change.status === 'active' && user.status === 'deactivated' && user.passwordHash === ''
        ? 'invited'
        : (change.status ?? user.status);
    await user.update({ role: change.role ?? user.role, status }, { transaction });
    if (user.role !== before.role || user.status !== before.status) {
      await voidPasswordLinks(sequelize, { userId: user.id, now, transaction });
    }
    return { before, after: toTeamMember(user) };
  });
}

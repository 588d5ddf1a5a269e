import { UniqueConstraintError, type Sequelize } from 'sequelize';
import { z } from 'zod';
import { loginRequest, type SessionUser } from '@app/contract/auth';
import { hashPassword } from '../auth/password';
import { usersTable, type UserRecord } from './usersTable';

/** Role names are free-form (accounts may hold roles beyond admin and moderator, which
 * sign in but may not write posts) but tidy. */
const ROLE_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;

/** A new account: the same username and password rules as the sign-in form, plus a role. */
export const newUser = loginRequest.extend({
  role: z
    .string()
    .trim()
    .toLowerCase()
    .regex(ROLE_PATTERN, { error: 'Role must be 1-32 lower-case letters, digits, _ or -' }),
});
export type NewUser = z.input<typeof newUser>;

export class UsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`A user named "${username}" already exists`);
    this.name = 'UsernameTakenError';
  }
}

export function toSessionUser(user: UserAttributesLike): SessionUser {
  return { id: user.id, username: user.username, role: user.role };
}
type UserAttributesLike = Pick<UserRecord, 'id' | 'username' | 'role'>;

/**
 * Creates an account. Throws a ZodError for input that breaks the rules and UsernameTakenError
 * when the (lower-cased) username exists, including when another replica created it first.
 */
export async function createUser(sequelize: Sequelize, input: NewUser): Promise<SessionUser> {
  const { username, password, role } = newUser.parse(input);
  const passwordHash = await hashPassword(password);
  try {
    const user = await usersTable(sequelize).create({ username, passwordHash, role });
    return toSessionUser(user);
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new UsernameTakenError(username);
    throw error;
  }
}

export async function findUserByUsername(
  sequelize: Sequelize,
  username: string,
): Promise<UserRecord | null> {
  return usersTable(sequelize).findOne({ where: { username: username.trim().toLowerCase() } });
}

export async function findUserById(sequelize: Sequelize, id: number): Promise<UserRecord | null> {
  return usersTable(sequelize).findByPk(id);
}

/** The account, if it exists and may sign in (not invited-only, not deactivated). */
export async function findActiveUserById(
  sequelize: Sequelize,
  id: number,
): Promise<UserRecord | null> {
  const user = await findUserById(sequelize, id);
  return user?.status === 'active' ? user : null;
}

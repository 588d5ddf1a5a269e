import type { Sequelize } from 'sequelize';
import type { AuthConfig } from '../auth/config';
import type { Logger } from '../log/logger';
import { createUser, findUserByUsername, UsernameTakenError } from './service';

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD: creates that admin when no user of that name exists. An
 * existing account is left alone (its password may have been changed on purpose), and replicas
 * starting together are fine: the loser of the race sees UsernameTakenError.
 */
export async function ensureInitialAdmin(
  sequelize: Sequelize,
  admin: AuthConfig['initialAdmin'],
  logger: Logger,
): Promise<'created' | 'exists' | 'not configured'> {
  if (!admin) return 'not configured';
  if (await findUserByUsername(sequelize, admin.username)) return 'exists';
  try {
    await createUser(sequelize, { ...admin, role: 'admin' });
    logger.info('initial admin created', { username: admin.username });
    return 'created';
  } catch (error) {
    if (error instanceof UsernameTakenError) return 'exists';
    throw error;
  }
}

import { QueryTypes, type Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '../log/logger';
import { migrations } from './migrations';
import type { MigrationContext } from './migrations/migration';

export type { Migration, MigrationContext } from './migrations/migration';

export const MIGRATIONS_TABLE = 'schema_migrations';

/** How long a replica waits for another one's migrations before it gives up starting. */
const LOCK_TIMEOUT_SECONDS = 120;

export function createMigrator(sequelize: Sequelize, logger: Logger): Umzug<MigrationContext> {
  const log =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (message: Record<string, unknown>): void =>
      logger[level]('migration', message);
  return new Umzug<MigrationContext>({
    migrations,
    context: { queryInterface: sequelize.getQueryInterface(), sequelize },
    storage: new SequelizeStorage({
      sequelize,
      tableName: MIGRATIONS_TABLE,
      modelName: 'SchemaMigration',
    }),
    logger: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') },
  });
}

/** Applies pending migrations; returns the names it ran (empty when the schema was current). */
export async function runMigrations(sequelize: Sequelize, logger: Logger): Promise<string[]> {
  const migrator = createMigrator(sequelize, logger);
  const up = async () => (await migrator.up()).map((migration) => migration.name);
  // SQLite is one file behind one process; only MySQL sees replicas starting together.
  return sequelize.getDialect() === 'mysql' ? withMySqlLock(sequelize, up) : up();
}

/**
 * GET_LOCK names are server-wide, so the name carries the schema: two databases on one server
 * (tests, staging next to prod) do not wait on each other. MySQL caps lock names at 64 chars.
 */
const LOCK_NAME = "CONCAT('migrations:', LEFT(DATABASE(), 50))";

/**
 * Several replicas may start at once: the first takes the named lock and migrates, the others wait
 * on GET_LOCK and then find nothing pending. A named lock belongs to one connection, so it is
 * taken inside a transaction, which pins that connection while the migrations use others.
 */
async function withMySqlLock<T>(sequelize: Sequelize, work: () => Promise<T>): Promise<T> {
  return sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<{ acquired: number | null }>(
      `SELECT GET_LOCK(${LOCK_NAME}, ?) AS acquired`,
      { replacements: [LOCK_TIMEOUT_SECONDS], type: QueryTypes.SELECT, transaction },
    );
    if (row?.acquired !== 1) {
      throw new Error(
        `Another instance held the migration lock for over ${LOCK_TIMEOUT_SECONDS} s`,
      );
    }
    try {
      return await work();
    } finally {
      await sequelize.query(`SELECT RELEASE_LOCK(${LOCK_NAME})`, { transaction });
    }
  });
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { loadConfig, type Config } from '../../src/config';
import { runMigrations } from '../../src/db/migrator';
import { createSequelize } from '../../src/db/sequelize';
import { silentLogger } from '../../src/log/logger';
import {
  createMySqlDatabase,
  dropMySqlDatabase,
  testMySqlRootUrl,
  uniqueDatabaseName,
} from '@app/tests/stack/services/mariadb';

export type Dialect = 'sqlite' | 'mysql';

/** For `describe.each`: every integration suite runs against both databases the BFF supports. */
export const DIALECTS: Dialect[] = ['sqlite', 'mysql'];

export interface TestDatabase {
  dialect: Dialect;
  /** A full config pointing at this database, quiet logging, data under a temp dir. */
  config: Config;
  sequelize: Sequelize;
  /** Closes the connection and deletes the SQLite file or the MySQL database. */
  cleanup(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply the migrations before handing the database over (default true). */
  migrate?: boolean;
  /** Extra environment, as the server would read it. */
  env?: Record<string, string>;
}

/** A config as the server would load it, with test-friendly defaults (silent logs). */
export function testConfig(env: Record<string, string>): Config {
  return loadConfig({ LOG_LEVEL: 'silent', PORT: '0', ...env }, os.tmpdir());
}

/** The environment a command run by an operator would need to reach this test database. */
export function commandEnv(db: TestDatabase): Record<string, string> {
  const { database, dataDir } = db.config;
  return {
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL:
      database.dialect === 'sqlite'
        ? `sqlite:${database.storage}`
        : `mysql://${database.user}@${database.host}:${database.port}/${database.database}`,
  };
}

/** A fresh, empty database of `dialect`: a SQLite file in a temp dir, or a new MySQL schema. */
export async function openTestDatabase(
  dialect: Dialect,
  { migrate = true, env = {} }: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bff-test-'));
  let databaseUrl: string;
  let dropDatabase = async () => {};
  if (dialect === 'mysql') {
    const rootUrl = testMySqlRootUrl();
    const name = uniqueDatabaseName('bff');
    databaseUrl = await createMySqlDatabase(rootUrl, name);
    dropDatabase = () => dropMySqlDatabase(rootUrl, name);
  } else {
    databaseUrl = `sqlite:${path.join(dataDir, 'app.sqlite')}`;
  }

  const config = testConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env });
  const sequelize = createSequelize(config.database, { logger: silentLogger });
  if (migrate) await runMigrations(sequelize, silentLogger);

  return {
    dialect,
    config,
    sequelize,
    cleanup: async () => {
      await sequelize.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

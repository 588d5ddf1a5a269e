import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { Sequelize, type Options } from 'sequelize';
import type { Logger } from '../log/logger';
import type { DatabaseConfig } from './databaseUrl';

export interface SequelizeOptions {
  logger: Logger;
  /** Echo every SQL statement at debug level; off unless LOG_LEVEL=debug. */
  logSql?: boolean;
}

/** How long a SQLite statement waits for a file another connection is writing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** The part of node-sqlite3's Database used here. */
interface SqliteConnection {
  configure(option: 'busyTimeout', ms: number): void;
}

/** One factory for both dialects so the rest of the BFF never branches on where data lives. */
export function createSequelize(
  database: DatabaseConfig,
  { logger, logSql = false }: SequelizeOptions,
): Sequelize {
  const common: Options = {
    logging: logSql ? (sql: string) => logger.debug('sql', { sql }) : false,
    // Tables use snake_case columns (created_at, expires_at) across both dialects.
    define: { underscored: true },
  };

  if (database.dialect === 'sqlite') {
    if (database.storage !== ':memory:') {
      mkdirSync(path.dirname(database.storage), { recursive: true });
      // The file holds password hashes and visitors' messages. sqlite3 would create it with the
      // umask's 0644; created here first, it is the server user's only, and SQLite gives its
      // journal and WAL files the mode of the database file.
      closeSync(openSync(database.storage, 'a', 0o600));
    }
    const sequelize = new Sequelize({ ...common, dialect: 'sqlite', storage: database.storage });
    // Each transaction has a connection of its own. While one commits, the others wait for the
    // file (node-sqlite3 gives up after 1 s, which a busy 2-core machine exceeds, and the
    // request fails with SQLITE_BUSY); a few seconds of patience cost nothing when it is idle.
    // Sequelize's SQLite driver runs no connect hooks, so its connection getter is wrapped.
    const manager = sequelize.connectionManager as unknown as {
      getConnection(options?: unknown): Promise<SqliteConnection>;
    };
    const getConnection = manager.getConnection.bind(manager);
    manager.getConnection = async (options) => {
      const connection = await getConnection(options);
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      return connection;
    };
    return sequelize;
  }

  return new Sequelize({
    ...common,
    dialect: 'mysql',
    host: database.host,
    port: database.port,
    username: database.user,
    password: database.password,
    database: database.database,
    // Store and read DATETIMEs as UTC whatever the server's or container's zone is.
    timezone: '+00:00',
    dialectOptions: { connectTimeout: 5_000, charset: 'utf8mb4' },
    define: { ...common.define, charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    // Per replica: a handful of concurrent queries is plenty for a BFF, and N replicas must stay
    // well under MySQL's default max_connections (151).
    pool: { max: 10, min: 0, idle: 10_000, acquire: 10_000 },
  });
}

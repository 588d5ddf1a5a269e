import path from 'node:path';

export interface MySqlConfig {
  dialect: 'mysql';
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  /** The URL with the password masked: the only form that may be logged. */
  safeUrl: string;
}

export interface SqliteConfig {
  dialect: 'sqlite';
  /** Absolute file path, or ':memory:'. */
  storage: string;
  safeUrl: string;
}

export type DatabaseConfig = MySqlConfig | SqliteConfig;

const EXAMPLE = 'mysql://user:pass@host:3306/db or sqlite:/path/to/file.sqlite';

/**
 * Accepts `mysql://user:pass@host:port/db` and `sqlite:<path>` (also `sqlite:///abs/path` and
 * `sqlite::memory:`). A relative SQLite path is resolved against `cwd`, like DATA_DIR.
 * Messages never contain the password.
 */
export function parseDatabaseUrl(url: string, cwd: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) return parseSqlite(url.slice('sqlite:'.length), cwd);
  if (url.startsWith('mysql:')) return parseMySql(url);
  throw new Error(`must look like ${EXAMPLE}`);
}

function parseSqlite(rest: string, cwd: string): SqliteConfig {
  const location = rest.startsWith('//') ? rest.slice(2) : rest;
  if (location === '') throw new Error(`sqlite: needs a file path (${EXAMPLE})`);
  if (location === ':memory:')
    return { dialect: 'sqlite', storage: ':memory:', safeUrl: 'sqlite::memory:' };
  const storage = path.resolve(cwd, location);
  return { dialect: 'sqlite', storage, safeUrl: `sqlite:${storage}` };
}

function parseMySql(url: string): MySqlConfig {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`not a valid URL (${EXAMPLE})`);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!parsed.hostname) throw new Error(`the mysql URL has no host (${EXAMPLE})`);
  if (database === '' || database.includes('/')) {
    throw new Error(`the mysql URL needs one database name as its path (${EXAMPLE})`);
  }
  const port = parsed.port === '' ? 3306 : Number(parsed.port);
  const masked = new URL(parsed.href);
  if (masked.password) masked.password = '***';
  return {
    dialect: 'mysql',
    // URL keeps IPv6 literals bracketed; the driver wants them bare.
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
    safeUrl: masked.href,
  };
}

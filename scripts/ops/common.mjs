// What backup.mjs and restore.mjs share: reading the BFF's own settings (DATABASE_URL, S3_*), the
// MySQL/MariaDB client programs, and the S3 client. Connection details never reach a command line
// (where `ps` shows them): the password goes through a client option file readable by us alone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'minio';

export class OpsError extends Error {}

/** The database the BFF uses, from its DATABASE_URL (mysql://user:password@host:port/name). */
export function databaseFromEnv(env = process.env) {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) throw new OpsError('DATABASE_URL is not set (mysql://user:password@host:3306/name)');
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new OpsError('DATABASE_URL is not a URL');
  }
  if (url.protocol !== 'mysql:') {
    throw new OpsError('DATABASE_URL must be mysql://…: the embedded SQLite is a file to copy');
  }
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_$-]{1,64}$/.test(name)) throw new OpsError('DATABASE_URL names no database');
  return {
    host: url.hostname,
    port: url.port || '3306',
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    name,
  };
}

/** The bucket the BFF stores images in, from S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET. */
export function bucketFromEnv(env = process.env) {
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new OpsError(`${missing.join(', ')} not set`);
  const endpoint = new URL(env.S3_ENDPOINT);
  const useSSL = endpoint.protocol === 'https:';
  const region = env.S3_REGION || 'us-east-1';
  const client = new Client({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
    region,
    // MinIO and s3rver serve buckets under the path, as the BFF addresses them.
    pathStyle: true,
  });
  return { client, bucket: env.S3_BUCKET || 'blog-images', region };
}

/** The first of `names` on PATH (or in the usual system folders). */
export function findProgram(names) {
  for (const name of names) {
    const found = spawnSync('sh', ['-c', 'command -v "$1"', 'sh', name], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/local/bin:/usr/bin:/bin` },
    });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  throw new OpsError(
    `none of ${names.join(', ')} is installed (Debian: apt-get install mariadb-client)`,
  );
}

/**
 * Runs a MySQL client program with the connection in a private option file (it must be the first
 * argument). stdin/stdout may be streams; resolves when it exits 0, rejects with its stderr.
 */
export async function runClient(program, db, args, { stdin, stdout } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ops-client-'));
  const optionFile = path.join(dir, 'client.cnf');
  const quote = (value) => `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  writeFileSync(
    optionFile,
    `[client]\nhost=${quote(db.host)}\nport=${db.port}\nuser=${quote(db.user)}\n` +
      (db.password ? `password=${quote(db.password)}\n` : '') +
      // MySQL 8.4 accounts use caching_sha2_password, whose first sign-in after a server start
      // needs TLS (or an RSA exchange the MariaDB client may lack); compose's mysql has TLS on.
      (process.env.MYSQL_CLIENT_SSL === 'true' ? 'ssl\n' : '') +
      // TCP even for "localhost", where the client would otherwise look for a socket.
      'protocol=TCP\n',
    { mode: 0o600 },
  );
  try {
    const child = spawn(program, [`--defaults-extra-file=${optionFile}`, ...args], {
      stdio: [stdin ? 'pipe' : 'ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    const exited = new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve();
        else
          reject(new OpsError(`${path.basename(program)} exited with ${code}: ${stderr.trim()}`));
      });
    });
    // A client that fails mid-way closes its stdin: its exit status says why, not EPIPE.
    const fed = stdin ? pipeline(stdin, child.stdin).catch(() => undefined) : undefined;
    // Resolves once the whole output is written, not merely produced.
    const written = stdout ? pipeline(child.stdout, stdout) : undefined;
    await Promise.all([exited, fed, written]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Object keys become paths under the backup's bucket/ folder: refuse any that would escape it. */
export function objectPath(root, key) {
  const segments = key.split('/');
  if (
    key.startsWith('/') ||
    segments.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new OpsError(`refusing object key ${JSON.stringify(key)}: not a plain relative path`);
  }
  return path.join(root, ...segments);
}

/** Runs `main`, printing an OpsError as one line and any other error in full. */
export function runMain(main) {
  main().catch((error) => {
    console.error(error instanceof OpsError ? `error: ${error.message}` : error);
    process.exitCode = 1;
  });
}

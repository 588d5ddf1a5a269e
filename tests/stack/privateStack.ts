import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type S3rver from 's3rver';
import mysql from 'mysql2/promise';
import { startBff, type RunningBff } from './bff';
import { assertBuilt } from './bundles';
import { Cleanup } from './cleanup';
import { startFaultProxy, type FaultProxy } from './faultProxy';
import { startEdge } from './edge';
import { ARTIFACTS_DIR } from './paths';
import { createBucket } from './s3Bucket';
import { startMariaDb, type MariaDb } from './services/mariadb';
import { startS3, type S3Service } from './services/s3';
import { startSmtpSink, type SmtpSink } from './services/smtp';
import { E2E_ADMIN, E2E_MAIL_FROM, E2E_STAFF_EMAIL } from './testAccounts';

/** Tables whose rows a request can leave behind (hostile-input and fault checks count them). */
export const STORED_TABLES = ['posts', 'contact_messages', 'bookings', 'outbox'] as const;
export type StoredTable = (typeof STORED_TABLES)[number];

export interface PrivateServices {
  db: MariaDb;
  /** The real s3rver; the BFF reaches it only through s3Proxy. */
  s3: S3Service;
  s3Proxy: FaultProxy;
  /** The real SMTP sink; the BFF reaches it only through smtpProxy. */
  smtp: SmtpSink;
  smtpProxy: FaultProxy;
  bucket: string;
  /** What a BFF of this stack runs with (database, bucket, mail, secrets). */
  bffEnv: Record<string, string>;
  /** Starts one more BFF on these services; stopped with the rest. */
  startBff(name: string, extraEnv?: Record<string, string>): Promise<RunningBff>;
  /** Every object key in the bucket, read from s3rver directly. */
  bucketKeys(): Promise<string[]>;
  /** Row counts of the tables a request can write to. */
  rowCounts(): Promise<Record<StoredTable, number>>;
  /** Runs one SQL statement against the BFFs' database (assertions on stored state). */
  query<Row>(sql: string): Promise<Row[]>;
  /** Runs at the end: also whatever was added through add(). */
  cleanup: Cleanup;
  /** The clock this stack was started with, if any. */
  clockStartsAt?: string;
  stop(): Promise<void>;
}

export interface PrivateServicesOptions {
  /** Prefix of the log files in tests/.artifacts (e.g. "faults"). */
  name: string;
  /** Variables for every BFF of this stack, over the defaults below. */
  env?: Record<string, string>;
  /** s3rver middleware (fault injection). */
  s3Middleware?: S3rver.Middleware[];
  /** Where the wall clock of this stack's BFFs and renderers starts (nodeServer.ts). */
  clockStartsAt?: string;
}

/**
 * MariaDB, s3rver and an SMTP sink of a spec's own, started in the spec's worker: specs that
 * stop, restart or flood services must not disturb the shared stack the other worker is using.
 * S3 and SMTP sit behind fault proxies so a test can take them away from the BFF.
 */
export async function startPrivateServices(
  options: PrivateServicesOptions,
): Promise<PrivateServices> {
  assertBuilt();
  const cleanup = new Cleanup();
  cleanup.attachToProcess();
  const log = (file: string) => path.join(ARTIFACTS_DIR, `${options.name}-${file}.log`);
  try {
    const db = await startMariaDb({ logFile: log('mariadbd') });
    cleanup.add('mariadb', db.stop, db.stopNow);
    const databaseUrl = await db.createDatabase(`private_${randomBytes(4).toString('hex')}`);

    const s3 = await startS3({ middleware: options.s3Middleware });
    cleanup.add('s3', s3.stop, () => undefined);
    const bucket = 'private-uploads';
    await createBucket(s3.endpoint, bucket);
    const s3Proxy = await startFaultProxy('127.0.0.1', s3.port);
    cleanup.add('s3 proxy', s3Proxy.stop, () => undefined);

    const smtp = await startSmtpSink();
    cleanup.add('smtp', smtp.stop, () => undefined);
    const smtpProxy = await startFaultProxy('127.0.0.1', smtp.port);
    cleanup.add('smtp proxy', smtpProxy.stop, () => undefined);

    const bffEnv: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      SERVE_BUNDLES: 'false',
      S3_ENDPOINT: `http://${s3Proxy.host}:${s3Proxy.port}`,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: bucket,
      SMTP_URL: `smtp://${smtpProxy.host}:${smtpProxy.port}`,
      MAIL_FROM: E2E_MAIL_FROM,
      STAFF_EMAIL: E2E_STAFF_EMAIL,
      SEED_DEMO: 'false',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      COOKIE_SECURE: 'false',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...options.env,
    };

    const started: RunningBff[] = [];
    const startOne = async (name: string, extraEnv: Record<string, string> = {}) => {
      const bff = await startBff({
        name,
        logFile: log(`bff-${name}`),
        env: {
          ...(options.clockStartsAt ? withoutS3(bffEnv) : bffEnv),
          DATA_DIR: path.join(db.dir, `bff-${name}`),
          ...extraEnv,
        },
        clockStartsAt: options.clockStartsAt,
      });
      cleanup.add(`bff ${name}`, bff.stop, bff.stopNow);
      started.push(bff);
      return bff;
    };

    const query = async <Row>(sql: string): Promise<Row[]> => {
      const connection = await mysql.createConnection({ uri: databaseUrl });
      try {
        const [rows] = await connection.query(sql);
        return rows as Row[];
      } finally {
        await connection.end();
      }
    };
    const rowCounts = async () => {
      const counts = {} as Record<StoredTable, number>;
      for (const table of STORED_TABLES) {
        const [row] = await query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM \`${table}\``);
        counts[table] = Number(row?.n ?? NaN);
      }
      return counts;
    };

    return {
      db,
      s3,
      s3Proxy,
      smtp,
      smtpProxy,
      bucket,
      bffEnv,
      startBff: startOne,
      bucketKeys: () => listBucket(s3.endpoint, bucket),
      rowCounts,
      query,
      cleanup,
      clockStartsAt: options.clockStartsAt,
      stop: () => cleanup.run(),
    };
  } catch (error) {
    await cleanup.run().catch((teardownError: unknown) => console.error(teardownError));
    throw error;
  }
}

export interface PrivateEdge {
  /** nginx in front of the replicas and renderers of this stack. */
  baseUrl: string;
  /** Each replica's own origin, e.g. http://127.0.0.1:41234. */
  bffUrls: string[];
}

/**
 * The production front on private services: `replicas` BFFs, a site renderer per replica and
 * nginx, as tests/stack/stack.ts builds it for the shared stack.
 */
export async function startPrivateEdge(
  services: PrivateServices,
  name: string,
  replicas = 2,
): Promise<PrivateEdge> {
  const bffs: RunningBff[] = [];
  for (let index = 1; index <= replicas; index += 1) {
    bffs.push(await services.startBff(String(index)));
  }
  const baseUrl = await startEdge({
    bffAddresses: bffs.map((bff) => bff.address),
    cleanup: services.cleanup,
    name,
    clockStartsAt: services.clockStartsAt,
  });
  return { baseUrl, bffUrls: bffs.map((bff) => `http://${bff.address}`) };
}

/**
 * A BFF on another clock keeps its media on disk: s3rver runs on the real clock and refuses
 * requests signed with a date months away.
 */
function withoutS3(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('S3_')));
}

/** s3rver answers an unsigned ListObjectsV2. */
export async function listBucket(endpoint: string, bucket: string): Promise<string[]> {
  const response = await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000`);
  if (!response.ok) throw new Error(`listing bucket ${bucket} failed: ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] ?? '').sort();
}

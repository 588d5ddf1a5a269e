import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBff, type RunningBff } from './bff';
import { assertBuilt } from './bundles';
import { Cleanup } from './cleanup';
import { startEdge } from './edge';
import { ARTIFACTS_DIR } from './paths';
import { createBucket } from './s3Bucket';
import { startMariaDb } from './services/mariadb';
import { startS3 } from './services/s3';
import { startSmtpSink } from './services/smtp';
import { E2E_ADMIN, E2E_MAIL_FROM, E2E_STAFF_EMAIL } from './testAccounts';

export interface Stack {
  /** nginx in front of everything, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Where the SMTP sink writes each message it receives (see mailbox.ts). */
  mailDir: string;
  /**
   * The environment the BFF replicas run with (database, bucket, secrets): what a spec needs to
   * run the BFF's CLI against the same database or to look into the bucket.
   */
  bffEnv: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/** Two replicas behind nginx: any state kept in one BFF process shows up as a failing journey. */
const BFF_REPLICAS = 2;
const S3_BUCKET = 'e2e-uploads';

/**
 * The production topology on one machine: MariaDB, s3rver and an SMTP sink, BFF replicas as
 * `node bff/dist/server.js`, and nginx rendering the production template in front.
 * Anything started is stopped again if a later step fails.
 */
export async function startStack(): Promise<Stack> {
  assertBuilt();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const cleanup = new Cleanup();
  cleanup.attachToProcess();
  try {
    const db = await startMariaDb({ logFile: path.join(ARTIFACTS_DIR, 'mariadbd.log') });
    cleanup.add('mariadb', db.stop, db.stopNow);
    const databaseUrl = await db.createDatabase(`e2e_${randomBytes(4).toString('hex')}`);

    // In-process servers: an exiting process takes them along, so nothing to do synchronously.
    const s3 = await startS3();
    cleanup.add('s3', s3.stop, () => undefined);
    await createBucket(s3.endpoint, S3_BUCKET);

    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-mail-'));
    const removeMailDir = () => rmSync(mailDir, { recursive: true, force: true });
    cleanup.add('mail dir', async () => removeMailDir(), removeMailDir);
    const smtp = await startSmtpSink({ saveDir: mailDir });
    cleanup.add('smtp', smtp.stop, () => undefined);

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-bff-data-'));
    const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
    cleanup.add('bff data dir', async () => removeDataDir(), removeDataDir);

    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      SERVE_BUNDLES: 'false',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET,
      SMTP_URL: smtp.url,
      MAIL_FROM: E2E_MAIL_FROM,
      STAFF_EMAIL: E2E_STAFF_EMAIL,
      SEED_DEMO: 'false',
      // Shared by the replicas, as in production: a session cookie from one works on the other.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Plain http on loopback: a Secure cookie would never come back.
      COOKIE_SECURE: 'false',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every spec books from one loopback address on one day: the caps would refuse the suite
      // itself. Their rules are proven on both databases by the BFF's own tests.
      BOOKING_MAX_PER_ADDRESS_PER_DAY: '100000',
      BOOKING_MAX_PER_DAY: '100000',
      // The same for the per-address limits of messages and bookings (5 in 10 minutes): the
      // suite's specs send more than that from loopback within minutes of each other.
      CONTACT_RATE_LIMIT: '100000',
      SCHEDULE_RATE_LIMIT: '100000',
      // The webhook spec's receiver listens on 127.0.0.1, over plain http.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_POLL_MS: '500',
    };

    // Started together, as Compose does: both race to migrate the fresh database, which the
    // BFF's migration lock has to settle.
    const started = await Promise.allSettled(
      Array.from({ length: BFF_REPLICAS }, (_, index) =>
        startBff({
          name: String(index + 1),
          logFile: path.join(ARTIFACTS_DIR, `bff-${index + 1}.log`),
          env,
        }),
      ),
    );
    const replicas: RunningBff[] = [];
    for (const result of started) {
      if (result.status === 'fulfilled') {
        cleanup.add(`bff ${result.value.name}`, result.value.stop, result.value.stopNow);
        replicas.push(result.value);
      }
    }
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    const baseUrl = await startEdge({
      bffAddresses: replicas.map((replica) => replica.address),
      cleanup,
    });
    return { baseUrl, mailDir, bffEnv: env, stop: () => cleanup.run() };
  } catch (error) {
    await cleanup.run().catch((teardownError: unknown) => console.error(teardownError));
    throw error;
  }
}

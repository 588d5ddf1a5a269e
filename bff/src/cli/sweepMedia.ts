import { createMigrator } from '../db/migrator';
import { createSequelize } from '../db/sequelize';
import { waitForDatabase } from '../db/waitForDatabase';
import { createLogger } from '../log/logger';
import { createMediaStorage } from '../media/createStorage';
import { ORPHAN_MIN_AGE_MS, findOrphanImages } from '../media/orphanSweep';
import { referencedMedia } from '../posts/referencedMedia';
import {
  loadCommandConfig,
  parseCommandArgs,
  runAsMain,
  writeErr,
  writeOut,
  type Write,
} from './command';

const HOUR_MS = 60 * 60 * 1000;

const USAGE =
  'Usage: npm run media:sweep -- [--delete] [--min-age-hours H]\n' +
  '  Lists the stored images no post or kept revision refers to, written at least H hours ago (default ' +
  `${ORPHAN_MIN_AGE_MS / HOUR_MS}),\n` +
  '  in the storage and database the server is configured for (S3_*, DATABASE_URL, DATA_DIR).\n' +
  '  --delete removes them; without it nothing is changed.\n';

/** Exit codes: 0 done, 1 refused (bad configuration, a database the server never migrated), 2 usage. */
export async function runSweepMedia(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  out: Write = writeOut,
  err: Write = writeErr,
): Promise<number> {
  const values = parseCommandArgs(
    argv,
    {
      delete: { type: 'boolean' },
      'min-age-hours': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    USAGE,
    err,
  );
  if (values === null) return 2;
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const hours = Number(values['min-age-hours'] ?? ORPHAN_MIN_AGE_MS / HOUR_MS);
  if (!Number.isFinite(hours) || hours < 0) {
    err(`--min-age-hours must be a number of hours, 0 or more.\n${USAGE}`);
    return 2;
  }

  const config = loadCommandConfig(env, err);
  if (config === null) return 1;
  const logger = createLogger({ level: 'warn' });
  const sequelize = createSequelize(config.database, { logger });
  try {
    await waitForDatabase(sequelize, { timeoutMs: config.dbConnectTimeoutMs, logger });
    // An empty or foreign database refers to no image, which would make every image an orphan.
    const migrator = createMigrator(sequelize, logger);
    const pending = await migrator.pending();
    const storage = createMediaStorage(config.media, config.dataDir);
    // A fresh install (never migrated, no image stored yet) has nothing to sweep and nothing at risk.
    if (
      pending.length > 0 &&
      (await migrator.executed()).length === 0 &&
      (await storage.list().then(
        (stored) => stored.length === 0,
        () => false,
      ))
    ) {
      out('Nothing to sweep: no database has been set up here yet and no image is stored.\n');
      return 0;
    }
    if (pending.length > 0) {
      err(
        'The database is not one the server has migrated (pending: ' +
          `${pending.map((migration) => migration.name).join(', ')}); nothing was swept.\n`,
      );
      return 1;
    }
    const referenced = await referencedMedia(sequelize);
    const orphans = await findOrphanImages(storage, {
      referencedKeys: referenced.keys,
      referencedIds: referenced.ids,
      minAgeMs: hours * HOUR_MS,
    });
    for (const key of orphans) out(`${key}\n`);
    if (!values.delete) {
      out(
        `${orphans.length} orphan object(s) in ${storage.kind} storage; --delete removes them.\n`,
      );
      return 0;
    }
    for (const key of orphans) await storage.delete(key);
    out(`Deleted ${orphans.length} orphan object(s) from ${storage.kind} storage.\n`);
    return 0;
  } finally {
    await sequelize.close();
  }
}

if (require.main === module) runAsMain(() => runSweepMedia(process.argv.slice(2)));

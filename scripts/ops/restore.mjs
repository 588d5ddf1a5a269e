#!/usr/bin/env node
// Restores a folder written by backup.mjs: every object back into the bucket (created if missing),
// then the database from database.sql (each table dropped and recreated as it was). Objects and
// tables the backup does not name are left alone.
// Stop the BFF first (docker compose stop bff site): requests during a restore see half of it.
// Usage: node scripts/ops/restore.mjs BACKUP_DIR, with the BFF's DATABASE_URL and S3_* in the
// environment (docker compose --profile backup run --rm restore scripts/ops/restore.mjs DIR).
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  bucketFromEnv,
  databaseFromEnv,
  findProgram,
  objectPath,
  OpsError,
  runClient,
  runMain,
} from './common.mjs';

const BUCKET_EXISTS = new Set(['BucketAlreadyOwnedByYou', 'BucketAlreadyExists']);

runMain(async () => {
  const dir = process.argv[2];
  if (!dir) throw new OpsError('usage: restore.mjs BACKUP_DIR');
  const manifestFile = path.join(dir, 'manifest.json');
  const sqlFile = path.join(dir, 'database.sql');
  if (!existsSync(manifestFile) || !existsSync(sqlFile)) {
    throw new OpsError(`${dir} is not a finished backup (no manifest.json or database.sql)`);
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const db = databaseFromEnv();
  const { client, bucket, region } = bucketFromEnv();

  // Images first: once the rows are back, every image they name must already be there.
  if (!(await client.bucketExists(bucket))) {
    try {
      await client.makeBucket(bucket, region);
    } catch (error) {
      if (!BUCKET_EXISTS.has(error?.code)) throw error;
    }
  }
  for (const object of manifest.objects) {
    const file = objectPath(path.join(dir, 'bucket'), object.key);
    await client.putObject(bucket, object.key, createReadStream(file), object.size, {
      'Content-Type': object.contentType,
    });
  }

  const mysql = findProgram([process.env.MYSQL ?? 'mariadb', 'mysql']);
  await runClient(mysql, db, ['--default-character-set=utf8mb4', db.name], {
    stdin: createReadStream(sqlFile),
  });
  console.log(
    `restored ${dir}: database ${db.name}, ${manifest.objects.length} objects into bucket ${bucket}`,
  );
});

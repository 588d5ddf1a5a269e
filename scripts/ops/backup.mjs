#!/usr/bin/env node
// Backs up what the platform cannot rebuild: the MySQL database (posts, accounts, bookings, the
// mail outbox) and every object of the image bucket, into a new folder under DIR:
//   DIR/<UTC timestamp>/database.sql   mariadb-dump/mysqldump, one consistent InnoDB snapshot
//   DIR/<UTC timestamp>/bucket/<key>   the objects, byte for byte
//   DIR/<UTC timestamp>/manifest.json  what was taken (keys, sizes, content types)
//   DIR/latest -> <UTC timestamp>
// Usage: node scripts/ops/backup.mjs DIR, with the BFF's DATABASE_URL and S3_* in the environment
// (docker compose --profile backup run --rm backup). docs/operations.md: "Backup and restore".
import { createWriteStream, statSync } from 'node:fs';
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  bucketFromEnv,
  databaseFromEnv,
  findProgram,
  objectPath,
  OpsError,
  runClient,
  runMain,
} from './common.mjs';

runMain(async () => {
  const parent = process.argv[2];
  if (!parent) throw new OpsError('usage: backup.mjs DIR');
  const db = databaseFromEnv();
  const { client, bucket } = bucketFromEnv();

  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const final = path.join(parent, stamp);
  // Written under another name first: a folder without ".partial" is always a whole backup.
  const partial = `${final}.partial`;
  await mkdir(path.join(partial, 'bucket'), { recursive: true });
  const objects = [];
  try {
    // The database first: a post deleted after the dump may lose its images from the copy below;
    // uploads made meanwhile only add objects no row refers to.
    const dump = findProgram([process.env.MYSQLDUMP ?? 'mariadb-dump', 'mysqldump']);
    await runClient(
      dump,
      db,
      [
        // One snapshot of every InnoDB table, without locking the running BFF out.
        '--single-transaction',
        '--quick',
        '--hex-blob',
        '--default-character-set=utf8mb4',
        '--routines',
        '--triggers',
        // Tablespace statements need the PROCESS privilege the BFF's account lacks.
        '--no-tablespaces',
        // The tables alone (no CREATE DATABASE/USE): restorable into any empty database.
        db.name,
      ],
      { stdout: createWriteStream(path.join(partial, 'database.sql'), { mode: 0o600 }) },
    );

    if (await client.bucketExists(bucket)) {
      for await (const item of client.listObjectsV2(bucket, '', true)) {
        if (!item.name) continue;
        const target = objectPath(path.join(partial, 'bucket'), item.name);
        await mkdir(path.dirname(target), { recursive: true });
        const stat = await client.statObject(bucket, item.name);
        await pipeline(
          await client.getObject(bucket, item.name),
          createWriteStream(target, { mode: 0o600 }),
        );
        objects.push({
          key: item.name,
          size: stat.size,
          contentType: stat.metaData['content-type'] ?? 'application/octet-stream',
        });
      }
    }

    const manifest = {
      createdAt: new Date().toISOString(),
      database: db.name,
      bucket,
      objects,
    };
    await writeFile(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, final);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }

  const latest = path.join(parent, 'latest');
  await rm(latest, { force: true });
  await symlink(stamp, latest);
  const bytes = statSync(path.join(final, 'database.sql')).size;
  console.log(
    `backup ${final}: database ${db.name} (${bytes} bytes of SQL), ` +
      `${objects.length} objects of bucket ${bucket}`,
  );
});

import path from 'node:path';
import { z } from 'zod';
import { defineSection, integer, valid } from '../env/section';
import { parseDatabaseUrl, type DatabaseConfig } from './databaseUrl';

/**
 * DATA_DIR lives here because the default database is a file in it; mail (.eml files) and media
 * (images on disk) take their folders from `dataDir` as well.
 */
export interface DbConfig {
  dataDir: string;
  database: DatabaseConfig;
  /** How long start-up keeps retrying a database that does not answer yet (compose, rolling restarts). */
  dbConnectTimeoutMs: number;
}

export const dbConfig = defineSection(
  {
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .trim()
      .superRefine((url, ctx) => {
        // Checked here as well as parsed in build, so one run reports it with everything else.
        try {
          parseDatabaseUrl(url, '/');
        } catch (error) {
          ctx.addIssue({
            code: 'custom',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      })
      .optional(),
    DB_CONNECT_TIMEOUT_MS: integer(0, 600_000).default(30_000),
  },
  (env, { cwd }) => {
    const dataDir = path.resolve(cwd, env.DATA_DIR);
    const databaseUrl = env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.sqlite')}`;
    return valid<DbConfig>({
      dataDir,
      database: parseDatabaseUrl(databaseUrl, cwd),
      dbConnectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    });
  },
);

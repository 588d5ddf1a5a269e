import { z } from 'zod';
import { runMigrations } from '../db/migrator';
import { createSequelize } from '../db/sequelize';
import { waitForDatabase } from '../db/waitForDatabase';
import { createLogger } from '../log/logger';
import { createUser, UsernameTakenError } from '../users/service';
import {
  loadCommandConfig,
  parseCommandArgs,
  runAsMain,
  writeErr,
  writeOut,
  type Write,
} from './command';

const USAGE =
  'Usage: npm run user:create -- --username NAME --password PASS --role ROLE\n' +
  '  Creates a user in the database the server is configured for (DATABASE_URL, DATA_DIR).\n' +
  '  ROLE: admin or moderator may manage posts; other roles can only sign in.\n';

/** Exit codes: 0 created, 1 refused (bad input, name taken, bad configuration), 2 usage. */
export async function runCreateUser(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  out: Write = writeOut,
  err: Write = writeErr,
): Promise<number> {
  const values = parseCommandArgs(
    argv,
    {
      username: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
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
  const { username, password, role } = values;
  if (username === undefined || password === undefined || role === undefined) {
    err(`--username, --password and --role are all required.\n${USAGE}`);
    return 2;
  }

  const config = loadCommandConfig(env, err);
  if (config === null) return 1;
  // Quiet unless something goes wrong: the one line this prints is the answer.
  const logger = createLogger({ level: 'warn' });
  const sequelize = createSequelize(config.database, { logger });
  try {
    await waitForDatabase(sequelize, { timeoutMs: config.dbConnectTimeoutMs, logger });
    // A fresh database gets its tables first, exactly as the server would create them.
    await runMigrations(sequelize, logger);
    const user = await createUser(sequelize, { username, password, role });
    out(`Created user "${user.username}" with role "${user.role}" (id ${user.id}).\n`);
    return 0;
  } catch (error) {
    if (error instanceof z.ZodError) {
      err(
        `${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')}\n`,
      );
      return 1;
    }
    if (error instanceof UsernameTakenError) {
      err(`${error.message}.\n`);
      return 1;
    }
    throw error;
  } finally {
    await sequelize.close();
  }
}

if (require.main === module) runAsMain(() => runCreateUser(process.argv.slice(2)));

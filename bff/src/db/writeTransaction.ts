import { Transaction, type Sequelize } from 'sequelize';

/** How often a transaction that lost a deadlock (MySQL) or a busy file (SQLite) is run again. */
const ATTEMPTS = 3;

/** One queue per SQLite database: its writers take turns anyway, this keeps them from colliding. */
const sqliteQueues = new WeakMap<Sequelize, Promise<unknown>>();

/**
 * Runs `work` in a transaction meant to write, and commits it (or rolls back on a throw).
 *
 * On SQLite Sequelize gives each transaction its own connection; two of them that both start
 * reading and then want to write fail with SQLITE_BUSY rather than wait. So on SQLite the
 * transactions of this process run one after the other and start IMMEDIATE (taking the write
 * lock up front, waiting for other writers through the busy timeout). On MySQL row locks do the
 * work; a transaction picked as a deadlock victim is retried.
 */
export async function writeTransaction<T>(
  sequelize: Sequelize,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  if (sequelize.getDialect() !== 'sqlite') return withRetries(() => sequelize.transaction(work));

  const previous = sqliteQueues.get(sequelize) ?? Promise.resolve();
  const run = previous.then(() =>
    withRetries(() =>
      sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, (transaction) =>
        work(transaction),
      ),
    ),
  );
  // The next writer waits for this one to settle, whether it committed or not.
  sqliteQueues.set(
    sequelize,
    run.catch(() => undefined),
  );
  return run;
}

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

function isRetryable(error: unknown): boolean {
  const parent = (error as { parent?: { errno?: unknown; code?: unknown } } | null)?.parent;
  return parent?.errno === 1213 || parent?.code === 'SQLITE_BUSY';
}

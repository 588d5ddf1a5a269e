import { QueryTypes, type Sequelize } from 'sequelize';

export type DatabaseCheck = { ok: true } | { ok: false; reason: string };

/** `SELECT 1` that gives up after `timeoutMs`: a hung pool must not hang the health probe. */
export async function checkDatabase(
  sequelize: Sequelize,
  timeoutMs: number,
): Promise<DatabaseCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseCheck>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  const query = sequelize.query('SELECT 1 AS ok', { type: QueryTypes.SELECT }).then(
    (): DatabaseCheck => ({ ok: true }),
    (error: unknown): DatabaseCheck => ({
      ok: false,
      reason: error instanceof Error ? error.message : String(error),
    }),
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

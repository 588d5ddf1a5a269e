import type { Sequelize } from 'sequelize';
import type { Logger } from '../log/logger';

export interface WaitOptions {
  timeoutMs: number;
  logger: Logger;
  intervalMs?: number;
}

/**
 * Start-up retries the first connection: in compose or during a rolling restart the database may
 * come up a few seconds after the BFF. Gives up (throws the last error) after `timeoutMs`.
 */
export async function waitForDatabase(
  sequelize: Sequelize,
  { timeoutMs, logger, intervalMs = 1_000 }: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sequelize.authenticate();
      return;
    } catch (error) {
      if (Date.now() + intervalMs > deadline) throw error;
      logger.warn('database not reachable yet, retrying', { attempt, err: error });
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

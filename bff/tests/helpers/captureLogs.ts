import { createLogger, type Logger } from '../../src/log/logger';

export interface CapturedLogs {
  logger: Logger;
  /** Every line written so far, parsed. */
  lines: Array<Record<string, unknown>>;
}

/** A debug-level logger that keeps its lines in memory instead of printing them. */
export function captureLogs(): CapturedLogs {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({
    level: 'debug',
    write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}

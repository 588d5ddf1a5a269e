import type { LogLevel } from './config';

export type LogFields = Record<string, unknown>;
type Method = (msg: string, fields?: LogFields) => void;

export interface Logger {
  debug: Method;
  info: Method;
  warn: Method;
  error: Method;
  /** A logger that adds `fields` to every line (e.g. the request id). */
  child(fields: LogFields): Logger;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface LoggerOptions {
  level: LogLevel;
  /** Where finished lines go; stdout by default so the container runtime collects them. */
  write?: (line: string) => void;
}

/** One JSON object per line: what log shippers and `docker logs | jq` expect. */
export function createLogger({ level, write = writeStdout }: LoggerOptions): Logger {
  const make = (base: LogFields): Logger => {
    const at =
      (lineLevel: Exclude<LogLevel, 'silent'>): Method =>
      (msg, fields) => {
        if (RANK[lineLevel] < RANK[level]) return;
        const line = { time: new Date().toISOString(), level: lineLevel, msg, ...base, ...fields };
        write(JSON.stringify(line, replaceErrors));
      };
    return {
      debug: at('debug'),
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      child: (fields) => make({ ...base, ...fields }),
    };
  };
  return make({});
}

export const silentLogger: Logger = createLogger({ level: 'silent' });

function writeStdout(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** JSON.stringify drops an Error's own fields (message, stack are non-enumerable). */
function replaceErrors(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    const { name, message, stack } = value;
    const code = (value as Error & { code?: unknown }).code;
    return code === undefined ? { name, message, stack } : { name, message, code, stack };
  }
  return value;
}

import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildHandle {
  readonly name: string;
  readonly pid: number;
  readonly logFile: string;
  /** Resolves once the process has exited, whoever ended it. */
  readonly exited: Promise<ExitStatus>;
  hasExited(): boolean;
  /** Sends `signal`, escalates to SIGKILL after `timeoutMs`, resolves when the process is gone. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
  /** Fire-and-forget SIGTERM for `process.on('exit')`, where nothing can be awaited. */
  signalNow(signal?: NodeJS.Signals): void;
  /** The end of the log, for error messages. */
  logTail(lines?: number): string;
}

export interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** stdout and stderr both go here, written by the child itself (the file survives a crash). */
  logFile: string;
}

export function spawnLogged(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): ChildHandle {
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const fd = openSync(options.logFile, 'w');
  let child;
  try {
    child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', fd, fd],
    });
  } finally {
    closeSync(fd);
  }

  let status: ExitStatus | undefined;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => {
      status = { code, signal };
      resolve(status);
    });
    // A failed spawn (ENOENT) emits 'error' and never 'exit'.
    child.once('error', (error) => {
      status = { code: null, signal: null };
      appendToLog(options.logFile, `spawn failed: ${error.message}`);
      resolve(status);
    });
  });

  const pid = child.pid ?? -1;
  const logTail = (lines = 40) => readTail(options.logFile, lines);

  const signalNow = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (status !== undefined || pid < 0) return;
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  };

  const stop = async (signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 10_000) => {
    if (status !== undefined) return;
    signalNow(signal);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([exited, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      signalNow('SIGKILL');
      await exited;
    }
  };

  return {
    name,
    pid,
    logFile: options.logFile,
    exited,
    hasExited: () => status !== undefined,
    stop,
    signalNow,
    logTail,
  };
}

function readTail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function appendToLog(file: string, line: string): void {
  try {
    appendFileSync(file, `${line}\n`);
  } catch {
    // the log is best effort
  }
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnLogged } from './childProcess';
import { REPO_ROOT } from './paths';
import { freePort } from './services/freePort';
import { waitForHttp } from './waitForHttp';

export interface NodeServerOptions {
  /** For log lines, e.g. "bff 1". */
  label: string;
  /** The compiled entry, run as `node <entry>`. */
  entry: string;
  /** How to build the entry when it is missing. */
  buildHint: string;
  logFile: string;
  /** The environment variables that carry the host and the port chosen here. */
  hostVariable: string;
  portVariable: string;
  /** Everything else the server reads. */
  env: Record<string, string>;
  /** A path answering 200 once the server is ready. */
  readyPath: string;
  /**
   * Where the server's wall clock starts ("2026-03-02 09:00:00", UTC), through libfaketime; it
   * then runs on at real speed. For pictures that must not change with the date.
   */
  clockStartsAt?: string;
}

export interface RunningNodeServer {
  port: number;
  /** "127.0.0.1:<port>", as an nginx upstream server. */
  address: string;
  stop(): Promise<void>;
  stopNow(): void;
}

/** Starts one of our compiled Node servers the way production does, on a free loopback port. */
export async function startNodeServer(options: NodeServerOptions): Promise<RunningNodeServer> {
  if (!existsSync(options.entry)) {
    throw new Error(`${options.entry} is missing: run \`${options.buildHint}\` first.`);
  }
  const port = await freePort();
  const child = spawnLogged(options.label, process.execPath, [options.entry], {
    cwd: REPO_ROOT,
    // A clean environment: the runner's NODE_OPTIONS (tsx loaders) or a developer's DATABASE_URL
    // must not leak into the server under test.
    env: {
      ...pick(process.env, ['PATH', 'HOME', 'TMPDIR']),
      NODE_ENV: 'production',
      ...options.env,
      // The library preloaded into the server itself, not the `faketime` wrapper: the wrapper
      // forks, so stopping its PID left the server running. Only the wall clock moves.
      ...(options.clockStartsAt
        ? {
            LD_PRELOAD: libfaketime(),
            FAKETIME: `@${options.clockStartsAt}`,
            FAKETIME_DONT_FAKE_MONOTONIC: '1',
            TZ: 'UTC',
          }
        : {}),
      [options.hostVariable]: '127.0.0.1',
      [options.portVariable]: String(port),
    },
    logFile: options.logFile,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}${options.readyPath}`, {
      child,
      timeoutMs: 60_000,
      isReady: (status) => status === 200,
    });
  } catch (error) {
    await child.stop('SIGKILL', 5_000);
    throw error;
  }
  return {
    port,
    address: `127.0.0.1:${port}`,
    // Both servers drain in-flight requests on SIGTERM.
    stop: () => child.stop('SIGTERM', 15_000),
    stopNow: () => child.signalNow('SIGTERM'),
  };
}

function pick(env: NodeJS.ProcessEnv, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = env[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/** libfaketime as Debian installs it (tests/stack/ensure-system-deps.sh), for this machine's architecture. */
function libfaketime(): string {
  const found = readdirSync('/usr/lib', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('/usr/lib', entry.name, 'faketime', 'libfaketime.so.1'))
    .concat('/usr/lib/faketime/libfaketime.so.1')
    .find((candidate) => existsSync(candidate));
  if (found === undefined)
    throw new Error('libfaketime is missing: run tests/stack/ensure-system-deps.sh');
  return found;
}

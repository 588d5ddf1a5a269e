import { existsSync } from 'node:fs';
import { spawnLogged } from './childProcess';
import { BFF_ENTRY, REPO_ROOT } from './paths';
import { freePort } from './services/freePort';
import { waitForHttp } from './waitForHttp';

export interface BffOptions {
  /** Used in log file names: bff-<name>.log. */
  name: string;
  logFile: string;
  /** Everything but HOST and PORT, which are chosen here. */
  env: Record<string, string>;
}

export interface RunningBff {
  name: string;
  port: number;
  /** "127.0.0.1:<port>", as an nginx upstream server. */
  address: string;
  stop(): Promise<void>;
  stopNow(): void;
}

/** Starts the compiled BFF the way production does (`node bff/dist/server.js`). */
export async function startBff(options: BffOptions): Promise<RunningBff> {
  if (!existsSync(BFF_ENTRY)) {
    throw new Error(`${BFF_ENTRY} is missing: run \`npm run build -w bff\` first.`);
  }
  const port = await freePort();
  const child = spawnLogged(`bff ${options.name}`, process.execPath, [BFF_ENTRY], {
    cwd: REPO_ROOT,
    // A clean environment: the runner's NODE_OPTIONS (tsx loaders) or a developer's DATABASE_URL
    // must not leak into the server under test.
    env: {
      ...pick(process.env, ['PATH', 'HOME', 'TMPDIR']),
      NODE_ENV: 'production',
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    logFile: options.logFile,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, {
      child,
      timeoutMs: 60_000,
      isReady: (status) => status === 200,
    });
  } catch (error) {
    await child.stop('SIGKILL', 5_000);
    throw error;
  }
  return {
    name: options.name,
    port,
    address: `127.0.0.1:${port}`,
    // The BFF drains in-flight requests on SIGTERM (bounded by its SHUTDOWN_TIMEOUT_MS).
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

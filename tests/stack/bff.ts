import { startNodeServer, type RunningNodeServer } from './nodeServer';
import { BFF_ENTRY } from './paths';

export interface BffOptions {
  /** Used in log file names: bff-<name>.log. */
  name: string;
  logFile: string;
  /** Everything but HOST and PORT, which are chosen here. */
  env: Record<string, string>;
  /** See NodeServerOptions.clockStartsAt. */
  clockStartsAt?: string;
}

export interface RunningBff extends RunningNodeServer {
  name: string;
}

/** Starts the compiled BFF the way production does (`node bff/dist/server.js`). */
export async function startBff(options: BffOptions): Promise<RunningBff> {
  const server = await startNodeServer({
    label: `bff ${options.name}`,
    entry: BFF_ENTRY,
    buildHint: 'npm run build:bff',
    logFile: options.logFile,
    hostVariable: 'HOST',
    portVariable: 'PORT',
    env: options.env,
    readyPath: '/api/health',
    clockStartsAt: options.clockStartsAt,
  });
  return { name: options.name, ...server };
}

import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnLogged } from './childProcess';
import { findExecutable } from './executables';
import { writeNginxPrefix } from './nginxPrefix';
import type { NginxSettings } from './nginxTemplate';
import { freePort } from './services/freePort';
import { waitForHttp } from './waitForHttp';

export interface NginxOptions {
  siteDir: string;
  adminDir: string;
  sharedUiDir: string;
  /** "host:port" of each BFF replica. */
  bffUpstreams: string[];
  /**
   * "host:port" of each site server renderer (`node site/dist-server/server.js`): every path
   * under / that is not a file of siteDir, and /index.html, goes there.
   */
  siteUpstreams: string[];
  /**
   * "host:port" of each admin staff-screen renderer (`node admin/dist-server/server.js`); none
   * leaves the admin's addresses to the app, as nginx does when no renderer answers.
   */
  adminUpstreams?: string[];
  /** Where nginx-error.log, nginx-access.log and nginx.log go; defaults to the temp prefix. */
  logDir?: string;
  /** The image's operator settings (TLS, TRUSTED_PROXIES…); none by default, as in compose. */
  settings?: NginxSettings;
}

export interface RunningNginx {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Synchronous best effort for process exit hooks. */
  stopNow(): void;
}

// freePort() releases the port before nginx binds it, so another process can win the race.
const BIND_ATTEMPTS = 3;

/** Runs the production template under the system nginx on a free loopback port. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const nginx = findExecutable('nginx');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-nginx-'));
    const removeDir = () => rmSync(dir, { recursive: true, force: true });
    const logDir = options.logDir ?? dir;
    try {
      const prefix = await writeNginxPrefix({ ...options, dir, port, logDir });
      const child = spawnLogged(
        'nginx',
        nginx,
        // -e: the error log used before the configuration is read (default /var/log/nginx).
        ['-p', dir, '-c', prefix.confFile, '-e', prefix.errorLog],
        { logFile: path.join(logDir, 'nginx.log') },
      );
      const url = `http://127.0.0.1:${port}`;
      try {
        // nginx's own endpoint: / would wait on the site renderer.
        await waitForHttp(`${url}/healthz`, { child, timeoutMs: 15_000 });
      } catch (error) {
        await child.stop('SIGKILL', 5_000);
        const inUse = readIfExists(prefix.errorLog).includes('Address already in use');
        if (inUse && attempt < BIND_ATTEMPTS) {
          removeDir();
          continue;
        }
        throw new Error(
          `${error instanceof Error ? error.message : String(error)}\n` +
            `nginx error log ${prefix.errorLog}:\n${readIfExists(prefix.errorLog)}`,
        );
      }
      return {
        url,
        port,
        // SIGTERM is nginx's fast shutdown: the master stops its workers, then exits.
        stop: async () => {
          await child.stop('SIGTERM', 10_000);
          removeDir();
        },
        stopNow: () => {
          child.signalNow('SIGTERM');
          removeDir();
        },
      };
    } catch (error) {
      removeDir();
      throw error;
    }
  }
}

function readIfExists(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

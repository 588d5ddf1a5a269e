import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { silentLogger } from './log/logger';
import { startServer, type RunningServer } from './server';

export interface SignedInTestServer {
  server: RunningServer;
  /** The Cookie header of `admin`'s session. */
  cookie: string;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/**
 * A whole BFF on SQLite in a fresh temporary folder, on a free loopback port, with `admin` created
 * at start and signed in: what the renderers' tests read, as their servers read the BFF.
 */
export async function startSignedInTestServer(
  admin: { username: string; password: string },
  folderPrefix: string,
): Promise<SignedInTestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    },
    dataDir,
  );
  const server = await startServer(config, { logger: silentLogger });
  const close = async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) {
    await close();
    throw new Error(`the test admin's sign-in answered ${login.status}`);
  }
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { server, cookie, close };
}

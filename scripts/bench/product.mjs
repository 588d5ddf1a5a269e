// Runs the built product in one process (the embedded `npm start`) for a benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, staleBundles } from '../build-state.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function assertFreshBuild() {
  // BENCH_ACCEPT_STALE=1 measures what is built while sources are being edited elsewhere.
  if (process.env.BENCH_ACCEPT_STALE !== '1' && staleBundles().length > 0) {
    console.error('Bundles are missing or stale: run `npm run build` first.');
    process.exit(1);
  }
}

/**
 * Starts the embedded product on a free port with its own data folder (demo posts seeded when
 * asked), resolves once it listens. `stop()` ends it and removes the data.
 */
export async function startProduct({ seedDemo = false, env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: String(seedDemo),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Listening on')) resolve();
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

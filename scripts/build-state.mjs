// Decides which bundles need a build: one is stale when it has no output yet, or when any of
// its sources (or the shared contract and kit it compiles against) changed after its output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/**
 * Each workspace (its folder as `name`, its package name as `workspace`: `-w bff` would also select
 * the packages nested under bff/): the file its build writes last, and the inputs that feed it.
 */
export const bundles = [
  // The BFF runs the two packages' compiled output under Node; bundles compile their source.
  {
    name: 'bff/contract',
    workspace: '@app/contract',
    output: 'bff/contract/dist/index.js',
    inputs: ['bff/contract'],
  },
  {
    name: 'bff/server-kit',
    workspace: '@app/server-kit',
    output: 'bff/server-kit/dist/revisionCache.js',
    inputs: ['bff/server-kit'],
  },
  {
    name: 'shared-ui',
    workspace: '@app/shared-ui',
    output: 'shared-ui/dist/remoteEntry.js',
    inputs: ['shared-ui'],
  },
  {
    name: 'site',
    workspace: '@app/site',
    // The client bundle and its server renderer are built together; the renderer needs both.
    output: 'site/dist-server/renderer.js',
    inputs: ['site', 'shared-ui/src', 'shared-ui/host', 'bff/contract/src'],
  },
  {
    name: 'admin',
    workspace: '@app/admin',
    output: 'admin/dist/sign-in.html',
    inputs: ['admin', 'shared-ui/src', 'shared-ui/host', 'bff/contract/src'],
  },
  { name: 'bff', workspace: '@app/bff', output: 'bff/dist/server.js', inputs: ['bff'] },
];

const skipped = new Set(['node_modules', 'dist', 'dist-server', 'data', 'coverage']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (skipped.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function staleBundles() {
  return bundles.filter(({ output, inputs }) => {
    const out = join(root, output);
    if (!existsSync(out)) return true;
    const builtAt = statSync(out).mtimeMs;
    return inputs.some((input) => newestMtime(join(root, input)) > builtAt);
  });
}

/** Builds whichever bundle is missing or older than its sources; exits the process if a build fails. */
export function buildStale() {
  const stale = staleBundles();
  if (stale.length === 0) return;
  console.log(`Building ${stale.map((bundle) => bundle.name).join(', ')}…`);
  const args = ['run', 'build', ...stale.flatMap((bundle) => ['-w', bundle.workspace])];
  const build = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

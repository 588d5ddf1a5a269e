// Fails when package-lock.json is not what `npm install --package-lock-only` makes of the manifests:
// an incomplete lockfile (for example one written on a machine that left out another platform's
// optional native bindings) makes `npm ci` install a different tree on a Mac or a Windows machine.
// Works on a copy of the manifests, so the checkout and its node_modules are never touched.
// `npm install` itself completes a lockfile in place, so after it the working copy proves nothing:
// while the manifests are as committed, the committed lockfile is the one checked.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const files = [
  'package.json',
  'package-lock.json',
  '.npmrc',
  ...manifest.workspaces.map((workspace) => join(workspace, 'package.json')),
];

/** The committed lockfile when no manifest has changed since the last commit, else the working one. */
function lockfileToCheck() {
  const manifests = files.filter((file) => file.endsWith('package.json'));
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const unchanged = git(['diff', '--quiet', 'HEAD', '--', ...manifests]).status === 0;
  const committed = unchanged ? git(['show', 'HEAD:package-lock.json']) : undefined;
  return committed?.status === 0
    ? { text: committed.stdout, from: 'the committed package-lock.json' }
    : { text: readFileSync(join(root, 'package-lock.json'), 'utf8'), from: 'package-lock.json' };
}

const copy = mkdtempSync(join(tmpdir(), 'lockfile-check-'));
try {
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  const checked = lockfileToCheck();
  writeFileSync(join(copy, 'package-lock.json'), checked.text);
  const npm = spawnSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: copy, encoding: 'utf8' },
  );
  if (npm.status !== 0) {
    console.error(npm.stdout, npm.stderr);
    throw new Error(`npm install --package-lock-only exited ${npm.status}`);
  }
  const before = checked.text;
  const after = readFileSync(join(copy, 'package-lock.json'), 'utf8');
  if (before !== after) {
    const beforeLines = new Set(before.split('\n'));
    const added = after.split('\n').filter((line) => !beforeLines.has(line));
    console.error(
      `${checked.from} is incomplete or stale: \`npm install --package-lock-only\` changes it.\n` +
        `First lines it adds:\n${added.slice(0, 20).join('\n')}\n` +
        'Run `npm install --package-lock-only` and commit package-lock.json.',
    );
    process.exitCode = 1;
  } else {
    console.log(`${checked.from}: complete and current`);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createSequelize, loadConfig, runMigrations, silentLogger } from '@app/bff/testing';
import { REPO_ROOT } from '../stack/paths';
import { readmeNpmCommands, type NpmCommand } from './readmeCommands';

// Every npm command the README gives is run as written and must exit 0, or, when running it here
// makes no sense, its script must exist. A command the README gains is neither until it is
// classified below, so the README cannot document a command nobody checked.

const rootPackage = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};
const workspaces = rootPackage.workspaces.map((dir) => ({
  dir,
  name: (
    JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as {
      name: string;
    }
  ).name,
}));

const scriptsOf = (dir: string): Record<string, string> =>
  (
    JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    }
  ).scripts ?? {};

/** What `-w selector` selects: a workspace by name, or every workspace at or under a path. */
function selected(selector: string): string[] {
  const dir = selector.replace(/^\.\//, '').replace(/\/+$/, '');
  return workspaces
    .filter((ws) => ws.name === selector || ws.dir === dir || ws.dir.startsWith(`${dir}/`))
    .map((ws) => ws.name);
}

/** Run here, in this order (the builds the others need first), against a temporary database. */
const RUN = ['build:bff', 'user:create', 'media:sweep', 'lockfile:check'];

const SUITE = 'is this test suite or contains it: running it here would run itself';
/** Only checked to exist as a root script, and why. */
const CHECKED_ONLY: Record<string, string> = {
  install: 'npm itself, from the registry; this suite runs in the installed tree',
  start: 'serves until stopped; tests/e2e/embedded.e2e.ts starts the product exactly this way',
  build: 'builds every bundle (minutes); `npm run test:e2e` runs it before the end-to-end suite',
  format: 'rewrites the files of the working tree',
  test: SUITE,
  'test:unit': SUITE,
  'test:e2e': SUITE,
  'test:future-clock': SUITE,
  lint: 'part of `npm test`, run there on its own',
  typecheck: 'part of `npm test`, run there on its own',
  bench: 'benchmarks take minutes and want an idle machine',
};
const checkedOnly = (script: string): string | undefined =>
  CHECKED_ONLY[script] ?? (script.startsWith('bench:') ? CHECKED_ONLY.bench : undefined);

const commands = readmeNpmCommands(readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8'));

describe('the README commands', () => {
  it('finds the commands the README gives', () => {
    expect(commands.map((command) => command.script)).toEqual(
      expect.arrayContaining(['install', 'start', 'test', 'user:create']),
    );
  });

  it.each(commands.map((command) => [command.text, command] as const))(
    '%s is classified, its script exists and its workspace flags select one workspace each',
    (_text, command: NpmCommand) => {
      const classified = RUN.includes(command.script) || checkedOnly(command.script) !== undefined;
      expect({ command: command.text, classified }).toEqual({
        command: command.text,
        classified: true,
      });
      for (const selector of command.workspaces) {
        expect({ selector, selects: selected(selector).length }).toEqual({ selector, selects: 1 });
      }
      if (command.script !== 'install' && command.workspaces.length === 0) {
        expect(Object.keys(rootPackage.scripts)).toContain(command.script);
      }
      for (const name of command.workspaces.flatMap(selected)) {
        const dir = workspaces.find((ws) => ws.name === name)!.dir;
        expect({ name, scripts: Object.keys(scriptsOf(dir)) }).toEqual({
          name,
          scripts: expect.arrayContaining([command.script]),
        });
      }
    },
  );

  // `-w bff` also selects bff/contract and bff/server-kit: a script they lack fails there (exit 1
  // after the BFF did the work), a script they have runs three times.
  it.each(Object.entries(rootPackage.scripts))(
    'the root script %s selects one workspace with each -w',
    (_name, script) => {
      for (const [, selector = ''] of script.matchAll(/(?:-w|--workspace)[ =](\S+)/g)) {
        expect({ selector, selects: selected(selector) }).toEqual({
          selector,
          selects: [expect.any(String)],
        });
      }
    },
  );

  describe('run as written', () => {
    let dataDir: string;
    const runnable = commands
      .filter((command) => RUN.includes(command.script))
      .sort((a, b) => RUN.indexOf(a.script) - RUN.indexOf(b.script));

    // The database as a started server leaves it: the commands operate on a running install.
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'readme-commands-'));
      const config = loadConfig({ DATA_DIR: dataDir }, dataDir);
      const sequelize = createSequelize(config.database, { logger: silentLogger });
      await runMigrations(sequelize, silentLogger);
      await sequelize.close();
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('runs at least the account command', () => {
      expect(runnable.map((command) => command.script)).toContain('user:create');
    });

    it.each(runnable.map((command) => [command.text] as const))(
      '%s exits 0',
      (text) => {
        // The server's configuration, minus anything pointing at a real database or bucket.
        const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
        for (const name of Object.keys(env)) {
          if (/^(DATABASE_URL|S3_|ADMIN_|SMTP_)/.test(name)) delete env[name];
        }
        const result = spawnSync('sh', ['-c', text], { cwd: REPO_ROOT, env, encoding: 'utf8' });
        expect({
          text,
          status: result.status,
          stderr: result.status === 0 ? '' : result.stderr,
        }).toEqual({ text, status: 0, stderr: '' });
        expect(result.stderr).not.toMatch(/Missing script/);
      },
      300_000,
    );
  });
});

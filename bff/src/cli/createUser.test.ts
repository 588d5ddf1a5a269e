import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { captureOutput } from '../../tests/helpers/captureOutput';
import { PASSWORD, XHR } from '../../tests/helpers/content';
import {
  DIALECTS,
  commandEnv,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { runCreateUser } from './createUser';

describe.each(DIALECTS)('user:create on %s', (dialect) => {
  let db: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    // Not migrated: the command must create the tables of a fresh database itself.
    db = await openTestDatabase(dialect, { migrate: false });
    env = commandEnv(db);
  });
  afterAll(async () => {
    await db.cleanup();
  });

  it('creates a user the server then signs in', async () => {
    const io = captureOutput();
    const code = await runCreateUser(
      ['--username', ' Editor ', '--password', PASSWORD, '--role', 'moderator'],
      env,
      ...io.write,
    );
    expect(io.err).toEqual([]);
    expect(code).toBe(0);
    expect(io.out.join('')).toMatch(/^Created user "editor" with role "moderator" \(id \d+\)\.\n$/);

    const app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    const login = await request(app.callback())
      .post('/api/login')
      .set(XHR)
      .send({ username: 'editor', password: PASSWORD })
      .expect(200);
    expect(login.body.user).toMatchObject({ username: 'editor', role: 'moderator' });
  });

  it('refuses a taken name, bad input and incomplete arguments', async () => {
    let io = captureOutput();
    expect(
      await runCreateUser(
        ['--username', 'EDITOR', '--password', PASSWORD, '--role', 'admin'],
        env,
        ...io.write,
      ),
    ).toBe(1);
    expect(io.err.join('')).toBe('A user named "editor" already exists.\n');

    io = captureOutput();
    expect(
      await runCreateUser(
        ['--username', 'x y', '--password', 'short', '--role', 'Admin!'],
        env,
        ...io.write,
      ),
    ).toBe(1);
    expect(io.err.join('')).toBe(
      [
        'username: Username contains invalid characters',
        'password: Password must be at least 8 characters',
        'role: Role must be 1-32 lower-case letters, digits, _ or -',
        '',
      ].join('\n'),
    );

    io = captureOutput();
    expect(await runCreateUser(['--username', 'someone'], env, ...io.write)).toBe(2);
    expect(io.err.join('')).toMatch(/all required[\s\S]*Usage:/);

    io = captureOutput();
    expect(await runCreateUser(['--nope'], env, ...io.write)).toBe(2);
  });
});

it('user:create reads a relative DATA_DIR from where npm was run (INIT_CWD), like the server', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cli-'));
  try {
    const io = captureOutput();
    const code = await runCreateUser(
      ['--username', 'someone', '--password', PASSWORD, '--role', 'admin'],
      { INIT_CWD: dir, DATA_DIR: 'data' },
      ...io.write,
    );
    expect(io.err).toEqual([]);
    expect(code).toBe(0);
    expect(existsSync(path.join(dir, 'data', 'app.sqlite'))).toBe(true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

it('user:create reports a bad configuration instead of crashing', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cli-'));
  try {
    const io = captureOutput();
    const code = await runCreateUser(
      ['--username', 'someone', '--password', PASSWORD, '--role', 'admin'],
      { DATA_DIR: dir, DATABASE_URL: 'postgres://nope' },
      ...io.write,
    );
    expect(code).toBe(1);
    expect(io.err.join('')).toMatch(/DATABASE_URL/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

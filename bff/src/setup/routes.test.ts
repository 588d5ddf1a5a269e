import { API_PATHS } from '@app/contract/paths';
import { errorText } from '@app/contract/errorCodes';
import { SETUP_LINK_TTL_MS } from '@app/contract/setup';
import request from 'supertest';
import { addUser, PASSWORD, XHR } from '../../tests/helpers/content';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { usersTable } from '../users/usersTable';
import { setupLinkLine } from './announceSetup';

const ORIGIN = 'http://127.0.0.1:8080';

// Password hashing (argon2) takes its time on a busy machine.
jest.setTimeout(30_000);

describe.each(DIALECTS)('the first admin through the setup link on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let server: ReturnType<ReturnType<typeof createApp>['callback']>;

  beforeEach(async () => {
    db = await openTestDatabase(dialect);
    clock = new Date('2026-03-01T08:00:00.000Z');
    server = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => clock,
    }).callback();
  });
  afterEach(async () => {
    await db.cleanup();
  });

  /** The token of the line a start prints, as its reader would copy it. */
  async function printedToken(): Promise<string> {
    const line = await setupLinkLine(db.sequelize, ORIGIN, clock);
    const match = /http:\/\/127\.0\.0\.1:8080\/admin\/setup#([A-Za-z0-9_-]{43})\n$/.exec(
      line ?? '',
    );
    expect(match).not.toBeNull();
    return match![1]!;
  }
  const check = (token: string) =>
    request(server).post(API_PATHS.setupCheck).set(XHR).send({ token });
  const use = (token: string, username = 'founder', password = PASSWORD) =>
    request(server).post(API_PATHS.setupUse).set(XHR).send({ token, username, password });
  const admins = () => usersTable(db.sequelize).count({ where: { role: 'admin' } });

  it('creates the admin and signs them in; the link and the endpoints are then gone', async () => {
    const token = await printedToken();
    expect((await check(token)).status).toBe(200);

    const agent = request.agent(server);
    const created = await agent
      .post(API_PATHS.setupUse)
      .set(XHR)
      .send({ token, username: ' Founder ', password: PASSWORD });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ username: 'founder', role: 'admin' });
    const me = await agent.get(API_PATHS.me);
    expect(me.body.user).toMatchObject({ username: 'founder', role: 'admin' });
    const login = await request(server)
      .post(API_PATHS.login)
      .set(XHR)
      .send({ username: 'founder', password: PASSWORD });
    expect(login.status).toBe(200);

    // Used, and an admin exists: 410 for this link and any other, and no line at the next start.
    const closed = await use(token, 'second');
    expect(closed.status).toBe(410);
    expect(closed.body).toEqual({ error: errorText('setup.done'), code: 'setup.done' });
    expect((await check(token)).status).toBe(410);
    expect(await setupLinkLine(db.sequelize, ORIGIN, clock)).toBeNull();
    expect(await admins()).toBe(1);
  });

  it('expires an hour after the start that printed it', async () => {
    const token = await printedToken();
    clock = new Date(clock.getTime() + SETUP_LINK_TTL_MS - 1_000);
    expect((await check(token)).status).toBe(200);
    clock = new Date(clock.getTime() + 2_000);
    const expired = await check(token);
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual({
      error: errorText('setup.link-invalid'),
      code: 'setup.link-invalid',
    });
    expect((await use(token)).status).toBe(404);
    expect(await admins()).toBe(0);
  });

  it('counts only the newest link: each start prints a new one and voids the older', async () => {
    const first = await printedToken();
    const second = await printedToken();
    expect(second).not.toBe(first);
    expect((await check(first)).status).toBe(404);
    expect((await use(first)).status).toBe(404);
    expect((await use(second)).status).toBe(200);
  });

  it('refuses made-up and malformed tokens alike, and weak or bad input with 400', async () => {
    await printedToken();
    expect((await check('A'.repeat(43))).status).toBe(404);
    expect((await check('short')).status).toBe(404);
    const token = await printedToken();
    const weak = await use(token, 'founder', 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toEqual([expect.any(String)]);
    expect(weak.body.fieldCodes.password).toEqual([
      { code: 'field.password-weak', params: { warning: expect.any(String) } },
    ]);
    const badName = await use(token, 'no spaces allowed');
    expect(badName.status).toBe(400);
    expect(badName.body.fieldCodes.username).toEqual([{ code: 'field.username-characters' }]);
    // Refusals do not use the link up.
    expect((await check(token)).status).toBe(200);
  });

  it('answers 410 once an admin exists, whoever made it', async () => {
    const token = await printedToken();
    await addUser(db.sequelize, 'layla', 'admin');
    expect((await check(token)).status).toBe(410);
    expect((await use(token)).status).toBe(410);
    expect(await setupLinkLine(db.sequelize, ORIGIN, clock)).toBeNull();
  });

  it('keeps the setup open while the only admin accounts are moderators or deactivated', async () => {
    await addUser(db.sequelize, 'omar', 'moderator');
    expect(await setupLinkLine(db.sequelize, ORIGIN, clock)).not.toBeNull();
  });

  it("refuses a moderator's username for the first admin, by its code, and keeps the link", async () => {
    await addUser(db.sequelize, 'omar', 'moderator');
    const token = await printedToken();
    const taken = await use(token, 'omar');
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      code: 'request.invalid',
      fields: { username: [errorText('field.username-taken')] },
      fieldCodes: { username: [{ code: 'field.username-taken' }] },
    });
    expect((await check(token)).status).toBe(200);
  });

  it('makes exactly one admin of two submissions racing with the same link', async () => {
    const token = await printedToken();
    const answers = await Promise.all([use(token, 'first'), use(token, 'second')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(await admins()).toBe(1);
  });
});

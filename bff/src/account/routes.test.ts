import request from 'supertest';
import type { StaffSession } from '@app/contract/staff';
import { addUser, PASSWORD, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './routes';

const NEW_PASSWORD = 'tangerine-orbit-ledger-42';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** Tests that hash many passwords on a loaded 2-core machine. */
const SLOW_MS = 60_000;

type App = ReturnType<typeof createApp>;

describe.each(DIALECTS)('account routes on %s', (dialect) => {
  let db: TestDatabase;
  let app: App;
  const appOn = () =>
    createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    for (const table of ['rate_limits', 'sessions', 'audit_log', 'users']) {
      await db.sequelize.query(`DELETE FROM ${table}`);
    }
    await addUser(db.sequelize, 'omar', 'moderator');
    await addUser(db.sequelize, 'layla', 'admin');
    app = appOn();
  });

  /** A cookie-keeping client signed in as omar from the given browser. */
  const omarOn = async (target: App, userAgent: string): Promise<Agent> => {
    const agent = request.agent(target.callback());
    await agent
      .post('/api/login')
      .set(XHR)
      .set('User-Agent', userAgent)
      .send({ username: 'omar', password: PASSWORD })
      .expect(200);
    return agent;
  };
  const sessionsOf = async (agent: Agent): Promise<StaffSession[]> =>
    ((await agent.get('/api/account/sessions').expect(200)).body as { sessions: StaffSession[] })
      .sessions;
  const isSignedIn = async (agent: Agent): Promise<boolean> =>
    (await agent.get('/api/auth/me').expect(200)).body.user !== null;
  const changePassword = (agent: Agent, currentPassword: string, newPassword: string) =>
    agent.post('/api/account/password').set(XHR).send({ currentPassword, newPassword });

  it('needs a signed-in account: 401 without one', async () => {
    await request(app.callback()).get('/api/account/sessions').expect(401);
    await request(app.callback())
      .post('/api/account/password')
      .set(XHR)
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(401);
  });

  it('lists only the member’s own live sessions, with device, address and which is this one', async () => {
    const laptop = await omarOn(app, MAC_CHROME);
    const phone = await omarOn(appOn(), IPHONE_SAFARI);
    await signedIn(app, 'layla');
    const sessions = await sessionsOf(laptop);
    expect(
      sessions
        .map(({ device, current }) => ({ device, current }))
        .sort((a, b) => a.device.localeCompare(b.device)),
    ).toEqual([
      { device: 'Chrome on macOS', current: true },
      { device: 'Safari on iOS', current: false },
    ]);
    for (const session of sessions) {
      expect(session.address).toMatch(/127\.0\.0\.1/);
      expect(Number.isNaN(Date.parse(session.lastSeenAt))).toBe(false);
    }
    expect((await sessionsOf(phone)).filter((session) => session.current)).toHaveLength(1);
  });

  it('ends one session of the member’s, on every replica, and no one else’s', async () => {
    const laptop = await omarOn(app, MAC_CHROME);
    const phone = await omarOn(appOn(), IPHONE_SAFARI);
    const layla = await signedIn(app, 'layla');
    const laylaSession = (await sessionsOf(layla))[0]!;
    await laptop.delete(`/api/account/sessions/${laylaSession.id}`).set(XHR).expect(404);
    await laptop.delete('/api/account/sessions/not-an-id').set(XHR).expect(404);
    expect(await isSignedIn(layla)).toBe(true);

    const phoneSession = (await sessionsOf(laptop)).find((session) => !session.current)!;
    await laptop.delete(`/api/account/sessions/${phoneSession.id}`).set(XHR).expect(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    await laptop.delete(`/api/account/sessions/${phoneSession.id}`).set(XHR).expect(404);
  });

  it('"sign out other sessions" ends every other one, even with their requests in flight', async () => {
    const laptop = await omarOn(app, MAC_CHROME);
    const otherReplica = appOn();
    const others = [await omarOn(otherReplica, IPHONE_SAFARI), await omarOn(app, IPHONE_SAFARI)];
    const running = others.flatMap((agent) =>
      Array.from({ length: 10 }, () => agent.get('/api/auth/me').then((r) => r.status)),
    );
    const ended = await laptop.post('/api/account/sessions/end-others').set(XHR).expect(200);
    expect(ended.body.endedSessions).toBe(2);
    expect(new Set(await Promise.all(running))).toEqual(new Set([200]));
    for (const agent of others) expect(await isSignedIn(agent)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
  });

  it(
    'changes the password: the current one is required, a common one refused, other sessions end',
    async () => {
      const laptop = await omarOn(app, MAC_CHROME);
      const phone = await omarOn(appOn(), IPHONE_SAFARI);

      const wrong = await changePassword(laptop, 'not-my-password', NEW_PASSWORD).expect(400);
      expect(wrong.body.fields).toEqual({ currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] });
      const common = await changePassword(laptop, PASSWORD, 'password1234').expect(400);
      expect(common.body.fields.newPassword[0]).toMatch(/too easy to guess/);
      const short = await changePassword(laptop, PASSWORD, 'short').expect(400);
      expect(short.body.fields.newPassword).toEqual(['Password must be at least 8 characters']);
      expect(await isSignedIn(phone)).toBe(true);

      const done = await changePassword(laptop, PASSWORD, NEW_PASSWORD).expect(200);
      expect(done.body.endedSessions).toBe(1);
      expect(await isSignedIn(phone)).toBe(false);
      expect(await isSignedIn(laptop)).toBe(true);
      await request(app.callback())
        .post('/api/login')
        .set(XHR)
        .send({ username: 'omar', password: PASSWORD })
        .expect(401);
      await signedIn(app, 'omar', NEW_PASSWORD);
    },
    SLOW_MS,
  );

  it(
    'wrong current passwords count against the sign-in budget of the account',
    async () => {
      const laptop = await omarOn(app, MAC_CHROME);
      const statuses: number[] = [];
      for (let guess = 0; guess < 8; guess += 1) {
        statuses.push((await changePassword(laptop, `guess-number-${guess}`, NEW_PASSWORD)).status);
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    },
    SLOW_MS,
  );
});

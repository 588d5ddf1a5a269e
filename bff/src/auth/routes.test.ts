import { createHash } from 'node:crypto';
import argon2 from 'argon2';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { captureLogs } from '../../tests/helpers/captureLogs';
import { addUser, PASSWORD, signedIn, XHR } from '../../tests/helpers/content';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE } from '@app/contract/auth';
import { silentLogger } from '../log/logger';
import { usersTable } from '../users/usersTable';
import { DEVICE_COOKIE } from './deviceCookie';
import { LOGIN_LIMITS } from './loginThrottle';
import { hashPassword } from './password';
import { SESSION_COOKIE } from './session';

/** The `sid=...` and `sid.sig=...` pairs of a response, ready for a Cookie header. */
function sessionCookies(setCookie: string[] | string | undefined): string {
  const cookies = typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []);
  return cookies
    .map((cookie) => cookie.split(';')[0]!)
    .filter(
      (pair) => pair.startsWith(`${SESSION_COOKIE}=`) || pair.startsWith(`${SESSION_COOKIE}.sig=`),
    )
    .join('; ');
}

function sessionId(setCookie: string[] | string | undefined): string | undefined {
  const pair = sessionCookies(setCookie)
    .split('; ')
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return pair?.slice(SESSION_COOKIE.length + 1);
}

/** argon2id, 19 MiB, 1 lane, 2 passes, as the encoded hash spells them. */
const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/;

/** For tests that verify dozens of argon2id hashes: on a loaded 2-core machine 5 s is not enough. */
const MANY_HASHES_MS = 60_000;

const rowIdOf = (sid: string) => createHash('sha256').update(sid).digest('hex');

type App = ReturnType<typeof createApp>;

const appOn = (db: TestDatabase): App =>
  createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });

/**
 * Failures are counted in fixed 15-minute windows of the clock, so a test that ran across a
 * window's edge on the real clock would start counting afresh half-way (slow runs at 15:30 and at
 * 05:00 did): its app's clock stands still in the middle of the current window.
 */
function appAtMidWindow(db: TestDatabase): App {
  const { windowMs } = LOGIN_LIMITS.perAddress;
  const at = new Date(Math.floor(Date.now() / windowMs) * windowMs + windowMs / 2);
  return createApp({
    config: db.config,
    sequelize: db.sequelize,
    logger: silentLogger,
    now: () => at,
  });
}

/** Runs `body` against an app on a fresh SQLite database started with `env`, user layla in it. */
async function withSqliteApp(env: Record<string, string>, body: (app: App) => Promise<void>) {
  const db = await openTestDatabase('sqlite', { env });
  try {
    await addUser(db.sequelize, 'layla', 'admin');
    await body(appOn(db));
  } finally {
    await db.cleanup();
  }
}

/** A sign-in request carrying the CSRF header, ready for `.send(...)`. */
const postLogin = (app: App) => request(app.callback()).post('/api/login').set(XHR);

/** The session check's answer for no (or no longer a) session: 200 with a null user. */
async function expectSignedOut(check: request.Test): Promise<void> {
  const response = await check.expect(200);
  expect(response.body).toEqual({ user: null });
}

/** `GET /api/auth/me` with the given Cookie header, not through an agent. */
const me = (app: App, cookies: string) =>
  request(app.callback()).get('/api/auth/me').set('Cookie', cookies);

/** Signs in (asserting 200) without an agent; the response and its session cookie and id. */
async function signIn(app: App, username = 'layla', password = PASSWORD) {
  const response = await postLogin(app).send({ username, password }).expect(200);
  const setCookie = response.headers['set-cookie'];
  return { response, cookies: sessionCookies(setCookie), sid: sessionId(setCookie)! };
}

describe.each(DIALECTS)('auth routes on %s', (dialect) => {
  let db: TestDatabase;
  let app: App;

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    app = appOn(db);
    await addUser(db.sequelize, 'layla', 'admin');
    await addUser(db.sequelize, 'omar', 'moderator');
    await addUser(db.sequelize, 'viewer', 'viewer');
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    // Every test signs in from 127.0.0.1; each starts with a fresh brute-force budget.
    await db.sequelize.query('DELETE FROM rate_limits');
  });

  /** The `sessions` row of a session id (stored under its hash), or undefined. */
  const sessionRow = async <T extends object>(columns: string, sid: string) => {
    const [row] = await db.sequelize.query<T>(`SELECT ${columns} FROM sessions WHERE id = ?`, {
      replacements: [rowIdOf(sid)],
      type: QueryTypes.SELECT,
    });
    return row;
  };

  /** Sets one column of the `sessions` row of a session id. */
  const updateSession = (column: 'expires_at' | 'data', value: unknown, sid: string) =>
    db.sequelize.query(`UPDATE sessions SET ${column} = ? WHERE id = ?`, {
      replacements: [value, rowIdOf(sid)],
    });

  describe('POST /api/login', () => {
    it('signs in: 200 with the user, a signed HttpOnly SameSite=Lax cookie, the hash unexposed', async () => {
      const { response } = await signIn(app, '  Layla ');
      expect(response.body).toEqual({
        user: { id: expect.any(Number), username: 'layla', role: 'admin' },
      });
      const cookies = response.headers['set-cookie'] as unknown as string[];
      const sid = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
      expect(sid).toMatch(/; httponly/i);
      expect(sid).toMatch(/; samesite=lax/i);
      expect(sid).not.toMatch(/; secure/i);
      expect(cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}.sig=`))).toBe(true);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('keeps sessions server-side, keyed by a hash of the id, never the id itself', async () => {
      const { sid } = await signIn(app);
      expect(sid.length).toBeGreaterThanOrEqual(43);
      const rows = await db.sequelize.query<{ id: string; data: string }>(
        'SELECT id, data FROM sessions WHERE id IN (?, ?)',
        { replacements: [sid, rowIdOf(sid)], type: QueryTypes.SELECT },
      );
      expect(rows.map((row) => row.id)).toEqual([rowIdOf(sid)]);
      expect(JSON.parse(rows[0]!.data)).toMatchObject({ userId: expect.any(Number) });
    });

    it('answers 401 with one message for a wrong password and for an unknown user', async () => {
      const wrong = await postLogin(app)
        .send({ username: 'layla', password: 'not-the-password' })
        .expect(401);
      const unknown = await postLogin(app)
        .send({ username: 'nobody', password: 'whatever-password' })
        .expect(401);
      expect(wrong.body).toMatchObject({
        error: LOGIN_FAILED_MESSAGE,
        message: LOGIN_FAILED_MESSAGE,
      });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      [
        'an empty body',
        {},
        { username: ['Username is required'], password: ['Password is required'] },
      ],
      [
        'a short username and password',
        { username: ' ab ', password: 'short' },
        {
          username: ['Username must be at least 3 characters'],
          password: ['Password must be at least 8 characters'],
        },
      ],
      [
        'a long username',
        { username: 'a'.repeat(51), password: PASSWORD },
        { username: ['Username must be less than 50 characters'] },
      ],
      [
        'odd characters',
        { username: 'layla<script>', password: PASSWORD },
        { username: ['Username contains invalid characters'] },
      ],
      [
        'a huge password',
        { username: 'layla', password: 'x'.repeat(5000) },
        { password: ['Password must be at most 1024 characters'] },
      ],
    ])('validates as the sign-in form does (400): %s', async (_what, body, fields) => {
      const response = await postLogin(app).send(body).expect(400);
      expect(response.body).toMatchObject({ error: 'Validation failed', fields });
    });

    it('answers malformed JSON with 400, a form post with 415, a huge body with 413', async () => {
      await postLogin(app)
        .set('Content-Type', 'application/json')
        .send('{"username": "layla",')
        .expect(400, { error: 'Malformed JSON body', code: 'request.malformed-json' });
      await postLogin(app).type('form').send(`username=layla&password=${PASSWORD}`).expect(415);
      await postLogin(app)
        .send({ username: 'layla', password: 'x'.repeat(20_000) })
        .expect(413);
    });

    it('refuses a sign-in without X-Requested-With (403, CSRF)', async () => {
      const response = await request(app.callback())
        .post('/api/login')
        .send({ username: 'layla', password: PASSWORD })
        .expect(403);
      expect(response.body).toMatchObject({ error: 'Missing X-Requested-With header' });
    });

    it('rotates the session id at sign-in: the earlier session is gone', async () => {
      const agent = await signedIn(app, 'layla');
      const first = await agent.get('/api/auth/me').expect(200);
      const firstCookies = sessionCookies(first.headers['set-cookie']);
      const second = await agent
        .post('/api/login')
        .set(XHR)
        .send({ username: 'omar', password: PASSWORD })
        .expect(200);
      expect(sessionId(second.headers['set-cookie'])).not.toBe(
        sessionId(first.headers['set-cookie']),
      );
      // The cookie from before the second sign-in no longer opens anything.
      await expectSignedOut(me(app, firstCookies));
      expect((await agent.get('/api/auth/me').expect(200)).body.user.username).toBe('omar');
    });

    it('upgrades a hash made with weaker parameters at sign-in', async () => {
      const users = usersTable(db.sequelize);
      const weak = await argon2.hash(PASSWORD, {
        type: argon2.argon2id,
        memoryCost: 4096,
        timeCost: 1,
        parallelism: 1,
      });
      await users.update({ passwordHash: weak }, { where: { username: 'omar' } });
      await signedIn(app, 'omar');
      const { passwordHash } = (await users.findOne({ where: { username: 'omar' } }))!;
      expect(passwordHash).not.toBe(weak);
      expect(passwordHash).toMatch(OWASP_ARGON2ID);
    });
  });

  describe('brute force', () => {
    const { perAccountAndAddress, perAddress } = LOGIN_LIMITS;

    // Every attempt happens at one instant in the middle of a window (see appAtMidWindow).
    let pinned: App;
    beforeAll(() => {
      pinned = appAtMidWindow(db);
    });
    const attempt = (username: string, password = 'wrong-password') =>
      postLogin(pinned).send({ username, password });

    it(
      `answers 429 with Retry-After after ${perAccountAndAddress.limit} failures at one account from one address`,
      async () => {
        for (let i = 0; i < perAccountAndAddress.limit; i += 1) {
          await attempt('layla').expect(401);
        }
        const refused = await attempt('layla', PASSWORD).expect(429);
        expect(refused.body).toMatchObject({
          error: LOGIN_THROTTLED_MESSAGE,
          message: LOGIN_THROTTLED_MESSAGE,
        });
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        // Other accounts are not affected.
        await attempt('omar', PASSWORD).expect(200);
      },
      MANY_HASHES_MS,
    );

    it(
      'a successful sign-in starts the pair afresh',
      async () => {
        for (let i = 0; i < perAccountAndAddress.limit - 1; i += 1) {
          await attempt('layla').expect(401);
        }
        await attempt('layla', PASSWORD).expect(200);
        for (let i = 0; i < perAccountAndAddress.limit; i += 1) {
          await attempt('layla').expect(401);
        }
        await attempt('layla').expect(429);
      },
      MANY_HASHES_MS,
    );

    it(
      'limits the failures of one client address across usernames',
      async () => {
        for (let i = 0; i < perAddress.limit; i += 1) {
          await attempt(`guess${i}`).expect(401);
        }
        await attempt('layla', PASSWORD).expect(429);
      },
      MANY_HASHES_MS,
    );

    it(
      'never counts successful sign-ins: an office signs in all day from one address',
      async () => {
        for (let i = 0; i < perAddress.limit + 1; i += 1) {
          await attempt(i % 2 === 0 ? 'layla' : 'omar', PASSWORD).expect(200);
        }
        // Nor do they eat into the failure budget.
        for (let i = 0; i < perAccountAndAddress.limit; i += 1) {
          await attempt('layla').expect(401);
        }
      },
      MANY_HASHES_MS,
    );
  });

  describe('GET /api/auth/me and POST /api/logout', () => {
    it('answers 200 with a null user without a session and never sets a cookie', async () => {
      const response = await request(app.callback()).get('/api/auth/me').expect(200);
      expect(response.body).toEqual({ user: null });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 200 with the user while signed in', async () => {
      const agent = await signedIn(app, 'omar');
      const response = await agent.get('/api/auth/me').expect(200);
      expect(response.body).toEqual({
        user: { id: expect.any(Number), username: 'omar', role: 'moderator' },
      });
    });

    it('logout destroys the session server-side: replaying the old cookie finds no user', async () => {
      const { cookies, sid } = await signIn(app);
      await me(app, cookies).expect(200);

      const logout = await request(app.callback())
        .post('/api/logout')
        .set(XHR)
        .set('Cookie', cookies)
        .expect(200);
      expect(logout.body).toEqual({ message: 'Signed out' });
      expect(logout.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));

      // The row stays, revoked, so that no save can create it again (see the next test).
      const row = await sessionRow<{ revoked_at: unknown }>('revoked_at', sid);
      expect(row?.revoked_at).not.toBeNull();
      await expectSignedOut(me(app, cookies));
    });

    it(
      'a logout is final even while requests with the cookie are running, on two replicas',
      async () => {
        // Every request that used the session saves it back when it ends (the rolling idle
        // deadline); those still running when the logout lands must not revive it.
        const otherReplica = appOn(db);
        for (let round = 0; round < 5; round += 1) {
          const { cookies } = await signIn(app);
          const running = Array.from({ length: 40 }, (_, index) =>
            me(index % 2 === 0 ? app : otherReplica, cookies).then((response) => response.status),
          );
          await request(app.callback())
            .post('/api/logout')
            .set(XHR)
            .set('Cookie', cookies)
            .expect(200);
          expect(new Set(await Promise.all(running))).toEqual(new Set([200]));
          await expectSignedOut(me(app, cookies));
          await expectSignedOut(me(otherReplica, cookies));
        }
      },
      MANY_HASHES_MS,
    );

    it('logout without a session still answers 200, and needs the CSRF header', async () => {
      await request(app.callback()).post('/api/logout').set(XHR).expect(200);
      await request(app.callback()).post('/api/logout').expect(403);
    });

    it('a tampered cookie signature is worth nothing', async () => {
      const { sid } = await signIn(app);
      await expectSignedOut(me(app, `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}.sig=forged`));
    });

    it('a session idle past its expiry is over (the row says so, whatever the cookie says)', async () => {
      const { cookies, sid } = await signIn(app);
      await updateSession('expires_at', new Date(Date.now() - 1000), sid);
      await expectSignedOut(me(app, cookies));
    });

    it('a session older than the absolute timeout is over, however active', async () => {
      const { cookies, sid } = await signIn(app);
      const row = await sessionRow<{ data: string }>('data', sid);
      const data = JSON.parse(row!.data) as Record<string, unknown>;
      data.signedInAt = Date.now() - db.config.auth.absoluteTimeoutMs - 1000;
      await updateSession('data', JSON.stringify(data), sid);
      await expectSignedOut(me(app, cookies));
    });

    it('each request pushes the idle expiry forward, never past the absolute one', async () => {
      const { cookies, sid } = await signIn(app);
      const expiry = async () => {
        const row = await sessionRow<{ expires_at: string | Date }>('expires_at', sid);
        return new Date(row!.expires_at).getTime();
      };
      await updateSession('expires_at', new Date(Date.now() + 60_000), sid);
      await me(app, cookies).expect(200);
      const pushed = await expiry();
      expect(pushed).toBeGreaterThan(Date.now() + db.config.auth.idleTimeoutMs - 60_000);
      expect(pushed).toBeLessThanOrEqual(Date.now() + db.config.auth.idleTimeoutMs + 15_000);
    });

    it('a deleted account loses its session', async () => {
      await addUser(db.sequelize, 'leaver', 'admin');
      const agent = await signedIn(app, 'leaver');
      await usersTable(db.sequelize).destroy({ where: { username: 'leaver' } });
      await expectSignedOut(agent.get('/api/auth/me'));
    });

    it('sessions are shared by replicas: another app on the same database knows the cookie', async () => {
      const { cookies } = await signIn(app);
      const replica = appOn(db);
      await me(replica, cookies).expect(200);
    });
  });
});

it('hashes passwords with argon2id at the OWASP parameters', async () => {
  expect(await hashPassword('some-password')).toMatch(OWASP_ARGON2ID);
});

describe('the sign-in log', () => {
  it('never holds what was typed as a username unless it names an account', async () => {
    const db = await openTestDatabase('sqlite');
    try {
      await addUser(db.sequelize, 'layla', 'admin');
      const logs = captureLogs();
      const app = createApp({ config: db.config, sequelize: db.sequelize, logger: logs.logger });
      const typed = 'correct-horse-battery';
      await request(app.callback())
        .post('/api/login')
        .set(XHR)
        .send({ username: typed, password: 'wrong password' })
        .expect(401);
      await request(app.callback())
        .post('/api/login')
        .set(XHR)
        .send({ username: 'layla', password: 'wrong password' })
        .expect(401);
      const failures = logs.lines.filter((line) => line.msg === 'sign-in failed');
      expect(failures.map((line) => line.username)).toEqual([undefined, 'layla']);
      expect(JSON.stringify(logs.lines)).not.toContain(typed);
    } finally {
      await db.cleanup();
    }
  });
});

describe('brute force behind a proxy (TRUST_PROXY=true)', () => {
  it(
    'counts per client address from X-Forwarded-For',
    async () => {
      await withSqliteApp({ TRUST_PROXY: 'true' }, async (app) => {
        const from = (ip: string, username: string, password = 'wrong-password') =>
          postLogin(app).set('X-Forwarded-For', ip).send({ username, password });
        for (let i = 0; i < LOGIN_LIMITS.perAddress.limit; i += 1) {
          await from('203.0.113.7', `guess${i}`).expect(401);
        }
        await from('203.0.113.7', 'layla', PASSWORD).expect(429);
        await from('198.51.100.2', 'layla', PASSWORD).expect(200);
      });
    },
    MANY_HASHES_MS,
  );
});

describe.each(DIALECTS)('brute force from many addresses on %s (TRUST_PROXY=true)', (dialect) => {
  let db: TestDatabase;
  let app: App;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, { env: { TRUST_PROXY: 'true' } });
    app = appAtMidWindow(db);
    await addUser(db.sequelize, 'layla', 'admin');
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    await db.sequelize.query('DELETE FROM rate_limits');
  });

  const from = (ip: string, username: string, password = 'wrong-password') =>
    postLogin(app).set('X-Forwarded-For', ip).send({ username, password });

  it(
    'a stranger cannot lock a user out: the owner signs in from their own address',
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await from('203.0.113.7', 'layla')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
      await from('198.51.100.2', 'layla', PASSWORD).expect(200);
      // Even the right password does not open the pair the stranger used up.
      await from('203.0.113.7', 'layla', PASSWORD).expect(429);
    },
    MANY_HASHES_MS,
  );

  /** The device cookie (and its signature) a successful sign-in sets, for a Cookie header. */
  const deviceCookieOf = (setCookie: string[] | string | undefined) =>
    (typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []))
      .map((cookie) => cookie.split(';')[0]!)
      .filter(
        (pair) => pair.startsWith(`${DEVICE_COOKIE}=`) || pair.startsWith(`${DEVICE_COOKIE}.sig=`),
      )
      .join('; ');
  /** Guesses whose password was checked (401), not refused before it (429). */
  const evaluated = (statuses: number[]) => statuses.filter((status) => status === 401).length;

  it(
    '40 guesses at one account from 4 addresses evaluate no more than the account allows',
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        statuses.push(
          (await from(`203.0.113.${(i % 4) + 1}`, 'layla', `guess-number-${i}`)).status,
        );
      }
      expect(evaluated(statuses)).toBe(LOGIN_LIMITS.perAccountFromUnknownDevices.limit);
      expect(evaluated(statuses)).toBeLessThanOrEqual(20);
    },
    MANY_HASHES_MS,
  );

  it("1,000 guesses from 10 addresses, 25 at a time, get nowhere; the owner's known browser still signs in", async () => {
    const owner = await from('198.51.100.2', 'layla', PASSWORD).expect(200);
    const ownerDevice = deviceCookieOf(owner.headers['set-cookie']);
    expect(ownerDevice).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[0-9a-f]{32}\\.layla; ${DEVICE_COOKIE}\\.sig=`),
    );

    const addresses = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);
    const statuses: number[] = [];
    for (let batch = 0; batch < 40; batch += 1) {
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          from(addresses[(batch * 25 + i) % 10]!, 'layla', `guess-number-${batch * 25 + i}`),
        ),
      );
      statuses.push(...responses.map((response) => response.status));
    }
    // Counted before the password is checked, so concurrency buys no extra guesses.
    expect(evaluated(statuses)).toBe(LOGIN_LIMITS.perAccountFromUnknownDevices.limit);
    expect(statuses.filter((status) => status === 200)).toEqual([]);

    // The owner's browser has a budget of its own, from any address.
    await from('203.0.113.1', 'layla', PASSWORD).set('Cookie', ownerDevice).expect(200);
    // A browser the account has never seen waits with the attackers: the price of the scheme.
    await from('198.51.100.9', 'layla', PASSWORD).expect(429);
  }, 120_000);

  it(
    'a device cookie of another account, or with a broken signature, counts as an unknown browser',
    async () => {
      await addUser(db.sequelize, 'omar', 'moderator');
      const omar = await from('198.51.100.2', 'omar', PASSWORD).expect(200);
      const omarDevice = deviceCookieOf(omar.headers['set-cookie']);
      const forged = omarDevice.replace(/\.omar;/, '.layla;');
      for (let i = 0; i < LOGIN_LIMITS.perAccountFromUnknownDevices.limit; i += 1) {
        await from(`203.0.113.${i + 1}`, 'layla').expect(401);
      }
      await from('198.51.100.2', 'layla', PASSWORD).set('Cookie', omarDevice).expect(429);
      await from('198.51.100.2', 'layla', PASSWORD).set('Cookie', forged).expect(429);
    },
    MANY_HASHES_MS,
  );
});

describe('COOKIE_SECURE', () => {
  it('marks the session cookie Secure even over a plain-HTTP hop behind a TLS proxy', async () => {
    await withSqliteApp({ COOKIE_SECURE: 'true' }, async (app) => {
      const { response } = await signIn(app);
      const cookies = response.headers['set-cookie'] as unknown as string[];
      expect(cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toMatch(
        /; secure/i,
      );
    });
  });
});

import { createHash } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import {
  PASSWORD_LINK_INVALID_MESSAGE,
  PASSWORD_LINK_TTL_MS,
  type MemberWithLinkResponse,
  type TeamMember,
} from '@app/contract/staff';
import { LAST_ADMIN_MESSAGE } from './members';
import { addUser, PASSWORD, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';

const NEW_PASSWORD = 'tangerine-orbit-ledger-42';
/** Tests that hash many passwords on a loaded 2-core machine. */
const SLOW_MS = 60_000;

type App = ReturnType<typeof createApp>;

describe.each(DIALECTS)('team routes on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let app: App;
  const appOn = () =>
    createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => clock,
    });

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    // Whole seconds: MySQL's DATETIME keeps no milliseconds.
    clock = new Date(Math.floor(Date.now() / 1000) * 1000);
    for (const table of ['rate_limits', 'sessions', 'password_links', 'audit_log', 'users']) {
      await db.sequelize.query(`DELETE FROM ${table}`);
    }
    await addUser(db.sequelize, 'layla', 'admin');
    await addUser(db.sequelize, 'omar', 'moderator');
    app = appOn();
  });

  const members = async (agent: Agent): Promise<TeamMember[]> =>
    ((await agent.get('/api/team').expect(200)).body as { members: TeamMember[] }).members;
  const idOf = async (agent: Agent, username: string): Promise<number> =>
    (await members(agent)).find((member) => member.username === username)!.id;
  const addMember = async (agent: Agent, username: string, role = 'moderator') =>
    (await agent.post('/api/team').set(XHR).send({ username, role }).expect(201))
      .body as MemberWithLinkResponse;
  const useLink = (token: string, password = NEW_PASSWORD) =>
    request(app.callback()).post('/api/password-links/use').set(XHR).send({ token, password });
  const checkLink = (token: string) =>
    request(app.callback()).post('/api/password-links/check').set(XHR).send({ token });
  const signedOut = async (agent: Agent) =>
    expect((await agent.get('/api/auth/me').expect(200)).body).toEqual({ user: null });

  it('is for admins: a moderator gets 403, nobody signed in 401', async () => {
    const omar = await signedIn(app, 'omar');
    await omar.get('/api/team').expect(403);
    await omar.post('/api/team').set(XHR).send({ username: 'sara', role: 'admin' }).expect(403);
    await request(app.callback()).get('/api/team').expect(401);
    await request(app.callback()).get('/api/audit-log').expect(401);
  });

  it('lists members with role, status and last sign-in', async () => {
    const layla = await signedIn(app, 'layla');
    const list = await members(layla);
    expect(list.map(({ username, role, status }) => ({ username, role, status }))).toEqual([
      { username: 'layla', role: 'admin', status: 'active' },
      { username: 'omar', role: 'moderator', status: 'active' },
    ]);
    expect(list[0]!.lastSignInAt).toBe(clock.toISOString());
    expect(list[1]!.lastSignInAt).toBeNull();
  });

  it(
    'adds a member who sets a password through a one-time link stored only as a hash',
    async () => {
      const layla = await signedIn(app, 'layla');
      const { member, link } = await addMember(layla, 'Sara');
      expect(member).toMatchObject({ username: 'sara', role: 'moderator', status: 'invited' });
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(link.expiresAt) - clock.getTime()).toBe(PASSWORD_LINK_TTL_MS);
      const stored = await db.sequelize.query<{ token_hash: string }>(
        'SELECT token_hash FROM password_links',
        { type: QueryTypes.SELECT },
      );
      expect(stored).toEqual([
        { token_hash: createHash('sha256').update(link.token).digest('hex') },
      ]);

      // Invited: no password yet, so no sign-in with anything.
      await request(app.callback())
        .post('/api/login')
        .set(XHR)
        .send({ username: 'sara', password: PASSWORD })
        .expect(401);
      expect((await checkLink(link.token).expect(200)).body).toEqual({ username: 'sara' });
      const weak = await useLink(link.token, 'password123').expect(400);
      expect(weak.body.fields.password[0]).toMatch(/too easy to guess/);
      await useLink(link.token).expect(200);
      const sara = await signedIn(app, 'sara', NEW_PASSWORD);
      expect((await sara.get('/api/auth/me').expect(200)).body.user.role).toBe('moderator');
      expect((await members(layla)).find((m) => m.username === 'sara')!.status).toBe('active');

      // Used once: the same neutral answer as for a link that never existed.
      for (const response of [
        await useLink(link.token).expect(404),
        await checkLink(link.token).expect(404),
        await checkLink('A'.repeat(43)).expect(404),
        await checkLink('not a token').expect(404),
      ]) {
        expect(response.body).toMatchObject({ error: PASSWORD_LINK_INVALID_MESSAGE });
      }
    },
    SLOW_MS,
  );

  it('refuses a taken username (409) and a role other than admin or moderator (400)', async () => {
    const layla = await signedIn(app, 'layla');
    await layla.post('/api/team').set(XHR).send({ username: 'OMAR', role: 'admin' }).expect(409);
    const bad = await layla
      .post('/api/team')
      .set(XHR)
      .send({ username: 'sara', role: 'owner' })
      .expect(400);
    expect(bad.body.fields.role).toEqual(['Role must be admin or moderator']);
    const omarId = await idOf(layla, 'omar');
    await layla.patch(`/api/team/${omarId}`).set(XHR).send({ role: 'root' }).expect(400);
    await layla.patch('/api/team/999999').set(XHR).send({ role: 'admin' }).expect(404);
    await layla.patch('/api/team/abc').set(XHR).send({ role: 'admin' }).expect(404);
  });

  it('a link expires after 48 hours, and a newer link replaces an older one', async () => {
    const layla = await signedIn(app, 'layla');
    const { member, link: first } = await addMember(layla, 'sara');
    const second = (await layla.post(`/api/team/${member.id}/password-link`).set(XHR).expect(200))
      .body as MemberWithLinkResponse;
    await checkLink(first.token).expect(404);
    clock = new Date(clock.getTime() + PASSWORD_LINK_TTL_MS - 1);
    await checkLink(second.link.token).expect(200);
    clock = new Date(clock.getTime() + 1);
    await checkLink(second.link.token).expect(404);
    await useLink(second.link.token).expect(404);
  });

  it(
    'deactivation signs the member out everywhere at once and keeps them out',
    async () => {
      const layla = await signedIn(app, 'layla');
      const otherReplica = appOn();
      const omarHere = await signedIn(app, 'omar');
      const omarThere = await signedIn(otherReplica, 'omar');
      const omarId = await idOf(layla, 'omar');
      const done = await layla.post(`/api/team/${omarId}/deactivate`).set(XHR).expect(200);
      expect(done.body.member.status).toBe('deactivated');
      await signedOut(omarHere);
      await signedOut(omarThere);
      await omarHere.delete('/api/posts/any').set(XHR).expect(401);
      await request(app.callback())
        .post('/api/login')
        .set(XHR)
        .send({ username: 'omar', password: PASSWORD })
        .expect(401);
      // A password link cannot bring a deactivated member back.
      await layla.post(`/api/team/${omarId}/password-link`).set(XHR).expect(409);
      await layla.post(`/api/team/${omarId}/reactivate`).set(XHR).expect(200);
      await signedIn(app, 'omar');
    },
    SLOW_MS,
  );

  const linkFor = async (admin: Agent, id: number): Promise<string> =>
    (
      (await admin.post(`/api/team/${id}/password-link`).set(XHR).expect(200))
        .body as MemberWithLinkResponse
    ).link.token;

  it(
    'a link made before a deactivation stays dead after the reactivation',
    async () => {
      const layla = await signedIn(app, 'layla');
      const omarId = await idOf(layla, 'omar');
      const token = await linkFor(layla, omarId);
      await layla.post(`/api/team/${omarId}/deactivate`).set(XHR).expect(200);
      await checkLink(token).expect(404);
      await layla.post(`/api/team/${omarId}/reactivate`).set(XHR).expect(200);
      await checkLink(token).expect(404);
      await useLink(token).expect(404);
      // The old password still works: nobody took the account over.
      await signedIn(app, 'omar');
    },
    SLOW_MS,
  );

  it(
    'a link made before a role change is void: its holder cannot sign in with the new role',
    async () => {
      const layla = await signedIn(app, 'layla');
      const omarId = await idOf(layla, 'omar');
      const promoted = await linkFor(layla, omarId);
      await layla.patch(`/api/team/${omarId}`).set(XHR).send({ role: 'admin' }).expect(200);
      await checkLink(promoted).expect(404);
      await useLink(promoted).expect(404);
      const demoted = await linkFor(layla, omarId);
      await layla.patch(`/api/team/${omarId}`).set(XHR).send({ role: 'moderator' }).expect(200);
      await useLink(demoted).expect(404);
      // Sending the role it already has changes nothing, and voids nothing.
      const kept = await linkFor(layla, omarId);
      await layla.patch(`/api/team/${omarId}`).set(XHR).send({ role: 'moderator' }).expect(200);
      await checkLink(kept).expect(200);
    },
    SLOW_MS,
  );

  it(
    'a link made before the member changed their own password is void',
    async () => {
      const layla = await signedIn(app, 'layla');
      const omarId = await idOf(layla, 'omar');
      const token = await linkFor(layla, omarId);
      const omar = await signedIn(app, 'omar');
      await omar
        .post('/api/account/password')
        .set(XHR)
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
        .expect(200);
      await checkLink(token).expect(404);
      await useLink(token, 'another-orbit-ledger-77').expect(404);
      await signedIn(app, 'omar', NEW_PASSWORD);
    },
    SLOW_MS,
  );

  it('keeps one active admin: no demoting or deactivating the last one', async () => {
    const layla = await signedIn(app, 'layla');
    const laylaId = await idOf(layla, 'layla');
    const refused = await layla
      .patch(`/api/team/${laylaId}`)
      .set(XHR)
      .send({ role: 'moderator' })
      .expect(409);
    expect(refused.body.error).toBe(LAST_ADMIN_MESSAGE);
    await layla.post(`/api/team/${laylaId}/deactivate`).set(XHR).expect(409);

    const omarId = await idOf(layla, 'omar');
    await layla.patch(`/api/team/${omarId}`).set(XHR).send({ role: 'admin' }).expect(200);
    // Two admins now: one may step down.
    await layla.patch(`/api/team/${laylaId}`).set(XHR).send({ role: 'moderator' }).expect(200);
    await layla.get('/api/team').expect(403);
  });

  it(
    'of two admins demoting each other at once, one wins and the other gets 409',
    async () => {
      await addUser(db.sequelize, 'sara', 'admin');
      for (let round = 0; round < 3; round += 1) {
        await db.sequelize.query("UPDATE users SET role = 'admin' WHERE username <> 'omar'");
        const otherReplica = appOn();
        const layla = await signedIn(app, 'layla');
        const sara = await signedIn(otherReplica, 'sara');
        const [laylaId, saraId] = [await idOf(layla, 'layla'), await idOf(layla, 'sara')];
        const statuses = await Promise.all([
          layla.patch(`/api/team/${saraId}`).set(XHR).send({ role: 'moderator' }),
          sara.patch(`/api/team/${laylaId}`).set(XHR).send({ role: 'moderator' }),
        ]).then((responses) => responses.map((response) => response.status).sort());
        // One wins. The other is refused: 409 when both were inside the check at once (the lock
        // made it wait and see one admin left), 403 when the winner had already committed before
        // its role was even read. Without the lock both win and no admin is left.
        expect([
          [200, 403],
          [200, 409],
        ]).toContainEqual(statuses);
        const [counted] = await db.sequelize.query<{ admins: number }>(
          "SELECT COUNT(*) AS admins FROM users WHERE role = 'admin' AND status = 'active'",
          { type: QueryTypes.SELECT },
        );
        expect(Number(counted?.admins)).toBe(1);
      }
    },
    SLOW_MS,
  );

  it(
    'a password set through a reset link ends every session of the account',
    async () => {
      const layla = await signedIn(app, 'layla');
      const omarHere = await signedIn(app, 'omar');
      const omarThere = await signedIn(appOn(), 'omar');
      const omarId = await idOf(layla, 'omar');
      const { link } = (await layla.post(`/api/team/${omarId}/password-link`).set(XHR).expect(200))
        .body as MemberWithLinkResponse;
      // Until the link is used nothing changes: an admin's click alone signs nobody out.
      expect((await omarHere.get('/api/auth/me').expect(200)).body.user.username).toBe('omar');
      await useLink(link.token).expect(200);
      await signedOut(omarHere);
      await signedOut(omarThere);
      await signedIn(app, 'omar', NEW_PASSWORD);
    },
    SLOW_MS,
  );

  it('records who deleted a post', async () => {
    const omar = await signedIn(app, 'omar');
    await omar
      .post('/api/posts')
      .set(XHR)
      .field({ title: 'Payroll in Riyadh', description: 'GOSI', content: 'Text.', tags: 'KSA' })
      .field('slug', 'payroll-in-riyadh')
      .expect(201);
    await omar.delete('/api/posts/payroll-in-riyadh').set(XHR).expect(200);
    const layla = await signedIn(app, 'layla');
    const { entries } = (await layla.get('/api/audit-log').expect(200)).body as {
      entries: { event: string; actor: string | null; subject: string | null }[];
    };
    expect(entries.find((entry) => entry.event === 'post-delete')).toMatchObject({
      actor: 'omar',
      subject: 'payroll-in-riyadh',
    });
  });

  it('an admin cannot deactivate their own account', async () => {
    await addUser(db.sequelize, 'sara', 'admin');
    const layla = await signedIn(app, 'layla');
    await layla
      .post(`/api/team/${await idOf(layla, 'layla')}/deactivate`)
      .set(XHR)
      .expect(409);
  });

  it(
    'audits who did what, without typed secrets, newest first, kept 180 days',
    async () => {
      await request(app.callback())
        .post('/api/login')
        .set(XHR)
        .send({ username: 'hunter2-typed-here', password: 'whatever-it-was' })
        .expect(401);
      await request(app.callback())
        .post('/api/login')
        .set(XHR)
        .send({ username: 'omar', password: 'wrong-password' })
        .expect(401);
      const layla = await signedIn(app, 'layla');
      const omarId = await idOf(layla, 'omar');
      await layla.patch(`/api/team/${omarId}`).set(XHR).send({ role: 'admin' }).expect(200);
      await layla.post(`/api/team/${omarId}/deactivate`).set(XHR).expect(200);
      await layla.post('/api/logout').set(XHR).expect(200);

      const admin = await signedIn(app, 'layla');
      const { entries } = (await admin.get('/api/audit-log').expect(200)).body as {
        entries: { event: string; actor: string | null; subject: string | null; detail: string }[];
      };
      expect(entries.map(({ event, actor, subject }) => [event, actor, subject])).toEqual([
        ['sign-in', 'layla', 'layla'],
        ['sign-out', 'layla', 'layla'],
        ['deactivation', 'layla', 'omar'],
        ['role-change', 'layla', 'omar'],
        ['sign-in', 'layla', 'layla'],
        ['sign-in-failed', null, 'omar'],
        ['sign-in-failed', null, null],
      ]);
      expect(entries[3]!.detail).toBe('moderator -> admin');
      const everything = JSON.stringify(
        await db.sequelize.query('SELECT * FROM audit_log', { type: QueryTypes.SELECT }),
      );
      expect(everything).not.toMatch(/hunter2|whatever-it-was|wrong-password/);

      await admin.get('/api/audit-log?before=x').expect(400);
      clock = new Date(clock.getTime() + 181 * 24 * 3_600_000);
      const later = appOn();
      const fresh = await signedIn(later, 'layla');
      const after = (await fresh.get('/api/audit-log').expect(200)).body as {
        entries: { event: string }[];
      };
      expect(after.entries.map((entry) => entry.event)).toEqual(['sign-in']);
    },
    SLOW_MS,
  );
});

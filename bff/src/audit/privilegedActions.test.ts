import request from 'supertest';
import type { CreatedPreviewLink, PostRevisionSummary } from '@app/contract/editorial';
import type { AuditEntry, AuditEvent } from '@app/contract/staff';
import { nextClientIp } from '../../tests/helpers/clientIp';
import { addUser, PASSWORD, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
/** Tuesday 24 November, 09:00 to 09:30 in Dubai; then Wednesday 10:00. */
const SLOT = { start: '2026-11-24T05:00:00.000Z', end: '2026-11-24T05:30:00.000Z' };
const LATER = '2026-11-25T06:00:00.000Z';
/** Tests that hash passwords on a loaded 2-core machine. */
const SLOW_MS = 60_000;

/** Each privileged action leaves one audit row: who, what, when, and which item. */
describe.each(DIALECTS)('the audit log of privileged actions on %s', (dialect) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let layla: Agent;
  let omar: Agent;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, { env: { TRUST_PROXY: 'true' } });
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => NOW,
    });
    await addUser(db.sequelize, 'layla', 'admin');
    await addUser(db.sequelize, 'omar', 'moderator');
    layla = await signedIn(app, 'layla');
    omar = await signedIn(app, 'omar');
  }, SLOW_MS);
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    await db.sequelize.query('DELETE FROM audit_log');
  });

  /** The audit rows of `event`, newest first, as the admin's list shows them. */
  const rowsOf = async (event: AuditEvent): Promise<AuditEntry[]> =>
    (
      (await layla.get('/api/audit-log').expect(200)).body as { entries: AuditEntry[] }
    ).entries.filter((entry) => entry.event === event);
  const expectRow = async (event: AuditEvent, row: Partial<AuditEntry>) => {
    const rows = await rowsOf(event);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: 'omar', at: NOW.toISOString(), ...row });
  };
  const createPost = (slug: string, status: 'draft' | 'published', content = 'Text.') =>
    omar
      .post('/api/posts')
      .set(XHR)
      .field({ title: `About ${slug}`, description: 'D', content, tags: 'VAT', slug, status })
      .expect(201);
  const setStatus = (slug: string, body: object) =>
    omar.post(`/api/staff/posts/${slug}/status`).set(XHR).send(body).expect(200);

  it('a preview link made, and one revoked', async () => {
    await createPost('audit-preview', 'draft');
    const made = await omar.post('/api/staff/posts/audit-preview/previews').set(XHR).expect(201);
    const { id } = made.body as CreatedPreviewLink;
    await expectRow('preview-link', { subject: 'audit-preview' });
    expect((await rowsOf('preview-link'))[0]!.detail).toContain(`link ${id}`);
    await omar.delete(`/api/staff/posts/audit-preview/previews/${id}`).set(XHR).expect(200);
    await expectRow('preview-revoke', { subject: 'audit-preview', detail: `link ${id}` });
  });

  it('a publish, an unpublish and a schedule, through the status call and the form', async () => {
    await createPost('audit-status', 'draft');
    expect(await rowsOf('post-publish')).toEqual([]);
    await setStatus('audit-status', { status: 'published' });
    await expectRow('post-publish', { subject: 'audit-status' });
    // Publishing what is already out is no new event.
    await setStatus('audit-status', { status: 'published' });
    expect(await rowsOf('post-publish')).toHaveLength(1);
    await setStatus('audit-status', { status: 'draft' });
    await expectRow('post-unpublish', { subject: 'audit-status' });
    const publishAt = '2026-12-01T05:00:00.000Z';
    await setStatus('audit-status', { status: 'scheduled', publishAt });
    await expectRow('post-schedule', { subject: 'audit-status', detail: `for ${publishAt}` });

    await db.sequelize.query('DELETE FROM audit_log');
    await createPost('audit-form', 'published');
    await expectRow('post-publish', { subject: 'audit-form' });
    await omar
      .put('/api/posts/audit-form')
      .set(XHR)
      .field({ title: 'T', description: 'D', content: 'C', tags: 'VAT', slug: 'audit-form' })
      .field('status', 'draft')
      .expect(200);
    await expectRow('post-unpublish', { subject: 'audit-form' });
  });

  it('a revision restored', async () => {
    await createPost('audit-restore', 'published', 'First words.');
    await omar
      .put('/api/posts/audit-restore')
      .set(XHR)
      .field({ title: 'T', description: 'D', content: 'Second words.', tags: 'VAT' })
      .field('slug', 'audit-restore')
      .expect(200);
    const revisions = (await omar.get('/api/staff/posts/audit-restore/revisions').expect(200))
      .body as PostRevisionSummary[];
    const { id } = revisions[0]!;
    await omar.post(`/api/staff/posts/audit-restore/revisions/${id}/restore`).set(XHR).expect(200);
    await expectRow('revision-restore', { subject: 'audit-restore', detail: `revision ${id}` });
  });

  it(
    'a staff cancel and a staff reschedule of a meeting',
    async () => {
      const book = async () =>
        (
          (
            await request(app.callback())
              .post('/api/calendar/schedule')
              .set(XHR)
              .set('X-Forwarded-For', nextClientIp())
              .send({
                startTime: SLOT.start,
                endTime: SLOT.end,
                attendeeEmail: 'jane@client.example',
                clientName: 'Jane Doe',
                description: 'Books',
                timeZone: 'Asia/Dubai',
              })
              .expect(201)
          ).body as { booking: { id: string } }
        ).booking.id;
      const moved = await book();
      await omar
        .post(`/api/staff/meetings/${moved}/reschedule`)
        .set(XHR)
        .send({ startTime: LATER })
        .expect(200);
      await expectRow('meeting-reschedule', { subject: moved, detail: `to ${LATER}` });
      await omar
        .post(`/api/staff/meetings/${moved}/cancel`)
        .set(XHR)
        .send({ reason: 'Our adviser is ill.' })
        .expect(200);
      await expectRow('meeting-cancel', { subject: moved });
      // Cancelling what is already cancelled changes nothing, and is no new event.
      await omar
        .post(`/api/staff/meetings/${moved}/cancel`)
        .set(XHR)
        .send({ reason: 'Again.' })
        .expect(200);
      expect(await rowsOf('meeting-cancel')).toHaveLength(1);
    },
    SLOW_MS,
  );

  it(
    'a wrong current password on a password change, without what was typed',
    async () => {
      const sara = await (async () => {
        await addUser(db.sequelize, 'sara', 'moderator');
        return signedIn(app, 'sara');
      })();
      await sara
        .post('/api/account/password')
        .set(XHR)
        .send({ currentPassword: 'not-my-password-at-all', newPassword: 'tangerine-orbit-42' })
        .expect(400);
      await expectRow('password-check-failed', { actor: 'sara', subject: 'sara' });
      expect(JSON.stringify(await rowsOf('password-check-failed'))).not.toContain(
        'not-my-password',
      );
      // The right one is no failure.
      await sara
        .post('/api/account/password')
        .set(XHR)
        .send({ currentPassword: PASSWORD, newPassword: 'tangerine-orbit-ledger-42' })
        .expect(200);
      expect(await rowsOf('password-check-failed')).toHaveLength(1);
    },
    SLOW_MS,
  );
});

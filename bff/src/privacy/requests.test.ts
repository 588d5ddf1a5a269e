import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { staffEnquiryPath } from '@app/contract/paths';
import {
  PRIVACY_PATHS,
  type ErasureResult,
  type PrivacyHoldings,
  type PrivacyOverview,
} from '@app/contract/privacy';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { clearInbox } from '../../tests/helpers/enquiries';
import { eventOfRow } from '../../tests/helpers/meetings';
import { enquire, holdingsOf, NOTHING } from '../../tests/helpers/privacy';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { listOutbox } from '../mail/outbox';
import type { SubjectExport } from './exportSubject';
import { addressDigest } from './routes';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
/** Tuesday 24 November, 09:00 to 09:30 in Dubai; Wednesday 25 at 10:00. */
const SLOT = { start: '2026-11-24T05:00:00.000Z', end: '2026-11-24T05:30:00.000Z' };
const LATER = { start: '2026-11-25T06:00:00.000Z', end: '2026-11-25T06:30:00.000Z' };

describe.each(DIALECTS)('access and erasure requests on %s', (dialect) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let layla: Agent;
  let omar: Agent;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SCHEDULE_RATE_LIMIT: '1000',
        CONTACT_RATE_LIMIT: '1000',
        STAFF_EMAIL: 'staff@finance.example',
      },
    });
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
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    await clearInbox(db.sequelize);
  });

  const rows = (sql: string) =>
    db.sequelize.query<Record<string, unknown>>(sql, { type: QueryTypes.SELECT });

  it('downloads every enquiry, meeting, note, mail and attribution held for an address', async () => {
    const booked = await enquire(app, db.sequelize, { email: 'jane@client.example', slot: SLOT });
    const written = await enquire(app, db.sequelize, { email: 'Jane@Client.example' });
    const other = await enquire(app, db.sequelize, { email: 'sam@client.example', name: 'Sam' });
    await layla.post(staffEnquiryPath(booked.id, 'notes')).set(XHR).send({ body: 'Called her' });
    await layla.post(staffEnquiryPath(booked.id, 'status')).set(XHR).send({ status: 'done' });

    const response = await layla
      .post(PRIVACY_PATHS.export)
      .set(XHR)
      .send({ email: 'JANE@client.example' })
      .expect(200);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    expect(response.headers['cache-control']).toBe('no-store');
    const document = response.body as SubjectExport;
    expect(document).toMatchObject({ version: 1, email: 'JANE@client.example' });
    // Read as the receiver of the file would: plain JSON.
    type Json = Record<string, unknown> & {
      activity: unknown;
      mails: Array<{ recipient: string }>;
    };
    const byId = new Map(document.enquiries.map((e) => [e.id, e as Json]));
    expect([...byId.keys()].sort()).toEqual([booked.id, written.id].sort());
    const [first, second] = [byId.get(booked.id), byId.get(written.id)];
    expect(first).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@client.example',
      message: 'Please call Jane Doe',
      status: 'done',
      attribution: { first: { utm_source: 'newsletter', landingPath: '/services' } },
      contactMessage: { id: booked.messageId, email: 'jane@client.example' },
      meeting: { id: booked.bookingId, attendee_email: 'jane@client.example' },
    });
    expect(first!.activity).toEqual([
      expect.objectContaining({ kind: 'note', body: 'Called her', actor_name: 'layla' }),
      expect.objectContaining({ kind: 'status', to_status: 'done' }),
    ]);
    expect((first!.meeting as { history: unknown }).history).toEqual([
      expect.objectContaining({ event: 'booked' }),
    ]);
    // Every mail about it, the invitation to her and the notice to staff alike.
    const [{ n }] = (await rows(
      `SELECT COUNT(*) AS n FROM outbox WHERE about_id IN ('${booked.bookingId}', '${booked.messageId}')`,
    )) as [{ n: number }];
    expect(first!.mails).toHaveLength(Number(n));
    expect(first!.mails.map((mail) => mail.recipient)).toContain('jane@client.example');
    expect(second).toMatchObject({
      id: written.id,
      meeting: null,
      contactMessage: { id: written.messageId },
    });
    // Nobody else's data, and no manage-link secret.
    expect(JSON.stringify(document)).not.toMatch(/sam@client|Sam|token_hash/);
    expect(other.id).not.toBe(written.id);

    expect(
      await rows("SELECT actor, subject, detail FROM audit_log WHERE event = 'privacy-export'"),
    ).toEqual([
      { actor: 'layla', subject: addressDigest('jane@client.example'), detail: '2 enquiries' },
    ]);
  });

  it('says when nothing is held, and refuses bad addresses and moderators', async () => {
    for (const path of [PRIVACY_PATHS.lookup, PRIVACY_PATHS.export]) {
      const nothing = await layla
        .post(path)
        .set(XHR)
        .send({ email: 'nobody@client.example' })
        .expect(404);
      expect(nothing.body).toMatchObject({ code: 'privacy.nothing-held' });
      const bad = await layla.post(path).set(XHR).send({ email: 'not an address' }).expect(400);
      expect(bad.body).toMatchObject({ code: 'field.email-invalid' });
      await omar.post(path).set(XHR).send({ email: 'nobody@client.example' }).expect(403);
    }
    const erase = await layla
      .post(PRIVACY_PATHS.erase)
      .set(XHR)
      .send({ email: 'nobody@client.example', confirmEmail: 'nobody@client.example' })
      .expect(404);
    expect(erase.body).toMatchObject({ code: 'privacy.nothing-held' });
    await request(app.callback()).get(PRIVACY_PATHS.settings).expect(401);
    await omar.get(PRIVACY_PATHS.settings).expect(403);
  });

  it('cancels upcoming meetings with the usual CANCEL first, then erases everything', async () => {
    const jane = await enquire(app, db.sequelize, { email: 'jane@client.example', slot: SLOT });
    const again = await enquire(app, db.sequelize, { email: 'jane@client.example', slot: LATER });
    const sam = await enquire(app, db.sequelize, { email: 'sam@client.example', name: 'Sam' });
    const sams = await holdingsOf(db.sequelize, sam);

    const held = (
      await layla
        .post(PRIVACY_PATHS.lookup)
        .set(XHR)
        .send({ email: 'jane@client.example' })
        .expect(200)
    ).body as PrivacyHoldings;
    expect(held).toMatchObject({ enquiries: 2, meetings: 2, upcomingMeetings: 2 });

    const mismatch = await layla
      .post(PRIVACY_PATHS.erase)
      .set(XHR)
      .send({ email: 'jane@client.example', confirmEmail: 'jan@client.example' })
      .expect(400);
    expect(mismatch.body).toMatchObject({ code: 'privacy.confirm-mismatch' });
    expect((await holdingsOf(db.sequelize, jane)).bookings).toBe(1);

    const before = await listOutbox(db.sequelize);
    const erased = (
      await layla
        .post(PRIVACY_PATHS.erase)
        .set(XHR)
        .send({ email: 'jane@client.example', confirmEmail: 'JANE@client.example' })
        .expect(200)
    ).body as ErasureResult;
    expect(erased).toMatchObject({
      cancelledMeetings: 2,
      counts: { enquiries: 2, meetings: 2, messages: 2, attributions: 2 },
    });

    // Only the cancellations are left of her, owed and detached, waiting for delivery.
    const left = (await listOutbox(db.sequelize)).filter(
      (row) => !before.some((old) => old.id === row.id),
    );
    const toJane = left.filter((row) => row.recipient === 'jane@client.example');
    expect(toJane).toHaveLength(2);
    const events = await Promise.all(toJane.map(eventOfRow));
    expect(events.map((event) => [event.method, event.status]).sort()).toEqual([
      ['CANCEL', 'CANCELLED'],
      ['CANCEL', 'CANCELLED'],
    ]);
    expect(events.map((event) => event.start).sort()).toEqual([SLOT.start, LATER.start]);
    expect(left.every((row) => (row as { about_id?: string }).about_id === 'erased')).toBe(true);
    for (const enquiry of [jane, again]) {
      expect(await holdingsOf(db.sequelize, enquiry)).toEqual(NOTHING);
    }
    expect(await holdingsOf(db.sequelize, sam)).toEqual(sams);
    expect(
      await rows("SELECT actor, subject FROM audit_log WHERE event = 'privacy-erase'"),
    ).toEqual([{ actor: 'layla', subject: addressDigest('jane@client.example') }]);
    await layla
      .post(PRIVACY_PATHS.lookup)
      .set(XHR)
      .send({ email: 'jane@client.example' })
      .expect(404);

    // Once delivered, the next erasure (or daily run) removes them too.
    await db.sequelize.query("UPDATE outbox SET status = 'sent' WHERE about_id = 'erased'");
    await layla
      .post(PRIVACY_PATHS.erase)
      .set(XHR)
      .send({ email: 'sam@client.example', confirmEmail: 'sam@client.example' })
      .expect(200);
    expect(await rows("SELECT id FROM outbox WHERE recipient = 'jane@client.example'")).toEqual([]);
  });

  it('keeps the retention an admin sets, from 1 to 120 months, and shows the next run', async () => {
    const overview = (await layla.get(PRIVACY_PATHS.settings).expect(200)).body as PrivacyOverview;
    expect(overview).toMatchObject({ closedMonths: 24, spamDays: 30, due: { closed: 0, spam: 0 } });
    for (const closedMonths of [0, 121, 2.5, '12']) {
      const refused = await layla
        .put(PRIVACY_PATHS.settings)
        .set(XHR)
        .send({ closedMonths })
        .expect(400);
      expect(refused.body).toMatchObject({ code: 'privacy.retention-range' });
    }
    const spam = await enquire(app, db.sequelize, { email: 'sam@client.example', name: 'Sam' });
    await layla.post(staffEnquiryPath(spam.id, 'status')).set(XHR).send({ status: 'spam' });
    const saved = (
      await layla.put(PRIVACY_PATHS.settings).set(XHR).send({ closedMonths: 6 }).expect(200)
    ).body as PrivacyOverview;
    expect(saved.closedMonths).toBe(6);
    expect((await layla.get(PRIVACY_PATHS.settings).expect(200)).body).toMatchObject({
      closedMonths: 6,
    });
    expect(await rows("SELECT detail FROM audit_log WHERE event = 'privacy-settings'")).toEqual([
      { detail: 'closed enquiries kept 6 months' },
    ]);
  });
});

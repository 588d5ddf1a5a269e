import { QueryTypes } from 'sequelize';
import request from 'supertest';
import {
  ENQUIRY_NOT_FOUND_MESSAGE,
  INBOX_ADMIN_ONLY_MESSAGE,
  INBOX_PAGE_SIZE,
  inboxSearchParams,
  type EnquiryDetail,
  type InboxFilters,
  type InboxPage,
} from '@app/contract/inbox';
import { API_PATHS, staffEnquiryPath } from '@app/contract/paths';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { clearInbox, seedEnquiries, type SeedEnquiry } from '../../tests/helpers/enquiries';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe.each(DIALECTS)('the staff inbox on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let app: ReturnType<typeof createApp>;
  let layla: Agent;
  let omar: Agent;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: { SESSION_IDLE_MINUTES: '10080', SESSION_MAX_HOURS: '720' },
    });
    clock = NOW;
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => clock,
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
    clock = NOW;
    await clearInbox(db.sequelize);
  });

  const seed = (...enquiries: SeedEnquiry[]) => seedEnquiries(db.sequelize, enquiries);
  const list = async (agent: Agent, filters: InboxFilters & { cursor?: string } = {}) =>
    (await agent.get(`${API_PATHS.staffInbox}${inboxSearchParams(filters)}`).expect(200))
      .body as InboxPage;
  const namesOf = (page: InboxPage) => page.items.map((item) => item.name);
  const detail = async (agent: Agent, id: string) =>
    (await agent.get(staffEnquiryPath(id)).expect(200)).body as EnquiryDetail;
  const rows = (sql: string, replacements: Record<string, unknown> = {}) =>
    db.sequelize.query<Record<string, unknown>>(sql, { replacements, type: QueryTypes.SELECT });
  const audits = (event: string) =>
    rows('SELECT actor, subject, detail FROM audit_log WHERE event = :event ORDER BY id', {
      event,
    });

  /** A message, an upcoming and a cancelled meeting, and a past meeting already dealt with. */
  const seedMix = async () => {
    const [message, upcoming, cancelled, past] = await seed(
      {
        receivedAt: hoursFromNow(-3),
        name: 'Message Only',
        services: 'Payroll, Accounting',
        message: 'Can you run payroll?',
      },
      {
        receivedAt: hoursFromNow(-2),
        name: 'Upcoming Meeting',
        email: 'up@client.example',
        meeting: { start: hoursFromNow(26), visitorTz: null },
      },
      {
        receivedAt: hoursFromNow(-1),
        name: 'Cancelled Meeting',
        meeting: { start: hoursFromNow(50), status: 'cancelled' },
      },
      {
        receivedAt: hoursFromNow(-48),
        name: 'Past Meeting',
        status: 'done',
        meeting: { start: hoursFromNow(-30) },
      },
    );
    return { message: message!, upcoming: upcoming!, cancelled: cancelled!, past: past! };
  };

  describe('the list', () => {
    it('shows one row per enquiry, newest first, with its meeting from the booking', async () => {
      const ids = await seedMix();
      const response = await omar.get(API_PATHS.staffInbox).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const page = response.body as InboxPage;
      expect(namesOf(page)).toEqual([
        'Cancelled Meeting',
        'Upcoming Meeting',
        'Message Only',
        'Past Meeting',
      ]);
      expect(page).toMatchObject({ total: 4, nextCursor: null, businessTimeZone: 'Asia/Dubai' });
      const [upcomingBooking] = await rows('SELECT booking_id FROM enquiries WHERE id = :id', {
        id: ids.upcoming,
      });
      expect(page.items[1]).toEqual({
        id: ids.upcoming,
        receivedAt: hoursFromNow(-2).toISOString(),
        name: 'Upcoming Meeting',
        email: 'up@client.example',
        services: [],
        status: 'new',
        hasMessage: false,
        meeting: {
          id: upcomingBooking!.booking_id,
          start: hoursFromNow(26).toISOString(),
          end: new Date(hoursFromNow(26).getTime() + 30 * 60_000).toISOString(),
          // The visitor's zone was not known: the business zone stands in.
          visitorTimeZone: 'Asia/Dubai',
          status: 'booked',
        },
      });
      expect(page.items[2]).toMatchObject({
        services: ['Payroll', 'Accounting'],
        hasMessage: true,
        meeting: null,
      });
      expect(page.items[0]!.meeting).toMatchObject({
        status: 'cancelled',
        visitorTimeZone: 'Europe/London',
      });
    });

    it.each<[string, InboxFilters, string[]]>([
      ['status', { status: 'done' }, ['Past Meeting']],
      ['status, none', { status: 'spam' }, []],
      ['kind message', { kind: 'message' }, ['Message Only']],
      [
        'kind meeting',
        { kind: 'meeting' },
        ['Cancelled Meeting', 'Upcoming Meeting', 'Past Meeting'],
      ],
      ['upcoming meetings', { meetings: 'upcoming' }, ['Upcoming Meeting']],
      ['past meetings', { meetings: 'past' }, ['Past Meeting']],
      ['cancelled meetings', { meetings: 'cancelled' }, ['Cancelled Meeting']],
      ['messages with upcoming meetings', { kind: 'message', meetings: 'upcoming' }, []],
      [
        'new meetings',
        { status: 'new', kind: 'meeting' },
        ['Cancelled Meeting', 'Upcoming Meeting'],
      ],
      [
        'new and a search',
        { status: 'new', q: 'meeting' },
        ['Cancelled Meeting', 'Upcoming Meeting'],
      ],
    ])('filters by %s, and counts what it shows', async (_what, filters, expected) => {
      await seedMix();
      const page = await list(omar, filters);
      expect(namesOf(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    it('judges upcoming and past by the clock: a meeting that has ended is past', async () => {
      await seedMix();
      clock = new Date(hoursFromNow(26).getTime() + 30 * 60_000);
      expect(namesOf(await list(omar, { meetings: 'upcoming' }))).toEqual([]);
      expect(namesOf(await list(omar, { meetings: 'past' }))).toEqual([
        'Upcoming Meeting',
        'Past Meeting',
      ]);
    });

    it('shows a meeting as its booking is now, after a move or a cancel', async () => {
      const { upcoming } = await seedMix();
      const [{ booking_id: bookingId }] = (await rows(
        'SELECT booking_id FROM enquiries WHERE id = :id',
        { id: upcoming },
      )) as [{ booking_id: string }];
      await omar
        .post(`/api/staff/meetings/${bookingId}/reschedule`)
        .set(XHR)
        .send({ startTime: hoursFromNow(27).toISOString() })
        .expect(200);
      const moved = (await list(omar)).items.find((item) => item.id === upcoming)!;
      expect(moved.meeting?.start).toBe(hoursFromNow(27).toISOString());
      await omar
        .post(`/api/staff/meetings/${bookingId}/cancel`)
        .set(XHR)
        .send({ reason: 'Our adviser is ill' })
        .expect(200);
      expect(namesOf(await list(omar, { meetings: 'cancelled' }))).toEqual([
        'Cancelled Meeting',
        'Upcoming Meeting',
      ]);
    });

    describe('search', () => {
      beforeEach(async () => {
        await seed(
          { receivedAt: hoursFromNow(-1), name: 'Layla Nasser', email: 'layla@client.example' },
          {
            receivedAt: hoursFromNow(-2),
            name: 'ZOË Al-Hassan',
            email: 'zoe@client.example',
            message: 'Our budget ran 50% over plan.',
          },
          {
            receivedAt: hoursFromNow(-3),
            name: 'ليلى ناصر',
            email: 'l.nasser@client.example',
            message: 'نحتاج إلى مساعدة في الرواتب',
          },
          {
            receivedAt: hoursFromNow(-4),
            name: 'Omar Khan',
            email: 'omar_khan@client.example',
            message: 'We are 50 people',
          },
          { receivedAt: hoursFromNow(-5), name: 'Sam Reed', message: 'Files in C:\\Accounts' },
        );
      });

      it.each<[string, string[]]>([
        ['layla', ['Layla Nasser']],
        ['LAYLA', ['Layla Nasser']],
        ['nasser', ['Layla Nasser', 'ليلى ناصر']],
        ['zoë', ['ZOË Al-Hassan']],
        ['ZOË', ['ZOË Al-Hassan']],
        // Letters are told apart by their accents on both databases alike.
        ['zoe al', []],
        ['ليلى', ['ليلى ناصر']],
        ['الرواتب', ['ليلى ناصر']],
        ['PLAN.', ['ZOË Al-Hassan']],
        // The wildcards and the escape character stand for themselves.
        ['50%', ['ZOË Al-Hassan']],
        ['%', ['ZOË Al-Hassan']],
        ['_', ['Omar Khan']],
        ['r_k', ['Omar Khan']],
        ['\\', ['Sam Reed']],
        ['c:\\acc', ['Sam Reed']],
        ['  layla  ', ['Layla Nasser']],
        ['nobody', []],
      ])('for %j finds %j', async (q, expected) => {
        const page = await list(omar, { q });
        expect(namesOf(page)).toEqual(expected);
        expect(page.total).toBe(expected.length);
      });
    });

    it('pages by cursor over every row once, in order, while new ones arrive', async () => {
      // Three enquiries share each instant: the id must break the ties.
      const seeds: SeedEnquiry[] = Array.from({ length: 2 * INBOX_PAGE_SIZE + 20 }, (_, n) => ({
        receivedAt: hoursFromNow(-1 - Math.floor(n / 3)),
        name: `Visitor ${n}`,
        status: n % 2 === 0 ? 'done' : 'new',
        ...(n % 5 === 0 ? { meeting: { start: hoursFromNow(24 + n) } } : {}),
      }));
      await seed(...seeds);
      const order = async (where = '') =>
        (await rows(`SELECT id FROM enquiries ${where} ORDER BY received_at DESC, id DESC`)).map(
          (row) => row.id,
        );
      const all = await order();
      const done = await order("WHERE status = 'done'");

      /** Every page of `filters`, checking each; a newer enquiry arrives after each page. */
      const walk = async (filters: InboxFilters) => {
        const seen: string[] = [];
        const sizes: number[] = [];
        let cursor: string | undefined;
        do {
          const page = await list(omar, {
            ...filters,
            ...(cursor === undefined ? {} : { cursor }),
          });
          seen.push(...page.items.map((item) => item.id));
          sizes.push(page.items.length);
          cursor = page.nextCursor ?? undefined;
          const total = Number(
            (
              await rows(
                `SELECT COUNT(*) AS n FROM enquiries ${filters.status ? "WHERE status = 'done'" : ''}`,
              )
            )[0]!.n,
          );
          expect(page.total).toBe(total);
          // Newer than every row listed so far: it belongs on a first page, not on the next.
          await seed({ receivedAt: hoursFromNow(seen.length / 100), status: 'done' });
        } while (cursor !== undefined);
        expect(new Set(seen).size).toBe(seen.length);
        return { seen, sizes };
      };

      const everything = await walk({});
      expect(everything.sizes).toEqual([INBOX_PAGE_SIZE, INBOX_PAGE_SIZE, 20]);
      expect(everything.seen).toEqual(all);
      // The cursor continues within a filter too.
      const doneOnly = await walk({ status: 'done' });
      expect(doneOnly.sizes).toEqual([INBOX_PAGE_SIZE, done.length + 3 - INBOX_PAGE_SIZE]);
      expect(doneOnly.seen.slice(3)).toEqual(done);
    });

    it('refuses a cursor it did not make, and filters it does not know', async () => {
      await seed(
        ...Array.from({ length: INBOX_PAGE_SIZE + 1 }, (_, n) => ({
          receivedAt: hoursFromNow(-n),
        })),
      );
      const { nextCursor } = await list(omar);
      expect(nextCursor).not.toBeNull();
      const tampered = `${nextCursor!.slice(0, 5)}${nextCursor![5] === 'A' ? 'B' : 'A'}${nextCursor!.slice(6)}`;
      for (const cursor of ['garbage', tampered, `${nextCursor!}x`]) {
        const response = await omar
          .get(`${API_PATHS.staffInbox}?cursor=${encodeURIComponent(cursor)}`)
          .expect(400);
        expect(response.body).toMatchObject({
          error: 'Unknown page',
          fields: { cursor: ['Unknown page'] },
        });
        expect(response.headers['cache-control']).toBe('no-store');
      }
      const bad = await omar.get(`${API_PATHS.staffInbox}?status=old&kind=x`).expect(400);
      expect(bad.body).toMatchObject({
        error: 'Unknown status',
        fields: { status: ['Unknown status'], kind: ['Unknown kind'] },
      });
      await omar.get(`${API_PATHS.staffInbox}?meetings=soon`).expect(400);
      await omar.get(`${API_PATHS.staffInbox}?status=new&status=done`).expect(400);
      await omar.get(`${API_PATHS.staffInbox}?q=${'x'.repeat(201)}`).expect(400);
    });

    it('counts the new enquiries for the header', async () => {
      await seedMix();
      const summary = await omar.get(API_PATHS.staffInboxSummary).expect(200);
      expect(summary.body).toEqual({ newCount: 3 });
      expect(summary.headers['cache-control']).toBe('no-store');
    });
  });

  describe('one enquiry', () => {
    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['0b5e4c8e-1f0e-4a55-9d51-6d3f0f2b1c7a', 'not-an-id', 'summary-x']) {
        const response = await omar.get(staffEnquiryPath(id)).expect(404);
        expect(response.body).toMatchObject({ error: ENQUIRY_NOT_FOUND_MESSAGE });
        await omar
          .post(staffEnquiryPath(id, 'status'))
          .set(XHR)
          .send({ status: 'done' })
          .expect(404);
        await omar.post(staffEnquiryPath(id, 'notes')).set(XHR).send({ body: 'x' }).expect(404);
        await layla.delete(staffEnquiryPath(id)).set(XHR).expect(404);
      }
      expect(await audits('enquiry-note')).toEqual([]);
    });

    it('moves through its statuses, recording who and when, and a repeat is a no-op', async () => {
      const { message } = await seedMix();
      clock = hoursFromNow(0.5);
      const moved = await omar
        .post(staffEnquiryPath(message, 'status'))
        .set(XHR)
        .send({ status: 'in_progress' })
        .expect(200);
      const body = moved.body as EnquiryDetail;
      expect(body.enquiry.status).toBe('in_progress');
      expect(body.activity).toEqual([
        {
          id: expect.any(Number),
          at: hoursFromNow(0.5).toISOString(),
          actor: 'omar',
          kind: 'status',
          from: 'new',
          to: 'in_progress',
        },
      ]);
      expect((await omar.get(API_PATHS.staffInboxSummary)).body).toEqual({ newCount: 2 });

      const again = await omar
        .post(staffEnquiryPath(message, 'status'))
        .set(XHR)
        .send({ status: 'in_progress' })
        .expect(200);
      expect((again.body as EnquiryDetail).activity).toHaveLength(1);
      await layla.post(staffEnquiryPath(message, 'status')).set(XHR).send({ status: 'done' });
      expect(
        (await detail(omar, message)).activity.map((a) => a.kind === 'status' && a.to),
      ).toEqual(['in_progress', 'done']);
      expect(await audits('enquiry-status')).toEqual([
        { actor: 'omar', subject: message, detail: 'new -> in_progress' },
        { actor: 'layla', subject: message, detail: 'in_progress -> done' },
      ]);
      const refused = await omar
        .post(staffEnquiryPath(message, 'status'))
        .set(XHR)
        .send({ status: 'closed' })
        .expect(400);
      expect(refused.body).toMatchObject({
        error: 'Unknown status',
        fields: { status: ['Unknown status'] },
      });
    });

    it('takes internal notes, oldest first, and keeps their text out of the audit log', async () => {
      const { message } = await seedMix();
      const secret = 'Called back: they also want equity advice (confidential)';
      const first = await omar
        .post(staffEnquiryPath(message, 'notes'))
        .set(XHR)
        .send({ body: `  ${secret}  ` })
        .expect(201);
      expect(first.headers['cache-control']).toBe('no-store');
      clock = hoursFromNow(1);
      await layla.post(staffEnquiryPath(message, 'notes')).set(XHR).send({ body: 'Sent offer' });
      const { activity } = await detail(omar, message);
      expect(activity).toEqual([
        {
          id: expect.any(Number),
          at: NOW.toISOString(),
          actor: 'omar',
          kind: 'note',
          body: secret,
        },
        {
          id: expect.any(Number),
          at: hoursFromNow(1).toISOString(),
          actor: 'layla',
          kind: 'note',
          body: 'Sent offer',
        },
      ]);
      expect(await audits('enquiry-note')).toEqual([
        { actor: 'omar', subject: message, detail: null },
        { actor: 'layla', subject: message, detail: null },
      ]);
      expect(JSON.stringify(await rows('SELECT * FROM audit_log'))).not.toContain('equity');
      const empty = await omar
        .post(staffEnquiryPath(message, 'notes'))
        .set(XHR)
        .send({ body: '   ' })
        .expect(400);
      expect(empty.body).toMatchObject({
        error: 'Please write a note',
        fields: { body: ['Please write a note'] },
      });
      await omar
        .post(staffEnquiryPath(message, 'notes'))
        .set(XHR)
        .send({ body: 'x'.repeat(2001) })
        .expect(400);
    });

    it("shows the meeting's history, as the visitor booked it and staff cancelled it", async () => {
      const booked = await request(app.callback())
        .post(API_PATHS.schedule)
        .set(XHR)
        .send({
          startTime: hoursFromNow(25).toISOString(),
          endTime: hoursFromNow(25.5).toISOString(),
          attendeeEmail: 'jane@client.example',
          clientName: 'Jane Doe',
          description: 'About payroll',
          timeZone: 'Europe/London',
        })
        .expect(201);
      const bookingId = (booked.body as { booking: { id: string } }).booking.id;
      clock = hoursFromNow(1);
      await omar
        .post(`/api/staff/meetings/${bookingId}/cancel`)
        .set(XHR)
        .send({ reason: 'Our adviser is ill' })
        .expect(200);

      const [row] = (await list(omar)).items;
      const shown = await detail(omar, row!.id);
      expect(shown.enquiry).toMatchObject({
        name: 'Jane Doe',
        message: 'About payroll',
        hasMessage: true,
        meeting: { id: bookingId, status: 'cancelled', visitorTimeZone: 'Europe/London' },
      });
      expect(shown.meetingHistory).toEqual([
        {
          at: NOW.toISOString(),
          event: 'booked',
          actorKind: 'visitor',
          actor: null,
          fromStart: null,
          toStart: hoursFromNow(25).toISOString(),
          // Staff see that the unverified address has not confirmed it yet.
          detail: 'Awaiting confirmation from the invitation e-mail',
        },
        {
          at: hoursFromNow(1).toISOString(),
          event: 'cancelled',
          actorKind: 'staff',
          actor: 'omar',
          fromStart: hoursFromNow(25).toISOString(),
          toStart: null,
          detail: 'Our adviser is ill',
        },
      ]);
      expect(shown).toMatchObject({ activity: [], businessTimeZone: 'Asia/Dubai' });
    });
  });

  describe('who may do what', () => {
    it('asks for a sign-in on every call', async () => {
      const [id] = await seed({ receivedAt: hoursFromNow(-1) });
      const anonymous = request(app.callback());
      await anonymous.get(API_PATHS.staffInbox).expect(401);
      await anonymous.get(API_PATHS.staffInboxSummary).expect(401);
      await anonymous.get(API_PATHS.staffInboxExport).expect(401);
      await anonymous.get(staffEnquiryPath(id!)).expect(401);
      await anonymous
        .post(staffEnquiryPath(id!, 'status'))
        .set(XHR)
        .send({ status: 'done' })
        .expect(401);
      await anonymous.post(staffEnquiryPath(id!, 'notes')).set(XHR).send({ body: 'x' }).expect(401);
      await anonymous.delete(staffEnquiryPath(id!)).set(XHR).expect(401);
    });

    it('lets a moderator read and handle enquiries, but not export or delete them', async () => {
      const [id] = await seed({ receivedAt: hoursFromNow(-1) });
      await omar.get(API_PATHS.staffInbox).expect(200);
      await omar.get(staffEnquiryPath(id!)).expect(200);
      await omar
        .post(staffEnquiryPath(id!, 'status'))
        .set(XHR)
        .send({ status: 'spam' })
        .expect(200);
      await omar.post(staffEnquiryPath(id!, 'notes')).set(XHR).send({ body: 'Bot' }).expect(201);
      for (const refused of [
        await omar.get(API_PATHS.staffInboxExport).expect(403),
        await omar.delete(staffEnquiryPath(id!)).set(XHR).expect(403),
      ]) {
        expect(refused.body).toMatchObject({ error: INBOX_ADMIN_ONLY_MESSAGE });
        expect(refused.headers['cache-control']).toBe('no-store');
      }
      expect(await rows('SELECT id FROM enquiries')).toEqual([{ id }]);
      expect(await audits('inbox-export')).toEqual([]);
    });
  });
});

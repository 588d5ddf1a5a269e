import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { MONDAY, useAvailabilityApp } from '../../tests/helpers/availability';
import {
  addAdvisor,
  advisorBody,
  assignments,
  bookMeeting,
  parseCalendar,
  calendarOfRow,
  DAY,
  outboxRows,
} from '../../tests/helpers/advisors';
import { XHR } from '../../tests/helpers/content';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { createEndpoint } from '../webhooks/endpoints';
import { secretBoxKey } from '../webhooks/secretBox';

const tuesday = (utc: string) => `2026-11-24T${utc}:00.000Z`;
const wednesday = (utc: string) => `2026-11-25T${utc}:00.000Z`;
const monday = (utc: string) => `2026-11-23T${utc}:00.000Z`;
const JANE = 'jane@client.example';

describe.each(DIALECTS)('moving a meeting with advisors on %s', (dialect) => {
  const { state, appAt, current } = useAvailabilityApp(dialect);
  beforeEach(async () => {
    for (const table of [
      'advisors',
      'calendar_feeds',
      'advisor_departures',
      'enquiries',
      'meeting_history',
      'webhook_deliveries',
      'webhook_endpoints',
    ]) {
      await state.db.sequelize.query(`DELETE FROM ${table}`);
    }
  });
  const book = (start: string, services?: string) =>
    bookMeeting(appAt(MONDAY), state.db.sequelize, start, services);
  /** The visitor's move through their manage link, at Monday's clock. */
  const visitorMove = (token: string, startTime: string) =>
    request(appAt(MONDAY).callback())
      .post(`/api/meetings/${token}/reschedule`)
      .set(XHR)
      .send({ startTime });
  const staffMove = (id: string, startTime: string) =>
    state.admin.post(`/api/staff/meetings/${id}/reschedule`).set(XHR).send({ startTime });
  const row = async (id: string) => {
    const [found] = await state.db.sequelize.query<Record<string, unknown>>(
      'SELECT start_utc, sequence, advisor_id, assignment_reason FROM bookings WHERE id = :id',
      { replacements: { id }, type: QueryTypes.SELECT },
    );
    return { ...found, start_utc: new Date(found!.start_utc as string).toISOString() };
  };
  const count = async (table: string) => {
    const [found] = await state.db.sequelize.query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM ${table}`,
      { type: QueryTypes.SELECT },
    );
    return Number(found!.n);
  };

  it("accepts the visitor's move inside the advisor's hours but outside the firm's, and refuses one outside theirs", async () => {
    // 14:00-18:00 in Riyadh is 11:00-15:00 UTC; the firm's 09:00-18:00 Dubai is 05:00-14:00 UTC.
    const bilal = await addAdvisor(
      state.admin,
      advisorBody('Bilal', { timeZone: 'Asia/Riyadh', hours: DAY('14:00', '18:00') }),
    );
    const { id, token } = await book(tuesday('11:00'));
    const refused = await visitorMove(token, tuesday('06:00')).expect(400);
    expect(refused.body.fieldCodes.startTime).toEqual([
      expect.objectContaining({ code: 'booking.slot-outside-hours' }),
    ]);
    const before = (await outboxRows(state.db.sequelize)).length;
    const moved = await visitorMove(token, tuesday('14:30')).expect(200);
    expect(moved.body.meeting).toMatchObject({ start: tuesday('14:30'), status: 'booked' });
    expect(await row(id)).toMatchObject({
      start_utc: tuesday('14:30'),
      advisor_id: bilal,
      assignment_reason: 'the only eligible advisor free at that time',
    });
    const sent = (await outboxRows(state.db.sequelize)).slice(before);
    const toJane = sent.filter((r) => r.recipient === JANE);
    expect(toJane).toHaveLength(1);
    expect(toJane[0]!.body_text).toContain('Your advisor for this meeting is Bilal.');
    const hers = await calendarOfRow(toJane[0]!);
    expect(hers.events[0]).toMatchObject({
      start: tuesday('14:30'),
      sequence: 1,
      attendees: [JANE, 'bilal@finance.example'],
    });
    const his = await calendarOfRow(sent.find((r) => r.recipient === 'bilal@finance.example')!);
    expect(his.method).toBe('REQUEST');
    expect(his.events[0]).toMatchObject({ uid: hers.events[0]!.uid, sequence: 1 });
  });

  it('hands a move into the advisor’s leave to another covering free advisor: CANCEL, REQUEST, one update, one SEQUENCE', async () => {
    await createEndpoint(
      state.db.sequelize,
      {
        url: 'https://crm.example/hook',
        events: ['meeting.rescheduled', 'meeting.reassigned'],
        active: true,
      },
      { key: secretBoxKey('move-test-secret'), now: new Date() },
    );
    const amal = await addAdvisor(
      state.admin,
      advisorBody('Amal', {
        services: ['Payroll'],
        leave: [{ from: '2026-11-25', to: '2026-11-25', label: 'Course' }],
      }),
    );
    const bilal = await addAdvisor(state.admin, advisorBody('Bilal', { services: ['Payroll'] }));
    await addAdvisor(state.admin, advisorBody('Carol', { services: ['Payroll'] }));
    await addAdvisor(state.admin, advisorBody('Aaron', { services: ['Tax'] }));
    const feed = await state.admin.post(`/api/staff/advisors/${amal}/feed`).set(XHR).expect(201);
    const { id, token } = await book(tuesday('05:00'), 'Payroll');
    expect(await row(id)).toMatchObject({ advisor_id: amal });

    const before = (await outboxRows(state.db.sequelize)).length;
    await visitorMove(token, wednesday('06:00')).expect(200);
    expect(await row(id)).toMatchObject({
      start_utc: wednesday('06:00'),
      sequence: 1,
      advisor_id: bilal,
      // Aaron does not cover payroll; Bilal and Carol were never booked: by name.
      assignment_reason:
        'moved: Amal was not free; least recently booked of 2 eligible advisors (tie: by name)',
    });
    const sent = (await outboxRows(state.db.sequelize)).slice(before);
    expect(sent.map((r) => r.recipient).sort()).toEqual([
      'amal@finance.example',
      'bilal@finance.example',
      JANE,
      'staff@finance.example',
    ]);
    const of = (to: string) => calendarOfRow(sent.find((r) => r.recipient === to)!);
    const uid = `${id}@${state.db.config.mail.domain}`;
    const old = await of('amal@finance.example');
    expect(old.method).toBe('CANCEL');
    expect(old.events[0]).toMatchObject({ uid, sequence: 1, status: 'CANCELLED' });
    const fresh = await of('bilal@finance.example');
    expect(fresh.method).toBe('REQUEST');
    expect(fresh.events[0]).toMatchObject({ uid, sequence: 1, start: wednesday('06:00') });
    const visitor = await of(JANE);
    expect(visitor.events[0]).toMatchObject({
      uid,
      sequence: 1,
      start: wednesday('06:00'),
      attendees: [JANE, 'bilal@finance.example'],
    });
    const mail = sent.find((r) => r.recipient === JANE)!;
    expect(mail.body_text).toContain('Your advisor for this meeting is Bilal.');
    expect(mail.body_text).not.toContain('Amal');

    // Amal's feed keeps it as cancelled; the history and the webhooks tell of both changes.
    const path = new URL((feed.body as { https: string }).https).pathname;
    const amalsFeed = await request(appAt(MONDAY).callback()).get(path).expect(200);
    expect((await parseCalendar(amalsFeed.text)).events).toEqual([
      expect.objectContaining({ uid, status: 'CANCELLED', sequence: 1 }),
    ]);
    const [history] = await state.db.sequelize.query(
      'SELECT event, detail FROM meeting_history WHERE booking_id = :id ORDER BY id',
      { replacements: { id } },
    );
    expect(history).toEqual(
      expect.arrayContaining([{ event: 'reassigned', detail: 'Amal to Bilal' }]),
    );
    const [deliveries] = await state.db.sequelize.query('SELECT event FROM webhook_deliveries');
    expect((deliveries as { event: string }[]).map((d) => d.event).sort()).toEqual([
      'meeting.reassigned',
      'meeting.rescheduled',
    ]);
  });

  it('keeps our advisor for a time another advisor is busy (or buffered) but ours is free', async () => {
    const { rules } = await current();
    await state.admin
      .put('/api/staff/availability/rules')
      .set(XHR)
      .send({ ...rules, bufferAfterMinutes: 15 })
      .expect(200);
    const amal = await addAdvisor(state.admin, advisorBody('Amal'));
    const bilal = await addAdvisor(state.admin, advisorBody('Bilal'));
    const mine = await book(tuesday('05:00'));
    const theirs = await book(tuesday('07:00'));
    expect(await assignments(state.db.sequelize)).toMatchObject([
      { advisor: 'Amal' },
      { advisor: 'Bilal' },
    ]);
    // 07:00 is Bilal's meeting, 07:30 inside his buffer: Amal is free at both.
    await visitorMove(mine.token, tuesday('07:30')).expect(200);
    await staffMove(mine.id, tuesday('07:00')).expect(200);
    expect(await row(mine.id)).toMatchObject({ start_utc: tuesday('07:00'), advisor_id: amal });
    expect(await row(theirs.id)).toMatchObject({ start_utc: tuesday('07:00'), advisor_id: bilal });
    expect(await count('advisor_departures')).toBe(0);
  });

  it('answers 409 when no eligible advisor is free, and changes nothing', async () => {
    const amal = await addAdvisor(state.admin, advisorBody('Amal', { services: ['Payroll'] }));
    await addAdvisor(state.admin, advisorBody('Bilal', { services: ['Tax'] }));
    const { id, token } = await book(tuesday('05:00'), 'Payroll');
    await book(tuesday('06:00'), 'Payroll');
    const before = {
      row: await row(id),
      outbox: await count('outbox'),
      history: await count('meeting_history'),
    };
    expect(before.row).toMatchObject({ advisor_id: amal, sequence: 0 });
    const refused = await visitorMove(token, tuesday('06:00')).expect(409);
    expect(refused.body.code).toBe('booking.slot-taken');
    await staffMove(id, tuesday('06:00')).expect(409);
    expect({
      row: await row(id),
      outbox: await count('outbox'),
      history: await count('meeting_history'),
    }).toEqual(before);
  });

  it('lets a move and a booking racing for the one free advisor never double-book her', async () => {
    await addAdvisor(state.admin, advisorBody('Amal'));
    const { token } = await book(tuesday('05:00'));
    const answers = await Promise.all([
      visitorMove(token, tuesday('06:00')),
      request(appAt(MONDAY).callback())
        .post('/api/calendar/schedule')
        .set(XHR)
        .set('X-Forwarded-For', '203.0.113.77')
        .send({
          startTime: tuesday('06:00'),
          endTime: tuesday('06:30'),
          attendeeEmail: 'joe@client.example',
          clientName: 'Joe Bloggs',
          description: 'Racing.',
        }),
    ]);
    // Either the move won (200) and the booking lost (409), or the other way round (201, 409).
    const [moved, booked] = answers.map((a) => a.status);
    expect([moved, booked]).toEqual(moved === 200 ? [200, 409] : [409, 201]);
    const starts = (await assignments(state.db.sequelize)).map((a) => a.start);
    expect(starts.filter((start) => start === tuesday('06:00'))).toHaveLength(1);
  });

  it("relaxes a staff move on the notice only: still the advisor's hours, never the past", async () => {
    // 08:00-18:00 in Dubai; the clock is Monday 08:00 there, the notice two hours.
    const amal = await addAdvisor(
      state.admin,
      advisorBody('Amal', { hours: DAY('08:00', '18:00') }),
    );
    const { id, token } = await book(tuesday('05:00'));
    const soon = await visitorMove(token, monday('05:00')).expect(400);
    expect(soon.body.fieldCodes.startTime).toEqual([
      expect.objectContaining({ code: 'booking.slot-too-soon' }),
    ]);
    const late = await staffMove(id, monday('15:00')).expect(400);
    expect(late.body.fieldCodes.startTime).toEqual([
      expect.objectContaining({ code: 'booking.slot-outside-hours' }),
    ]);
    await staffMove(id, monday('03:30')).expect(400);
    await staffMove(id, monday('05:00')).expect(200);
    expect(await row(id)).toMatchObject({ start_utc: monday('05:00'), advisor_id: amal });
  });

  it('moves a meeting of the firm (booked before advisors) to an advisor', async () => {
    const { id, token } = await book(tuesday('05:00'));
    expect(await row(id)).toMatchObject({ advisor_id: '' });
    const amal = await addAdvisor(state.admin, advisorBody('Amal'));
    await visitorMove(token, tuesday('06:00')).expect(200);
    expect(await row(id)).toMatchObject({
      advisor_id: amal,
      assignment_reason: 'moved: it had no advisor; the only eligible advisor free at that time',
    });
  });
});

import request from 'supertest';
import { meetingSlotsPath, staffMeetingSlotsPath } from '@app/contract/moveSlots';
import { MONDAY, useAvailabilityApp } from '../../tests/helpers/availability';
import {
  addAdvisor,
  advisorBody,
  bookMeeting,
  calendarOfRow,
  DAY,
  outboxRows,
} from '../../tests/helpers/advisors';
import { XHR } from '../../tests/helpers/content';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { silentLogger } from '../log/logger';
import { createReminderJob } from '../meetings/reminderJob';

const TUESDAY = '2026-11-24';
const tuesday = (utc: string) => `${TUESDAY}T${utc}:00.000Z`;
const wednesday = (utc: string) => `2026-11-25T${utc}:00.000Z`;
/** `count` half-hour slots from `from` (UTC) on Tuesday. */
const run = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(tuesday(from)) + i * 30 * 60_000).toISOString(),
  );
const HOUR = 3_600_000;

describe.each(DIALECTS)('the times offered for a move, and its reminder, on %s', (dialect) => {
  const { state, appAt, current } = useAvailabilityApp(dialect);
  beforeEach(async () => {
    for (const table of [
      'advisors',
      'calendar_feeds',
      'advisor_departures',
      'enquiries',
      'meeting_reminders',
    ]) {
      await state.db.sequelize.query(`DELETE FROM ${table}`);
    }
  });
  const api = () => request(appAt(MONDAY).callback());
  const starts = (body: unknown) =>
    (body as { slots: { start: string }[] }).slots.map((s) => s.start);

  it("offers the union of the advisors who may take the meeting, its own advisor's time around it not busy", async () => {
    const { rules } = await current();
    await state.admin
      .put('/api/staff/availability/rules')
      .set(XHR)
      .send({ ...rules, bufferAfterMinutes: 30 })
      .expect(200);
    // Payroll: Amal 05:00-09:00 UTC (Dubai 09:00-13:00), Carol 13:00-15:00 UTC (Riyadh
    // 16:00-18:00); Bilal covers tax only, 11:00-15:00 UTC.
    await addAdvisor(
      state.admin,
      advisorBody('Amal', { hours: DAY('09:00', '13:00'), services: ['Payroll'] }),
    );
    await addAdvisor(
      state.admin,
      advisorBody('Bilal', {
        timeZone: 'Asia/Riyadh',
        hours: DAY('14:00', '18:00'),
        services: ['Tax'],
      }),
    );
    await addAdvisor(
      state.admin,
      advisorBody('Carol', {
        timeZone: 'Asia/Riyadh',
        hours: DAY('16:00', '18:00'),
        services: ['Payroll'],
      }),
    );
    const { id, token } = await book(tuesday('05:00'), 'Payroll');
    // The booking calendar counts the meeting and its buffer as Amal's busy time.
    const booking = await api().get(
      `/api/calendar/available-slots?date=${TUESDAY}&services=Payroll`,
    );
    expect(starts(booking.body)).toEqual([...run('06:00', 6), ...run('13:00', 4)]);

    const mine = [...run('05:30', 7), ...run('13:00', 4)];
    const visitor = await api()
      .get(`${meetingSlotsPath(token)}?date=${TUESDAY}`)
      .expect(200);
    expect(visitor.headers['cache-control']).toBe('no-store');
    expect(starts(visitor.body)).toEqual(mine);
    const staff = await state.admin.get(`${staffMeetingSlotsPath(id)}?date=${TUESDAY}`).expect(200);
    expect(starts(staff.body)).toEqual(mine);
    // Every offered time is accepted (the first one, here).
    await api()
      .post(`/api/meetings/${token}/reschedule`)
      .set(XHR)
      .send({ startTime: tuesday('05:30') })
      .expect(200);

    await api()
      .get(`${meetingSlotsPath('x'.repeat(43))}?date=${TUESDAY}`)
      .expect(404);
    await state.admin
      .get(`${staffMeetingSlotsPath('00000000-0000-4000-8000-000000000000')}?date=${TUESDAY}`)
      .expect(404);
    await state.admin.get(`${staffMeetingSlotsPath(id)}?date=someday`).expect(400);
    await api()
      .get(`${staffMeetingSlotsPath(id)}?date=${TUESDAY}`)
      .expect(401);
  });

  it('sends the reminder once, at the new time, naming the advisor who took the move', async () => {
    await addAdvisor(
      state.admin,
      advisorBody('Amal', { leave: [{ from: '2026-11-25', to: '2026-11-25', label: 'Course' }] }),
    );
    await addAdvisor(state.admin, advisorBody('Bilal'));
    const { id, token } = await book(tuesday('05:00'));
    await api()
      .post(`/api/meetings/${token}/reschedule`)
      .set(XHR)
      .send({ startTime: wednesday('06:00') })
      .expect(200);
    let clock = MONDAY;
    const config = state.db.config;
    const job = createReminderJob({
      sequelize: state.db.sequelize,
      context: {
        mail: config.mail,
        businessTz: config.booking.timeZone,
        siteUrl: config.meetings.siteUrl,
        changeCutoffMs: config.meetings.changeCutoffMs,
      },
      pollMs: 60_000,
      logger: silentLogger,
      workerId: 'move-test',
      now: () => clock,
    });
    try {
      // Due 24 hours before the old time: nothing; before the new one: once.
      clock = new Date(Date.parse(tuesday('05:00')) - 24 * HOUR);
      expect((await job.runOnce()).sent).toEqual([]);
      clock = new Date(Date.parse(wednesday('06:00')) - 24 * HOUR);
      expect((await job.runOnce()).sent).toEqual([id]);
      clock = new Date(clock.getTime() + HOUR);
      expect((await job.runOnce()).sent).toEqual([]);
    } finally {
      await job.stop();
    }
    const reminders = (await outboxRows(state.db.sequelize)).filter((r) =>
      r.subject.startsWith('Reminder:'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body_text).toContain('Your advisor for this meeting is Bilal.');
    expect((await calendarOfRow(reminders[0]!)).events[0]).toMatchObject({
      start: wednesday('06:00'),
      sequence: 1,
      attendees: ['jane@client.example', 'bilal@finance.example'],
    });
  });

  const book = (start: string, services?: string) =>
    bookMeeting(appAt(MONDAY), state.db.sequelize, start, services);
});

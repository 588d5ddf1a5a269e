import request from 'supertest';
import { MONDAY, useAvailabilityApp } from '../../tests/helpers/availability';
import { addAdvisor, advisorBody, assignments, DAY } from '../../tests/helpers/advisors';
import { XHR } from '../../tests/helpers/content';
import { DIALECTS } from '../../tests/helpers/testDatabase';

const TUESDAY = '2026-11-24';
/** `count` half-hour slots from `from` (UTC) on Tuesday. */
const run = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${TUESDAY}T${from}:00.000Z`) + i * 30 * 60_000).toISOString(),
  );
const at = (utc: string) => `${TUESDAY}T${utc}:00.000Z`;
const minutesAfterMonday = (minutes: number) => new Date(MONDAY.getTime() + minutes * 60_000);

describe.each(DIALECTS)('advisors taking meetings on %s', (dialect) => {
  const { state, appAt, slotStarts, schedule } = useAvailabilityApp(dialect);
  beforeEach(async () => {
    for (const table of ['advisors', 'calendar_feeds', 'advisor_departures', 'enquiries']) {
      await state.db.sequelize.query(`DELETE FROM ${table}`);
    }
  });
  const slotsFor = async (services: string) => {
    const response = await request(appAt(MONDAY).callback())
      .get(`/api/calendar/available-slots?date=${TUESDAY}&services=${encodeURIComponent(services)}`)
      .expect(200);
    return (response.body as { slots: { start: string }[] }).slots.map((s) => s.start);
  };

  it('offers the union of the eligible advisors across two zones, by the chosen services', async () => {
    // 09:00-13:00 in Dubai (UTC+4) is 05:00-09:00 UTC; 14:00-18:00 in Riyadh (UTC+3) 11:00-15:00.
    await addAdvisor(
      state.admin,
      advisorBody('Amal', { hours: DAY('09:00', '13:00'), services: ['Tax'] }),
    );
    await addAdvisor(
      state.admin,
      advisorBody('Bilal', {
        timeZone: 'Asia/Riyadh',
        hours: DAY('14:00', '18:00'),
        services: ['Payroll', 'Bookkeeping'],
      }),
    );
    expect(await slotStarts(TUESDAY)).toEqual([...run('05:00', 8), ...run('11:00', 8)]);
    expect(await slotsFor('payroll')).toEqual(run('11:00', 8));
    expect(await slotsFor('Payroll, Bookkeeping')).toEqual(run('11:00', 8));
    expect(await slotsFor('Payroll, Tax')).toEqual([]);
    // 14:30 UTC is 17:30 in Riyadh, 18:30 in Dubai: outside the firm's hours, inside Bilal's.
    await schedule(at('14:30')).expect(201);
    const [booked] = await assignments(state.db.sequelize);
    expect(booked).toMatchObject({ start: at('14:30'), advisor: 'Bilal' });
  });

  it('gives each booking to the eligible free advisor booked least recently', async () => {
    await addAdvisor(state.admin, advisorBody('Bilal'));
    await addAdvisor(state.admin, advisorBody('Amal'));
    await schedule(at('05:00'), 30, minutesAfterMonday(1)).expect(201);
    await schedule(at('06:00'), 30, minutesAfterMonday(2)).expect(201);
    await schedule(at('07:00'), 30, minutesAfterMonday(3)).expect(201);
    await schedule(at('07:00'), 30, minutesAfterMonday(4)).expect(201);
    // Both are busy at 07:00 now: the slot is gone.
    await schedule(at('07:00'), 30, minutesAfterMonday(5)).expect(409);
    expect(await slotStarts(TUESDAY)).not.toContain(at('07:00'));
    expect(await slotStarts(TUESDAY)).toContain(at('05:00'));
    expect(await assignments(state.db.sequelize)).toEqual([
      {
        start: at('05:00'),
        advisor: 'Amal',
        reason: 'least recently booked of 2 eligible advisors (tie: by name)',
      },
      {
        start: at('06:00'),
        advisor: 'Bilal',
        reason: 'least recently booked of 2 eligible advisors',
      },
      {
        start: at('07:00'),
        advisor: 'Amal',
        reason: 'least recently booked of 2 eligible advisors',
      },
      {
        start: at('07:00'),
        advisor: 'Bilal',
        reason: 'the only eligible advisor free at that time',
      },
    ]);
  });

  it('breaks a tie of never-booked advisors by the fewest upcoming meetings', async () => {
    const amal = await addAdvisor(state.admin, advisorBody('Amal'));
    await addAdvisor(state.admin, advisorBody('Bilal'));
    await schedule(at('05:00'), 30, minutesAfterMonday(1)).expect(201);
    // Amal is booked; as if she had never been, she still has one meeting ahead to Bilal's none.
    await state.db.sequelize.query('UPDATE advisors SET last_booked_at = NULL WHERE id = :amal', {
      replacements: { amal },
    });
    await schedule(at('06:00'), 30, minutesAfterMonday(2)).expect(201);
    const rows = await assignments(state.db.sequelize);
    expect(rows[1]).toEqual({
      start: at('06:00'),
      advisor: 'Bilal',
      reason: 'least recently booked of 2 eligible advisors (tie: fewest upcoming meetings)',
    });
  });

  it('lets one of two visitors racing for the one free advisor win; the other gets 409', async () => {
    await addAdvisor(state.admin, advisorBody('Amal'));
    const answers = await Promise.all([schedule(at('05:00')), schedule(at('05:00'))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('booking.slot-taken');
    expect(await assignments(state.db.sequelize)).toHaveLength(1);
  });

  it('shows the advisor and the reason in the inbox and the CSV', async () => {
    await addAdvisor(state.admin, advisorBody('Amal'));
    await addAdvisor(state.admin, advisorBody('Bilal'));
    await schedule(at('05:00')).expect(201);
    const inbox = await state.admin.get('/api/staff/inbox').set(XHR).expect(200);
    expect(inbox.body.items[0].meeting.assignment).toEqual({
      advisorId: expect.any(String),
      advisorName: 'Amal',
      reason: 'least recently booked of 2 eligible advisors (tie: by name)',
    });
    const csv = await state.admin.get('/api/staff/inbox/export').set(XHR).expect(200);
    const [header, line] = (csv.text as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/,Advisor,Assigned because$/);
    expect(line).toMatch(/,Amal,least recently booked of 2 eligible advisors \(tie: by name\)$/);
  });

  it('refuses a room link that is not an http(s) URL, naming the field, and keeps nothing', async () => {
    for (const roomLink of ['javascript:alert(1)', 'meet.example/room', 'ftp://files.example/x']) {
      const refused = await state.admin
        .post('/api/staff/advisors')
        .set(XHR)
        .send(advisorBody('Amal', { roomLink }))
        .expect(400);
      expect(refused.body.fieldCodes.roomLink).toEqual([{ code: 'advisors.room-link' }]);
    }
    const list = await state.admin.get('/api/staff/advisors').set(XHR).expect(200);
    expect(list.body.advisors).toEqual([]);
    await state.moderator
      .post('/api/staff/advisors')
      .set(XHR)
      .send(advisorBody('Amal'))
      .expect(403);
  });
});

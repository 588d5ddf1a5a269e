import { QueryTypes } from 'sequelize';
import { closure, NINE_TO_SIX, useAvailabilityApp } from '../../tests/helpers/availability';
import { XHR } from '../../tests/helpers/content';
import { DIALECTS } from '../../tests/helpers/testDatabase';

const FRIDAY_OFF = [
  NINE_TO_SIX,
  NINE_TO_SIX,
  NINE_TO_SIX,
  NINE_TO_SIX,
  [],
  NINE_TO_SIX,
  NINE_TO_SIX,
];

describe.each(DIALECTS)('the availability API on %s', (dialect) => {
  const { state, current, schedule } = useAvailabilityApp(dialect, {
    BOOKING_DAYS: '1-5',
    BOOKING_DAY_START: '08:30',
    BOOKING_MIN_NOTICE_MINUTES: '90',
  });
  const auditDetails = async () =>
    (
      await state.db.sequelize.query<{ detail: string }>(
        "SELECT detail FROM audit_log WHERE event = 'availability-change' ORDER BY id",
        { type: QueryTypes.SELECT },
      )
    ).map((row) => row.detail);

  it('starts from the BOOKING_* variables, the caps and the change cut-off', async () => {
    const seeded = await current();
    const day = [{ start: '08:30', end: '18:00' }];
    expect(seeded).toEqual({
      timeZone: 'Asia/Dubai',
      weekly: [day, day, day, day, day, [], []],
      closures: [],
      rules: {
        meetingMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        slotStepMinutes: 30,
        minNotice: { unit: 'hours', amount: 1.5 },
        maxDaysAhead: 60,
        caps: { upcomingPerEmail: 2, perAddressPerDay: 3, perDay: 20 },
        changeCutoffHours: 12,
      },
    });
  });

  it('lets a moderator read and only an admin change, and audits every change', async () => {
    await state.moderator.get('/api/staff/availability').expect(200);
    await state.moderator.get('/api/staff/availability/next-days').expect(200);
    const body = { timeZone: 'Asia/Riyadh', weekly: FRIDAY_OFF };
    await state.moderator.put('/api/staff/availability/hours').set(XHR).send(body).expect(403);
    const before = (await auditDetails()).length;
    await state.admin.put('/api/staff/availability/hours').set(XHR).send(body).expect(200);
    expect((await current()).timeZone).toBe('Asia/Riyadh');
    const settings = await state.admin.get('/api/settings').expect(200);
    expect(settings.body).toEqual({
      businessTimeZone: 'Asia/Riyadh',
      calendar: { daysOff: [5], closed: [] },
    });
    expect((await auditDetails()).slice(before)).toEqual(['business hours (Asia/Riyadh)']);
  });

  it.each<[string, string, object, string]>([
    [
      'hours',
      'weekly.0.0.end',
      {
        timeZone: 'Asia/Dubai',
        weekly: [[{ start: '12:00', end: '09:00' }], [], [], [], [], [], []],
      },
      'An interval must end after it starts',
    ],
    [
      'hours',
      'weekly.1.1.start',
      {
        timeZone: 'Asia/Dubai',
        weekly: [
          [],
          [
            { start: '09:00', end: '13:00' },
            { start: '12:00', end: '16:00' },
          ],
          [],
          [],
          [],
          [],
          [],
        ],
      },
      'Intervals of one day must not overlap',
    ],
    [
      'hours',
      'timeZone',
      { timeZone: 'Mars/Olympus', weekly: [[], [], [], [], [], [], []] },
      'Expected an IANA time zone such as Asia/Dubai',
    ],
  ])('refuses bad %s naming %s, saving nothing', async (what, field, body, message) => {
    const response = await state.admin
      .put(`/api/staff/availability/${what}`)
      .set(XHR)
      .send(body)
      .expect(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect((await current()).weekly[5]).toEqual([]);
    expect((await current()).timeZone).toBe('Asia/Dubai');
  });

  it('refuses a closure ending before it starts, a buffer longer than the day and a notice beyond the window', async () => {
    const closed = await state.admin
      .post('/api/staff/availability/closures')
      .set(XHR)
      .send(closure('2026-12-10', '2026-12-09'))
      .expect(400);
    const audited = (await auditDetails()).length;
    expect(closed.body.fields.to).toEqual(['A closure cannot end before it starts']);
    const { rules } = await current();
    const buffer = await state.admin
      .put('/api/staff/availability/rules')
      .set(XHR)
      .send({ ...rules, bufferBeforeMinutes: 1000, bufferAfterMinutes: 600 })
      .expect(400);
    expect(buffer.body.fields.bufferBeforeMinutes).toEqual([
      'The buffers and the meeting must fit in one day',
    ]);
    const notice = await state.admin
      .put('/api/staff/availability/rules')
      .set(XHR)
      .send({ ...rules, maxDaysAhead: 3, minNotice: { unit: 'working-days', amount: 5 } })
      .expect(400);
    expect(notice.body.fields['minNotice.amount']).toEqual([
      'The minimum notice must end within the booking window',
    ]);
    expect(await current()).toMatchObject({ closures: [], rules });
    expect(await auditDetails()).toHaveLength(audited);
  });

  it('adds the UAE holidays of a year once, estimated, and moves one a day earlier', async () => {
    const add = () =>
      state.admin
        .post('/api/staff/availability/holidays')
        .set(XHR)
        .send({ country: 'AE', year: 2026 })
        .expect(200);
    await add();
    const { closures } = (await add()).body.schedule as {
      closures: { id: string; labelEn: string; from: string; estimated: boolean }[];
    };
    expect(closures.map((c) => c.labelEn)).toHaveLength(8);
    const eid = closures.find((c) => c.labelEn === 'Eid al-Fitr')!;
    expect(eid).toMatchObject({ from: '2026-03-20', estimated: true });
    const moved = await state.admin
      .post(`/api/staff/availability/closures/${eid.id}/shift`)
      .set(XHR)
      .send({ days: -1 })
      .expect(200);
    expect(moved.body.schedule.closures.find((c: { id: string }) => c.id === eid.id)).toMatchObject(
      {
        from: '2026-03-19',
        to: '2026-03-21',
      },
    );
    await state.admin
      .post('/api/staff/availability/closures/6a1f3b0e-0000-4000-8000-000000000000/shift')
      .set(XHR)
      .send({ days: 1 })
      .expect(404);
  });

  it('tells why each of the next 14 days has no slot', async () => {
    await state.admin
      .post('/api/staff/availability/closures')
      .set(XHR)
      .send(closure('2026-11-26', '2026-11-26', { labelEn: 'Eid al-Fitr', estimated: true }))
      .expect(201);
    const { rules } = await current();
    await state.admin
      .put('/api/staff/availability/rules')
      .set(XHR)
      .send({ ...rules, maxDaysAhead: 10 })
      .expect(200);
    // Monday 23 November, 08:00: today's slots start 90 minutes from now at the earliest.
    const response = await state.moderator.get('/api/staff/availability/next-days').expect(200);
    const days = response.body.days as { date: string; freeSlots: number; reason: string | null }[];
    expect(days).toHaveLength(14);
    expect(days.map((d) => [d.date, d.reason])).toEqual([
      ['2026-11-23', null],
      ['2026-11-24', null],
      ['2026-11-25', null],
      ['2026-11-26', 'closed'],
      ['2026-11-27', null],
      ['2026-11-28', 'day-off'],
      ['2026-11-29', 'day-off'],
      ['2026-11-30', null],
      ['2026-12-01', null],
      ['2026-12-02', null],
      ['2026-12-03', null],
      ['2026-12-04', 'beyond-window'],
      ['2026-12-05', 'day-off'],
      ['2026-12-06', 'day-off'],
    ]);
    expect(days[0]!.freeSlots).toBe(17); // 09:30 … 17:30
    expect(days[1]!.freeSlots).toBe(19); // 08:30 … 17:30
    expect(response.body.days[3].closure).toEqual({
      labelEn: 'Eid al-Fitr',
      labelAr: 'رحلة الفريق',
      estimated: true,
    });
  });

  it('tells a fully booked day from one within the notice', async () => {
    const short = [{ start: '09:00', end: '09:30' }];
    await state.admin
      .put('/api/staff/availability/hours')
      .set(XHR)
      .send({ timeZone: 'Asia/Dubai', weekly: [short, short, short, [], [], [], []] })
      .expect(200);
    const { rules } = await current();
    await state.admin
      .put('/api/staff/availability/rules')
      .set(XHR)
      .send({ ...rules, minNotice: { unit: 'working-days', amount: 1 } })
      .expect(200);
    await schedule('2026-11-24T05:00:00.000Z').expect(201);
    const response = await state.moderator.get('/api/staff/availability/next-days').expect(200);
    const days = response.body.days as { date: string; freeSlots: number; reason: string | null }[];
    expect(days.slice(0, 3)).toEqual([
      { date: '2026-11-23', freeSlots: 0, reason: 'within-notice', closure: null },
      { date: '2026-11-24', freeSlots: 0, reason: 'fully-booked', closure: null },
      { date: '2026-11-25', freeSlots: 1, reason: null, closure: null },
    ]);
  });
});

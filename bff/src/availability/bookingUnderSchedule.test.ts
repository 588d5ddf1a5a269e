import { QueryTypes } from 'sequelize';
import { closure, NINE_TO_SIX, useAvailabilityApp } from '../../tests/helpers/availability';
import { XHR } from '../../tests/helpers/content';
import { DIALECTS } from '../../tests/helpers/testDatabase';

/** 09:00 … 17:30 in Dubai (UTC+4) on `date`, as the slot list gives them. */
const dayOfSlots = (date: string, from = '05:00', count = 18) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${date}T${from}:00.000Z`) + i * 30 * 60_000).toISOString(),
  );
const at = (date: string, utc: string) => `${date}T${utc}:00.000Z`;

describe.each(DIALECTS)('booking under the staff schedule on %s', (dialect) => {
  const { state, slotStarts, schedule, current } = useAvailabilityApp(dialect);
  const putHours = (weekly: unknown[]) =>
    state.admin
      .put('/api/staff/availability/hours')
      .set(XHR)
      .send({ timeZone: 'Asia/Dubai', weekly })
      .expect(200);
  const putRules = async (change: Record<string, unknown>) => {
    const { rules } = await current();
    await state.admin
      .put('/api/staff/availability/rules')
      .set(XHR)
      .send({ ...rules, ...change })
      .expect(200);
  };
  const addClosure = (body: object) =>
    state.admin.post('/api/staff/availability/closures').set(XHR).send(body).expect(201);

  it('keeps the default behaviour: Monday to Saturday 09:00-18:00, Sunday off', async () => {
    expect(await slotStarts('2026-11-24')).toEqual(dayOfSlots('2026-11-24'));
    expect(await slotStarts('2026-11-29')).toEqual([]);
    const refused = await schedule(at('2026-11-29', '05:00')).expect(400);
    expect(refused.body.fields.startTime).toEqual([
      'Sunday is our day off. Please choose another date.',
    ]);
  });

  it('follows a Friday-Saturday weekend at once, and refuses a Friday by URL', async () => {
    await putHours([NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, [], [], NINE_TO_SIX]);
    expect(await slotStarts('2026-11-27')).toEqual([]);
    expect(await slotStarts('2026-11-28')).toEqual([]);
    expect(await slotStarts('2026-11-29')).toEqual(dayOfSlots('2026-11-29'));
    const refused = await schedule(at('2026-11-27', '05:00')).expect(400);
    expect(refused.body.fields.startTime).toEqual([
      'Friday and Saturday are our days off. Please choose another date.',
    ]);
    await schedule(at('2026-11-29', '05:00')).expect(201);
  });

  it('offers only the custom hours of a Ramadan range, and refuses a time outside them', async () => {
    const ramadan = { start: '09:00', end: '14:00' };
    await addClosure(
      closure('2026-11-30', '2026-12-03', {
        hours: [ramadan],
        labelEn: 'Ramadan',
        labelAr: 'رمضان',
      }),
    );
    expect(await slotStarts('2026-12-01')).toEqual(dayOfSlots('2026-12-01', '05:00', 10));
    expect(await slotStarts('2026-12-04')).toEqual(dayOfSlots('2026-12-04'));
    await schedule(at('2026-12-01', '11:00')).expect(400);
    await schedule(at('2026-12-01', '09:30')).expect(201);
  });

  it('moves an estimated Eid closure a day later, and the slots follow', async () => {
    const added = await addClosure(
      closure('2026-12-08', '2026-12-08', { labelEn: 'Eid al-Fitr', estimated: true }),
    );
    const id = added.body.schedule.closures[0].id as string;
    expect(await slotStarts('2026-12-08')).toEqual([]);
    await state.admin
      .post(`/api/staff/availability/closures/${id}/shift`)
      .set(XHR)
      .send({ days: 1 })
      .expect(200);
    expect(await slotStarts('2026-12-08')).toEqual(dayOfSlots('2026-12-08'));
    expect(await slotStarts('2026-12-09')).toEqual([]);
    const refused = await schedule(at('2026-12-09', '05:00')).expect(400);
    expect(refused.body.fields.startTime).toEqual([
      'We are closed that day. Please choose another date.',
    ]);
  });

  it('keeps the buffers free around a booked meeting, in the list and at booking', async () => {
    await putRules({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    await schedule(at('2026-11-24', '06:00')).expect(201); // 10:00-10:30 Dubai
    const starts = await slotStarts('2026-11-24');
    expect(starts.slice(0, 3)).toEqual([
      at('2026-11-24', '05:00'),
      at('2026-11-24', '07:00'),
      at('2026-11-24', '07:30'),
    ]);
    const refused = await schedule(at('2026-11-24', '06:30')).expect(400);
    expect(refused.body.fields.startTime).toEqual([
      'That time is too close to another meeting. Please choose one of the listed times.',
    ]);
    const later = await schedule(at('2026-11-24', '07:00')).expect(201);
    // A move is held to the same buffers, staff's too.
    const moved = await state.admin
      .post(`/api/staff/meetings/${later.body.booking.id as string}/reschedule`)
      .set(XHR)
      .send({ startTime: at('2026-11-24', '06:30') })
      .expect(400);
    expect(moved.body.fields.startTime).toEqual([
      'That time is too close to another meeting. Please choose one of the listed times.',
    ]);
  });

  it('counts a notice in working days over the weekend and a holiday', async () => {
    const thursday = new Date('2026-11-26T04:00:00.000Z');
    await putHours([NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, [], [], NINE_TO_SIX]);
    await addClosure(closure('2026-11-29', '2026-11-29', { labelEn: 'National holiday' }));
    await putRules({ minNotice: { unit: 'working-days', amount: 2 } });
    // Friday and Saturday are off and Sunday closed: Monday is the first working day, Tuesday
    // the second.
    expect(await slotStarts('2026-11-30', thursday)).toEqual([]);
    expect(await slotStarts('2026-12-01', thursday)).toEqual(dayOfSlots('2026-12-01'));
    const refused = await schedule(at('2026-11-30', '05:00'), 30, thursday).expect(400);
    expect(refused.body.fields.startTime).toEqual([
      "Meetings need at least 2 working days' notice. Please choose a later time.",
    ]);
    await schedule(at('2026-12-01', '05:00'), 30, thursday).expect(201);
  });

  it('lists the booked meetings a new closure covers, and never moves them', async () => {
    const booked = await schedule(at('2026-12-02', '06:00')).expect(201);
    const id = booked.body.booking.id as string;
    const added = await addClosure(closure('2026-12-01', '2026-12-02'));
    const closureId = added.body.schedule.closures[0].id as string;
    expect(added.body.coveredMeetings).toEqual({
      [closureId]: [
        {
          id,
          start: at('2026-12-02', '06:00'),
          clientName: 'Jane Doe',
          enquiryId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      ],
    });
    const rows = await state.db.sequelize.query<{ status: string; start_utc: Date | string }>(
      'SELECT status, start_utc FROM bookings WHERE id = :id',
      { replacements: { id }, type: QueryTypes.SELECT },
    );
    expect(rows.map((r) => [r.status, new Date(r.start_utc).toISOString()])).toEqual([
      ['booked', at('2026-12-02', '06:00')],
    ]);
  });
});

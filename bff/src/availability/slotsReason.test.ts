import request from 'supertest';
import { closure, MONDAY, NINE_TO_SIX, useAvailabilityApp } from '../../tests/helpers/availability';
import { XHR } from '../../tests/helpers/content';
import { DIALECTS } from '../../tests/helpers/testDatabase';

describe.each(DIALECTS)('the slots answer says why a day has none, on %s', (dialect) => {
  const { state, appAt, schedule, current } = useAvailabilityApp(dialect);
  const answerOf = async (date: string) =>
    (
      await request(appAt(MONDAY).callback())
        .get(`/api/calendar/available-slots?date=${date}`)
        .expect(200)
    ).body as { slots: unknown[]; unavailable?: unknown };

  it('names a day off, a closure with its labels, and nothing on a day with slots', async () => {
    await state.admin
      .post('/api/staff/availability/closures')
      .set(XHR)
      .send(
        closure('2026-12-01', '2026-12-01', {
          labelEn: 'Eid al-Fitr',
          labelAr: 'عيد الفطر',
          estimated: true,
        }),
      )
      .expect(201);
    expect(await answerOf('2026-11-29')).toEqual({
      slots: [],
      unavailable: { reason: 'day-off', closure: null },
    });
    expect(await answerOf('2026-12-01')).toEqual({
      slots: [],
      unavailable: {
        reason: 'closed',
        closure: { labelEn: 'Eid al-Fitr', labelAr: 'عيد الفطر', estimated: true },
      },
    });
    const open = await answerOf('2026-11-25');
    expect(open.slots.length).toBeGreaterThan(0);
    expect(open).not.toHaveProperty('unavailable');
  });

  it('names a day within the notice, beyond the window, and fully booked', async () => {
    const { rules } = await current();
    await state.admin
      .put('/api/staff/availability/rules')
      .set(XHR)
      .send({ ...rules, minNotice: { unit: 'working-days', amount: 2 }, maxDaysAhead: 30 })
      .expect(200);
    expect((await answerOf('2026-11-24')).unavailable).toEqual({
      reason: 'within-notice',
      closure: null,
    });
    expect((await answerOf('2027-01-05')).unavailable).toEqual({
      reason: 'beyond-window',
      closure: null,
    });

    // Thursday open 09:00-09:30 only: one meeting fills it.
    const oneSlot = [{ start: '09:00', end: '09:30' }];
    await state.admin
      .put('/api/staff/availability/hours')
      .set(XHR)
      .send({
        timeZone: 'Asia/Dubai',
        weekly: [NINE_TO_SIX, NINE_TO_SIX, NINE_TO_SIX, oneSlot, NINE_TO_SIX, NINE_TO_SIX, []],
      })
      .expect(200);
    await schedule('2026-11-26T05:00:00.000Z').expect(201);
    expect((await answerOf('2026-11-26')).unavailable).toEqual({
      reason: 'fully-booked',
      closure: null,
    });
  });
});

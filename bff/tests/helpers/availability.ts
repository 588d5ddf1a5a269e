import type { AvailabilitySchedule, ClosureInput } from '@app/contract/availability';
import { createApp } from '../../src/app';
import { silentLogger } from '../../src/log/logger';
import { addUser, signedIn, XHR, type Agent } from './content';
import { nextClientIp } from './clientIp';
import { openTestDatabase, type Dialect, type TestDatabase } from './testDatabase';
import request from 'supertest';

/** Monday 23 November 2026, 08:00 in Dubai. */
export const MONDAY = new Date('2026-11-23T04:00:00.000Z');

export const NINE_TO_SIX = [{ start: '09:00', end: '18:00' }];

/** A closure closed all day, with labels in both languages. */
export const closure = (from: string, to: string, extra: Partial<ClosureInput> = {}) => ({
  from,
  to,
  hours: null,
  labelEn: 'Staff retreat',
  labelAr: 'رحلة الفريق',
  estimated: false,
  ...extra,
});

/** A database with an admin and a moderator, and apps at any clock over it. */
export function useAvailabilityApp(dialect: Dialect, env: Record<string, string> = {}) {
  const state = {} as { db: TestDatabase; admin: Agent; moderator: Agent };
  const apps = new Map<number, ReturnType<typeof createApp>>();

  const appAt = (now: Date) => {
    let app = apps.get(now.getTime());
    if (app === undefined) {
      app = createApp({
        config: state.db.config,
        sequelize: state.db.sequelize,
        logger: silentLogger,
        now: () => now,
      });
      apps.set(now.getTime(), app);
    }
    return app;
  };

  beforeAll(async () => {
    state.db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SCHEDULE_RATE_LIMIT: '1000',
        MAIL_FROM: 'The Finance Team <hello@finance.example>',
        STAFF_EMAIL: 'staff@finance.example',
        ...env,
      },
    });
    await addUser(state.db.sequelize, 'ada', 'admin');
    await addUser(state.db.sequelize, 'moira', 'moderator');
    state.admin = await signedIn(appAt(MONDAY), 'ada');
    state.moderator = await signedIn(appAt(MONDAY), 'moira');
  });
  afterAll(async () => {
    await state.db.cleanup();
  });
  beforeEach(async () => {
    // An empty table seeds itself again from the environment on the next read.
    for (const table of ['availability', 'bookings', 'outbox', 'rate_limits']) {
      await state.db.sequelize.query(`DELETE FROM ${table}`);
    }
  });

  const slotStarts = async (date: string, now = MONDAY): Promise<string[]> => {
    const response = await request(appAt(now).callback())
      .get(`/api/calendar/available-slots?date=${date}`)
      .expect(200);
    return (response.body as { slots: { start: string }[] }).slots.map((s) => s.start);
  };

  const schedule = (start: string, minutes = 30, now = MONDAY) =>
    request(appAt(now).callback())
      .post('/api/calendar/schedule')
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({
        startTime: start,
        endTime: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
        attendeeEmail: `visitor-${Math.random().toString(36).slice(2)}@client.example`,
        clientName: 'Jane Doe',
        description: 'Jane Doe - Payroll - We need help with payroll.',
      });

  const current = async (): Promise<AvailabilitySchedule> => {
    const response = await state.admin.get('/api/staff/availability').expect(200);
    return (response.body as { schedule: AvailabilitySchedule }).schedule;
  };

  return { state, appAt, slotStarts, schedule, current };
}

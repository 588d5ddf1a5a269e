import request from 'supertest';
import { MONDAY, NINE_TO_SIX, useAvailabilityApp } from '../../tests/helpers/availability';
import { XHR } from '../../tests/helpers/content';
import { manageTokenIn } from '../../tests/helpers/meetings';
import { nextClientIp } from '../../tests/helpers/clientIp';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { silentLogger } from '../log/logger';
import { listOutbox } from '../mail/outbox';
import { createReminderJob } from '../meetings/reminderJob';
import { jobMailContext } from './jobMailContext';

/** Tuesday 24 November 2026, 15:30 in Dubai (14:30 in Riyadh). */
const SLOT = '2026-11-24T11:30:00.000Z';
const HOUR = 3_600_000;
const WORKING_WEEK = [
  NINE_TO_SIX,
  NINE_TO_SIX,
  NINE_TO_SIX,
  NINE_TO_SIX,
  NINE_TO_SIX,
  NINE_TO_SIX,
  [],
];

describe.each(DIALECTS)(
  "the meeting's zone and cut-off come from the staff schedule on %s",
  (dialect) => {
    // The environment still says 12 hours and Dubai: only the first start's seed.
    const { state, appAt, schedule, current } = useAvailabilityApp(dialect, {
      MEETING_CHANGE_CUTOFF_HOURS: '12',
      BOOKING_TIMEZONE: 'Asia/Dubai',
    });
    const putRules = async (change: Record<string, unknown>) => {
      const { rules } = await current();
      await state.admin
        .put('/api/staff/availability/rules')
        .set(XHR)
        .send({ ...rules, ...change })
        .expect(200);
    };
    /** Books SLOT and gives the visitor's manage token and the booking's id. */
    const book = async () => {
      const booked = await schedule(SLOT).expect(201);
      const rows = await listOutbox(state.db.sequelize);
      const token = rows.map((row) => manageTokenIn(row.body_text)).find((t) => t !== undefined);
      if (token === undefined) throw new Error('no manage link queued');
      return { token, id: (booked.body as { booking: { id: string } }).booking.id };
    };
    const link = (token: string, now: Date, action: 'cancel' | 'reschedule', body = {}) =>
      request(appAt(now).callback())
        .post(`/api/meetings/${token}/${action}`)
        .set(XHR)
        .set('X-Forwarded-For', nextClientIp())
        .send(body);
    const mailsAfter = async (seen: number) => (await listOutbox(state.db.sequelize)).slice(seen);

    it("refuses the visitor's cancel and move inside the stored cut-off, not the environment's", async () => {
      const { token } = await book();
      await putRules({ changeCutoffHours: 48 });
      // 31.5 hours ahead: inside 48, outside the environment's 12.
      const cancel = await link(token, MONDAY, 'cancel').expect(409);
      expect(cancel.body).toMatchObject({ code: 'meeting.closed', params: { hours: 48 } });
      const move = await link(token, MONDAY, 'reschedule', {
        startTime: '2026-11-25T06:00:00.000Z',
      }).expect(409);
      expect(move.body).toMatchObject({ code: 'meeting.closed', params: { hours: 48 } });
      const page = await request(appAt(MONDAY).callback())
        .get(`/api/meetings/${token}`)
        .expect(200);
      expect(page.body.meeting).toMatchObject({
        changeable: false,
        changeableUntil: new Date(Date.parse(SLOT) - 48 * HOUR).toISOString(),
      });

      // One hour: 6.5 hours ahead, which the environment's 12 would have refused, may cancel.
      await putRules({ changeCutoffHours: 1 });
      const tuesday = new Date('2026-11-24T05:00:00.000Z');
      await link(token, tuesday, 'cancel').expect(200);
    });

    it('tells the times in the stored zone: mails, reminders, the meeting page and the inbox', async () => {
      const { token, id } = await book();
      await state.admin
        .put('/api/staff/availability/hours')
        .set(XHR)
        .send({ timeZone: 'Asia/Riyadh', weekly: WORKING_WEEK })
        .expect(200);

      const page = await request(appAt(MONDAY).callback())
        .get(`/api/meetings/${token}`)
        .expect(200);
      expect(page.body.meeting).toMatchObject({
        businessTimeZone: 'Asia/Riyadh',
        timeZone: 'Asia/Riyadh',
      });
      const inbox = await state.admin.get('/api/staff/inbox').expect(200);
      expect(inbox.body.businessTimeZone).toBe('Asia/Riyadh');

      let seen = (await listOutbox(state.db.sequelize)).length;
      const job = createReminderJob({
        sequelize: state.db.sequelize,
        context: jobMailContext(state.db.sequelize, state.db.config),
        pollMs: 60_000,
        logger: silentLogger,
        workerId: 'zone',
        now: () => new Date(Date.parse(SLOT) - 24 * HOUR),
      });
      try {
        expect((await job.runOnce()).sent).toEqual([id]);
      } finally {
        await job.stop();
      }
      const [reminder] = await mailsAfter(seen);
      expect(reminder!.subject).toContain('2:30');
      expect(reminder!.body_text).toContain('Asia/Riyadh');
      expect(reminder!.body_text).not.toContain('3:30');
      seen += 1;

      await link(token, MONDAY, 'cancel').expect(200);
      const cancelled = await mailsAfter(seen);
      expect(cancelled.length).toBeGreaterThan(0);
      for (const mail of cancelled) {
        expect(mail.body_text).toContain('2:30');
        expect(mail.body_text).not.toContain('3:30');
      }
    });
  },
);

/** Queues meeting reminders as they fall due; reminders.ts makes sure each is queued once. */
import { createMeetingJob, type MeetingJob, type MeetingJobOptions } from './meetingJob';
import { REMINDER_BATCH, sendDueReminders, type ReminderRound } from './reminders';

export type ReminderJobOptions = MeetingJobOptions;
export type ReminderJob = MeetingJob<ReminderRound>;

export function createReminderJob(options: ReminderJobOptions): ReminderJob {
  return createMeetingJob(options, {
    name: 'meeting reminders',
    component: 'meeting-reminders',
    round: sendDueReminders,
    report: (log, result) => {
      for (const bookingId of result.sent) log.info('meeting reminder queued', { bookingId });
      for (const bookingId of result.skipped) log.info('meeting reminder skipped', { bookingId });
    },
    fullBatch: (result) => result.sent.length + result.skipped.length >= REMINDER_BATCH,
  });
}

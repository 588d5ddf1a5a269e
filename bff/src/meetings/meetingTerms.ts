/**
 * What the staff's schedule in force says of a booked meeting: the zone its times are told in
 * (e-mails, reminders, the meeting page, the inbox) and when the visitor's link stops changing it.
 * Read with the schedule on every request and job round, so an edit reaches every replica at once;
 * `BOOKING_TIMEZONE` and `MEETING_CHANGE_CUTOFF_HOURS` only seed that schedule.
 */
import type { AvailabilitySchedule } from '@app/contract/availability';

const HOUR_MS = 3_600_000;

export interface MeetingTerms {
  businessTz: string;
  changeCutoffMs: number;
}

export function meetingTermsOf(schedule: AvailabilitySchedule): MeetingTerms {
  return {
    businessTz: schedule.timeZone,
    changeCutoffMs: schedule.rules.changeCutoffHours * HOUR_MS,
  };
}

import type { Sequelize, Transaction } from 'sequelize';
import { recordMeetingEvent, type HistoryEntry } from './history';
import { mintManageToken } from './manageLinks';
import { revokeManageLinks } from './moveLimit';
import { armReminder } from './reminders';

export interface MeetingTime {
  start: Date;
  /** The history line for it: `booked` or `rescheduled`, by whom, from when. */
  entry: Omit<HistoryEntry, 'toStart'>;
  /** How long before `start` the reminder goes out. */
  reminderLeadMs: number;
}

/**
 * What a meeting needs each time it is given a time, booked or moved, inside the transaction
 * that gives it: its reminder armed for that time, the step in its history, and a fresh manage
 * link, which ends every earlier one (a link in an older e-mail then opens nothing). Returns the
 * link's token, for the mails that announce the time.
 */
export async function armMeeting(
  sequelize: Sequelize,
  bookingId: string,
  { start, entry, reminderLeadMs }: MeetingTime,
  { transaction, now }: { transaction: Transaction; now: Date },
): Promise<string> {
  await armReminder(sequelize, bookingId, { start, leadMs: reminderLeadMs, now, transaction });
  await recordMeetingEvent(
    sequelize,
    bookingId,
    { ...entry, toStart: start },
    { transaction, now },
  );
  await revokeManageLinks(sequelize, bookingId, { transaction });
  return mintManageToken(sequelize, bookingId, { transaction, now });
}

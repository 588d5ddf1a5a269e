import { writeTransaction } from '../db/writeTransaction';
import { recordMeetingEvent } from './history';
import type { LifecycleDeps } from './lifecycle';
import type { MeetingRecord } from './meetingRecord';
import { confirmBooking, readMeeting } from './store';

/**
 * The visitor's confirmation of a held booking, with its history line (staff see it in the
 * inbox), in one transaction. Returns the meeting as it now stands; null when it is gone.
 */
export async function confirmMeeting(
  { sequelize, now }: Pick<LifecycleDeps, 'sequelize' | 'now'>,
  bookingId: string,
): Promise<MeetingRecord | null> {
  const at = now();
  return writeTransaction(sequelize, async (transaction) => {
    if (await confirmBooking(sequelize, bookingId, { now: at, transaction })) {
      await recordMeetingEvent(
        sequelize,
        bookingId,
        { event: 'confirmed', actor: { kind: 'visitor' } },
        { transaction, now: at },
      );
    }
    return readMeeting(sequelize, bookingId, { transaction });
  });
}

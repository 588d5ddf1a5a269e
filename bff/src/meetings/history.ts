/** The `meeting_history` table: each step of a meeting, by whom, when (the inbox shows it). */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';

export type MeetingEvent =
  'booked' | 'confirmed' | 'rescheduled' | 'cancelled' | 'reminded' | 'reassigned';

/** Who changed a meeting: the visitor through their link, a staff member, or the reminder job. */
export type Actor =
  { kind: 'visitor' } | { kind: 'staff'; id: number; name: string } | { kind: 'system' };

export interface HistoryEntry {
  event: MeetingEvent;
  actor: Actor;
  fromStart?: Date | null;
  toStart?: Date | null;
  detail?: string | null;
}

/** Records a step inside the transaction of the change itself, so the two never disagree. */
export async function recordMeetingEvent(
  sequelize: Sequelize,
  bookingId: string,
  entry: HistoryEntry,
  { transaction, now }: { transaction: Transaction; now: Date },
): Promise<void> {
  const at = (date: Date | null | undefined) =>
    date === null || date === undefined ? null : sqlDateTime(sequelize, date);
  await sequelize.query(
    `INSERT INTO meeting_history
       (booking_id, event, actor_kind, actor_id, actor_name, from_start, to_start, detail,
        occurred_at)
     VALUES (:bookingId, :event, :kind, :actorId, :actorName, :fromStart, :toStart, :detail, :now)`,
    {
      replacements: {
        bookingId,
        event: entry.event,
        kind: entry.actor.kind,
        actorId: entry.actor.kind === 'staff' ? entry.actor.id : null,
        actorName: entry.actor.kind === 'staff' ? entry.actor.name.slice(0, 100) : null,
        fromStart: at(entry.fromStart),
        toStart: at(entry.toStart),
        detail: entry.detail?.slice(0, 1000) ?? null,
        now: at(now),
      },
      type: QueryTypes.INSERT,
      transaction,
    },
  );
}

export interface HistoryRow {
  event: MeetingEvent;
  actor_kind: Actor['kind'];
  actor_id: number | null;
  actor_name: string | null;
  from_start: Date | string | null;
  to_start: Date | string | null;
  detail: string | null;
  occurred_at: Date | string;
}

/** A meeting's steps, oldest first. */
export async function meetingHistory(
  sequelize: Sequelize,
  bookingId: string,
): Promise<HistoryRow[]> {
  return sequelize.query<HistoryRow>(
    `SELECT event, actor_kind, actor_id, actor_name, from_start, to_start, detail, occurred_at
       FROM meeting_history WHERE booking_id = :bookingId ORDER BY id`,
    { replacements: { bookingId }, type: QueryTypes.SELECT },
  );
}

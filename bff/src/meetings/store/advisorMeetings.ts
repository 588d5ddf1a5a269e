/**
 * The `bookings` columns of advisors (migration 0060): who holds a meeting and why, what each
 * advisor is busy with, and what their calendar feed lists. `advisor_id` '' is the firm's.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../../db/sqlDateTime';

/** A booked meeting and whose it is ('' the firm's: it keeps every advisor busy). */
export interface AdvisorBusy {
  id: string;
  advisorId: string;
  start: Date;
  end: Date;
}

/** Booked meetings overlapping [from, to), with their advisor. */
export async function bookedWithAdvisors(
  sequelize: Sequelize,
  from: Date,
  to: Date,
  { transaction }: { transaction?: Transaction } = {},
): Promise<AdvisorBusy[]> {
  const rows = await sequelize.query<{
    id: string;
    advisor_id: string;
    start_utc: Date | string;
    end_utc: Date | string;
  }>(
    `SELECT id, advisor_id, start_utc, end_utc FROM bookings
      WHERE status = 'booked' AND start_utc < :to AND end_utc > :from`,
    {
      replacements: { from: sqlDateTime(sequelize, from), to: sqlDateTime(sequelize, to) },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return rows.map((row) => ({
    id: row.id,
    advisorId: row.advisor_id,
    start: new Date(row.start_utc),
    end: new Date(row.end_utc),
  }));
}

/** How many booked meetings each advisor has that have not ended: the assignment's tie-break. */
export async function upcomingByAdvisor(
  sequelize: Sequelize,
  now: Date,
  { transaction }: { transaction?: Transaction } = {},
): Promise<Map<string, number>> {
  const rows = await sequelize.query<{ advisor_id: string; n: number | string }>(
    `SELECT advisor_id, COUNT(*) AS n FROM bookings
      WHERE status = 'booked' AND end_utc > :now AND advisor_id <> '' GROUP BY advisor_id`,
    { replacements: { now: sqlDateTime(sequelize, now) }, type: QueryTypes.SELECT, transaction },
  );
  return new Map(rows.map((row) => [row.advisor_id, Number(row.n)]));
}

/** Who holds a meeting ('' the firm), why, and the services the visitor chose. */
export async function assignmentOf(
  sequelize: Sequelize,
  bookingId: string,
  { transaction }: { transaction?: Transaction } = {},
): Promise<{ advisorId: string; reason: string | null; services: string } | null> {
  const [row] = await sequelize.query<{
    advisor_id: string;
    assignment_reason: string | null;
    services: string | null;
  }>('SELECT advisor_id, assignment_reason, services FROM bookings WHERE id = :id', {
    replacements: { id: bookingId },
    type: QueryTypes.SELECT,
    transaction,
  });
  if (row === undefined) return null;
  return { advisorId: row.advisor_id, reason: row.assignment_reason, services: row.services ?? '' };
}

/**
 * Gives a booked meeting to another advisor with a raised SEQUENCE. The unique key on
 * (held_start, advisor_id) refuses an advisor who holds that start already.
 */
export async function setAssignment(
  sequelize: Sequelize,
  bookingId: string,
  to: { advisorId: string; reason: string; sequence: number },
  { now, transaction }: { now: Date; transaction: Transaction },
): Promise<void> {
  await sequelize.query(
    `UPDATE bookings SET advisor_id = :advisorId, assignment_reason = :reason,
            sequence = :sequence, updated_at = :now
      WHERE id = :id AND status = 'booked'`,
    {
      replacements: {
        id: bookingId,
        ...to,
        now: sqlDateTime(sequelize, now),
      },
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
}

/** A meeting left an advisor (reassigned away): their feed keeps it as CANCELLED for a while. */
export async function recordDeparture(
  sequelize: Sequelize,
  departure: { bookingId: string; advisorId: string; sequence: number },
  { now, transaction }: { now: Date; transaction: Transaction },
): Promise<void> {
  await sequelize.query(
    `INSERT INTO advisor_departures (booking_id, advisor_id, sequence, departed_at)
     VALUES (:bookingId, :advisorId, :sequence, :now)`,
    {
      replacements: { ...departure, now: sqlDateTime(sequelize, now) },
      type: QueryTypes.INSERT,
      transaction,
    },
  );
}

/** One event of a calendar feed. */
export interface FeedMeeting {
  id: string;
  start: Date;
  end: Date;
  clientName: string;
  attendeeEmail: string;
  advisorId: string;
  cancelled: boolean;
  sequence: number;
  /** When it last changed: the feed's ETag and LAST-MODIFIED follow it. */
  updatedAt: Date;
}

interface FeedRow {
  id: string;
  start_utc: Date | string;
  end_utc: Date | string;
  client_name: string;
  attendee_email: string;
  advisor_id: string;
  status: string;
  sequence: number | string;
  updated_at: Date | string;
}

const feedOf = (row: FeedRow, cancelled: boolean, sequence: number): FeedMeeting => ({
  id: row.id,
  start: new Date(row.start_utc),
  end: new Date(row.end_utc),
  clientName: row.client_name,
  attendeeEmail: row.attendee_email,
  advisorId: row.advisor_id,
  cancelled,
  sequence,
  updatedAt: new Date(row.updated_at),
});

/**
 * The meetings of a feed: those of `advisorId` (all, for the firm's feed, when null) ending after
 * `since`, cancelled ones only while they were cancelled after `goneSince`, and the meetings
 * reassigned away from the advisor after `goneSince`, as cancelled with the SEQUENCE of the move.
 */
export async function feedMeetings(
  sequelize: Sequelize,
  advisorId: string | null,
  { since, goneSince }: { since: Date; goneSince: Date },
): Promise<FeedMeeting[]> {
  const replacements = {
    advisorId: advisorId ?? '',
    since: sqlDateTime(sequelize, since),
    goneSince: sqlDateTime(sequelize, goneSince),
  };
  const mine = advisorId === null ? '' : 'AND advisor_id = :advisorId';
  const rows = await sequelize.query<FeedRow>(
    `SELECT id, start_utc, end_utc, client_name, attendee_email, advisor_id, status, sequence,
            updated_at
       FROM bookings
      WHERE end_utc > :since ${mine}
        AND (status = 'booked' OR cancelled_at > :goneSince)
      ORDER BY start_utc, id`,
    { replacements, type: QueryTypes.SELECT },
  );
  const meetings = rows.map((row) => feedOf(row, row.status === 'cancelled', Number(row.sequence)));
  if (advisorId === null) return meetings;
  const gone = await sequelize.query<FeedRow & { departed_sequence: number | string }>(
    `SELECT b.id, b.start_utc, b.end_utc, b.client_name, b.attendee_email, d.advisor_id,
            b.status, b.sequence, d.departed_at AS updated_at, d.sequence AS departed_sequence
       FROM advisor_departures d JOIN bookings b ON b.id = d.booking_id
      WHERE d.advisor_id = :advisorId AND d.departed_at > :goneSince AND b.advisor_id <> :advisorId
      ORDER BY d.departed_at DESC`,
    { replacements, type: QueryTypes.SELECT },
  );
  const seen = new Set(meetings.map((m) => m.id));
  for (const row of gone) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    meetings.push(feedOf(row, true, Number(row.departed_sequence)));
  }
  return meetings;
}

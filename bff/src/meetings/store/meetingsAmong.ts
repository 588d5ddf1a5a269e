/**
 * What privacy asks of the meetings of enquiries it erases, exports or keeps: which are still to
 * come, which were held, which an address booked, and a meeting as it is stored. It passes the
 * meetings' ids (the enquiries' `booking_id`) and joins the answer with its own reads.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../../db/sqlDateTime';

type Options = { transaction?: Transaction };

/** Of the meetings `ids`, those booked that end where `ended` says, measured against `now`. */
async function bookedAmong(
  sequelize: Sequelize,
  ids: readonly string[],
  { now, ended }: { now: Date; ended: boolean },
  { transaction }: Options,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await sequelize.query<{ id: string }>(
    `SELECT id FROM bookings
      WHERE id IN (:ids) AND status = 'booked' AND end_utc ${ended ? '<=' : '>'} :now`,
    {
      replacements: { ids, now: sqlDateTime(sequelize, now) },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return rows.map((row) => row.id);
}

/** Of the meetings `ids`, the booked ones still to end at `now`: an erasure cancels them first. */
export const upcomingMeetingsAmong = (
  sequelize: Sequelize,
  ids: readonly string[],
  now: Date,
  options: Options = {},
): Promise<string[]> => bookedAmong(sequelize, ids, { now, ended: false }, options);

/** Of the meetings `ids`, those held by `now`: booked (not cancelled) and ended. */
export const heldMeetingsAmong = (
  sequelize: Sequelize,
  ids: readonly string[],
  now: Date,
  options: Options = {},
): Promise<string[]> => bookedAmong(sequelize, ids, { now, ended: true }, options);

/** The meetings whose attendee is `email`, letter case aside. */
export async function meetingsOfAttendee(
  sequelize: Sequelize,
  email: string,
  { transaction }: Options = {},
): Promise<string[]> {
  const rows = await sequelize.query<{ id: string }>(
    'SELECT id FROM bookings WHERE LOWER(attendee_email) = :email',
    { replacements: { email: email.toLowerCase() }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => row.id);
}

/**
 * Meeting `id` column by column as the table stores it, or null: a person's data download shows
 * everything held, so this is the row itself rather than the domain's record of it.
 */
export async function meetingAsStored(
  sequelize: Sequelize,
  id: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await sequelize.query<Record<string, unknown>>(
    'SELECT * FROM bookings WHERE id = :id',
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  return row ?? null;
}

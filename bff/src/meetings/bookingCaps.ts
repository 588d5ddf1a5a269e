/**
 * How many meetings one person, one client address and the whole site may book. Without caps one
 * address booked a whole day in seconds and emptied the calendar for real visitors, and the
 * invitations made the form a way to mail anyone under our name.
 */
import moment from 'moment-timezone';
import type { Refusal } from '@app/contract/errorCodes';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { attendeeKey } from './attendeeKey';
import type { BookingCaps } from './config';
import { countMeetings, type MeetingCount } from './store';

export type CapReason = 'per-email' | 'per-address' | 'per-day';

/** What a refused visitor is told (429): why, and that their message still reaches us. */
export function capMessages(staffEmail: string): Readonly<Record<CapReason, Refusal>> {
  return {
    'per-email': { code: 'booking.cap-per-email', params: { staffEmail } },
    'per-address': { code: 'booking.cap-per-address' },
    'per-day': { code: 'booking.cap-per-day' },
  };
}

/**
 * Waits for every other booking in progress: on MySQL the one row of `booking_gate` is locked
 * until this transaction ends, so the counts below see every booking committed before this one
 * and none can be added meanwhile. SQLite's writers take turns anyway (writeTransaction).
 */
export async function passBookingGate(
  sequelize: Sequelize,
  transaction: Transaction,
): Promise<void> {
  if (sequelize.getDialect() === 'sqlite') return;
  await sequelize.query('SELECT id FROM booking_gate WHERE id = 1 FOR UPDATE', {
    type: QueryTypes.SELECT,
    transaction,
  });
}

export interface CapCheck {
  attendeeEmail: string;
  clientIp: string | null;
  now: Date;
  caps: BookingCaps;
  /** The business zone: "a day" is the business's date. */
  timeZone: string;
  transaction: Transaction;
}

/** The first cap a new booking would break, or null. Call after passBookingGate. */
export async function brokenCap(
  sequelize: Sequelize,
  { attendeeEmail, clientIp, now, caps, timeZone, transaction }: CapCheck,
): Promise<CapReason | null> {
  const count = (filter: MeetingCount) => countMeetings(sequelize, filter, { transaction });
  const dayStart = moment.tz(now, timeZone).startOf('day').toDate();

  const upcoming = await count({
    attendeeKey: attendeeKey(attendeeEmail),
    status: 'booked',
    endsAfter: now,
  });
  if (upcoming >= caps.upcomingPerEmail) return 'per-email';
  // Cancelled meetings count too: booking and cancelling in a loop still mails the attendee.
  if (clientIp !== null) {
    const fromAddress = await count({ clientIp: clientIp.slice(0, 64), createdSince: dayStart });
    if (fromAddress >= caps.perAddressPerDay) return 'per-address';
  }
  // Only meetings that still stand: a cancelled or released one frees its place for others.
  const today = await count({ createdSince: dayStart, status: 'booked' });
  if (today >= caps.perDay) return 'per-day';
  return null;
}

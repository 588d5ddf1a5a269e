import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import type { ScheduleRequest } from '@app/contract/booking';
import { writeTransaction } from '../db/writeTransaction';
import type { MailConfig } from '../mail/config';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { insertBooking, SlotTakenError, type NewBooking } from './bookings';
import { InviteError } from './invite';
import { inviteMails } from './inviteMails';
import type { BookingRules } from './rules';
import { checkSlot, type SlotRejectionReason } from './slots';

export interface ScheduleDeps {
  sequelize: Sequelize;
  rules: BookingRules;
  mail: MailConfig;
  now: () => Date;
}

export type ScheduleOutcome =
  | { status: 'booked'; booking: { id: string; start: string; end: string } }
  /** The time breaks a booking rule (answer 400). */
  | { status: 'rejected'; reason: SlotRejectionReason }
  /** The calendar invite could not be built for this attendee (answer 400). */
  | { status: 'invalid-invite'; message: string }
  /** Someone else has the slot (answer 409). */
  | { status: 'taken' };

/**
 * Books a meeting: re-checks the time against the rules (the visitor's slot list may be stale or
 * forged), then stores the booking and queues both invitations in one transaction, so a booking
 * never exists without its invitations and a lost race leaves nothing behind.
 */
export async function scheduleMeeting(
  { sequelize, rules, mail, now }: ScheduleDeps,
  request: ScheduleRequest,
): Promise<ScheduleOutcome> {
  const at = now();
  const start = new Date(request.startTime);
  const end = new Date(request.endTime);
  const check = checkSlot({ start, end, now: at, rules });
  if (!check.ok) return { status: 'rejected', reason: check.reason };

  const booking: NewBooking = {
    id: randomUUID(),
    start,
    end,
    attendeeEmail: request.attendeeEmail,
    clientName: request.clientName,
    description: request.description,
  };
  let mails: OutgoingMail[];
  try {
    mails = inviteMails({ booking, businessTz: rules.timeZone, mail, now: at });
  } catch (error) {
    if (error instanceof InviteError) return { status: 'invalid-invite', message: error.message };
    throw error;
  }

  try {
    await writeTransaction(sequelize, async (transaction) => {
      await insertBooking(sequelize, booking, { transaction, now: at });
      for (const message of mails) {
        await enqueueMail(sequelize, message, { transaction, domain: mail.domain, now: at });
      }
    });
  } catch (error) {
    if (error instanceof SlotTakenError) return { status: 'taken' };
    throw error;
  }
  return {
    status: 'booked',
    booking: { id: booking.id, start: start.toISOString(), end: end.toISOString() },
  };
}

import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import type { ScheduleRequest } from '@app/contract/booking';
import { DEFAULT_SITE_LANGUAGE } from '@app/contract/languages';
import { writeTransaction } from '../db/writeTransaction';
import type { MailConfig } from '../mail/config';
import { fileBooking } from '../enquiries/fileEnquiry';
import { enqueueMail } from '../mail/outbox';
import { armMeeting } from './armMeeting';
import { brokenCap, passBookingGate, type CapReason } from './bookingCaps';
import { bookedMails } from './meetingMails';
import { meetingTermsOf } from './meetingTerms';
import type { MeetingRecord } from './meetingRecord';
import { insertBooking, SlotTakenError } from './store';
import type { BookingCaps, MeetingsConfig } from './config';
import { InviteError } from './invite';
import type { AvailabilitySchedule } from '@app/contract/availability';
import { bookedBetween } from './store';
import { checkSlot, type SlotRejectionReason } from './slots';
import { holdOrConfirm } from './verification';
import { emitWebhookEvent } from '../webhooks/emit';
import { checkAdvisorSlot, chosenServices } from '../advisors/advisorSlots';
import { assignAdvisor } from '../advisors/assignAdvisor';
import { advisorMail } from '../advisors/advisorMails';
import { mailAdvisorOf } from '../advisors/store';

export interface ScheduleDeps {
  sequelize: Sequelize;
  /** The schedule in force, read for this request. */
  rules: AvailabilitySchedule;
  mail: MailConfig;
  caps: BookingCaps;
  meetings: MeetingsConfig;
  now: () => Date;
}

export type ScheduleOutcome =
  | { status: 'booked'; booking: { id: string; start: string; end: string } }
  /** The time breaks a booking rule (answer 400). */
  | { status: 'rejected'; reason: SlotRejectionReason }
  /** The calendar invite could not be built for this attendee (answer 400). */
  | { status: 'invalid-invite'; message: string }
  /** Someone else has the slot (answer 409). */
  | { status: 'taken' }
  /** A cap is used up (answer 429); nothing is stored, the contact message still goes to staff. */
  | { status: 'capped'; reason: CapReason };

/** The history's word for a booking that waits for the visitor's confirmation (staff read it). */
export const AWAITING_CONFIRMATION = 'Awaiting confirmation from the invitation e-mail';

class CapReached extends Error {
  constructor(readonly reason: CapReason) {
    super(reason);
  }
}

class SlotRefused extends Error {
  constructor(readonly reason: SlotRejectionReason) {
    super(reason);
  }
}

const DAY_MS = 86_400_000;

/**
 * Books a meeting: re-checks the time against the rules (the visitor's slot list may be stale or
 * forged), then, in one transaction behind the booking gate, checks the caps, stores the booking
 * with its inbox enquiry, its manage link, its reminder and its history line, and queues both
 * invitations: a booking never exists without its invitations and a refused or lost one leaves
 * nothing behind.
 */
export async function scheduleMeeting(
  { sequelize, rules, mail, caps, meetings, now }: ScheduleDeps,
  request: ScheduleRequest,
  clientIp: string | null,
): Promise<ScheduleOutcome> {
  const at = now();
  const start = new Date(request.startTime);
  const end = new Date(request.endTime);
  const services = chosenServices(request.services);
  const advisorCheck = { start, end, now: at, firm: rules, services };
  const check =
    (await checkAdvisorSlot(sequelize, advisorCheck)) ?? checkSlot({ start, end, now: at, rules });
  if (!check.ok) return { status: 'rejected', reason: check.reason };

  const booking: MeetingRecord = {
    id: randomUUID(),
    start,
    end,
    attendeeEmail: request.attendeeEmail,
    clientName: request.clientName,
    description: request.description,
    visitorTz: request.timeZone ?? null,
    clientIp,
    language: request.language ?? DEFAULT_SITE_LANGUAGE,
    status: 'booked',
    sequence: 0,
    visitorMoves: 0,
    // Stored without a hold; holdOrConfirm sets it once the row exists (its mails carry it).
    holdUntil: null,
    services: services.join(', '),
  };
  try {
    await writeTransaction(sequelize, async (transaction) => {
      await passBookingGate(sequelize, transaction);
      // With advisors, the least recently booked free one takes it (none free: the slot is gone).
      const assigned = await assignAdvisor(sequelize, advisorCheck, transaction);
      if (assigned === 'none-free') throw new SlotTakenError();
      if (assigned !== null) {
        booking.advisor = { id: assigned.advisor.id, reason: assigned.reason };
      } else {
        // The buffers are checked behind the gate, against every booking committed before this one.
        const around = await bookedBetween(
          sequelize,
          new Date(start.getTime() - DAY_MS),
          new Date(end.getTime() + DAY_MS),
          { transaction },
        );
        const buffered = checkSlot({ start, end, now: at, rules, booked: around });
        if (!buffered.ok) throw new SlotRefused(buffered.reason);
      }
      const cap = await brokenCap(sequelize, {
        attendeeEmail: booking.attendeeEmail,
        clientIp,
        now: at,
        // The staff's caps, over the environment's (which seeded them).
        caps: { ...caps, ...rules.rules.caps },
        timeZone: rules.timeZone,
        transaction,
      });
      if (cap !== null) throw new CapReached(cap);
      await insertBooking(sequelize, booking, { transaction, now: at });
      const confirmBy = await holdOrConfirm(sequelize, booking, {
        holdMs: caps.confirmHoldMs,
        now: at,
        transaction,
      });
      await fileBooking(
        sequelize,
        { ...booking, attribution: request.attribution },
        { transaction, now: at },
      );
      const token = await armMeeting(
        sequelize,
        booking.id,
        {
          start,
          entry: {
            event: 'booked',
            actor: { kind: 'visitor' },
            detail: confirmBy === undefined ? null : AWAITING_CONFIRMATION,
          },
          reminderLeadMs: meetings.reminderLeadMs,
        },
        { transaction, now: at },
      );
      const mails = bookedMails(
        booking,
        {
          mail,
          ...meetingTermsOf(rules),
          siteUrl: meetings.siteUrl,
          now: at,
          advisor: assigned === null ? null : mailAdvisorOf(assigned.advisor),
        },
        token,
        confirmBy,
      );
      if (assigned !== null) {
        const why = `Assigned: ${assigned.reason}`;
        const ctx = { mail, businessTz: rules.timeZone, now: at };
        mails.push(
          advisorMail(booking, ctx, mailAdvisorOf(assigned.advisor), {
            method: 'REQUEST',
            sequence: 0,
            why,
          }),
        );
      }
      for (const message of mails) {
        await enqueueMail(sequelize, message, {
          transaction,
          domain: mail.domain,
          now: at,
          about: booking.id,
        });
      }
      for (const event of ['enquiry.created', 'meeting.booked'] as const) {
        await emitWebhookEvent(
          sequelize,
          event,
          { bookingId: booking.id },
          { transaction, now: at },
        );
      }
    });
  } catch (error) {
    if (error instanceof SlotTakenError) return { status: 'taken' };
    if (error instanceof CapReached) return { status: 'capped', reason: error.reason };
    if (error instanceof SlotRefused) return { status: 'rejected', reason: error.reason };
    if (error instanceof InviteError) return { status: 'invalid-invite', message: error.message };
    throw error;
  }
  return {
    status: 'booked',
    booking: { id: booking.id, start: start.toISOString(), end: end.toISOString() },
  };
}

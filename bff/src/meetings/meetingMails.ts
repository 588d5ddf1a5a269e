/**
 * Every e-mail of a meeting's life, each with its calendar part under the booking's one UID: the
 * invitation (SEQUENCE 0), a move (REQUEST, SEQUENCE raised), a cancellation (CANCEL, SEQUENCE
 * raised, STATUS:CANCELLED) and the reminder (the current event again, SEQUENCE unchanged).
 *
 * The visitor's copy of an event and of an e-mail carries our own words, the time, the name and
 * the manage link; what the visitor wrote is in staff's copies only.
 */
import { buildMeetingInvite, type CalendarMethod } from '../booking/invite';
import type { MailConfig } from '../mail/config';
import type { CalendarEvent, OutgoingMail } from '../mail/outbox';
import {
  DEFAULT_SENDER_NAME,
  meetingCancelled,
  meetingInvite,
  meetingMoved,
  meetingReminder,
  meetingStaffNotice,
  meetingStaffUpdate,
  type ManageLink,
} from '../mail/templates';
import type { Actor } from './history';
import { manageUrl } from './manageLinks';
import type { MeetingRecord } from './meetingRecord';

export interface MeetingMailContext {
  mail: MailConfig;
  businessTz: string;
  siteUrl: string;
  changeCutoffMs: number;
  now: Date;
}

type Meeting = Pick<
  MeetingRecord,
  'id' | 'start' | 'end' | 'attendeeEmail' | 'clientName' | 'description' | 'visitorTz'
>;

const senderOf = (ctx: MeetingMailContext) => ctx.mail.from.name || DEFAULT_SENDER_NAME;

/** When the manage link stops changing the meeting. */
export function changeableUntil(start: Date, changeCutoffMs: number): Date {
  return new Date(start.getTime() - changeCutoffMs);
}

function calendarEvent(
  meeting: Meeting,
  ctx: MeetingMailContext,
  {
    method,
    sequence,
    description,
  }: { method: CalendarMethod; sequence: number; description: string },
): CalendarEvent {
  const sender = senderOf(ctx);
  return {
    method,
    content: buildMeetingInvite({
      bookingUuid: meeting.id,
      domain: ctx.mail.domain,
      start: meeting.start,
      end: meeting.end,
      organizer: { name: sender, email: ctx.mail.from.address },
      attendee: { name: meeting.clientName, email: meeting.attendeeEmail },
      title: `Meeting: ${meeting.clientName} and ${sender}`,
      description,
      method,
      sequence,
      now: ctx.now,
    }),
  };
}

function manageLink(meeting: Meeting, ctx: MeetingMailContext, token: string): ManageLink {
  return {
    url: manageUrl(ctx.siteUrl, token),
    changeableUntil: changeableUntil(meeting.start, ctx.changeCutoffMs),
    staffEmail: ctx.mail.staffEmail,
  };
}

/** The visitor's copy of the event: our words and the link, never the visitor's text. */
function visitorEventText(ctx: MeetingMailContext, token: string | null): string {
  const intro = `A meeting with ${senderOf(ctx)}.`;
  return token === null ? intro : `${intro} To cancel or move it: ${manageUrl(ctx.siteUrl, token)}`;
}

const when = (meeting: Meeting, ctx: MeetingMailContext) => ({
  startUtc: meeting.start,
  endUtc: meeting.end,
  businessTz: ctx.businessTz,
  visitorTz: meeting.visitorTz,
});

/**
 * The invitation and the staff notice of a new booking.
 * @throws InviteError when the `ics` package refuses the event (e.g. the address).
 */
export function bookedMails(
  meeting: Meeting,
  ctx: MeetingMailContext,
  token: string,
): OutgoingMail[] {
  const sequence = 0;
  return [
    {
      to: meeting.attendeeEmail,
      replyTo: ctx.mail.staffEmail,
      ...meetingInvite({
        ...when(meeting, ctx),
        clientName: meeting.clientName,
        manage: manageLink(meeting, ctx, token),
        senderName: senderOf(ctx),
      }),
      icalEvent: calendarEvent(meeting, ctx, {
        method: 'REQUEST',
        sequence,
        description: visitorEventText(ctx, token),
      }),
    },
    {
      to: ctx.mail.staffEmail,
      replyTo: meeting.attendeeEmail,
      ...meetingStaffNotice({
        clientName: meeting.clientName,
        clientEmail: meeting.attendeeEmail,
        startUtc: meeting.start,
        endUtc: meeting.end,
        businessTz: ctx.businessTz,
        description: meeting.description,
        bookingId: meeting.id,
      }),
      icalEvent: calendarEvent(meeting, ctx, {
        method: 'REQUEST',
        sequence,
        description: meeting.description,
      }),
    },
  ];
}

const byWhom = (actor: Actor) =>
  actor.kind === 'staff' ? actor.name : actor.kind === 'visitor' ? 'the visitor' : 'the system';

/** A move: the updated invitation to the visitor (with a fresh link) and to staff. */
export function rescheduledMails(
  meeting: Meeting,
  previous: { start: Date; end: Date },
  ctx: MeetingMailContext,
  { token, sequence, actor }: { token: string; sequence: number; actor: Actor },
): OutgoingMail[] {
  return [
    {
      to: meeting.attendeeEmail,
      replyTo: ctx.mail.staffEmail,
      ...meetingMoved({
        ...when(meeting, ctx),
        clientName: meeting.clientName,
        previousStartUtc: previous.start,
        previousEndUtc: previous.end,
        byStaff: actor.kind === 'staff',
        manage: manageLink(meeting, ctx, token),
        senderName: senderOf(ctx),
      }),
      icalEvent: calendarEvent(meeting, ctx, {
        method: 'REQUEST',
        sequence,
        description: visitorEventText(ctx, token),
      }),
    },
    {
      to: ctx.mail.staffEmail,
      replyTo: meeting.attendeeEmail,
      ...meetingStaffUpdate({
        change: 'rescheduled',
        clientName: meeting.clientName,
        clientEmail: meeting.attendeeEmail,
        startUtc: meeting.start,
        endUtc: meeting.end,
        businessTz: ctx.businessTz,
        previousStartUtc: previous.start,
        previousEndUtc: previous.end,
        by: byWhom(actor),
        bookingId: meeting.id,
      }),
      icalEvent: calendarEvent(meeting, ctx, {
        method: 'REQUEST',
        sequence,
        description: meeting.description,
      }),
    },
  ];
}

/** A cancellation: CANCEL to the visitor (with staff's reason, if any) and to staff. */
export function cancelledMails(
  meeting: Meeting,
  ctx: MeetingMailContext,
  { sequence, actor, reason }: { sequence: number; actor: Actor; reason: string | null },
): OutgoingMail[] {
  return [
    {
      to: meeting.attendeeEmail,
      replyTo: ctx.mail.staffEmail,
      ...meetingCancelled({
        ...when(meeting, ctx),
        clientName: meeting.clientName,
        staffReason: actor.kind === 'staff' ? reason : null,
        staffEmail: ctx.mail.staffEmail,
        senderName: senderOf(ctx),
      }),
      icalEvent: calendarEvent(meeting, ctx, {
        method: 'CANCEL',
        sequence,
        description: visitorEventText(ctx, null),
      }),
    },
    {
      to: ctx.mail.staffEmail,
      replyTo: meeting.attendeeEmail,
      ...meetingStaffUpdate({
        change: 'cancelled',
        clientName: meeting.clientName,
        clientEmail: meeting.attendeeEmail,
        startUtc: meeting.start,
        endUtc: meeting.end,
        businessTz: ctx.businessTz,
        by: byWhom(actor),
        reason,
        bookingId: meeting.id,
      }),
      icalEvent: calendarEvent(meeting, ctx, {
        method: 'CANCEL',
        sequence,
        description: meeting.description,
      }),
    },
  ];
}

/** The reminder: the current event again (same UID and SEQUENCE) with a fresh manage link. */
export function reminderMail(
  meeting: Meeting,
  ctx: MeetingMailContext,
  { token, sequence }: { token: string; sequence: number },
): OutgoingMail {
  return {
    to: meeting.attendeeEmail,
    replyTo: ctx.mail.staffEmail,
    ...meetingReminder({
      ...when(meeting, ctx),
      clientName: meeting.clientName,
      manage: manageLink(meeting, ctx, token),
      senderName: senderOf(ctx),
    }),
    icalEvent: calendarEvent(meeting, ctx, {
      method: 'REQUEST',
      sequence,
      description: visitorEventText(ctx, token),
    }),
  };
}

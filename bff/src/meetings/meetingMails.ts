/**
 * Every e-mail of a meeting's life, each with its calendar part under the booking's one UID: the
 * invitation (SEQUENCE 0), a move (REQUEST, SEQUENCE raised), a cancellation (CANCEL, SEQUENCE
 * raised, STATUS:CANCELLED) and the reminder (the current event again, SEQUENCE unchanged).
 *
 * The visitor's copies carry our words, the time, the name and the manage link in their
 * language; what the visitor wrote is in staff's copies only (English). The advisor, when the
 * meeting has one, is a second attendee of the same event (bff/src/advisors/meetingAdvisor.ts).
 */
import { buildMeetingInvite, type CalendarMethod } from './invite';
import type { MailConfig } from '../mail/config';
import type { CalendarEvent, OutgoingMail } from '../mail/outbox';
import type { MailContent } from '../mail/templates/compose';
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
import { staffText, visitorText } from '../mail/messages/mailText';
import type { Actor } from './history';
import { manageUrl } from './manageLinks';
import type { MeetingRecord } from './meetingRecord';
import { inviteAdvisor, withRoomLink, type MeetingAdvisor } from '../advisors/meetingAdvisor';

export interface MeetingMailContext {
  mail: MailConfig;
  businessTz: string;
  siteUrl: string;
  changeCutoffMs: number;
  now: Date;
  advisor?: MeetingAdvisor | null;
}

type Meeting = Pick<
  MeetingRecord,
  'id' | 'start' | 'end' | 'attendeeEmail' | 'clientName' | 'description' | 'visitorTz' | 'language'
>;

const senderOf = (ctx: MeetingMailContext) => ctx.mail.from.name || DEFAULT_SENDER_NAME;

/** Who signs the visitor's copies: the configured name, else the default of their language. */
const visitorSenderOf = (meeting: Meeting, ctx: MeetingMailContext) =>
  ctx.mail.from.name || visitorText(meeting.language)('defaultSender');

/** When the manage link stops changing the meeting. */
export const changeableUntil = (start: Date, cutoffMs: number): Date =>
  new Date(start.getTime() - cutoffMs);

function calendarEvent(
  meeting: Meeting,
  ctx: MeetingMailContext,
  {
    method,
    sequence,
    title,
    description,
  }: { method: CalendarMethod; sequence: number; title: string; description: string },
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
      title,
      description: withRoomLink(description, ctx.advisor),
      method,
      sequence,
      now: ctx.now,
      ...inviteAdvisor(ctx.advisor),
    }),
  };
}

function manageLink(meeting: Meeting, ctx: MeetingMailContext, token: string): ManageLink {
  return {
    url: manageUrl(ctx.siteUrl, token, meeting.language),
    changeableUntil: changeableUntil(meeting.start, ctx.changeCutoffMs),
    staffEmail: ctx.mail.staffEmail,
  };
}

/** The visitor's copy of the event: our words and the link, never the visitor's text. */
function visitorEventText(meeting: Meeting, ctx: MeetingMailContext, token: string | null): string {
  const t = visitorText(meeting.language);
  const intro = t('event.intro', { sender: visitorSenderOf(meeting, ctx) });
  return token === null
    ? intro
    : `${intro} ${t('event.manage', { url: manageUrl(ctx.siteUrl, token, meeting.language) })}`;
}

const when = (meeting: Meeting, ctx: MeetingMailContext) => ({
  startUtc: meeting.start,
  endUtc: meeting.end,
  businessTz: ctx.businessTz,
  visitorTz: meeting.visitorTz,
  language: meeting.language,
  advisor: ctx.advisor,
});
type EventPart = { method: CalendarMethod; sequence: number };

/**
 * A mail to the attendee's address: replies go to staff, and its event says our own words and
 * the manage link (none once cancelled), whatever the visitor wrote.
 */
function toVisitor(
  meeting: Meeting,
  ctx: MeetingMailContext,
  content: MailContent,
  { token, ...event }: EventPart & { token: string | null },
): OutgoingMail {
  return {
    to: meeting.attendeeEmail,
    replyTo: ctx.mail.staffEmail,
    ...content,
    icalEvent: calendarEvent(meeting, ctx, {
      ...event,
      title: visitorText(meeting.language)('event.title', {
        clientName: meeting.clientName,
        sender: visitorSenderOf(meeting, ctx),
      }),
      description: visitorEventText(meeting, ctx, token),
    }),
  };
}

/** A mail to staff: replies go to the visitor, and its event carries what the visitor wrote. */
function toStaff(
  meeting: Meeting,
  ctx: MeetingMailContext,
  content: MailContent,
  event: EventPart,
): OutgoingMail {
  return {
    to: ctx.mail.staffEmail,
    replyTo: meeting.attendeeEmail,
    ...content,
    icalEvent: calendarEvent(meeting, ctx, {
      ...event,
      title: staffText('event.title', { clientName: meeting.clientName, sender: senderOf(ctx) }),
      description: meeting.description,
    }),
  };
}

/**
 * The invitation and the staff notice of a new booking; `confirmBy` when nobody has verified the
 * address (the visitor confirms by then, verification.ts).
 * @throws InviteError when the `ics` package refuses the event (e.g. the address).
 */
export function bookedMails(
  meeting: Meeting,
  ctx: MeetingMailContext,
  token: string,
  confirmBy?: Date,
): OutgoingMail[] {
  const sequence = 0;
  return [
    toVisitor(
      meeting,
      ctx,
      meetingInvite({
        ...when(meeting, ctx),
        clientName: meeting.clientName,
        manage: manageLink(meeting, ctx, token),
        senderName: visitorSenderOf(meeting, ctx),
        ...(confirmBy === undefined ? {} : { confirmBy }),
      }),
      { method: 'REQUEST', sequence, token },
    ),
    toStaff(
      meeting,
      ctx,
      meetingStaffNotice({
        clientName: meeting.clientName,
        clientEmail: meeting.attendeeEmail,
        startUtc: meeting.start,
        endUtc: meeting.end,
        businessTz: ctx.businessTz,
        description: meeting.description,
        bookingId: meeting.id,
        language: meeting.language,
      }),
      { method: 'REQUEST', sequence },
    ),
  ];
}

const byWhom = (actor: Actor) =>
  actor.kind === 'staff' ? actor.name : staffText(`by.${actor.kind}`);

/** A move: the updated invitation to the visitor (with a fresh link) and to staff. */
export function rescheduledMails(
  meeting: Meeting,
  previous: { start: Date; end: Date },
  ctx: MeetingMailContext,
  { token, sequence, actor }: { token: string; sequence: number; actor: Actor },
): OutgoingMail[] {
  return [
    toVisitor(
      meeting,
      ctx,
      meetingMoved({
        ...when(meeting, ctx),
        clientName: meeting.clientName,
        previousStartUtc: previous.start,
        previousEndUtc: previous.end,
        byStaff: actor.kind === 'staff',
        manage: manageLink(meeting, ctx, token),
        senderName: visitorSenderOf(meeting, ctx),
      }),
      { method: 'REQUEST', sequence, token },
    ),
    toStaff(
      meeting,
      ctx,
      meetingStaffUpdate({
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
      { method: 'REQUEST', sequence },
    ),
  ];
}

/** A cancellation: CANCEL to the visitor (with staff's reason, if any) and to staff. */
export function cancelledMails(
  meeting: Meeting,
  ctx: MeetingMailContext,
  { sequence, actor, reason }: { sequence: number; actor: Actor; reason: string | null },
): OutgoingMail[] {
  return [
    toVisitor(
      meeting,
      ctx,
      meetingCancelled({
        ...when(meeting, ctx),
        clientName: meeting.clientName,
        staffReason: actor.kind === 'staff' ? reason : null,
        // The system cancels only what the visitor did not confirm in time (holdRelease.ts).
        unconfirmed: actor.kind === 'system',
        staffEmail: ctx.mail.staffEmail,
        senderName: visitorSenderOf(meeting, ctx),
      }),
      { method: 'CANCEL', sequence, token: null },
    ),
    toStaff(
      meeting,
      ctx,
      meetingStaffUpdate({
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
      { method: 'CANCEL', sequence },
    ),
  ];
}

/** The reminder: the current event again (same UID and SEQUENCE) with a fresh manage link. */
export function reminderMail(
  meeting: Meeting,
  ctx: MeetingMailContext,
  { token, sequence }: { token: string; sequence: number },
): OutgoingMail {
  return toVisitor(
    meeting,
    ctx,
    meetingReminder({
      ...when(meeting, ctx),
      clientName: meeting.clientName,
      manage: manageLink(meeting, ctx, token),
      senderName: visitorSenderOf(meeting, ctx),
    }),
    { method: 'REQUEST', sequence, token },
  );
}

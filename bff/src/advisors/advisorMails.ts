/**
 * The advisor's own copies of a meeting's calendar event (same UID as the visitor's invitation):
 * a REQUEST when a meeting becomes theirs, a CANCEL when it leaves them; and the visitor's update
 * when staff reassign it (REQUEST, same UID, higher SEQUENCE, naming the new advisor). The
 * advisor's copies are staff mail: English, reply-to the visitor, with what the visitor wrote.
 */
import type { Sequelize, Transaction } from 'sequelize';
import type { MailConfig } from '../mail/config';
import type { OutgoingMail } from '../mail/outbox';
import { composeMail, oneLine } from '../mail/templates/compose';
import { ADVISOR_TEXTS } from '../mail/templates/advisor-texts';
import { formatMeetingTimes, formatMeetingTimesIn } from '../mail/templates/format-time';
import { VISITOR_TEXTS } from '../mail/templates/visitor-texts';
import { DEFAULT_SENDER_NAME } from '../mail/templates';
import { buildMeetingInvite, type CalendarMethod } from '../meetings/invite';
import type { MeetingRecord } from '../meetings/meetingRecord';
import { inviteAdvisor, withRoomLink, type MeetingAdvisor } from './meetingAdvisor';
import { advisorOfMeeting } from './store';

type Meeting = Pick<
  MeetingRecord,
  'id' | 'start' | 'end' | 'attendeeEmail' | 'clientName' | 'description' | 'visitorTz' | 'language'
>;

export interface AdvisorMailContext {
  mail: MailConfig;
  businessTz: string;
  now: Date;
}

function event(
  meeting: Meeting,
  ctx: AdvisorMailContext,
  advisor: MeetingAdvisor,
  part: { method: CalendarMethod; sequence: number; title: string; description: string },
) {
  return {
    method: part.method,
    content: buildMeetingInvite({
      bookingUuid: meeting.id,
      domain: ctx.mail.domain,
      start: meeting.start,
      end: meeting.end,
      organizer: {
        name: ctx.mail.from.name || DEFAULT_SENDER_NAME,
        email: ctx.mail.from.address,
      },
      attendee: { name: meeting.clientName, email: meeting.attendeeEmail },
      title: part.title,
      description: withRoomLink(part.description, advisor),
      method: part.method,
      sequence: part.sequence,
      now: ctx.now,
      ...inviteAdvisor(advisor),
    }),
  };
}

/**
 * To the advisor: the meeting is now theirs (REQUEST) or no longer (CANCEL), with why.
 * @throws InviteError when the `ics` package refuses an address.
 */
export function advisorMail(
  meeting: Meeting,
  ctx: AdvisorMailContext,
  advisor: MeetingAdvisor,
  { method, sequence, why }: { method: CalendarMethod; sequence: number; why: string },
): OutgoingMail {
  const when = formatMeetingTimes(meeting.start, meeting.end, ctx.businessTz);
  const mine = method === 'REQUEST';
  const verb = mine ? 'New meeting for you' : 'Meeting no longer yours';
  const content = composeMail({
    subject: `${verb}: ${oneLine(meeting.clientName, 80)}, ${when.short}`,
    preview: why,
    blocks: [
      {
        kind: 'paragraph',
        text: mine
          ? 'This meeting is yours; the attached invitation puts it in your calendar.'
          : 'This meeting is no longer yours; the attached cancellation removes it from your calendar.',
      },
      {
        kind: 'details',
        rows: [
          ['Client', meeting.clientName],
          ['Email', meeting.attendeeEmail],
          ['Time', `${when.business}\n${when.utc}`],
          ['Why', why],
          ['Booking', meeting.id],
        ],
      },
    ],
  });
  return {
    to: advisor.email,
    replyTo: meeting.attendeeEmail,
    ...content,
    icalEvent: event(meeting, ctx, advisor, {
      method,
      sequence,
      title: `Meeting: ${meeting.clientName} and ${advisor.name}`,
      description: meeting.description,
    }),
  };
}

/** To the visitor: their meeting is now with `advisor`, same time, same UID, raised SEQUENCE. */
export function visitorReassignedMail(
  meeting: Meeting,
  ctx: AdvisorMailContext,
  advisor: MeetingAdvisor,
  sequence: number,
): OutgoingMail {
  const language = meeting.language;
  const texts = VISITOR_TEXTS[language];
  const words = ADVISOR_TEXTS[language];
  const sender = ctx.mail.from.name || texts.defaultSender;
  const when = formatMeetingTimesIn(
    language,
    meeting.start,
    meeting.end,
    meeting.visitorTz ?? ctx.businessTz,
  );
  const content = composeMail({
    language,
    subject: words.reassignedSubject(advisor.name),
    preview: words.reassignedPreview(advisor.name),
    blocks: [
      { kind: 'paragraph', text: texts.greeting(meeting.clientName) },
      { kind: 'paragraph', text: words.reassigned(advisor.name) },
      { kind: 'details', rows: [[texts.when, when.business]] },
      ...(advisor.roomLink === null
        ? []
        : [{ kind: 'paragraph' as const, text: words.roomLink(advisor.roomLink) }]),
      { kind: 'paragraph', text: words.unchanged },
    ],
    signOff: [texts.regards, sender],
  });
  return {
    to: meeting.attendeeEmail,
    replyTo: ctx.mail.staffEmail,
    ...content,
    icalEvent: event(meeting, ctx, advisor, {
      method: 'REQUEST',
      sequence,
      title: texts.eventTitle(meeting.clientName, sender),
      // The visitor's copy holds our words only, never what they wrote.
      description: texts.eventIntro(sender),
    }),
  };
}

/**
 * The advisor's copy of a cancel made through the meeting's lifecycle (visitor or staff), or of a
 * move while no advisor is active, so their calendar follows; none for the firm's meetings. A move
 * with advisors sends its own (moveAdvisor.ts).
 */
export async function advisorCopies(
  sequelize: Sequelize,
  meeting: Meeting,
  ctx: AdvisorMailContext,
  part: { method: CalendarMethod; sequence: number; why: string },
  transaction: Transaction,
): Promise<OutgoingMail[]> {
  const advisor = await advisorOfMeeting(sequelize, meeting.id, { transaction });
  return advisor === null ? [] : [advisorMail(meeting, ctx, advisor, part)];
}

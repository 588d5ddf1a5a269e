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
import { formatMeetingTimes, formatMeetingTimesIn } from '../mail/templates/format-time';
import { staffText, visitorText } from '../mail/messages/mailText';
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
  const t = staffText;
  const content = composeMail({
    subject: t(mine ? 'advisor.mineSubject' : 'advisor.notMineSubject', {
      clientName: oneLine(meeting.clientName, 80),
      when: when.short,
    }),
    preview: why,
    blocks: [
      { kind: 'paragraph', text: t(mine ? 'advisor.mine' : 'advisor.notMine') },
      {
        kind: 'details',
        rows: [
          [t('row.client'), meeting.clientName],
          [t('row.email'), meeting.attendeeEmail],
          [t('row.time'), `${when.business}\n${when.utc}`],
          [t('row.why'), why],
          [t('row.booking'), meeting.id],
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
      title: t('event.title', { clientName: meeting.clientName, sender: advisor.name }),
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
  const t = visitorText(language);
  const sender = ctx.mail.from.name || t('defaultSender');
  const when = formatMeetingTimesIn(
    language,
    meeting.start,
    meeting.end,
    meeting.visitorTz ?? ctx.businessTz,
  );
  const content = composeMail({
    language,
    subject: t('advisor.reassignedSubject', { name: advisor.name }),
    preview: t('advisor.reassignedPreview', { name: advisor.name }),
    blocks: [
      { kind: 'paragraph', text: t('greeting', { name: meeting.clientName }) },
      { kind: 'paragraph', text: t('advisor.reassigned', { name: advisor.name }) },
      { kind: 'details', rows: [[t('when'), when.business]] },
      ...(advisor.roomLink === null
        ? []
        : [{ kind: 'paragraph' as const, text: t('advisor.roomLink', { url: advisor.roomLink }) }]),
      { kind: 'paragraph', text: t('advisor.unchanged') },
    ],
    signOff: [t('regards'), sender],
  });
  return {
    to: meeting.attendeeEmail,
    replyTo: ctx.mail.staffEmail,
    ...content,
    icalEvent: event(meeting, ctx, advisor, {
      method: 'REQUEST',
      sequence,
      title: t('event.title', { clientName: meeting.clientName, sender }),
      // The visitor's copy holds our words only, never what they wrote.
      description: t('event.intro', { sender }),
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

import { advisorBlocks, type MailAdvisor } from './advisor-blocks';
import { composeMail, type MailContent } from './compose';
import { formatMeetingTimesIn } from './format-time';
import {
  languageOf,
  manageBlocks,
  meetingTimeRows,
  shortTime,
  textOf,
  type ManageLink,
  type MeetingWhen,
} from './meeting-when';

export interface MeetingMovedMail extends MeetingWhen {
  clientName: string;
  /** The time it had before. */
  previousStartUtc: Date;
  previousEndUtc: Date;
  /** True when staff moved it (the visitor did not ask for it themselves). */
  byStaff: boolean;
  manage: ManageLink;
  senderName?: string;
  /** The advisor taking it at the new time (a move may hand it to another). */
  advisor?: MailAdvisor | null;
}

/** Tells the visitor their meeting has a new time; sent with the updated invitation. */
export function meetingMoved(input: MeetingMovedMail): MailContent {
  const t = textOf(input);
  const language = languageOf(input);
  const tz = input.visitorTz ?? input.businessTz;
  const before = formatMeetingTimesIn(
    language,
    input.previousStartUtc,
    input.previousEndUtc,
    tz,
  ).business;
  return composeMail({
    language,
    subject: t('moved.subject', { when: shortTime(input) }),
    preview: t('moved.preview', { when: shortTime(input) }),
    blocks: [
      { kind: 'paragraph', text: t('greeting', { name: input.clientName }) },
      { kind: 'paragraph', text: t(input.byStaff ? 'moved.byStaff' : 'moved.byVisitor') },
      { kind: 'heading', text: t('moved.newTime') },
      { kind: 'details', rows: meetingTimeRows(input) },
      { kind: 'paragraph', text: t('moved.from', { before }) },
      ...advisorBlocks(language, input.advisor),
      { kind: 'paragraph', text: t('moved.calendar') },
      ...manageBlocks(input.manage, input),
    ],
    signOff: [t('regards'), input.senderName ?? t('defaultSender')],
  });
}

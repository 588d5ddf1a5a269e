import { advisorBlocks, type MailAdvisor } from './advisor-texts';
import { composeMail, type MailContent } from './compose';
import { formatMeetingTimesIn } from './format-time';
import {
  languageOf,
  manageBlocks,
  meetingTimeRows,
  shortTime,
  textsOf,
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
  const texts = textsOf(input);
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
    subject: texts.movedSubject(shortTime(input)),
    preview: texts.movedPreview(shortTime(input)),
    blocks: [
      { kind: 'paragraph', text: texts.greeting(input.clientName) },
      { kind: 'paragraph', text: input.byStaff ? texts.movedByStaff : texts.movedByVisitor },
      { kind: 'heading', text: texts.newTime },
      { kind: 'details', rows: meetingTimeRows(input) },
      { kind: 'paragraph', text: texts.movedFrom(before) },
      ...advisorBlocks(language, input.advisor),
      { kind: 'paragraph', text: texts.movedCalendar },
      ...manageBlocks(input.manage, input),
    ],
    signOff: [texts.regards, input.senderName ?? texts.defaultSender],
  });
}

import { advisorBlocks, type MailAdvisor } from './advisor-blocks';
import { composeMail, type MailContent } from './compose';
import {
  languageOf,
  manageBlocks,
  meetingTimeRows,
  shortTime,
  textsOf,
  type ManageLink,
  type MeetingWhen,
} from './meeting-when';

export interface MeetingReminderMail extends MeetingWhen {
  clientName: string;
  manage: ManageLink;
  senderName?: string;
  /** The advisor at send time (a reassign after booking is what the reminder names). */
  advisor?: MailAdvisor | null;
}

/** Reminds the visitor of their meeting a set time before it. */
export function meetingReminder(input: MeetingReminderMail): MailContent {
  const texts = textsOf(input);
  return composeMail({
    language: languageOf(input),
    subject: texts.reminderSubject(shortTime(input)),
    preview: texts.reminderPreview(shortTime(input)),
    blocks: [
      { kind: 'paragraph', text: texts.greeting(input.clientName) },
      { kind: 'paragraph', text: texts.reminderIntro },
      { kind: 'heading', text: texts.when },
      { kind: 'details', rows: meetingTimeRows(input) },
      ...advisorBlocks(languageOf(input), input.advisor),
      ...manageBlocks(input.manage, input),
    ],
    signOff: [texts.regards, input.senderName ?? texts.defaultSender],
  });
}

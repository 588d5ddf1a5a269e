import { advisorBlocks, type MailAdvisor } from './advisor-blocks';
import { composeMail, type MailContent } from './compose';
import {
  languageOf,
  manageBlocks,
  meetingTimeRows,
  shortTime,
  textOf,
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
  const t = textOf(input);
  return composeMail({
    language: languageOf(input),
    subject: t('reminder.subject', { when: shortTime(input) }),
    preview: t('reminder.preview', { when: shortTime(input) }),
    blocks: [
      { kind: 'paragraph', text: t('greeting', { name: input.clientName }) },
      { kind: 'paragraph', text: t('reminder.intro') },
      { kind: 'heading', text: t('when') },
      { kind: 'details', rows: meetingTimeRows(input) },
      ...advisorBlocks(languageOf(input), input.advisor),
      ...manageBlocks(input.manage, input),
    ],
    signOff: [t('regards'), input.senderName ?? t('defaultSender')],
  });
}

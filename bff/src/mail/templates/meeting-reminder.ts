import { composeMail, DEFAULT_SENDER_NAME, type MailContent } from './compose';
import {
  manageBlocks,
  meetingTimeRows,
  shortTime,
  type ManageLink,
  type MeetingWhen,
} from './meeting-when';

export interface MeetingReminderMail extends MeetingWhen {
  clientName: string;
  manage: ManageLink;
  senderName?: string;
}

/** Reminds the visitor of their meeting a set time before it. */
export function meetingReminder(input: MeetingReminderMail): MailContent {
  return composeMail({
    subject: `Reminder: your meeting on ${shortTime(input)}`,
    preview: `A reminder of your meeting with us on ${shortTime(input)}.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${input.clientName},` },
      { kind: 'paragraph', text: 'A short reminder of your meeting with us.' },
      { kind: 'heading', text: 'When' },
      { kind: 'details', rows: meetingTimeRows(input) },
      ...manageBlocks(input.manage, input),
    ],
    signOff: ['Kind regards,', input.senderName ?? DEFAULT_SENDER_NAME],
  });
}

import { composeMail, DEFAULT_SENDER_NAME, type MailContent } from './compose';
import {
  manageBlocks,
  meetingTimeRows,
  shortTime,
  type ManageLink,
  type MeetingWhen,
} from './meeting-when';

export interface MeetingInviteMail extends MeetingWhen {
  clientName: string;
  manage: ManageLink;
  /** Signs the e-mail; defaults to DEFAULT_SENDER_NAME. */
  senderName?: string;
}

/**
 * The confirmation sent with the calendar invitation to the address typed in the form. Nobody
 * has verified that address, so apart from the name (which the contract keeps free of links) it
 * holds only our own words: what the visitor wrote goes to staff alone, or the form would relay
 * anyone's text under our name.
 */
export function meetingInvite(input: MeetingInviteMail): MailContent {
  const minutes = Math.round((input.endUtc.getTime() - input.startUtc.getTime()) / 60_000);
  return composeMail({
    subject: `Your meeting is confirmed: ${shortTime(input)}`,
    preview: `Your ${minutes}-minute meeting with us is confirmed.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${input.clientName},` },
      {
        kind: 'paragraph',
        text: 'Thank you for booking a meeting with us. Your meeting is confirmed and we look forward to speaking with you.',
      },
      { kind: 'heading', text: 'When' },
      { kind: 'details', rows: meetingTimeRows(input) },
      {
        kind: 'paragraph',
        text: 'The calendar invitation attached to this email shows the meeting in your own time zone. Accept it to add the meeting to your calendar.',
      },
      { kind: 'heading', text: 'What to expect' },
      {
        kind: 'list',
        items: [
          `A ${minutes}-minute conversation with one of our finance specialists about where your business is today and where you want it to go.`,
          'We will walk you through our services, from accounting and payroll to a dedicated finance team, and which package fits your stage.',
          'No preparation is needed, though recent financial statements or a list of questions help us make the most of the time.',
        ],
      },
      ...manageBlocks(input.manage, input),
      {
        kind: 'paragraph',
        text: 'If you did not book this meeting, you can ignore this email or cancel it with the link above.',
      },
    ],
    signOff: ['Kind regards,', input.senderName ?? DEFAULT_SENDER_NAME],
  });
}

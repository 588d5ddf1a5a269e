import { composeMail, DEFAULT_SENDER_NAME, type MailContent } from './compose';
import { formatMeetingTimes } from './format-time';
import {
  manageBlocks,
  meetingTimeRows,
  shortTime,
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
}

/** Tells the visitor their meeting has a new time; sent with the updated invitation. */
export function meetingMoved(input: MeetingMovedMail): MailContent {
  const tz = input.visitorTz ?? input.businessTz;
  const before = formatMeetingTimes(input.previousStartUtc, input.previousEndUtc, tz).business;
  return composeMail({
    subject: `Your meeting has moved: ${shortTime(input)}`,
    preview: `Your meeting now takes place on ${shortTime(input)}.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${input.clientName},` },
      {
        kind: 'paragraph',
        text: input.byStaff
          ? 'We have had to move your meeting with us to a new time. We are sorry for any inconvenience.'
          : 'Your meeting with us has been moved to the new time you chose.',
      },
      { kind: 'heading', text: 'New time' },
      { kind: 'details', rows: meetingTimeRows(input) },
      { kind: 'paragraph', text: `It was: ${before}.` },
      {
        kind: 'paragraph',
        text: 'The calendar invitation attached to this email updates the meeting in your calendar.',
      },
      ...manageBlocks(input.manage, input),
    ],
    signOff: ['Kind regards,', input.senderName ?? DEFAULT_SENDER_NAME],
  });
}

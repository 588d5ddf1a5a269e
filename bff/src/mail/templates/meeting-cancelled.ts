import { composeMail, DEFAULT_SENDER_NAME, type MailContent } from './compose';
import { meetingTimeRows, shortTime, type MeetingWhen } from './meeting-when';

export interface MeetingCancelledMail extends MeetingWhen {
  clientName: string;
  /** Staff's reason when staff cancelled; null when the visitor did. */
  staffReason: string | null;
  /** Where to write to book again. */
  staffEmail: string;
  senderName?: string;
}

/** Tells the visitor their meeting is cancelled; sent with the calendar cancellation. */
export function meetingCancelled(input: MeetingCancelledMail): MailContent {
  return composeMail({
    subject: `Your meeting is cancelled: ${shortTime(input)}`,
    preview: `Your meeting on ${shortTime(input)} is cancelled.`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${input.clientName},` },
      {
        kind: 'paragraph',
        text:
          input.staffReason === null
            ? 'Your meeting with us has been cancelled, as you asked.'
            : 'We are sorry, we have had to cancel your meeting with us.',
      },
      ...(input.staffReason === null
        ? []
        : [
            { kind: 'heading' as const, text: 'Why' },
            { kind: 'quote' as const, text: input.staffReason },
          ]),
      { kind: 'heading', text: 'The cancelled meeting' },
      { kind: 'details', rows: meetingTimeRows(input) },
      {
        kind: 'paragraph',
        text: `The calendar cancellation attached to this email removes it from your calendar. To book another time, visit our website or write to us at ${input.staffEmail}.`,
      },
    ],
    signOff: ['Kind regards,', input.senderName ?? DEFAULT_SENDER_NAME],
  });
}

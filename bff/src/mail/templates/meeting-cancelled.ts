import { composeMail, type MailContent } from './compose';
import { languageOf, meetingTimeRows, shortTime, textsOf, type MeetingWhen } from './meeting-when';

export interface MeetingCancelledMail extends MeetingWhen {
  clientName: string;
  /** Staff's reason when staff cancelled; null when the visitor did. */
  staffReason: string | null;
  /** Where to write to book again. */
  staffEmail: string;
  senderName?: string;
  /** Released because the visitor did not confirm it in time (meetings/verification.ts). */
  unconfirmed?: boolean;
}

/** Tells the visitor their meeting is cancelled; sent with the calendar cancellation. */
export function meetingCancelled(input: MeetingCancelledMail): MailContent {
  const texts = textsOf(input);
  return composeMail({
    language: languageOf(input),
    subject: texts.cancelledSubject(shortTime(input)),
    preview: texts.cancelledPreview(shortTime(input)),
    blocks: [
      { kind: 'paragraph', text: texts.greeting(input.clientName) },
      {
        kind: 'paragraph',
        text: input.unconfirmed
          ? texts.cancelledUnconfirmed
          : input.staffReason === null
            ? texts.cancelledByVisitor
            : texts.cancelledByStaff,
      },
      ...(input.staffReason === null
        ? []
        : [
            { kind: 'heading' as const, text: texts.why },
            // Staff's own words, as they wrote them, whatever the visitor's language.
            { kind: 'quote' as const, text: input.staffReason },
          ]),
      { kind: 'heading', text: texts.cancelledMeeting },
      { kind: 'details', rows: meetingTimeRows(input) },
      { kind: 'paragraph', text: texts.cancelledCalendar(input.staffEmail) },
    ],
    signOff: [texts.regards, input.senderName ?? texts.defaultSender],
  });
}

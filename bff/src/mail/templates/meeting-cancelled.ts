import { composeMail, type MailContent } from './compose';
import { languageOf, meetingTimeRows, shortTime, textOf, type MeetingWhen } from './meeting-when';

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
  const t = textOf(input);
  return composeMail({
    language: languageOf(input),
    subject: t('cancelled.subject', { when: shortTime(input) }),
    preview: t('cancelled.preview', { when: shortTime(input) }),
    blocks: [
      { kind: 'paragraph', text: t('greeting', { name: input.clientName }) },
      {
        kind: 'paragraph',
        text: input.unconfirmed
          ? t('cancelled.unconfirmed')
          : input.staffReason === null
            ? t('cancelled.byVisitor')
            : t('cancelled.byStaff'),
      },
      ...(input.staffReason === null
        ? []
        : [
            { kind: 'heading' as const, text: t('cancelled.why') },
            // Staff's own words, as they wrote them, whatever the visitor's language.
            { kind: 'quote' as const, text: input.staffReason },
          ]),
      { kind: 'heading', text: t('cancelled.meeting') },
      { kind: 'details', rows: meetingTimeRows(input) },
      { kind: 'paragraph', text: t('cancelled.calendar', { staffEmail: input.staffEmail }) },
    ],
    signOff: [t('regards'), input.senderName ?? t('defaultSender')],
  });
}

import { composeMail, oneLine, type MailContent } from './compose';
import { staffText as t } from '../messages/mailText';
import { formatMeetingTimes } from './format-time';

export interface MeetingStaffUpdateMail {
  change: 'rescheduled' | 'cancelled';
  clientName: string;
  clientEmail: string;
  startUtc: Date;
  endUtc: Date;
  businessTz: string;
  /** The time it had before a reschedule. */
  previousStartUtc?: Date;
  previousEndUtc?: Date;
  /** "the visitor" or the staff member's name. */
  by: string;
  /** A staff member's reason for cancelling. */
  reason?: string | null;
  bookingId: string;
}

/** Tells staff that a meeting moved or was cancelled, and by whom; sent with the calendar update. */
export function meetingStaffUpdate(input: MeetingStaffUpdateMail): MailContent {
  const when = formatMeetingTimes(input.startUtc, input.endUtc, input.businessTz);
  const rows: Array<readonly [string, string]> = [
    [t('row.client'), input.clientName],
    [t('row.email'), input.clientEmail],
  ];
  if (input.change === 'rescheduled' && input.previousStartUtc && input.previousEndUtc) {
    const before = formatMeetingTimes(
      input.previousStartUtc,
      input.previousEndUtc,
      input.businessTz,
    );
    rows.push([t('row.was'), `${before.business}\n${before.utc}`]);
    rows.push([t('row.now'), `${when.business}\n${when.utc}`]);
  } else {
    rows.push([t('row.time'), `${when.business}\n${when.utc}`]);
  }
  rows.push([t('row.by'), input.by]);
  if (input.reason) rows.push([t('row.reason'), input.reason]);
  rows.push([t('row.booking'), input.bookingId]);
  const moved = input.change === 'rescheduled';
  return composeMail({
    subject: t(moved ? 'update.movedSubject' : 'update.cancelledSubject', {
      clientName: oneLine(input.clientName, 80),
      when: when.short,
    }),
    preview: t(moved ? 'update.movedPreview' : 'update.cancelledPreview', { by: input.by }),
    blocks: [
      { kind: 'paragraph', text: t(moved ? 'update.moved' : 'update.cancelled') },
      { kind: 'details', rows },
    ],
  });
}

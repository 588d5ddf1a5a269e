import { composeMail, oneLine, type MailContent } from './compose';
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
    ['Client', input.clientName],
    ['Email', input.clientEmail],
  ];
  if (input.change === 'rescheduled' && input.previousStartUtc && input.previousEndUtc) {
    const before = formatMeetingTimes(
      input.previousStartUtc,
      input.previousEndUtc,
      input.businessTz,
    );
    rows.push(['Was', `${before.business}\n${before.utc}`]);
    rows.push(['Now', `${when.business}\n${when.utc}`]);
  } else {
    rows.push(['Time', `${when.business}\n${when.utc}`]);
  }
  rows.push(['By', input.by]);
  if (input.reason) rows.push(['Reason', input.reason]);
  rows.push(['Booking', input.bookingId]);
  const verb = input.change === 'rescheduled' ? 'Meeting moved' : 'Meeting cancelled';
  return composeMail({
    subject: `${verb}: ${oneLine(input.clientName, 80)}, ${when.short}`,
    preview: `${verb} by ${input.by}.`,
    blocks: [
      {
        kind: 'paragraph',
        text:
          input.change === 'rescheduled'
            ? 'A meeting has a new time; the attached invitation updates your calendar.'
            : 'A meeting has been cancelled; the attached cancellation removes it from your calendar.',
      },
      { kind: 'details', rows },
    ],
  });
}

import type { Block } from './compose';
import { formatBusinessTime, formatMeetingTimes } from './format-time';

/** A meeting as every e-mail to the visitor shows it. */
export interface MeetingWhen {
  startUtc: Date;
  endUtc: Date;
  /** The zone the business keeps its hours in, e.g. Asia/Dubai. */
  businessTz: string;
  /** The visitor's own zone when they gave it; shown first, as it is the time they live by. */
  visitorTz?: string | null;
}

/** The rows of a meeting's time: the visitor's, the business's, UTC and the length. */
export function meetingTimeRows(when: MeetingWhen): Array<readonly [string, string]> {
  const business = formatMeetingTimes(when.startUtc, when.endUtc, when.businessTz);
  const rows: Array<readonly [string, string]> = [];
  if (when.visitorTz && when.visitorTz !== when.businessTz) {
    rows.push([
      'Your time',
      formatMeetingTimes(when.startUtc, when.endUtc, when.visitorTz).business,
    ]);
    rows.push(['Our time', business.business]);
  } else {
    rows.push(['Time', business.business]);
  }
  rows.push(['In UTC', business.utc], ['Length', `${business.minutes} minutes`]);
  return rows;
}

/** The subject's short form of the time, in the visitor's zone when known. */
export function shortTime(when: MeetingWhen): string {
  const tz = when.visitorTz ?? when.businessTz;
  return formatMeetingTimes(when.startUtc, when.endUtc, tz).short;
}

export interface ManageLink {
  url: string;
  /** When the link stops cancelling and moving the meeting. */
  changeableUntil: Date;
  /** Whom to write to after that. */
  staffEmail: string;
}

/** How to cancel or move the meeting: the link, until when, and whom to write to after that. */
export function manageBlocks(link: ManageLink, when: MeetingWhen): Block[] {
  const tz = when.visitorTz ?? when.businessTz;
  return [
    { kind: 'heading', text: 'Need to cancel or change the time?' },
    {
      kind: 'paragraph',
      text: `Use this link to cancel or move your meeting until ${formatBusinessTime(link.changeableUntil, tz)}:\n${link.url}`,
    },
    {
      kind: 'paragraph',
      text: `After that, please write to us at ${link.staffEmail}. Keep this link to yourself: anyone who has it can change the meeting.`,
    },
  ];
}

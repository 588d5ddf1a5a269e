import type { SiteLanguage } from '@app/contract/languages';
import type { Block } from './compose';
import { formatBusinessTimeIn, formatMeetingTimesIn } from './format-time';
import type { MailKey } from '../messages/en';
import { visitorText, type MailText } from '../messages/mailText';

/** A meeting as every e-mail to the visitor shows it. */
export interface MeetingWhen {
  startUtc: Date;
  endUtc: Date;
  /** The zone the business keeps its hours in, e.g. Asia/Dubai. */
  businessTz: string;
  /** The visitor's own zone when they gave it; shown first, as it is the time they live by. */
  visitorTz?: string | null;
  /** The language the visitor booked in; English when not given. */
  language?: SiteLanguage;
}

export const languageOf = (when: MeetingWhen): SiteLanguage => when.language ?? 'en';

/** The words of the visitor's e-mail in their language. */
export const textOf = (when: MeetingWhen): MailText<MailKey> => visitorText(languageOf(when));

/** The rows of a meeting's time: the visitor's, the business's, UTC and the length. */
export function meetingTimeRows(when: MeetingWhen): Array<readonly [string, string]> {
  const language = languageOf(when);
  const t = textOf(when);
  const business = formatMeetingTimesIn(language, when.startUtc, when.endUtc, when.businessTz);
  const rows: Array<readonly [string, string]> = [];
  if (when.visitorTz && when.visitorTz !== when.businessTz) {
    rows.push([
      t('time.yours'),
      formatMeetingTimesIn(language, when.startUtc, when.endUtc, when.visitorTz).business,
    ]);
    rows.push([t('time.ours'), business.business]);
  } else {
    rows.push([t('time.time'), business.business]);
  }
  rows.push(
    [t('time.inUtc'), business.utc],
    [t('time.length'), t('time.minutes', { count: business.minutes })],
  );
  return rows;
}

/** The subject's short form of the time, in the visitor's zone when known. */
export function shortTime(when: MeetingWhen): string {
  const tz = when.visitorTz ?? when.businessTz;
  return formatMeetingTimesIn(languageOf(when), when.startUtc, when.endUtc, tz).short;
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
  const t = textOf(when);
  const until = formatBusinessTimeIn(languageOf(when), link.changeableUntil, tz);
  return [
    { kind: 'heading', text: t('manage.heading') },
    { kind: 'paragraph', text: t('manage.until', { until, url: link.url }) },
    { kind: 'paragraph', text: t('manage.after', { staffEmail: link.staffEmail }) },
  ];
}

/**
 * A calendar feed as iCalendar (RFC 5545, METHOD:PUBLISH): one VEVENT per meeting under the
 * invitation's own UID, so a calendar holding both the invitation and the feed shows one meeting.
 * Cancelled and reassigned-away meetings stay as STATUS:CANCELLED with their raised SEQUENCE, so
 * subscribed calendars drop them. Visitors are named; what they wrote never appears.
 */
import type { FeedMeeting } from '../meetings/store';

export interface FeedEventContext {
  /** The UID's domain, as the invitations use it (MAIL_DOMAIN). */
  domain: string;
  calendarName: string;
  /** The advisor's name and room link by id, for the summary and LOCATION. */
  advisors: ReadonlyMap<string, { name: string; roomLink: string | null }>;
  /** Whether summaries name the advisor (the firm-wide feed). */
  nameAdvisor: boolean;
}

/** TEXT escaping: backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '') // eslint-disable-line no-control-regex
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

/** A UTC DATE-TIME: 20261124T113000Z. */
export const icsTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const encoder = new TextEncoder();

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(meeting: FeedMeeting, ctx: FeedEventContext): string[] {
  const advisor = ctx.advisors.get(meeting.advisorId);
  const withWhom = ctx.nameAdvisor && advisor !== undefined ? ` (${advisor.name})` : '';
  const lines = [
    'BEGIN:VEVENT',
    `UID:${meeting.id}@${ctx.domain}`,
    `DTSTAMP:${icsTime(meeting.updatedAt)}`,
    `LAST-MODIFIED:${icsTime(meeting.updatedAt)}`,
    `DTSTART:${icsTime(meeting.start)}`,
    `DTEND:${icsTime(meeting.end)}`,
    `SEQUENCE:${meeting.sequence}`,
    `STATUS:${meeting.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${icsText(`Meeting with ${meeting.clientName}${withWhom}`)}`,
  ];
  if (!meeting.cancelled && advisor?.roomLink != null) {
    lines.push(`LOCATION:${icsText(advisor.roomLink)}`);
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole feed, CRLF line ends, folded. */
export function buildFeed(meetings: readonly FeedMeeting[], ctx: FeedEventContext): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//finance-platform//advisor feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(ctx.calendarName)}`,
    ...meetings.flatMap((m) => eventLines(m, ctx)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

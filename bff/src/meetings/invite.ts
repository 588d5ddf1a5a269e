/**
 * The calendar invitation (iCalendar, RFC 5545) attached to the meeting confirmation e-mail.
 *
 * Built with the `ics` package, then tidied where its output is looser than the RFC and than
 * strict clients (Outlook, Apple Calendar) like: lines are refolded at 75 octets rather than
 * 75 characters, enumerated parameters (ROLE, PARTSTAT, CUTYPE) lose their quotes, and
 * user-supplied text is stripped of characters iCalendar cannot carry.
 */
import { createEvent, type EventAttributes } from 'ics';

/** Content type for the attachment; `method=REQUEST` makes mail clients offer Accept/Decline. */
export const INVITE_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=REQUEST';

export interface InviteParty {
  name: string;
  email: string;
}

export interface MeetingInviteInput {
  /** The booking's own id; with `domain` it forms the stable UID used for later updates. */
  bookingUuid: string;
  /** Domain the UID is scoped to, e.g. the site's host name. */
  domain: string;
  start: Date;
  end: Date;
  /** The business. */
  organizer: InviteParty;
  /** The client who booked. */
  attendee: InviteParty;
  title: string;
  /**
   * The event's DESCRIPTION. The attendee's copy carries only our own words (and the manage
   * link); what the visitor wrote goes into staff's copy alone.
   */
  description: string;
  /** REQUEST (a new or moved meeting) or CANCEL; REQUEST by default. */
  method?: CalendarMethod;
  /** Raised by every change of the meeting, so calendars apply the newest and ignore older ones. */
  sequence?: number;
  /** When the invite is issued (DTSTAMP). */
  now: Date;
  /** PRODID; defaults to a value naming this product. */
  productId?: string;
  /** The advisor taking the meeting: a second attendee of the same event (bff/src/advisors). */
  advisor?: InviteParty;
  /** Where to meet, e.g. the advisor's video meeting link. */
  location?: string;
}

export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** The `ics` package refused the event; `cause` holds its error. */
export class InviteError extends Error {
  override readonly name = 'InviteError';
}

/** The event fields `ics` accepts but its type declaration leaves out. */
type EventWithStamp = EventAttributes & { timestamp: number };

/**
 * Returns the invitation as an iCalendar string with CRLF line ends and the times in UTC: a
 * REQUEST (CONFIRMED) or a CANCEL (STATUS:CANCELLED), under the booking's one UID.
 * @throws InviteError when `ics` reports an error (e.g. an invalid e-mail address).
 */
export function buildMeetingInvite(input: MeetingInviteInput): string {
  const event: EventWithStamp = {
    method: input.method ?? 'REQUEST',
    productId: input.productId ?? '-//finance-platform//booking//EN',
    uid: `${input.bookingUuid}@${input.domain}`,
    sequence: input.sequence ?? 0,
    timestamp: input.now.getTime(),
    start: input.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: cleanText(input.title),
    description: cleanText(input.description),
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: cleanParam(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        name: cleanParam(input.attendee.name),
        email: input.attendee.email,
        rsvp: true,
        role: 'REQ-PARTICIPANT',
        partstat: 'NEEDS-ACTION',
        cutype: 'INDIVIDUAL',
      },
      ...(input.advisor === undefined
        ? []
        : [
            {
              name: cleanParam(input.advisor.name),
              email: input.advisor.email,
              rsvp: true,
              role: 'REQ-PARTICIPANT' as const,
              partstat: 'NEEDS-ACTION' as const,
              cutype: 'INDIVIDUAL' as const,
            },
          ]),
    ],
    ...(input.location === undefined ? {} : { location: cleanText(input.location) }),
  };
  const { error, value } = createEvent(event);
  if (error !== null || value === null) {
    throw new InviteError(`Could not build the calendar invite: ${error?.message ?? 'no output'}`, {
      cause: error,
    });
  }
  return refold(unquoteEnumeratedParams(unfold(value)));
}

/** TEXT may hold any character but controls other than tab; newlines `ics` escapes itself. */
function cleanText(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '') // eslint-disable-line no-control-regex
    .trim();
}

/** A quoted parameter value (CN) cannot hold a double quote, and `ics` escapes it wrongly. */
function cleanParam(s: string): string {
  return cleanText(s).replace(/\n/g, ' ').replace(/"/g, "'");
}

function unfold(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, '');
}

/** RFC 5545 spells ROLE, PARTSTAT and CUTYPE values as bare tokens; `ics` quotes them. */
function unquoteEnumeratedParams(ics: string): string {
  return ics.replace(/;(ROLE|PARTSTAT|CUTYPE)="([A-Z-]+)"/g, ';$1=$2');
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** Folds each content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
function refold(ics: string): string {
  return ics
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      // Continuation lines start with a space, which counts towards their 75 octets.
      let limit = MAX_LINE_OCTETS;
      for (const char of line) {
        const size = encoder.encode(char).length;
        if (octets + size > limit) {
          parts.push(current);
          current = '';
          octets = 0;
          limit = MAX_LINE_OCTETS - 1;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

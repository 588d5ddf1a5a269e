/**
 * The staff inbox: every enquiry (a contact message, a booked meeting, or a message sent with a
 * meeting) as one row that staff work through. Admins and moderators read and handle enquiries;
 * only admins delete them and export them. Shared by the BFF and the admin. Browser-safe: imports
 * nothing but zod.
 */
import { errorText } from './errorCodes';
import { z } from 'zod';
import { LEAD_CSV_COLUMNS, type EnquiryLead, type OutcomeActivity } from './leads';
import type { MeetingStatus } from './meetings';
import type { MeetingAssignment } from './advisors';
import { multiLine, singleLine } from './text';

/** Where an enquiry stands in the staff's work. Every new enquiry starts as `new`. */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  spam: 'Spam',
};

/** `message`: no meeting was booked; `meeting`: a meeting was (with or without a message). */
export const ENQUIRY_KINDS = ['message', 'meeting'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/**
 * Which meetings: `upcoming` (booked, not yet ended), `past` (booked, ended), `cancelled`. Any of
 * them leaves out enquiries without a meeting.
 */
export const MEETING_FILTERS = ['upcoming', 'past', 'cancelled'] as const;
export type MeetingFilter = (typeof MEETING_FILTERS)[number];

/** Rows per page of GET /api/staff/inbox. */
export const INBOX_PAGE_SIZE = 50;
export const INBOX_SEARCH_MAX_LENGTH = 200;
export const ENQUIRY_NOTE_MAX_LENGTH = 2000;

/**
 * Query of GET /api/staff/inbox and GET /api/staff/inbox/export: every filter is optional and
 * they combine (AND). `q` matches name, e-mail and message, case-insensitively, as a substring.
 * `cursor` is the opaque `nextCursor` of the previous page (the list only; the export has every
 * row the filters match).
 */
export const inboxQuery = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: errorText('field.enquiry-status') }).optional(),
  kind: z.enum(ENQUIRY_KINDS, { error: errorText('field.enquiry-kind') }).optional(),
  meetings: z.enum(MEETING_FILTERS, { error: errorText('field.meeting-filter') }).optional(),
  q: singleLine(
    z
      .string()
      .trim()
      .max(INBOX_SEARCH_MAX_LENGTH, {
        error: `Please search with at most ${INBOX_SEARCH_MAX_LENGTH} characters`,
      }),
  ).optional(),
  cursor: z
    .string()
    .max(200, { error: errorText('inbox.unknown-page') })
    .optional(),
});
export type InboxQuery = z.infer<typeof inboxQuery>;
/** The filters alone: what the list shows, whatever page. */
export type InboxFilters = Omit<InboxQuery, 'cursor'>;

/** The meeting of an enquiry. Times are ISO-8601 UTC instants. */
export interface InboxMeeting {
  /** The booking's id: the staff meeting calls (cancel, reschedule) take it. */
  id: string;
  start: string;
  end: string;
  /** The visitor's IANA zone; the business zone when the visitor's is unknown. */
  visitorTimeZone: string;
  status: MeetingStatus;
  /** The advisor who takes it and why; absent for the firm's meetings (no advisors). */
  assignment?: MeetingAssignment;
}

/** One row of the inbox list. */
export interface InboxRow {
  id: string;
  /** When the enquiry arrived (ISO-8601 UTC): the list is newest first by it. */
  receivedAt: string;
  name: string;
  email: string;
  services: string[];
  status: EnquiryStatus;
  /** Whether the visitor wrote a message (a meeting booked through the API alone has none). */
  hasMessage: boolean;
  meeting: InboxMeeting | null;
}

/** 200 of GET /api/staff/inbox: one page, newest first. */
export interface InboxPage {
  items: InboxRow[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** How many enquiries the filters match, all pages together. */
  total: number;
  /** The zone the business keeps its hours in; the list shows meeting times in it. */
  businessTimeZone: string;
}

/** 200 of GET /api/staff/inbox/summary: the header's count. */
export interface InboxSummary {
  newCount: number;
}

/** A step of a meeting, as its history shows it (who: the visitor, a staff member, the system). */
export interface MeetingHistoryEntry {
  at: string;
  event: 'booked' | 'confirmed' | 'rescheduled' | 'cancelled' | 'reminded' | 'reassigned';
  actorKind: 'visitor' | 'staff' | 'system';
  /** The staff member's username; null for the visitor and the system. */
  actor: string | null;
  /** A reschedule's old and new start; a booking's start in `toStart`. */
  fromStart: string | null;
  toStart: string | null;
  /** A staff cancel's reason, a release's, or that a booking awaits the visitor's confirmation. */
  detail: string | null;
}

/** What staff did to an enquiry: a status change, an internal note, an outcome. Oldest first. */
export type EnquiryActivity =
  | {
      id: number;
      at: string;
      actor: string;
      kind: 'status';
      from: EnquiryStatus;
      to: EnquiryStatus;
    }
  | { id: number; at: string; actor: string; kind: 'note'; body: string }
  | OutcomeActivity;

/** 200 of GET /api/staff/inbox/:id and of every change to one enquiry. */
export interface EnquiryDetail {
  enquiry: InboxRow &
    EnquiryLead & {
      /** The visitor's whole message ('' when there is none). */
      message: string;
    };
  meetingHistory: MeetingHistoryEntry[];
  activity: EnquiryActivity[];
  businessTimeZone: string;
}

/** Body of POST /api/staff/inbox/:id/status. Setting the status it has is a no-op. */
export const enquiryStatusRequest = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: errorText('field.enquiry-status') }),
});
export type EnquiryStatusRequest = z.infer<typeof enquiryStatusRequest>;

/** Body of POST /api/staff/inbox/:id/notes: an internal note, never sent to the visitor. */
export const enquiryNoteRequest = z.object({
  body: multiLine(
    z
      .string()
      .trim()
      .min(1, { error: errorText('field.note-required'), abort: true })
      .max(ENQUIRY_NOTE_MAX_LENGTH, {
        error: `Please keep the note under ${ENQUIRY_NOTE_MAX_LENGTH} characters`,
        abort: true,
      }),
  ),
});
export type EnquiryNoteRequest = z.infer<typeof enquiryNoteRequest>;

export const ENQUIRY_NOT_FOUND_MESSAGE = errorText('inbox.enquiry-not-found');
/** The 403 of an export or a delete by a moderator. */
export const INBOX_ADMIN_ONLY_MESSAGE = errorText('inbox.admin-only');

/** The CSV export's columns, in order (the header row). Times in the business zone. */
export const INBOX_CSV_COLUMNS = [
  'Received',
  'Status',
  'Name',
  'E-mail',
  'Services',
  'Message',
  'Meeting',
  'Visitor time zone',
  'Meeting status',
  ...LEAD_CSV_COLUMNS,
] as const;

/** The query string of a filter set, in a fixed order, without empty values ('' when none). */
export function inboxSearchParams(filters: InboxFilters & { cursor?: string }): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'kind', 'meetings', 'q', 'cursor'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

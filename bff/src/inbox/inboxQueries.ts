/**
 * The inbox's reads: a page of the list, its count, the header's count and the export's batches.
 * Every read orders by (received_at DESC, id DESC) and continues below a position, never by
 * OFFSET: a deep page costs what the first one does, and rows arriving meanwhile neither repeat
 * nor skip a row on the next page. The meeting of a row is read from the meeting itself, so a
 * cancel or a move by the visitor or staff shows as soon as it is made.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { splitServices } from '@app/contract/contact';
import {
  INBOX_PAGE_SIZE,
  type EnquiryStatus,
  type InboxFilters,
  type InboxMeeting,
  type InboxPage,
  type InboxRow,
} from '@app/contract/inbox';
import { sqlDateTime } from '../db/sqlDateTime';
import type { PagePosition } from './cursor';
import { containsPattern, LIKE_ESCAPE } from '../enquiries/search';
import { ENQUIRY_MEETING_SQL } from '../meetings/store';
import { LEAD_ROW_COLUMNS } from './leadRow';
import { assignmentOfRow } from './advisorColumns';

/** A statement with its named replacements, as sequelize.query takes them (and EXPLAIN). */
export interface Statement {
  sql: string;
  replacements: Record<string, unknown>;
}

export interface ReadOptions {
  /** What "upcoming" and "past" are measured against. */
  now: Date;
  /** The zone a meeting is shown in when the visitor's is unknown. */
  businessTimeZone: string;
}

/** The columns of a list row; `meeting_*` are NULL for an enquiry without a booking. */
export const ROW_COLUMNS = `e.id, e.received_at, e.name, e.email, e.services, e.status,
       CASE WHEN LENGTH(e.message) > 0 THEN 1 ELSE 0 END AS has_message,
       ${ENQUIRY_MEETING_SQL.columns}`;

export interface ListRowData {
  id: string;
  received_at: Date | string;
  name: string;
  email: string;
  services: string;
  status: string;
  has_message: number | string;
  meeting_id: string | null;
  meeting_start: Date | string | null;
  meeting_end: Date | string | null;
  meeting_tz: string | null;
  meeting_status: string | null;
  /** The advisor's id ('' the firm's), name and why it went to them (advisors, migration 0060). */
  meeting_advisor_id?: string | null;
  meeting_advisor?: string | null;
  meeting_assignment?: string | null;
}

interface Filtering {
  /** Whether the WHERE reads the meeting, so that a count must join it. */
  joinsMeetings: boolean;
  conditions: string[];
  replacements: Record<string, unknown>;
}

function filtering(sequelize: Sequelize, filters: InboxFilters, now: Date): Filtering {
  const conditions: string[] = [];
  const replacements: Record<string, unknown> = {};
  if (filters.status !== undefined) {
    conditions.push('e.status = :status');
    replacements.status = filters.status;
  }
  if (filters.kind !== undefined) {
    conditions.push(`e.booking_id IS ${filters.kind === 'meeting' ? 'NOT ' : ''}NULL`);
  }
  if (filters.meetings !== undefined) {
    conditions.push(ENQUIRY_MEETING_SQL.filters[filters.meetings]);
    if (filters.meetings !== 'cancelled') replacements.now = sqlDateTime(sequelize, now);
  }
  if (filters.q !== undefined && filters.q !== '') {
    conditions.push('e.search_text LIKE :pattern ESCAPE :escape');
    replacements.pattern = containsPattern(filters.q);
    replacements.escape = LIKE_ESCAPE;
  }
  return { joinsMeetings: filters.meetings !== undefined, conditions, replacements };
}

const whereOf = (conditions: string[]) =>
  conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;

/** Up to `limit` rows the filters match, newest first, below `after` when given. */
export function listStatement(
  sequelize: Sequelize,
  filters: InboxFilters,
  {
    now,
    after,
    limit,
    withMessage = false,
  }: {
    now: Date;
    after: PagePosition | null;
    limit: number;
    /**
     * Reads the whole message and the lead too (the export); the list only says whether there
     * is a message.
     */
    withMessage?: boolean;
  },
): Statement {
  const { conditions, replacements } = filtering(sequelize, filters, now);
  if (after !== null) {
    // Written as a range on received_at first: both databases then walk the index from there.
    conditions.push('e.received_at <= :afterAt AND (e.received_at < :afterAt OR e.id < :afterId)');
    replacements.afterAt = sqlDateTime(sequelize, after.receivedAt);
    replacements.afterId = after.id;
  }
  return {
    sql: `SELECT ${ROW_COLUMNS}${withMessage ? `, e.message, ${LEAD_ROW_COLUMNS}` : ''}
       FROM enquiries e ${ENQUIRY_MEETING_SQL.join(true)}
      ${whereOf(conditions)}
      ORDER BY e.received_at DESC, e.id DESC
      LIMIT ${Math.trunc(limit)}`,
    replacements,
  };
}

/** How many enquiries the filters match. */
export function countStatement(sequelize: Sequelize, filters: InboxFilters, now: Date): Statement {
  const { joinsMeetings, conditions, replacements } = filtering(sequelize, filters, now);
  const join = joinsMeetings ? ENQUIRY_MEETING_SQL.join(false) : '';
  return {
    sql: `SELECT COUNT(*) AS n FROM enquiries e ${join} ${whereOf(conditions)}`,
    replacements,
  };
}

export async function readRows(sequelize: Sequelize, statement: Statement): Promise<ListRowData[]> {
  return sequelize.query<ListRowData>(statement.sql, {
    replacements: statement.replacements,
    type: QueryTypes.SELECT,
  });
}

export async function countRows(sequelize: Sequelize, statement: Statement): Promise<number> {
  const [row] = await sequelize.query<{ n: number | string }>(statement.sql, {
    replacements: statement.replacements,
    type: QueryTypes.SELECT,
  });
  return Number(row?.n ?? 0);
}

/** One page of the list and the count of all its pages; `encode` makes the next page's cursor. */
export async function readInboxPage(
  sequelize: Sequelize,
  filters: InboxFilters,
  after: PagePosition | null,
  { now, businessTimeZone, encode }: ReadOptions & { encode: (position: PagePosition) => string },
): Promise<InboxPage> {
  // One row past the page tells whether another page follows.
  const rows = await readRows(
    sequelize,
    listStatement(sequelize, filters, { now, after, limit: INBOX_PAGE_SIZE + 1 }),
  );
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toInboxRow(row, businessTimeZone)),
    nextCursor: rows.length > INBOX_PAGE_SIZE && last ? encode(positionOf(last)) : null,
    total: await countRows(sequelize, countStatement(sequelize, filters, now)),
    businessTimeZone,
  };
}

/** The header's count: enquiries nobody has looked at yet. */
export async function countNew(sequelize: Sequelize): Promise<number> {
  return countRows(sequelize, {
    sql: "SELECT COUNT(*) AS n FROM enquiries WHERE status = 'new'",
    replacements: {},
  });
}

/** MySQL hands back Dates, SQLite the stored text. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

export function toInboxRow(row: ListRowData, businessTimeZone: string): InboxRow {
  let meeting: InboxMeeting | null = null;
  if (row.meeting_id !== null && row.meeting_start !== null && row.meeting_end !== null) {
    meeting = {
      id: row.meeting_id,
      start: isoOf(row.meeting_start),
      end: isoOf(row.meeting_end),
      visitorTimeZone: row.meeting_tz ?? businessTimeZone,
      status: row.meeting_status === 'cancelled' ? 'cancelled' : 'booked',
      ...assignmentOfRow(row),
    };
  }
  return {
    id: row.id,
    receivedAt: isoOf(row.received_at),
    name: row.name,
    email: row.email,
    services: splitServices(row.services),
    status: row.status as EnquiryStatus,
    hasMessage: Number(row.has_message) === 1,
    meeting,
  };
}

/** The position just below a row, for the next page or batch. */
export const positionOf = (row: ListRowData): PagePosition => ({
  receivedAt: new Date(row.received_at),
  id: row.id,
});

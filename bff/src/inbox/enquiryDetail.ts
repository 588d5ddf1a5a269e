/** One enquiry as staff open it: the row, the whole message, its meeting's history, their work. */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type {
  EnquiryActivity,
  EnquiryDetail,
  EnquiryStatus,
  MeetingHistoryEntry,
} from '@app/contract/inbox';
import { meetingHistory, type HistoryRow } from '../meetings/history';
import { ENQUIRY_MEETING_SQL } from '../meetings/store';
import { isoOf, ROW_COLUMNS, toInboxRow, type ListRowData } from './inboxQueries';
import { isEnquiryOutcome, LEAD_ROW_COLUMNS, toEnquiryLead, type LeadRowData } from './leadRow';

/** What an enquiry links to: what deleting it deletes with it. */
export interface EnquiryLinks {
  id: string;
  status: EnquiryStatus;
  bookingId: string | null;
  contactMessageId: string | null;
}

/**
 * The enquiry `id`, or null. With `lock` (inside a write transaction) its row stays locked until
 * the transaction ends on MySQL, so two changes of one enquiry run one after the other.
 */
export async function readEnquiryLinks(
  sequelize: Sequelize,
  id: string,
  { transaction, lock = false }: { transaction?: Transaction; lock?: boolean } = {},
): Promise<EnquiryLinks | null> {
  const forUpdate = lock && sequelize.getDialect() !== 'sqlite' ? ' FOR UPDATE' : '';
  const [row] = await sequelize.query<{
    id: string;
    status: string;
    booking_id: string | null;
    contact_message_id: string | null;
  }>(
    `SELECT id, status, booking_id, contact_message_id FROM enquiries WHERE id = :id${forUpdate}`,
    { replacements: { id }, type: QueryTypes.SELECT, transaction },
  );
  if (row === undefined) return null;
  return {
    id: row.id,
    status: row.status as EnquiryStatus,
    bookingId: row.booking_id,
    contactMessageId: row.contact_message_id,
  };
}

interface EventRow {
  id: number | string;
  kind: string;
  actor_name: string;
  from_status: string | null;
  to_status: string | null;
  body: string | null;
  occurred_at: Date | string;
}

/** The enquiry `id` as GET /api/staff/inbox/:id answers it, or null. */
export async function readEnquiryDetail(
  sequelize: Sequelize,
  id: string,
  businessTimeZone: string,
): Promise<EnquiryDetail | null> {
  const [row] = await sequelize.query<ListRowData & LeadRowData & { message: string }>(
    `SELECT ${ROW_COLUMNS}, e.message, ${LEAD_ROW_COLUMNS}
       FROM enquiries e ${ENQUIRY_MEETING_SQL.join(true)}
      WHERE e.id = :id`,
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  if (row === undefined) return null;
  const events = await sequelize.query<EventRow>(
    `SELECT id, kind, actor_name, from_status, to_status, body, occurred_at
       FROM enquiry_events WHERE enquiry_id = :id ORDER BY id`,
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  const history = row.meeting_id === null ? [] : await meetingHistory(sequelize, row.meeting_id);
  return {
    enquiry: { ...toInboxRow(row, businessTimeZone), ...toEnquiryLead(row), message: row.message },
    meetingHistory: history.map(toHistoryEntry),
    activity: events.map(toActivity),
    businessTimeZone,
  };
}

function toHistoryEntry(row: HistoryRow): MeetingHistoryEntry {
  return {
    at: isoOf(row.occurred_at),
    event: row.event,
    actorKind: row.actor_kind,
    actor: row.actor_kind === 'staff' ? row.actor_name : null,
    fromStart: row.from_start === null ? null : isoOf(row.from_start),
    toStart: row.to_start === null ? null : isoOf(row.to_start),
    detail: row.detail,
  };
}

function toActivity(row: EventRow): EnquiryActivity {
  const common = { id: Number(row.id), at: isoOf(row.occurred_at), actor: row.actor_name };
  if (row.kind === 'status') {
    return {
      ...common,
      kind: 'status',
      from: row.from_status as EnquiryStatus,
      to: row.to_status as EnquiryStatus,
    };
  }
  if (
    row.kind === 'outcome' &&
    isEnquiryOutcome(row.from_status) &&
    isEnquiryOutcome(row.to_status)
  ) {
    return {
      ...common,
      kind: 'outcome',
      from: row.from_status,
      to: row.to_status,
      reason: row.body,
    };
  }
  return { ...common, kind: 'note', body: row.body ?? '' };
}

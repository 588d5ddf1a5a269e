/**
 * The inbox as CSV: every enquiry the filters match, newest first, read in keyset batches and
 * written out batch by batch. However many rows there are, one batch is in memory at a time and
 * each batch is found through the index where the last one ended.
 */
import moment from 'moment-timezone';
import type { Sequelize } from 'sequelize';
import type { EnquiryLead } from '@app/contract/leads';
import {
  ENQUIRY_STATUS_LABELS,
  INBOX_CSV_COLUMNS,
  type InboxFilters,
  type InboxRow,
} from '@app/contract/inbox';
import type { PagePosition } from './cursor';
import { leadCsvCells, toEnquiryLead, type LeadRowData } from './leadRow';
import { CSV_BOM, csvLine } from './csv';
import { ADVISOR_CSV_COLUMNS, advisorCsvCells, hasAdvisors } from './advisorColumns';
import {
  listStatement,
  positionOf,
  readRows,
  toInboxRow,
  type ListRowData,
  type ReadOptions,
} from './inboxQueries';

export const EXPORT_BATCH_SIZE = 500;

/** "2026-11-24 09:00 +04:00 (Asia/Dubai)": the offset too, so a daylight-saving hour is one time. */
export function csvTime(instant: Date, timeZone: string): string {
  return `${moment.tz(instant, timeZone).format('YYYY-MM-DD HH:mm Z')} (${timeZone})`;
}

/** "2026-11-24 09:00–09:30 +04:00 (Asia/Dubai)"; the end's date too when it is another day. */
function csvSpan(start: Date, end: Date, timeZone: string): string {
  const from = moment.tz(start, timeZone);
  const to = moment.tz(end, timeZone);
  const until = to.format(from.isSame(to, 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm');
  return `${from.format('YYYY-MM-DD HH:mm')}–${until} ${from.format('Z')} (${timeZone})`;
}

/** The cells of one enquiry, in the order of INBOX_CSV_COLUMNS. */
export function csvRecord(
  row: InboxRow & EnquiryLead,
  message: string,
  businessTimeZone: string,
): Record<(typeof INBOX_CSV_COLUMNS)[number], string> {
  const { meeting } = row;
  return {
    ...leadCsvCells(row, (instant) => csvTime(instant, businessTimeZone)),
    Received: csvTime(new Date(row.receivedAt), businessTimeZone),
    Status: ENQUIRY_STATUS_LABELS[row.status] ?? row.status,
    Name: row.name,
    'E-mail': row.email,
    Services: row.services.join(', '),
    Message: message,
    Meeting:
      meeting === null
        ? ''
        : csvSpan(new Date(meeting.start), new Date(meeting.end), businessTimeZone),
    'Visitor time zone': meeting?.visitorTimeZone ?? '',
    'Meeting status': meeting === null ? '' : meeting.status === 'booked' ? 'Booked' : 'Cancelled',
  };
}

export interface ExportProgress {
  rows: number;
  /** Set once the last row is written; false when the export stopped half-way. */
  complete: boolean;
}

/**
 * The file in chunks: the first holds the BOM, the header and the first batch (so that a database
 * failing at once fails the request before any byte is sent), then one chunk per batch.
 */
export async function* inboxCsv(
  sequelize: Sequelize,
  filters: InboxFilters,
  { now, businessTimeZone, batchSize = EXPORT_BATCH_SIZE }: ReadOptions & { batchSize?: number },
  progress: ExportProgress,
): AsyncGenerator<string, void, undefined> {
  // An install that has never had advisors exports exactly the columns it always did.
  const advisors = await hasAdvisors(sequelize);
  const advisorCells = (row: InboxRow) =>
    advisors ? advisorCsvCells(row.meeting?.assignment ?? null) : [];
  let head = CSV_BOM + csvLine([...INBOX_CSV_COLUMNS, ...(advisors ? ADVISOR_CSV_COLUMNS : [])]);
  for (let after: PagePosition | null = null; ;) {
    const rows = await readRows(
      sequelize,
      listStatement(sequelize, filters, { now, after, limit: batchSize, withMessage: true }),
    );
    const lines = (rows as Array<ListRowData & LeadRowData & { message: string }>)
      .map((row) => {
        const inboxRow = toInboxRow(row, businessTimeZone);
        const record = csvRecord(
          { ...inboxRow, ...toEnquiryLead(row) },
          row.message,
          businessTimeZone,
        );
        return csvLine([
          ...INBOX_CSV_COLUMNS.map((column) => record[column]),
          ...advisorCells(inboxRow),
        ]);
      })
      .join('');
    progress.rows += rows.length;
    yield head + lines;
    head = '';
    if (rows.length < batchSize) break;
    after = positionOf(rows[rows.length - 1]!);
  }
  progress.complete = true;
}

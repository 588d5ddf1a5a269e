/** The leads report as CSV: a row per breakdown row, then one per point of the trend. */
import {
  REPORT_BREAKDOWN_LABELS,
  REPORT_BREAKDOWNS,
  REPORT_CSV_COLUMNS,
  type LeadsReport,
  type ReportCounts,
} from '@app/contract/reports';
import { CSV_BOM, csvLine } from '../inbox/csv';

const counts = (row: ReportCounts) =>
  [row.enquiries, row.meetingsBooked, row.meetingsHeld, row.won].map(String);

export function reportCsv(report: LeadsReport): string {
  const lines = [CSV_BOM + csvLine(REPORT_CSV_COLUMNS)];
  lines.push(csvLine(['Total', '', '', ...counts(report.totals)]));
  for (const breakdown of REPORT_BREAKDOWNS) {
    for (const row of report.breakdowns[breakdown]) {
      const label = REPORT_BREAKDOWN_LABELS[breakdown];
      lines.push(csvLine([label, row.key ?? '(unknown)', row.medium ?? '', ...counts(row)]));
    }
  }
  const trend = report.interval === 'week' ? 'Week starting' : 'Month starting';
  for (const point of report.trend) lines.push(csvLine([trend, point.start, '', ...counts(point)]));
  return lines.join('');
}

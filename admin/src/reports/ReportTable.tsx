import type { ReportCounts } from '@app/contract/reports';
import { chakra } from 'shared_ui/layout';
import { MEASURES } from './reportWords';

export interface TableRow extends ReportCounts {
  label: string;
}

/**
 * The numbers of a chart as a table: what assistive technology reads, and what a reader copies.
 * Labels come from visitors' addresses (campaigns, paths): text only, their direction their own.
 */
export function ReportTable({
  caption,
  rows,
  first,
}: {
  caption: string;
  rows: TableRow[];
  first: string;
}) {
  return (
    <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
      <chakra.caption srOnly>{caption}</chakra.caption>
      <chakra.thead>
        <chakra.tr borderBottomWidth="1px">
          <chakra.th scope="col" textAlign="start" py="2">
            {first}
          </chakra.th>
          {MEASURES.map((measure) => (
            <chakra.th key={measure.key} scope="col" textAlign="end" py="2" ps="3">
              {measure.label}
            </chakra.th>
          ))}
        </chakra.tr>
      </chakra.thead>
      <chakra.tbody>
        {rows.map((row, n) => (
          <chakra.tr key={`${n}-${row.label}`} borderBottomWidth="1px">
            <chakra.th
              scope="row"
              textAlign="start"
              fontWeight="normal"
              py="2"
              overflowWrap="anywhere"
            >
              <bdi>{row.label}</bdi>
            </chakra.th>
            {MEASURES.map((measure) => (
              <chakra.td key={measure.key} textAlign="end" py="2" ps="3">
                {row[measure.key]}
              </chakra.td>
            ))}
          </chakra.tr>
        ))}
      </chakra.tbody>
    </chakra.table>
  );
}

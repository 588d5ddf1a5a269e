/**
 * Enquiries erased for privacy (bff/src/privacy) still count: `erased_enquiries` keeps, for each,
 * the facts the report groups and counts by, and nothing that names anyone. Each breakdown reads
 * it with the same grouping as the enquiries and adds its rows to theirs.
 */
import { QueryTypes, type Sequelize } from 'sequelize';

export const ERASED_COUNTS = `COUNT(*) AS enquiries, SUM(e.booked) AS booked, SUM(e.held) AS held,
       SUM(CASE WHEN e.outcome = 'won' THEN 1 ELSE 0 END) AS won`;

const COUNT_KEYS = ['enquiries', 'booked', 'held', 'won'] as const;
type Counted = Partial<Record<(typeof COUNT_KEYS)[number], number | string | null>>;

/** The erased enquiries of the period, grouped like `group` groups the live ones. */
export function groupErased<Row extends object>(
  sequelize: Sequelize,
  columns: string,
  groupBy: string,
  replacements: Record<string, unknown>,
): Promise<Row[]> {
  return sequelize.query<Row>(
    `SELECT ${columns}, ${ERASED_COUNTS}
       FROM erased_enquiries e
      WHERE e.received_at >= :from AND e.received_at < :to
      GROUP BY ${groupBy}`,
    { replacements, type: QueryTypes.SELECT },
  );
}

/** Rows of the same group (every column but the counts equal) added into one. */
export function mergeGroups<Row extends Counted>(rows: readonly Row[]): Row[] {
  const merged = new Map<string, Row>();
  for (const row of rows) {
    const key = JSON.stringify(
      Object.entries(row).filter(([column]) => !(COUNT_KEYS as readonly string[]).includes(column)),
    );
    const into = merged.get(key);
    if (into === undefined) {
      merged.set(key, { ...row });
      continue;
    }
    for (const column of COUNT_KEYS) {
      (into as Counted)[column] = Number(into[column] ?? 0) + Number(row[column] ?? 0);
    }
  }
  return [...merged.values()];
}

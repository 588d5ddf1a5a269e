import type { Sequelize } from 'sequelize';

/**
 * A Date as a literal for a DATETIME(3) column, to pass as a replacement in raw SQL.
 *
 * Sequelize writes a bare Date replacement without milliseconds on MySQL (and MySQL then rounds
 * to the nearest second), which is too coarse for retry times and leases. On SQLite dates are
 * text compared as text, so this matches the form Sequelize itself stores there.
 */
export function sqlDateTime(sequelize: Sequelize, date: Date): string {
  const iso = date.toISOString(); // 2026-11-24T11:30:00.000Z
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  return sequelize.getDialect() === 'sqlite' ? `${text} +00:00` : text;
}

import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * The leads report's roll-up (bff/src/reports/leadCounts.ts): how many enquiries, meetings booked,
 * meetings still on (not cancelled) and won, per business-zone day (`span` 'd'), month ('m') and
 * year ('y'; `day` their first day), per breakdown (`dimension`) and its value (`label`). Rows
 * are anonymous counts: they outlive the enquiries they were counted from.
 *
 * `lead_count_days` lists the closed days whose rows are current. A change to an enquiry of a
 * counted day deletes its day from the list (bff/src/enquiries/leadCountsStale.ts); the report
 * counts the listed-out days again from the enquiries before it reads.
 *
 * The key starts with span and dimension so that a period of one breakdown (the trend's daily
 * totals) is one range of it. `label` and `medium` are '' for "not known" (a key column cannot be
 * NULL on MySQL).
 */
export const createLeadCounts: Migration = {
  name: '0055-create-lead-counts',
  async up({ context: { queryInterface } }) {
    const count = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };
    const key = (length: number) => ({
      type: DataTypes.STRING(length),
      allowNull: false,
      primaryKey: true,
    });
    await queryInterface.createTable('lead_counts', {
      span: key(1),
      dimension: key(12),
      day: key(10),
      label: key(200),
      medium: key(100),
      enquiries: count,
      booked: count,
      meetings_on: count,
      won: count,
    });
    await queryInterface.createTable('lead_count_days', {
      day: key(10),
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('lead_count_days');
    await queryInterface.dropTable('lead_counts');
  },
};

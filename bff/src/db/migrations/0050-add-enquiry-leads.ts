import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * An enquiry as a lead (bff/src/enquiries/leadColumns.ts): where the visit came from and what
 * became of it.
 *
 * `attribution` keeps both touches as JSON, already cleaned, for the enquiry's page and the CSV.
 * The report groups by the first touch, so its source, medium, campaign and landing path are also
 * columns of their own (lower-cased where case means nothing). `language` is the page's, copied
 * from the booking or the message, so the report need not join either. `outcome` is staff's
 * verdict, `open` until they set one.
 */
const COLUMNS = [
  'attribution',
  'source',
  'medium',
  'campaign',
  'landing_path',
  'language',
  'outcome',
  'outcome_reason',
] as const;

export const addEnquiryLeads: Migration = {
  name: '0050-add-enquiry-leads',
  async up({ context: { queryInterface, sequelize } }) {
    const column = (type: DataTypes.DataType) => ({ type, allowNull: true });
    await queryInterface.addColumn('enquiries', 'attribution', column(DataTypes.TEXT));
    await queryInterface.addColumn('enquiries', 'source', column(DataTypes.STRING(100)));
    await queryInterface.addColumn('enquiries', 'medium', column(DataTypes.STRING(100)));
    await queryInterface.addColumn('enquiries', 'campaign', column(DataTypes.STRING(100)));
    await queryInterface.addColumn('enquiries', 'landing_path', column(DataTypes.STRING(200)));
    await queryInterface.addColumn('enquiries', 'language', {
      type: DataTypes.STRING(2),
      allowNull: false,
      defaultValue: 'en',
    });
    await queryInterface.addColumn('enquiries', 'outcome', {
      type: DataTypes.STRING(16),
      allowNull: false,
      defaultValue: 'open',
    });
    await queryInterface.addColumn('enquiries', 'outcome_reason', column(DataTypes.STRING(500)));
    // The message's language wins: it is what the visitor wrote, after booking.
    await sequelize.query(
      `UPDATE enquiries SET language = COALESCE(
         (SELECT c.language FROM contact_messages c WHERE c.id = enquiries.contact_message_id),
         (SELECT b.language FROM bookings b WHERE b.id = enquiries.booking_id),
         'en')`,
    );
  },
  async down({ context: { sequelize } }) {
    // Not queryInterface.removeColumn: on SQLite it rebuilds the table and loses its indexes.
    for (const name of [...COLUMNS].reverse()) {
      await sequelize.query(`ALTER TABLE enquiries DROP COLUMN ${name}`);
    }
  },
};

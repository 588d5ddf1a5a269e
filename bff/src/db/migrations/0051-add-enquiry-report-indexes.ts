import type { Migration } from './migration';

/**
 * The leads report (bff/src/reports/leadsReport.ts) groups a period's enquiries by one column at
 * a time. These indexes start with received_at (the period is a range of it) and hold every other
 * column the report reads (the outcome, the booking to join, the grouped columns), so each group
 * is read from an index alone instead of the table's wide rows. Services have their own: with
 * them the first would pass InnoDB's 3072-byte key limit.
 */
export const addEnquiryReportIndexes: Migration = {
  name: '0051-add-enquiry-report-indexes',
  async up({ context: { queryInterface } }) {
    await queryInterface.addIndex(
      'enquiries',
      [
        'received_at',
        'outcome',
        'booking_id',
        'language',
        'source',
        'medium',
        'campaign',
        'landing_path',
      ],
      { name: 'enquiries_report_channel' },
    );
    await queryInterface.addIndex(
      'enquiries',
      ['received_at', 'outcome', 'booking_id', 'services'],
      {
        name: 'enquiries_report_services',
      },
    );
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeIndex('enquiries', 'enquiries_report_services');
    await queryInterface.removeIndex('enquiries', 'enquiries_report_channel');
  },
};

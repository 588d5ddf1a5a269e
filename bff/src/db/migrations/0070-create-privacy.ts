import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Privacy (bff/src/privacy): the privacy notice as a document of site content; the retention an
 * admin sets and the daily run's claim (`next_run_at`, moved on by the one replica that runs it);
 * and what stays of an erased enquiry for the leads report: its counted facts, naming no one.
 */
export const createPrivacy: Migration = {
  name: '0070-create-privacy',
  async up({ context: { queryInterface } }) {
    // NULL: the contract's default notice, like every document nobody edited.
    await queryInterface.bulkInsert('site_content', [{ document: 'privacy', version: 0 }]);

    await queryInterface.createTable('privacy_settings', {
      id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
      closed_months: { type: DataTypes.INTEGER, allowNull: false },
      // NULL until the first run: due at once.
      next_run_at: { type: DataTypes.DATE(3), allowNull: true },
      last_run_at: { type: DataTypes.DATE(3), allowNull: true },
      // JSON of the last run's counts.
      last_run_counts: { type: DataTypes.TEXT, allowNull: true },
      updated_at: { type: DataTypes.DATE(3), allowNull: true },
      updated_by: { type: DataTypes.STRING(64), allowNull: true },
    });
    // The one row exists from the start: the run's claim is a conditional UPDATE of it.
    await queryInterface.bulkInsert('privacy_settings', [{ id: 1, closed_months: 24 }]);

    await queryInterface.createTable('erased_enquiries', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      received_at: { type: DataTypes.DATE(3), allowNull: false },
      services: { type: DataTypes.STRING(500), allowNull: false },
      source: { type: DataTypes.STRING(100), allowNull: true },
      medium: { type: DataTypes.STRING(100), allowNull: true },
      campaign: { type: DataTypes.STRING(100), allowNull: true },
      landing_path: { type: DataTypes.STRING(200), allowNull: true },
      language: { type: DataTypes.STRING(2), allowNull: false },
      outcome: { type: DataTypes.STRING(16), allowNull: false },
      booked: { type: DataTypes.INTEGER, allowNull: false },
      held: { type: DataTypes.INTEGER, allowNull: false },
      erased_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('erased_enquiries', ['received_at'], {
      name: 'erased_enquiries_received_at',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('erased_enquiries');
    await queryInterface.dropTable('privacy_settings');
    await queryInterface.bulkDelete('site_content', { document: 'privacy' });
    await queryInterface.bulkDelete('site_content_revisions', { document: 'privacy' });
  },
};

import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * The webhook queue: one row per event and endpoint, written in the transaction of the change it
 * reports, delivered by a worker on each replica. The claim columns (status, locked_by,
 * locked_until) give each attempt to one replica, like the mail outbox (migration 0012).
 */
export const createWebhookDeliveries: Migration = {
  name: '0076-create-webhook-deliveries',
  async up({ context: { queryInterface, sequelize } }) {
    const longText = sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
    await queryInterface.createTable('webhook_deliveries', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      endpoint_id: { type: DataTypes.STRING(36), allowNull: false },
      // The body's id: the same for every endpoint, attempt and resend of one event.
      event_id: { type: DataTypes.STRING(36), allowNull: false },
      event: { type: DataTypes.STRING(40), allowNull: false },
      // The enquiry the body is about (NULL for a test event): what an erasure blanks.
      enquiry_id: { type: DataTypes.STRING(36), allowNull: true },
      // The body exactly as signed and sent, fixed when queued.
      payload: { type: longText, allowNull: false },
      // pending -> sending -> delivered | pending (retry) | failed
      status: { type: DataTypes.STRING(16), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      next_attempt_at: { type: DataTypes.DATE(3), allowNull: false },
      locked_by: { type: DataTypes.STRING(100), allowNull: true },
      locked_until: { type: DataTypes.DATE(3), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('webhook_deliveries', ['status', 'next_attempt_at'], {
      name: 'webhook_deliveries_status_next_attempt_at',
    });
    await queryInterface.addIndex('webhook_deliveries', ['status', 'locked_until'], {
      name: 'webhook_deliveries_status_locked_until',
    });
    await queryInterface.addIndex('webhook_deliveries', ['endpoint_id', 'created_at'], {
      name: 'webhook_deliveries_endpoint_created_at',
    });
    await queryInterface.addIndex('webhook_deliveries', ['enquiry_id'], {
      name: 'webhook_deliveries_enquiry_id',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('webhook_deliveries');
  },
};

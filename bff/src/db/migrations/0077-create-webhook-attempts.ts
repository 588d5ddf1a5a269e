import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/** The delivery log: one row per attempt of a webhook delivery (migration 0076). */
export const createWebhookAttempts: Migration = {
  name: '0077-create-webhook-attempts',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('webhook_attempts', {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      delivery_id: { type: DataTypes.STRING(36), allowNull: false },
      attempt: { type: DataTypes.INTEGER, allowNull: false },
      attempted_at: { type: DataTypes.DATE(3), allowNull: false },
      // NULL when no answer came (a timeout, a refused connection, a refused address).
      status_code: { type: DataTypes.INTEGER, allowNull: true },
      duration_ms: { type: DataTypes.INTEGER, allowNull: false },
      // The first 1 KB of the answer.
      response: { type: DataTypes.TEXT, allowNull: false },
      error: { type: DataTypes.STRING(500), allowNull: true },
    });
    await queryInterface.addIndex('webhook_attempts', ['delivery_id', 'attempt'], {
      name: 'webhook_attempts_delivery_attempt',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('webhook_attempts');
  },
};

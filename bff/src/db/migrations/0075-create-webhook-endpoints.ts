import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * The receivers of webhooks (bff/src/webhooks): an address, the events it wants, whether it is
 * active, and its signing secret sealed with a key derived from the session secret
 * (webhooks/secretBox.ts), so the worker can sign with it and a database dump alone cannot.
 */
export const createWebhookEndpoints: Migration = {
  name: '0075-create-webhook-endpoints',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('webhook_endpoints', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      url: { type: DataTypes.STRING(2000), allowNull: false },
      // A JSON array of event names.
      events: { type: DataTypes.TEXT, allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false },
      secret_sealed: { type: DataTypes.STRING(255), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('webhook_endpoints');
  },
};

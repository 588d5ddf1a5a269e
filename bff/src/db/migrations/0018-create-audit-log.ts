import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Who did what to accounts and content. Names are copied in, not joined: an entry still says who
 * it was after the account is renamed or gone. Indexed by time for the newest-first reads and the
 * retention sweep.
 */
export const createAuditLog: Migration = {
  name: '0018-create-audit-log',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('audit_log', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      occurred_at: { type: DataTypes.DATE, allowNull: false },
      event: { type: DataTypes.STRING(32), allowNull: false },
      actor_id: { type: DataTypes.INTEGER, allowNull: true },
      actor: { type: DataTypes.STRING(50), allowNull: true },
      subject: { type: DataTypes.STRING(200), allowNull: true },
      detail: { type: DataTypes.STRING(500), allowNull: true },
      ip: { type: DataTypes.STRING(64), allowNull: true },
    });
    await queryInterface.addIndex('audit_log', ['occurred_at'], {
      name: 'audit_log_occurred_at',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('audit_log');
  },
};

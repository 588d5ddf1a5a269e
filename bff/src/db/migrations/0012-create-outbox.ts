import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * The e-mail outbox (bff/src/mail/outbox.ts). Every message is written here first, in the same
 * transaction as the row it is about, and a worker on each replica delivers it; the claim columns
 * (status, locked_by, locked_until) make sure one replica sends a given message.
 */
export const createOutbox: Migration = {
  name: '0012-create-outbox',
  async up({ context: { queryInterface, sequelize } }) {
    // MEDIUMTEXT on MySQL: a 5000-character message escaped into HTML can outgrow TEXT's 64 KB.
    // SQLite has one TEXT type and warns about the length option.
    const longText = sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
    await queryInterface.createTable('outbox', {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      // The Message-ID header, fixed when queued so a message delivered twice after a crash can
      // be recognised as one by the receiving side.
      message_id: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      recipient: { type: DataTypes.STRING(254), allowNull: false },
      reply_to: { type: DataTypes.STRING(254), allowNull: true },
      subject: { type: DataTypes.STRING(500), allowNull: false },
      body_text: { type: longText, allowNull: false },
      body_html: { type: longText, allowNull: false },
      // JSON `{ method, content }` of a calendar invitation, or NULL.
      ical_event: { type: longText, allowNull: true },
      // pending -> sending -> sent | pending (retry) | failed
      status: { type: DataTypes.STRING(16), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      // Millisecond precision: retry delays and leases are compared with the worker's clock.
      next_attempt_at: { type: DataTypes.DATE(3), allowNull: false },
      locked_by: { type: DataTypes.STRING(100), allowNull: true },
      locked_until: { type: DataTypes.DATE(3), allowNull: true },
      last_error: { type: DataTypes.TEXT, allowNull: true },
      sent_at: { type: DataTypes.DATE(3), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    // The worker's two questions: what is due, and whose lease has run out.
    await queryInterface.addIndex('outbox', ['status', 'next_attempt_at'], {
      name: 'outbox_status_next_attempt_at',
    });
    await queryInterface.addIndex('outbox', ['status', 'locked_until'], {
      name: 'outbox_status_locked_until',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('outbox');
  },
};

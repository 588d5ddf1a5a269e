import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * One reminder per meeting, due a set time before it. A reminder is sent by the conditional
 * UPDATE that moves it from 'pending' to 'sent', in the transaction that queues its e-mail, so of
 * any number of replicas exactly one queues it (see meetings/reminders.ts).
 */
export const createMeetingReminders: Migration = {
  name: '0033-create-meeting-reminders',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('meeting_reminders', {
      booking_id: { type: DataTypes.CHAR(36), primaryKey: true, allowNull: false },
      due_at: { type: DataTypes.DATE(3), allowNull: false },
      /** 'pending', 'sent', 'cancelled' (the meeting was) or 'skipped' (too late to remind). */
      status: { type: DataTypes.STRING(16), allowNull: false },
      sent_at: { type: DataTypes.DATE(3), allowNull: true },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('meeting_reminders', ['status', 'due_at'], {
      name: 'meeting_reminders_status_due_at',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('meeting_reminders');
  },
};

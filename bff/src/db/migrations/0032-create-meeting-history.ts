import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * What happened to each meeting and who did it: booked, rescheduled (from and to), cancelled
 * (with the staff's reason), reminded. Written in the transaction of the change itself.
 */
export const createMeetingHistory: Migration = {
  name: '0032-create-meeting-history',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('meeting_history', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      booking_id: { type: DataTypes.CHAR(36), allowNull: false },
      event: { type: DataTypes.STRING(16), allowNull: false },
      /** 'visitor', 'staff' or 'system' (the reminder job). */
      actor_kind: { type: DataTypes.STRING(16), allowNull: false },
      actor_id: { type: DataTypes.INTEGER, allowNull: true },
      actor_name: { type: DataTypes.STRING(100), allowNull: true },
      from_start: { type: DataTypes.DATE, allowNull: true },
      to_start: { type: DataTypes.DATE, allowNull: true },
      detail: { type: DataTypes.STRING(1000), allowNull: true },
      occurred_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('meeting_history', ['booking_id', 'id'], {
      name: 'meeting_history_booking_id',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('meeting_history');
  },
};

import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Meetings booked through the site (POST /api/calendar/schedule). The unique key on start_utc is
 * what keeps two visitors, possibly on two replicas, from booking the same slot: the second insert
 * fails inside its transaction and the visitor gets 409.
 */
export const createBookings: Migration = {
  name: '0010-create-bookings',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('bookings', {
      // A uuid rather than a counter: it is shown to the visitor and is the ICS UID's local part.
      id: { type: DataTypes.CHAR(36), primaryKey: true, allowNull: false },
      start_utc: { type: DataTypes.DATE, allowNull: false },
      end_utc: { type: DataTypes.DATE, allowNull: false },
      attendee_email: { type: DataTypes.STRING(254), allowNull: false },
      client_name: { type: DataTypes.STRING(100), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('bookings', ['start_utc'], {
      name: 'bookings_start_utc_unique',
      unique: true,
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('bookings');
  },
};

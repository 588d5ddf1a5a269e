import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * A booking to an address nobody has verified holds its slot and the day's capacity only until
 * `hold_until`, unless the visitor confirms it from the invitation first (`confirmed_at`); the
 * release job cancels what is still unconfirmed then (meetings/verification.ts). A booking stored
 * before has neither and stands as it was booked.
 */
export const addBookingConfirmation: Migration = {
  name: '0038-add-booking-confirmation',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('bookings', 'hold_until', {
      type: DataTypes.DATE(3),
      allowNull: true,
    });
    await queryInterface.addColumn('bookings', 'confirmed_at', {
      type: DataTypes.DATE(3),
      allowNull: true,
    });
    await queryInterface.addIndex('bookings', ['hold_until'], { name: 'bookings_hold_until' });
  },
  async down({ context: { queryInterface, sequelize } }) {
    await queryInterface.removeIndex('bookings', 'bookings_hold_until');
    // Not queryInterface.removeColumn: on SQLite it rebuilds the table and loses its indexes.
    await sequelize.query('ALTER TABLE bookings DROP COLUMN confirmed_at');
    await sequelize.query('ALTER TABLE bookings DROP COLUMN hold_until');
  },
};

import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Bookings become meetings with a lifecycle: a status, an ICS SEQUENCE raised by every change,
 * the visitor's zone, and what the caps count by (a folded attendee address, the client address).
 *
 * The slot a booked meeting holds moves from the unique key on start_utc to `held_start`, which a
 * cancelled meeting sets to NULL: NULLs never collide in a unique index (MySQL and SQLite alike),
 * so a cancellation frees the slot at once while the row stays for the history, and a reschedule
 * that moves `held_start` onto a taken slot fails in the database like a second booking does.
 *
 * `booking_gate` is one row that every new booking locks first (MySQL; SQLite's writers take turns
 * anyway), so the caps are counted with no other booking half-way through.
 */
export const addBookingLifecycle: Migration = {
  name: '0030-add-booking-lifecycle',
  async up({ context: { queryInterface, sequelize } }) {
    const columns = {
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'booked' },
      held_start: { type: DataTypes.DATE, allowNull: true },
      sequence: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      visitor_tz: { type: DataTypes.STRING(64), allowNull: true },
      attendee_key: { type: DataTypes.STRING(254), allowNull: true },
      client_ip: { type: DataTypes.STRING(64), allowNull: true },
      cancelled_at: { type: DataTypes.DATE, allowNull: true },
    };
    for (const [name, definition] of Object.entries(columns)) {
      await queryInterface.addColumn('bookings', name, definition);
    }
    await sequelize.query(
      'UPDATE bookings SET held_start = start_utc, attendee_key = LOWER(attendee_email)',
      { type: QueryTypes.UPDATE },
    );
    await queryInterface.removeIndex('bookings', 'bookings_start_utc_unique');
    await queryInterface.addIndex('bookings', ['held_start'], {
      name: 'bookings_held_start_unique',
      unique: true,
    });
    await queryInterface.addIndex('bookings', ['start_utc'], { name: 'bookings_start_utc' });
    await queryInterface.addIndex('bookings', ['attendee_key'], { name: 'bookings_attendee_key' });
    await queryInterface.addIndex('bookings', ['client_ip', 'created_at'], {
      name: 'bookings_client_ip_created_at',
    });
    await queryInterface.addIndex('bookings', ['created_at'], { name: 'bookings_created_at' });

    await queryInterface.createTable('booking_gate', {
      id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
    });
    await queryInterface.bulkInsert('booking_gate', [{ id: 1 }]);
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('booking_gate');
    for (const index of [
      'bookings_created_at',
      'bookings_client_ip_created_at',
      'bookings_attendee_key',
      'bookings_start_utc',
      'bookings_held_start_unique',
    ]) {
      await queryInterface.removeIndex('bookings', index);
    }
    // Cancelled rows would break the old unique key on start_utc.
    await queryInterface.bulkDelete('bookings', { status: 'cancelled' });
    await queryInterface.addIndex('bookings', ['start_utc'], {
      name: 'bookings_start_utc_unique',
      unique: true,
    });
    for (const name of [
      'cancelled_at',
      'client_ip',
      'attendee_key',
      'visitor_tz',
      'sequence',
      'held_start',
      'status',
    ]) {
      await queryInterface.removeColumn('bookings', name);
    }
  },
};

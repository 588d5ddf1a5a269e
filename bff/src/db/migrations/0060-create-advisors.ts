import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Advisors (bff/src/advisors): who takes a meeting, with their own zone, hours, leave, services
 * and room link (`profile`, one JSON document validated by the contract), and `last_booked_at`,
 * the least-recently-booked assignment's key.
 *
 * A meeting records its advisor (`advisor_id`, '' for the firm as before advisors) and why it went
 * to them. The slot a meeting holds becomes unique per advisor, (held_start, advisor_id): two
 * advisors may take meetings at the same time, one advisor never two. '' rather than NULL for
 * "the firm", because NULLs never collide in a unique index and the firm's slot must stay unique.
 *
 * `calendar_feeds` keeps a hash of each feed's token (advisor_id NULL: the firm-wide feed);
 * `advisor_departures` remembers the meetings that left an advisor (cancelled or reassigned) so
 * their feed carries them as CANCELLED for 30 days.
 */
export const createAdvisors: Migration = {
  name: '0060-create-advisors',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('advisors', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      profile: { type: DataTypes.TEXT, allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      last_booked_at: { type: DataTypes.DATE(3), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addColumn('bookings', 'advisor_id', {
      type: DataTypes.STRING(36),
      allowNull: false,
      defaultValue: '',
    });
    await queryInterface.addColumn('bookings', 'assignment_reason', {
      type: DataTypes.STRING(200),
      allowNull: true,
    });
    // The services the visitor chose: a reassign must go to an advisor covering them.
    await queryInterface.addColumn('bookings', 'services', {
      type: DataTypes.STRING(500),
      allowNull: true,
    });
    await queryInterface.removeIndex('bookings', 'bookings_held_start_unique');
    await queryInterface.addIndex('bookings', ['held_start', 'advisor_id'], {
      name: 'bookings_held_start_advisor_unique',
      unique: true,
    });
    await queryInterface.addIndex('bookings', ['advisor_id', 'start_utc'], {
      name: 'bookings_advisor_start',
    });
    await queryInterface.createTable('calendar_feeds', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      advisor_id: { type: DataTypes.STRING(36), allowNull: true },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      revoked_at: { type: DataTypes.DATE(3), allowNull: true },
    });
    await queryInterface.createTable('advisor_departures', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      booking_id: { type: DataTypes.STRING(36), allowNull: false },
      advisor_id: { type: DataTypes.STRING(36), allowNull: false },
      sequence: { type: DataTypes.INTEGER, allowNull: false },
      departed_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('advisor_departures', ['advisor_id', 'departed_at'], {
      name: 'advisor_departures_advisor',
    });
  },
  async down({ context: { queryInterface, sequelize } }) {
    await queryInterface.dropTable('advisor_departures');
    await queryInterface.dropTable('calendar_feeds');
    await queryInterface.removeIndex('bookings', 'bookings_advisor_start');
    await queryInterface.removeIndex('bookings', 'bookings_held_start_advisor_unique');
    // Two advisors' meetings at one time would break the old key: the firm keeps the first.
    await sequelize.query(
      `UPDATE bookings SET held_start = NULL WHERE advisor_id <> '' AND held_start IS NOT NULL
         AND EXISTS (SELECT 1 FROM (SELECT id, held_start FROM bookings) o
                      WHERE o.held_start = bookings.held_start AND o.id < bookings.id)`,
    );
    await queryInterface.addIndex('bookings', ['held_start'], {
      name: 'bookings_held_start_unique',
      unique: true,
    });
    // Not queryInterface.removeColumn: on SQLite it rebuilds the table and loses its indexes.
    await sequelize.query('ALTER TABLE bookings DROP COLUMN services');
    await sequelize.query('ALTER TABLE bookings DROP COLUMN assignment_reason');
    await sequelize.query('ALTER TABLE bookings DROP COLUMN advisor_id');
    await queryInterface.dropTable('advisors');
  },
};

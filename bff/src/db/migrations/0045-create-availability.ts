import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * The one booking schedule of the firm (bff/src/availability): its zone, weekly hours, closures
 * and booking rules as one JSON document in row 1, validated as a whole on every write and read
 * fresh on every request. No row until the BFF first starts: it then seeds the row from the
 * BOOKING_* variables, so an existing install keeps its behaviour.
 */
export const createAvailability: Migration = {
  name: '0045-create-availability',
  async up({ context: { queryInterface, sequelize } }) {
    // MEDIUMTEXT on MySQL: years of holidays outgrow TEXT's 64 KB.
    const mysql = sequelize.getDialect() !== 'sqlite';
    await queryInterface.createTable('availability', {
      id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
      schedule: { type: mysql ? DataTypes.TEXT('medium') : DataTypes.TEXT, allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('availability');
  },
};

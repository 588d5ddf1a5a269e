import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * The language of the page a booking or a contact message came from (`en` or `ar`): every
 * e-mail and invitation to the visitor is written in it. Everything stored before is English.
 */
const TABLES = ['bookings', 'contact_messages'] as const;

export const addVisitorLanguage: Migration = {
  name: '0036-add-visitor-language',
  async up({ context: { queryInterface } }) {
    for (const table of TABLES) {
      await queryInterface.addColumn(table, 'language', {
        type: DataTypes.STRING(2),
        allowNull: false,
        defaultValue: 'en',
      });
    }
  },
  async down({ context: { sequelize } }) {
    // Not queryInterface.removeColumn: on SQLite it rebuilds the table and loses its indexes.
    for (const table of [...TABLES].reverse()) {
      await sequelize.query(`ALTER TABLE ${table} DROP COLUMN language`);
    }
  },
};

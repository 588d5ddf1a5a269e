import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/** Server-side sessions for the admin sign-in (auth issue). Expired rows are swept by expires_at. */
export const createSessions: Migration = {
  name: '0001-create-sessions',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable(
      'sessions',
      {
        id: { type: DataTypes.STRING(128), primaryKey: true, allowNull: false },
        data: { type: DataTypes.TEXT, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      // MySQL only (SQLite ignores it): session ids are compared byte for byte, not case-folded.
      { charset: 'utf8mb4', collate: 'utf8mb4_bin' },
    );
    await queryInterface.addIndex('sessions', ['expires_at'], { name: 'sessions_expires_at' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('sessions');
  },
};

import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * One-time links that create the first admin of a database with none (bff/src/setup). Only the
 * SHA-256 of a link's token is stored.
 */
export const createSetupLinks: Migration = {
  name: '0037-create-setup-links',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('setup_links', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      used_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('setup_links', ['token_hash'], {
      name: 'setup_links_token_hash',
      unique: true,
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('setup_links');
  },
};

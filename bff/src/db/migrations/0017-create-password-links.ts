import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * One-time set-password links. Only the SHA-256 of a link's token is stored: someone who reads
 * the table cannot use the links in it.
 */
export const createPasswordLinks: Migration = {
  name: '0017-create-password-links',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('password_links', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      used_at: { type: DataTypes.DATE, allowNull: true },
      created_by: { type: DataTypes.INTEGER, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('password_links', ['token_hash'], {
      name: 'password_links_token_hash',
      unique: true,
    });
    await queryInterface.addIndex('password_links', ['user_id'], {
      name: 'password_links_user_id',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('password_links');
  },
};

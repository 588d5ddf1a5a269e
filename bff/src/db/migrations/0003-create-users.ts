import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/** Staff accounts. Usernames are stored lower-cased, so a plain unique index is case-blind. */
export const createUsers: Migration = {
  name: '0003-create-users',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('users', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      username: { type: DataTypes.STRING(50), allowNull: false },
      // An encoded argon2id hash ($argon2id$v=19$m=…): about 100 characters.
      password_hash: { type: DataTypes.STRING(255), allowNull: false },
      role: { type: DataTypes.STRING(32), allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    // A named index rather than `unique: true` on the column, so both dialects name it alike.
    await queryInterface.addIndex('users', ['username'], { name: 'users_username', unique: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('users');
  },
};

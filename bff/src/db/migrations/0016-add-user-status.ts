import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * An account is active, invited (added from the team screen, password not set yet) or
 * deactivated (kept, so its history still names it, but it can no longer sign in).
 */
export const addUserStatus: Migration = {
  name: '0016-add-user-status',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('users', 'status', {
      type: DataTypes.STRING(16),
      allowNull: false,
      defaultValue: 'active',
    });
    await queryInterface.addColumn('users', 'last_sign_in_at', {
      type: DataTypes.DATE,
      allowNull: true,
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('users', 'last_sign_in_at');
    await queryInterface.removeColumn('users', 'status');
  },
};

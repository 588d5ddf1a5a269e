import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * A signed-out session keeps its row, marked revoked, until it could have expired anyway: a
 * request that was already running when the session ended saves it back only onto a live row,
 * so it can never bring the session back.
 */
export const addSessionRevokedAt: Migration = {
  name: '0014-add-session-revoked-at',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('sessions', 'revoked_at', {
      type: DataTypes.DATE,
      allowNull: true,
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('sessions', 'revoked_at');
  },
};

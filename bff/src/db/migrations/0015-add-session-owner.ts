import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Whose session a row is, from which browser and address, and when it was last used: a member
 * lists and ends their own sessions, and a password change or a deactivation revokes all of one
 * account's sessions with one indexed update. Rows from before carry the owner only inside their
 * JSON; they are filled in here.
 */
export const addSessionOwner: Migration = {
  name: '0015-add-session-owner',
  async up({ context: { queryInterface, sequelize } }) {
    await queryInterface.addColumn('sessions', 'user_id', {
      type: DataTypes.INTEGER,
      allowNull: true,
    });
    await queryInterface.addColumn('sessions', 'user_agent', {
      type: DataTypes.STRING(255),
      allowNull: true,
    });
    await queryInterface.addColumn('sessions', 'ip', {
      type: DataTypes.STRING(64),
      allowNull: true,
    });
    await queryInterface.addIndex('sessions', ['user_id'], { name: 'sessions_user_id' });
    const rows = await sequelize.query<{ id: string; data: string }>(
      'SELECT id, data FROM sessions WHERE revoked_at IS NULL',
      { type: QueryTypes.SELECT },
    );
    for (const row of rows) {
      const userId = ownerOf(row.data);
      if (userId === undefined) continue;
      await sequelize.query('UPDATE sessions SET user_id = ? WHERE id = ?', {
        replacements: [userId, row.id],
      });
    }
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeIndex('sessions', 'sessions_user_id');
    await queryInterface.removeColumn('sessions', 'ip');
    await queryInterface.removeColumn('sessions', 'user_agent');
    await queryInterface.removeColumn('sessions', 'user_id');
  },
};

function ownerOf(data: string): number | undefined {
  try {
    const userId: unknown = (JSON.parse(data) as { userId?: unknown } | null)?.userId;
    return Number.isInteger(userId) ? (userId as number) : undefined;
  } catch {
    return undefined;
  }
}

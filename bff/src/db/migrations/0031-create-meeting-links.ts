import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Manage links of meetings. Only the SHA-256 of a link's token is stored: someone who reads the
 * table cannot use the links in it. A meeting may have several (the invitation, each move, the
 * reminder each carry one); every one works until the meeting ends.
 */
export const createMeetingLinks: Migration = {
  name: '0031-create-meeting-links',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('meeting_links', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      booking_id: { type: DataTypes.CHAR(36), allowNull: false },
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('meeting_links', ['token_hash'], {
      name: 'meeting_links_token_hash',
      unique: true,
    });
    await queryInterface.addIndex('meeting_links', ['booking_id'], {
      name: 'meeting_links_booking_id',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('meeting_links');
  },
};

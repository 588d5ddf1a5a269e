import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Private links to a post that is not public yet. Only the SHA-256 of a link's token is stored:
 * someone who reads the table cannot open the drafts in it.
 */
export const createPostPreviewLinks: Migration = {
  name: '0021-create-post-preview-links',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('post_preview_links', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      post_id: { type: DataTypes.INTEGER, allowNull: false },
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      created_by: { type: DataTypes.INTEGER, allowNull: true },
      expires_at: { type: DataTypes.DATE(3), allowNull: false },
      revoked_at: { type: DataTypes.DATE(3), allowNull: true },
    });
    await queryInterface.addIndex('post_preview_links', ['token_hash'], {
      name: 'post_preview_links_token_hash',
      unique: true,
    });
    await queryInterface.addIndex('post_preview_links', ['post_id'], {
      name: 'post_preview_links_post_id',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('post_preview_links');
  },
};

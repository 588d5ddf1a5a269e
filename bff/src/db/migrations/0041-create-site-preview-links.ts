import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Private links to a site-content document's draft. Only the SHA-256 of a link's token is stored:
 * someone who reads the table cannot open the drafts.
 */
export const createSitePreviewLinks: Migration = {
  name: '0041-create-site-preview-links',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('site_preview_links', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      document: { type: DataTypes.STRING(20), allowNull: false },
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      created_by: { type: DataTypes.INTEGER, allowNull: false },
      expires_at: { type: DataTypes.DATE(3), allowNull: false },
      revoked_at: { type: DataTypes.DATE(3), allowNull: true },
    });
    await queryInterface.addIndex('site_preview_links', ['token_hash'], {
      name: 'site_preview_links_token_hash',
      unique: true,
    });
    await queryInterface.addIndex('site_preview_links', ['document'], {
      name: 'site_preview_links_document',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('site_preview_links');
  },
};

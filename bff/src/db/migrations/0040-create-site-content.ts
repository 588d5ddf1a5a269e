import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/** The six documents of site content (the contract's SITE_DOCUMENTS when this was written). */
const DOCUMENTS = ['home', 'services', 'packages', 'about', 'caseStudies', 'contact'];

/**
 * Site content staff edit: one row per document with its draft and published JSON (NULL: the
 * contract's defaults, so a site nobody edited follows the defaults of the code it runs) and the
 * version a save must name; and the versions saved and published before.
 */
export const createSiteContent: Migration = {
  name: '0040-create-site-content',
  async up({ context: { queryInterface, sequelize } }) {
    // MEDIUMTEXT on MySQL: both languages of every service pass TEXT's 64 KB long before the limits.
    const json = sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
    await queryInterface.createTable('site_content', {
      document: { type: DataTypes.STRING(20), primaryKey: true, allowNull: false },
      draft: { type: json, allowNull: true },
      published: { type: json, allowNull: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      updated_at: { type: DataTypes.DATE(3), allowNull: true },
      updated_by: { type: DataTypes.STRING(64), allowNull: true },
      published_at: { type: DataTypes.DATE(3), allowNull: true },
      published_by: { type: DataTypes.STRING(64), allowNull: true },
    });
    // Every row exists from the start: a save locks its row, and there is never an insert race.
    await queryInterface.bulkInsert(
      'site_content',
      DOCUMENTS.map((document) => ({ document, version: 0 })),
    );
    await queryInterface.createTable('site_content_revisions', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      document: { type: DataTypes.STRING(20), allowNull: false },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      content: { type: json, allowNull: false },
      saved_at: { type: DataTypes.DATE(3), allowNull: false },
      saved_by: { type: DataTypes.STRING(64), allowNull: true },
    });
    await queryInterface.addIndex('site_content_revisions', ['document', 'id'], {
      name: 'site_content_revisions_document_id',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('site_content_revisions');
    await queryInterface.dropTable('site_content');
  },
};

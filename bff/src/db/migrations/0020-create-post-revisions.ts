import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Earlier versions of each post: what a save replaced, with when and by whom that version had
 * been saved. The service keeps the newest few per post (MAX_KEPT_REVISIONS of the contract).
 */
export const createPostRevisions: Migration = {
  name: '0020-create-post-revisions',
  async up({ context: { queryInterface, sequelize } }) {
    const mysql = sequelize.getDialect() === 'mysql';
    await queryInterface.createTable('post_revisions', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      post_id: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: false },
      // MEDIUMTEXT on MySQL, as posts.content: TEXT stops at 64 KB.
      content: { type: mysql ? DataTypes.TEXT('medium') : DataTypes.TEXT, allowNull: false },
      tags: { type: DataTypes.STRING(500), allowNull: false },
      image_key: { type: DataTypes.STRING(64), allowNull: true },
      saved_at: { type: DataTypes.DATE(3), allowNull: false },
      saved_by: { type: DataTypes.INTEGER, allowNull: true },
    });
    // A post's revisions newest first (ids only grow): the list, the pruning, the restore check.
    await queryInterface.addIndex('post_revisions', ['post_id', 'id'], {
      name: 'post_revisions_post_id_id',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('post_revisions');
  },
};

import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Blog posts (see docs/content-and-media.md#posts). Images live in media storage; a row holds
 * only their keys.
 */
export const createPosts: Migration = {
  name: '0004-create-posts',
  async up({ context: { queryInterface, sequelize } }) {
    const mysql = sequelize.getDialect() === 'mysql';
    await queryInterface.createTable('posts', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      // MySQL: compared byte for byte like on SQLite, so "café" and "cafe" are two slugs.
      slug: {
        type: mysql
          ? 'VARCHAR(200) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin'
          : DataTypes.STRING(200),
        allowNull: false,
      },
      title: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: false },
      // MEDIUMTEXT on MySQL: TEXT stops at 64 KB, less than the 100 000 characters allowed.
      content: { type: mysql ? DataTypes.TEXT('medium') : DataTypes.TEXT, allowNull: false },
      tags: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      image_key: { type: DataTypes.STRING(64), allowNull: true },
      // Milliseconds, so that "newest first" holds for posts saved within the same second.
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      updated_at: { type: DataTypes.DATE(3), allowNull: false },
    });
    await queryInterface.addIndex('posts', ['slug'], { name: 'posts_slug', unique: true });
    await queryInterface.addIndex('posts', ['created_at'], { name: 'posts_created_at' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('posts');
  },
};

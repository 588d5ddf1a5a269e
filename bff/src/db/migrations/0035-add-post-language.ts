import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * A post's language (`en` or `ar`) and the slug of its translation in the other language (see
 * docs/i18n.md#a-posts-language). Every post written before this is English, untranslated.
 */
export const addPostLanguage: Migration = {
  name: '0035-add-post-language',
  async up({ context: { queryInterface, sequelize } }) {
    const mysql = sequelize.getDialect() === 'mysql';
    await queryInterface.addColumn('posts', 'language', {
      type: DataTypes.STRING(2),
      allowNull: false,
      defaultValue: 'en',
    });
    await queryInterface.addColumn('posts', 'translation_slug', {
      // Compared byte for byte like the slug it names (0004).
      type: mysql
        ? 'VARCHAR(200) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin'
        : DataTypes.STRING(200),
      allowNull: true,
    });
    // The public list: `status = 'published' AND language = ? ORDER BY published_at DESC`.
    await queryInterface.addIndex('posts', ['status', 'language', 'published_at'], {
      name: 'posts_status_language_published_at',
    });
    // A rename or a delete finds the post that names it.
    await queryInterface.addIndex('posts', ['translation_slug'], {
      name: 'posts_translation_slug',
    });
  },
  async down({ context: { queryInterface, sequelize } }) {
    await queryInterface.removeIndex('posts', 'posts_translation_slug');
    await queryInterface.removeIndex('posts', 'posts_status_language_published_at');
    // Not queryInterface.removeColumn: on SQLite it rebuilds the table and loses its indexes
    // (the unique slug among them).
    await sequelize.query('ALTER TABLE posts DROP COLUMN translation_slug');
    await sequelize.query('ALTER TABLE posts DROP COLUMN language');
  },
};

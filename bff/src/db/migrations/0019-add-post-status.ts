import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * The editorial workflow on posts: a status (draft, scheduled, published), when a scheduled post
 * goes public, when it last did, and who created and last saved it (user ids; an account is never
 * deleted, so the id keeps naming it). Every post written before this was public, so existing
 * rows are published, as of their creation.
 */
export const addPostStatus: Migration = {
  name: '0019-add-post-status',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('posts', 'status', {
      type: DataTypes.STRING(16),
      allowNull: false,
      defaultValue: 'published',
    });
    await queryInterface.addColumn('posts', 'publish_at', {
      type: DataTypes.DATE(3),
      allowNull: true,
    });
    await queryInterface.addColumn('posts', 'published_at', {
      type: DataTypes.DATE(3),
      allowNull: true,
    });
    await queryInterface.addColumn('posts', 'created_by', {
      type: DataTypes.INTEGER,
      allowNull: true,
    });
    await queryInterface.addColumn('posts', 'updated_by', {
      type: DataTypes.INTEGER,
      allowNull: true,
    });
    await queryInterface.sequelize.query('UPDATE posts SET published_at = created_at');
    // The public list: `status = 'published' ORDER BY published_at DESC`, read from the index.
    await queryInterface.addIndex('posts', ['status', 'published_at'], {
      name: 'posts_status_published_at',
    });
    // The scheduler's question every few seconds: `status = 'scheduled' AND publish_at <= now`.
    await queryInterface.addIndex('posts', ['status', 'publish_at'], {
      name: 'posts_status_publish_at',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeIndex('posts', 'posts_status_publish_at');
    await queryInterface.removeIndex('posts', 'posts_status_published_at');
    for (const column of ['updated_by', 'created_by', 'published_at', 'publish_at', 'status']) {
      await queryInterface.removeColumn('posts', column);
    }
  },
};

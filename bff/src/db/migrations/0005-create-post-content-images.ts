import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * The content images each post owns. The content itself only holds their URLs; this list is what
 * lets an update or a delete remove the images nothing refers to any more.
 */
export const createPostContentImages: Migration = {
  name: '0005-create-post-content-images',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('post_content_images', {
      media_key: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
      post_id: { type: DataTypes.INTEGER, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('post_content_images', ['post_id'], {
      name: 'post_content_images_post_id',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('post_content_images');
  },
};

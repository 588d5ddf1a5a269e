import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * One row whose number every post write raises inside its own transaction: the validator of
 * every public read (ETags, the site renderer's page cache) across replicas, one primary-key read.
 */
export const createContentRevision: Migration = {
  name: '0013-create-content-revision',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('content_revision', {
      id: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
      revision: { type: DataTypes.BIGINT, allowNull: false },
    });
    // Starts at the clock in milliseconds rather than at 1: a database created again (a reset
    // demo, a new schema) does not hand out the revisions an earlier one did, so no cache that
    // validated against the old database takes its content for current.
    await queryInterface.bulkInsert('content_revision', [{ id: 1, revision: Date.now() }]);
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('content_revision');
  },
};

import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * One row per one-time data task (the demo posts). Inserting the row is how a replica claims
 * the task: the primary key lets exactly one of several replicas starting together win.
 */
export const createSeedRuns: Migration = {
  name: '0006-create-seed-runs',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('seed_runs', {
      name: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('seed_runs');
  },
};

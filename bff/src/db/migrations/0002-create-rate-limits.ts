import { DataTypes } from 'sequelize';
import type { Migration } from './migration';

/**
 * Fixed-window counters for the rate limiter (bff/src/http/rateLimit.ts). Kept in the database
 * rather than in memory so that every BFF replica counts against the same budget.
 */
export const createRateLimits: Migration = {
  name: '0002-create-rate-limits',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable(
      'rate_limits',
      {
        // Which limiter ("login-username", "contact-ip"...): limiters share the table.
        name: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
        // The caller's key, or its SHA-256 when longer than the column.
        bucket_key: { type: DataTypes.STRING(191), primaryKey: true, allowNull: false },
        hits: { type: DataTypes.INTEGER, allowNull: false },
        // Epoch milliseconds: a plain number compares the same on every dialect and zone.
        window_start: { type: DataTypes.BIGINT, allowNull: false },
      },
      // MySQL only: keys are compared byte for byte, "Admin" and "admin" are different buckets.
      { charset: 'utf8mb4', collate: 'utf8mb4_bin' },
    );
    await queryInterface.addIndex('rate_limits', ['window_start'], {
      name: 'rate_limits_window_start',
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('rate_limits');
  },
};

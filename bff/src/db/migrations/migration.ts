import type { QueryInterface, Sequelize } from 'sequelize';
import type { RunnableMigration } from 'umzug';

/** What every migration receives; a migration never imports the migrator that runs it. */
export interface MigrationContext {
  queryInterface: QueryInterface;
  sequelize: Sequelize;
}

/** A schema step with its way back: every migration can be undone. */
export type Migration = RunnableMigration<MigrationContext> & {
  down: RunnableMigration<MigrationContext>['up'];
};

import type { Migration } from '../migrator';
import { createSessions } from './0001-create-sessions';

/**
 * Every migration, in order. Listed by hand rather than globbed so the same list works from the
 * TypeScript sources under jest and from the compiled dist. Never rename or reorder an entry
 * that has shipped: its name is the key recorded in schema_migrations.
 */
export const migrations: Migration[] = [createSessions];

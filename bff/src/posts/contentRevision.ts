import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** The one row of `content_revision` (migration 0013). */
const ROW_ID = 1;

/**
 * The current content revision: one primary-key read and nothing else, cheap enough for every
 * public read to validate against it.
 */
export async function readContentRevision(sequelize: Sequelize): Promise<number> {
  const [row] = await sequelize.query<{ revision: number | string }>(
    'SELECT revision FROM content_revision WHERE id = ?',
    { replacements: [ROW_ID], type: QueryTypes.SELECT },
  );
  if (!row) throw new Error('content_revision has no row: migration 0013 did not run');
  // BIGINT: the MySQL driver hands it over as a string.
  return Number(row.revision);
}

/**
 * Raises the revision inside a post write's transaction, so it commits (or rolls back) with the
 * write. Call it last in the transaction: on MySQL the row stays locked until commit, which
 * makes post writes take turns from that point on, and taking it after the post's own row lock
 * keeps every writer acquiring locks in the same order (no deadlock).
 */
export async function bumpContentRevision(
  sequelize: Sequelize,
  transaction: Transaction,
): Promise<void> {
  await sequelize.query('UPDATE content_revision SET revision = revision + 1 WHERE id = ?', {
    replacements: [ROW_ID],
    transaction,
  });
}

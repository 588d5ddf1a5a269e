import { QueryTypes, type Sequelize } from 'sequelize';
import { mediaIdsIn } from '../media/keys';

/**
 * The ids of the stored images site content shows (case studies' pictures): what is published
 * (`published`), or what any draft, published version or kept revision names (for the media
 * sweep, which must never take an image a restore could bring back). The documents are few and
 * small, their revisions bounded: read whole.
 */
export async function siteMediaIds(
  sequelize: Sequelize,
  which: 'published' | 'all',
): Promise<Set<string>> {
  const ids = new Set<string>();
  const texts = async (sql: string) =>
    (await sequelize.query<{ text: string | null }>(sql, { type: QueryTypes.SELECT })).map(
      (row) => row.text ?? '',
    );
  const found = [...(await texts('SELECT published AS text FROM site_content'))];
  if (which === 'all') {
    found.push(...(await texts('SELECT draft AS text FROM site_content')));
    found.push(...(await texts('SELECT content AS text FROM site_content_revisions')));
  }
  for (const text of found) for (const id of mediaIdsIn(text)) ids.add(id);
  return ids;
}

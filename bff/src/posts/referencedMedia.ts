import { QueryTypes, type Sequelize } from 'sequelize';
import { mediaIdsIn } from '../media/keys';
import { postTables } from './tables';
import { siteMediaIds } from '../siteContent/siteMedia';

/** Rows read at a time when scanning texts, so memory stays bounded whatever the table holds. */
const BATCH = 200;

export interface ReferencedMedia {
  /** Keys the rows name: featured images, the images posts own, revisions' featured images. */
  keys: Set<string>;
  /** Ids of the images post and revision contents show (any variant of one keeps it). */
  ids: Set<string>;
}

/**
 * Every stored image a post or a kept revision refers to. The ownership rows alone should cover
 * them; the texts are read as well so that a row missing for whatever reason never gets an image
 * a reader or a restore needs deleted. Each text is scanned once.
 */
export async function referencedMedia(sequelize: Sequelize): Promise<ReferencedMedia> {
  const { contentImages } = postTables(sequelize);
  const keys = new Set<string>();
  const ids = new Set<string>();
  for (const { mediaKey } of await contentImages.findAll({ attributes: ['mediaKey'], raw: true })) {
    keys.add(mediaKey);
  }
  for (const table of ['posts', 'post_revisions']) {
    for (let after = 0; ;) {
      const rows = await sequelize.query<{ id: number; content: string; imageKey: string | null }>(
        `SELECT id, content, image_key AS imageKey FROM ${table}
          WHERE id > :after ORDER BY id LIMIT :limit`,
        { replacements: { after, limit: BATCH }, type: QueryTypes.SELECT },
      );
      for (const row of rows) {
        if (row.imageKey !== null) keys.add(row.imageKey);
        for (const id of mediaIdsIn(row.content)) ids.add(id);
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1]!.id);
    }
  }
  // Site content's images (case studies) are kept as long as a draft or a revision names them.
  for (const id of await siteMediaIds(sequelize, 'all')) ids.add(id);
  return { keys, ids };
}

import { Op, QueryTypes, type Sequelize } from 'sequelize';
import { sessionUserId } from '../auth/session';
import type { AppContext, AppMiddleware } from '../http/types';
import { mediaIdsIn, mediaUrl, parseMediaKey } from '../media/keys';
import { findActiveUserById } from '../users/service';
import { readContentRevision } from './contentRevision';
import { postTables } from './tables';

/** Rows read at a time when scanning the published texts, so memory stays bounded. */
const BATCH = 200;

/**
 * Who may fetch a stored image:
 * - `public`: a published post shows it now (its featured image or its content);
 * - `unpublished`: only a post that is not published shows it now (a draft or a scheduled post,
 *   whose preview links need it); its URL was never on a public page unless the post was
 *   unpublished;
 * - `withdrawn`: no post shows it now, only kept revisions (or nothing): an edit removed or
 *   replaced it. Staff still see it (the revisions, a restore); visitors get 404.
 */
export type MediaVisibility = 'public' | 'unpublished' | 'withdrawn';

export interface PublicMedia {
  visibilityOf(key: string): Promise<MediaVisibility>;
}

/**
 * The images published posts show, as a set of ids kept per content revision: every change of
 * what the public reads raises that revision (saves, status changes, scheduled publishing,
 * restores, deletes), so a check costs one primary-key read, and the set is built again, one
 * pass over the published texts, only after such a change. Replicas each keep their own set and
 * see each other's changes through the revision.
 */
export function createPublicMedia(sequelize: Sequelize): PublicMedia {
  let cached: { revision: number; ids: Promise<Set<string>> } | null = null;

  const publishedIds = async (): Promise<Set<string>> => {
    const ids = new Set<string>();
    for (let after = 0; ;) {
      const rows = await sequelize.query<{ id: number; content: string; imageKey: string | null }>(
        `SELECT id, content, image_key AS imageKey FROM posts
          WHERE status = 'published' AND id > :after ORDER BY id LIMIT :limit`,
        { replacements: { after, limit: BATCH }, type: QueryTypes.SELECT },
      );
      for (const row of rows) {
        const featured = row.imageKey === null ? null : parseMediaKey(row.imageKey);
        if (featured) ids.add(featured.id);
        for (const id of mediaIdsIn(row.content)) ids.add(id);
      }
      if (rows.length < BATCH) return ids;
      after = Number(rows[rows.length - 1]!.id);
    }
  };

  /** Whether a post that is not published shows image `id` now (one query, on a miss only). */
  const shownUnpublished = async (id: string): Promise<boolean> => {
    const shown = await postTables(sequelize).posts.findOne({
      attributes: ['id'],
      where: {
        status: { [Op.ne]: 'published' },
        [Op.or]: [
          { imageKey: { [Op.like]: `${id}%` } },
          { content: { [Op.like]: `%${mediaUrl(id)}%` } },
        ],
      },
    });
    return shown !== null;
  };

  return {
    async visibilityOf(key) {
      const parsed = parseMediaKey(key);
      if (!parsed) return 'withdrawn';
      const revision = await readContentRevision(sequelize);
      if (cached?.revision !== revision) {
        const ids = publishedIds();
        cached = { revision, ids };
        // A failed scan is not kept: the next request tries again.
        ids.catch(() => {
          if (cached?.ids === ids) cached = null;
        });
      }
      if ((await cached.ids).has(parsed.id)) return 'public';
      return (await shownUnpublished(parsed.id)) ? 'unpublished' : 'withdrawn';
    },
  };
}

/** How an image may be sent: to anyone and any cache, privately, or not at all (404). */
export type MediaAccess = 'public' | 'private' | 'none';

/**
 * The media route's check. A withdrawn image is for signed-in staff only (their session is read
 * on that path alone, so public images never touch the session): the editor shows revisions,
 * and a restore may bring it back. An unpublished post's image goes out privately, so that the
 * preview links of drafts keep their pictures.
 */
export function mediaAccess({
  sequelize,
  session,
  publicMedia = createPublicMedia(sequelize),
}: {
  sequelize: Sequelize;
  session: AppMiddleware;
  publicMedia?: PublicMedia;
}): (ctx: AppContext, key: string) => Promise<MediaAccess> {
  return async (ctx, key) => {
    const visibility = await publicMedia.visibilityOf(key);
    if (visibility === 'public') return 'public';
    if (visibility === 'unpublished') return 'private';
    let staff = false;
    await session(ctx, async () => {
      const userId = sessionUserId(ctx);
      staff = userId !== undefined && (await findActiveUserById(sequelize, userId)) !== null;
    });
    return staff ? 'private' : 'none';
  };
}

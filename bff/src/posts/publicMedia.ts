import { MEDIA_GRANT_PARAM } from '@app/contract/media';
import { QueryTypes, type Sequelize } from 'sequelize';
import { sessionUserId } from '../auth/session';
import type { AppContext, AppMiddleware } from '../http/types';
import { mediaIdsIn, parseMediaKey } from '../media/keys';
import { findActiveUserById } from '../users/service';
import { readContentRevision } from './contentRevision';
import { postOfPreviewToken } from './previewLinks';
import { sitePreviewMedia } from '../siteContent/previewLinks';
import { siteMediaIds } from '../siteContent/siteMedia';

/** Rows read at a time when scanning the published texts, so memory stays bounded. */
const BATCH = 200;

/** The ids of the images a post shows: its featured image and those of its content. */
function mediaIdsOfPost({ imageKey, content }: { imageKey: string | null; content: string }) {
  const ids = mediaIdsIn(content);
  const featured = imageKey === null ? null : parseMediaKey(imageKey);
  if (featured) ids.add(featured.id);
  return ids;
}

/** Whether a published post shows a stored image now (its featured image or its content). */
export interface PublicMedia {
  isPublic(key: string): Promise<boolean>;
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
    // Published site content (case studies) shows images too; its publish moves the revision.
    const ids = await siteMediaIds(sequelize, 'published');
    for (let after = 0; ;) {
      const rows = await sequelize.query<{ id: number; content: string; imageKey: string | null }>(
        `SELECT id, content, image_key AS imageKey FROM posts
          WHERE status = 'published' AND id > :after ORDER BY id LIMIT :limit`,
        { replacements: { after, limit: BATCH }, type: QueryTypes.SELECT },
      );
      for (const row of rows) for (const id of mediaIdsOfPost(row)) ids.add(id);
      if (rows.length < BATCH) return ids;
      after = Number(rows[rows.length - 1]!.id);
    }
  };

  return {
    async isPublic(key) {
      const parsed = parseMediaKey(key);
      if (!parsed) return false;
      const revision = await readContentRevision(sequelize);
      if (cached?.revision !== revision) {
        const ids = publishedIds();
        cached = { revision, ids };
        // A failed scan is not kept: the next request tries again.
        ids.catch(() => {
          if (cached?.ids === ids) cached = null;
        });
      }
      return (await cached.ids).has(parsed.id);
    },
  };
}

/** How an image may be sent: to anyone and any cache, privately, or not at all (404). */
export type MediaAccess = 'public' | 'private' | 'none';

/**
 * What a live preview link shows: the ids of the images of the draft or post `token` opens now,
 * or null when it opens none. Each kind of link has its own token pattern, so at most one opens.
 */
type PreviewMedia = (sequelize: Sequelize, token: string, now: Date) => Promise<Set<string> | null>;

const postPreviewMedia: PreviewMedia = async (sequelize, token, now) => {
  const post = await postOfPreviewToken(sequelize, token, now);
  return post ? mediaIdsOfPost(post) : null;
};

/** The previews whose reader may fetch the images they show before any visitor can. */
const PREVIEWS: readonly PreviewMedia[] = [postPreviewMedia, sitePreviewMedia];

/** Whether the preview link `token` (of a post or a site-content draft) shows image `key` now. */
async function grantedByPreview(
  sequelize: Sequelize,
  token: unknown,
  key: string,
  now: Date,
): Promise<boolean> {
  const id = parseMediaKey(key)?.id;
  if (typeof token !== 'string' || id === undefined) return false;
  for (const mediaOf of PREVIEWS) {
    if ((await mediaOf(sequelize, token, now))?.has(id)) return true;
  }
  return false;
}

/**
 * The media route's check. An image no published post shows goes out privately, and only to
 * signed-in staff (the editor shows drafts and revisions, and a restore may bring it back) or
 * with the grant of a live preview link (of a post or a site-content draft) that shows it now (`?t=`, which the preview's
 * answer puts on its images): visitors who kept or guessed the URL of a draft's image, of an
 * unpublished post's or of one an edit removed get 404. The session is read on that path alone,
 * so public images never touch it.
 */
export function mediaAccess({
  sequelize,
  session,
  now,
  publicMedia = createPublicMedia(sequelize),
}: {
  sequelize: Sequelize;
  session: AppMiddleware;
  now: () => Date;
  publicMedia?: PublicMedia;
}): (ctx: AppContext, key: string) => Promise<MediaAccess> {
  return async (ctx, key) => {
    if (await publicMedia.isPublic(key)) return 'public';
    if (await grantedByPreview(sequelize, ctx.query[MEDIA_GRANT_PARAM], key, now())) {
      return 'private';
    }
    let staff = false;
    await session(ctx, async () => {
      const userId = sessionUserId(ctx);
      staff = userId !== undefined && (await findActiveUserById(sequelize, userId)) !== null;
    });
    return staff ? 'private' : 'none';
  };
}

import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import {
  isSlug,
  MAX_CONTENT_IMAGES_PER_SAVE,
  POST_LIMITS,
  postsQuery,
  type DeletePostResponse,
} from '@app/contract/posts';
import { fieldErrors } from '@app/contract/validation';
import { ValidationError } from '../http/errors';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { requireRole } from '../auth/requireRole';
import { createRouter } from '../http/router';
import type { AppMiddleware, AppState } from '../http/types';
import { checkRevision, sendJson } from './cacheable';
import { multipartReader } from './multipart';
import { readPostInput } from './postInput';
import { createRevisionCache } from '@app/server-kit/revisionCache';
import type { PostsService } from './service';
import { refusal } from '../http/refusal';
import { findStaffPost } from './staffReads';
import { auditedStateOf, statusAudit } from './statusAudit';

export interface PostsRoutesDeps {
  sequelize: Sequelize;
  /** createSessionMiddleware's middleware: writes need to know who is signed in. */
  session: AppMiddleware;
  service: PostsService;
  audit: AuditLog;
  maxImageBytes: number;
}

/** Posts of 100 000 characters at most: the cache stays within a few tens of megabytes. */
const READ_CACHE_ENTRIES = 200;

/**
 * GET /posts[?language=en|ar] (English by default), GET /posts/:slug (public: published posts
 * only, whoever asks); POST /posts, PUT and
 * DELETE /posts/:slug (editors; the writes answer the post as staff see it).
 */
export function postsRoutes({
  sequelize,
  session,
  service,
  audit,
  maxImageBytes,
}: PostsRoutesDeps): Router<AppState> {
  const router = createRouter();
  // Admins and moderators write; checked before a byte of the upload is read.
  const editorsOnly = [session, requireRole(sequelize, POST_EDITOR_ROLES)];
  const readForm = multipartReader({
    maxFileBytes: maxImageBytes,
    maxFiles: 1 + MAX_CONTENT_IMAGES_PER_SAVE,
    // UTF-8 takes at most 4 bytes a character; the character limits are checked after parsing.
    maxFieldBytes: 4 * POST_LIMITS.content,
    maxFields: 20,
  });
  const notFound = () => refusal(404, 'posts.not-found');

  // The JSON of the list and of posts read lately, at the current revision (null: no such post).
  // A read costs one primary-key read of the revision, then a post read only on a cache miss;
  // a revalidation (If-None-Match of the current revision) never reads a post.
  const bodies = createRevisionCache<string | null>(READ_CACHE_ENTRIES);

  router.get(API_ROUTES.posts, async (ctx) => {
    const query = postsQuery.safeParse(ctx.query);
    if (!query.success) throw new ValidationError(fieldErrors(query.error));
    const { language } = query.data;
    // The language is part of the cache key and of the ETag (English keeps the tag it always
    // had, so the site's copies revalidate as before).
    const { revision, notModified } = await checkRevision(
      ctx,
      sequelize,
      language === 'en' ? undefined : `posts?language=${language}`,
    );
    if (notModified) return;
    const json = await bodies.get(revision, `/posts?language=${language}`, async () =>
      JSON.stringify(await service.list(language)),
    );
    sendJson(ctx, json!);
  });

  router.get(API_ROUTES.post, async (ctx) => {
    const slug = ctx.params.slug ?? '';
    if (!isSlug(slug)) throw notFound();
    const { revision, notModified } = await checkRevision(ctx, sequelize);
    if (notModified) return;
    const json = await bodies.get(revision, `/posts/${slug}`, async () => {
      const post = await service.get(slug);
      return post ? JSON.stringify(post) : null;
    });
    if (json === null) throw notFound();
    sendJson(ctx, json);
  });

  router.post(API_ROUTES.posts, ...editorsOnly, async (ctx) => {
    const input = readPostInput(await readForm(ctx));
    const post = await service.create(input, { actorId: ctx.state.staff!.id });
    ctx.state.log.info('post created', { slug: post.slug, status: post.status });
    const entry = statusAudit(null, post);
    if (entry) await audit.record({ ...actorOf(ctx), ...entry });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = post;
  });

  router.put(API_ROUTES.post, ...editorsOnly, async (ctx) => {
    const input = readPostInput(await readForm(ctx));
    // Read before the save for the audit entry only; the save itself locks the row.
    const before = await findStaffPost(sequelize, ctx.params.slug ?? '');
    const post = await service.update(ctx.params.slug ?? '', input, {
      actorId: ctx.state.staff!.id,
    });
    if (!post) throw notFound();
    const entry = statusAudit(before && auditedStateOf(before), post);
    if (entry) await audit.record({ ...actorOf(ctx), ...entry });
    ctx.state.log.info('post updated', {
      slug: post.slug,
      previousSlug: ctx.params.slug,
      status: post.status,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = post;
  });

  router.delete(API_ROUTES.post, ...editorsOnly, async (ctx) => {
    const slug = ctx.params.slug ?? '';
    if (!(await service.remove(slug))) throw notFound();
    ctx.state.log.info('post deleted', { slug });
    await audit.record({ ...actorOf(ctx), event: 'post-delete', subject: slug });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'Post deleted', slug } satisfies DeletePostResponse;
  });

  return router;
}

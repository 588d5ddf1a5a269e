import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import { staffPostsQuery, statusChange } from '@app/contract/editorial';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { requireRole } from '../auth/requireRole';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from './previewLinks';
import type { PostsService } from './service';
import { auditedStateOf, statusAudit } from './statusAudit';
import {
  findStaffPost,
  listStaffPosts,
  readRevision,
  readRevisions,
  readStaffPost,
} from './staffReads';
import type { ErrorCode } from '@app/contract/errorCodes';
import { refusal } from '../http/refusal';

export interface StaffPostsRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  service: PostsService;
  audit: AuditLog;
  now: () => Date;
}

const postNotFound = () => refusal(404, 'posts.not-found');

/** An id from the path: a positive integer, else 404 (`what` is not found). */
function pathId(ctx: AppContext, notFound: ErrorCode): number {
  const text = ctx.params.id ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw refusal(404, notFound);
  }
  return Number(text);
}

/**
 * The editorial calls under /staff/posts (admins and moderators): every post whatever its status,
 * status changes, revisions and preview links. Every answer is no-store: it holds unpublished text.
 */
export function staffPostsRoutes({
  sequelize,
  session,
  service,
  audit,
  now,
}: StaffPostsRoutesDeps): Router<AppState> {
  const router = createRouter();
  const editorsOnly = [
    session,
    requireRole(sequelize, POST_EDITOR_ROLES),
    async (ctx: AppContext, next: () => Promise<unknown>) => {
      ctx.set('Cache-Control', 'no-store');
      await next();
    },
  ];
  const postOf = async (ctx: AppContext) => {
    const post = await findStaffPost(sequelize, ctx.params.slug ?? '');
    if (!post) throw postNotFound();
    return post;
  };

  router.get(API_ROUTES.staffPosts, ...editorsOnly, async (ctx) => {
    const { status } = staffPostsQuery.parse(ctx.query);
    ctx.body = await listStaffPosts(sequelize, status);
  });

  router.get(API_ROUTES.staffPost, ...editorsOnly, async (ctx) => {
    const post = await readStaffPost(sequelize, ctx.params.slug ?? '');
    if (!post) throw postNotFound();
    ctx.body = post;
  });

  router.post(
    API_ROUTES.staffPostStatus,
    ...editorsOnly,
    jsonBody({ limit: '10kb' }),
    async (ctx) => {
      const change = statusChange.parse(ctx.request.body);
      // Read before the change for the audit entry only; the change itself locks the row.
      const before = await findStaffPost(sequelize, ctx.params.slug ?? '');
      const post = await service.changeStatus(ctx.params.slug ?? '', change);
      if (!post) throw postNotFound();
      const entry = statusAudit(before && auditedStateOf(before), post);
      if (entry) await audit.record({ ...actorOf(ctx), ...entry });
      ctx.state.log.info('post status changed', {
        slug: post.slug,
        status: post.status,
        publishAt: post.publishAt,
        by: ctx.state.staff!.username,
      });
      ctx.body = post;
    },
  );

  router.get(API_ROUTES.staffPostRevisions, ...editorsOnly, async (ctx) => {
    ctx.body = await readRevisions(sequelize, (await postOf(ctx)).id);
  });

  router.get(API_ROUTES.staffPostRevision, ...editorsOnly, async (ctx) => {
    const post = await postOf(ctx);
    const revision = await readRevision(
      sequelize,
      post.id,
      pathId(ctx, 'posts.revision-not-found'),
    );
    if (!revision) throw refusal(404, 'posts.revision-not-found');
    ctx.body = revision;
  });

  router.post(API_ROUTES.staffPostRevisionRestore, ...editorsOnly, async (ctx) => {
    const revisionId = pathId(ctx, 'posts.revision-not-found');
    const post = await service.restore(ctx.params.slug ?? '', revisionId, {
      actorId: ctx.state.staff!.id,
    });
    if (!post) throw postNotFound();
    ctx.state.log.info('post revision restored', { slug: post.slug, revisionId });
    await audit.record({
      ...actorOf(ctx),
      event: 'revision-restore',
      subject: post.slug,
      detail: `revision ${revisionId}`,
    });
    ctx.body = post;
  });

  router.get(API_ROUTES.staffPostPreviews, ...editorsOnly, async (ctx) => {
    ctx.body = await listPreviewLinks(sequelize, (await postOf(ctx)).id, now());
  });

  router.post(API_ROUTES.staffPostPreviews, ...editorsOnly, async (ctx) => {
    const post = await postOf(ctx);
    const link = await createPreviewLink(sequelize, {
      postId: post.id,
      createdBy: ctx.state.staff!.id,
      now: now(),
    });
    ctx.state.log.info('preview link created', { slug: post.slug, previewLinkId: link.id });
    await audit.record({
      ...actorOf(ctx),
      event: 'preview-link',
      subject: post.slug,
      detail: `link ${link.id}, until ${link.expiresAt}`,
    });
    ctx.status = 201;
    ctx.body = link;
  });

  router.delete(API_ROUTES.staffPostPreview, ...editorsOnly, async (ctx) => {
    const post = await postOf(ctx);
    const id = pathId(ctx, 'posts.preview-link-not-found');
    if (!(await revokePreviewLink(sequelize, { postId: post.id, id, now: now() }))) {
      throw refusal(404, 'posts.preview-link-not-found');
    }
    ctx.state.log.info('preview link revoked', { slug: post.slug, previewLinkId: id });
    await audit.record({
      ...actorOf(ctx),
      event: 'preview-revoke',
      subject: post.slug,
      detail: `link ${id}`,
    });
    ctx.body = { message: 'Preview link revoked' };
  });

  return router;
}

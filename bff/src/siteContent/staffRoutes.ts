import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import {
  publishSiteRequest,
  saveSiteDraftRequest,
  SITE_CONTENT_ROUTES,
  type SiteConflictBody,
  type SiteDocument,
} from '@app/contract/siteContent';
import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { staffOnly } from '../auth/staffOnly';
import { parseContract } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import { SITE_REFUSALS } from './refusals';
import { assertTranslated, changesPrices, isSiteDocument, parseContent } from './rules';
import {
  listRevisions,
  publishDraft,
  readRevision,
  readStaffDocument,
  saveDraft,
  type Outcome,
  type SiteEdit,
} from './store';

export interface StaffSiteRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
  now: () => Date;
}

/** Both languages of every service fit with room to spare. */
const BODY_LIMIT = '256kb';

/** The path's document, or a 404 answered (then undefined). */
function documentParam(ctx: AppContext): SiteDocument | undefined {
  const document = String(ctx.params.document ?? '');
  if (isSiteDocument(document)) return document;
  ctx.status = 404;
  ctx.body = { error: SITE_REFUSALS.unknownDocument };
  return undefined;
}

/**
 * The staff's site content: read a document, save its draft at the version it was opened at,
 * publish it, list and restore its revisions, reset it to the defaults. Admins and moderators
 * alike, except that only an admin publishes a change to prices or package contents.
 */
export function staffSiteRoutes({
  sequelize,
  session,
  audit,
  now,
}: StaffSiteRoutesDeps): Router<AppState> {
  const router = createRouter();
  const guard = staffOnly(sequelize, session);
  const edit = (ctx: AppContext): SiteEdit => ({ by: ctx.state.staff!.username, at: now() });

  /** 200 with the document, or 409 with the document as it is now. */
  async function answer(ctx: AppContext, document: SiteDocument, outcome: Outcome<unknown>) {
    if (outcome.status === 'done') {
      ctx.body = outcome.value;
      return;
    }
    ctx.status = 409;
    ctx.body = {
      error: SITE_REFUSALS.stale,
      current: await readStaffDocument(sequelize, document),
    } satisfies SiteConflictBody;
  }

  router.get(SITE_CONTENT_ROUTES.staffDocument, ...guard, async (ctx) => {
    const document = documentParam(ctx);
    if (document === undefined) return;
    ctx.body = await readStaffDocument(sequelize, document);
  });

  router.put(
    SITE_CONTENT_ROUTES.staffDocument,
    ...guard,
    jsonBody({ limit: BODY_LIMIT }),
    async (ctx) => {
      const document = documentParam(ctx);
      if (document === undefined) return;
      const body = parseContract(ctx, saveSiteDraftRequest, ctx.request.body);
      if (body === undefined) return;
      const draft = parseContent(document, body.draft);
      await answer(
        ctx,
        document,
        await saveDraft(sequelize, document, body.version, draft, edit(ctx)),
      );
    },
  );

  router.post(
    SITE_CONTENT_ROUTES.staffPublish,
    ...guard,
    jsonBody({ limit: '1kb' }),
    async (ctx) => {
      const document = documentParam(ctx);
      if (document === undefined) return;
      const body = parseContract(ctx, publishSiteRequest, ctx.request.body);
      if (body === undefined) return;
      const admin = ctx.state.staff!.role === 'admin';
      const outcome = await publishDraft(
        sequelize,
        document,
        body.version,
        edit(ctx),
        (draft, published) => {
          assertTranslated(draft);
          if (!admin && changesPrices(document, draft, published)) {
            ctx.throw(403, SITE_REFUSALS.pricesAdminOnly);
          }
        },
      );
      if (outcome.status === 'done') {
        await audit.record({ ...actorOf(ctx), event: 'site-publish', subject: document });
      }
      await answer(ctx, document, outcome);
    },
  );

  router.post(SITE_CONTENT_ROUTES.staffReset, ...guard, jsonBody({ limit: '1kb' }), async (ctx) => {
    const document = documentParam(ctx);
    if (document === undefined) return;
    const body = parseContract(ctx, publishSiteRequest, ctx.request.body);
    if (body === undefined) return;
    const defaults = SITE_CONTENT_DEFAULTS[document];
    await answer(
      ctx,
      document,
      await saveDraft(sequelize, document, body.version, defaults, edit(ctx)),
    );
  });

  router.get(SITE_CONTENT_ROUTES.staffRevisions, ...guard, async (ctx) => {
    const document = documentParam(ctx);
    if (document === undefined) return;
    ctx.body = await listRevisions(sequelize, document);
  });

  /** The revision the path names, or a 404 answered. */
  async function revisionParam(ctx: AppContext, document: SiteDocument) {
    const id = Number(ctx.params.id);
    const revision = Number.isSafeInteger(id)
      ? await readRevision(sequelize, document, id)
      : undefined;
    if (revision === undefined) {
      ctx.status = 404;
      ctx.body = { error: SITE_REFUSALS.unknownRevision };
    }
    return revision;
  }

  router.get(SITE_CONTENT_ROUTES.staffRevision, ...guard, async (ctx) => {
    const document = documentParam(ctx);
    if (document === undefined) return;
    const revision = await revisionParam(ctx, document);
    if (revision !== undefined) ctx.body = revision;
  });

  // A restore makes a draft of the revision; publishing it is a step of its own.
  router.post(
    SITE_CONTENT_ROUTES.staffRevisionRestore,
    ...guard,
    jsonBody({ limit: '1kb' }),
    async (ctx) => {
      const document = documentParam(ctx);
      if (document === undefined) return;
      const body = parseContract(ctx, publishSiteRequest, ctx.request.body);
      if (body === undefined) return;
      const revision = await revisionParam(ctx, document);
      if (revision === undefined) return;
      const draft = parseContent(document, revision.content);
      const outcome = await saveDraft(sequelize, document, body.version, draft, edit(ctx));
      await answer(ctx, document, outcome);
    },
  );

  return router;
}

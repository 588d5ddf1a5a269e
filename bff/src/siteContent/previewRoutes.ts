import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { isSiteLanguage } from '@app/contract/languages';
import { withMediaGrant } from '@app/contract/media';
import { inLanguage, SITE_CONTENT_ROUTES } from '@app/contract/siteContent';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { staffOnly } from '../auth/staffOnly';
import { refusal, refusalBody } from '../http/refusal';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import {
  createSitePreviewLink,
  documentOfPreviewToken,
  listSitePreviewLinks,
  revokeSitePreviewLink,
} from './previewLinks';
import { isSiteDocument } from './rules';
import { readPublished, readStaffDocument } from './store';

export interface SitePreviewRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
  now: () => Date;
}

/** The path's document, else 404. */
function documentOf(ctx: AppContext) {
  const document = String(ctx.params.document ?? '');
  if (!isSiteDocument(document)) throw refusal(404, 'site-content.unknown-document');
  return document;
}

/**
 * Preview links of site content. Staff make, list and revoke a document's links; anyone holding a
 * live one reads the published content of a language with that document's draft in its place, as
 * the draft is now. That read is never stored by any cache nor indexed, its refusal neither.
 */
export function sitePreviewRoutes({
  sequelize,
  session,
  audit,
  now,
}: SitePreviewRoutesDeps): Router<AppState> {
  const router = createRouter();
  const guard = staffOnly(sequelize, session);

  router.get(SITE_CONTENT_ROUTES.preview, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    const language = String(ctx.params.language ?? '');
    const token = ctx.params.token ?? '';
    const document = await documentOfPreviewToken(sequelize, token, now());
    if (document === null || !isSiteDocument(document) || !isSiteLanguage(language)) {
      // Answered here rather than thrown: the error handler would drop the two headers above.
      ctx.status = 404;
      ctx.body = refusalBody('site-content.preview-not-found');
      return;
    }
    const [published, staff] = await Promise.all([
      readPublished(sequelize),
      readStaffDocument(sequelize, document),
    ]);
    // The draft's images answer 404 to visitors until a publish shows them; the link's token
    // lets its reader fetch these ones (see mediaAccess).
    const draft = JSON.parse(withMediaGrant(JSON.stringify(staff.draft), token)) as unknown;
    ctx.body = inLanguage({ ...published, [document]: draft }, language);
  });

  router.get(SITE_CONTENT_ROUTES.staffPreviews, ...guard, async (ctx) => {
    ctx.body = await listSitePreviewLinks(sequelize, documentOf(ctx), now());
  });

  router.post(SITE_CONTENT_ROUTES.staffPreviews, ...guard, async (ctx) => {
    const document = documentOf(ctx);
    const link = await createSitePreviewLink(sequelize, {
      document,
      createdBy: ctx.state.staff!.id,
      now: now(),
    });
    ctx.state.log.info('site preview link created', { document, previewLinkId: link.id });
    await audit.record({ ...actorOf(ctx), event: 'preview-link', subject: `site:${document}` });
    ctx.status = 201;
    ctx.body = link;
  });

  router.delete(SITE_CONTENT_ROUTES.staffPreview, ...guard, async (ctx) => {
    const document = documentOf(ctx);
    const text = ctx.params.id ?? '';
    const id = Number(text);
    if (
      !/^[1-9][0-9]{0,9}$/.test(text) ||
      !(await revokeSitePreviewLink(sequelize, { document, id, now: now() }))
    ) {
      throw refusal(404, 'site-content.preview-link-not-found');
    }
    ctx.state.log.info('site preview link revoked', { document, previewLinkId: id });
    await audit.record({ ...actorOf(ctx), event: 'preview-revoke', subject: `site:${document}` });
    ctx.body = { message: 'Preview link revoked' };
  });

  return router;
}

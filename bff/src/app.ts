import { API_PREFIX } from '@app/contract/paths';
import Koa from 'koa';
import compress from 'koa-compress';
import type { Sequelize } from 'sequelize';
import { createLoginThrottle } from './auth/loginThrottle';
import { accountRoutes } from './account/routes';
import { createAuditLog } from './audit/auditLog';
import { authRoutes } from './auth/routes';
import { createSessionMiddleware } from './auth/session';
import { passwordLinkRoutes } from './team/passwordLinkRoutes';
import { setupRoutes } from './setup/routes';
import { teamRoutes } from './team/routes';
import { resolveSessionSecret } from './auth/sessionSecret';
import { bookingRoutes } from './meetings/bookingRoutes';
import type { PageRenderer } from '@app/server-kit/pageRenderer';
import { redactSecrets } from '@app/server-kit/redactSecrets';
import { serveBundles } from './bundles/serveBundles';
import type { Config } from './config';
import { contactRoutes } from './contact/routes';
import { feedRoutes } from './feeds/routes';
import { healthRoutes } from './health/routes';
import { inboxRoutes } from './inbox/routes';
import { reportRoutes } from './reports/routes';
import { isClientGone } from './http/clientGone';
import { csrfProtection } from './http/csrf';
import { emptyErrorFallback } from './http/emptyErrorFallback';
import { errorHandler } from './http/errorHandler';
import { uncodedRefusalFallback } from './http/uncodedRefusal';
import { methodNotAllowed } from './http/methodNotAllowed';
import { requestContext } from './http/requestContext';
import { securityHeaders } from './http/securityHeaders';
import { createRouter } from './http/router';
import type { AppRouter, AppState } from './http/types';
import { createLogger, type Logger } from './log/logger';
import { createMediaStorage } from './media/createStorage';
import { meetingRoutes } from './meetings/routes';
import { staffMeetingRoutes } from './meetings/staffRoutes';
import { mediaRoutes } from './media/routes';
import { mediaAccess } from './posts/publicMedia';
import { contentRevisionRoutes } from './posts/contentRevisionRoutes';
import { previewRoutes } from './posts/previewRoutes';
import { postsRoutes } from './posts/routes';
import { createPostsService } from './posts/service';
import { staffPostsRoutes } from './posts/staffRoutes';
import { settingsRoutes } from './settings/routes';
import { availabilityRoutes } from './availability/routes';
import { advisorRoutes } from './advisors/routes';
import { feedRoute } from './advisors/feedRoute';
import { seedSchedule } from './availability/seed';
import { scheduleSource } from './availability/store';
import { publicSiteRoutes } from './siteContent/publicRoutes';
import { staffSiteRoutes } from './siteContent/staffRoutes';
import { privacyRoutes } from './privacy/routes';
import { webhookRoutes } from './webhooks/routes';
import { secretBoxKey } from './webhooks/secretBox';
import { sitePreviewRoutes } from './siteContent/previewRoutes';
import { siteImageRoutes } from './siteContent/imageRoutes';

export interface AppDeps {
  config: Config;
  sequelize: Sequelize;
  logger?: Logger;
  /**
   * Routers mounted under /api after the built-in features, inside the full middleware chain.
   * Lets tests exercise throwaway routes exactly as real ones run.
   */
  extraRouters?: AppRouter[];
  /** The clock of booking, contact, sessions, the inbox and the editorial workflow; tests freeze it. */
  now?: () => Date;
  /** Renders the site's pages when the bundles are served (the embedded mode). */
  renderPage?: PageRenderer;
  /** Renders the admin's staff screens when the bundles are served (the embedded mode). */
  renderStaffPage?: PageRenderer;
}

/** Builds the Koa app; owns no resources (the caller opens and closes the database). */
export function createApp({
  config,
  sequelize,
  logger,
  extraRouters = [],
  now = () => new Date(),
  renderPage,
  renderStaffPage,
}: AppDeps): Koa<AppState> {
  const log = logger ?? createLogger({ level: config.logLevel });
  const app = new Koa<AppState>({ proxy: config.trustProxy });

  // Errors that escape the chain (a stream failing mid-response) would otherwise go to stderr.
  app.on('error', (err: unknown, ctx?: { method: string; path: string }) => {
    if (isClientGone(err)) {
      const code = (err as { code?: unknown }).code;
      log.warn('client went away', {
        code,
        method: ctx?.method,
        path: ctx && redactSecrets(ctx.path),
      });
    } else {
      log.error('unhandled error', { err });
    }
  });

  const api = createRouter({ prefix: API_PREFIX });
  // The staff's schedule, read on every request; the BOOKING_* variables only seed it.
  const seed = seedSchedule(config);
  const schedule = scheduleSource(sequelize, seed, now);
  const businessTimeZone = async () => (await schedule()).timeZone;
  api.use(healthRoutes({ sequelize }).routes());
  api.use(settingsRoutes({ schedule, now }).routes());
  api.use(
    bookingRoutes({
      sequelize,
      schedule,
      mail: config.mail,
      rateLimit: config.scheduleRateLimit,
      caps: config.bookingCaps,
      meetings: config.meetings,
      now,
    }).routes(),
  );
  const lifecycle = {
    sequelize,
    schedule,
    mail: config.mail,
    meetings: config.meetings,
    now,
  };
  api.use(meetingRoutes({ ...lifecycle, rateLimit: config.scheduleRateLimit }).routes());
  api.use(
    contactRoutes({
      sequelize,
      mail: config.mail,
      schedule,
      rateLimit: config.contactRateLimit,
      now,
    }).routes(),
  );
  // Only sign-in, the session check and staff calls read the session (see auth/session.ts).
  const sessionSecret = resolveSessionSecret(config.auth.sessionSecret, config.dataDir);
  const session = createSessionMiddleware(app, {
    sequelize,
    auth: config.auth,
    secret: sessionSecret,
    now,
  });
  const storage = createMediaStorage(config.media, config.dataDir);
  const throttle = createLoginThrottle(sequelize, now);
  const audit = createAuditLog(sequelize, now);
  const staff = {
    sequelize,
    session,
    audit,
    absoluteTimeoutMs: config.auth.absoluteTimeoutMs,
    now,
  };
  api.use(authRoutes({ sequelize, session, throttle, audit, now }).routes());
  api.use(teamRoutes(staff).routes());
  api.use(accountRoutes({ ...staff, throttle }).routes());
  api.use(passwordLinkRoutes(staff).routes());
  api.use(setupRoutes(staff).routes());
  api.use(staffMeetingRoutes({ ...lifecycle, session, audit }).routes());
  api.use(availabilityRoutes({ sequelize, session, audit, seed, now }).routes());
  const advisors = { sequelize, schedule, mail: config.mail, now };
  api.use(
    advisorRoutes({ ...advisors, session, audit, siteUrl: config.meetings.siteUrl }).routes(),
  );
  api.use(feedRoute({ sequelize, domain: config.mail.domain, now }).routes());
  api.use(
    inboxRoutes({
      sequelize,
      session,
      audit,
      cursorSecret: sessionSecret,
      businessTimeZone,
      now,
    }).routes(),
  );
  api.use(
    reportRoutes({
      sequelize,
      session,
      audit,
      businessTimeZone,
      now,
    }).routes(),
  );
  const posts = createPostsService({ sequelize, storage, logger: log, now });
  api.use(
    postsRoutes({
      sequelize,
      session,
      service: posts,
      audit,
      maxImageBytes: config.media.maxImageBytes,
    }).routes(),
  );
  api.use(staffPostsRoutes({ sequelize, session, service: posts, audit, now }).routes());
  api.use(previewRoutes({ sequelize, now }).routes());
  api.use(contentRevisionRoutes({ sequelize }).routes());
  api.use(publicSiteRoutes({ sequelize }).routes());
  api.use(staffSiteRoutes({ sequelize, session, audit, now }).routes());
  api.use(privacyRoutes({ ...lifecycle, session, audit }).routes());
  const key = secretBoxKey(sessionSecret);
  api.use(webhookRoutes({ sequelize, session, audit, config: config.webhooks, key, now }).routes());
  api.use(sitePreviewRoutes({ sequelize, session, audit, now }).routes());
  api.use(
    siteImageRoutes({
      sequelize,
      session,
      storage,
      maxImageBytes: config.media.maxImageBytes,
    }).routes(),
  );
  api.use(mediaRoutes({ storage, access: mediaAccess({ sequelize, session, now }) }).routes());
  for (const router of extraRouters) api.use(router.routes());

  // First, so that every response carries them, whatever answers it (see http/securityHeaders.ts).
  app.use(securityHeaders());
  app.use(requestContext(log));
  app.use(errorHandler());
  app.use(compress({ threshold: 1024 }));
  app.use(emptyErrorFallback());
  app.use(uncodedRefusalFallback());
  // In front of routing, so that no spelling of a path a router might still match can skip it.
  app.use(csrfProtection());
  app.use(api.routes());
  // At the site root, ahead of the bundles: the feeds (each language's RSS too) are never pages.
  const feeds = feedRoutes({ sequelize, service: posts });
  app.use(feeds.routes());
  app.use(methodNotAllowed());
  app.use(api.allowedMethods());
  app.use(feeds.allowedMethods());
  if (config.serveBundles)
    app.use(serveBundles(config.bundlesDir, { renderPage, renderStaffPage }));

  return app;
}

import Koa from 'koa';
import Router from '@koa/router';
import compress from 'koa-compress';
import type { Sequelize } from 'sequelize';
import { serveBundles } from './bundles/serveBundles';
import type { Config } from './config';
import { healthRoutes } from './health/routes';
import { emptyErrorFallback } from './http/emptyErrorFallback';
import { errorHandler } from './http/errorHandler';
import { requestContext } from './http/requestContext';
import type { AppRouter, AppState } from './http/types';
import { createLogger, type Logger } from './log/logger';

export interface AppDeps {
  config: Config;
  sequelize: Sequelize;
  logger?: Logger;
  /**
   * Routers mounted under /api after the built-in features, inside the full middleware chain.
   * Lets tests exercise throwaway routes exactly as real ones run.
   */
  extraRouters?: AppRouter[];
}

/** Builds the Koa app; owns no resources (the caller opens and closes the database). */
export function createApp({
  config,
  sequelize,
  logger,
  extraRouters = [],
}: AppDeps): Koa<AppState> {
  const log = logger ?? createLogger({ level: config.logLevel });
  const app = new Koa<AppState>({ proxy: config.trustProxy });

  // Errors that escape the chain (a stream failing mid-response) would otherwise go to stderr.
  app.on('error', (err: unknown) => log.error('unhandled error', { err }));

  const api = new Router<AppState>({ prefix: '/api' });
  api.use(healthRoutes({ sequelize }).routes());
  for (const router of extraRouters) api.use(router.routes());

  app.use(requestContext(log));
  app.use(errorHandler());
  app.use(compress({ threshold: 1024 }));
  app.use(emptyErrorFallback());
  app.use(api.routes());
  app.use(api.allowedMethods());
  if (config.serveBundles) app.use(serveBundles(config.bundlesDir));

  return app;
}

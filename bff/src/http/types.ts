import type Koa from 'koa';
import type Router from '@koa/router';
import type { SessionUser } from '@app/contract/auth';
import type { Logger } from '../log/logger';

/** What every request carries once `requestContext` has run. */
export interface AppState {
  requestId: string;
  /** The app logger with this request's id on every line. */
  log: Logger;
  /** The signed-in staff member, once `requireRole` has let the request through. */
  staff?: SessionUser;
}

/** The request as middleware and helpers outside a router see it. */
export type AppContext = Koa.ParameterizedContext<AppState>;

export type AppMiddleware = Koa.Middleware<AppState>;
export type AppRouter = Router<AppState>;

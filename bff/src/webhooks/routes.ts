/**
 * The admin's integrations screen: webhook endpoints, their delivery log, "Resend" and "Send a
 * test event". Admins only; every change is audited (never with a secret). An address is checked
 * (https, public) when saved, and again by the worker before each attempt.
 */
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import {
  WEBHOOK_ROUTES,
  webhookEndpointInput,
  type WebhookDeliveriesResponse,
  type WebhookDeliveryResponse,
  type WebhookEndpointInput,
  type WebhookEndpointResponse,
  type WebhookEndpointsResponse,
  type WebhookSecretResponse,
} from '@app/contract/webhooks';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { requireRole } from '../auth/requireRole';
import { parseContract, respondInvalid } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import { uuidParam } from '../http/uuidParam';
import type { WebhooksConfig } from './config';
import { listDeliveries, queueTestEvent, resendDelivery } from './deliveryLog';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  readEndpoint,
  renewSecret,
  updateEndpoint,
  withoutSecret,
} from './endpoints';
import { DELIVERY_NOT_FOUND, ENDPOINT_NOT_FOUND } from './refusals';
import { resolveTarget, type Resolver } from './targets';

export interface WebhookRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
  config: WebhooksConfig;
  /** The sealing key of the secrets (secretBox.ts). */
  key: Buffer;
  now: () => Date;
  resolve?: Resolver;
}

export function webhookRoutes(deps: WebhookRoutesDeps): Router<AppState> {
  const { sequelize, session, audit, config, key, now, resolve } = deps;
  const router = createRouter();
  const admin: AppMiddleware[] = [
    session,
    requireRole(sequelize, ['admin']),
    async (ctx, next) => {
      ctx.set('Cache-Control', 'no-store');
      await next();
    },
  ];
  const body = jsonBody({ limit: '16kb' });

  /** The checked input, or undefined once a 400 is answered. */
  const input = async (ctx: AppContext): Promise<WebhookEndpointInput | undefined> => {
    const parsed = parseContract(ctx, webhookEndpointInput, ctx.request.body);
    if (parsed === undefined) return undefined;
    const check = await resolveTarget(parsed.url, {
      allowPrivate: config.allowPrivateTargets,
      ...(resolve === undefined ? {} : { resolve }),
    });
    if (!check.ok) {
      respondInvalid(ctx, { url: [{ code: check.code }] });
      return undefined;
    }
    return parsed;
  };

  const endpointId = async (ctx: AppContext): Promise<string | undefined> => {
    const id = uuidParam(ctx, ENDPOINT_NOT_FOUND);
    if (id === undefined) return undefined;
    if ((await readEndpoint(sequelize, id)) !== null) return id;
    ctx.status = 404;
    ctx.body = ENDPOINT_NOT_FOUND;
    return undefined;
  };

  router.get(WEBHOOK_ROUTES.endpoints, ...admin, async (ctx) => {
    const endpoints = (await listEndpoints(sequelize)).map(withoutSecret);
    ctx.body = { endpoints } satisfies WebhookEndpointsResponse;
  });

  router.post(WEBHOOK_ROUTES.endpoints, ...admin, body, async (ctx) => {
    const saved = await input(ctx);
    if (saved === undefined) return;
    const created = await createEndpoint(sequelize, saved, { key, now: now() });
    await audit.record({
      ...actorOf(ctx),
      event: 'webhook-change',
      subject: created.endpoint.url,
      detail: `endpoint added (${saved.events.join(', ')})`,
    });
    ctx.status = 201;
    ctx.body = created satisfies WebhookSecretResponse;
  });

  router.put(WEBHOOK_ROUTES.endpoint, ...admin, body, async (ctx) => {
    const id = await endpointId(ctx);
    if (id === undefined) return;
    const saved = await input(ctx);
    if (saved === undefined) return;
    const endpoint = await updateEndpoint(sequelize, id, saved, now());
    if (endpoint === null) {
      ctx.status = 404;
      ctx.body = ENDPOINT_NOT_FOUND;
      return;
    }
    await audit.record({
      ...actorOf(ctx),
      event: 'webhook-change',
      subject: endpoint.url,
      detail: `endpoint ${endpoint.active ? 'active' : 'paused'} (${saved.events.join(', ')})`,
    });
    ctx.body = { endpoint } satisfies WebhookEndpointResponse;
  });

  router.delete(WEBHOOK_ROUTES.endpoint, ...admin, async (ctx) => {
    const id = await endpointId(ctx);
    if (id === undefined) return;
    await deleteEndpoint(sequelize, id);
    await audit.record({ ...actorOf(ctx), event: 'webhook-change', detail: `endpoint removed` });
    ctx.status = 204;
  });

  router.post(WEBHOOK_ROUTES.secret, ...admin, async (ctx) => {
    const id = await endpointId(ctx);
    if (id === undefined) return;
    const renewed = await renewSecret(sequelize, id, { key, now: now() });
    if (renewed === null) {
      ctx.status = 404;
      ctx.body = ENDPOINT_NOT_FOUND;
      return;
    }
    await audit.record({
      ...actorOf(ctx),
      event: 'webhook-change',
      subject: renewed.endpoint.url,
      detail: 'new signing secret',
    });
    ctx.body = renewed satisfies WebhookSecretResponse;
  });

  router.get(WEBHOOK_ROUTES.deliveries, ...admin, async (ctx) => {
    const id = await endpointId(ctx);
    if (id === undefined) return;
    ctx.body = {
      deliveries: await listDeliveries(sequelize, id),
    } satisfies WebhookDeliveriesResponse;
  });

  router.post(WEBHOOK_ROUTES.test, ...admin, async (ctx) => {
    const id = await endpointId(ctx);
    if (id === undefined) return;
    const delivery = await queueTestEvent(sequelize, id, now());
    ctx.status = 202;
    ctx.body = { delivery } satisfies WebhookDeliveryResponse;
  });

  router.post(WEBHOOK_ROUTES.resend, ...admin, async (ctx) => {
    const id = uuidParam(ctx, DELIVERY_NOT_FOUND);
    if (id === undefined) return;
    const delivery = await resendDelivery(sequelize, id, now());
    if (delivery === null) {
      ctx.status = 404;
      ctx.body = DELIVERY_NOT_FOUND;
      return;
    }
    ctx.status = 202;
    ctx.body = { delivery } satisfies WebhookDeliveryResponse;
  });

  return router;
}

import { apiJson } from '@app/contract/client';
import {
  WEBHOOK_PATHS,
  type WebhookDeliveriesResponse,
  type WebhookDeliveryResponse,
  type WebhookEndpointInput,
  type WebhookEndpointResponse,
  type WebhookEndpointsResponse,
  type WebhookSecretResponse,
} from '@app/contract/webhooks';
import { ADMIN_HEADERS } from '../auth/session';

const call = <T>(path: string, method = 'GET', body?: unknown) =>
  apiJson<T>(path, { method, headers: ADMIN_HEADERS, body });

export const readEndpoints = () => call<WebhookEndpointsResponse>(WEBHOOK_PATHS.endpoints);
export const addEndpoint = (input: WebhookEndpointInput) =>
  call<WebhookSecretResponse>(WEBHOOK_PATHS.endpoints, 'POST', input);
export const saveEndpoint = (id: string, input: WebhookEndpointInput) =>
  call<WebhookEndpointResponse>(WEBHOOK_PATHS.endpoint(id), 'PUT', input);
export const removeEndpoint = (id: string) => call<void>(WEBHOOK_PATHS.endpoint(id), 'DELETE');
export const renewSecret = (id: string) =>
  call<WebhookSecretResponse>(WEBHOOK_PATHS.secret(id), 'POST');
export const readDeliveries = (id: string) =>
  call<WebhookDeliveriesResponse>(WEBHOOK_PATHS.deliveries(id));
export const sendTestEvent = (id: string) =>
  call<WebhookDeliveryResponse>(WEBHOOK_PATHS.test(id), 'POST');
export const resendDelivery = (deliveryId: string) =>
  call<WebhookDeliveryResponse>(WEBHOOK_PATHS.resend(deliveryId), 'POST');

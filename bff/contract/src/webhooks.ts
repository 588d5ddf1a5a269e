/**
 * Webhooks: the firm's other tools (a CRM, a spreadsheet, a chat channel) receive every enquiry
 * and meeting event as one signed JSON body, configured by an admin under /admin/integrations.
 * The body's shape is versioned: a receiver reads `version` and never guesses from the event.
 * Browser-safe: imports nothing but zod and the contract.
 */
import { z } from 'zod';
import type { Attribution } from './attribution';
import { ERROR_TEMPLATES } from './errorCodes';
import type { EnquiryStatus } from './inbox';
import type { SiteLanguage } from './languages';
import type { EnquiryOutcome } from './leads';
import type { MeetingStatus } from './meetings';
import { API_PREFIX } from './paths';

/**
 * What an endpoint can subscribe to. `meeting.reassigned` is declared for the advisors feature,
 * which emits it when a meeting changes hands.
 */
export const WEBHOOK_EVENTS = [
  'enquiry.created',
  'enquiry.updated',
  'meeting.booked',
  'meeting.rescheduled',
  'meeting.cancelled',
  'meeting.reassigned',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event of "Send a test event": no endpoint subscribes to it, every endpoint accepts it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookBodyEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Webhook-Signature';
export const WEBHOOK_BODY_VERSION = 1;

/** The meeting of an enquiry as a webhook body carries it. */
export interface WebhookMeeting {
  id: string;
  /** ISO instants, UTC. */
  start: string;
  end: string;
  status: MeetingStatus;
  /** The visitor's IANA zone when the booking form sent it. */
  visitorTimeZone: string | null;
  /** Who takes the meeting, once advisors exist; null until then or when nobody is assigned. */
  advisor: { id: string; name: string } | null;
}

/** The enquiry a webhook body is about. Never a manage link's token nor any other secret. */
export interface WebhookEnquiry {
  id: string;
  receivedAt: string;
  updatedAt: string;
  status: EnquiryStatus;
  outcome: EnquiryOutcome;
  outcomeReason: string | null;
  name: string;
  email: string;
  language: SiteLanguage;
  services: string[];
  message: string;
  attribution: Attribution | null;
}

/** Version 1 of the one body every event is sent with. */
export interface WebhookBody {
  version: typeof WEBHOOK_BODY_VERSION;
  /** The event's id: the same on every attempt and every resend, so a receiver can drop repeats. */
  id: string;
  event: WebhookBodyEvent;
  /** When the change happened (ISO, UTC). */
  time: string;
  enquiry: WebhookEnquiry;
  /** The enquiry's meeting, when it has one. */
  meeting: WebhookMeeting | null;
}

export const WEBHOOK_MESSAGES = {
  url: ERROR_TEMPLATES['webhooks.url-invalid'],
  noEvents: ERROR_TEMPLATES['webhooks.no-events'],
} as const;

const webhookUrl = z
  .string()
  .trim()
  .max(2_000, { error: WEBHOOK_MESSAGES.url })
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: WEBHOOK_MESSAGES.url,
  });

/** What an admin saves for an endpoint. Whether the address may be reached is the BFF's check. */
export const webhookEndpointInput = z.object({
  url: webhookUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.noEvents }))
    .min(1, { error: WEBHOOK_MESSAGES.noEvents })
    .max(WEBHOOK_EVENTS.length),
  active: z.boolean(),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInput>;

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookEndpointsResponse {
  endpoints: WebhookEndpoint[];
}

/** The answer of a create and of a new secret: the only time the secret is ever shown. */
export interface WebhookSecretResponse {
  endpoint: WebhookEndpoint;
  secret: string;
}

export interface WebhookEndpointResponse {
  endpoint: WebhookEndpoint;
}

export type WebhookDeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/** One try of one delivery, as the log shows it. */
export interface WebhookAttempt {
  attempt: number;
  at: string;
  /** The receiver's HTTP status; null when none came (timeout, refused connection). */
  statusCode: number | null;
  durationMs: number;
  /** The first 1 KB of the answer. */
  response: string;
  /** Why it failed without an answer, or why the answer counts as a failure. */
  error: string | null;
}

/** One event queued for one endpoint, with its attempts, newest delivery first in the log. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  event: WebhookBodyEvent;
  status: WebhookDeliveryStatus;
  createdAt: string;
  /** When the next attempt is due, while it is pending. */
  nextAttemptAt: string | null;
  attempts: WebhookAttempt[];
}

export interface WebhookDeliveriesResponse {
  deliveries: WebhookDelivery[];
}

export interface WebhookDeliveryResponse {
  delivery: WebhookDelivery;
}

export const WEBHOOK_ROUTES = {
  endpoints: '/staff/webhooks',
  endpoint: '/staff/webhooks/:id',
  secret: '/staff/webhooks/:id/secret',
  deliveries: '/staff/webhooks/:id/deliveries',
  test: '/staff/webhooks/:id/test',
  resend: '/staff/webhooks/deliveries/:id/resend',
} as const;

const at = (id: string) => `${API_PREFIX}/staff/webhooks/${encodeURIComponent(id)}`;
export const WEBHOOK_PATHS = {
  endpoints: `${API_PREFIX}${WEBHOOK_ROUTES.endpoints}`,
  endpoint: at,
  secret: (id: string) => `${at(id)}/secret`,
  deliveries: (id: string) => `${at(id)}/deliveries`,
  test: (id: string) => `${at(id)}/test`,
  resend: (deliveryId: string) =>
    `${API_PREFIX}/staff/webhooks/deliveries/${encodeURIComponent(deliveryId)}/resend`,
} as const;

export const WEBHOOKS_QUERY_KEY = ['staff', 'webhooks'] as const;
export const webhookDeliveriesQueryKey = (endpointId: string) =>
  [...WEBHOOKS_QUERY_KEY, endpointId, 'deliveries'] as const;

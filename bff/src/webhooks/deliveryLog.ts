/**
 * The delivery log of an endpoint as the admin reads it, and the two actions on it: "Resend" (the
 * same body, same event id, queued again as a new delivery) and "Send a test event".
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import type {
  WebhookAttempt,
  WebhookBodyEvent,
  WebhookDelivery,
  WebhookDeliveryStatus,
} from '@app/contract/webhooks';
import { testWebhookBody } from './body';
import { queueDelivery } from './deliveries';

/** The log shows this many deliveries, newest first. */
export const DELIVERY_LOG_SIZE = 50;

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event: string;
  enquiry_id: string | null;
  payload: string;
  status: string;
  next_attempt_at: Date | string;
  created_at: Date | string;
}

interface AttemptRow {
  delivery_id: string;
  attempt: number | string;
  attempted_at: Date | string;
  status_code: number | string | null;
  duration_ms: number | string;
  response: string;
  error: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toAttempt(row: AttemptRow): WebhookAttempt {
  return {
    attempt: Number(row.attempt),
    at: iso(row.attempted_at),
    statusCode: row.status_code === null ? null : Number(row.status_code),
    durationMs: Number(row.duration_ms),
    response: row.response,
    error: row.error,
  };
}

async function withAttempts(sequelize: Sequelize, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return [];
  const attempts = await sequelize.query<AttemptRow>(
    `SELECT delivery_id, attempt, attempted_at, status_code, duration_ms, response, error
       FROM webhook_attempts WHERE delivery_id IN (:ids) ORDER BY attempt, id`,
    { replacements: { ids: rows.map((row) => row.id) }, type: QueryTypes.SELECT },
  );
  return rows.map((row) => {
    const status = row.status as WebhookDeliveryStatus;
    return {
      id: row.id,
      eventId: row.event_id,
      event: row.event as WebhookBodyEvent,
      status,
      createdAt: iso(row.created_at),
      nextAttemptAt: status === 'pending' ? iso(row.next_attempt_at) : null,
      attempts: attempts.filter((a) => a.delivery_id === row.id).map(toAttempt),
    };
  });
}

export async function listDeliveries(
  sequelize: Sequelize,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const rows = await sequelize.query<DeliveryRow>(
    `SELECT * FROM webhook_deliveries WHERE endpoint_id = :endpointId
      ORDER BY created_at DESC, id DESC LIMIT ${DELIVERY_LOG_SIZE}`,
    { replacements: { endpointId }, type: QueryTypes.SELECT },
  );
  return withAttempts(sequelize, rows);
}

async function readDelivery(sequelize: Sequelize, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await sequelize.query<DeliveryRow>(
    'SELECT * FROM webhook_deliveries WHERE id = :id',
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  return row;
}

async function deliveryView(sequelize: Sequelize, id: string): Promise<WebhookDelivery> {
  const row = await readDelivery(sequelize, id);
  if (row === undefined) throw new Error(`delivery ${id} vanished`);
  const [view] = await withAttempts(sequelize, [row]);
  return view!;
}

/**
 * Queues the body of delivery `id` again for its endpoint; null when there is no such delivery
 * or its body was erased with its enquiry.
 */
export async function resendDelivery(
  sequelize: Sequelize,
  id: string,
  now: Date,
): Promise<WebhookDelivery | null> {
  const row = await readDelivery(sequelize, id);
  if (row === undefined || row.payload === '') return null;
  const copy = await queueDelivery(
    sequelize,
    {
      endpointId: row.endpoint_id,
      eventId: row.event_id,
      event: row.event as WebhookBodyEvent,
      enquiryId: row.enquiry_id,
      payload: row.payload,
    },
    { now },
  );
  return deliveryView(sequelize, copy);
}

/** Queues a test event for the endpoint, whatever events it subscribed to. */
export async function queueTestEvent(
  sequelize: Sequelize,
  endpointId: string,
  now: Date,
): Promise<WebhookDelivery> {
  const body = testWebhookBody(now);
  const id = await queueDelivery(
    sequelize,
    {
      endpointId,
      eventId: body.id,
      event: body.event,
      enquiryId: null,
      payload: JSON.stringify(body),
    },
    { now },
  );
  return deliveryView(sequelize, id);
}

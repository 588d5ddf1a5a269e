/** The `webhook_endpoints` table: the admin's receivers. Secrets go in sealed (secretBox.ts). */
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEvent,
} from '@app/contract/webhooks';
import { sqlDateTime } from '../db/sqlDateTime';
import { writeTransaction } from '../db/writeTransaction';
import { newSigningSecret, sealSecret } from './secretBox';

interface EndpointRow {
  id: string;
  url: string;
  events: string;
  active: boolean | number | string;
  secret_sealed: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, url, events, active, secret_sealed, created_at, updated_at';

function eventsOf(stored: string): WebhookEvent[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? WEBHOOK_EVENTS.filter((event) => parsed.includes(event)) : [];
  } catch {
    return [];
  }
}

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: eventsOf(row.events),
    // MySQL gives TINYINT(1) as a number, SQLite as 0/1.
    active: row.active === true || Number(row.active) === 1,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** An endpoint with its sealed secret, as the worker and the emitter read it. */
export interface StoredEndpoint extends WebhookEndpoint {
  secretSealed: string;
}

export async function listEndpoints(
  sequelize: Sequelize,
  { transaction, activeOnly = false }: { transaction?: Transaction; activeOnly?: boolean } = {},
): Promise<StoredEndpoint[]> {
  const rows = await sequelize.query<EndpointRow>(
    `SELECT ${COLUMNS} FROM webhook_endpoints ${activeOnly ? 'WHERE active = :yes' : ''}
      ORDER BY created_at, id`,
    { replacements: { yes: true }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => ({ ...toEndpoint(row), secretSealed: row.secret_sealed }));
}

export async function readEndpoint(
  sequelize: Sequelize,
  id: string,
): Promise<StoredEndpoint | null> {
  const [row] = await sequelize.query<EndpointRow>(
    `SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = :id`,
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  return row === undefined ? null : { ...toEndpoint(row), secretSealed: row.secret_sealed };
}

/** Stores a new endpoint with a fresh secret; returns it with the secret (shown this once). */
export async function createEndpoint(
  sequelize: Sequelize,
  input: WebhookEndpointInput,
  { key, now }: { key: Buffer; now: Date },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const id = randomUUID();
  const secret = newSigningSecret();
  const at = sqlDateTime(sequelize, now);
  await sequelize.query(
    `INSERT INTO webhook_endpoints (${COLUMNS})
     VALUES (:id, :url, :events, :active, :sealed, :at, :at)`,
    {
      replacements: {
        id,
        url: input.url,
        events: JSON.stringify(input.events),
        active: input.active,
        sealed: sealSecret(secret, key),
        at,
      },
      type: QueryTypes.INSERT,
    },
  );
  const endpoint = await readEndpoint(sequelize, id);
  if (endpoint === null) throw new Error('the endpoint just stored is gone');
  return { endpoint: withoutSecret(endpoint), secret };
}

/** Changes address, events and state; null when there is no such endpoint. */
export async function updateEndpoint(
  sequelize: Sequelize,
  id: string,
  input: WebhookEndpointInput,
  now: Date,
): Promise<WebhookEndpoint | null> {
  await sequelize.query(
    `UPDATE webhook_endpoints SET url = :url, events = :events, active = :active, updated_at = :at
      WHERE id = :id`,
    {
      replacements: {
        id,
        url: input.url,
        events: JSON.stringify(input.events),
        active: input.active,
        at: sqlDateTime(sequelize, now),
      },
      type: QueryTypes.BULKUPDATE,
    },
  );
  const endpoint = await readEndpoint(sequelize, id);
  return endpoint === null ? null : withoutSecret(endpoint);
}

/** A new secret for the endpoint; the old one stops signing at once. Null: no such endpoint. */
export async function renewSecret(
  sequelize: Sequelize,
  id: string,
  { key, now }: { key: Buffer; now: Date },
): Promise<{ endpoint: WebhookEndpoint; secret: string } | null> {
  const secret = newSigningSecret();
  const updated = await sequelize.query(
    'UPDATE webhook_endpoints SET secret_sealed = :sealed, updated_at = :at WHERE id = :id',
    {
      replacements: { id, sealed: sealSecret(secret, key), at: sqlDateTime(sequelize, now) },
      type: QueryTypes.BULKUPDATE,
    },
  );
  if (updated === 0) return null;
  const endpoint = await readEndpoint(sequelize, id);
  return endpoint === null ? null : { endpoint: withoutSecret(endpoint), secret };
}

/** Deletes the endpoint with its deliveries and their log; false when there was none. */
export async function deleteEndpoint(sequelize: Sequelize, id: string): Promise<boolean> {
  return writeTransaction(sequelize, async (transaction) => {
    const run = (sql: string) =>
      sequelize.query(sql, { replacements: { id }, type: QueryTypes.DELETE, transaction });
    await run(
      `DELETE FROM webhook_attempts WHERE delivery_id IN
         (SELECT id FROM webhook_deliveries WHERE endpoint_id = :id)`,
    );
    await run('DELETE FROM webhook_deliveries WHERE endpoint_id = :id');
    const [found] = await sequelize.query<{ id: string }>(
      'SELECT id FROM webhook_endpoints WHERE id = :id',
      { replacements: { id }, type: QueryTypes.SELECT, transaction },
    );
    await run('DELETE FROM webhook_endpoints WHERE id = :id');
    return found !== undefined;
  });
}

export function withoutSecret({ secretSealed: _sealed, ...endpoint }: StoredEndpoint) {
  return endpoint satisfies WebhookEndpoint;
}

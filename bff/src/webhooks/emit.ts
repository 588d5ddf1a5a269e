/**
 * The one call a feature makes when something a receiver may want happens: inside the
 * transaction of the change, it queues the event for every active endpoint that subscribed to
 * it, so an event exists exactly when its change commits. Nothing is sent here: delivery is the
 * worker's (deliveryWorker.ts), never on the path of the visitor's or the staff's request.
 */
import type { Sequelize, Transaction } from 'sequelize';
import type { WebhookEvent } from '@app/contract/webhooks';
import { readWebhookBody, type EventSubject } from './body';
import { queueDelivery } from './deliveries';
import { listEndpoints } from './endpoints';

export async function emitWebhookEvent(
  sequelize: Sequelize,
  event: WebhookEvent,
  subject: EventSubject,
  { transaction, now }: { transaction: Transaction; now: Date },
): Promise<number> {
  const endpoints = (await listEndpoints(sequelize, { transaction, activeOnly: true })).filter(
    (endpoint) => endpoint.events.includes(event),
  );
  if (endpoints.length === 0) return 0;
  const body = await readWebhookBody(sequelize, event, subject, { transaction, now });
  if (body === null) return 0;
  const payload = JSON.stringify(body);
  for (const endpoint of endpoints) {
    await queueDelivery(
      sequelize,
      { endpointId: endpoint.id, eventId: body.id, event, enquiryId: body.enquiry.id, payload },
      { transaction, now },
    );
  }
  return endpoints.length;
}

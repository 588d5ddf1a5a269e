import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import type { WebhookEvent } from '@app/contract/webhooks';
import { writeTransaction } from '../../src/db/writeTransaction';
import { fileContactMessage } from '../../src/enquiries/fileEnquiry';
import { silentLogger } from '../../src/log/logger';
import { createWebhookWorker } from '../../src/webhooks/deliveryWorker';
import { emitWebhookEvent } from '../../src/webhooks/emit';
import { createEndpoint } from '../../src/webhooks/endpoints';
import { secretBoxKey } from '../../src/webhooks/secretBox';
import type { Resolver } from '../../src/webhooks/targets';
import { openTestDatabase, type Dialect, type TestDatabase } from './testDatabase';
import { startReceiver, type Receiver } from '@app/tests/stack/services/webhookReceiver';

export const T0 = new Date('2026-11-23T04:00:00.000Z');
export const later = (ms: number) => new Date(T0.getTime() + ms);
export const KEY = secretBoxKey('a session secret of the test install, 32+ chars');
export const EVENTS: WebhookEvent[] = ['enquiry.created', 'enquiry.updated'];

export interface WorkerOptions {
  allowPrivateTargets?: boolean;
  resolve?: Resolver;
  timeoutMs?: number;
}

/**
 * A fresh database and a local receiver per test, a clock the test moves, and the pieces a
 * delivery test builds from: an endpoint, a worker, an enquiry filed with its event.
 */
export function useWebhookDelivery(dialect: Dialect) {
  const state = {} as { db: TestDatabase; receiver: Receiver; clock: Date };

  beforeEach(async () => {
    state.db = await openTestDatabase(dialect);
    state.receiver = await startReceiver();
    state.clock = T0;
  });
  afterEach(async () => {
    await state.receiver.close();
    await state.db.cleanup();
  });

  const endpoint = (url = state.receiver.url, active = true) =>
    createEndpoint(state.db.sequelize, { url, events: EVENTS, active }, { key: KEY, now: T0 });

  const worker = (options: WorkerOptions = {}, sequelize: Sequelize = state.db.sequelize) =>
    createWebhookWorker({
      sequelize,
      key: KEY,
      config: { allowPrivateTargets: options.allowPrivateTargets ?? true, pollMs: 1_000 },
      logger: silentLogger,
      now: () => state.clock,
      ...(options.resolve === undefined ? {} : { resolve: options.resolve }),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });

  /** A contact message filed as an enquiry, and its event, in one transaction. */
  const fileMessage = (name = 'Jane Doe') =>
    writeTransaction(state.db.sequelize, async (transaction) => {
      const message = {
        id: randomUUID(),
        name,
        email: 'jane@client.example',
        services: 'Payroll, Bookkeeping',
        message: 'We need help with payroll.',
        language: 'en' as const,
      };
      const now = state.clock;
      const { sequelize } = state.db;
      const { enquiryId } = await fileContactMessage(sequelize, message, [], { transaction, now });
      await emitWebhookEvent(sequelize, 'enquiry.created', { enquiryId }, { transaction, now });
      return enquiryId;
    });

  return { state, endpoint, worker, fileMessage };
}

import { QueryTypes } from 'sequelize';
import type { WebhookBody } from '@app/contract/webhooks';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { receiverAccepts } from '@app/tests/stack/services/webhookReceiver';
import { EVENTS, later, T0, useWebhookDelivery } from '../../tests/helpers/webhooks';
import { createSequelize } from '../db/sequelize';
import { silentLogger } from '../log/logger';
import { RETRY_DELAYS_MS } from './deliveryWorker';
import { listDeliveries } from './deliveryLog';
import { updateEndpoint } from './endpoints';

describe.each(DIALECTS)('webhook delivery on %s', (dialect) => {
  const { state, endpoint, worker, fileMessage } = useWebhookDelivery(dialect);
  const db = () => state.db;

  const statuses = async () =>
    (
      await db().sequelize.query<{ status: string }>(
        'SELECT status FROM webhook_deliveries ORDER BY created_at, id',
        { type: QueryTypes.SELECT },
      )
    ).map((row) => row.status);

  it('sends the version 1 body signed so that the receiver can verify it', async () => {
    const { endpoint: saved, secret } = await endpoint();
    const enquiryId = await fileMessage();
    expect(await worker().runOnce()).toEqual({
      claimed: 1,
      delivered: 1,
      retrying: 0,
      failed: 0,
    });

    expect(state.receiver.received).toHaveLength(1);
    const [webhook] = state.receiver.received;
    expect(receiverAccepts(secret, webhook!, T0)).toBe(true);
    // The same check refuses another body, another secret and a replay ten minutes on.
    expect(receiverAccepts(secret, { ...webhook!, body: `${webhook!.body} ` }, T0)).toBe(false);
    expect(receiverAccepts(`${secret}x`, webhook!, T0)).toBe(false);
    expect(receiverAccepts(secret, webhook!, later(600_000))).toBe(false);
    expect(webhook!.headers['content-type']).toBe('application/json');

    const body = JSON.parse(webhook!.body) as WebhookBody;
    expect(body).toEqual({
      version: 1,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: 'enquiry.created',
      time: T0.toISOString(),
      enquiry: {
        id: enquiryId,
        receivedAt: T0.toISOString(),
        updatedAt: T0.toISOString(),
        status: 'new',
        outcome: 'open',
        outcomeReason: null,
        name: 'Jane Doe',
        email: 'jane@client.example',
        language: 'en',
        services: ['Payroll', 'Bookkeeping'],
        message: 'We need help with payroll.',
        attribution: null,
      },
      meeting: null,
    });

    const [delivery] = await listDeliveries(db().sequelize, saved.id);
    expect(delivery).toMatchObject({
      eventId: body.id,
      event: 'enquiry.created',
      status: 'delivered',
      attempts: [{ attempt: 1, statusCode: 200, response: 'ok', error: null }],
    });
    expect(delivery!.attempts[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('retries a 500 after 1 min, then 5 min, and stops once the receiver answers 200', async () => {
    const { endpoint: saved } = await endpoint();
    state.receiver.answer(500, 500);
    await fileMessage();
    const w = worker();
    expect((await w.runOnce()).retrying).toBe(1);
    state.clock = later(RETRY_DELAYS_MS[0]! - 1);
    expect((await w.runOnce()).claimed).toBe(0);
    state.clock = later(RETRY_DELAYS_MS[0]!);
    expect((await w.runOnce()).retrying).toBe(1);
    state.clock = later(RETRY_DELAYS_MS[0]! + RETRY_DELAYS_MS[1]! - 1);
    expect((await w.runOnce()).claimed).toBe(0);
    state.clock = later(RETRY_DELAYS_MS[0]! + RETRY_DELAYS_MS[1]!);
    expect((await w.runOnce()).delivered).toBe(1);
    state.clock = later(86_400_000);
    expect((await w.runOnce()).claimed).toBe(0);

    expect(state.receiver.received).toHaveLength(3);
    // Every attempt carries the same event: a receiver can drop repeats by its id.
    expect(
      new Set(state.receiver.received.map((r) => (JSON.parse(r.body) as WebhookBody).id)).size,
    ).toBe(1);
    const [delivery] = await listDeliveries(db().sequelize, saved.id);
    expect(delivery!.attempts.map((a) => [a.attempt, a.statusCode, a.response])).toEqual([
      [1, 500, 'failing with 500'],
      [2, 500, 'failing with 500'],
      [3, 200, 'ok'],
    ]);
    expect(delivery!.status).toBe('delivered');
  });

  it('waits 1 min, 5 min, 30 min, 2 h and 12 h, then marks the delivery failed', async () => {
    expect(RETRY_DELAYS_MS).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    await endpoint();
    state.receiver.answer(500, 500, 500, 500, 500, 500, 500);
    await fileMessage();
    const w = worker();
    let elapsed = 0;
    for (const delay of RETRY_DELAYS_MS) {
      expect((await w.runOnce()).retrying).toBe(1);
      elapsed += delay;
      state.clock = later(elapsed);
    }
    expect((await w.runOnce()).failed).toBe(1);
    state.clock = later(elapsed + 7 * 86_400_000);
    expect((await w.runOnce()).claimed).toBe(0);
    expect(state.receiver.received).toHaveLength(6);
    expect(await statuses()).toEqual(['failed']);
  });

  it('queues nothing for a paused endpoint and holds what was queued until it is resumed', async () => {
    const { endpoint: saved } = await endpoint(state.receiver.url, false);
    await fileMessage('Paused Visitor');
    expect(await statuses()).toEqual([]);

    const input = { url: state.receiver.url, events: EVENTS, active: true };
    await updateEndpoint(db().sequelize, saved.id, input, T0);
    await fileMessage('Queued Visitor');
    await updateEndpoint(db().sequelize, saved.id, { ...input, active: false }, T0);
    expect((await worker().runOnce()).claimed).toBe(0);
    expect(state.receiver.received).toEqual([]);

    await updateEndpoint(db().sequelize, saved.id, input, T0);
    expect((await worker().runOnce()).delivered).toBe(1);
    expect(
      state.receiver.received.map((r) => (JSON.parse(r.body) as WebhookBody).enquiry.name),
    ).toEqual(['Queued Visitor']);
  });

  it('gives each attempt to one of two workers racing on separate connections', async () => {
    await endpoint();
    for (let n = 1; n <= 8; n += 1) await fileMessage(`Visitor ${n}`);
    const replicas = [0, 1].map(() =>
      createSequelize(db().config.database, { logger: silentLogger }),
    );
    try {
      const rounds = await Promise.all(
        replicas
          .flatMap((sequelize) => [worker({}, sequelize), worker({}, sequelize)])
          .map((w) => w.runOnce()),
      );
      expect(rounds.reduce((sum, round) => sum + round.delivered, 0)).toBe(8);
    } finally {
      await Promise.all(replicas.map((sequelize) => sequelize.close()));
    }
    const names = state.receiver.received.map(
      (r) => (JSON.parse(r.body) as WebhookBody).enquiry.name,
    );
    expect(names.sort()).toEqual(Array.from({ length: 8 }, (_, i) => `Visitor ${i + 1}`).sort());
    const [row] = await db().sequelize.query<{ count: number | string }>(
      'SELECT COUNT(*) AS count FROM webhook_attempts',
      { type: QueryTypes.SELECT },
    );
    expect(Number(row?.count)).toBe(8);
  });
});

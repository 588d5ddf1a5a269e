import { QueryTypes } from 'sequelize';
import request from 'supertest';
import {
  WEBHOOK_EVENTS,
  type WebhookBody,
  type WebhookSecretResponse,
} from '@app/contract/webhooks';
import { MONDAY, useAvailabilityApp } from '../../tests/helpers/availability';
import { XHR } from '../../tests/helpers/content';
import { manageTokenIn } from '../../tests/helpers/meetings';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { startReceiver } from '@app/tests/stack/services/webhookReceiver';
import { resolveSessionSecret } from '../auth/sessionSecret';
import { silentLogger } from '../log/logger';
import { createWebhookWorker } from './deliveryWorker';
import { createEndpoint } from './endpoints';
import { secretBoxKey } from './secretBox';

/** A public address written as an IP, so that saving it needs no DNS. */
const PUBLIC_URL = 'https://93.184.216.34/hooks';
const ALL_EVENTS = WEBHOOK_EVENTS.filter((event) => event !== 'meeting.reassigned');

describe.each(DIALECTS)('the webhook endpoints API on %s', (dialect) => {
  const { state, appAt } = useAvailabilityApp(dialect);
  const sequelize = () => state.db.sequelize;
  const key = () =>
    secretBoxKey(resolveSessionSecret(state.db.config.auth.sessionSecret, state.db.config.dataDir));

  beforeEach(async () => {
    for (const table of ['webhook_attempts', 'webhook_deliveries', 'webhook_endpoints']) {
      await sequelize().query(`DELETE FROM ${table}`);
    }
    await sequelize().query("DELETE FROM audit_log WHERE event = 'webhook-change'");
  });

  const save = (body: object) => state.admin.post('/api/staff/webhooks').set(XHR).send(body);
  const queued = async () =>
    (
      await sequelize().query<{ event: string; payload: string }>(
        'SELECT event, payload FROM webhook_deliveries ORDER BY created_at, id',
        { type: QueryTypes.SELECT },
      )
    ).map((row) => ({ event: row.event, body: JSON.parse(row.payload) as WebhookBody }));

  it('is for admins only', async () => {
    await state.moderator.get('/api/staff/webhooks').expect(403);
    await request(appAt(MONDAY).callback()).get('/api/staff/webhooks').expect(401);
    const created = await save({ url: PUBLIC_URL, events: ['meeting.booked'], active: true });
    expect(created.status).toBe(201);
    await state.moderator
      .post(`/api/staff/webhooks/${created.body.endpoint.id}/test`)
      .set(XHR)
      .expect(403);
  });

  it('shows the signing secret once, keeps it sealed, and audits without it', async () => {
    const created = await save({
      url: PUBLIC_URL,
      events: ['meeting.booked'],
      active: true,
    }).expect(201);
    const { endpoint, secret } = created.body as WebhookSecretResponse;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({ url: PUBLIC_URL, events: ['meeting.booked'], active: true });
    const listed = await state.admin.get('/api/staff/webhooks').expect(200);
    expect(listed.body).toEqual({ endpoints: [endpoint] });
    expect(listed.headers['cache-control']).toBe('no-store');
    const stored = await sequelize().query<Record<string, unknown>>(
      'SELECT * FROM webhook_endpoints',
      { type: QueryTypes.SELECT },
    );
    expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
    const audit = await sequelize().query<{ subject: string; detail: string }>(
      "SELECT subject, detail FROM audit_log WHERE event = 'webhook-change'",
      { type: QueryTypes.SELECT },
    );
    expect(audit).toEqual([{ subject: PUBLIC_URL, detail: 'endpoint added (meeting.booked)' }]);

    const renewed = await state.admin
      .post(`/api/staff/webhooks/${endpoint.id}/secret`)
      .set(XHR)
      .expect(200);
    expect(renewed.body.secret).toMatch(/^whsec_/);
    expect(renewed.body.secret).not.toBe(secret);
  });

  it.each([
    ['http://93.184.216.34/hooks', 'webhooks.url-not-https'],
    ['https://127.0.0.1/hooks', 'webhooks.url-private'],
    ['https://localhost:8443/hooks', 'webhooks.url-private'],
    ['https://169.254.169.254/latest/meta-data', 'webhooks.url-private'],
    ['https://10.0.0.8/hooks', 'webhooks.url-private'],
    ['https://[::1]/hooks', 'webhooks.url-private'],
    ['https://[::ffff:127.0.0.1]/hooks', 'webhooks.url-private'],
    ['https://user:pass@93.184.216.34/hooks', 'webhooks.url-invalid'],
    ['crm.example.com/hooks', 'webhooks.url-invalid'],
    ['ftp://93.184.216.34/hooks', 'webhooks.url-invalid'],
  ])('refuses %s at save with %s', async (url, code) => {
    const refused = await save({ url, events: ['meeting.booked'], active: true }).expect(400);
    expect(refused.body).toMatchObject({ code, fieldCodes: { url: [{ code }] } });
    expect((await state.admin.get('/api/staff/webhooks').expect(200)).body.endpoints).toEqual([]);
  });

  it.each([
    [[], 'webhooks.no-events'],
    [['meeting.exploded'], 'webhooks.no-events'],
    ['meeting.booked', 'field.invalid-type'],
  ])('refuses the events %j with %s', async (events, code) => {
    const refused = await save({ url: PUBLIC_URL, events, active: true }).expect(400);
    expect(
      refused.body.fieldCodes.events?.[0]?.code ?? refused.body.fieldCodes['events.0']?.[0]?.code,
    ).toBe(code);
  });

  it('answers 404 with its code for an unknown endpoint or delivery', async () => {
    const missing = '6f1c1f0e-4a4b-4c7e-9d2a-3b1f6b0a9c11';
    for (const id of [missing, 'not-an-id']) {
      const notFound = await state.admin.get(`/api/staff/webhooks/${id}/deliveries`).expect(404);
      expect(notFound.body.code).toBe('webhooks.endpoint-not-found');
    }
    await state.admin.post(`/api/staff/webhooks/${missing}/test`).set(XHR).expect(404);
    await state.admin.post(`/api/staff/webhooks/${missing}/secret`).set(XHR).expect(404);
    const resend = await state.admin
      .post(`/api/staff/webhooks/deliveries/${missing}/resend`)
      .set(XHR)
      .expect(404);
    expect(resend.body.code).toBe('webhooks.delivery-not-found');
  });

  it('pauses, changes and deletes an endpoint', async () => {
    const { body } = await save({ url: PUBLIC_URL, events: ['meeting.booked'], active: true });
    const path = `/api/staff/webhooks/${body.endpoint.id}`;
    const paused = await state.admin
      .put(path)
      .set(XHR)
      .send({ url: PUBLIC_URL, events: ['meeting.booked', 'meeting.cancelled'], active: false })
      .expect(200);
    expect(paused.body.endpoint).toMatchObject({
      active: false,
      events: ['meeting.booked', 'meeting.cancelled'],
    });
    await state.admin
      .put(path)
      .set(XHR)
      .send({ ...paused.body.endpoint, url: 'http://x' })
      .expect(400);
    await state.admin.delete(path).set(XHR).expect(204);
    await state.admin.delete(path).set(XHR).expect(404);
    expect((await state.admin.get('/api/staff/webhooks').expect(200)).body.endpoints).toEqual([]);
  });

  it('queues every event of a booking, its message, staff changes and a cancel, with one body', async () => {
    await save({ url: PUBLIC_URL, events: ALL_EVENTS, active: true }).expect(201);
    const app = appAt(MONDAY);
    const slot = { start: '2026-11-24T06:00:00.000Z', end: '2026-11-24T06:30:00.000Z' };
    const email = 'layla@client.example';
    const booked = await request(app.callback())
      .post('/api/calendar/schedule')
      .set(XHR)
      .send({
        startTime: slot.start,
        endTime: slot.end,
        attendeeEmail: email,
        clientName: 'Layla Nasser',
        description: 'Payroll in two countries',
      })
      .expect(201);
    const bookingId = booked.body.booking.id as string;
    await request(app.callback())
      .post('/api/contact')
      .set(XHR)
      .send({
        name: 'Layla Nasser',
        email,
        services: 'Payroll, Bookkeeping',
        message: 'We are 40 people.',
        bookMeeting: true,
        selectedSlot: slot,
      })
      .expect(201);
    const [enquiry] = await sequelize().query<{ id: string }>(
      'SELECT id FROM enquiries WHERE booking_id = :bookingId',
      { replacements: { bookingId }, type: QueryTypes.SELECT },
    );
    const inbox = `/api/staff/inbox/${enquiry!.id}`;
    await state.admin.post(`${inbox}/status`).set(XHR).send({ status: 'in_progress' }).expect(200);
    await state.admin.post(`${inbox}/outcome`).set(XHR).send({ outcome: 'won' }).expect(200);
    await state.admin
      .post(`/api/staff/meetings/${bookingId}/reschedule`)
      .set(XHR)
      .send({ startTime: '2026-11-24T07:00:00.000Z' })
      .expect(200);
    await state.admin
      .post(`/api/staff/meetings/${bookingId}/cancel`)
      .set(XHR)
      .send({ reason: 'The client asked us to' })
      .expect(200);

    // One clock for every request: the rows tie on their time, so they are compared as a set.
    const events = await queued();
    expect(events.map((e) => e.event).sort()).toEqual(
      [
        'enquiry.created',
        'meeting.booked',
        'enquiry.updated',
        'enquiry.updated',
        'enquiry.updated',
        'meeting.rescheduled',
        'meeting.cancelled',
      ].sort(),
    );
    for (const { event, body } of events) {
      expect(Object.keys(body).sort()).toEqual(
        ['enquiry', 'event', 'id', 'meeting', 'time', 'version'].sort(),
      );
      expect(body).toMatchObject({ version: 1, event, enquiry: { id: enquiry!.id, email } });
      expect(body.meeting).toMatchObject({ id: bookingId, advisor: null });
    }
    const of = (event: string) => events.filter((e) => e.event === event).map((e) => e.body);
    expect(of('enquiry.created')[0]!.meeting).toMatchObject({
      start: slot.start,
      status: 'booked',
    });
    expect(of('meeting.booked')[0]!.enquiry.services).toEqual([]);
    expect(
      of('enquiry.updated')
        .map((u) => [u.enquiry.services.join(', '), u.enquiry.status, u.enquiry.outcome])
        .sort(),
    ).toEqual([
      ['Payroll, Bookkeeping', 'in_progress', 'open'],
      ['Payroll, Bookkeeping', 'in_progress', 'won'],
      ['Payroll, Bookkeeping', 'new', 'open'],
    ]);
    expect(of('meeting.rescheduled')[0]!.meeting).toMatchObject({
      start: '2026-11-24T07:00:00.000Z',
      status: 'booked',
    });
    expect(of('meeting.cancelled')[0]!.meeting!.status).toBe('cancelled');

    // No manage-link token the visitor's mails carry travels in a body.
    const mails = await sequelize().query<{ body_text: string }>('SELECT body_text FROM outbox', {
      type: QueryTypes.SELECT,
    });
    const tokens = mails.flatMap((mail) => manageTokenIn(mail.body_text) ?? []);
    expect(tokens.length).toBeGreaterThan(0);
    const payloads = events.map((e) => JSON.stringify(e.body)).join('\n');
    for (const token of tokens) expect(payloads).not.toContain(token);
    expect(payloads).not.toMatch(/\/meeting\//);
  });

  it('logs deliveries, sends a test event, and resends a delivery', async () => {
    const receiver = await startReceiver();
    try {
      const { endpoint } = await createEndpoint(
        sequelize(),
        { url: receiver.url, events: ['meeting.booked'], active: true },
        { key: key(), now: MONDAY },
      );
      const worker = createWebhookWorker({
        sequelize: sequelize(),
        key: key(),
        config: { allowPrivateTargets: true, pollMs: 1_000 },
        logger: silentLogger,
        now: () => MONDAY,
      });
      const tested = await state.admin
        .post(`/api/staff/webhooks/${endpoint.id}/test`)
        .set(XHR)
        .expect(202);
      expect(tested.body.delivery).toMatchObject({ event: 'webhook.test', status: 'pending' });
      expect((await worker.runOnce()).delivered).toBe(1);

      const log = await state.admin
        .get(`/api/staff/webhooks/${endpoint.id}/deliveries`)
        .expect(200);
      const [delivery] = log.body.deliveries;
      expect(delivery).toMatchObject({
        id: tested.body.delivery.id,
        event: 'webhook.test',
        status: 'delivered',
        attempts: [{ attempt: 1, statusCode: 200, response: 'ok', error: null }],
      });

      await state.admin
        .post(`/api/staff/webhooks/deliveries/${delivery.id}/resend`)
        .set(XHR)
        .expect(202);
      expect((await worker.runOnce()).delivered).toBe(1);
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
      const after = await state.admin.get(`/api/staff/webhooks/${endpoint.id}/deliveries`);
      expect(after.body.deliveries.map((d: { status: string }) => d.status)).toEqual([
        'delivered',
        'delivered',
      ]);
    } finally {
      await receiver.close();
    }
  });
});

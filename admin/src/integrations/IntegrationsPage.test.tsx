import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookSecretResponse,
} from '@app/contract/webhooks';
import { invalid, refused } from '../test/refused';
import { renderAdmin } from '../test/renderAdmin';
import { signedInAs, stubApi } from '../test/stubApi';

jest.setTimeout(20_000);

const ENDPOINT: WebhookEndpoint = {
  id: '11111111-1111-4111-8111-111111111111',
  url: 'https://crm.example.com/hooks',
  events: ['meeting.booked'],
  active: true,
  createdAt: '2026-11-23T04:00:00.000Z',
  updatedAt: '2026-11-23T04:00:00.000Z',
};
const DELIVERY: WebhookDelivery = {
  id: '22222222-2222-4222-8222-222222222222',
  eventId: '33333333-3333-4333-8333-333333333333',
  event: 'meeting.booked',
  status: 'delivered',
  createdAt: '2026-11-23T04:00:00.000Z',
  nextAttemptAt: null,
  attempts: [
    {
      attempt: 1,
      at: '2026-11-23T04:00:01.000Z',
      statusCode: 500,
      durationMs: 41,
      response: 'busy, try later',
      error: 'answered 500',
    },
    {
      attempt: 2,
      at: '2026-11-23T04:01:01.000Z',
      statusCode: 200,
      durationMs: 12,
      response: 'ok',
      error: null,
    },
  ],
};
const ENDPOINT_PATH = `/api/staff/webhooks/${ENDPOINT.id}`;

const integrationsApi = (endpoints: WebhookEndpoint[] = [ENDPOINT]) => ({
  'GET /api/auth/me': signedInAs('admin'),
  'GET /api/staff/webhooks': { status: 200, body: { endpoints } },
  [`GET ${ENDPOINT_PATH}/deliveries`]: { status: 200, body: { deliveries: [DELIVERY] } },
});

describe('/admin/integrations', () => {
  it('shows Access Denied to a moderator and asks nothing of the webhook calls', async () => {
    const api = stubApi({ 'GET /api/auth/me': signedInAs('moderator') });
    await renderAdmin('/admin/integrations');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(api.calls('GET /api/staff/webhooks')).toHaveLength(0);
  });

  it('adds an endpoint, says why an address is refused, and shows the secret once', async () => {
    const created: WebhookSecretResponse = {
      endpoint: { ...ENDPOINT, url: 'https://sheet.example.com/in', events: ['enquiry.created'] },
      secret: 'whsec_shown-once',
    };
    let refuse = true;
    const api = stubApi({
      ...integrationsApi([]),
      'POST /api/staff/webhooks': () =>
        refuse
          ? { status: 400, body: invalid({ url: [{ code: 'webhooks.url-private' }] }) }
          : { status: 201, body: created },
    });
    await renderAdmin('/admin/integrations');
    expect(await screen.findByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    expect(await screen.findByText('No endpoint yet.')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Add an endpoint' }));
    await userEvent.clear(form.getByLabelText('Receiver address'));
    await userEvent.type(form.getByLabelText('Receiver address'), 'https://10.0.0.5/in');
    await userEvent.click(form.getByRole('checkbox', { name: /enquiry\.created/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(
      await form.findByText(
        'This address is inside a private, loopback or link-local network: it cannot receive webhooks.',
      ),
    ).toBeInTheDocument();

    refuse = false;
    await userEvent.clear(form.getByLabelText('Receiver address'));
    await userEvent.type(form.getByLabelText('Receiver address'), 'https://sheet.example.com/in');
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_shown-once');
    const sent = api.calls('POST /api/staff/webhooks').map((c) => JSON.parse(String(c.body)));
    expect(sent[1]).toEqual({
      url: 'https://sheet.example.com/in',
      events: ['enquiry.created'],
      active: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('whsec_shown-once')).toBeNull();
  });

  it('shows the delivery log, resends a delivery, sends a test event and pauses', async () => {
    const api = stubApi({
      ...integrationsApi(),
      [`POST /api/staff/webhooks/deliveries/${DELIVERY.id}/resend`]: {
        status: 202,
        body: { delivery: { ...DELIVERY, status: 'pending', attempts: [] } },
      },
      [`POST ${ENDPOINT_PATH}/test`]: {
        status: 202,
        body: { delivery: { ...DELIVERY, event: 'webhook.test', attempts: [] } },
      },
      [`PUT ${ENDPOINT_PATH}`]: { status: 200, body: { endpoint: { ...ENDPOINT, active: false } } },
    });
    await renderAdmin('/admin/integrations');
    const log = within(await screen.findByRole('list', { name: 'Delivery log' }));
    const delivery = within(log.getByRole('listitem', { name: 'Delivery meeting.booked' }));
    expect(delivery.getByText('Delivered')).toBeInTheDocument();
    expect(delivery.getByText(new RegExp(`Event id ${DELIVERY.eventId}`))).toBeInTheDocument();
    expect(delivery.getByText(/Attempt 1 .* HTTP 500 · 41 ms · answered 500/)).toBeInTheDocument();
    expect(delivery.getByText('busy, try later')).toBeInTheDocument();
    expect(delivery.getByText(/Attempt 2 .* HTTP 200 · 12 ms$/)).toBeInTheDocument();

    await userEvent.click(delivery.getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(api.calls(`POST /api/staff/webhooks/deliveries/${DELIVERY.id}/resend`)).toHaveLength(
        1,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send a test event' }));
    await waitFor(() => expect(api.calls(`POST ${ENDPOINT_PATH}/test`)).toHaveLength(1));

    const settings = within(screen.getByRole('form', { name: `Settings of ${ENDPOINT.url}` }));
    await userEvent.click(settings.getByRole('checkbox', { name: /Active/ }));
    await userEvent.click(settings.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls(`PUT ${ENDPOINT_PATH}`)).toHaveLength(1));
    expect(JSON.parse(String(api.calls(`PUT ${ENDPOINT_PATH}`)[0]!.body))).toEqual({
      url: ENDPOINT.url,
      events: ['meeting.booked'],
      active: false,
    });
  });

  it('says in its own words when a test event finds the endpoint gone', async () => {
    stubApi({
      ...integrationsApi(),
      [`POST ${ENDPOINT_PATH}/test`]: {
        status: 404,
        body: refused('webhooks.endpoint-not-found'),
      },
    });
    await renderAdmin('/admin/integrations');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test event' }));
    expect(await screen.findByText('This endpoint no longer exists.')).toBeInTheDocument();
  });
});

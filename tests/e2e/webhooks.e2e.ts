import { $, $$, browser, expect } from '@wdio/globals';
import type { AvailableSlotsResponse, TimeSlot } from '@app/contract/booking';
import { API_PATHS } from '@app/contract/paths';
import {
  WEBHOOK_PATHS,
  type WebhookBody,
  type WebhookEndpointsResponse,
} from '@app/contract/webhooks';
import {
  receiverAccepts,
  startReceiver,
  type Receiver,
  type ReceivedWebhook,
} from '../stack/services/webhookReceiver';
import { CSRF } from './support/api';
import { baseUrl } from './support/baseUrl';
import { signInAsStaff } from './support/staffInbox';

/** The free slots of the next fourteen days, latest of each day first. */
async function freeSlots(): Promise<TimeSlot[]> {
  const slots: TimeSlot[] = [];
  for (let day = 1; day <= 14; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${baseUrl()}${API_PATHS.availableSlots}?date=${date}`);
    slots.push(...((await response.json()) as AvailableSlotsResponse).slots.reverse());
  }
  return slots;
}

/** Books a meeting through nginx as the site does; another spec may take a slot first. */
async function book(email: string): Promise<string> {
  for (const slot of await freeSlots()) {
    const response = await fetch(`${baseUrl()}${API_PATHS.schedule}`, {
      method: 'POST',
      headers: { ...CSRF, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        startTime: slot.start,
        endTime: slot.end,
        attendeeEmail: email,
        clientName: 'Webhook Visitor',
        description: 'Bookkeeping for a new branch',
      }),
    });
    if (response.status === 201)
      return ((await response.json()) as { booking: { id: string } }).booking.id;
    if (response.status !== 409) throw new Error(`booking answered ${response.status}`);
  }
  throw new Error('no free slot in the next fourteen days');
}

/** The webhooks about meeting `bookingId` the receiver has had, waiting for `count` of them. */
async function receivedAbout(receiver: Receiver, bookingId: string, count: number) {
  const about = () =>
    receiver.received.filter(
      (webhook) => (JSON.parse(webhook.body) as WebhookBody).meeting?.id === bookingId,
    );
  await browser.waitUntil(async () => about().length >= count, {
    timeout: 30_000,
    timeoutMsg: `the receiver did not get ${count} webhook(s) about the booking`,
  });
  return about();
}

describe('webhooks', () => {
  let receiver: Receiver;

  before(async () => {
    receiver = await startReceiver();
  });
  after(async () => {
    // Leave no endpoint behind: the other specs' bookings would be queued for a closed receiver.
    await browser.execute(
      async (list: string, headers: Record<string, string>) => {
        const answer = await fetch(list, { credentials: 'include' });
        if (!answer.ok) return;
        const { endpoints } = (await answer.json()) as WebhookEndpointsResponse;
        for (const endpoint of endpoints) {
          await fetch(`${list}/${endpoint.id}`, {
            method: 'DELETE',
            headers,
            credentials: 'include',
          });
        }
      },
      WEBHOOK_PATHS.endpoints,
      { ...CSRF },
    );
    await receiver.close();
  });

  it('sends a booking to the receiver as meeting.booked, logs it, and resends it', async () => {
    await signInAsStaff();
    await browser.url('/admin/integrations');
    await expect($('h1=Integrations')).toBeDisplayed();
    const form = $('form[aria-label="Add an endpoint"]');
    await form.$('input[type="url"]').setValue(receiver.url);
    await form.$('label*=meeting.booked').$('input[type="checkbox"]').click();
    await form.$('button=Add endpoint').click();
    const secretText = $('[aria-label="Signing secret"]');
    await expect(secretText).toBeDisplayed();
    const secret = await secretText.getText();
    expect(secret).toMatch(/^whsec_/);
    await $('button=I have copied it').click();
    await expect(secretText).not.toBeDisplayed();

    const bookingId = await book(`webhook-${Date.now().toString(36)}@client.example`);
    const [first] = await receivedAbout(receiver, bookingId, 1);
    const body = JSON.parse(first!.body) as WebhookBody;
    expect(body).toMatchObject({
      version: 1,
      event: 'meeting.booked',
      enquiry: { name: 'Webhook Visitor', status: 'new' },
      meeting: { id: bookingId, status: 'booked' },
    });
    expect(receiverAccepts(secret, first as ReceivedWebhook, new Date())).toBe(true);

    // The log re-reads itself every few seconds; other specs' bookings may be in it too.
    const deliveries = () => $$(`//li[contains(., "Event id ${body.id}")]`);
    const delivery = $(`//li[contains(., "Event id ${body.id}")]`);
    await expect(delivery).toBeDisplayed({ wait: 20_000 });
    await browser.waitUntil(
      async () => {
        const text = await delivery.getText();
        return text.includes('Delivered') && text.includes('HTTP 200');
      },
      { timeout: 20_000, timeoutMsg: 'the delivery log never showed the delivery with its 200' },
    );

    await delivery.$('button=Resend').click();
    const [, again] = await receivedAbout(receiver, bookingId, 2);
    expect(JSON.parse(again!.body)).toEqual(body);
    expect(receiverAccepts(secret, again as ReceivedWebhook, new Date())).toBe(true);
    await browser.waitUntil(async () => (await deliveries().length) >= 2, {
      timeout: 20_000,
      timeoutMsg: 'the delivery log never showed the resent delivery',
    });
  });
});

import type { WebhookBodyEvent, WebhookDeliveryStatus } from '@app/contract/webhooks';

/** What each event means, beside its name (the name is what receivers read). */
export const EVENT_WORDS: Record<WebhookBodyEvent, string> = {
  'enquiry.created': 'a visitor sends a message or books a meeting',
  'enquiry.updated': "a message joins a booking, or staff change an enquiry's status or outcome",
  'meeting.booked': 'a visitor books a meeting',
  'meeting.rescheduled': 'a meeting is moved',
  'meeting.cancelled': 'a meeting is cancelled',
  'meeting.reassigned': 'a meeting is given to another advisor',
  'webhook.test': 'a test event sent from this screen',
};

export const STATUS_WORDS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};

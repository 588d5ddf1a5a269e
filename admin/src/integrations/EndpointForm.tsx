import { useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpointInput,
  type WebhookEvent,
} from '@app/contract/webhooks';
import { Button, Field, Input } from 'shared_ui/forms';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { FieldError } from '../forms/FieldError';
import { fieldTextsOfError } from '../refusals/refusalText';
import { EVENT_WORDS } from './eventWords';

/** An endpoint's address, events and state: the add form, and each endpoint's own. */
export function EndpointForm({
  label,
  initial = { url: 'https://', events: [], active: true },
  submitText,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  initial?: WebhookEndpointInput;
  submitText: string;
  pending: boolean;
  error: unknown;
  onSubmit: (input: WebhookEndpointInput) => void;
}) {
  const [url, setUrl] = useState(initial.url);
  const [events, setEvents] = useState<WebhookEvent[]>(initial.events);
  const [active, setActive] = useState(initial.active);
  const fields = fieldTextsOfError(error);
  const eventsError = Object.entries(fields).find(([key]) => key.startsWith('events'))?.[1];
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((current) => WEBHOOK_EVENTS.filter((e) => (e === event ? on : current.includes(e))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ url: url.trim(), events, active });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="3">
        <Field.Root invalid={fields.url !== undefined}>
          <Field.Label>Receiver address</Field.Label>
          <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
          <FieldError>{fields.url}</FieldError>
        </Field.Root>
        <Stack as="fieldset" gap="1">
          <Text as="legend" fontWeight="medium">
            Events
          </Text>
          {WEBHOOK_EVENTS.map((event) => (
            <HStack as="label" gap="2" key={event}>
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
              <Text>
                <code>{event}</code>: {EVENT_WORDS[event]}
              </Text>
            </HStack>
          ))}
          {eventsError !== undefined && (
            <Text color="red.700" role="alert">
              {eventsError}
            </Text>
          )}
        </Stack>
        <HStack as="label" gap="2">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          <Text>Active (untick to pause: a paused endpoint receives nothing)</Text>
        </HStack>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={pending}>
          {submitText}
        </Button>
      </Stack>
    </form>
  );
}

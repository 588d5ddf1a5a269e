import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOKS_QUERY_KEY,
  webhookDeliveriesQueryKey,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookSecretResponse,
} from '@app/contract/webhooks';
import { Button } from 'shared_ui/forms';
import { HStack, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { failureText } from '../refusals/refusalText';
import { DeliveryLog } from './DeliveryLog';
import { EndpointForm } from './EndpointForm';
import { removeEndpoint, renewSecret, saveEndpoint, sendTestEvent } from './integrationsApi';

/** One endpoint: its settings, its actions and its delivery log. */
export function EndpointPanel({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (answer: WebhookSecretResponse) => void;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
  const save = useMutation({
    mutationFn: (input: WebhookEndpointInput) => saveEndpoint(endpoint.id, input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => removeEndpoint(endpoint.id), onSuccess: refresh });
  const secret = useMutation({ mutationFn: () => renewSecret(endpoint.id), onSuccess: onSecret });
  const test = useMutation({
    mutationFn: () => sendTestEvent(endpoint.id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(endpoint.id) }),
  });
  const failed = [remove, secret, test].find((action) => action.isError);

  return (
    <Stack gap="4" borderTopWidth="1px" pt="4" aria-label={`Endpoint ${endpoint.url}`} role="group">
      <Heading as="h3" size="md" wordBreak="break-all">
        {endpoint.url} {endpoint.active ? '' : '(paused)'}
      </Heading>
      <EndpointForm
        label={`Settings of ${endpoint.url}`}
        initial={{ url: endpoint.url, events: endpoint.events, active: endpoint.active }}
        submitText="Save"
        pending={save.isPending}
        error={save.error}
        onSubmit={(input) => save.mutate(input)}
      />
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => test.mutate()} loading={test.isPending}>
          Send a test event
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => secret.mutate()}
          loading={secret.isPending}
        >
          New signing secret
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => {
            if (window.confirm(`Delete ${endpoint.url} and its delivery log?`)) remove.mutate();
          }}
          loading={remove.isPending}
        >
          Delete
        </Button>
      </HStack>
      {failed !== undefined && (
        <Text role="alert" color="red.700">
          {failureText(failed.error, 'That did not work. Please try again.')}
        </Text>
      )}
      <Heading as="h4" size="sm">
        Delivery log
      </Heading>
      <DeliveryLog endpointId={endpoint.id} />
    </Stack>
  );
}

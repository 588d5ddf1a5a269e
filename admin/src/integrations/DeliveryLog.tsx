import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhookDeliveriesQueryKey, type WebhookDelivery } from '@app/contract/webhooks';
import { Button } from 'shared_ui/forms';
import { Box, HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { failureText } from '../refusals/refusalText';
import { readDeliveries, resendDelivery } from './integrationsApi';
import { STATUS_WORDS } from './eventWords';

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** An endpoint's last deliveries with each attempt, re-read while the screen is open. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const queryClient = useQueryClient();
  const queryKey = webhookDeliveriesQueryKey(endpointId);
  const log = useQuery({
    queryKey,
    queryFn: () => readDeliveries(endpointId),
    refetchInterval: 5_000,
  });
  const resend = useMutation({
    mutationFn: resendDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });

  if (log.isPending) return <Text role="status">Loading the delivery log...</Text>;
  if (log.isError) return <Text role="alert">The delivery log could not be loaded.</Text>;
  if (log.data.deliveries.length === 0) return <Text color="fg.muted">Nothing sent yet.</Text>;
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Delivery log">
      {resend.isError && (
        <Text role="alert" color="red.700">
          {failureText(resend.error, 'The delivery could not be queued again.')}
        </Text>
      )}
      {log.data.deliveries.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          onResend={() => resend.mutate(delivery.id)}
          resending={resend.isPending && resend.variables === delivery.id}
        />
      ))}
    </Stack>
  );
}

function DeliveryRow({
  delivery,
  onResend,
  resending,
}: {
  delivery: WebhookDelivery;
  onResend: () => void;
  resending: boolean;
}) {
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      aria-label={`Delivery ${delivery.event}`}
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text>
          <code>{delivery.event}</code> · {time(delivery.createdAt)} ·{' '}
          <strong>{STATUS_WORDS[delivery.status]}</strong>
          {delivery.nextAttemptAt !== null && delivery.attempts.length > 0
            ? ` · next try ${time(delivery.nextAttemptAt)}`
            : ''}
        </Text>
        <Button size="sm" variant="outline" onClick={onResend} loading={resending}>
          Resend
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Event id {delivery.eventId} (the same on a resend: receivers drop repeats by it)
      </Text>
      <Stack as="ul" gap="1" mt="2" listStyleType="none">
        {delivery.attempts.map((attempt) => (
          <Box as="li" key={attempt.attempt} fontSize="sm">
            <Text>
              Attempt {attempt.attempt} · {time(attempt.at)} ·{' '}
              {attempt.statusCode === null ? 'no answer' : `HTTP ${attempt.statusCode}`} ·{' '}
              {attempt.durationMs} ms{attempt.error === null ? '' : ` · ${attempt.error}`}
            </Text>
            {attempt.response !== '' && (
              <Box
                as="pre"
                fontSize="xs"
                whiteSpace="pre-wrap"
                wordBreak="break-all"
                bg="bg.muted"
                p="2"
                borderRadius="l1"
              >
                {attempt.response}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

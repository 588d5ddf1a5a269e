import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADVISORS_QUERY_KEY, type FeedAddress } from '@app/contract/advisors';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { failureText } from '../refusals/refusalText';
import { OneTimeLinkNotice } from '../staff/OneTimeLinkNotice';
import { regenerateFeed, revokeFeed } from './advisorsApi';

/**
 * A calendar feed's controls: a new address (shown once: only its hash is kept), and revoke. The
 * subscription address opens in calendar apps as webcal://; the https one is for pasting.
 */
export function FeedControls({
  owner,
  name,
  live,
}: {
  /** The advisor's id, or null for the firm-wide feed. */
  owner: string | null;
  name: string;
  live: boolean;
}) {
  const [address, setAddress] = useState<FeedAddress | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADVISORS_QUERY_KEY });
  const regenerate = useMutation({
    mutationFn: () => regenerateFeed(owner),
    onSuccess: async (made) => {
      setAddress(made);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => revokeFeed(owner),
    onSuccess: async () => {
      setAddress(null);
      await refresh();
    },
  });
  const failed = regenerate.error ?? revoke.error;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm">{live ? 'Calendar feed: on' : 'Calendar feed: off'}</Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => regenerate.mutate()}
          loading={regenerate.isPending}
        >
          {live ? `Regenerate the feed of ${name}` : `Make a feed for ${name}`}
        </Button>
        {live && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => revoke.mutate()}
            loading={revoke.isPending}
          >
            Revoke the feed of {name}
          </Button>
        )}
      </HStack>
      {failed !== null && (
        <Text role="alert" color="red.700">
          {failureText(failed, 'The feed could not be changed.')}
        </Text>
      )}
      {address !== null && (
        <OneTimeLinkNotice
          title={`Calendar feed of ${name}`}
          url={address.webcal}
          label={`Feed address of ${name}`}
          onDone={() => setAddress(null)}
        >
          Subscribe to this address in a calendar app (Outlook, Google Calendar, Apple Calendar). It
          is shown only now: copy it before closing. Web address for pasting: {address.https}
        </OneTimeLinkNotice>
      )}
    </Stack>
  );
}

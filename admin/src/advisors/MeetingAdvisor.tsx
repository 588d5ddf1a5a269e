import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADVISORS_QUERY_KEY } from '@app/contract/advisors';
import type { InboxMeeting } from '@app/contract/inbox';
import { inboxQueryKeys } from '@app/contract/queries';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { failureText } from '../refusals/refusalText';
import { readAdvisors, reassignMeeting } from './advisorsApi';

/**
 * Who takes a meeting and why, and "Reassign" while it can still change. Renders nothing for the
 * firm's meetings (no advisors), so the inbox without advisors is as it was.
 */
export function MeetingAdvisor({
  meeting,
  changeable,
}: {
  meeting: InboxMeeting;
  changeable: boolean;
}) {
  const { assignment } = meeting;
  const [choice, setChoice] = useState('');
  const queryClient = useQueryClient();
  const advisors = useQuery({
    queryKey: ADVISORS_QUERY_KEY,
    queryFn: readAdvisors,
    enabled: assignment !== undefined && changeable,
  });
  const reassign = useMutation({
    mutationFn: reassignMeeting,
    onSuccess: async () => {
      setChoice('');
      await queryClient.invalidateQueries({ queryKey: inboxQueryKeys.all });
    },
  });
  if (assignment === undefined) return null;
  const others = (advisors.data?.advisors ?? []).filter(
    (a) => a.active && a.id !== assignment.advisorId,
  );
  return (
    <Stack gap="2">
      <Text>
        Advisor: <strong>{assignment.advisorName}</strong> ({assignment.reason})
      </Text>
      {changeable && others.length > 0 && (
        <HStack gap="2" wrap="wrap">
          <select
            aria-label="Reassign to"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">Choose an advisor</option>
            {others.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="outline"
            disabled={choice === ''}
            loading={reassign.isPending}
            onClick={() => reassign.mutate({ meetingId: meeting.id, advisorId: choice })}
          >
            Reassign meeting
          </Button>
        </HStack>
      )}
      {reassign.isError && (
        <Text role="alert" color="red.700">
          {failureText(reassign.error, 'The meeting could not be reassigned.')}
        </Text>
      )}
    </Stack>
  );
}

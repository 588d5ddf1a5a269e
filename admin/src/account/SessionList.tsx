import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffQueryKeys } from '@app/contract/queries';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Badge } from 'shared_ui/display';
import { Button } from 'shared_ui/forms';
import { notifyFailure } from '../staff/failureNotice';
import { formatDateTime } from '../staff/formatDateTime';
import { endOtherSessions, endSession, listSessions } from '../staff/staffApi';

/** The member's signed-in sessions, with a way to end any other one or all of them. */
export function SessionList() {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: staffQueryKeys.sessions,
    queryFn: listSessions,
    staleTime: 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.sessions });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: refresh,
    onError: (error) => notifyFailure('Session not ended', error),
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: refresh,
    onError: (error) => notifyFailure('Sessions not ended', error),
  });

  if (sessions.isPending) return <Text role="status">Loading your sessions...</Text>;
  if (sessions.isError) return <Text role="alert">Your sessions could not be loaded.</Text>;
  const list = sessions.data.sessions;
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none">
        {list.map((session) => (
          <HStack
            as="li"
            key={session.id}
            justify="space-between"
            gap="4"
            borderWidth="1px"
            borderRadius="l2"
            p="3"
            wrap="wrap"
          >
            <Stack gap="0.5">
              <HStack gap="2">
                <Text fontWeight="medium">{session.device}</Text>
                {session.current && <Badge colorPalette="green">This device</Badge>}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {session.address ?? 'Unknown address'} · last active{' '}
                {formatDateTime(session.lastSeenAt)} · signed in{' '}
                {formatDateTime(session.signedInAt)}
              </Text>
            </Stack>
            {!session.current && (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                loading={endOne.isPending && endOne.variables === session.id}
                onClick={() => endOne.mutate(session.id)}
              >
                Sign out
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      {list.some((session) => !session.current) && (
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Sign out all other sessions
        </Button>
      )}
    </Stack>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffQueryKeys } from '@app/contract/queries';
import type { MemberWithLinkResponse, StaffRole, TeamMember } from '@app/contract/staff';
import { Box, HStack, chakra } from 'shared_ui/layout';
import { Badge } from 'shared_ui/display';
import { Button } from 'shared_ui/forms';
import { NativeSelect } from 'shared_ui/choices';
import { notifyFailure } from '../staff/failureNotice';
import { RoleOptions } from '../staff/RoleOptions';
import { formatDateTime } from '../staff/formatDateTime';
import { changeRole, deactivateMember, newPasswordLink, reactivateMember } from '../staff/staffApi';

const STATUS_PALETTE = { active: 'green', invited: 'blue', deactivated: 'gray' } as const;

/** One member of the team table, with what an admin can do to them. */
export function MemberRow({
  member,
  isSelf,
  onLink,
}: {
  member: TeamMember;
  isSelf: boolean;
  onLink: (issued: MemberWithLinkResponse) => void;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffQueryKeys.team });
  const role = useMutation({
    mutationFn: (next: StaffRole) => changeRole(member.id, next),
    onSuccess: refresh,
    onError: (error) => notifyFailure('Role not changed', error),
  });
  const status = useMutation({
    mutationFn: () =>
      member.status === 'deactivated' ? reactivateMember(member.id) : deactivateMember(member.id),
    onSuccess: refresh,
    onError: (error) => notifyFailure('Status not changed', error),
  });
  const link = useMutation({
    mutationFn: () => newPasswordLink(member.id),
    onSuccess: onLink,
    onError: (error) => notifyFailure('No link made', error),
  });

  return (
    <Box as="tr" borderTopWidth="1px">
      <chakra.th scope="row" textAlign="start" py="3" pe="3" fontWeight="medium">
        {member.username}
      </chakra.th>
      <Box as="td" py="3" pe="3">
        <NativeSelect.Root size="sm" w="36" disabled={role.isPending}>
          <NativeSelect.Field
            aria-label={`Role of ${member.username}`}
            value={member.role}
            onChange={(event) => role.mutate(event.target.value as StaffRole)}
          >
            <RoleOptions current={member.role} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <Box as="td" py="3" pe="3">
        <Badge colorPalette={STATUS_PALETTE[member.status]}>{member.status}</Badge>
      </Box>
      <Box as="td" py="3" pe="3" fontSize="sm">
        {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}
      </Box>
      <Box as="td" py="3">
        <HStack gap="2" justify="end" wrap="wrap">
          {member.status !== 'deactivated' && (
            <Button
              size="xs"
              variant="outline"
              loading={link.isPending}
              onClick={() => link.mutate()}
            >
              {member.status === 'invited' ? 'New invite link' : 'Reset password'}
            </Button>
          )}
          {!isSelf && (
            <Button
              size="xs"
              variant="outline"
              colorPalette={member.status === 'deactivated' ? 'gray' : 'red'}
              loading={status.isPending}
              onClick={() => status.mutate()}
            >
              {member.status === 'deactivated' ? 'Reactivate' : 'Deactivate'}
            </Button>
          )}
        </HStack>
      </Box>
    </Box>
  );
}

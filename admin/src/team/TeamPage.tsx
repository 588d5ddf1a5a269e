import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { staffQueryKeys } from '@app/contract/queries';
import type { MemberWithLinkResponse } from '@app/contract/staff';
import { Box } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { useAuth } from '../auth/useAuth';
import { StaffScreen, StaffSection } from '../shell/StaffScreen';
import { listTeam } from '../staff/staffApi';
import { AddMemberForm } from './AddMemberForm';
import { AuditLogList } from './AuditLogList';
import { MemberRow } from './MemberRow';
import { STACKED_ON_A_PHONE } from '../staff/stackedTable';
import { PasswordLinkNotice } from './PasswordLinkNotice';

/** /admin/team: the staff accounts, adding members, and the audit log. */
export function TeamPage() {
  const { user } = useAuth();
  const team = useQuery({ queryKey: staffQueryKeys.team, queryFn: listTeam, staleTime: 0 });
  const [issued, setIssued] = useState<MemberWithLinkResponse | null>(null);

  return (
    <StaffScreen title="Team" intro="Who can sign in to the admin, and what they did.">
      <StaffSection title="Members">
        {issued && (
          <PasswordLinkNotice
            username={issued.member.username}
            link={issued.link}
            onDone={() => setIssued(null)}
          />
        )}
        {team.isPending && <Text role="status">Loading the team...</Text>}
        {team.isError && <Text role="alert">The team could not be loaded.</Text>}
        {team.isSuccess && (
          <Box overflowX="auto" position="relative">
            <Box as="table" w="full" css={STACKED_ON_A_PHONE}>
              <Box as="thead" fontSize="sm" color="fg.muted">
                <tr>
                  {['Username', 'Role', 'Status', 'Last sign-in'].map((title) => (
                    <Box as="th" key={title} textAlign="start" pb="2" pe="3" fontWeight="medium">
                      {title}
                    </Box>
                  ))}
                  <Box as="th" pb="2">
                    <Box as="span" srOnly>
                      Actions
                    </Box>
                  </Box>
                </tr>
              </Box>
              <tbody>
                {team.data.members.map((member) => (
                  <MemberRow
                    key={member.id}
                    member={member}
                    isSelf={member.id === user?.id}
                    onLink={setIssued}
                  />
                ))}
              </tbody>
            </Box>
          </Box>
        )}
      </StaffSection>
      <StaffSection title="Add a member">
        <AddMemberForm onAdded={setIssued} />
      </StaffSection>
      <StaffSection title="Audit log">
        <AuditLogList />
      </StaffSection>
    </StaffScreen>
  );
}

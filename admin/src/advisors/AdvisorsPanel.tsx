import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADVISORS_QUERY_KEY, type Advisor } from '@app/contract/advisors';
import { Badge } from 'shared_ui/display';
import { HStack, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { useAuth } from '../auth/useAuth';
import { AdvisorForm } from './AdvisorForm';
import { readAdvisors } from './advisorsApi';
import { FeedControls } from './FeedControls';

const hoursOf = (a: Advisor) =>
  a.weekly.some((d) => d.length > 0) ? `${a.timeZone}` : `${a.timeZone}, no hours`;

/**
 * The Advisors tab of /admin/availability: who takes meetings, in which zone and hours, with
 * their leave, services, room link and calendar feed. Admins manage all; a member whose account
 * is an advisor's manages that advisor's leave and feed.
 */
export function AdvisorsPanel() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const advisors = useQuery({ queryKey: ADVISORS_QUERY_KEY, queryFn: readAdvisors, staleTime: 0 });
  const [editing, setEditing] = useState<string | null>(null);

  if (advisors.isPending) return <Text role="status">Loading the advisors...</Text>;
  if (advisors.isError) return <Text role="alert">The advisors could not be loaded.</Text>;
  const { advisors: list, firmFeed } = advisors.data;
  return (
    <Stack gap="4">
      <Text>
        {list.some((a) => a.active)
          ? 'Each meeting goes to the eligible free advisor booked least recently.'
          : 'No active advisor: meetings follow the business hours, as one firm calendar.'}
      </Text>
      <Stack as="ul" gap="3" listStyleType="none" ps="0">
        {list.map((advisor) => {
          const own = advisor.account !== null && advisor.account === user?.username;
          const canManage = isAdmin || own;
          return (
            <Stack as="li" key={advisor.id} gap="2" borderBottomWidth="1px" pb="3">
              <HStack gap="2" wrap="wrap">
                <Heading as="h3" size="sm">
                  {advisor.name}
                </Heading>
                {!advisor.active && <Badge>inactive</Badge>}
                <Text fontSize="sm">
                  {hoursOf(advisor)} ·{' '}
                  {advisor.services.join(', ') || 'any enquiry without a service'}
                </Text>
              </HStack>
              {canManage && (
                <FeedControls owner={advisor.id} name={advisor.name} live={advisor.hasFeed} />
              )}
              {editing === advisor.id ? (
                <AdvisorForm
                  advisor={advisor}
                  canEditAll={isAdmin}
                  onDone={() => setEditing(null)}
                />
              ) : (
                canManage && (
                  <Button
                    size="sm"
                    variant="outline"
                    alignSelf="start"
                    onClick={() => setEditing(advisor.id)}
                  >
                    {isAdmin ? `Edit ${advisor.name}` : `Edit my leave`}
                  </Button>
                )
              )}
            </Stack>
          );
        })}
      </Stack>
      {list.length === 0 && <Text color="fg.muted">No advisors yet.</Text>}
      {isAdmin &&
        (editing === 'new' ? (
          <AdvisorForm canEditAll onDone={() => setEditing(null)} />
        ) : (
          <Button alignSelf="start" colorPalette="brand" onClick={() => setEditing('new')}>
            Add an advisor
          </Button>
        ))}
      {isAdmin && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Firm-wide feed
          </Heading>
          <FeedControls owner={null} name="the firm" live={firmFeed} />
        </Stack>
      )}
    </Stack>
  );
}

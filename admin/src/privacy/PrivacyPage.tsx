import { useQuery } from '@tanstack/react-query';
import { privacyQueryKeys } from '@app/contract/privacy';
import { Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { StaffScreen } from '../shell/StaffScreen';
import { readPrivacy } from './privacyApi';
import { RetentionForm } from './RetentionForm';
import { SubjectRequests } from './SubjectRequests';

/** /admin/privacy (admins): how long enquiries are kept, and a person's access and erasure. */
export function PrivacyPage() {
  const overview = useQuery({
    queryKey: privacyQueryKeys.settings,
    queryFn: readPrivacy,
    staleTime: 0,
  });
  return (
    <StaffScreen
      title="Privacy"
      intro="How long enquiries are kept, and what a person asks for: a copy of everything held about them, or its erasure. The privacy notice itself is edited under Site content."
    >
      <Stack gap="10">
        <Stack as="section" gap="4" aria-labelledby="retention-heading">
          <Heading id="retention-heading" as="h2" size="lg">
            Retention
          </Heading>
          {overview.data ? (
            <RetentionForm key={overview.data.closedMonths} overview={overview.data} />
          ) : (
            <Text role="status">
              {overview.isError ? 'The retention could not be read.' : 'Loading…'}
            </Text>
          )}
        </Stack>
        <Stack as="section" gap="4" aria-labelledby="requests-heading">
          <Heading id="requests-heading" as="h2" size="lg">
            Access and erasure
          </Heading>
          <SubjectRequests />
        </Stack>
      </Stack>
    </StaffScreen>
  );
}

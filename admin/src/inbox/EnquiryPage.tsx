import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, type To } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@app/contract/client';
import { inboxQueryKeys } from '@app/contract/queries';
import type { EnquiryDetail } from '@app/contract/inbox';
import { Box, Container, HStack, Stack } from 'shared_ui/layout';
import { Heading, Link, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { notify } from 'shared_ui/toaster';
import { INBOX_PATH } from '../app/paths';
import { useAuth } from '../auth/useAuth';
import { StaffSection } from '../shell/StaffScreen';
import { formatDateTime } from '../staff/formatDateTime';
import { ActivityTimeline, NoteForm } from './ActivityTimeline';
import { CancelMeetingDialog } from './CancelMeetingDialog';
import { DeleteEnquiryDialog } from './DeleteEnquiryDialog';
import { backToListOf, type InboxPageState } from './filters';
import { LeadPanel } from './LeadPanel';
import { MeetingPanel } from './MeetingPanel';
import { RescheduleMeetingDialog } from './RescheduleMeetingDialog';
import { StatusControl } from './StatusControl';
import { enquiryQuery } from './queries';
import { meetingTimes } from './zoneTime';
import { Loading, LoadError } from '../loading/LoadState';
import { codeText } from '../refusals/refusalText';

type OpenDialog = 'cancel' | 'reschedule' | 'delete' | null;

/** One fact of the enquiry: a term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Box as="dt" fontSize="sm" color="fg.muted">
        {term}
      </Box>
      <Box as="dd">{children}</Box>
    </Stack>
  );
}

function EnquiryView({ detail, onDeleted }: { detail: EnquiryDetail; onDeleted(): void }) {
  const { user } = useAuth();
  const { enquiry } = detail;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const meeting = enquiry.meeting;

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="end" gap="4" wrap="wrap">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
          {enquiry.name || 'No name'}
        </Heading>
        <HStack gap="3" align="end" wrap="wrap">
          <StatusControl id={enquiry.id} status={enquiry.status} />
          {user?.role === 'admin' && (
            <Button variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>
              Delete enquiry
            </Button>
          )}
        </HStack>
      </HStack>

      <StaffSection title="Enquiry">
        <Stack as="dl" gap="4">
          <Fact term="E-mail">
            <Link href={`mailto:${enquiry.email}`} colorPalette="brand" wordBreak="break-all">
              {enquiry.email}
            </Link>
          </Fact>
          <Fact term="Received">
            <time dateTime={enquiry.receivedAt}>{formatDateTime(enquiry.receivedAt)}</time>
          </Fact>
          <Fact term="Services">
            {enquiry.services.length > 0 ? enquiry.services.join(', ') : 'None chosen'}
          </Fact>
          <Fact term="Message">
            {enquiry.message === '' ? (
              <Text color="fg.muted">The visitor sent no message.</Text>
            ) : (
              // Shown as text, never as HTML, its line breaks kept.
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {enquiry.message}
              </Text>
            )}
          </Fact>
        </Stack>
      </StaffSection>

      <StaffSection title="Lead">
        <LeadPanel enquiry={enquiry} />
      </StaffSection>

      {meeting && (
        <StaffSection title="Meeting">
          <MeetingPanel
            detail={detail}
            meeting={meeting}
            onCancel={() => setDialog('cancel')}
            onReschedule={() => setDialog('reschedule')}
          />
        </StaffSection>
      )}

      <StaffSection title="Internal notes and activity">
        <ActivityTimeline activity={detail.activity} />
        <NoteForm id={enquiry.id} />
      </StaffSection>

      {dialog === 'cancel' && meeting && (
        <CancelMeetingDialog
          enquiryId={enquiry.id}
          meetingId={meeting.id}
          when={meetingTimes(meeting, detail.businessTimeZone).business}
          onClose={close}
        />
      )}
      {dialog === 'reschedule' && meeting && (
        <RescheduleMeetingDialog
          enquiryId={enquiry.id}
          meeting={meeting}
          businessTimeZone={detail.businessTimeZone}
          onClose={close}
        />
      )}
      {dialog === 'delete' && (
        <DeleteEnquiryDialog
          id={enquiry.id}
          name={enquiry.name}
          onClose={close}
          onDeleted={onDeleted}
        />
      )}
    </Stack>
  );
}

/**
 * /admin/inbox/:id: one enquiry whole (the message as text, the meeting and its history), its
 * status, the staff's notes and activity, and what staff can do to its meeting; admins delete it.
 */
export function EnquiryPage({ id }: { id: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enquiry = useQuery(enquiryQuery(id));

  // Back to the list as it was left (filters and page) when the list opened this enquiry.
  const back = backToListOf(location.state);
  const listTo: To = { pathname: INBOX_PATH, search: back?.search ?? '' };
  const listState: InboxPageState | undefined = back ? { cursors: back.cursors } : undefined;

  const onDeleted = () => {
    notify({ title: 'Enquiry deleted', type: 'success' });
    navigate(listTo, { state: listState });
    // Every other inbox read; this enquiry's is not asked again (it is gone).
    void queryClient.invalidateQueries({
      queryKey: inboxQueryKeys.all,
      predicate: ({ queryKey }) => queryKey[1] !== inboxQueryKeys.one(id)[1],
    });
  };

  const notFound = enquiry.error instanceof HttpError && enquiry.error.status === 404;

  return (
    <Container as="main" maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Link asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={listTo} state={listState}>
            <span aria-hidden="true">← </span>Back to inbox
          </RouterLink>
        </Link>

        {enquiry.isPending && <Loading>Loading the enquiry...</Loading>}

        {notFound && (
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {codeText('inbox.enquiry-not-found')}
            </Heading>
            <Text color="fg.muted">It may have been deleted.</Text>
          </Stack>
        )}

        {enquiry.isError && !notFound && (
          <LoadError
            title="Error loading the enquiry"
            message={enquiry.error.message || 'Failed to load the enquiry'}
          />
        )}

        {enquiry.isSuccess && <EnquiryView detail={enquiry.data} onDeleted={onDeleted} />}
      </Stack>
    </Container>
  );
}

import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { HttpError } from '@app/contract/client';
import type { MeetingView } from '@app/contract/meetings';
import { MEETING_PAGE_PATH, MEETING_TOKEN_PATTERN } from '@app/contract/privateLinks';
import { Badge } from 'shared_ui/display';
import { Button } from 'shared_ui/forms';
import { Box, chakra, Container, HStack, Stack, VStack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Heading, Link, Text } from 'shared_ui/typography';
import { SiteLink } from '../navigation/SiteLink';
import { DeadLinkPage } from '../not-found/DeadLinkPage';
import { Seo } from '../seo/Seo';
import { CancelMeeting } from './CancelMeeting';
import { MeetingNotice, type Notice } from './MeetingNotice';
import { meetingQuery } from './meetingQuery';
import { instantLine, meetingTimeLine, meetingTimeText, zoneCity } from './meetingTime';
import { ReschedulePanel } from './ReschedulePanel';

const RESCHEDULE_PANEL_ID = 'reschedule-meeting';
const RESCHEDULE_BUTTON_ID = 'reschedule-meeting-button';

/**
 * One answer for every dead link (unknown, malformed, its meeting over): whoever holds it learns
 * nothing of why, nor whether there was a meeting.
 */
function MeetingNotFound() {
  return (
    <DeadLinkPage title="Meeting Not Found" description="This meeting link does not work.">
      <Text color="fg.muted" maxW="xl">
        We could not find a meeting for this link. Please check the link in your latest e-mail from
        us, or get in touch and we will help.
      </Text>
      <Button asChild colorPalette="brand">
        <SiteLink href="/contact">Contact Us</SiteLink>
      </Button>
    </DeadLinkPage>
  );
}

/** Only in the browser (the server answers 503 instead): the read failed for another reason. */
function MeetingUnavailable() {
  return (
    <VStack gap="4" py="24" px="6" textAlign="center">
      <Seo
        title="Your Meeting"
        description="Your meeting with us."
        path={MEETING_PAGE_PATH}
        noindex
      />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Your Meeting
      </Heading>
      <Text role="alert" color="fg.muted" maxW="xl">
        We could not load your meeting just now. Please reload the page in a few seconds.
      </Text>
    </VStack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <chakra.dt fontWeight="semibold" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd m="0" mb={{ base: '3', sm: '0' }}>
        {children}
      </chakra.dd>
    </>
  );
}

function TimeRow({
  label,
  meeting,
  timeZone,
}: {
  label: string;
  meeting: MeetingView;
  timeZone: string;
}) {
  const text = meetingTimeText(meeting.start, meeting.end, timeZone);
  return (
    <Row label={label}>
      <chakra.time dateTime={meeting.start} display="block">
        <Text as="span" display="block" fontWeight="semibold">
          {text.date}
        </Text>
        <Text as="span" display="block">
          {text.time}
        </Text>
        <Text as="span" display="block" textStyle="sm" color="fg.muted">
          {text.zone}
        </Text>
      </chakra.time>
    </Row>
  );
}

function MailLink({ address }: { address: string }) {
  return (
    <Link href={`mailto:${address}`} color="brand.fg" textDecoration="underline">
      {address}
    </Link>
  );
}

/** The meeting, what can still be done with it, and the outcome of the last step taken. */
function MeetingDetails({ token, meeting }: { token: string; meeting: MeetingView }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const booked = meeting.status === 'booked';
  const visitorLine = meetingTimeLine(
    meetingTimeText(meeting.start, meeting.end, meeting.timeZone),
  );
  // The business's time only when it reads differently (another zone, another wall-clock time).
  const showBusinessTime =
    meetingTimeLine(meetingTimeText(meeting.start, meeting.end, meeting.businessTimeZone)) !==
    visitorLine;

  function done(next: Notice) {
    setNotice(next);
    if (next.kind === 'success') setRescheduling(false);
  }

  return (
    <Container maxW="3xl" py={{ base: '12', md: '16' }}>
      <Seo
        title="Your Meeting"
        description="Your meeting with our finance team: when it is, and how to move or cancel it."
        path={MEETING_PAGE_PATH}
        noindex
      />
      <Stack gap="3" mb="8" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          Your Meeting
        </Heading>
        <Text color="fg.muted">
          Hello {meeting.clientName}, here is your meeting with our team.
        </Text>
      </Stack>

      <Stack gap="6">
        <Box borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
          <chakra.dl
            display="grid"
            gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
            columnGap="8"
            rowGap={{ base: '1', sm: '4' }}
          >
            <Row label="Status">
              <Badge colorPalette={booked ? 'green' : 'red'} size="lg">
                {booked ? 'Booked' : 'Cancelled'}
              </Badge>
            </Row>
            <TimeRow
              label={showBusinessTime ? 'Your time' : 'When'}
              meeting={meeting}
              timeZone={meeting.timeZone}
            />
            {showBusinessTime ? (
              <TimeRow
                label={`Our time in ${zoneCity(meeting.businessTimeZone)}`}
                meeting={meeting}
                timeZone={meeting.businessTimeZone}
              />
            ) : null}
          </chakra.dl>
        </Box>

        {notice === null ? null : <MeetingNotice notice={notice} />}

        {!booked ? (
          <Text>
            This meeting has been cancelled. To book another time, use our{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <SiteLink href="/contact">contact form</SiteLink>
            </Link>
            {meeting.contact === null ? null : (
              <>
                {' '}
                or write to us at <MailLink address={meeting.contact} />
              </>
            )}
            .
          </Text>
        ) : meeting.changeable ? (
          <Stack gap="4">
            <Text>
              You can move or cancel this meeting here until{' '}
              {instantLine(meeting.changeableUntil, meeting.timeZone)}.
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button
                id={RESCHEDULE_BUTTON_ID}
                colorPalette="brand"
                aria-expanded={rescheduling}
                aria-controls={rescheduling ? RESCHEDULE_PANEL_ID : undefined}
                onClick={() => setRescheduling((open) => !open)}
              >
                Reschedule
              </Button>
              <CancelMeeting token={token} timeLine={visitorLine} onDone={done} />
            </HStack>
            {rescheduling ? (
              <ReschedulePanel
                id={RESCHEDULE_PANEL_ID}
                token={token}
                onDone={done}
                onClose={() => {
                  setRescheduling(false);
                  // The panel and the focus in it are gone: back to the button that opened it.
                  document.getElementById(RESCHEDULE_BUTTON_ID)?.focus();
                }}
              />
            ) : null}
          </Stack>
        ) : (
          <Text>
            This meeting can no longer be changed online.{' '}
            {meeting.contact === null ? (
              <>
                To change or cancel it now, please{' '}
                <Link asChild color="brand.fg" textDecoration="underline">
                  <SiteLink href="/contact">get in touch</SiteLink>
                </Link>
                .
              </>
            ) : (
              <>
                To change or cancel this meeting now, please write to{' '}
                <MailLink address={meeting.contact} />.
              </>
            )}
          </Text>
        )}
      </Stack>
    </Container>
  );
}

/**
 * /meeting/{token}: the meeting a booking's manage link opens, its time in the visitor's zone
 * (and the business's when it reads differently), and while the link may still change it,
 * "Reschedule" and "Cancel meeting". Private (see the route's handle): rendered per request, kept
 * by no cache, out of search results, its address never sent on as a referrer.
 */
export function MeetingPage() {
  const token = useParams().token ?? '';
  const wellFormed = MEETING_TOKEN_PATTERN.test(token);
  const meeting = useQuery({ ...meetingQuery(token), enabled: wellFormed, retryOnMount: false });

  // A link that died since the page was drawn (its meeting is over) is as dead as any other.
  if (!wellFormed || (meeting.error instanceof HttpError && meeting.error.status === 404)) {
    return <MeetingNotFound />;
  }
  if (meeting.data) return <MeetingDetails token={token} meeting={meeting.data.meeting} />;
  if (meeting.isPending) {
    return (
      <VStack role="status" gap="4" py="24">
        <Spinner size="xl" />
        <Text color="fg.muted">Loading your meeting...</Text>
      </VStack>
    );
  }
  return <MeetingUnavailable />;
}

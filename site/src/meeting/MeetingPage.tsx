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
import { useLocalizedPath } from '../navigation/localizedPath';
import { useI18n } from '../i18n/I18nProvider';
import { SiteLink } from '../navigation/SiteLink';
import { DeadLinkPage } from '../not-found/DeadLinkPage';
import { Seo } from '../seo/Seo';
import { CancelMeeting } from './CancelMeeting';
import { ConfirmMeeting } from './ConfirmMeeting';
import { MeetingNotice, type Notice } from './MeetingNotice';
import { meetingQuery } from './meetingQuery';
import { zoneCity } from '@app/contract/timeZones';
import { instantLine, meetingTimeLine, meetingTimeText } from './meetingTime';
import { ReschedulePanel } from './ReschedulePanel';

const RESCHEDULE_PANEL_ID = 'reschedule-meeting';
const RESCHEDULE_BUTTON_ID = 'reschedule-meeting-button';

/**
 * One answer for every dead link (unknown, malformed, its meeting over): whoever holds it learns
 * nothing of why, nor whether there was a meeting.
 */
function MeetingNotFound() {
  const { t } = useI18n();
  return (
    <DeadLinkPage
      title={t('meeting.notFound.title')}
      description={t('meeting.notFound.description')}
    >
      <Text color="fg.muted" maxW="xl">
        {t('meeting.notFound.text')}
      </Text>
      <Button asChild colorPalette="brand">
        <SiteLink href="/contact">{t('meeting.notFound.contact')}</SiteLink>
      </Button>
    </DeadLinkPage>
  );
}

/** Only in the browser (the server answers 503 instead): the read failed for another reason. */
function MeetingUnavailable() {
  const { t } = useI18n();
  const localize = useLocalizedPath();
  return (
    <VStack gap="4" py="24" px="6" textAlign="center">
      <Seo
        title={t('meeting.title')}
        description={t('meeting.unavailable.description')}
        path={localize(MEETING_PAGE_PATH)}
        noindex
      />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('meeting.title')}
      </Heading>
      <Text role="alert" color="fg.muted" maxW="xl">
        {t('meeting.unavailable.text')}
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
  const { locale } = useI18n();
  const text = meetingTimeText(meeting.start, meeting.end, timeZone, locale);
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
  const { t, rich, locale } = useI18n();
  const localize = useLocalizedPath();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [rescheduling, setRescheduling] = useState(false);
  // A move ends this page's link (the new one is in the e-mail): nothing more can be done here.
  const [moved, setMoved] = useState(false);
  const booked = meeting.status === 'booked';
  const visitorLine = meetingTimeLine(
    meetingTimeText(meeting.start, meeting.end, meeting.timeZone, locale),
    locale,
  );
  // The business's time only when it reads differently (another zone, another wall-clock time).
  const showBusinessTime =
    meetingTimeLine(
      meetingTimeText(meeting.start, meeting.end, meeting.businessTimeZone, locale),
      locale,
    ) !== visitorLine;

  function done(next: Notice) {
    setNotice(next);
    if (next.kind === 'success') setRescheduling(false);
  }

  return (
    <Container maxW="3xl" py={{ base: '12', md: '16' }}>
      <Seo
        title={t('meeting.title')}
        description={t('meeting.description')}
        path={localize(MEETING_PAGE_PATH)}
        noindex
      />
      <Stack gap="3" mb="8" textAlign="center">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {t('meeting.title')}
        </Heading>
        <Text color="fg.muted">{t('meeting.greeting', { name: meeting.clientName })}</Text>
      </Stack>

      <Stack gap="6">
        <Box borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
          <chakra.dl
            display="grid"
            gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
            columnGap="8"
            rowGap={{ base: '1', sm: '4' }}
          >
            <Row label={t('meeting.status')}>
              <Badge colorPalette={booked ? 'green' : 'red'} size="lg">
                {t(booked ? 'meeting.booked' : 'meeting.cancelled')}
              </Badge>
            </Row>
            <TimeRow
              label={t(showBusinessTime ? 'meeting.yourTime' : 'meeting.when')}
              meeting={meeting}
              timeZone={meeting.timeZone}
            />
            {showBusinessTime ? (
              <TimeRow
                label={t('meeting.ourTime', { city: zoneCity(meeting.businessTimeZone) })}
                meeting={meeting}
                timeZone={meeting.businessTimeZone}
              />
            ) : null}
          </chakra.dl>
        </Box>

        {notice === null ? null : <MeetingNotice notice={notice} />}

        {!booked ? (
          <Text>
            {rich(
              meeting.contact === null
                ? 'meeting.cancelledText'
                : 'meeting.cancelledText.withContact',
              {
                form: (chunks) => (
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <SiteLink href="/contact">{chunks}</SiteLink>
                  </Link>
                ),
                address: meeting.contact === null ? null : <MailLink address={meeting.contact} />,
              },
            )}
          </Text>
        ) : moved ? null : meeting.changeable ? (
          <Stack gap="4">
            {meeting.holdUntil === null ? null : (
              <ConfirmMeeting
                token={token}
                holdUntil={meeting.holdUntil}
                timeZone={meeting.timeZone}
                onDone={done}
              />
            )}
            <Text>
              {meeting.movable || meeting.contact === null
                ? t('meeting.changeableUntil', {
                    time: instantLine(meeting.changeableUntil, meeting.timeZone, locale),
                  })
                : rich('meeting.movesUsed.withContact', {
                    address: <MailLink address={meeting.contact} />,
                  })}
            </Text>
            <HStack gap="3" wrap="wrap">
              {meeting.movable ? (
                <Button
                  id={RESCHEDULE_BUTTON_ID}
                  colorPalette="brand"
                  aria-expanded={rescheduling}
                  aria-controls={rescheduling ? RESCHEDULE_PANEL_ID : undefined}
                  onClick={() => setRescheduling((open) => !open)}
                >
                  {t('meeting.reschedule')}
                </Button>
              ) : null}
              <CancelMeeting token={token} timeLine={visitorLine} onDone={done} />
            </HStack>
            {rescheduling ? (
              <ReschedulePanel
                id={RESCHEDULE_PANEL_ID}
                token={token}
                onDone={(next) => {
                  done(next);
                  if (next.kind === 'success') setMoved(true);
                }}
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
            {meeting.contact === null
              ? rich('meeting.closed', {
                  contact: (chunks) => (
                    <Link asChild color="brand.fg" textDecoration="underline">
                      <SiteLink href="/contact">{chunks}</SiteLink>
                    </Link>
                  ),
                })
              : rich('meeting.closed.withContact', {
                  address: <MailLink address={meeting.contact} />,
                })}
          </Text>
        )}
      </Stack>
    </Container>
  );
}

/**
 * /meeting/{token}: the meeting a manage link opens, its time in the visitor's zone (and the
 * business's when it reads differently), "Reschedule" and "Cancel meeting" while the link may
 * change it. Private (see the route's handle): per request, no cache, no index, no referrer.
 */
export function MeetingPage() {
  const { t } = useI18n();
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
        <Text color="fg.muted">{t('meeting.loading')}</Text>
      </VStack>
    );
  }
  return <MeetingUnavailable />;
}

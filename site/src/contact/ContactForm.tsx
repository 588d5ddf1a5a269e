import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { TimeSlot } from '@app/contract';
import { Button, Field, Input, Textarea } from 'shared_ui/forms';
import { SimpleGrid, Stack } from 'shared_ui/layout';
import { Link, Text } from 'shared_ui/typography';
import { SiteLink } from '../navigation/SiteLink';
import { useSiteContext } from '../page/siteContext';
import { useI18n } from '../i18n/I18nProvider';
import { businessDate, firstSelectableDate } from './calendarDates';
import { EMPTY_CONTACT_VALUES, submitLabelKey, type ContactValues } from './contactValues';
import { Honeypot } from './Honeypot';
import { SubmitLabel } from './SubmitLabel';
import { NativeCheckbox } from './NativeCheckbox';
import { BOOK_MEETING_FIELD, preloadSlotTimes, SchedulingPanel } from './SchedulingPanel';
import { SERVICES_FIELD, ServicesPicker } from './ServicesPicker';
import { useContactSubmit } from './useContactSubmit';

/** The date the calendar counts from: the page's (see SiteContextValue), else today's. */
export function useBusinessToday(): string {
  const { today, businessTimeZone } = useSiteContext();
  return today ?? businessDate(new Date(), businessTimeZone);
}

/**
 * The contact form of the home section and the /contact page.
 *
 * The meeting checkbox, the calendar and the services list are native controls the server
 * renders, so they answer a tap before the page is live; React adopts their state on hydration
 * and follows their change events. They are never controlled by React props: a reset after
 * sending goes through the DOM (unticking the boxes, closing the popover) and then the state.
 */
export function ContactForm() {
  const { t, rich } = useI18n();
  const today = useBusinessToday();
  const { bookingCalendar } = useSiteContext();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [date, setDate] = useState(() => firstSelectableDate(today, bookingCalendar));
  // A new calendar after a reset, opening on the first open day with nothing left ticked.
  const [calendarKey, setCalendarKey] = useState(0);
  const meetingBox = useRef<HTMLInputElement>(null);
  const servicesPopover = useRef<HTMLDivElement>(null);
  const { submit, pending } = useContactSubmit();

  const set = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const setBookMeeting = useCallback((bookMeeting: boolean) => {
    setValues((current) =>
      current.bookMeeting === bookMeeting
        ? current
        : { ...current, bookMeeting, selectedSlot: null },
    );
  }, []);

  // A box ticked before the page was live is in the DOM only: take it over.
  useEffect(() => {
    if (meetingBox.current?.checked) setBookMeeting(true);
  }, [setBookMeeting]);

  const changeDate = useCallback((next: string) => {
    setDate(next);
    setValues((current) => ({ ...current, selectedSlot: null }));
  }, []);

  const changeServices = useCallback(
    (services: string[]) => setValues((current) => ({ ...current, services })),
    [],
  );

  function resetNativeControls(form: HTMLFormElement) {
    if (meetingBox.current) meetingBox.current.checked = false;
    for (const box of form.querySelectorAll<HTMLInputElement>(
      `input[name="${SERVICES_FIELD}"]:checked`,
    )) {
      box.checked = false;
    }
    // Closing a closed popover does nothing; a browser without popovers has no method to call.
    const popover = servicesPopover.current;
    if (typeof popover?.hidePopover === 'function') popover.hidePopover();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const outcome = await submit(values);
    if (outcome === 'sent') {
      resetNativeControls(form);
      setValues(EMPTY_CONTACT_VALUES);
      setDate(firstSelectableDate(today, bookingCalendar));
      setCalendarKey((key) => key + 1);
    } else if (outcome === 'slot-taken') {
      set('selectedSlot', null);
    }
  }

  return (
    <form onSubmit={onSubmit}>
      <Stack gap="5" position="relative">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root>
            <Field.Label>{t('contact.name')}</Field.Label>
            <Input
              name="name"
              autoComplete="name"
              placeholder={t('contact.name.placeholder')}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('contact.email')}</Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('contact.email.placeholder')}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          </Field.Root>
        </SimpleGrid>

        <ServicesPicker
          value={values.services}
          onChange={changeServices}
          popoverRef={servicesPopover}
        />

        <Field.Root>
          <Field.Label>{t('contact.message')}</Field.Label>
          <Textarea
            name="message"
            rows={5}
            placeholder={t('contact.message.placeholder')}
            value={values.message}
            onChange={(event) => set('message', event.target.value)}
          />
        </Field.Root>

        <Honeypot value={values.website} onChange={(website) => set('website', website)} />

        <NativeCheckbox
          inputRef={meetingBox}
          name={BOOK_MEETING_FIELD}
          defaultChecked={false}
          onChange={(event) => setBookMeeting(event.currentTarget.checked)}
          onPointerEnter={preloadSlotTimes}
          onFocus={preloadSlotTimes}
        >
          {t('contact.bookMeeting')}
        </NativeCheckbox>

        <SchedulingPanel
          key={calendarKey}
          today={today}
          date={date}
          onDateChange={changeDate}
          showTimes={values.bookMeeting}
          selectedSlot={values.selectedSlot}
          onSelectSlot={(slot: TimeSlot | null) => set('selectedSlot', slot)}
          services={values.services}
        />

        <Button
          type="submit"
          size="lg"
          loading={pending}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
        >
          <SubmitLabel
            label={t(submitLabelKey(values))}
            whenMeetingTicked={values.bookMeeting ? undefined : t('contact.submit.noSlot')}
          />
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {rich('contact.privacy', {
            notice: (chunks) => (
              <Link asChild color="brand.fg" textDecoration="underline">
                <SiteLink href="/privacy">{chunks}</SiteLink>
              </Link>
            ),
          })}
        </Text>
      </Stack>
    </form>
  );
}

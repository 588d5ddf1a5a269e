import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { TimeSlot } from '@app/contract';
import { Checkbox } from 'shared_ui/choices';
import { Button, Field, Input, Textarea } from 'shared_ui/forms';
import { HStack, SimpleGrid, Stack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Text } from 'shared_ui/typography';
import { firstSelectableDate } from './calendarDates';
import { EMPTY_CONTACT_VALUES, submitLabel, type ContactValues } from './contactValues';
import { Honeypot } from './Honeypot';
import { ServicesPicker } from './ServicesPicker';
import { useContactSubmit } from './useContactSubmit';

// The calendar, its stylesheet and the zone database load only once a meeting is asked for;
// pointing at or focusing the checkbox starts the download a moment earlier.
const loadSchedulingPanel = () => import('./SchedulingPanel');
const SchedulingPanel = lazy(loadSchedulingPanel);
const preloadSchedulingPanel = () => void loadSchedulingPanel();

/** Spec 2.7: the contact form of the home section and the /contact page. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  // Chosen in the browser when the panel opens: the server never renders the panel.
  const [date, setDate] = useState<Date | null>(null);
  const [servicesOpen, setServicesOpen] = useState(false);
  const { submit, pending } = useContactSubmit();

  const set = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function setBookMeeting(bookMeeting: boolean) {
    setValues((current) => ({ ...current, bookMeeting, selectedSlot: null }));
    if (bookMeeting && date === null) setDate(firstSelectableDate(new Date()));
  }

  function changeDate(next: Date) {
    setDate(next);
    set('selectedSlot', null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit(values);
    if (outcome === 'sent') {
      setValues(EMPTY_CONTACT_VALUES);
      setDate(null);
      setServicesOpen(false);
    } else if (outcome === 'slot-taken') {
      set('selectedSlot', null);
    }
  }

  return (
    <form onSubmit={onSubmit}>
      <Stack gap="5" position="relative">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root>
            <Field.Label>Name</Field.Label>
            <Input
              name="name"
              autoComplete="name"
              placeholder="Your name"
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          </Field.Root>
        </SimpleGrid>

        <ServicesPicker
          value={values.services}
          onChange={(services) => set('services', services)}
          open={servicesOpen}
          onOpenChange={setServicesOpen}
        />

        <Field.Root>
          <Field.Label>Message</Field.Label>
          <Textarea
            name="message"
            rows={5}
            placeholder="Tell us about your business and how we can help"
            value={values.message}
            onChange={(event) => set('message', event.target.value)}
          />
        </Field.Root>

        <Honeypot value={values.website} onChange={(website) => set('website', website)} />

        <Checkbox.Root
          name="bookMeeting"
          checked={values.bookMeeting}
          onCheckedChange={(details) => setBookMeeting(details.checked === true)}
          onPointerEnter={preloadSchedulingPanel}
          onFocus={preloadSchedulingPanel}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>I&apos;d like to book a meeting</Checkbox.Label>
        </Checkbox.Root>

        {values.bookMeeting && date !== null ? (
          <Suspense
            fallback={
              <HStack role="status" gap="2">
                <Spinner size="sm" />
                <Text>Loading calendar...</Text>
              </HStack>
            }
          >
            <SchedulingPanel
              date={date}
              onDateChange={changeDate}
              selectedSlot={values.selectedSlot}
              onSelectSlot={(slot: TimeSlot | null) => set('selectedSlot', slot)}
            />
          </Suspense>
        ) : null}

        <Button
          type="submit"
          size="lg"
          loading={pending}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
        >
          {submitLabel(values)}
        </Button>
      </Stack>
    </form>
  );
}

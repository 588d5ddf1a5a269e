import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../test/renderRoute';
import { businessDate, dateLabel, firstSelectableDate } from './calendarDates';
import type * as SlotTime from './slotTime';
import type { StubAnswer } from '../test/stubContactApi';
import {
  chooseServices,
  CONTACT,
  fillIn,
  installContactApiStub,
  meetingCheckbox,
  openPanel,
  SCHEDULE,
  servicesList,
  SLOT_A,
  slotCalls,
  submitButton,
  type User,
} from '../test/contactTestKit';

jest.mock('./slotTime', () => ({
  ...jest.requireActual<typeof SlotTime>('./slotTime'),
  visitorTimeZone: () => 'Asia/Dubai',
}));

const api = installContactApiStub();
const firstOpenDay = firstSelectableDate(businessDate(new Date(), undefined));

const WITH_MEETING =
  "Message sent and meeting scheduled! You'll receive a calendar invitation by email shortly.";
const WITHOUT_MEETING = "Message sent! We'll get back to you soon.";
const ASK_FOR_SLOT =
  'Message sent! Please select a time slot if you still need to schedule a meeting.';

function posts(): string[] {
  return api()
    .routes()
    .filter((route) => route.startsWith('POST'));
}

function bodyOf(route: string): unknown {
  return api()
    .calls()
    .find((call) => `${call.method} ${call.url.pathname}` === route)?.body;
}

async function bookSlotA(user: User): Promise<void> {
  const times = await openPanel(user);
  await user.click(within(times).getByRole('button', { name: '3:30 PM' }));
}

async function expectToast(title: string, description: string): Promise<void> {
  expect(await screen.findByText(description)).toBeInTheDocument();
  expect(screen.getByText(title)).toBeInTheDocument();
}

function expectFormReset(): void {
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('Email')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Services Select services' })).toBeInTheDocument();
  expect(meetingCheckbox()).not.toBeChecked();
  expect(servicesList().querySelectorAll('input:checked')).toHaveLength(0);
  expect(screen.queryByRole('group', { name: 'Available times' })).not.toBeInTheDocument();
  // The panel is hidden again, its calendar back on the first open day.
  expect(screen.getByText('Sunday is our day off')).not.toBeVisible();
  expect(screen.getByRole('radio', { name: dateLabel(firstOpenDay), hidden: true })).toBeChecked();
  expect(submitButton()).toHaveTextContent(/^Send Message$/);
}

describe('submitting the contact form', () => {
  it('books the meeting first, then sends the message, and resets the form', async () => {
    let answerSchedule: (answer: StubAnswer) => void = () => undefined;
    api().on(SCHEDULE, () => new Promise<StubAnswer>((resolve) => (answerSchedule = resolve)));
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);
    await chooseServices(user, ['Payroll', 'Budgeting & Forecasting']);
    await bookSlotA(user);

    await user.click(submitButton());

    await waitFor(() => expect(posts()).toEqual([SCHEDULE]));
    // The message waits for the booking's answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts()).toEqual([SCHEDULE]);
    answerSchedule({ status: 201, body: { booking: { id: 'b1', ...SLOT_A } } });

    await expectToast('Success', WITH_MEETING);
    expect(posts()).toEqual([SCHEDULE, CONTACT]);
    expect(bodyOf(SCHEDULE)).toEqual({
      startTime: SLOT_A.start,
      endTime: SLOT_A.end,
      attendeeEmail: 'jane@example.com',
      clientName: 'Jane Doe',
      description:
        'Client: Jane Doe\nServices: Payroll, Budgeting & Forecasting\nMessage: We need a CFO.',
      // The zone the times were shown in, so the e-mails and the manage page show the visitor's.
      timeZone: 'Asia/Dubai',
      language: 'en',
    });
    expect(bodyOf(CONTACT)).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      services: 'Payroll, Budgeting & Forecasting',
      message: 'We need a CFO.',
      bookMeeting: true,
      selectedSlot: SLOT_A,
      website: '',
      language: 'en',
    });
    const schedule = api().fetch.mock.calls.find(([url]) => url === '/api/calendar/schedule');
    expect(schedule?.[1]).toMatchObject({
      credentials: 'include',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    });
    expectFormReset();
  });

  it('sends only the message when no meeting is asked for, and closes the services popover', async () => {
    // jsdom has no popovers: the form's call to close the list is what can be seen here.
    const hidePopover = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'hidePopover', {
      value: hidePopover,
      configurable: true,
    });
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);
    await chooseServices(user, ['Payroll']);

    // Submitted with the popover still open (Enter in a field does this).
    fireEvent.submit(screen.getByLabelText('Name').closest('form') as HTMLFormElement);

    await expectToast('Success', WITHOUT_MEETING);
    expect(posts()).toEqual([CONTACT]);
    expect(bodyOf(CONTACT)).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      services: 'Payroll',
      message: 'We need a CFO.',
      bookMeeting: false,
      selectedSlot: null,
      website: '',
      language: 'en',
    });
    expect(hidePopover.mock.contexts).toEqual([servicesList()]);
    expectFormReset();
    delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
  });

  it('asks for a slot in the success text when a meeting was wanted but none chosen', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);
    await openPanel(user);

    await user.click(submitButton());

    await expectToast('Success', ASK_FOR_SLOT);
    expect(posts()).toEqual([CONTACT]);
    expect(bodyOf(CONTACT)).toMatchObject({ bookMeeting: true, selectedSlot: null });
  });

  it.each([
    ['is refused', { status: 400, body: { error: 'That time is outside our hours' } }],
    ['fails on the server', { status: 500, body: { error: 'Internal Server Error' } }],
    ['is limited by a proxy that says nothing', { status: 429 }],
  ])('still sends the message when the booking %s, and logs it', async (_case, answer) => {
    api().on(SCHEDULE, answer);
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);
    await bookSlotA(user);

    await user.click(submitButton());

    await expectToast('Success', ASK_FOR_SLOT);
    expect(posts()).toEqual([SCHEDULE, CONTACT]);
    expect(console.error).toHaveBeenCalledWith('Scheduling the meeting failed:', expect.anything());
    expectFormReset();
  });

  it.each([
    [
      'a cap',
      'You already have the most upcoming meetings we can book for one email address. Please use the link in your invitation to cancel or move one, or write to us at team@finance.example.',
      { code: 'booking.cap-per-email', params: { staffEmail: 'team@finance.example' } },
    ],
    [
      'the rate limit',
      'Too many booking attempts from your network. Please try again in a few minutes.',
      { code: 'booking.rate-limited' },
    ],
  ])(
    'tells why the booking was refused by %s (429), and that the message was still sent',
    async (_case, reason, refusal) => {
      // The page says the code in its words: the API's sentence may read differently.
      api().on(SCHEDULE, { status: 429, body: { error: 'Reworded by the API', ...refusal } });
      const user = userEvent.setup();
      await renderRoute('/contact');
      await fillIn(user);
      await bookSlotA(user);

      await user.click(submitButton());

      await expectToast('Message sent, meeting not booked', reason);
      expect(screen.queryByText(ASK_FOR_SLOT)).not.toBeInTheDocument();
      expect(posts()).toEqual([SCHEDULE, CONTACT]);
      expect(bodyOf(CONTACT)).toMatchObject({ bookMeeting: true, selectedSlot: SLOT_A });
      expectFormReset();
    },
  );

  it('keeps the usual error when the message fails after a refused booking', async () => {
    api().on(SCHEDULE, { status: 429, body: { error: 'We cannot take any more bookings today.' } });
    api().on(CONTACT, { status: 500 });
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);
    await bookSlotA(user);

    await user.click(submitButton());

    await expectToast('Error', 'Failed to send message');
    expect(screen.queryByText('We cannot take any more bookings today.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Doe');
  });

  it('says so when the slot was taken meanwhile, refreshes the slots and keeps the form', async () => {
    api().on(SCHEDULE, { status: 409, body: { error: 'taken' } });
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);
    await bookSlotA(user);
    expect(slotCalls(api())).toHaveLength(1);

    await user.click(submitButton());

    await expectToast(
      'Time slot no longer available',
      'Sorry, that time has just been booked by someone else. Please choose another slot.',
    );
    await waitFor(() => expect(slotCalls(api())).toHaveLength(2));
    expect(posts()).toEqual([SCHEDULE]);
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(meetingCheckbox()).toBeChecked();
    expect(submitButton()).toHaveTextContent('Send Message Only (No Meeting Selected)');
    expect(await screen.findByRole('group', { name: 'Available times' })).toBeInTheDocument();
  });

  it.each([400, 429, 500])(
    'shows "Failed to send message" when the contact call answers %i, keeping the form',
    async (status) => {
      api().on(CONTACT, { status, body: { error: 'nope' } });
      const user = userEvent.setup();
      await renderRoute('/contact');
      await fillIn(user);

      await user.click(submitButton());

      await expectToast('Error', 'Failed to send message');
      expect(screen.getByLabelText('Name')).toHaveValue('Jane Doe');
    },
  );

  it('shows the error message when the contact call cannot reach the server', async () => {
    api().on(CONTACT, () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);

    await user.click(submitButton());

    await expectToast('Error', 'Failed to fetch');
  });

  it('falls back to the generic text when the failure carries no message', async () => {
    api().on(CONTACT, () => Promise.reject('offline'));
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);

    await user.click(submitButton());

    await expectToast('Error', 'Something went wrong. Please try again.');
  });

  it('shows one toast at a time: a success replaces the earlier error', async () => {
    api().on(CONTACT, { status: 500 });
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);
    await user.click(submitButton());
    await expectToast('Error', 'Failed to send message');

    api().on(CONTACT, { status: 201, body: { ok: true, id: 'c2' } });
    await user.click(submitButton());

    await expectToast('Success', WITHOUT_MEETING);
    await waitFor(() =>
      expect(screen.queryByText('Failed to send message')).not.toBeInTheDocument(),
    );
  });

  it('passes on whatever a bot typed into the honeypot, for the BFF to drop', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');
    await fillIn(user);
    fireEvent.change(document.querySelector('input[name="website"]') as HTMLInputElement, {
      target: { value: 'https://spam.example' },
    });

    await user.click(submitButton());

    await expectToast('Success', WITHOUT_MEETING);
    expect(bodyOf(CONTACT)).toMatchObject({ website: 'https://spam.example' });
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../test/renderRoute';
import {
  addDays,
  businessDate,
  dateLabel,
  firstSelectableDate,
  monthOf,
  weekdayOf,
} from './calendarDates';
import { servicesOf } from '../services/services';
import { publishedDefaults } from '../test/siteContentKit';
import type * as SlotTime from './slotTime';
import {
  meetingCheckbox,
  openPanel,
  servicesList,
  slotCalls,
  SLOT_B,
  SLOTS,
  submitButton,
  installContactApiStub,
} from '../test/contactTestKit';

jest.mock('./slotTime', () => ({
  ...jest.requireActual<typeof SlotTime>('./slotTime'),
  visitorTimeZone: () => 'Asia/Dubai',
}));

const api = installContactApiStub();

const SERVICE_OPTIONS = servicesOf(publishedDefaults()).map((service) => service.title);

/** The day the calendar opens on in these tests: no page state, so the business's date now. */
const firstOpenDay = () => firstSelectableDate(businessDate(new Date(), undefined));

describe('contact page form', () => {
  it('has the heading, the labelled fields and the six services', async () => {
    await renderRoute('/contact');

    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');

    // A native popover: the browser opens it from the button, before any script.
    const trigger = screen.getByRole('button', { name: 'Services Select services' });
    expect(trigger).toHaveAttribute('type', 'button');
    const popover = servicesList();
    expect(trigger).toHaveAttribute('popovertarget', popover.id);
    expect(popover).toHaveAttribute('popover', 'auto');
    const boxes = within(popover).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([...SERVICE_OPTIONS]);
    expect(boxes.map((box) => box.getAttribute('name'))).toEqual(
      SERVICE_OPTIONS.map(() => 'services'),
    );
  });

  it('sums up the ticked services on the button, in the order they were ticked', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');
    const list = servicesList();

    await user.click(within(list).getByRole('checkbox', { name: 'Payroll' }));
    expect(screen.getByRole('button', { name: 'Services Payroll' })).toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox', { name: 'Custom Dashboard & KPIs' }));
    expect(
      screen.getByRole('button', { name: 'Services 2 services selected' }),
    ).toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox', { name: 'Payroll' }));
    expect(
      screen.getByRole('button', { name: 'Services Custom Dashboard & KPIs' }),
    ).toBeInTheDocument();
  });

  it('hides the honeypot from people, screen readers and the tab order', async () => {
    await renderRoute('/contact');

    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('names the submit button after the meeting state', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');
    expect(submitButton()).toHaveTextContent('Send Message');
    expect(submitButton()).toHaveTextContent(/^Send Message$/);

    const times = await openPanel(user);
    expect(submitButton()).toHaveTextContent('Send Message Only (No Meeting Selected)');

    await user.click(within(times).getByRole('button', { name: '3:30 PM' }));
    expect(submitButton()).toHaveTextContent('Send Message & Schedule Meeting');

    await user.click(meetingCheckbox());
    expect(submitButton()).toHaveTextContent(/^Send Message$/);
    expect(screen.queryByRole('group', { name: 'Available times' })).not.toBeInTheDocument();
  });

  it('is a native checkbox, unticked, with the booking panel in the page for CSS to show', async () => {
    await renderRoute('/contact');

    const box = meetingCheckbox();
    expect(box.tagName).toBe('INPUT');
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).toHaveAttribute('name', 'bookMeeting');
    expect(box).not.toBeChecked();
    // Phrasing content only inside the label.
    expect(box.closest('label')?.querySelector('div, p')).toBeNull();
    // Hidden by CSS until the box is ticked, then shown by CSS.
    const dayOff = screen.getByText('Sunday is our day off');
    expect(dayOff).not.toBeVisible();
    expect(
      screen.getByRole('radio', { name: dateLabel(firstOpenDay()), hidden: true }),
    ).toBeChecked();
    // No times are read before a meeting is asked for.
    expect(slotCalls(api())).toHaveLength(0);

    box.click();
    expect(dayOff).toBeVisible();
  });
});

describe('scheduling panel', () => {
  it('lists the slots of the first open day in the visitor zone, two per row', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');
    expect(slotCalls(api())).toHaveLength(0);

    const times = await openPanel(user);

    expect(screen.getByText('Sunday is our day off')).toBeInTheDocument();
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['3:30 PM', '4:00 PM']);
    expect(times).toHaveStyle({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
    expect(
      screen.getByText(/Times shown in your time zone: Asia\/Dubai \(UTC\+04:00\)/),
    ).toBeVisible();
    const [call] = slotCalls(api());
    expect(call?.url.searchParams.get('date')).toBe(firstOpenDay());
    expect(call?.url.searchParams.get('tz')).toBe('Asia/Dubai');
  });

  it('says it is loading while the slots are on their way', async () => {
    api().on(SLOTS, () => new Promise(() => undefined));
    const user = userEvent.setup();
    await renderRoute('/contact');

    await user.click(meetingCheckbox());

    expect(
      await screen.findByText('Loading available slots...', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['an empty day', { status: 200, body: { slots: [] } }],
    ['a bare empty list', { status: 200, body: [] }],
    ['a failed read', { status: 500, body: { error: 'Internal Server Error' } }],
  ])('shows the empty state for %s', async (_case, answer) => {
    api().on(SLOTS, answer);
    const user = userEvent.setup();
    await renderRoute('/contact');

    await user.click(meetingCheckbox());

    expect(
      await screen.findByText('No available slots for this date', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try selecting another date.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Available times' })).not.toBeInTheDocument();
  });

  it('accepts the answer as a bare list of slots', async () => {
    api().on(SLOTS, { status: 200, body: [SLOT_B] });
    const user = userEvent.setup();
    await renderRoute('/contact');

    const times = await openPanel(user);

    expect(within(times).getByRole('button', { name: '4:00 PM' })).toBeInTheDocument();
  });

  it('refresh clears the chosen slot and asks again 100 ms later', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');
    const times = await openPanel(user);
    await user.click(within(times).getByRole('button', { name: '3:30 PM' }));
    expect(within(times).getByRole('button', { name: '3:30 PM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(slotCalls(api())).toHaveLength(1);

    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(submitButton()).toHaveTextContent('Send Message Only (No Meeting Selected)');
      act(() => jest.advanceTimersByTime(99));
      expect(slotCalls(api())).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(slotCalls(api())).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
    const refreshed = await screen.findByRole('group', { name: 'Available times' });
    expect(within(refreshed).getByRole('button', { name: '3:30 PM' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(slotCalls(api())[1]?.url.search).toBe(slotCalls(api())[0]?.url.search);
  });

  it('changing the date clears the slot and loads that date', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');
    const times = await openPanel(user);
    await user.click(within(times).getByRole('button', { name: '4:00 PM' }));
    expect(submitButton()).toHaveTextContent('Send Message & Schedule Meeting');

    const first = firstOpenDay();
    let next = addDays(first, 1);
    if (weekdayOf(next) === 0) next = addDays(next, 1);
    // The next open day may be in the next month.
    if (monthOf(next) !== monthOf(first)) {
      await user.click(screen.getByRole('button', { name: 'Next month' }));
    }
    await user.click(screen.getByRole('radio', { name: dateLabel(next) }));

    expect(submitButton()).toHaveTextContent('Send Message Only (No Meeting Selected)');
    await waitFor(() => expect(slotCalls(api())).toHaveLength(2));
    expect(slotCalls(api())[1]?.url.searchParams.get('date')).toBe(next);
  });

  it('pages through the months, never before the current one, keeping the chosen day', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');
    await openPanel(user);
    const first = firstOpenDay();
    // No way back from the current month: the button is disabled and out of sight.
    expect(screen.queryByRole('button', { name: 'Previous month' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.queryByRole('radio', { name: dateLabel(first) })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));

    expect(screen.getByRole('radio', { name: dateLabel(first) })).toBeChecked();
    expect(slotCalls(api())).toHaveLength(1);
  });

  it('does not offer Sundays or past days', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');
    await openPanel(user);

    const days = screen.getAllByRole('radio');
    const sundays = days.filter((day) => /^Sunday/.test(day.getAttribute('aria-label') ?? ''));
    expect(sundays.length).toBeGreaterThan(3);
    for (const sunday of sundays) expect(sunday).toBeDisabled();
    const yesterday = addDays(businessDate(new Date(), undefined), -1);
    // Yesterday may belong to last month, which the calendar does not show.
    const pastDay = screen.queryByRole('radio', { name: dateLabel(yesterday) });
    if (pastDay) expect(pastDay).toBeDisabled();
    expect(days.filter((day) => !(day as HTMLInputElement).disabled).length).toBeGreaterThan(0);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../test/renderRoute';
import { toIsoDate, firstSelectableDate } from './calendarDates';
import { SERVICE_OPTIONS } from './serviceOptions';
import type * as SlotTime from './slotTime';
import {
  meetingCheckbox,
  openPanel,
  slotCalls,
  SLOT_B,
  SLOTS,
  submitButton,
  installContactApiStub,
} from './contactTestKit';

jest.mock('./slotTime', () => ({
  ...jest.requireActual<typeof SlotTime>('./slotTime'),
  visitorTimeZone: () => 'Asia/Dubai',
}));

const api = installContactApiStub();

describe('contact page form', () => {
  it('has the heading, the labelled fields and the six services', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');

    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');

    await user.click(screen.getByRole('button', { name: 'Services Select services' }));
    const popover = await screen.findByRole('dialog');
    expect(
      within(popover)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([...SERVICE_OPTIONS]);
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
    expect(screen.queryByText('Sunday is our day off')).not.toBeInTheDocument();
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
    expect(call?.url.searchParams.get('date')).toBe(toIsoDate(firstSelectableDate(new Date())));
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

    const first = firstSelectableDate(new Date());
    // The next open day: the calendar also shows the first days of the next month.
    const next = new Date(first.getFullYear(), first.getMonth(), first.getDate() + 1);
    if (next.getDay() === 0) next.setDate(next.getDate() + 1);
    await user.click(
      screen.getByRole('gridcell', {
        name: new RegExp(`^Choose \\w+, \\w+ ${next.getDate()}\\w\\w, ${next.getFullYear()}$`),
      }),
    );

    expect(submitButton()).toHaveTextContent('Send Message Only (No Meeting Selected)');
    await waitFor(() => expect(slotCalls(api())).toHaveLength(2));
    expect(slotCalls(api())[1]?.url.searchParams.get('date')).toBe(toIsoDate(next));
  });

  it('does not offer Sundays or past days', async () => {
    const user = userEvent.setup();
    await renderRoute('/contact');
    await openPanel(user);

    const sundays = screen
      .getAllByRole('gridcell')
      .filter((day) => /Sunday/.test(day.getAttribute('aria-label') ?? ''));
    expect(sundays.length).toBeGreaterThan(3);
    for (const sunday of sundays) expect(sunday).toHaveAttribute('aria-disabled', 'true');
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const pastDay = screen.queryByRole('gridcell', {
      name: new RegExp(`\\w+ ${yesterday.getDate()}\\w\\w, ${yesterday.getFullYear()}$`),
    });
    // Yesterday may belong to last month, which the calendar does not show.
    if (pastDay) expect(pastDay).toHaveAttribute('aria-disabled', 'true');
  });
});

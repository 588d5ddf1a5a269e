/**
 * Test helper shared by the contact form's test files: the BFF stubbed at fetch, two slots, and
 * the steps a visitor takes. Each test file also mocks `./slotTime` so the visitor is in Dubai.
 */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { stubContactApi, type StubbedContactApi } from './stubContactApi';

// jsdom lacks what the kit's press handling uses.
Object.assign(window, {
  PointerEvent: window.PointerEvent ?? class PointerEvent extends MouseEvent {},
});

export type User = ReturnType<typeof userEvent.setup>;

// Dubai is UTC+4 all year: 11:30Z shows as 3:30 PM, 12:00Z as 4:00 PM.
export const SLOT_A = { start: '2030-01-07T11:30:00.000Z', end: '2030-01-07T12:00:00.000Z' };
export const SLOT_B = { start: '2030-01-07T12:00:00.000Z', end: '2030-01-07T12:30:00.000Z' };

export const SLOTS = 'GET /api/calendar/available-slots';
export const SCHEDULE = 'POST /api/calendar/schedule';
export const CONTACT = 'POST /api/contact';

/**
 * Installs a fresh stub before each test (slots A and B, bookings and messages accepted) and
 * restores fetch after it; returns a getter for the current stub.
 */
export function installContactApiStub(): () => StubbedContactApi {
  // Whole visits (form, lazy panel, toasts) on a shared two-core machine.
  jest.setTimeout(20_000);
  const originalFetch = globalThis.fetch;
  let api: StubbedContactApi | undefined;
  beforeEach(() => {
    window.scrollTo = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    api = stubContactApi({
      [SLOTS]: { status: 200, body: { slots: [SLOT_A, SLOT_B] } },
      [SCHEDULE]: { status: 201, body: { booking: { id: 'b1', ...SLOT_A } } },
      [CONTACT]: { status: 201, body: { ok: true, id: 'c1' } },
    });
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
    jest.restoreAllMocks();
  });
  return () => {
    if (!api) throw new Error('the stub is installed in beforeEach');
    return api;
  };
}

export function submitButton(): HTMLElement {
  return screen.getByRole('button', { name: /^Send Message/ });
}

export function meetingCheckbox(): HTMLElement {
  return screen.getByRole('checkbox', { name: "I'd like to book a meeting" });
}

/** Fills name, e-mail and message (pasted: typing key by key is slow on a busy machine). */
export async function fillIn(user: User): Promise<void> {
  for (const [label, text] of [
    ['Name', 'Jane Doe'],
    ['Email', 'jane@example.com'],
    ['Message', 'We need a CFO.'],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

/**
 * The services list a `popovertarget` button opens. jsdom has no popovers: the button does
 * nothing there and the list is always in the DOM, so ticking its boxes is what is left to do.
 */
export function servicesList(): HTMLElement {
  return screen.getByRole('group', { name: 'Services' });
}

export async function chooseServices(user: User, names: readonly string[]): Promise<void> {
  await user.click(screen.getByRole('button', { name: /^Services/ }));
  for (const name of names) {
    await user.click(within(servicesList()).getByRole('checkbox', { name }));
  }
}

/** Ticks "book a meeting" and resolves with the grid of times once the slots are shown. */
export async function openPanel(user: User): Promise<HTMLElement> {
  await user.click(meetingCheckbox());
  // The first opening in a file also loads the lazy times with the zone database.
  return screen.findByRole('group', { name: 'Available times' }, { timeout: 10_000 });
}

export function slotCalls(api: StubbedContactApi) {
  return api.calls().filter((call) => call.url.pathname === '/api/calendar/available-slots');
}

import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { ContactForm } from './ContactForm';
import {
  installContactApiStub,
  meetingCheckbox,
  slotCalls,
  submitButton,
} from '../test/contactTestKit';
import type * as SlotTime from './slotTime';
import { withSiteContent } from '../test/siteContentKit';

jest.mock('./slotTime', () => ({
  ...jest.requireActual<typeof SlotTime>('./slotTime'),
  visitorTimeZone: () => 'Asia/Dubai',
}));

const api = installContactApiStub();

/** The page's date, far from the test machine's clock: both renders must take it from the page. */
const TODAY = '2030-01-05';

function page() {
  return (
    <SiteApp
      queryClient={withSiteContent(createQueryClient())}
      site={{ origin: 'https://finance.example', today: TODAY }}
    >
      {/* The form links the privacy notice: its links need the router the page always has. */}
      <MemoryRouter initialEntries={['/contact']}>
        <ContactForm />
      </MemoryRouter>
    </SiteApp>
  );
}

let container: HTMLElement;
let root: Root | undefined;
let recoverable: unknown[];

/** The server's markup on the page, inert as it is before the scripts run. */
function serverPage() {
  container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
}

async function hydrate() {
  recoverable = [];
  await act(async () => {
    root = hydrateRoot(container, page(), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
}

const input = (selector: string) => container.querySelector<HTMLInputElement>(selector);

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('the contact form between the server and the live page', () => {
  it('hydrates the server markup as it is: no mismatch, no slots read', async () => {
    serverPage();
    expect(input('input[name="meetingDate"]:checked')?.value).toBe('2030-01-05');

    await hydrate();

    expect(recoverable).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
    expect(submitButton()).toHaveTextContent(/^Send Message$/);
    expect(slotCalls(api())).toHaveLength(0);
  });

  it('adopts the meeting box, the day and the services ticked before it was live, once', async () => {
    serverPage();
    // Native taps while no script runs: the browser ticks and picks by itself.
    input('input[name="bookMeeting"]')?.click();
    input('input[name="meetingDate"][value="2030-01-08"]')?.click();
    input('input[name="services"][value="Payroll"]')?.click();

    await hydrate();

    expect(recoverable).toEqual([]);
    expect(meetingCheckbox()).toBeChecked();
    expect(submitButton()).toHaveTextContent('Send Message Only (No Meeting Selected)');
    expect(screen.getByRole('button', { name: 'Services Payroll' })).toBeInTheDocument();
    const times = await screen.findByRole(
      'group',
      { name: 'Available times' },
      { timeout: 10_000 },
    );
    expect(slotCalls(api()).map((call) => call.url.searchParams.get('date'))).toEqual([
      '2030-01-08',
    ]);

    // Fully live from here: a time can be chosen, and the box unticked.
    within(times).getByRole('button', { name: '3:30 PM' }).click();
    await waitFor(() =>
      expect(submitButton()).toHaveTextContent('Send Message & Schedule Meeting'),
    );
    await act(async () => meetingCheckbox().click());
    expect(submitButton()).toHaveTextContent(/^Send Message$/);
    expect(slotCalls(api())).toHaveLength(1);
  });
});

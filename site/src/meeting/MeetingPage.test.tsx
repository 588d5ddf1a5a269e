import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import type { MeetingView } from '@app/contract/meetings';
import type * as SlotTime from '../contact/slotTime';
import { installContactApiStub, SLOT_A, SLOT_B, SLOTS, type User } from '../test/contactTestKit';
import type { StubAnswer } from '../test/stubContactApi';
import { renderRoute } from '../test/renderRoute';
import { SiteApp } from '../app/SiteApp';
import { MeetingPage } from './MeetingPage';
import { meetingQueryKey } from './meetingQuery';
import { withSiteContent } from '../test/siteContentKit';

// The visitor is in London (GMT in January): slot A (11:30Z) shows as 11:30 AM, B as 12:00 PM.
jest.mock('../contact/slotTime', () => ({
  ...jest.requireActual<typeof SlotTime>('../contact/slotTime'),
  visitorTimeZone: () => 'Europe/London',
}));

const api = installContactApiStub();

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const READ = `GET /api/meetings/${TOKEN}`;
const CANCEL = `POST /api/meetings/${TOKEN}/cancel`;
const RESCHEDULE = `POST /api/meetings/${TOKEN}/reschedule`;
/** The times this meeting may move to (its advisor's and the eligible ones'), not the public list. */
const MOVE_SLOTS = `GET /api/meetings/${TOKEN}/slots`;

/** Booked on slot A from London, changeable until 12 hours before. */
const MEETING: MeetingView = {
  id: 'b1',
  start: SLOT_A.start,
  end: SLOT_A.end,
  timeZone: 'Europe/London',
  businessTimeZone: 'Asia/Dubai',
  status: 'booked',
  clientName: 'Jane Doe',
  changeable: true,
  movable: true,
  holdUntil: null,
  changeableUntil: '2030-01-06T23:30:00.000Z',
  contact: null,
};
const CLOSED: MeetingView = {
  ...MEETING,
  changeable: false,
  movable: false,
  contact: 'team@finance.example',
};
const CANCELLED: MeetingView = { ...CLOSED, status: 'cancelled' };

const answer = (meeting: MeetingView): StubAnswer => ({ status: 200, body: { meeting } });

async function openMeeting(meeting: MeetingView | StubAnswer = MEETING) {
  api().on(READ, 'id' in meeting ? answer(meeting) : meeting);
  api().on(MOVE_SLOTS, { status: 200, body: { slots: [SLOT_A, SLOT_B] } });
  await renderRoute(`/meeting/${TOKEN}`);
  await screen.findByRole('heading', { level: 1 });
}

function posts(): string[] {
  return api()
    .routes()
    .filter((route) => route.startsWith('POST'));
}

const moveSlotReads = () =>
  api()
    .routes()
    .filter((route) => route === MOVE_SLOTS);

function reads(): number {
  return api()
    .routes()
    .filter((route) => route === READ).length;
}

const main = () => screen.getByRole('main');
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function pickSlot(user: User, time: string) {
  const times = await screen.findByRole('group', { name: 'Available times' }, { timeout: 10_000 });
  await user.click(within(times).getByRole('button', { name: time }));
}

describe('the meeting page', () => {
  it("shows the meeting in the visitor's zone and the business's, with both actions", async () => {
    await openMeeting();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Meeting');
    expect(main()).toHaveTextContent('Hello Jane Doe');
    const details = within(main().querySelector('dl') as HTMLElement);
    expect(details.getByText('Booked')).toBeInTheDocument();
    expect(details.getByText('Your time').nextElementSibling).toHaveTextContent(
      'Monday, January 7, 203011:30 AM – 12:00 PMGreenwich Mean Time',
    );
    expect(details.getByText('Our time in Dubai').nextElementSibling).toHaveTextContent(
      'Monday, January 7, 20303:30 PM – 4:00 PMGulf Standard Time',
    );
    expect(main()).toHaveTextContent(
      'You can move or cancel this meeting here until Sunday, January 6, 2030, 11:30 PM (Greenwich Mean Time).',
    );
    expect(button('Reschedule')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Cancel meeting')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
    expect(console.error).not.toHaveBeenCalled();
  });

  it('names whom to write to once the link can no longer change it, and offers no buttons', async () => {
    await openMeeting(CLOSED);

    expect(main()).toHaveTextContent(
      'This meeting can no longer be changed online. To change or cancel this meeting now, please write to team@finance.example.',
    );
    expect(screen.getByRole('link', { name: 'team@finance.example' })).toHaveAttribute(
      'href',
      'mailto:team@finance.example',
    );
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(within(main()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no move once the link has made its moves, and names whom to write to', async () => {
    await openMeeting({ ...MEETING, movable: false, contact: 'team@finance.example' });

    expect(main()).toHaveTextContent(
      'This meeting has been moved as often as we allow online. You can still cancel it here; to change its time, please write to us at team@finance.example.',
    );
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(button('Cancel meeting')).toBeInTheDocument();
  });

  it('asks the visitor to confirm a booking that waits for it, and confirms it', async () => {
    const waiting = { ...MEETING, holdUntil: '2030-01-01T10:00:00.000Z' };
    api().on(`POST /api/meetings/${TOKEN}/confirm`, answer({ ...waiting, holdUntil: null }));
    const user = userEvent.setup();
    await openMeeting(waiting);

    expect(main()).toHaveTextContent(
      'Please confirm this meeting by Tuesday, January 1, 2030, 10:00 AM (Greenwich Mean Time), or we will release the time for other visitors.',
    );
    await user.click(button('Confirm meeting'));
    expect(await screen.findByText('Thank you, your meeting is confirmed.')).toBeInTheDocument();
    expect(posts()).toEqual([`POST /api/meetings/${TOKEN}/confirm`]);
    expect(screen.queryByRole('button', { name: 'Confirm meeting' })).not.toBeInTheDocument();
  });

  it('says a cancelled meeting is cancelled, with no buttons', async () => {
    await openMeeting(CANCELLED);

    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(main()).toHaveTextContent('This meeting has been cancelled.');
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(within(main()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('answers a dead link with one neutral page', async () => {
    await openMeeting({ status: 404, body: { error: 'Meeting not found' } });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meeting Not Found');
    expect(main()).not.toHaveTextContent(/expired|ended|cancelled|Jane/i);
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });
});

describe('cancelling', () => {
  it('asks first, then cancels through the BFF and shows the cancelled meeting', async () => {
    api().on(
      CANCEL,
      answer({ ...MEETING, status: 'cancelled', changeable: false, contact: 'x@y.z' }),
    );
    const user = userEvent.setup();
    await openMeeting();

    await user.click(button('Cancel meeting'));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this meeting?' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(/Monday, January 7, 2030, 11:30 AM – 12:00 PM/);
    // The choice that changes nothing has the focus.
    expect(within(dialog).getByRole('button', { name: 'Keep meeting' })).toHaveFocus();
    expect(posts()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel meeting' }));

    const done = await screen.findByText(
      'Your meeting is cancelled. We have sent you an e-mail to confirm it.',
    );
    // Read out and focused: the button the visitor pressed has gone with the booked state.
    expect(done.closest('[role="status"]')).toHaveFocus();
    expect(dialog).not.toHaveAttribute('open');
    expect(posts()).toEqual([CANCEL]);
    const call = api().fetch.mock.calls.find(([url]) => url === `/api/meetings/${TOKEN}/cancel`);
    expect(call?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(main()).toHaveTextContent('This meeting has been cancelled.');
    expect(screen.queryByRole('button', { name: 'Cancel meeting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('changes nothing when the visitor keeps the meeting', async () => {
    const user = userEvent.setup();
    await openMeeting();

    await user.click(button('Cancel meeting'));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this meeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep meeting' }));

    expect(dialog).not.toHaveAttribute('open');
    expect(button('Cancel meeting')).toHaveFocus();
    expect(posts()).toEqual([]);
    expect(screen.getByText('Booked')).toBeInTheDocument();
  });

  it("shows the refusal in the BFF's words and the meeting as it now stands", async () => {
    const refusal =
      'This meeting starts in less than 12 hours and can no longer be changed online. Please write to us at team@finance.example.';
    api().on(CANCEL, {
      status: 409,
      body: {
        error: 'Reworded by the API',
        code: 'meeting.closed',
        params: { hours: 12, staffEmail: 'team@finance.example' },
      },
    });
    const user = userEvent.setup();
    await openMeeting();
    api().on(READ, answer(CLOSED));

    await user.click(button('Cancel meeting'));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel meeting' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() =>
      expect(main()).toHaveTextContent('To change or cancel this meeting now, please write to'),
    );
    expect(reads()).toBe(2);
    expect(screen.queryByRole('button', { name: 'Cancel meeting' })).not.toBeInTheDocument();
  });
});

describe('rescheduling', () => {
  it("offers the free times, sends the chosen start with the visitor's zone, and shows the new time", async () => {
    api().on(RESCHEDULE, answer({ ...MEETING, start: SLOT_B.start, end: SLOT_B.end }));
    const user = userEvent.setup();
    await openMeeting();

    await user.click(button('Reschedule'));
    expect(button('Reschedule')).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Choose a new time' });
    expect(button('Reschedule')).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('group', { name: 'Choose a date' })).toBeInTheDocument();

    // Nothing chosen yet: nothing is sent.
    await user.click(within(panel).getByRole('button', { name: 'Move meeting' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please choose a new time first.');
    expect(posts()).toEqual([]);

    await pickSlot(user, '12:00 PM');
    // The times are this meeting's, in the visitor's zone; never the public booking list.
    const [slotsRead] = api()
      .calls()
      .filter((call) => `${call.method} ${call.url.pathname}` === MOVE_SLOTS);
    expect(slotsRead?.url.searchParams.get('tz')).toBe('Europe/London');
    expect(api().routes()).not.toContain(SLOTS);
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    const readsBeforeMove = moveSlotReads().length;
    await user.click(within(panel).getByRole('button', { name: 'Move meeting' }));

    expect(
      await screen.findByText(
        'Your meeting is moved to Monday, January 7, 2030, 12:00 PM – 12:30 PM (Greenwich Mean Time). We have sent you an updated invitation by e-mail with a new link to this page; this link no longer works.',
      ),
    ).toBeInTheDocument();
    // The move ended this link: nothing more is offered or read on it (its times would be 404).
    expect(within(main()).queryByRole('button')).not.toBeInTheDocument();
    expect(moveSlotReads()).toHaveLength(readsBeforeMove);
    expect(posts()).toEqual([RESCHEDULE]);
    const move = api()
      .calls()
      .find((call) => `${call.method} ${call.url.pathname}` === RESCHEDULE);
    expect(move?.body).toEqual({ startTime: SLOT_B.start, timeZone: 'Europe/London' });
    const call = api().fetch.mock.calls.find(
      ([url]) => url === `/api/meetings/${TOKEN}/reschedule`,
    );
    expect(call?.[1]).toMatchObject({ headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(screen.getByText('Your time').nextElementSibling).toHaveTextContent(
      '12:00 PM – 12:30 PM',
    );
    expect(screen.getByText('Our time in Dubai').nextElementSibling).toHaveTextContent(
      '4:00 PM – 4:30 PM',
    );
    expect(screen.queryByRole('region', { name: 'Choose a new time' })).not.toBeInTheDocument();
  });

  it('says so when the slot was just taken, and reads the free times again', async () => {
    const taken =
      'Sorry, that time has just been booked by someone else. Please choose another slot.';
    api().on(RESCHEDULE, {
      status: 409,
      body: { error: 'Reworded by the API', code: 'booking.slot-taken' },
    });
    const user = userEvent.setup();
    await openMeeting();
    await user.click(button('Reschedule'));
    await pickSlot(user, '11:30 AM');
    const slotReads = moveSlotReads().length;

    await user.click(button('Move meeting'));

    const panel = screen.getByRole('region', { name: 'Choose a new time' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(taken);
    await waitFor(() => expect(moveSlotReads()).toHaveLength(slotReads + 1));
    const times = await within(panel).findByRole('group', { name: 'Available times' });
    for (const time of within(times).getAllByRole('button')) {
      expect(time).toHaveAttribute('aria-pressed', 'false');
    }
    // Still the old time, and still changeable.
    expect(screen.getByText('Your time').nextElementSibling).toHaveTextContent('11:30 AM');
    expect(button('Move meeting')).toBeInTheDocument();
  });

  it("says the move limit by its code, with whom to write to, in the catalogue's words", async () => {
    api().on(RESCHEDULE, {
      status: 409,
      body: {
        error: 'Reworded by the API',
        code: 'meeting.move-limit',
        params: { moves: 3, staffEmail: 'staff@finance.example' },
      },
    });
    const user = userEvent.setup();
    await openMeeting();
    await user.click(button('Reschedule'));
    await pickSlot(user, '11:30 AM');

    await user.click(button('Move meeting'));

    const panel = screen.getByRole('region', { name: 'Choose a new time' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This meeting has already been moved 3 times online, the most we allow. To change it again, please write to us at staff@finance.example.',
    );
  });

  it('shows the reason the BFF gives for a time it refuses', async () => {
    api().on(RESCHEDULE, {
      status: 400,
      body: {
        error: 'Invalid input',
        fields: { startTime: ['Reworded by the API'] },
        fieldCodes: { startTime: [{ code: 'meeting.same-time' }] },
      },
    });
    const user = userEvent.setup();
    await openMeeting();
    await user.click(button('Reschedule'));
    await pickSlot(user, '11:30 AM');

    await user.click(button('Move meeting'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your meeting is already at that time. Please choose another slot.',
    );
    expect(reads()).toBe(1);
  });

  it('closes the panel when the visitor keeps the current time', async () => {
    const user = userEvent.setup();
    await openMeeting();
    await user.click(button('Reschedule'));
    expect(screen.getByRole('heading', { name: 'Choose a new time' })).toHaveFocus();

    await user.click(button('Keep current time'));

    expect(screen.queryByRole('region', { name: 'Choose a new time' })).not.toBeInTheDocument();
    expect(button('Reschedule')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Reschedule')).toHaveFocus();
    expect(posts()).toEqual([]);
  });
});

describe('the page between the server and the live page', () => {
  function page() {
    const queryClient = withSiteContent(createQueryClient());
    queryClient.setQueryData(meetingQueryKey(TOKEN), { meeting: MEETING });
    return (
      <SiteApp
        queryClient={queryClient}
        site={{ origin: 'https://finance.example', today: '2030-01-05' }}
      >
        <MemoryRouter initialEntries={[`/meeting/${TOKEN}`]}>
          <Routes>
            <Route path="/meeting/:token" element={<MeetingPage />} />
          </Routes>
        </MemoryRouter>
      </SiteApp>
    );
  }

  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('hydrates without a mismatch, keeping a confirmation the browser opened before', async () => {
    api().on(
      CANCEL,
      answer({ ...MEETING, status: 'cancelled', changeable: false, contact: 'x@y.z' }),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    // A tap before any script: the browser opens the dialog by itself (Invoker Commands).
    screen.getByRole('button', { name: 'Cancel meeting' }).click();
    expect(screen.getByRole('dialog', { name: 'Cancel this meeting?' })).toHaveAttribute('open');

    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page(), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    expect(recoverable).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
    expect(reads()).toBe(0);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this meeting?' });
    expect(dialog).toHaveAttribute('open');
    await act(async () =>
      within(dialog).getByRole('button', { name: 'Yes, cancel meeting' }).click(),
    );
    expect(
      await screen.findByText(
        'Your meeting is cancelled. We have sent you an e-mail to confirm it.',
      ),
    ).toBeInTheDocument();
    expect(posts()).toEqual([CANCEL]);
  });
});

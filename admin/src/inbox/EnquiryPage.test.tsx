import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EnquiryDetail } from '@app/contract/inbox';
import { renderAdmin } from '../test/renderAdmin';
import {
  ENQUIRY_ID,
  MEETING_ID,
  enquiryDetail,
  historyEntry,
  inboxPage,
  inboxRow,
  meeting,
} from '../test/inbox';
import { signedInAs, stubApi, type StubAnswer } from '../test/stubApi';
import { invalid, refused } from '../test/refused';

jest.setTimeout(20_000);

const PATH = `/admin/inbox/${ENQUIRY_ID}`;
const GET = `GET /api/staff/inbox/${ENQUIRY_ID}`;
const asAdmin = { 'GET /api/auth/me': signedInAs('admin') };
const asModerator = { 'GET /api/auth/me': signedInAs('moderator') };
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** The enquiry as the fake BFF holds it: each change replaces it, as the real one would. */
function enquiryStore(initial: EnquiryDetail = enquiryDetail()) {
  let current = initial;
  return {
    get: (): StubAnswer => ({ status: 200, body: current }),
    set: (next: EnquiryDetail) => {
      current = next;
    },
    current: () => current,
  };
}

describe('/admin/inbox/:id: one enquiry', () => {
  it('shows the visitor, the whole message as text, the meeting, its history and the activity', async () => {
    stubApi({
      ...asModerator,
      [GET]: {
        status: 200,
        body: enquiryDetail({
          meetingHistory: [
            historyEntry(),
            historyEntry({
              at: '2029-12-21T09:00:00.000Z',
              event: 'rescheduled',
              actorKind: 'staff',
              actor: 'omar',
              fromStart: '2030-01-06T07:00:00.000Z',
              toStart: '2030-01-07T11:30:00.000Z',
            }),
            historyEntry({ event: 'reminded', actorKind: 'system', toStart: null }),
          ],
          activity: [
            {
              id: 1,
              at: '2029-12-20T09:00:00.000Z',
              actor: 'jane',
              kind: 'status',
              from: 'new',
              to: 'in_progress',
            },
            {
              id: 2,
              at: '2029-12-20T09:05:00.000Z',
              actor: 'omar',
              kind: 'note',
              body: 'Called back.\nWants a quote.',
            },
          ],
        }),
      },
    });
    await renderAdmin(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Khan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sara@example.com' })).toHaveAttribute(
      'href',
      'mailto:sara@example.com',
    );
    expect(screen.getByText('Bookkeeping, VAT')).toBeInTheDocument();
    // As text, line breaks kept: the markup is not rendered.
    const message = screen.getByText(/^Hello,/);
    expect(message.textContent).toBe('Hello,\nwe need help with <b>VAT</b>.\nThanks');
    expect(message.querySelector('b')).toBeNull();

    const meetingSection = within(screen.getByRole('region', { name: 'Meeting' }));
    expect(
      meetingSection.getByText('Mon 7 Jan 2030, 15:30–16:00 (Dubai time)'),
    ).toBeInTheDocument();
    expect(
      meetingSection.getByText("Visitor's time (Europe/London): 11:30–12:00"),
    ).toBeInTheDocument();
    const history = within(screen.getByRole('list', { name: 'Meeting history' }));
    expect(
      history.getByText('Booked for Mon 7 Jan 2030, 15:30, by the visitor'),
    ).toBeInTheDocument();
    expect(
      history.getByText('Rescheduled from Sun 6 Jan 2030, 11:00 to Mon 7 Jan 2030, 15:30, by omar'),
    ).toBeInTheDocument();
    expect(history.getByText('Reminder sent, by the system')).toBeInTheDocument();

    const activity = within(screen.getByRole('list', { name: 'Activity' }));
    expect(
      activity.getByText('jane changed the status from New to In progress'),
    ).toBeInTheDocument();
    expect(activity.getByText('omar added a note')).toBeInTheDocument();
    expect(activity.getByText(/^Called back\./).textContent).toBe('Called back.\nWants a quote.');

    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(screen.getByRole('button', { name: 'Cancel meeting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reschedule meeting' })).toBeInTheDocument();
    // Only admins delete.
    expect(screen.queryByRole('button', { name: 'Delete enquiry' })).toBeNull();
  });

  it('changes the status, and reads the inbox and the count again', async () => {
    const store = enquiryStore();
    const api = stubApi({
      ...asModerator,
      [GET]: store.get,
      [`POST /api/staff/inbox/${ENQUIRY_ID}/status`]: () => {
        store.set(
          enquiryDetail({
            enquiry: { ...store.current().enquiry, status: 'done' },
            activity: [
              {
                id: 5,
                at: '2029-12-22T10:00:00.000Z',
                actor: 'jane',
                kind: 'status',
                from: 'new',
                to: 'done',
              },
            ],
          }),
        );
        return store.get();
      },
    });
    await renderAdmin(PATH);
    const status = await screen.findByRole('combobox', { name: 'Status' });
    const summaryReads = api.calls('GET /api/staff/inbox/summary').length;

    await userEvent.selectOptions(status, 'Done');
    expect(await screen.findByText('jane changed the status from New to Done')).toBeInTheDocument();
    expect(status).toHaveValue('done');
    const posts = api.calls(`POST /api/staff/inbox/${ENQUIRY_ID}/status`);
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0])).toEqual({ status: 'done' });
    expect(posts[0]).toMatchObject({
      headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }),
    });
    await waitFor(() =>
      expect(api.calls('GET /api/staff/inbox/summary').length).toBeGreaterThan(summaryReads),
    );
  });

  it('says so when the status is refused', async () => {
    stubApi({
      ...asModerator,
      [GET]: { status: 200, body: enquiryDetail() },
      [`POST /api/staff/inbox/${ENQUIRY_ID}/status`]: {
        status: 404,
        body: refused('inbox.enquiry-not-found'),
      },
    });
    await renderAdmin(PATH);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Spam');
    expect(await screen.findByText('Status not changed')).toBeInTheDocument();
    expect(screen.getByText('Enquiry not found')).toBeInTheDocument();
  });

  it('adds an internal note: checked first, posted, then shown in the activity', async () => {
    const store = enquiryStore();
    const api = stubApi({
      ...asModerator,
      [GET]: store.get,
      [`POST /api/staff/inbox/${ENQUIRY_ID}/notes`]: (init) => {
        const { body } = bodyOf(init) as { body: string };
        store.set(
          enquiryDetail({
            activity: [
              { id: 9, at: '2029-12-22T10:00:00.000Z', actor: 'jane', kind: 'note', body },
            ],
          }),
        );
        return { status: 201, body: store.current() };
      },
    });
    await renderAdmin(PATH);
    const user = userEvent.setup();
    const note = await screen.findByRole('textbox', { name: 'Internal note' });
    expect(screen.getByText('No notes or status changes yet.')).toBeInTheDocument();

    await user.type(note, '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Please write a note')).toBeInTheDocument();
    expect(api.calls(`POST /api/staff/inbox/${ENQUIRY_ID}/notes`)).toHaveLength(0);

    await user.clear(note);
    await user.type(note, ' Sent the price list.{Enter}Follow up Monday. ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    const activity = within(await screen.findByRole('list', { name: 'Activity' }));
    expect(activity.getByText('jane added a note')).toBeInTheDocument();
    expect(activity.getByText(/^Sent the price list/).textContent).toBe(
      'Sent the price list.\nFollow up Monday.',
    );
    expect(bodyOf(api.calls(`POST /api/staff/inbox/${ENQUIRY_ID}/notes`)[0])).toEqual({
      body: 'Sent the price list.\nFollow up Monday.',
    });
    expect(note).toHaveValue('');
  });

  it('shows the server’s words when a note is refused', async () => {
    stubApi({
      ...asModerator,
      [GET]: { status: 200, body: enquiryDetail() },
      [`POST /api/staff/inbox/${ENQUIRY_ID}/notes`]: {
        status: 400,
        body: invalid({ body: [{ code: 'field.disallowed-character' }] }),
      },
    });
    await renderAdmin(PATH);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Internal note' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Contains a character that is not allowed')).toBeInTheDocument();
  });

  it('cancels the meeting with a reason for the visitor', async () => {
    let cancelled = false;
    const api = stubApi({
      ...asModerator,
      [GET]: () => ({
        status: 200,
        body: enquiryDetail({
          enquiry: {
            ...enquiryDetail().enquiry,
            meeting: meeting({ status: cancelled ? 'cancelled' : 'booked' }),
          },
        }),
      }),
      [`POST /api/staff/meetings/${MEETING_ID}/cancel`]: () => {
        cancelled = true;
        return { status: 200, body: { meeting: {} } };
      },
    });
    await renderAdmin(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel meeting' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel meeting' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await dialog.findByText('Please give the visitor a reason')).toBeInTheDocument();
    expect(api.calls(`POST /api/staff/meetings/${MEETING_ID}/cancel`)).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Our adviser is ill.');
    await user.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));

    expect(await screen.findByText('Meeting cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(api.calls(`POST /api/staff/meetings/${MEETING_ID}/cancel`)[0])).toEqual({
      reason: 'Our adviser is ill.',
    });
    // Read again: cancelled, so nothing more to cancel or move.
    expect(
      await within(screen.getByRole('region', { name: 'Meeting' })).findByText('Cancelled'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel meeting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reschedule meeting' })).toBeNull();
  });

  it('reschedules to a free slot of the business’s day, and says when it was just taken', async () => {
    // The times this meeting may move to (its advisor's and the eligible ones'), by its id.
    const slotsOn = (date: string) =>
      `GET /api/staff/meetings/${MEETING_ID}/slots?date=${date}&tz=Asia%2FDubai`;
    let taken = true;
    const api = stubApi({
      ...asModerator,
      [GET]: { status: 200, body: enquiryDetail() },
      [slotsOn('2030-01-07')]: {
        status: 200,
        body: { slots: [{ start: '2030-01-07T06:00:00.000Z', end: '2030-01-07T06:30:00.000Z' }] },
      },
      [slotsOn('2030-01-09')]: {
        status: 200,
        body: {
          slots: [
            { start: '2030-01-09T05:00:00.000Z', end: '2030-01-09T05:30:00.000Z' },
            { start: '2030-01-09T07:00:00.000Z', end: '2030-01-09T07:30:00.000Z' },
          ],
        },
      },
      [`POST /api/staff/meetings/${MEETING_ID}/reschedule`]: () => {
        if (taken) {
          taken = false;
          return {
            status: 409,
            body: refused('booking.slot-taken'),
          };
        }
        return {
          status: 200,
          body: { meeting: { ...meeting(), start: '2030-01-09T07:00:00.000Z' } },
        };
      },
    });
    await renderAdmin(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule meeting' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule meeting' }));

    // The meeting's own date on the business's clock first.
    const date = await dialog.findByLabelText('New date');
    expect(date).toHaveValue('2030-01-07');
    expect(await dialog.findByRole('radio', { name: '10:00–10:30' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Confirm new time' }));
    expect(await dialog.findByText('Please choose a new time first.')).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2030-01-09' } });
    expect(dialog.getByRole('group', { name: 'Free times (Dubai time)' })).toBeInTheDocument();
    await user.click(await dialog.findByRole('radio', { name: '11:00–11:30' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm new time' }));
    expect(
      await dialog.findByText(
        'Sorry, that time has just been booked by someone else. Please choose another slot.',
      ),
    ).toBeInTheDocument();
    // The free times are read again.
    await waitFor(() => expect(api.calls(slotsOn('2030-01-09')).length).toBeGreaterThan(1));

    await user.click(dialog.getByRole('radio', { name: '11:00–11:30' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByText('Meeting moved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = api.calls(`POST /api/staff/meetings/${MEETING_ID}/reschedule`);
    expect(posts.map(bodyOf)).toEqual([
      { startTime: '2030-01-09T07:00:00.000Z' },
      { startTime: '2030-01-09T07:00:00.000Z' },
    ]);
  });

  it('offers no change to a meeting that has ended', async () => {
    stubApi({
      ...asModerator,
      [GET]: {
        status: 200,
        body: enquiryDetail({
          enquiry: {
            ...enquiryDetail().enquiry,
            meeting: meeting({
              start: '2020-01-07T11:30:00.000Z',
              end: '2020-01-07T12:00:00.000Z',
            }),
          },
        }),
      },
    });
    await renderAdmin(PATH);
    expect(await screen.findByText('This meeting has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel meeting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reschedule meeting' })).toBeNull();
  });

  it('lets an admin delete the enquiry after asking, then goes back to the list', async () => {
    const api = stubApi({
      ...asAdmin,
      [GET]: { status: 200, body: enquiryDetail() },
      [`DELETE /api/staff/inbox/${ENQUIRY_ID}`]: { status: 204 },
      'GET /api/staff/inbox': {
        status: 200,
        body: inboxPage([inboxRow({ id: 'b2', name: 'Omar Ali' })]),
      },
    });
    await renderAdmin(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete enquiry' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this enquiry?' }));
    expect(
      dialog.getByText(
        'This removes the enquiry from Sara Khan, its meeting and its e-mails. It cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Enquiry deleted')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Omar Ali' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'router path' })).toHaveTextContent(/^\/inbox$/);
    expect(api.calls(`DELETE /api/staff/inbox/${ENQUIRY_ID}`)).toHaveLength(1);
    // The deleted enquiry is not asked for again.
    expect(api.calls(GET)).toHaveLength(1);
  });

  it('keeps the enquiry and says why when the delete is refused', async () => {
    stubApi({
      ...asAdmin,
      [GET]: { status: 200, body: enquiryDetail() },
      [`DELETE /api/staff/inbox/${ENQUIRY_ID}`]: {
        status: 403,
        body: refused('inbox.admin-only'),
      },
    });
    await renderAdmin(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete enquiry' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Enquiry not deleted')).toBeInTheDocument();
    expect(screen.getByText('Only an admin can export or delete enquiries')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'router path', hidden: true })).toHaveTextContent(
      `/inbox/${ENQUIRY_ID}`,
    );
  });
});

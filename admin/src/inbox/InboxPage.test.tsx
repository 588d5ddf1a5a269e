import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';
import { ENQUIRY_ID, inboxPage, inboxRow, meeting } from '../test/inbox';
import { deferred, signedInAs, stubApi } from '../test/stubApi';

jest.setTimeout(20_000);

const asAdmin = { 'GET /api/auth/me': signedInAs('admin') };
const asModerator = { 'GET /api/auth/me': signedInAs('moderator') };
const routerSearch = () => screen.getByRole('status', { name: 'router search' });
/** The address's query string, exactly. */
const expectSearch = (search: string) => expect(routerSearch().textContent).toBe(search);

/** The table's body rows, by the visitor's name. */
async function rowOf(name: string) {
  const link = await screen.findByRole('link', { name });
  return within(link.closest('tr')!);
}

describe('/admin/inbox: the list', () => {
  it('lists messages and meetings with the meeting on the business clock and the visitor’s', async () => {
    const list = deferred();
    stubApi({
      ...asModerator,
      'GET /api/staff/inbox': list.handler,
    });
    await renderAdmin('/admin/inbox');
    expect(await screen.findByText('Loading the inbox...')).toBeInTheDocument();
    list.answer({
      status: 200,
      body: inboxPage(
        [
          inboxRow(),
          inboxRow({
            id: 'b2',
            name: 'Omar Ali',
            email: 'omar@example.com',
            services: [],
            status: 'done',
            hasMessage: true,
            meeting: null,
          }),
          inboxRow({
            id: 'c3',
            name: 'Lena Ng',
            status: 'in_progress',
            hasMessage: false,
            meeting: meeting({ visitorTimeZone: 'Pacific/Auckland', status: 'cancelled' }),
          }),
          inboxRow({
            id: 'd4',
            name: 'Ahmed Saleh',
            meeting: meeting({ visitorTimeZone: 'Asia/Dubai' }),
          }),
        ],
        { total: 57 },
      ),
    });

    expect(await screen.findByText('57 enquiries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Received',
      'Name',
      'E-mail',
      'Services',
      'Status',
      'Meeting',
    ]);

    const sara = await rowOf('Sara Khan');
    expect(sara.getByRole('link', { name: 'Sara Khan' })).toHaveAttribute(
      'href',
      `/admin/inbox/${ENQUIRY_ID}`,
    );
    expect(sara.getByText('sara@example.com')).toBeInTheDocument();
    expect(sara.getByText('Bookkeeping, VAT')).toBeInTheDocument();
    expect(sara.getByText('New')).toBeInTheDocument();
    expect(sara.getByText('Mon 7 Jan 2030, 15:30–16:00 (Dubai time)')).toBeInTheDocument();
    expect(sara.getByText("Visitor's time (Europe/London): 11:30–12:00")).toBeInTheDocument();
    expect(sara.getByText(/^Dec 20, 2029, \d\d:15$/)).toBeInTheDocument();

    const omar = await rowOf('Omar Ali');
    expect(omar.getByText('Done')).toBeInTheDocument();
    expect(omar.getByText('No meeting')).toBeInTheDocument();

    // Another day on the visitor's clock: the date is said too; a cancelled meeting is marked.
    const lena = await rowOf('Lena Ng');
    expect(lena.getByText('In progress')).toBeInTheDocument();
    expect(lena.getByText('No message')).toBeInTheDocument();
    expect(
      lena.getByText("Visitor's time (Pacific/Auckland): Tue 8 Jan 2030, 00:30–01:00"),
    ).toBeInTheDocument();
    expect(lena.getByText('Cancelled')).toBeInTheDocument();
    expect(sara.queryByText('Cancelled')).toBeNull();

    // The visitor in the business's zone: one time only.
    const ahmed = await rowOf('Ahmed Saleh');
    expect(ahmed.getByText('Mon 7 Jan 2030, 15:30–16:00 (Dubai time)')).toBeInTheDocument();
    expect(ahmed.queryByText(/Visitor's time/)).toBeNull();

    // A moderator cannot export.
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('keeps the filters in the address and asks the list with them', async () => {
    const api = stubApi({
      ...asAdmin,
      'GET /api/staff/inbox': { status: 200, body: inboxPage([inboxRow()]) },
      'GET /api/staff/inbox?status=new': { status: 200, body: inboxPage([inboxRow()]) },
      'GET /api/staff/inbox?status=new&kind=meeting': { status: 200, body: inboxPage([]) },
      'GET /api/staff/inbox?status=new&kind=meeting&meetings=upcoming': {
        status: 200,
        body: inboxPage([inboxRow()]),
      },
      'GET /api/staff/inbox?status=new&kind=meeting&meetings=upcoming&q=sara+k': {
        status: 200,
        body: inboxPage([inboxRow()], { total: 1 }),
      },
    });
    await renderAdmin('/admin/inbox');
    const user = userEvent.setup();
    await rowOf('Sara Khan');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'New' }));
    expectSearch('?status=new');
    expect(screen.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.calls('GET /api/staff/inbox?status=new')).toHaveLength(1));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Meetings');
    expectSearch('?status=new&kind=meeting');
    expect(await screen.findByText('No enquiries match these filters')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Meetings' }), 'Upcoming');
    expectSearch('?status=new&kind=meeting&meetings=upcoming');
    await rowOf('Sara Khan');

    // Typing asks nothing; Enter does.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sara k');
    expectSearch('?status=new&kind=meeting&meetings=upcoming');
    await user.keyboard('{Enter}');
    expectSearch('?status=new&kind=meeting&meetings=upcoming&q=sara+k');
    await waitFor(() =>
      expect(
        api.calls('GET /api/staff/inbox?status=new&kind=meeting&meetings=upcoming&q=sara+k'),
      ).toHaveLength(1),
    );
    expect(await screen.findByText('1 enquiry')).toBeInTheDocument();

    // The export takes the same filters.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/staff/inbox/export?status=new&kind=meeting&meetings=upcoming&q=sara+k',
    );
  });

  it('reads the filters from the address, and the Search button sends the box', async () => {
    const api = stubApi({
      ...asAdmin,
      'GET /api/staff/inbox?status=done&q=vat': { status: 200, body: inboxPage([inboxRow()]) },
      'GET /api/staff/inbox?status=done&q=payroll': { status: 200, body: inboxPage([]) },
      'GET /api/staff/inbox?q=payroll': { status: 200, body: inboxPage([]) },
    });
    await renderAdmin('/admin/inbox?status=done&q=vat&kind=nonsense');
    const user = userEvent.setup();
    await rowOf('Sara Khan');
    expect(api.calls('GET /api/staff/inbox?status=done&q=vat')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('vat');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('');

    await user.clear(box);
    await user.type(box, 'payroll');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expectSearch('?status=done&q=payroll');
    expect(await screen.findByText('No enquiries match these filters')).toBeInTheDocument();

    // Arrow keys move along the status tabs.
    screen.getByRole('tab', { name: 'Done' }).focus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    expectSearch('?q=payroll');

    await user.click(await screen.findByRole('button', { name: 'Show all enquiries' }));
    expectSearch('');
  });

  it('pages older and newer with the keyset cursors', async () => {
    const api = stubApi({
      ...asAdmin,
      'GET /api/staff/inbox?status=new': {
        status: 200,
        body: inboxPage([inboxRow()], { nextCursor: 'c-1', total: 3 }),
      },
      'GET /api/staff/inbox?status=new&cursor=c-1': {
        status: 200,
        body: inboxPage([inboxRow({ id: 'b2', name: 'Omar Ali' })], {
          nextCursor: 'c-2',
          total: 3,
        }),
      },
      'GET /api/staff/inbox?status=new&cursor=c-2': {
        status: 200,
        body: inboxPage([inboxRow({ id: 'c3', name: 'Lena Ng' })], { nextCursor: null, total: 3 }),
      },
    });
    await renderAdmin('/admin/inbox?status=new');
    const user = userEvent.setup();
    await rowOf('Sara Khan');
    const newer = () => screen.getByRole('button', { name: 'Newer' });
    const older = () => screen.getByRole('button', { name: 'Older' });
    expect(newer()).toBeDisabled();
    expect(screen.getByText('Page 1')).toBeInTheDocument();

    await user.click(older());
    await rowOf('Omar Ali');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(api.calls('GET /api/staff/inbox?status=new&cursor=c-1')).toHaveLength(1);
    // The cursor is not a filter: the address keeps the filters only.
    expectSearch('?status=new');

    await user.click(older());
    await rowOf('Lena Ng');
    expect(older()).toBeDisabled();
    expect(newer()).toBeEnabled();

    await user.click(newer());
    await rowOf('Omar Ali');
    await user.click(newer());
    await rowOf('Sara Khan');
    expect(newer()).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Omar Ali' })).toBeNull();
  });

  it('gives admins the CSV export of what the filters match', async () => {
    stubApi({
      ...asAdmin,
      'GET /api/staff/inbox?kind=message': { status: 200, body: inboxPage([inboxRow()]) },
    });
    await renderAdmin('/admin/inbox?kind=message');
    await rowOf('Sara Khan');
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute('href', '/api/staff/inbox/export?kind=message');
    expect(exportLink).toHaveAttribute('download');
  });

  it('says so when the inbox is empty, and when it could not be read', async () => {
    stubApi({ ...asAdmin, 'GET /api/staff/inbox': { status: 200, body: inboxPage([]) } });
    const { unmount } = await renderAdmin('/admin/inbox');
    expect(await screen.findByText('No enquiries yet')).toBeInTheDocument();
    expect(screen.getByText('0 enquiries')).toBeInTheDocument();
    unmount();

    stubApi({ ...asAdmin, 'GET /api/staff/inbox': { status: 500, body: 'down' } });
    await renderAdmin('/admin/inbox');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the inbox');
    expect(alert).toHaveTextContent('500: Internal Server Error');
  });

  it('opens an enquiry from its name and goes back to the list with its filters', async () => {
    stubApi({
      ...asAdmin,
      'GET /api/staff/inbox?status=new': { status: 200, body: inboxPage([inboxRow()]) },
      [`GET /api/staff/inbox/${ENQUIRY_ID}`]: { status: 404, body: { error: 'Enquiry not found' } },
    });
    await renderAdmin('/admin/inbox?status=new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sara Khan' }));
    expect(await screen.findByRole('heading', { name: 'Enquiry not found' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'router path' })).toHaveTextContent(
      `/inbox/${ENQUIRY_ID}`,
    );

    await user.click(screen.getByRole('link', { name: 'Back to inbox' }));
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'router path' })).toHaveTextContent(/^\/inbox$/);
    expectSearch('?status=new');
    expect(screen.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows Access Denied to a role outside admin and moderator', async () => {
    const api = stubApi({ 'GET /api/auth/me': signedInAs('viewer') });
    await renderAdmin('/admin/inbox');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(api.calls('GET /api/staff/inbox')).toHaveLength(0);
    expect(api.calls('GET /api/staff/inbox/summary')).toHaveLength(0);
  });
});

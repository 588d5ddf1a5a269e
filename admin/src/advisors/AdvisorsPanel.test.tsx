import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Advisor, AdvisorsResponse } from '@app/contract/advisors';
import { renderAdmin } from '../test/renderAdmin';
import { signedInAs, stubApi, ADMIN_USER } from '../test/stubApi';
import { invalid, refused } from '../test/refused';

jest.setTimeout(30_000);

const day = [{ start: '09:00', end: '18:00' }];
const AMAL: Advisor = {
  id: 'a1',
  name: 'Amal',
  email: 'amal@finance.example',
  timeZone: 'Asia/Dubai',
  weekly: [day, day, day, day, day, day, []],
  leave: [],
  services: ['Payroll'],
  roomLink: null,
  active: true,
  account: null,
  hasFeed: false,
};
const listOf = (advisors: Advisor[]): AdvisorsResponse => ({ advisors, firmFeed: false });
const api = (role: string, advisors: Advisor[] = [AMAL]) => ({
  'GET /api/auth/me': signedInAs(role),
  'GET /api/staff/availability': { status: 404, body: refused('http.not-found') },
  'GET /api/staff/availability/next-days': { status: 200, body: { days: [] } },
  'GET /api/staff/advisors': { status: 200, body: listOf(advisors) },
});
const openTab = async () => {
  await renderAdmin('/admin/availability');
  await userEvent.click(await screen.findByRole('tab', { name: 'Advisors' }));
};

describe('the Advisors tab of /admin/availability', () => {
  it('adds an advisor, showing a refused room link beside its field', async () => {
    let refuse = true;
    const stub = stubApi({
      ...api('admin', []),
      'POST /api/staff/advisors': () =>
        refuse
          ? { status: 400, body: invalid({ roomLink: [{ code: 'advisors.room-link' }] }) }
          : { status: 201, body: AMAL },
    });
    await openTab();
    expect(await screen.findByText('No advisors yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an advisor' }));
    const form = within(screen.getByRole('form', { name: 'New advisor' }));
    await userEvent.type(form.getByLabelText('Name'), 'Bilal');
    await userEvent.type(form.getByLabelText('E-mail'), 'bilal@finance.example');
    await userEvent.clear(form.getByLabelText('Time zone'));
    await userEvent.type(form.getByLabelText('Time zone'), 'Asia/Riyadh');
    await userEvent.clear(form.getByLabelText('Monday hours'));
    await userEvent.type(form.getByLabelText('Monday hours'), '09:00-13:00, 14:00-18:00');
    await userEvent.type(form.getByLabelText('Services'), 'Payroll, Tax');
    await userEvent.type(form.getByLabelText('Meeting room link'), 'javascript:alert(1)');
    await userEvent.click(form.getByRole('button', { name: 'Add advisor' }));
    expect(
      await form.findByText('Enter a meeting room link starting with https:// or http://.'),
    ).toBeInTheDocument();
    refuse = false;
    await userEvent.click(form.getByRole('button', { name: 'Add advisor' }));
    const sent = stub.calls('POST /api/staff/advisors').map((c) => JSON.parse(String(c.body)));
    expect(sent[1]).toMatchObject({
      name: 'Bilal',
      timeZone: 'Asia/Riyadh',
      services: ['Payroll', 'Tax'],
      roomLink: 'javascript:alert(1)',
      active: true,
      account: null,
    });
    expect(sent[1].weekly[0]).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(sent[1].weekly[6]).toEqual([]);
  });

  it('shows a new feed address once, to copy, and lists the meetings blocking a deactivation', async () => {
    stubApi({
      ...api('admin'),
      'POST /api/staff/advisors/a1/feed': {
        status: 201,
        body: {
          https: 'https://finance.example/api/calendar/feeds/t.ics',
          webcal: 'webcal://finance.example/api/calendar/feeds/t.ics',
        },
      },
      'PUT /api/staff/advisors/a1': {
        status: 409,
        body: {
          ...refused('advisors.has-upcoming'),
          meetings: [
            {
              id: 'b1',
              start: '2026-11-24T05:00:00.000Z',
              clientName: 'Jane Doe',
              enquiryId: 'e1',
            },
          ],
        },
      },
    });
    // setup() gives the page a clipboard to write to and the test one to read.
    const user = userEvent.setup();
    await openTab();
    await user.click(await screen.findByRole('button', { name: 'Make a feed for Amal' }));
    expect(await screen.findByLabelText('Feed address of Amal')).toHaveValue(
      'webcal://finance.example/api/calendar/feeds/t.ics',
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      'webcal://finance.example/api/calendar/feeds/t.ics',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Feed address of Amal')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Amal' }));
    const form = within(screen.getByRole('form', { name: 'Advisor Amal' }));
    await userEvent.click(form.getByLabelText(/Takes meetings/));
    await userEvent.click(form.getByRole('button', { name: 'Save Amal' }));
    expect(await form.findByText(/still has meetings ahead: reassign them/)).toBeInTheDocument();
    expect(form.getByRole('link', { name: /Jane Doe/ })).toHaveAttribute('href', '/admin/inbox/e1');
  });

  it('lets a member edit only the leave of their own advisor profile', async () => {
    const own = { ...AMAL, id: 'a2', name: 'Jane', account: ADMIN_USER.username };
    stubApi(api('moderator', [AMAL, own]));
    await openTab();
    expect(await screen.findByRole('button', { name: 'Edit my leave' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit my leave' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Make a feed for Amal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make a feed for Jane' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit my leave' }));
    const form = within(screen.getByRole('form', { name: 'Advisor Jane' }));
    expect(form.getByLabelText('Name')).toHaveAttribute('readonly');
    await userEvent.click(form.getByRole('button', { name: 'Add leave' }));
    // The staff date picker, once its chunk is in.
    expect(await form.findByLabelText('Leave 1 from')).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Add an advisor' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivacyOverview } from '@app/contract/privacy';
import { renderAdmin } from '../test/renderAdmin';
import { invalid, refused } from '../test/refused';
import { signedInAs, stubApi } from '../test/stubApi';

jest.setTimeout(20_000);

const OVERVIEW: PrivacyOverview = {
  closedMonths: 24,
  spamDays: 30,
  nextRunAt: '2026-11-23T23:00:00.000Z',
  lastRun: { at: '2026-11-22T23:00:00.000Z', counts: { enquiries: 2, meetings: 1, mails: 0 } },
  due: { closed: 3, spam: 1 },
};
const privacyApi = () => ({
  'GET /api/auth/me': signedInAs('admin'),
  'GET /api/staff/privacy': { status: 200, body: OVERVIEW },
});

describe('/admin/privacy', () => {
  it('shows Access Denied to a moderator and asks nothing', async () => {
    const api = stubApi({ 'GET /api/auth/me': signedInAs('moderator') });
    await renderAdmin('/admin/privacy');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(api.calls('GET /api/staff/privacy')).toHaveLength(0);
  });

  it('shows the next run and what it would erase, and saves the retention', async () => {
    let refuse = true;
    const api = stubApi({
      ...privacyApi(),
      'PUT /api/staff/privacy': () =>
        refuse
          ? { status: 400, body: invalid({ closedMonths: [{ code: 'privacy.retention-range' }] }) }
          : { status: 200, body: { ...OVERVIEW, closedMonths: 12, due: { closed: 9, spam: 1 } } },
    });
    await renderAdmin('/admin/privacy');
    expect(
      await screen.findByText(/It would erase 3 closed enquiries and 1 spam enquiry/),
    ).toBeVisible();
    expect(screen.getByText(/erased 2 enquiries, 1 meeting\./)).toBeVisible();
    const form = within(screen.getByRole('form', { name: 'Retention' }));
    const months = form.getByLabelText('Months a closed enquiry is kept');
    await userEvent.clear(months);
    await userEvent.type(months, '0');
    await userEvent.click(form.getByRole('button', { name: 'Save retention' }));
    expect(
      await form.findByText('Choose a whole number of months from 1 to 120.'),
    ).toBeInTheDocument();
    refuse = false;
    await userEvent.clear(months);
    await userEvent.type(months, '12');
    await userEvent.click(form.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText(/It would erase 9 closed enquiries/)).toBeVisible();
    const sent = api.calls('PUT /api/staff/privacy').map((call) => JSON.parse(String(call.body)));
    expect(sent).toEqual([{ closedMonths: 0 }, { closedMonths: 12 }]);
  });

  it('downloads everything held for an address as one JSON file, the address in the body', async () => {
    const file: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      file.push(blob);
      return 'blob:personal-data';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = stubApi({
      ...privacyApi(),
      'POST /api/staff/privacy/export': {
        status: 200,
        body: { version: 1, email: 'jane@client.example', enquiries: [{ id: 'e1' }] },
      },
    });
    await renderAdmin('/admin/privacy');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'jane@client.example');
    await userEvent.click(screen.getByRole('button', { name: 'Download everything' }));
    expect(await screen.findByText('Downloaded.')).toBeVisible();
    expect(
      api.calls('POST /api/staff/privacy/export').map((call) => JSON.parse(String(call.body))),
    ).toEqual([{ email: 'jane@client.example' }]);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked.mock.contexts[0]).toHaveProperty(
      'download',
      'personal-data-jane@client.example.json',
    );
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(file[0]!);
    });
    expect(JSON.parse(text)).toMatchObject({ enquiries: [{ id: 'e1' }] });
    clicked.mockRestore();
  });

  it('says when nothing is held, and erases after the address is typed again', async () => {
    const api = stubApi({
      ...privacyApi(),
      'POST /api/staff/privacy/lookup': (init) =>
        JSON.parse(String(init?.body)).email === 'jane@client.example'
          ? {
              status: 200,
              body: {
                email: 'jane@client.example',
                enquiries: 2,
                meetings: 1,
                upcomingMeetings: 1,
                notes: 1,
                mails: 3,
              },
            }
          : { status: 404, body: refused('privacy.nothing-held') },
      'POST /api/staff/privacy/erase': {
        status: 200,
        body: { cancelledMeetings: 1, counts: { enquiries: 2, meetings: 1, mails: 3 } },
      },
    });
    await renderAdmin('/admin/privacy');
    const address = await screen.findByLabelText('E-mail address');
    await userEvent.type(address, 'nobody@client.example');
    await userEvent.click(screen.getByRole('button', { name: 'Erase…' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing is held for this e-mail address.',
    );

    await userEvent.clear(address);
    await userEvent.type(address, 'jane@client.example');
    await userEvent.click(screen.getByRole('button', { name: 'Erase…' }));
    const confirm = within(await screen.findByRole('form', { name: 'Confirm the erasure' }));
    expect(confirm.getByText(/2 enquiries, 1 meetings \(1 still to come\)/)).toBeVisible();
    await userEvent.type(
      confirm.getByLabelText('Type the address again to confirm'),
      'jane@client.example',
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Erase for good' }));
    expect(
      await screen.findByText(
        'Erased: 2 enquiries, 1 meeting, 3 mails; 1 upcoming meetings cancelled first.',
      ),
    ).toBeVisible();
    expect(
      api.calls('POST /api/staff/privacy/erase').map((call) => JSON.parse(String(call.body))),
    ).toEqual([{ email: 'jane@client.example', confirmEmail: 'jane@client.example' }]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSession } from '@app/contract/staff';
import { renderAdmin } from '../test/renderAdmin';
import { signedInAs, stubApi } from '../test/stubApi';
import { invalid, refused } from '../test/refused';

jest.setTimeout(20_000);

const THIS_ONE = 'a'.repeat(64);
const PHONE = 'b'.repeat(64);
const session = (overrides: Partial<StaffSession>): StaffSession => ({
  id: THIS_ONE,
  device: 'Chrome on macOS',
  address: '10.0.0.1',
  signedInAt: '2026-11-25T08:00:00.000Z',
  lastSeenAt: '2026-11-25T09:00:00.000Z',
  current: true,
  ...overrides,
});
const sessions = [session({}), session({ id: PHONE, device: 'Safari on iOS', current: false })];

const accountApi = (role = 'moderator') => ({
  'GET /api/auth/me': signedInAs(role),
  'GET /api/account/sessions': { status: 200, body: { sessions } },
});

describe('/admin/account', () => {
  it('is open to every signed-in role, and the header offers Team to admins only', async () => {
    stubApi(accountApi('moderator'));
    await renderAdmin('/admin/account');
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff screens' })).toHaveTextContent(
      'BlogInboxSite contentReportsAvailabilityAccount',
    );
  });

  it('lists the sessions, marks this one, and signs another out', async () => {
    const api = stubApi({
      ...accountApi(),
      [`DELETE /api/account/sessions/${PHONE}`]: {
        status: 200,
        body: { message: 'Session ended' },
      },
    });
    await renderAdmin('/admin/account');
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Sign out' })).toBeNull();
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.calls(`DELETE /api/account/sessions/${PHONE}`)).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET /api/account/sessions')).toHaveLength(2));
  });

  it('signs out all other sessions', async () => {
    const api = stubApi({
      ...accountApi(),
      'POST /api/account/sessions/end-others': {
        status: 200,
        body: { message: 'Other sessions ended', endedSessions: 1 },
      },
    });
    await renderAdmin('/admin/account');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out all other sessions' }),
    );
    await waitFor(() => expect(api.calls('POST /api/account/sessions/end-others')).toHaveLength(1));
  });

  it('changes the password and shows the server’s reasons beside each field', async () => {
    let attempt = 0;
    const api = stubApi({
      ...accountApi(),
      'POST /api/account/password': () => {
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 400,
            body: invalid({ currentPassword: [{ code: 'account.wrong-current-password' }] }),
          };
        }
        return { status: 200, body: { message: 'Password changed', endedSessions: 1 } };
      },
    });
    await renderAdmin('/admin/account');
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await userEvent.type(form.getByLabelText('Current password'), 'wrong-one');
    await userEvent.type(form.getByLabelText('New password'), 'tangerine-orbit-ledger-42');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Current password is incorrect')).toBeInTheDocument();

    await userEvent.clear(form.getByLabelText('Current password'));
    expect(form.queryByText('Current password is incorrect')).toBeNull();
    await userEvent.type(form.getByLabelText('Current password'), 'correct-horse-battery');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('1 other session was signed out.')).toBeInTheDocument();
    expect(JSON.parse(String(api.calls('POST /api/account/password')[1]!.body))).toEqual({
      currentPassword: 'correct-horse-battery',
      newPassword: 'tangerine-orbit-ledger-42',
    });
    expect(form.getByLabelText('New password')).toHaveValue('');
  });

  it('gives way to the sign-in screen as soon as a call finds the session ended', async () => {
    stubApi({
      'GET /api/auth/me': signedInAs('moderator'),
      'GET /api/account/sessions': { status: 401, body: refused('auth.sign-in-required') },
    });
    await renderAdmin('/admin/account');
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });
});

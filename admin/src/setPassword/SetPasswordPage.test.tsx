import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';
import { stubApi } from '../test/stubApi';
import { invalid, refused } from '../test/refused';

jest.setTimeout(20_000);

const TOKEN = 'T'.repeat(43);
const deadLink = { status: 404, body: refused('team.password-link-invalid') };
const DEAD_LINK_TEXT = 'This link is no longer valid. Ask an administrator for a new one.';

describe('/admin/set-password', () => {
  it('sets the password of the link’s account, then sends to sign-in', async () => {
    const api = stubApi({
      'POST /api/password-links/check': { status: 200, body: { username: 'sara' } },
      'POST /api/password-links/use': { status: 200, body: { username: 'sara' } },
    });
    await renderAdmin(`/admin/set-password#${TOKEN}`);
    expect(await screen.findByText('sara')).toBeInTheDocument();
    expect(JSON.parse(String(api.calls('POST /api/password-links/check')[0]!.body))).toEqual({
      token: TOKEN,
    });
    await userEvent.type(screen.getByLabelText('New password'), 'tangerine-orbit-ledger-42');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'tangerine-orbit-ledger-4');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(api.calls('POST /api/password-links/use')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Repeat the password'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/Your password is set, sara/)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls('POST /api/password-links/use')[0]!.body))).toEqual({
      token: TOKEN,
      password: 'tangerine-orbit-ledger-42',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Go to sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
  });

  it('shows the server’s reason for a weak password', async () => {
    stubApi({
      'POST /api/password-links/check': { status: 200, body: { username: 'sara' } },
      'POST /api/password-links/use': {
        status: 400,
        body: invalid({
          password: [
            {
              code: 'field.password-weak',
              params: { warning: ' This is a top-10 common password.' },
            },
          ],
        }),
      },
    });
    await renderAdmin(`/admin/set-password#${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('New password'), 'password123');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText(
        'This password is too easy to guess. This is a top-10 common password. Use a longer phrase of unrelated words.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['an unknown, expired or used link', `#${TOKEN}`],
    ['no token at all', ''],
  ])('says one neutral thing for %s', async (_case, hash) => {
    stubApi({ 'POST /api/password-links/check': deadLink });
    await renderAdmin(`/admin/set-password${hash}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD_LINK_TEXT);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('a link that dies while the form is open gets the same page', async () => {
    stubApi({
      'POST /api/password-links/check': { status: 200, body: { username: 'sara' } },
      'POST /api/password-links/use': deadLink,
    });
    await renderAdmin(`/admin/set-password#${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('New password'), 'tangerine-orbit-ledger-42');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'tangerine-orbit-ledger-42');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD_LINK_TEXT);
  });
});

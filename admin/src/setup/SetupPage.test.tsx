import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';
import { invalid, refused } from '../test/refused';
import { stubApi } from '../test/stubApi';

jest.setTimeout(20_000);

const TOKEN = 'T'.repeat(43);
const OK = { status: 200, body: { ok: true } };

describe('/admin/setup', () => {
  it.each([
    [
      'an unknown, expired or used link',
      { status: 404, body: refused('setup.link-invalid') },
      'This setup link is no longer valid. Restart the server for a new one.',
    ],
    [
      'a link once an admin exists',
      { status: 410, body: refused('setup.done') },
      'An administrator already exists. Sign in instead.',
    ],
    [
      'an answer without a code (a proxy)',
      { status: 502, body: '<html>Bad Gateway</html>' },
      'This setup link is no longer valid. Restart the server for a new one.',
    ],
  ])('says why the form is closed for %s, from its code', async (_case, answer, text) => {
    stubApi({ 'POST /api/setup/check': answer });
    await renderAdmin(`/admin/setup#${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it("puts the server's field refusals beside their fields, in the admin's words", async () => {
    const api = stubApi({
      'POST /api/setup/check': OK,
      'POST /api/setup/use': {
        status: 400,
        body: invalid({ username: [{ code: 'field.username-taken' }] }),
      },
    });
    await renderAdmin(`/admin/setup#${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('Username'), 'omar');
    await userEvent.type(screen.getByLabelText('Password'), 'tangerine-orbit-ledger-42');
    await userEvent.click(screen.getByRole('button', { name: 'Create admin and sign in' }));
    expect(await screen.findByText('This username is taken')).toBeInTheDocument();
    expect(JSON.parse(String(api.calls('POST /api/setup/use')[0]!.body))).toEqual({
      token: TOKEN,
      username: 'omar',
      password: 'tangerine-orbit-ledger-42',
    });
  });

  it('closes the form when an admin was made meanwhile', async () => {
    stubApi({
      'POST /api/setup/check': OK,
      'POST /api/setup/use': { status: 410, body: refused('setup.done') },
    });
    await renderAdmin(`/admin/setup#${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('Username'), 'omar');
    await userEvent.type(screen.getByLabelText('Password'), 'tangerine-orbit-ledger-42');
    await userEvent.click(screen.getByRole('button', { name: 'Create admin and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An administrator already exists. Sign in instead.',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';

interface StubAnswer {
  status: number;
  body: string;
}

/** fetch is the app's boundary with the BFF: answer the login call with a canned response. */
function stubFetch({ status, body }: StubAnswer) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Unauthorized',
    text: async () => body,
  }));
  window.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const dashboard = { path: '/blog', element: <h1>Blog dashboard</h1> };

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
  return user;
}

describe('admin login page', () => {
  it('shows the spec 2.10 form at /admin', async () => {
    await renderAdmin('/admin');

    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    await renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows the validation messages and sends nothing', async () => {
    const fetchMock = stubFetch({ status: 200, body: '{}' });
    await renderAdmin('/admin');

    await fillAndSubmit('', '');

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a short username, invalid characters and a short password', async () => {
    const fetchMock = stubFetch({ status: 200, body: '{}' });
    await renderAdmin('/admin');

    const user = await fillAndSubmit('ab', 'short');
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'jane doe');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(screen.getByText('Username contains invalid characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in: lower-cased trimmed username, password as typed, toast, then the dashboard', async () => {
    const fetchMock = stubFetch({ status: 200, body: '{"user":{"role":"admin"}}' });
    await renderAdmin('/admin', [dashboard]);

    await fillAndSubmit('  Jane.Doe ', 'Secret Pass 1');

    await screen.findByRole('heading', { name: 'Blog dashboard' });
    expect(screen.getByRole('status', { name: 'router path' })).toHaveTextContent(/^\/blog$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'jane.doe',
      password: 'Secret Pass 1',
    });
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('You have been logged in successfully')).toBeInTheDocument();
  });

  it('on refusal shows the server message in a banner and an "Authentication Failed" toast', async () => {
    stubFetch({ status: 401, body: '{"message":"Invalid username or password"}' });
    await renderAdmin('/admin', [dashboard]);

    await fillAndSubmit('jane', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Invalid username or password')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
  });

  it('reads "Authenticating..." while the request is in flight', async () => {
    let answer: (value: {
      ok: boolean;
      status: number;
      statusText: string;
      text: () => Promise<string>;
    }) => void = () => {};
    window.fetch = jest.fn(
      () => new Promise((resolve) => (answer = resolve)),
    ) as unknown as typeof fetch;
    await renderAdmin('/admin', [dashboard]);

    await fillAndSubmit('jane', 'password1');

    expect(await screen.findByText('Authenticating...')).toBeInTheDocument();
    answer({ ok: false, status: 401, statusText: 'Unauthorized', text: async () => '' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    await waitFor(() => expect(screen.queryByText('Authenticating...')).not.toBeInTheDocument());
  });
});

describe('unknown admin paths', () => {
  it('redirect to the login screen', async () => {
    await renderAdmin('/admin/blog');

    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'router path' })).toHaveTextContent(/^\/$/);
  });
});

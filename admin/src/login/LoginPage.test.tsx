import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/renderAdmin';
import { ADMIN_USER, deferred, signedInAs, stubApi } from '../test/stubApi';
import { refused } from '../test/refused';

const dashboard = { path: '/blog', element: <h1>Blog dashboard</h1> };

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
  return user;
}

describe('admin login page', () => {
  it('shows the "Admin Portal" sign-in form at /admin', async () => {
    stubApi({});
    await renderAdmin('/admin');

    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    stubApi({});
    await renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows the validation messages and sends nothing', async () => {
    const api = stubApi({ 'POST /api/login': { status: 200, body: { user: ADMIN_USER } } });
    await renderAdmin('/admin');

    await fillAndSubmit('', '');

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls('POST /api/login')).toHaveLength(0);
  });

  it('explains a short username, invalid characters and a short password', async () => {
    const api = stubApi({ 'POST /api/login': { status: 200, body: { user: ADMIN_USER } } });
    await renderAdmin('/admin');

    const user = await fillAndSubmit('ab', 'short');
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'jane doe');
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(screen.getByText('Username contains invalid characters')).toBeInTheDocument();
    expect(api.calls('POST /api/login')).toHaveLength(0);
  });

  it('clears a field message as soon as that field is edited', async () => {
    stubApi({});
    await renderAdmin('/admin');

    const user = await fillAndSubmit('', '');
    await user.type(screen.getByLabelText('Username'), 'j');

    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('signs in: lower-cased trimmed username, password as typed, toast, then the dashboard', async () => {
    const api = stubApi({ 'POST /api/login': { status: 200, body: { user: ADMIN_USER } } });
    await renderAdmin('/admin', [dashboard]);

    await fillAndSubmit('  Jane.Doe ', 'Secret Pass 1');

    await screen.findByRole('heading', { name: 'Blog dashboard' });
    expect(screen.getByRole('status', { name: 'router path' })).toHaveTextContent(/^\/blog$/);
    const [init, ...more] = api.calls('POST /api/login');
    expect(more).toHaveLength(0);
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
    stubApi({
      'POST /api/login': { status: 401, body: refused('auth.login-failed') },
    });
    await renderAdmin('/admin', [dashboard]);

    await fillAndSubmit('jane', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Invalid username or password')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
  });

  it('shows the throttle message of a 429', async () => {
    const wait = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
    stubApi({
      'POST /api/login': { status: 429, body: refused('auth.login-throttled') },
    });
    await renderAdmin('/admin');

    await fillAndSubmit('jane', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });

  it('reads "Authenticating..." while the request is in flight', async () => {
    const login = deferred();
    stubApi({ 'POST /api/login': login.handler });
    await renderAdmin('/admin', [dashboard]);

    await fillAndSubmit('jane', 'password1');

    expect(await screen.findByText('Authenticating...')).toBeInTheDocument();
    login.answer({ status: 401, body: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    await waitFor(() => expect(screen.queryByText('Authenticating...')).not.toBeInTheDocument());
  });

  it('sends a signed-in user straight on to the dashboard', async () => {
    stubApi({ 'GET /api/auth/me': signedInAs('moderator') });
    await renderAdmin('/admin', [dashboard]);

    expect(await screen.findByRole('heading', { name: 'Blog dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'router path' })).toHaveTextContent(/^\/blog$/);
  });
});

describe('unknown admin paths', () => {
  it('redirect to the login screen', async () => {
    stubApi({});
    await renderAdmin('/admin/nothing-here');

    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'router path' })).toHaveTextContent(/^\/$/);
  });
});

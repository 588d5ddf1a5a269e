import { StrictMode, useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../app/AppProviders';
import { settle } from '../test/renderAdmin';
import { ADMIN_USER, deferred, signedInAs, stubApi } from '../test/stubApi';
import { useAuth } from './useAuth';
import type { AuthState } from './AuthProvider';

/** The latest auth state the app rendered, for the test to act on. */
const latest: { auth?: AuthState } = {};
function Probe() {
  const auth = useAuth();
  useEffect(() => {
    latest.auth = auth;
  });
  return <output aria-label="auth">{auth.status}</output>;
}
const auth = () => latest.auth!;

async function start() {
  render(
    <AppProviders>
      <Probe />
    </AppProviders>,
  );
  await settle();
  await settle();
}

describe('auth state: checked once, changed only by sign-in and sign-out', () => {
  it('checks the session once on start: loading, then signed in', async () => {
    const api = stubApi({ 'GET /api/auth/me': signedInAs('admin') });
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByLabelText('auth')).toHaveTextContent('loading');
    await settle();
    await settle();

    expect(screen.getByLabelText('auth')).toHaveTextContent('signed-in');
    expect(api.calls('GET /api/auth/me')).toEqual([
      expect.objectContaining({
        credentials: 'include',
        headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }),
      }),
    ]);
  });

  it("takes the boot script's check, already under way, instead of asking again", async () => {
    const api = stubApi({ 'GET /api/auth/me': signedInAs('admin') });
    render(
      <AppProviders sessionCheck={Promise.resolve(ADMIN_USER)}>
        <Probe />
      </AppProviders>,
    );
    await settle();
    await settle();

    expect(screen.getByLabelText('auth')).toHaveTextContent('signed-in');
    expect(auth().user).toEqual(ADMIN_USER);
    expect(api.calls('GET /api/auth/me')).toHaveLength(0);
  });

  it('starts signed in, without a check, on a page the server rendered for that member', async () => {
    const api = stubApi({ 'GET /api/auth/me': signedInAs('admin') });
    const pageState = {
      address: '/inbox',
      user: ADMIN_USER,
      readerTimeZone: 'UTC',
      queries: { queries: [], mutations: [] },
    };
    render(
      <AppProviders pageState={pageState}>
        <Probe />
      </AppProviders>,
    );
    // Its very first render is the server's: no loading state in between.
    expect(screen.getByLabelText('auth')).toHaveTextContent('signed-in');
    await settle();
    expect(auth().user).toEqual(ADMIN_USER);
    expect(api.calls('GET /api/auth/me')).toHaveLength(0);
  });

  it('checks once under StrictMode too, whose effects run twice', async () => {
    const api = stubApi({ 'GET /api/auth/me': signedInAs('admin') });
    render(
      <StrictMode>
        <AppProviders>
          <Probe />
        </AppProviders>
      </StrictMode>,
    );
    await settle();
    await settle();

    expect(screen.getByLabelText('auth')).toHaveTextContent('signed-in');
    expect(api.calls('GET /api/auth/me')).toHaveLength(1);
  });

  it('keeps a sign-in made while the start-up check was still out', async () => {
    const check = deferred();
    stubApi({ 'GET /api/auth/me': check.handler });
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    act(() => auth().signIn(ADMIN_USER));
    check.answer({ status: 200, body: { user: null } });
    await settle();
    await settle();

    expect(auth().status).toBe('signed-in');
    expect(auth().user).toEqual(ADMIN_USER);
  });

  it('login sets the user', async () => {
    stubApi({});
    await start();
    expect(auth().status).toBe('signed-out');

    act(() => auth().signIn(ADMIN_USER));
    await settle();

    expect(auth().status).toBe('signed-in');
    expect(auth().user).toEqual(ADMIN_USER);
  });

  it.each([200, 500])('logout clears the user whatever the call returns (%s)', async (status) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = stubApi({
      'GET /api/auth/me': signedInAs('admin'),
      'POST /api/logout': { status },
    });
    await start();
    expect(auth().status).toBe('signed-in');

    await act(() => auth().signOut());
    await settle();

    expect(auth().status).toBe('signed-out');
    expect(api.calls('POST /api/logout')).toHaveLength(1);
    error.mockRestore();
  });
});

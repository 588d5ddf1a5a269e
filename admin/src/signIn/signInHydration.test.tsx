import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { recordEarlyActions } from '@app/shared-ui/host/boot/earlyActions';
import { AppProviders } from '../app/AppProviders';
import { AdminRoutes } from '../app/AdminRoutes';
import { ADMIN_BASENAME } from '../app/router';
import { replayWhenLive } from '../boot/replayWhenLive';
import { fetchSessionUser } from '../auth/session';
import { ADMIN_USER, deferred, stubApi } from '../test/stubApi';
import { testSignInPage } from './testPage';

// Rendered here in a browser-like environment.
const page = testSignInPage();

describe('the app taking the sign-in page over', () => {
  let root: Root | undefined;

  beforeEach(() => {
    window.history.replaceState(null, '', `${ADMIN_BASENAME}/`);
    const doc = new DOMParser().parseFromString(page, 'text/html');
    document.head.innerHTML = doc.head.innerHTML;
    document.body.innerHTML = doc.body.innerHTML;
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('hydrates the form without a mismatch, keeping what was typed, pressed and submitted meanwhile', async () => {
    const login = deferred();
    const api = stubApi({ 'POST /api/login': login.handler });
    const early = recordEarlyActions(document);
    const form = document.querySelector('form');
    const username = document.querySelector<HTMLInputElement>('input[name="username"]');
    const password = document.querySelector<HTMLInputElement>('input[name="password"]');
    if (!form || !username || !password) throw new Error('the page has no sign-in form');
    username.value = 'jane';
    username.dispatchEvent(new Event('input', { bubbles: true }));
    password.value = 'correct horse';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector<HTMLButtonElement>('button[aria-label="Show password"]')?.click();
    form.requestSubmit();
    expect(api.calls('POST /api/login')).toHaveLength(0);

    const recoverable = jest.fn();
    const live = jest.fn(replayWhenLive(early));
    const container = document.getElementById('root');
    if (!container) throw new Error('no root');
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppProviders sessionCheck={fetchSessionUser()} onLive={live}>
          <BrowserRouter basename={ADMIN_BASENAME}>
            <AdminRoutes />
          </BrowserRouter>
        </AppProviders>,
        { onRecoverableError: recoverable },
      );
      await Promise.resolve();
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(live).toHaveBeenCalledTimes(1);
    // The very elements of the page, now live: the press and the submission happened once each.
    expect(document.querySelector('form')).toBe(form);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    expect(api.calls('POST /api/login')).toHaveLength(1);
    expect(JSON.parse(String(api.calls('POST /api/login')[0]?.body))).toEqual({
      username: 'jane',
      password: 'correct horse',
    });

    await act(async () => login.answer({ status: 200, body: { user: ADMIN_USER } }));
    await waitFor(() => expect(window.location.pathname).toBe(`${ADMIN_BASENAME}/blog`));
  });
});

import { screen } from '@testing-library/react';
import { renderAdmin } from '../test/renderAdmin';
import { deferred, signedInAs, stubApi } from '../test/stubApi';
import { ProtectedRoute, isRoleAllowed } from './ProtectedRoute';

const NOTICE = { title: 'Access Denied', description: 'Sign in first', type: 'error' } as const;

function guarded(roles?: string | string[], redirectTo?: string) {
  return [
    {
      path: '/secret',
      element: (
        <ProtectedRoute
          roles={roles}
          redirectTo={redirectTo}
          loadingTitle="Checking..."
          signedOutNotice={NOTICE}
        >
          <h1>Secret screen</h1>
        </ProtectedRoute>
      ),
    },
    { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  ];
}

const path = () => screen.getByRole('status', { name: 'router path' });

describe('ProtectedRoute: spinner, redirect, role check', () => {
  it('shows a spinner while the session check runs', async () => {
    stubApi({ 'GET /api/auth/me': deferred().handler });
    await renderAdmin('/admin/secret', guarded('admin'));

    expect(screen.getByText('Checking...')).toBeInTheDocument();
    expect(screen.queryByText('Secret screen')).not.toBeInTheDocument();
  });

  it('redirects a signed-out visitor to /admin with the notice', async () => {
    stubApi({});
    await renderAdmin('/admin/secret', guarded('admin'));

    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(path()).toHaveTextContent(/^\/$/);
    expect(await screen.findByText('Sign in first')).toBeInTheDocument();
  });

  it('redirects to a chosen path', async () => {
    stubApi({});
    await renderAdmin('/admin/secret', guarded('admin', '/elsewhere'));

    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('treats a failed session check as signed out', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/auth/me': { status: 500, body: 'boom' } });
    await renderAdmin('/admin/secret', guarded('admin'));

    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Session check failed', expect.any(Error));
    error.mockRestore();
  });

  it('admits a role in the list', async () => {
    stubApi({ 'GET /api/auth/me': signedInAs('moderator') });
    await renderAdmin('/admin/secret', guarded(['admin', 'moderator']));

    expect(screen.getByRole('heading', { name: 'Secret screen' })).toBeInTheDocument();
  });

  it('shows Access Denied to another role', async () => {
    stubApi({ 'GET /api/auth/me': signedInAs('editor') });
    await renderAdmin('/admin/secret', guarded('admin'));

    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByText('Secret screen')).not.toBeInTheDocument();
  });

  it('admits any signed-in user when the list is empty', async () => {
    stubApi({ 'GET /api/auth/me': signedInAs('viewer') });
    await renderAdmin('/admin/secret', guarded([]));

    expect(screen.getByRole('heading', { name: 'Secret screen' })).toBeInTheDocument();
  });
});

describe('isRoleAllowed', () => {
  it.each<[string, string | string[], boolean]>([
    ['admin', 'admin', true],
    ['moderator', 'admin', false],
    ['moderator', ['admin', 'moderator'], true],
    ['viewer', ['admin', 'moderator'], false],
    ['viewer', [], true],
  ])('%s against %j -> %s', (role, roles, allowed) => {
    expect(isRoleAllowed(role, roles)).toBe(allowed);
  });
});

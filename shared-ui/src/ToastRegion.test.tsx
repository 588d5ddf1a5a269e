import { act, screen } from '@testing-library/react';
import { renderWithKit } from '../test/renderWithKit';
import { notify } from './toaster';
import { toaster } from './theme/toastStore';

// Its own file: whether a toast was requested is module state, and this must start unrequested.
describe('the toast region', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('is not mounted until the first toast is asked for, then shows it', async () => {
    await renderWithKit(<p>page</p>);
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    act(() => {
      notify({ title: 'Login Successful', type: 'success' });
    });

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});

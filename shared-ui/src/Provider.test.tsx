import { act, screen } from '@testing-library/react';
import { renderWithKit } from '../test/renderWithKit';
import { notify } from './toaster';
import { toaster } from './theme/toastStore';

describe('Provider', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('renders its children', async () => {
    await renderWithKit(<p>Inside the kit</p>);

    expect(screen.getByText('Inside the kit')).toBeInTheDocument();
  });

  it('shows one toast at a time, the newest replacing the previous', async () => {
    await renderWithKit(<p>page</p>);

    act(() => {
      notify({ title: 'First', description: 'one', type: 'info' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();

    act(() => {
      notify({ title: 'Authentication Failed', description: 'Login failed', type: 'error' });
    });
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});

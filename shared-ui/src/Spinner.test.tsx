import { screen } from '@testing-library/react';
import { LoadingScreen } from './Spinner';
import { renderWithKit } from '../test/renderWithKit';

describe('LoadingScreen', () => {
  it('announces its title and text as a status', async () => {
    await renderWithKit(
      <LoadingScreen title="Loading Admin Dashboard..." text="Verifying your credentials" />,
    );

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading Admin Dashboard...');
    expect(status).toHaveTextContent('Verifying your credentials');
    expect(screen.getByRole('heading', { name: 'Loading Admin Dashboard...' })).toBeInTheDocument();
  });

  it('renders without texts', async () => {
    await renderWithKit(<LoadingScreen />);

    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

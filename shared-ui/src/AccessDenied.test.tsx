import { screen } from '@testing-library/react';
import { AccessDenied } from './AccessDenied';
import { renderWithKit } from '../test/renderWithKit';

describe('AccessDenied', () => {
  it('shows the Access Denied heading and text', async () => {
    await renderWithKit(<AccessDenied />);

    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
  });
});

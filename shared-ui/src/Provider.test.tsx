import { act, screen } from '@testing-library/react';
import { renderWithKit } from '../test/renderWithKit';
import { Checkbox } from './choices';
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

  it("gives Chakra's logic-based parts the page's direction", async () => {
    const checkbox = (
      <Checkbox.Root data-testid="root">
        <Checkbox.HiddenInput />
        <Checkbox.Label>Payroll</Checkbox.Label>
      </Checkbox.Root>
    );
    const { unmount } = await renderWithKit(checkbox, { locale: 'ar-AE-u-ca-gregory-nu-latn' });
    expect(screen.getByTestId('root')).toHaveAttribute('dir', 'rtl');
    unmount();

    await renderWithKit(checkbox);
    expect(screen.getByTestId('root')).toHaveAttribute('dir', 'ltr');
  });

  it('mirrors the icons marked for it in right-to-left text, with CSS alone', async () => {
    await renderWithKit(<p>page</p>);

    const rules = Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules, (rule) => rule.cssText),
    );
    expect(rules.join('\n')).toMatch(
      /\[data-mirror-in-rtl\]:dir\(rtl\) \{[^}]*[{;] ?transform: scaleX\(-1\)/,
    );
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

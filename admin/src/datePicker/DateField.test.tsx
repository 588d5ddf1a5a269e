import { useId, useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'shared_ui/Provider';
import { Field } from 'shared_ui/forms';
import { stubApi } from '../test/stubApi';
import { DateField, type DateFieldProps } from './DateField';

jest.setTimeout(20_000);

function Harness(props: Partial<DateFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  const id = useId();
  return (
    <Provider>
      <QueryClientProvider client={new QueryClient()}>
        <Field.Root>
          <Field.Label htmlFor={id}>First day</Field.Label>
          <DateField id={id} value={value} onChange={setValue} {...props} />
        </Field.Root>
        <output aria-label="value">{value}</output>
      </QueryClientProvider>
    </Provider>
  );
}

const picked = () => screen.getByRole('status', { name: 'value' });
const dayNames = () =>
  [...document.querySelectorAll('.react-datepicker__day-name')].map((n) => n.textContent);

describe('the staff date picker', () => {
  it('takes a typed yyyy-MM-dd date', async () => {
    render(<Harness daysOff={[7]} />);
    await userEvent.type(await screen.findByLabelText('First day'), '2026-12-02');
    expect(picked()).toHaveTextContent('2026-12-02');
  });

  it('is worked from the keyboard: arrows move the day, Enter picks it', async () => {
    render(<Harness daysOff={[7]} initial="2026-12-02" />);
    const input = await screen.findByLabelText('First day');
    await userEvent.click(input);
    expect(await screen.findByRole('rowgroup', { name: 'Month December, 2026' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(picked()).toHaveTextContent('2026-12-10');
    expect(input).toHaveValue('2026-12-10');
  });

  it("starts the week on the firm's first working day: Monday after a Sunday off", async () => {
    render(<Harness daysOff={[7]} initial="2026-12-02" />);
    await userEvent.click(await screen.findByLabelText('First day'));
    expect(dayNames()[0]).toMatch(/^Mo/);
  });

  it('starts it on Sunday after a Friday-Saturday weekend the settings give', async () => {
    stubApi({
      'GET /api/settings': {
        status: 200,
        body: { businessTimeZone: 'Asia/Riyadh', calendar: { daysOff: [5, 6], closed: [] } },
      },
    });
    render(<Harness initial="2026-12-02" />);
    await userEvent.click(await screen.findByLabelText('First day'));
    await screen.findByRole('rowgroup', { name: 'Month December, 2026' });
    await waitFor(() => expect(dayNames()[0]).toMatch(/^Su/));
  });

  it('names each day for a screen reader and refuses days before the minimum', async () => {
    render(<Harness daysOff={[7]} initial="2026-12-02" min="2026-12-02" />);
    await userEvent.click(await screen.findByLabelText('First day'));
    const month = within(await screen.findByRole('rowgroup', { name: 'Month December, 2026' }));
    expect(
      month.getByRole('gridcell', { name: 'Choose Wednesday, December 2nd, 2026' }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(
      month.getByRole('gridcell', { name: 'Not available: Tuesday, December 1st, 2026' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });
});

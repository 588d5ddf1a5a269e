import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadsReport } from '@app/contract/reports';
import { renderAdmin } from '../test/renderAdmin';
import { signedInAs, stubApi } from '../test/stubApi';
import { invalid } from '../test/refused';

jest.setTimeout(30_000);

// jsdom measures nothing: the charts draw at their initial size, and need the observer to exist.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? NoResizeObserver });

const counts = (enquiries: number, meetingsBooked: number, meetingsHeld: number, won: number) => ({
  enquiries,
  meetingsBooked,
  meetingsHeld,
  won,
});

const REPORT: LeadsReport = {
  from: '2026-10-01',
  to: '2026-11-23',
  interval: 'month',
  timeZone: 'Asia/Dubai',
  totals: counts(5, 3, 1, 2),
  breakdowns: {
    source: [
      { key: 'linkedin', medium: 'paid_social', ...counts(2, 2, 1, 1) },
      { key: null, medium: null, ...counts(3, 1, 0, 1) },
    ],
    campaign: [{ key: 'حملة رمضان', ...counts(2, 2, 1, 1) }],
    landingPath: [{ key: '/blog/vat-guide', ...counts(2, 2, 1, 1) }],
    service: [],
    language: [{ key: 'ar', ...counts(5, 3, 1, 2) }],
  },
  trend: [
    { start: '2026-10-01', ...counts(3, 2, 1, 1) },
    { start: '2026-11-01', ...counts(2, 1, 0, 1) },
  ],
};
const QUERY = '?from=2026-10-01&to=2026-11-23&interval=month';
const PATH = `/admin/reports${QUERY}`;
const GET = `GET /api/staff/reports${QUERY}`;

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr')!.textContent?.replace(name, '');

describe('/admin/reports', () => {
  it('shows the totals, a chart and a table of the same numbers per breakdown and the trend', async () => {
    const api = stubApi({
      'GET /api/auth/me': signedInAs('admin'),
      [GET]: { status: 200, body: REPORT },
    });
    await renderAdmin(PATH);

    const sources = await screen.findByRole('table', { name: 'Source / medium' });
    expect(rowOf(sources, 'LinkedIn / paid social')).toBe('2211');
    expect(rowOf(sources, 'Direct or unknown')).toBe('3101');
    // Arabic data as text, in its own direction.
    const campaign = screen.getByRole('table', { name: 'Campaign' });
    expect(within(campaign).getByText('حملة رمضان').tagName).toBe('BDI');
    expect(rowOf(screen.getByRole('table', { name: 'Trend by month' }), 'Oct 2026')).toBe('3211');
    expect(screen.getByRole('img', { name: 'Bar chart: Source / medium' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Line chart: Trend by month' })).toBeInTheDocument();
    expect(screen.getAllByText('No enquiries in this period.')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/staff/reports/export?from=2026-10-01&to=2026-11-23&interval=month',
    );
    expect(api.calls(GET)).toHaveLength(1);
  });

  it('offers no export to a moderator', async () => {
    stubApi({
      'GET /api/auth/me': signedInAs('moderator'),
      [GET]: { status: 200, body: REPORT },
    });
    await renderAdmin(PATH);
    expect(await screen.findByRole('table', { name: 'Campaign' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('shows a refused period under the field the BFF named', async () => {
    stubApi({
      'GET /api/auth/me': signedInAs('admin'),
      'GET /api/staff/reports?from=2026-10-01&to=2099-01-01&interval=month': {
        status: 400,
        body: invalid({ to: [{ code: 'reports.future' }] }),
      },
    });
    await renderAdmin('/admin/reports?from=2026-10-01&to=2099-01-01');
    expect(await screen.findByText('The period cannot end after today')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
  });
});

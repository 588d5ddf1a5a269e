import { SERVICE_OPTIONS } from './serviceOptions';

it('offers the titles of the six services, in order', () => {
  expect(SERVICE_OPTIONS).toEqual([
    'Accounting & Financial Operations',
    'Payables & Receivables Management',
    'Payroll',
    'Budgeting & Forecasting',
    'Custom Dashboard & KPIs',
    'Employee Equity & Fundraising',
  ]);
});

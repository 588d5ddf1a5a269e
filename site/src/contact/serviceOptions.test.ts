import { SERVICE_OPTIONS } from './serviceOptions';

it('offers the six service names of spec 3', () => {
  expect(SERVICE_OPTIONS).toEqual([
    'Accounting & Financial Operations',
    'Payables & Receivables Management',
    'Payroll',
    'Budgeting & Forecasting',
    'Custom Dashboard & KPIs',
    'Employee Equity & Fundraising',
  ]);
});

import { servicesOf } from '../services/services';
import { publishedDefaults } from '../test/siteContentKit';

it('a fresh install offers the titles of the six services, in order', () => {
  expect(servicesOf(publishedDefaults()).map((service) => service.title)).toEqual([
    'Accounting & Financial Operations',
    'Payables & Receivables Management',
    'Payroll',
    'Budgeting & Forecasting',
    'Custom Dashboard & KPIs',
    'Employee Equity & Fundraising',
  ]);
});

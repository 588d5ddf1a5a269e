/**
 * Spec 3: the contact form offers the six service names as its options. Kept here until the
 * services section has a data module to derive them from.
 */
export const SERVICE_OPTIONS = [
  'Accounting & Financial Operations',
  'Payables & Receivables Management',
  'Payroll',
  'Budgeting & Forecasting',
  'Custom Dashboard & KPIs',
  'Employee Equity & Fundraising',
] as const;

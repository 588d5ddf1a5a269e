import {
  PACKAGES,
  PACKAGE_MATRIX,
  PACKAGE_SERVICES,
  formatUsd,
  includedServices,
} from './packages';

describe('packages data', () => {
  it('prices the three packages at $1,000, $1,500 and $3,000 a month', () => {
    expect(PACKAGES.map((pkg) => [pkg.name, formatUsd(pkg.monthlyPriceUsd)])).toEqual([
      ['Lift-Off', '$1,000'],
      ['Accelerator', '$1,500'],
      ['Auto Pilot', '$3,000'],
    ]);
  });

  it('includes the first 3, 4 and all 7 services', () => {
    expect(PACKAGE_SERVICES).toHaveLength(7);
    expect(PACKAGES.map((pkg) => includedServices(pkg))).toEqual([
      PACKAGE_SERVICES.slice(0, 3),
      PACKAGE_SERVICES.slice(0, 4),
      PACKAGE_SERVICES,
    ]);
  });

  it('exposes the same answer as a matrix', () => {
    expect(PACKAGE_MATRIX['lift-off']?.['Budgeting & Cash Flow Forecasting']).toBe(true);
    expect(PACKAGE_MATRIX['lift-off']?.['Fundraising Support']).toBe(false);
    expect(PACKAGE_MATRIX['accelerator']?.['Fundraising Support']).toBe(true);
    expect(PACKAGE_MATRIX['accelerator']?.['Payroll']).toBe(false);
    expect(PACKAGE_MATRIX['auto-pilot']?.['Compliance Support']).toBe(true);
  });
});

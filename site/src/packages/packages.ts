import type { ComponentType } from 'react';
import type { LineIconProps } from '../icons/lineIcon';
import { GaugeIcon, PlaneIcon, RocketIcon } from './packageIcons';

/** The seven services the packages are compared on, in order. */
export const PACKAGE_SERVICES = [
  'Accounting & Bookkeeping',
  'Monthly Financials & Dashboard',
  'Budgeting & Cash Flow Forecasting',
  'Fundraising Support',
  'Payroll',
  'Payables & Receivables',
  'Compliance Support',
] as const;

export type PackageService = (typeof PACKAGE_SERVICES)[number];

/** A package (static content) and its place in the packages-by-services matrix. */
export interface FinancePackage {
  /** Stable key, for ids and React keys. */
  id: string;
  name: string;
  icon: ComponentType<LineIconProps>;
  /** Who it is for. */
  description: string;
  /** Starting monthly price in USD. */
  monthlyPriceUsd: number;
  /**
   * How many of PACKAGE_SERVICES, from the first, the package includes. This one number
   * is the whole matrix: every table mark and tab list derives from it.
   */
  includesFirst: number;
}

/** The three packages, cheapest first: 3, 4 and all 7 of the services. */
export const PACKAGES: readonly FinancePackage[] = [
  {
    id: 'lift-off',
    name: 'Lift-Off',
    icon: RocketIcon,
    description: 'basic financial services for startups',
    monthlyPriceUsd: 1000,
    includesFirst: 3,
  },
  {
    id: 'accelerator',
    name: 'Accelerator',
    icon: GaugeIcon,
    description: 'comprehensive services for growing businesses',
    monthlyPriceUsd: 1500,
    includesFirst: 4,
  },
  {
    id: 'auto-pilot',
    name: 'Auto Pilot',
    icon: PlaneIcon,
    description: 'full-service financial management for established businesses',
    monthlyPriceUsd: 3000,
    includesFirst: PACKAGE_SERVICES.length,
  },
];

/** Whether a package includes a service (a mark in the packages table). */
export function includes(pkg: FinancePackage, service: PackageService): boolean {
  return PACKAGE_SERVICES.indexOf(service) < pkg.includesFirst;
}

/** The services a package includes, in matrix order. */
export function includedServices(pkg: FinancePackage): readonly PackageService[] {
  return PACKAGE_SERVICES.filter((service) => includes(pkg, service));
}

/** The inclusion matrix: package id -> service -> included. */
export const PACKAGE_MATRIX: Readonly<Record<string, Readonly<Record<PackageService, boolean>>>> =
  Object.fromEntries(
    PACKAGES.map((pkg) => [
      pkg.id,
      Object.fromEntries(
        PACKAGE_SERVICES.map((service) => [service, includes(pkg, service)]),
      ) as Record<PackageService, boolean>,
    ]),
  );

/** `1000` -> `$1,000`; a fixed locale, so server and browser print the same. */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

import { useMemo, type ComponentType } from 'react';
import type { LineIconProps } from '../icons/lineIcon';
import { formatNumber } from '../i18n/formats';
import { useI18n } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locales';
import type { MessageKey } from '../i18n/messages/en';
import { english } from '../i18n/siteIntl';
import { GaugeIcon, PlaneIcon, RocketIcon } from './packageIcons';

/** The seven services the packages are compared on, in order, as keys of the catalogue. */
const PACKAGE_SERVICE_KEYS: readonly MessageKey[] = [
  'packages.service.accounting',
  'packages.service.financials',
  'packages.service.budgeting',
  'packages.service.fundraising',
  'packages.service.payroll',
  'packages.service.payables',
  'packages.service.compliance',
];

/** The seven services in English. */
export const PACKAGE_SERVICES: readonly string[] = PACKAGE_SERVICE_KEYS.map((key) => english(key));

/** A service's name, as PACKAGE_SERVICES (or the same list in another language) writes it. */
export type PackageService = string;

/** The seven services in the page's language, in the same order. */
export function usePackageServices(): readonly string[] {
  const { t } = useI18n();
  return useMemo(() => PACKAGE_SERVICE_KEYS.map((key) => t(key)), [t]);
}

/** A package (static content) and its place in the packages-by-services matrix. */
export interface FinancePackage {
  /** Stable key, for ids and React keys. */
  id: string;
  name: string;
  icon: ComponentType<LineIconProps>;
  /** Who it is for (a key of the catalogue). The name is the product's, in every language. */
  description: MessageKey;
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
    description: 'packages.liftOff.description',
    monthlyPriceUsd: 1000,
    includesFirst: 3,
  },
  {
    id: 'accelerator',
    name: 'Accelerator',
    icon: GaugeIcon,
    description: 'packages.accelerator.description',
    monthlyPriceUsd: 1500,
    includesFirst: 4,
  },
  {
    id: 'auto-pilot',
    name: 'Auto Pilot',
    icon: PlaneIcon,
    description: 'packages.autoPilot.description',
    monthlyPriceUsd: 3000,
    includesFirst: PACKAGE_SERVICES.length,
  },
];

/** Whether a package includes the service at `index` of the list (a mark in the packages table). */
export function includesAt(pkg: FinancePackage, index: number): boolean {
  return index < pkg.includesFirst;
}

/** Whether a package includes a service named as in PACKAGE_SERVICES. */
export function includes(pkg: FinancePackage, service: PackageService): boolean {
  const index = PACKAGE_SERVICES.indexOf(service);
  return index !== -1 && includesAt(pkg, index);
}

/** The services a package includes, in matrix order, named as in `services` (English by default). */
export function includedServices(
  pkg: FinancePackage,
  services: readonly PackageService[] = PACKAGE_SERVICES,
): readonly PackageService[] {
  return services.filter((_service, index) => includesAt(pkg, index));
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

/** `1000` -> `$1,000`, in both languages: the language's pinned locale, Latin digits. */
export function formatUsd(amount: number, locale: Locale = 'en'): string {
  return `$${formatNumber(locale, amount)}`;
}

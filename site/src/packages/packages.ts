import { useMemo, type ComponentType } from 'react';
import type { PublishedSiteContent } from '@app/contract/siteContent';
import type { LineIconProps } from '../icons/lineIcon';
import { SITE_ICON_COMPONENTS } from '../icons/siteIcons';
import { formatNumber } from '../i18n/formats';
import type { Locale } from '../i18n/locales';
import { useSiteContent } from '../page/siteContent';

/** A package, as staff published it, and its row of the packages-by-services matrix. */
export interface FinancePackage {
  /** Stable key, for ids and React keys. */
  id: string;
  name: string;
  icon: ComponentType<LineIconProps>;
  /** Who it is for. */
  description: string;
  /** Starting monthly price in USD. */
  monthlyPriceUsd: number;
  /** Whether it includes each of the compared services, in their order. */
  included: readonly boolean[];
}

/** The packages compared, on which services, with the words around their prices. */
export interface PackageOffer {
  packages: readonly FinancePackage[];
  /** The services the packages are compared on, in order. */
  services: readonly string[];
  priceNote: string;
  customNote: string;
  vatIncluded: boolean;
}

/** The published packages, in the content's language. */
export function packagesOf({ packages }: PublishedSiteContent): PackageOffer {
  return {
    packages: packages.packages.map((pkg) => ({
      id: pkg.id,
      name: pkg.name,
      icon: SITE_ICON_COMPONENTS[pkg.icon],
      description: pkg.description,
      monthlyPriceUsd: pkg.monthlyPriceUsd,
      included: packages.rows.map((row) => pkg.includes.includes(row.id)),
    })),
    services: packages.rows.map((row) => row.name),
    priceNote: packages.priceNote,
    customNote: packages.customNote,
    vatIncluded: packages.vatIncluded,
  };
}

/** The published packages in the page's language. */
export function usePackages(): PackageOffer {
  const content = useSiteContent();
  return useMemo(() => packagesOf(content), [content]);
}

/** Whether a package includes the service at `index` of the list (a mark in the packages table). */
export function includesAt(pkg: FinancePackage, index: number): boolean {
  return pkg.included[index] === true;
}

/** The services a package includes, in matrix order, named as in `services`. */
export function includedServices(
  pkg: FinancePackage,
  services: readonly string[],
): readonly string[] {
  return services.filter((_service, index) => includesAt(pkg, index));
}

/** `1000` -> `$1,000`, in both languages: the language's pinned locale, Latin digits. */
export function formatUsd(amount: number, locale: Locale = 'en'): string {
  return `$${formatNumber(locale, amount)}`;
}

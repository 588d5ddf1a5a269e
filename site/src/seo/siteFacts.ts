/** Facts about the business that pages, heads and structured data share. */

/** Named in the contract, which the BFF's feeds share. */
export { SITE_NAME } from '@app/contract/publicPages';

/** Spec 1 / 2.2. */
export const TAGLINE = 'Simplifying Finance. Empowering Growth';

/** Spec 2.2: a professional-network page and a microblog page. */
export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/outsourced-finance-services' },
  { label: 'X', href: 'https://x.com/outsourcedfin' },
] as const;

/** Spec 1: the organisation's address country in the page metadata. */
export const ADDRESS_COUNTRY = 'AE';

/** Where the business works. */
export const AREA_SERVED = ['AE', 'SA'] as const;

/** Spec 2.9: the share image of last resort, the brand logo as a raster image. */
export const DEFAULT_SHARE_IMAGE = '/logo-share.png';

/** The brand logo for structured data. */
export const LOGO_IMAGE = '/logo-share.png';

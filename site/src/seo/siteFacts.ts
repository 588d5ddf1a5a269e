/**
 * Facts about the business that pages, heads and structured data share. Its name and tagline are
 * texts of each language (`site.name`, `footer.tagline` in the catalogues).
 */

/** The footer's social links: a professional-network page and a microblog page. */
export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/outsourced-finance-services' },
  { label: 'X', href: 'https://x.com/outsourcedfin' },
] as const;

/** The organisation's address country (United Arab Emirates) in the page metadata. */
export const ADDRESS_COUNTRY = 'AE';

/** Where the business works. */
export const AREA_SERVED = ['AE', 'SA'] as const;

/** The share image of last resort, the brand logo as a raster image. */
export const DEFAULT_SHARE_IMAGE = '/logo-share.png';

/** The brand logo for structured data. */
export const LOGO_IMAGE = '/logo-share.png';

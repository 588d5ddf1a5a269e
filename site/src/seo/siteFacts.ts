/**
 * Facts about the business that pages, heads and structured data share. Its name and tagline are
 * texts of each language (`site.name`, `footer.tagline` in the catalogues); its contact details
 * and social links are site content staff publish.
 */

/** The organisation's address country (United Arab Emirates) in the page metadata. */
export const ADDRESS_COUNTRY = 'AE';

/** Where the business works. */
export const AREA_SERVED = ['AE', 'SA'] as const;

/** The share image of last resort, the brand logo as a raster image. */
export const DEFAULT_SHARE_IMAGE = '/logo-share.png';

/** The brand logo for structured data. */
export const LOGO_IMAGE = '/logo-share.png';

/**
 * The paths and query keys of site content, and the link a WhatsApp number makes: what the public
 * site needs at run time, apart from the schemas (siteContent.ts) so its bundle carries no zod.
 * Browser-safe: no zod.
 */
import { localizedPath, type SiteLanguage } from './languages';
import { API_PREFIX } from './paths';

/** The documents of site content, one per tab of the admin's "Site content" screen. */
export type SiteDocumentName =
  'home' | 'services' | 'packages' | 'about' | 'caseStudies' | 'contact' | 'privacy';

export const SITE_CONTENT_ROUTES = {
  published: '/site-content/:language',
  publishedPrivacy: '/site-content/:language/privacy',
  staffDocument: '/staff/site/:document',
  staffPublish: '/staff/site/:document/publish',
  staffReset: '/staff/site/:document/reset',
  staffRevisions: '/staff/site/:document/revisions',
  staffRevision: '/staff/site/:document/revisions/:id',
  staffRevisionRestore: '/staff/site/:document/revisions/:id/restore',
  staffPreviews: '/staff/site/:document/previews',
  staffPreview: '/staff/site/:document/previews/:id',
  /** An image upload (multipart, field `image`) for a document's draft. */
  staffImages: '/staff/site/images',
  /** A preview link's read: the published content with one document's draft in its place. */
  preview: '/site-previews/:token/:language',
} as const;

/** `/api/staff/site/{document}` and below it `publish`, `reset`, `revisions[/{id}[/restore]]`. */
export function staffSitePath(
  document: SiteDocumentName,
  ...below:
    | []
    | ['publish']
    | ['reset']
    | ['revisions']
    | ['revisions', number, 'restore']
    | ['previews']
    | ['previews', number]
): string {
  return [`${API_PREFIX}/staff/site/${document}`, ...below].join('/');
}

/** The published content of a language: part of every public page's state. */
export const siteContentQueryKey = (language: SiteLanguage) =>
  [`${API_PREFIX}/site-content`, language] as const;

/** The published privacy notice of a language: the state of /privacy alone. */
export const privacyNoticeQueryKey = (language: SiteLanguage) =>
  [`${API_PREFIX}/site-content`, language, 'privacy'] as const;

export const staffSiteQueryKeys = {
  all: [`${API_PREFIX}/staff/site`] as const,
  one: (document: SiteDocumentName) => [`${API_PREFIX}/staff/site`, document] as const,
  revisions: (document: SiteDocumentName) =>
    [`${API_PREFIX}/staff/site`, document, 'revisions'] as const,
  previews: (document: SiteDocumentName) =>
    [`${API_PREFIX}/staff/site`, document, 'previews'] as const,
};

/**
 * A site preview's token: 32 random bytes, base64url (the secret links' rule). It travels as the
 * page's `token` query parameter, which every log redacts.
 */
export const SITE_PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SITE_PREVIEW_PARAM = 'token';

/** The draft a preview link shows, in one language (the published content around it). */
export const sitePreviewQueryKey = (token: string, language: SiteLanguage) =>
  [`${API_PREFIX}/site-previews`, token, language] as const;

/** The page that shows most of a document; any other page shows it too (the footer, the head). */
const PAGE_OF_DOCUMENT: Partial<Record<SiteDocumentName, string>> = {
  home: '/',
  services: '/services',
  packages: '/packages',
  about: '/about',
  caseStudies: '/about',
  contact: '/contact',
};

/** The site address a preview link opens in a language: the document's page with its token. */
export function sitePreviewPagePath(
  document: SiteDocumentName,
  language: SiteLanguage,
  token: string,
): string {
  return localizedPath(
    language,
    `${PAGE_OF_DOCUMENT[document] ?? '/'}?${SITE_PREVIEW_PARAM}=${token}`,
  );
}

/** The click-to-chat address of a WhatsApp number (digits only, no +). */
export function whatsAppLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** A live preview link of a document, as staff list them (the token is shown once, at creation). */
export interface SitePreviewLink {
  id: number;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
}

/** 201 of POST /api/staff/site/:document/previews: the link's page in each language. */
export interface CreatedSitePreviewLink extends SitePreviewLink {
  paths: Record<SiteLanguage, string>;
}

/** 201 of POST /api/staff/site/images: the stored image, for a document's draft to show. */
export interface UploadedSiteImage {
  src: string;
}

/** The line icons of the site a service, a package or a case study may show. */
export const SITE_ICONS = [
  'ledger',
  'exchange',
  'team',
  'trend',
  'dashboard',
  'pie',
  'rocket',
  'gauge',
  'plane',
  'briefcase',
] as const;
export type SiteIcon = (typeof SITE_ICONS)[number];

/** The highest monthly price a package may state: anything above is a typing slip. */
export const MAX_MONTHLY_PRICE_USD = 1_000_000;

/**
 * The paths and query keys of site content, and the link a WhatsApp number makes: what the public
 * site needs at run time, apart from the schemas (siteContent.ts) so its bundle carries no zod.
 * Browser-safe: no imports but types.
 */
import type { SiteLanguage } from './languages';
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
} as const;

/** `/api/staff/site/{document}` and below it `publish`, `reset`, `revisions[/{id}[/restore]]`. */
export function staffSitePath(
  document: SiteDocumentName,
  ...below: [] | ['publish'] | ['reset'] | ['revisions'] | ['revisions', number, 'restore']
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
};

/** The click-to-chat address of a WhatsApp number (digits only, no +). */
export function whatsAppLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

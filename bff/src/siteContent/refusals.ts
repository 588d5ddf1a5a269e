/** The refusals of site content: each its code's template, which the error body codes by. */
import { ERROR_TEMPLATES } from '@app/contract/errorCodes';

export const SITE_REFUSALS = {
  unknownDocument: ERROR_TEMPLATES['site-content.unknown-document'],
  unknownRevision: ERROR_TEMPLATES['site-content.unknown-revision'],
  unknownLanguage: ERROR_TEMPLATES['site-content.unknown-language'],
  stale: ERROR_TEMPLATES['site-content.stale'],
  emptyText: ERROR_TEMPLATES['site-content.empty-text'],
  untranslated: ERROR_TEMPLATES['site-content.untranslated'],
  pricesAdminOnly: ERROR_TEMPLATES['site-content.prices-admin-only'],
} as const;

/**
 * The refusals of site content, in one place so they turn into stable codes mechanically later.
 */
export const SITE_REFUSALS = {
  unknownDocument: 'No such site content document',
  unknownRevision: 'No such revision of this document',
  unknownLanguage: 'No such language',
  stale: 'This document changed since you opened it: reload it to see what changed',
  emptyText: 'Empty: write this text before publishing',
  untranslated: 'Every text needs its English and Arabic version before publishing',
  pricesAdminOnly:
    'Prices and package contents are published by an admin: your change waits as a draft for one',
} as const;

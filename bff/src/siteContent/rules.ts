import type { z } from 'zod';
import {
  emptyTexts,
  SITE_CONTENT_SCHEMAS,
  SITE_DOCUMENTS,
  type SiteContent,
  type SiteContentOf,
  type SiteDocument,
} from '@app/contract/siteContent';
import { fieldErrors } from '@app/contract/validation';
import { ValidationError } from '../http/errors';
import { SITE_REFUSALS } from './refusals';

export function isSiteDocument(value: string): value is SiteDocument {
  return (SITE_DOCUMENTS as readonly string[]).includes(value);
}

/** A document's content as its schema reads it (trimmed, in the schema's key order), or a 400. */
export function parseContent<D extends SiteDocument>(
  document: D,
  input: unknown,
): SiteContentOf<D> {
  const schema = SITE_CONTENT_SCHEMAS[document] as unknown as z.ZodType<SiteContentOf<D>>;
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

/** JSON with sorted keys: two contents are the same when these are. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/**
 * What only an admin may publish: each package's price and what it includes, the rows compared,
 * the VAT statement. Texts around them (names, descriptions, notes) are any editor's.
 */
function priceFacts(packages: SiteContent['packages']): string {
  return canonicalJson({
    packages: packages.packages.map((pkg) => [pkg.id, pkg.monthlyPriceUsd, pkg.includes]),
    rows: packages.rows.map((row) => row.id),
    vatIncluded: packages.vatIncluded,
  });
}

/** Whether publishing `draft` over `published` changes prices or package contents. */
export function changesPrices<D extends SiteDocument>(
  document: D,
  draft: SiteContentOf<D>,
  published: SiteContentOf<D>,
): boolean {
  if (document !== 'packages') return false;
  const [next, now] = [draft, published] as SiteContent['packages'][];
  return priceFacts(next!) !== priceFacts(now!);
}

/** 400 naming every text still empty in either language; a document is published whole. */
export function assertTranslated(content: unknown): void {
  const empty = [...emptyTexts(content, 'en'), ...emptyTexts(content, 'ar')];
  if (empty.length === 0) return;
  throw new ValidationError(
    Object.fromEntries(empty.map((path) => [path, [SITE_REFUSALS.emptyText]])),
    SITE_REFUSALS.untranslated,
  );
}

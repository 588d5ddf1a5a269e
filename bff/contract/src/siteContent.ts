/**
 * Site content staff edit (GET/PUT /api/staff/site/:document, publish, revisions, reset) and the
 * public read of what is published (GET /api/site-content/:language). Each document is one tab of
 * the admin's "Site content" screen; every text holds an English and an Arabic version. The texts
 * a fresh install shows are `SITE_CONTENT_DEFAULTS` (siteContentDefaults.ts), its paths and query
 * keys are in siteContentPaths.ts (free of zod, for the site's bundle). Browser-safe.
 */
import { z } from 'zod';
import type { SiteLanguage } from './languages';
import { multiLine, singleLine } from './text';
import { privacyNoticeContent } from './privacy';
import { mediaKeyOfUrl, parseMediaKey } from './media';
import { errorText } from './errorCodes';
import { MAX_MONTHLY_PRICE_USD, SITE_ICONS, type SiteDocumentName } from './siteContentPaths';

export * from './siteContentPaths';

export const SITE_DOCUMENTS = [
  'home',
  'services',
  'packages',
  'about',
  'caseStudies',
  'contact',
  'privacy',
] as const satisfies readonly SiteDocumentName[];
export type SiteDocument = (typeof SITE_DOCUMENTS)[number];

const tooLong = (max: number) => `At most ${max} characters`;

/** One text in both languages; empty while a draft, refused at publish (see emptyTexts). */
function bilingual(max: number, lines: 'single' | 'multi' = 'single') {
  const one = z
    .string()
    .trim()
    .max(max, { error: tooLong(max), abort: true });
  const checked = lines === 'single' ? singleLine(one) : multiLine(one);
  return z.object({ en: checked, ar: checked });
}
export type Bilingual = { en: string; ar: string };

const itemId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: errorText('site-content.item-id') });
const icon = z.enum(SITE_ICONS, { error: errorText('site-content.icon') });

/** An address a link may open: http(s) only, never `javascript:` or `data:`. */
const webLink = z
  .string()
  .trim()
  .max(300, { error: tooLong(300), abort: true })
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    error: errorText('site-content.link'),
  });
/** A phone number as people write it: an optional +, digits, spaces, dashes, brackets. */
const phone = z
  .string()
  .trim()
  .max(30, { error: tooLong(30), abort: true })
  .refine((value) => value === '' || /^\+?[0-9][0-9 ()-]{5,24}[0-9]$/.test(value), {
    error: errorText('site-content.phone'),
  });

export const homeContent = z.object({
  heroHeading: bilingual(80),
  /** Shown after the heading in the brand colour. */
  heroAccent: bilingual(60),
  heroText: bilingual(300, 'multi'),
  tiles: z.array(bilingual(40)).length(6, { error: 'Exactly six tiles' }),
});

export const serviceContent = z.object({
  id: itemId,
  icon,
  title: bilingual(80),
  description: bilingual(300, 'multi'),
  intro: bilingual(1200, 'multi'),
  software: bilingual(400, 'multi'),
  deliverables: z.array(bilingual(300)).min(1, { error: 'At least one deliverable' }).max(10),
});

export const servicesContent = z.object({
  services: z.array(serviceContent).min(1, { error: 'At least one service' }).max(12),
});

export const packageContent = z.object({
  id: itemId,
  name: bilingual(40),
  description: bilingual(200),
  icon,
  monthlyPriceUsd: z
    .number({ error: errorText('site-content.price-number') })
    .int({ error: errorText('site-content.price-whole') })
    .min(0, { error: errorText('site-content.price-negative') })
    .max(MAX_MONTHLY_PRICE_USD, { error: errorText('site-content.price-too-high') }),
  /** The ids of the comparison rows the package includes. */
  includes: z.array(itemId).max(20),
});

export const packagesContent = z
  .object({
    packages: z.array(packageContent).min(1, { error: 'At least one package' }).max(6),
    /** The services the packages are compared on, in order. */
    rows: z
      .array(z.object({ id: itemId, name: bilingual(80) }))
      .min(1)
      .max(20),
    priceNote: bilingual(200),
    customNote: bilingual(200),
    /** Which VAT statement shows beside the prices ("Prices include VAT" or "… exclude VAT"). */
    vatIncluded: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const rows = new Set(value.rows.map((row) => row.id));
    value.packages.forEach((pkg, index) => {
      if (pkg.includes.some((id) => !rows.has(id))) {
        ctx.addIssue({
          code: 'custom',
          path: ['packages', index, 'includes'],
          message: errorText('site-content.unknown-row'),
        });
      }
    });
  });

export const aboutContent = z.object({
  heading: bilingual(120),
  headingAccent: bilingual(80),
  goal: bilingual(600, 'multi'),
  mission: bilingual(600, 'multi'),
  approach: z
    .array(z.object({ title: bilingual(60), text: bilingual(400, 'multi') }))
    .length(3, { error: 'Exactly three approach cards' }),
});

/** A case study's picture, uploaded through the media pipeline, and what it shows (both languages). */
export const caseStudyImage = z.object({
  src: z
    .string()
    .max(200, { error: tooLong(200), abort: true })
    .refine((value) => parseMediaKey(mediaKeyOfUrl(value) ?? '')?.variantWidth === null, {
      error: errorText('site-content.not-an-uploaded-image'),
    }),
  alt: bilingual(200),
});
export const caseStudiesContent = z.object({
  items: z
    .array(
      z.object({
        id: itemId,
        title: bilingual(80),
        description: bilingual(200),
        industry: bilingual(80),
        impact: bilingual(200),
        details: bilingual(1200, 'multi'),
        image: caseStudyImage.optional(),
      }),
    )
    .max(12),
});

export const contactContent = z.object({
  email: z
    .string()
    .trim()
    .max(254, { error: tooLong(254), abort: true })
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      error: errorText('site-content.email'),
    }),
  phone,
  /** The WhatsApp number; the site links it as click-to-chat (whatsAppLink). */
  whatsapp: phone,
  addresses: z.array(z.object({ label: bilingual(60), text: bilingual(300, 'multi') })).max(6),
  linkedin: webLink,
  x: webLink,
});

export const SITE_CONTENT_SCHEMAS = {
  home: homeContent,
  services: servicesContent,
  packages: packagesContent,
  about: aboutContent,
  caseStudies: caseStudiesContent,
  contact: contactContent,
  privacy: privacyNoticeContent,
} as const;

export type SiteContentOf<D extends SiteDocument> = z.infer<(typeof SITE_CONTENT_SCHEMAS)[D]>;
export type SiteContent = { [D in SiteDocument]: SiteContentOf<D> };
export type ServiceContent = z.infer<typeof serviceContent>;
export type PackageContent = z.infer<typeof packageContent>;

/** A document's texts in one language: every `{ en, ar }` becomes the one string. */
export type InLanguage<T> = T extends Bilingual
  ? string
  : T extends readonly (infer Item)[]
    ? InLanguage<Item>[]
    : T extends object
      ? { [K in keyof T]: InLanguage<T[K]> }
      : T;
/** What every page's state holds: all but the privacy notice, which only its page reads. */
export type PublishedSiteContent = InLanguage<Omit<SiteContent, 'privacy'>>;

function isBilingual(value: unknown): value is Bilingual {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 2 &&
    typeof (value as Bilingual).en === 'string' &&
    typeof (value as Bilingual).ar === 'string'
  );
}

/** `content` with each text in `language` only. */
export function inLanguage<T>(content: T, language: SiteLanguage): InLanguage<T> {
  const walk = (value: unknown): unknown => {
    if (isBilingual(value)) return value[language];
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return walk(content) as InLanguage<T>;
}

/** The dotted paths of the texts still empty in a language (`services.0.title.ar`). */
export function emptyTexts(content: unknown, language: SiteLanguage): string[] {
  const empty: string[] = [];
  const walk = (value: unknown, path: string[]): void => {
    if (isBilingual(value)) {
      if (value[language].trim() === '') empty.push([...path, language].join('.'));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index)]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(content, []);
  return empty;
}

/** Staff's view of one document. `version` is what a save must name (409 when it moved on). */
export interface StaffSiteDocument<D extends SiteDocument = SiteDocument> {
  document: D;
  draft: SiteContentOf<D>;
  published: SiteContentOf<D>;
  version: number;
  /** Whether the draft differs from what is published. */
  unpublished: boolean;
  /** A change to prices or package contents a moderator saved, waiting for an admin. */
  needsAdmin: boolean;
  updatedAt: string;
  updatedBy: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
}

/** Body of PUT /api/staff/site/:document: the draft and the version it was opened at. */
export const saveSiteDraftRequest = z.object({
  version: z.number().int().min(0),
  draft: z.unknown(),
});
export type SaveSiteDraftRequest = z.infer<typeof saveSiteDraftRequest>;

/** Body of POST …/publish: the version the publisher looked at. */
export const publishSiteRequest = z.object({ version: z.number().int().min(0) });

export interface SiteRevisionSummary {
  id: number;
  /** `publish` for a published version, `draft` for a saved one. */
  kind: 'draft' | 'publish';
  savedAt: string;
  savedBy: string | null;
}
export interface SiteRevision<D extends SiteDocument = SiteDocument> extends SiteRevisionSummary {
  content: SiteContentOf<D>;
}

/** What a stale save answers with (409): the document as it is now. */
export interface SiteConflictBody {
  error: string;
  current: StaffSiteDocument;
}

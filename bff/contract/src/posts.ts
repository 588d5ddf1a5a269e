/**
 * Blog post contract (GET/POST /api/posts, GET/PUT/DELETE /api/posts/:slug), shared by the BFF,
 * the site and the admin. Browser-safe: imports nothing but zod.
 */
import { errorText } from './errorCodes';
import { z } from 'zod';
import { DISALLOWED_CHARACTER_MESSAGE, isMultiLineText, isSingleLineText } from './text';

/**
 * The languages a post is written in. English is the default (the blog at `/blog`); Arabic posts
 * are for the Arabic blog (`/ar/blog`, not served yet). Same codes as the site's locales.
 */
export const POST_LANGUAGES = ['en', 'ar'] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];
export const DEFAULT_POST_LANGUAGE: PostLanguage = 'en';

/** The other language of a post's translation (there are two). */
export function otherPostLanguage(language: PostLanguage): PostLanguage {
  return language === 'en' ? 'ar' : 'en';
}

/** A post in the list: all but the content, which only the article reads. Dates: ISO-8601 UTC. */
export interface PostSummary {
  id: number;
  slug: string;
  /** The language the post is written in; `en` for every post written before posts had one. */
  language: PostLanguage;
  /**
   * The slug of the same post in the other language, or null. Links are reciprocal: B's names A
   * when A's names B. Public reads give it only when that translation is published too.
   */
  translationSlug: string | null;
  title: string;
  description: string;
  /** One comma-separated string, e.g. "VAT, UAE, Compliance". */
  tags: string;
  /** Our own URL of the featured image (`/api/media/…`), or null. */
  imagePath: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * When the post last went public; the date readers see and the order of the blog. Always set
   * on public reads; null only for a post staff have not published yet.
   */
  publishedAt: string | null;
}

/** GET /api/posts/:slug, and the answer of a successful create (201) or update (200). */
export interface Post extends PostSummary {
  /** Markdown with raw HTML allowed; content images point at `/api/media/…`. */
  content: string;
}

/** 200 of DELETE /api/posts/:slug. */
export interface DeletePostResponse {
  message: string;
  slug: string;
}

/**
 * Upper bounds of our own (the post form's rules only require the fields): generous for a blog,
 * small enough to keep rows sane.
 */
export const POST_LIMITS = {
  title: 200,
  slug: 200,
  description: 500,
  content: 100_000,
  tags: 500,
} as const;

/**
 * The slug rule: lowercase; remove everything except letters, digits, spaces and hyphens; turn
 * spaces into hyphens; trim leading and trailing hyphens. "Letters" includes non-Latin ones, so
 * an Arabic title still gets a slug.
 *
 * Normalised to NFC last as well as first: removing a mark can bring together characters it kept
 * apart (the jamo of a Hangul syllable), and a slug left decomposed would fail isSlug, so its post
 * could be stored and listed but never read, changed or deleted.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/^-+|-+$/g, '')
    .normalize('NFC');
}

/**
 * True when `slug` is already in the form slugify() gives, i.e. could name a post. Lets the server
 * answer 404 for anything else without asking the database.
 */
export function isSlug(slug: string): boolean {
  return slug !== '' && slug.length <= POST_LIMITS.slug && slugify(slug) === slug;
}

/** Tags as one tidy comma-separated string: trimmed, no empty entries, no repeats. */
export function normalizeTags(tags: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.split(',')) {
    const trimmed = tag.trim().replace(/\s+/g, ' ');
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept.join(', ');
}

/** Which characters a field may hold: see text.ts. */
type TextKind = 'single-line' | 'multi-line';

const requiredText = (message: string, max: number, kind: TextKind) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: errorText('field.too-long', { max }), abort: true })
    .refine(kind === 'single-line' ? isSingleLineText : isMultiLineText, {
      error: DISALLOWED_CHARACTER_MESSAGE,
    });

/**
 * The text fields of the post form, checked after trimming; the admin's editor validates with
 * this same schema, so its field messages and the BFF's 400 say the same words. The slug
 * comes out slugified: "My Post!" is stored as "my-post".
 */
export const postForm = z.object({
  title: requiredText(errorText('posts.title-required'), POST_LIMITS.title, 'single-line'),
  slug: z
    .string({ error: errorText('posts.slug-required') })
    .transform((slug) => slugify(slug))
    .pipe(
      z
        .string()
        .min(1, { error: errorText('posts.slug-required'), abort: true })
        .max(POST_LIMITS.slug, { error: errorText('field.too-long', { max: POST_LIMITS.slug }) }),
    ),
  description: requiredText(
    errorText('posts.description-required'),
    POST_LIMITS.description,
    'multi-line',
  ),
  content: requiredText(errorText('posts.content-required'), POST_LIMITS.content, 'multi-line'),
  tags: z
    .string({ error: errorText('posts.tags-not-text') })
    .max(POST_LIMITS.tags, {
      error: errorText('posts.tags-too-long', { max: POST_LIMITS.tags }),
      abort: true,
    })
    .refine(isSingleLineText, { error: DISALLOWED_CHARACTER_MESSAGE })
    .optional()
    .transform((tags) => normalizeTags(tags ?? '')),
});
export type PostFormInput = z.input<typeof postForm>;
export type PostFormValues = z.output<typeof postForm>;

// --- language and translation ------------------------------------------------------------------

/** Multipart field of create/update: `en` or `ar`. Absent: `en` on a create, unchanged on an update. */
export const LANGUAGE_FIELD = 'language';
/**
 * Multipart field of create/update: the slug of the post this one translates (which then names
 * this one back). Empty clears the link; absent leaves it as it is (none on a create).
 */
export const TRANSLATION_OF_FIELD = 'translationOf';

export const POST_LANGUAGE_MESSAGE = errorText('posts.language');
export const TRANSLATION_NOT_FOUND_MESSAGE = errorText('posts.translation-not-found');
export const TRANSLATION_SELF_MESSAGE = errorText('posts.translation-self');
export const TRANSLATION_SAME_LANGUAGE_MESSAGE = errorText('posts.translation-same-language');

export const postLanguage = z.enum(POST_LANGUAGES, { error: POST_LANGUAGE_MESSAGE });

/**
 * The language fields of a create or update, as sent. `translationOf`: undefined when absent,
 * null when empty (clear the link), else a slug. A value that cannot be a slug names no post.
 * Whether the slug exists, is the post itself or is in the same language is the server's check
 * (it reads the posts), with the messages above.
 */
export const postLanguageFields = z.object({
  [LANGUAGE_FIELD]: postLanguage.optional(),
  [TRANSLATION_OF_FIELD]: z
    .string({ error: TRANSLATION_NOT_FOUND_MESSAGE })
    .trim()
    .transform((slug) => (slug === '' ? null : slug))
    .refine((slug) => slug === null || isSlug(slug), { error: TRANSLATION_NOT_FOUND_MESSAGE })
    .optional(),
});
export type PostLanguageFields = z.output<typeof postLanguageFields>;

/** The `language` query parameter of GET /api/posts: English unless asked. */
export const postsQuery = z.object({
  language: postLanguage.default(DEFAULT_POST_LANGUAGE),
});

// The image fields and content-image references live in postImages.ts; re-exported so that
// `@app/contract/posts` stays the one import for a post's form.
export * from './postImages';

import type { PostSummary } from '@app/contract/posts';

/** What a feed must carry through intact: markup, entities, quotes, CDATA ends, non-Latin text. */
export const HOSTILE_TITLE = `Tom & Jerry's "VAT" <script>alert('x')</script> ]]> &amp; 💸 ضريبة`;
export const HOSTILE_DESCRIPTION = `a < b && c > d; "quoted" 'single' — naïve café ✓ &#x41; <![CDATA[x]]>`;

function post(overrides: Partial<PostSummary> & Pick<PostSummary, 'id' | 'slug'>): PostSummary {
  return {
    title: 'A title',
    language: 'en',
    translationSlug: null,
    description: 'A description',
    tags: '',
    imagePath: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: overrides.createdAt ?? '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Newest first, as the posts service lists them. */
export const TEST_POSTS: PostSummary[] = [
  post({
    id: 3,
    slug: 'tom-jerrys-vat',
    title: HOSTILE_TITLE,
    description: HOSTILE_DESCRIPTION,
    tags: 'VAT & Tax, <UAE>',
    createdAt: '2026-11-20T08:15:30.250Z',
    updatedAt: '2026-11-22T17:45:05.999Z',
  }),
  post({
    id: 2,
    slug: 'ضريبة-القيمة-المضافة',
    title: 'ضريبة القيمة المضافة',
    createdAt: '2026-06-01T12:00:00.000Z',
    updatedAt: '2026-06-01T12:00:00.000Z',
  }),
  post({ id: 1, slug: 'first-post' }),
];

/** An English post whose Arabic translation (the first of ARABIC_POSTS) is published. */
export const TRANSLATED_POST: PostSummary = post({
  id: 4,
  slug: 'vat-basics',
  translationSlug: 'أساسيات-الضريبة',
  title: 'VAT basics',
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
});

/** Arabic posts, newest first: the translation of TRANSLATED_POST, then one of its own. */
export const ARABIC_POSTS: PostSummary[] = [
  post({
    id: 6,
    slug: 'أساسيات-الضريبة',
    language: 'ar',
    translationSlug: 'vat-basics',
    title: 'أساسيات ضريبة القيمة المضافة',
    description: 'ما يجب أن تعرفه الشركات عن التسجيل والإقرارات',
    tags: 'ضريبة, الإمارات',
    createdAt: '2026-10-05T10:30:00.000Z',
    updatedAt: '2026-10-06T11:00:00.000Z',
  }),
  post({
    id: 5,
    slug: 'zakat-guide',
    language: 'ar',
    title: 'دليل الزكاة',
    createdAt: '2026-09-01T08:00:00.000Z',
    updatedAt: '2026-09-01T08:00:00.000Z',
  }),
];

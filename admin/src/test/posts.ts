import type {
  PostRevision,
  PostRevisionSummary,
  StaffPost,
  StaffPostSummary,
} from '@app/contract/editorial';
import type { Post, PostSummary } from '@app/contract/posts';

export function summary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 1,
    slug: 'vat-in-the-uae',
    language: 'en',
    translationSlug: null,
    title: 'VAT in the UAE',
    description: 'What a startup needs to know.',
    tags: 'VAT, UAE',
    imagePath: '/api/media/vat.jpg',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    publishedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function fullPost(overrides: Partial<Post> = {}): Post {
  return { ...summary(), content: 'Intro paragraph.', ...overrides };
}

/** A post as the staff calls list it: published, written by jane, last saved by omar. */
export function staffSummary(overrides: Partial<StaffPostSummary> = {}): StaffPostSummary {
  return {
    ...summary(),
    status: 'published',
    publishAt: null,
    createdBy: 'jane',
    updatedBy: 'omar',
    ...overrides,
  };
}

/** A post as GET /api/staff/posts/:slug answers it. */
export function staffPost(overrides: Partial<StaffPost> = {}): StaffPost {
  return { ...staffSummary(), content: 'Intro paragraph.', ...overrides };
}

/** GET /api/staff/posts's answer, with the counts of the posts given unless told otherwise. */
export function staffList(
  posts: StaffPostSummary[],
  counts?: Partial<Record<StaffPostSummary['status'], number>>,
) {
  const count = (status: StaffPostSummary['status']) =>
    counts?.[status] ?? posts.filter((post) => post.status === status).length;
  return {
    posts,
    counts: { draft: count('draft'), scheduled: count('scheduled'), published: count('published') },
  };
}

export function revisionSummary(overrides: Partial<PostRevisionSummary> = {}): PostRevisionSummary {
  return {
    id: 7,
    title: 'VAT in the UAE (first draft)',
    savedAt: '2026-03-02T08:30:00.000Z',
    savedBy: 'jane',
    ...overrides,
  };
}

export function revision(overrides: Partial<PostRevision> = {}): PostRevision {
  return {
    ...revisionSummary(),
    description: 'What a startup needs to know.',
    tags: 'VAT',
    content: 'Intro paragraph.',
    imagePath: '/api/media/vat.jpg',
    ...overrides,
  };
}

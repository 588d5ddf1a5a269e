import type { Post, PostSummary } from '@app/contract/posts';

export function summary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 1,
    slug: 'vat-in-the-uae',
    title: 'VAT in the UAE',
    description: 'What a startup needs to know.',
    tags: 'VAT, UAE',
    imagePath: '/api/media/vat.jpg',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function fullPost(overrides: Partial<Post> = {}): Post {
  return { ...summary(), content: 'Intro paragraph.', ...overrides };
}

import { isSlug, type Post, type PostLanguage, type PostSummary } from '@app/contract/posts';
import { toPost, toSummary } from './postViews';
import type { PostTables } from './tables';
import { publishedAmong } from './translations';

/**
 * What the public reads of the blog: published posts only, each naming its translation only when
 * that translation is published too.
 */

/** Every published post of `language` without its content, most recently published first. */
export async function listPublished(
  tables: PostTables,
  language: PostLanguage,
): Promise<PostSummary[]> {
  const rows = await tables.posts.findAll({
    attributes: { exclude: ['content'] },
    where: { status: 'published', language },
    order: [
      ['publishedAt', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  const published = await publishedAmong(
    tables,
    rows.map((row) => row.translationSlug),
  );
  return rows.map((row) =>
    toSummary(row, published.has(row.translationSlug ?? '') ? row.translationSlug : null),
  );
}

/** A published post; drafts and scheduled posts do not exist publicly. */
export async function readPublished(tables: PostTables, slug: string): Promise<Post | null> {
  if (!isSlug(slug)) return null;
  const row = await tables.posts.findOne({ where: { slug, status: 'published' } });
  if (!row) return null;
  const published = await publishedAmong(tables, [row.translationSlug]);
  return toPost(row, published.has(row.translationSlug ?? '') ? row.translationSlug : null);
}

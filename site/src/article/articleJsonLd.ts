import { publicationDate } from '@app/contract/postDates';
import type { Post } from '@app/contract/posts';
import { absoluteUrl } from '../seo/Seo';
import { LOGO_IMAGE, SITE_NAME } from '../seo/siteFacts';
import { tagsOf } from '../blog/postList';

/** Article structured data; every URL absolute on the site's public origin. */
export function articleJsonLd(post: Post, origin: string, image: string) {
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  const tags = tagsOf(post.tags);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.description,
    image: [absoluteUrl(origin, image)],
    datePublished: publicationDate(post),
    dateModified: post.updatedAt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    publisher: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: absoluteUrl(origin, LOGO_IMAGE) },
    },
    ...(tags.length > 0 ? { keywords: tags.join(', ') } : {}),
  };
}

/** The breadcrumb Home / Blog / title as structured data. */
export function breadcrumbJsonLd(post: Pick<Post, 'slug' | 'title'>, origin: string) {
  const items = [
    { name: 'Home', url: `${origin}/` },
    { name: 'Blog', url: `${origin}/blog` },
    { name: post.title, url: `${origin}/blog/${encodeURIComponent(post.slug)}` },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

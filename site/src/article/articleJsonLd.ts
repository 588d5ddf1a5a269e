import { localizedPath } from '@app/contract/languages';
import { publicationDate } from '@app/contract/postDates';
import type { Post } from '@app/contract/posts';
import { articlePath } from '@app/contract/publicPages';
import { absoluteUrl } from '../seo/Seo';
import { LOGO_IMAGE } from '../seo/siteFacts';
import type { PageLanguage } from '../seo/structuredData';
import { tagsOf } from '../blog/postList';

/**
 * Article structured data, in the post's language (`inLanguage`) and at its language's address;
 * every URL absolute on the site's public origin.
 */
export function articleJsonLd(post: Post, origin: string, image: string, { t }: PageLanguage) {
  const url = `${origin}${articlePath(post.slug, post.language)}`;
  const tags = tagsOf(post.tags);
  const siteName = t('site.name');
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.description,
    image: [absoluteUrl(origin, image)],
    datePublished: publicationDate(post),
    dateModified: post.updatedAt,
    inLanguage: post.language,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage: post.language },
    author: { '@type': 'Organization', name: siteName, url: `${origin}/` },
    publisher: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: siteName,
      logo: { '@type': 'ImageObject', url: absoluteUrl(origin, LOGO_IMAGE) },
    },
    ...(tags.length > 0 ? { keywords: tags.join(', ') } : {}),
  };
}

/** The breadcrumb Home / Blog / title as structured data, in the post's language. */
export function breadcrumbJsonLd(
  post: Pick<Post, 'slug' | 'title' | 'language'>,
  origin: string,
  { t }: PageLanguage,
) {
  const items = [
    { name: t('nav.home'), url: `${origin}${localizedPath(post.language, '/')}` },
    { name: t('nav.blog'), url: `${origin}${localizedPath(post.language, '/blog')}` },
    { name: post.title, url: `${origin}${articlePath(post.slug, post.language)}` },
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

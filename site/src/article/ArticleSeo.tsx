import type { Post } from '@app/contract';
import { articleAddresses, articlePath } from '@app/contract/publicPages';
import { useSiteContext } from '../page/siteContext';
import { useI18n } from '../i18n/I18nProvider';
import { Seo } from '../seo/Seo';
import { DEFAULT_SHARE_IMAGE } from '../seo/siteFacts';
import { articleJsonLd, breadcrumbJsonLd } from './articleJsonLd';
import { firstContentImage } from './firstContentImage';

/** The share image: the featured image, else the first image of the content, else the logo. */
export function shareImageOf(post: Pick<Post, 'imagePath' | 'content'>): string {
  return post.imagePath || firstContentImage(post.content) || DEFAULT_SHARE_IMAGE;
}

/**
 * The article's SEO meta, social cards, Article and BreadcrumbList structured data, in the post's
 * language; its published translation, if any, is its alternate in the other language.
 */
export function ArticleSeo({ post, noindex = false }: { post: Post; noindex?: boolean }) {
  const { origin } = useSiteContext();
  const intl = useI18n();
  const image = shareImageOf(post);
  return (
    <Seo
      title={post.title}
      description={post.description}
      path={articlePath(post.slug, post.language)}
      language={post.language}
      addresses={articleAddresses(post)}
      image={image}
      type="article"
      jsonLd={[articleJsonLd(post, origin, image, intl), breadcrumbJsonLd(post, origin, intl)]}
      noindex={noindex}
    />
  );
}

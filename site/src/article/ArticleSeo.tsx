import type { Post } from '@app/contract';
import { articlePath } from '@app/contract/publicPages';
import { useSiteContext } from '../app/siteContext';
import { Seo } from '../seo/Seo';
import { DEFAULT_SHARE_IMAGE } from '../seo/siteFacts';
import { articleJsonLd, breadcrumbJsonLd } from './articleJsonLd';
import { firstContentImage } from './articleRules';

/** The share image: the featured image, else the first image of the content, else the logo. */
export function shareImageOf(post: Pick<Post, 'imagePath' | 'content'>): string {
  return post.imagePath || firstContentImage(post.content) || DEFAULT_SHARE_IMAGE;
}

/** The article's SEO meta, social cards, Article and BreadcrumbList structured data. */
export function ArticleSeo({ post, noindex = false }: { post: Post; noindex?: boolean }) {
  const { origin } = useSiteContext();
  const image = shareImageOf(post);
  return (
    <Seo
      title={post.title}
      description={post.description}
      path={articlePath(post.slug, post.language)}
      image={image}
      type="article"
      jsonLd={[articleJsonLd(post, origin, image), breadcrumbJsonLd(post, origin)]}
      noindex={noindex}
    />
  );
}

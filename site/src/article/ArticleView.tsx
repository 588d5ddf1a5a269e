import { lazy, Suspense } from 'react';
import { publicationDate } from '@app/contract/postDates';
import type { Post, PostSummary } from '@app/contract/posts';
import { responsiveImage } from '@app/contract/media';
import { Breadcrumb, Image, Separator } from 'shared_ui/display';
import { Button } from 'shared_ui/forms';
import { AspectRatio, Box, Center, Container, Grid, HStack, Stack } from 'shared_ui/layout';
import { Spinner } from 'shared_ui/Spinner';
import { Heading, Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { textLanguageAttributes, type TextLanguageAttributes } from '../i18n/textLanguage';
import { SiteLink } from '../navigation/SiteLink';
import { ArticleSeo } from './ArticleSeo';
import { ArticleSidePanel } from './ArticleSidePanel';
import { RelatedPosts } from './RelatedPosts';
import { ShareMenu } from './ShareMenu';
import { formatArticleDate, relatedPosts } from './articleRules';
import { readingTime } from './readingTime';

/**
 * The hero's laid-out width: the 6xl container less its padding (4, 6 or 8 units a side by
 * breakpoint).
 */
export const HERO_IMAGE_SIZES =
  '(min-width: 72em) 1088px, (min-width: 62em) calc(100vw - 4rem), ' +
  '(min-width: 48em) calc(100vw - 3rem), calc(100vw - 2rem)';

function ArticleHero({ url, alt }: { url: string; alt: string }) {
  const image = responsiveImage(url);
  return (
    <AspectRatio ratio={1200 / 630} borderRadius="l3" overflow="hidden" bg="bg.muted">
      <Image
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet === undefined ? undefined : HERO_IMAGE_SIZES}
        alt={alt}
        htmlWidth={image.width ?? 1200}
        htmlHeight={image.height ?? 630}
        objectFit="cover"
        // The largest thing in the first screen (the LCP): fetched first, never lazily.
        loading="eager"
        fetchPriority="high"
      />
    </AspectRatio>
  );
}

// The markdown renderer is only needed here: kept out of every other page's first load. The
// server waits for it, so the article still arrives rendered.
const ArticleBody = lazy(() => import('shared_ui/ArticleBody'));

function ArticleBreadcrumb({
  title,
  ownLanguage,
}: {
  title: string;
  ownLanguage: TextLanguageAttributes;
}) {
  const { t } = useI18n();
  return (
    <Breadcrumb.Root aria-label={t('article.breadcrumb')} size="sm">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <SiteLink href="/">{t('nav.home')}</SiteLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <SiteLink href="/blog">{t('nav.blog')}</SiteLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item minW="0">
          <Breadcrumb.CurrentLink lineClamp={1} {...ownLanguage}>
            {title}
          </Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

export interface ArticleViewProps {
  post: Post;
  /** Every post, for "You Might Also Like"; empty when the list could not be read. */
  posts: PostSummary[];
  /** A private preview: out of search results (and so without a canonical address). */
  noindex?: boolean;
}

/** The article page of a post that exists. */
export function ArticleView({ post, posts, noindex = false }: ArticleViewProps) {
  const { t, locale } = useI18n();
  // The post's own words keep the post's language and direction on a page in the other one.
  const ownLanguage = textLanguageAttributes(post.language, locale);
  const related = relatedPosts(post, posts);

  return (
    <Container as="article" maxW="6xl" py={{ base: '8', md: '12' }}>
      <ArticleSeo post={post} noindex={noindex} />
      <Stack gap={{ base: '6', md: '8' }}>
        <ArticleBreadcrumb title={post.title} ownLanguage={ownLanguage} />
        <Stack as="header" gap="4" maxW="4xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15" {...ownLanguage}>
            {post.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" {...ownLanguage}>
            {post.description}
          </Text>
          <HStack hideFrom="lg" gap="2" color="fg.muted" textStyle="sm" wrap="wrap">
            <time dateTime={publicationDate(post)}>
              {formatArticleDate(publicationDate(post), t, locale)}
            </time>
            <Text as="span" aria-hidden="true">
              ·
            </Text>
            <span>{readingTime(post.content, t, locale)}</span>
          </HStack>
        </Stack>
        {post.imagePath ? <ArticleHero url={post.imagePath} alt={post.title} /> : null}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 280px' }}
          gap={{ base: '8', lg: '12' }}
          alignItems="start"
        >
          <Box minW="0" {...ownLanguage}>
            <Suspense
              fallback={
                <Center py="12">
                  <Spinner size="lg" />
                </Center>
              }
            >
              <ArticleBody markdown={post.content} />
            </Suspense>
          </Box>
          <ArticleSidePanel post={post} />
        </Grid>
        <Separator />
        <RelatedPosts posts={related} />
        <HStack gap="4" wrap="wrap">
          <Button asChild variant="outline">
            <SiteLink href="/blog">{t('article.backToBlog')}</SiteLink>
          </Button>
          <ShareMenu post={post} label={t('article.share')} />
        </HStack>
      </Stack>
    </Container>
  );
}

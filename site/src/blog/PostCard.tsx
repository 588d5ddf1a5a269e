import { useEffect, useRef, useState, type ReactNode } from 'react';
import { publicationDate } from '@app/contract/postDates';
import type { PostSummary } from '@app/contract/posts';
import { responsiveImage } from '@app/contract/media';
import { Card, Image, PostCover, Tag } from 'shared_ui/display';
import { AspectRatio, Box, HStack, Wrap } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { textLanguageAttributes } from '../i18n/textLanguage';
import { SiteLink } from '../navigation/SiteLink';
import { formatCardDate, tagsOf } from './postList';

/**
 * How wide a card's image is laid out: a third of the 7xl container (less its padding and two
 * 24px gaps) from lg, half from md, the screen less the padding below. The related posts of an
 * article sit in a narrower container, so there this asks for a little more than needed.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 80em) 390px, (min-width: 62em) calc((100vw - 7rem) / 3), ' +
  '(min-width: 48em) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)';

/**
 * An image that fails to load gives its frame to the drawn cover. An image that failed before
 * hydration fired its error event before React listened, so the first effect looks as well.
 */
function CardImage({ src, fallback }: { src: string; fallback: ReactNode }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return fallback;
  const responsive = responsiveImage(src);
  return (
    <AspectRatio ratio={16 / 9} data-testid="post-card-image">
      <Image
        ref={image}
        src={responsive.src}
        srcSet={responsive.srcSet}
        sizes={responsive.srcSet === undefined ? undefined : CARD_IMAGE_SIZES}
        alt=""
        // The box is the 16:9 frame either way; the intrinsic size still tells the browser
        // the picture's own proportions before it arrives.
        htmlWidth={responsive.width ?? 640}
        htmlHeight={responsive.height ?? 360}
        loading="lazy"
        decoding="async"
        objectFit="cover"
        onError={() => setFailed(true)}
      />
    </AspectRatio>
  );
}

export interface PostCardProps {
  post: PostSummary;
  /** The card title's level under the section heading around it. */
  headingLevel: 'h2' | 'h3';
}

/**
 * Image (or the post's drawn cover), title, description, tags and created date; the whole card
 * opens the post.
 */
export function PostCard({ post, headingLevel }: PostCardProps) {
  const { t, locale } = useI18n();
  const ownLanguage = textLanguageAttributes(post.language, locale);
  const tags = tagsOf(post.tags);
  const published = publicationDate(post);
  const date = formatCardDate(published, locale);
  // Without a featured image the card still has its 16:9 frame, so cards in a row line up.
  const cover = (
    <AspectRatio ratio={16 / 9} data-testid="post-card-cover">
      <PostCover title={post.title} tags={tags} />
    </AspectRatio>
  );
  return (
    <Card.Root
      asChild
      overflow="hidden"
      h="full"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
    >
      <SiteLink href={`/blog/${encodeURIComponent(post.slug)}`}>
        {post.imagePath ? <CardImage src={post.imagePath} fallback={cover} /> : cover}
        <Card.Body gap="3">
          <Heading as={headingLevel} size="lg" lineHeight="1.3" {...ownLanguage}>
            {post.title}
          </Heading>
          <Text color="fg.muted" lineClamp={3} {...ownLanguage}>
            {post.description}
          </Text>
          {tags.length > 0 ? (
            <Wrap gap="2" as="ul" listStyleType="none" aria-label={t('blog.tags')}>
              {tags.map((tag) => (
                <Box as="li" key={tag}>
                  <Tag.Root size="sm" colorPalette="brand" variant="subtle">
                    <Tag.Label>{tag}</Tag.Label>
                  </Tag.Root>
                </Box>
              ))}
            </Wrap>
          ) : null}
        </Card.Body>
        {date ? (
          <Card.Footer>
            <HStack color="fg.muted" textStyle="sm">
              <time dateTime={published}>{date}</time>
            </HStack>
          </Card.Footer>
        ) : null}
      </SiteLink>
    </Card.Root>
  );
}

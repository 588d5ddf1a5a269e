import type { StaffPostSummary } from '@app/contract/editorial';
import { responsiveImage } from '@app/contract/media';
import { Box, HStack, Stack, Wrap } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { Badge, Card, Image, PostCover } from 'shared_ui/display';
import { StatusBadge } from '../editorial/StatusBadge';
import { formatAdminDate } from '../staff/formatAdminDate';
import { useReaderTimeZone } from '../staff/ReaderTimeZoneContext';
import { postTextAttributes } from '../editor/postTextDirection';

export interface PostCardProps {
  post: StaffPostSummary;
  onEdit(post: StaffPostSummary): void;
  onDelete(post: StaffPostSummary): void;
}

/** A card's image width: a third of the 7xl container from xl, half from md, else the screen. */
export const ADMIN_CARD_IMAGE_SIZES =
  '(min-width: 80em) 390px, (min-width: 48em) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)';

function CardImage({ url }: { url: string }) {
  const image = responsiveImage(url);
  return (
    <Image
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet === undefined ? undefined : ADMIN_CARD_IMAGE_SIZES}
      htmlWidth={image.width}
      htmlHeight={image.height}
      alt=""
      w="full"
      h="full"
      objectFit="cover"
      loading="lazy"
      decoding="async"
    />
  );
}

export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * "Updated Mar 5, 2026 by omar", and who created it when that was someone else; the date on the
 * reader's clock.
 */
function authorship(post: StaffPostSummary, zone: string | undefined): string {
  const updated = `Updated ${formatAdminDate(post.updatedAt, zone)}`;
  const by = post.updatedBy ? `${updated} by ${post.updatedBy}` : updated;
  return post.createdBy && post.createdBy !== post.updatedBy
    ? `${by} · created by ${post.createdBy}`
    : by;
}

/**
 * One post in the library: its status, Edit and Delete, and Preview (the public article) once it
 * is published.
 */
export function PostCard({ post, onEdit, onDelete }: PostCardProps) {
  const tags = splitTags(post.tags);
  const zone = useReaderTimeZone();
  return (
    <Card.Root as="article" overflow="hidden" h="full" variant="outline">
      <Box aspectRatio={16 / 9} bg="bg.muted">
        {post.imagePath ? (
          <CardImage url={post.imagePath} />
        ) : (
          <PostCover title={post.title} tags={tags} data-testid="post-card-cover" />
        )}
      </Box>
      <Card.Body gap="2">
        <HStack gap="2">
          <StatusBadge post={post} />
          {post.language === 'ar' && (
            // The language's own name: staff who read Arabic find their posts by it.
            <Badge colorPalette="purple" variant="subtle" lang="ar">
              العربية
            </Badge>
          )}
        </HStack>
        <Heading as="h2" size="md" lineClamp={2} {...postTextAttributes(post.language)}>
          {post.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {authorship(post, zone)}
        </Text>
        <Text fontSize="sm" fontFamily="mono" color="fg.muted" wordBreak="break-all">
          /{post.slug}
        </Text>
        <Text lineClamp={3}>{post.description}</Text>
        {tags.length > 0 && (
          <Wrap gap="1" as="ul" aria-label="Tags" listStyleType="none">
            {tags.map((tag) => (
              <Badge as="li" key={tag} colorPalette="brand" variant="subtle">
                {tag}
              </Badge>
            ))}
          </Wrap>
        )}
      </Card.Body>
      <Card.Footer>
        <Stack w="full" gap="2">
          <HStack gap="2" wrap="wrap">
            {post.status === 'published' && (
              <Button asChild variant="outline" size="sm" flex="1">
                <a
                  href={`/blog/${encodeURIComponent(post.slug)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Preview
                  <Box as="span" srOnly>
                    {` "${post.title}" (opens in a new tab)`}
                  </Box>
                </a>
              </Button>
            )}
            <Button size="sm" flex="1" colorPalette="brand" onClick={() => onEdit(post)}>
              Edit
              <Box as="span" srOnly>{` "${post.title}"`}</Box>
            </Button>
            <Button
              size="sm"
              flex="1"
              colorPalette="red"
              variant="outline"
              onClick={() => onDelete(post)}
            >
              Delete
              <Box as="span" srOnly>{` "${post.title}"`}</Box>
            </Button>
          </HStack>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}

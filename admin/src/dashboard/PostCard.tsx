import { responsiveImage } from '@app/contract/media';
import type { PostSummary } from '@app/contract/posts';
import { Box, Flex, HStack, Stack, Wrap } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Button } from 'shared_ui/forms';
import { Badge, Card, Image } from 'shared_ui/display';
import { formatAdminDate } from './formatAdminDate';

export interface PostCardProps {
  post: PostSummary;
  onEdit(post: PostSummary): void;
  onDelete(post: PostSummary): void;
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

/** One post in the library, with Preview, Edit and Delete. */
export function PostCard({ post, onEdit, onDelete }: PostCardProps) {
  const tags = splitTags(post.tags);
  return (
    <Card.Root as="article" overflow="hidden" h="full" variant="outline">
      <Box aspectRatio={16 / 9} bg="bg.muted">
        {post.imagePath ? (
          <CardImage url={post.imagePath} />
        ) : (
          <Flex h="full" align="center" justify="center" color="fg.muted" fontSize="sm">
            No image
          </Flex>
        )}
      </Box>
      <Card.Body gap="2">
        <Heading as="h2" size="md" lineClamp={2}>
          {post.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Updated {formatAdminDate(post.updatedAt)}
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

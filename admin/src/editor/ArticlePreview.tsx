import { Suspense, lazy, useDeferredValue } from 'react';
import { Box, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { Image } from 'shared_ui/display';
import { Spinner } from 'shared_ui/Spinner';
import type { PostLanguage } from '@app/contract/posts';
import { FailureBoundary } from './FailureBoundary';
import { postTextAttributes } from './postTextDirection';

// The kit's article renderer (the public page uses the same one), fetched with the preview.
const ArticleBody = lazy(() => import('shared_ui/ArticleBody'));

export interface ArticlePreviewProps {
  title: string;
  description: string;
  imageUrl: string | null;
  content: string;
  /** The post's language: an Arabic post's preview reads right to left, as its page will. */
  language?: PostLanguage;
  /** Maps `content-image://N` to the local file's URL; other sources render as they are. */
  resolveImageSrc(src: string): string | undefined;
}

/** The article as it will read, local images included, updated as the user types. */
export function ArticlePreview({
  title,
  description,
  imageUrl,
  content,
  language = 'en',
  resolveImageSrc,
}: ArticlePreviewProps) {
  // Typing stays responsive: the markdown re-renders when React has time.
  const markdown = useDeferredValue(content);
  return (
    <Stack gap="4" data-testid="article-preview" {...postTextAttributes(language)}>
      <Heading as="h3" size="3xl">
        {title || 'Untitled post'}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
      {imageUrl && (
        <Image src={imageUrl} alt="" w="full" maxH="64" objectFit="cover" borderRadius="l2" />
      )}
      {/* A renderer that cannot load (the kit is unreachable, say) must not take the editor down. */}
      <FailureBoundary
        fallback={
          <Box role="status" color="fg.muted">
            The preview is not available right now; your text is not affected.
          </Box>
        }
      >
        <Suspense fallback={<Spinner size="md" />}>
          <ArticleBody markdown={markdown} resolveImageSrc={resolveImageSrc} />
        </Suspense>
      </FailureBoundary>
    </Stack>
  );
}

import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { renderMarkdown } from './article/renderMarkdown';
import { proseStyles } from './article/proseStyles';

export interface ArticleBodyProps {
  /** The post's content: markdown with raw HTML allowed (see docs/content-and-media.md). */
  markdown: string;
  /**
   * Maps an image reference before it is checked; the admin's live preview turns
   * `content-image://N` into the object URL of the file being uploaded.
   */
  resolveImageSrc?: (src: string) => string | undefined;
}

/**
 * The one article renderer of the product: the public article page and the admin's live preview
 * show a post through it, so both show the same thing. Only allowed tags, attributes and URL
 * schemes survive (see article/elementPolicy.ts); no script of a post runs.
 */
export function ArticleBody({ markdown, resolveImageSrc }: ArticleBodyProps) {
  const content = useMemo(
    () => renderMarkdown(markdown, resolveImageSrc),
    [markdown, resolveImageSrc],
  );
  return (
    <Box className="article-body" css={proseStyles}>
      {content}
    </Box>
  );
}

/** For React.lazy(() => import('shared_ui/ArticleBody')). */
export default ArticleBody;

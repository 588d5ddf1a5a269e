import { Box } from 'shared_ui/layout';
import { Heading } from 'shared_ui/typography';
import { ArticlePreview } from './ArticlePreview';
import { featuredImageShown } from './featuredImage';
import type { PostEditorState } from './usePostEditor';

/** The live preview beside the form; it stays in view while the form scrolls on wide screens. */
export function PostPreview({ editor }: { editor: PostEditorState }) {
  const { fields } = editor;
  return (
    <Box as="section" aria-labelledby="post-preview-heading" minW="0">
      <Box position={{ lg: 'sticky' }} top="0">
        <Heading
          id="post-preview-heading"
          as="h2"
          size="sm"
          color="fg.muted"
          mb="3"
          textTransform="uppercase"
          letterSpacing="wide"
        >
          Preview
        </Heading>
        <Box borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg">
          <ArticlePreview
            title={fields.title}
            description={fields.description}
            imageUrl={featuredImageShown(editor.featured)}
            content={fields.content}
            language={fields.language}
            resolveImageSrc={editor.resolveImageSrc}
          />
        </Box>
      </Box>
    </Box>
  );
}

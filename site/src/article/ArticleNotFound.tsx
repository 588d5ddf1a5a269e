import { Button } from 'shared_ui/forms';
import { Box, HStack, VStack } from 'shared_ui/layout';
import { Heading, List, Text } from 'shared_ui/typography';
import { useHttpStatus } from '../app/siteContext';
import { SiteLink } from '../navigation/SiteLink';
import { Seo } from '../seo/Seo';

const TIPS = [
  'Check the address for typos.',
  'Browse all our articles on the blog page.',
  'Search the blog by title, description or tags.',
] as const;

/** A missing post (or one that could not be read) answers 404, out of search results. */
export function ArticleNotFound({ slug }: { slug: string }) {
  useHttpStatus(404);
  return (
    <VStack gap="6" py="24" px="6" textAlign="center">
      <Seo
        title="Blog Post Not Found"
        description="The blog post you are looking for does not exist or has been removed."
        path={`/blog/${encodeURIComponent(slug)}`}
        noindex
      />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        404 - Blog Post Not Found
      </Heading>
      <Text color="fg.muted" maxW="xl">
        The blog post you are looking for does not exist or has been removed.
      </Text>
      <Box textAlign="start" bg="bg.subtle" borderRadius="l3" p="6" maxW="xl" w="full">
        <Text fontWeight="semibold" mb="2">
          Here are a few things you can try:
        </Text>
        <List.Root gap="1" ps="5">
          {TIPS.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List.Root>
      </Box>
      <HStack gap="4" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <SiteLink href="/blog">Return to Blog</SiteLink>
        </Button>
        <Button asChild variant="outline">
          <SiteLink href="/">Go to Homepage</SiteLink>
        </Button>
      </HStack>
    </VStack>
  );
}

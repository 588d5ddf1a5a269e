import { Button } from 'shared_ui/forms';
import { VStack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { useHttpStatus } from '../app/siteContext';
import { SiteLink } from '../navigation/SiteLink';
import { Seo } from '../seo/Seo';

/** Any path outside the route table: answered with status 404 and kept out of search results. */
export function NotFoundPage() {
  useHttpStatus(404);
  return (
    <VStack gap="6" py="24" px="6" textAlign="center">
      <Seo
        title="Page Not Found"
        description="The page you are looking for does not exist or has moved."
        path="/404"
        noindex
      />
      <Heading as="h1" size="3xl">
        404 - Page Not Found
      </Heading>
      <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
      <Button asChild colorPalette="brand">
        <SiteLink href="/">Go to Homepage</SiteLink>
      </Button>
    </VStack>
  );
}

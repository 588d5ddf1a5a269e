import { Button } from 'shared_ui/forms';
import { VStack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { SiteLink } from '../navigation/SiteLink';

/** Any path outside the route table. */
export function NotFoundPage() {
  return (
    <VStack gap="6" py="24" px="6" textAlign="center">
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

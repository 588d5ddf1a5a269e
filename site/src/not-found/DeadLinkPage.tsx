import type { ReactNode } from 'react';
import { VStack } from 'shared_ui/layout';
import { Heading } from 'shared_ui/typography';
import { useHttpStatus } from '../page/siteContext';
import { Seo } from '../seo/Seo';

/**
 * The one 404 a private page gives for every dead link (unknown, malformed, expired, revoked):
 * whoever holds it learns nothing of why, nor of what it led to. Out of search results.
 */
export function DeadLinkPage({
  title,
  description,
  children,
}: {
  /** The heading and the page title. */
  title: string;
  /** The head's description. */
  description: string;
  /** What the reader can do now. */
  children: ReactNode;
}) {
  useHttpStatus(404);
  return (
    <VStack gap="6" py="24" px="6" textAlign="center">
      <Seo title={title} description={description} path="/404" noindex />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {children}
    </VStack>
  );
}

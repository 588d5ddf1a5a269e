import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import type { PublishedSiteContent } from '@app/contract/siteContent';
import { withSiteContent } from './siteContentKit';

/**
 * A query cache holding the published defaults (or `content`, in English), for a test that
 * renders part of a page alone.
 */
export function WithSiteContent({
  children,
  content,
}: {
  children: ReactNode;
  content?: PublishedSiteContent;
}) {
  const [client] = useState(() =>
    withSiteContent(createQueryClient(), content === undefined ? {} : { en: content }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

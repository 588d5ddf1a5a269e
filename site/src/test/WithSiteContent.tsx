import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { withSiteContent } from './siteContentKit';

/** A query cache holding the published defaults, for a test that renders part of a page alone. */
export function WithSiteContent({ children }: { children: ReactNode }) {
  const [client] = useState(() => withSiteContent(createQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

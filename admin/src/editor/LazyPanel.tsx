import { Suspense, type ReactNode } from 'react';
import { Text } from 'shared_ui/typography';
import { FailureBoundary } from './FailureBoundary';

/**
 * A panel whose code loads when it is first shown. Its loading says so, and a chunk that cannot
 * load (a deploy meanwhile, the network) leaves the rest of the editor working.
 */
export function LazyPanel({ name, children }: { name: string; children: ReactNode }) {
  return (
    <FailureBoundary
      fallback={
        <Text role="status" color="fg.muted">
          The {name} cannot be shown right now; reopen the editor to try again.
        </Text>
      }
    >
      <Suspense
        fallback={
          <Text role="status" color="fg.muted">
            Loading {name}...
          </Text>
        }
      >
        {children}
      </Suspense>
    </FailureBoundary>
  );
}

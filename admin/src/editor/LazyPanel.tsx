import { Component, Suspense, type ReactNode } from 'react';
import { Text } from 'shared_ui/typography';

/**
 * A panel whose code loads when it is first shown. Its loading says so, and a chunk that cannot
 * load (a deploy meanwhile, the network) leaves the rest of the editor working.
 */
export function LazyPanel({ name, children }: { name: string; children: ReactNode }) {
  return (
    <PanelBoundary name={name}>
      <Suspense
        fallback={
          <Text role="status" color="fg.muted">
            Loading {name}...
          </Text>
        }
      >
        {children}
      </Suspense>
    </PanelBoundary>
  );
}

class PanelBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Text role="status" color="fg.muted">
          The {this.props.name} cannot be shown right now; reopen the editor to try again.
        </Text>
      );
    }
    return this.props.children;
  }
}

import { Component, type ReactNode } from 'react';

/**
 * A part of the editor that fails to render (its lazy code cannot load: a deploy meanwhile, the
 * network, the kit unreachable) shows `fallback` in its place and leaves the rest working.
 */
export class FailureBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

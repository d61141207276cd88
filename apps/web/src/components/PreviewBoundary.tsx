import { Component, type ReactNode } from 'react';

/**
 * A template that throws while drawing shows `fallback` instead of taking the screen down (the dashboard's cards
 * and template thumbnails, the editor's preview); a new `resetKey` (another resume or template) tries again.
 */
export class PreviewBoundary extends Component<{ fallback: ReactNode; children: ReactNode; resetKey?: unknown }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: unknown }, state: { failed: boolean; key: unknown }) {
    // A changed resume gets another chance.
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

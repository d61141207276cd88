import { Component, type ReactNode } from 'react';
import { PUBLIC_VIEW_MESSAGES } from '@resumey/resume';

/** A template that throws (or whose code fails to download) shows SPEC.md's message instead of a blank page. */
export class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed) {
      return (
        <div role="alert" className="w-[210mm] max-w-full p-10 text-center text-slate-600">
          {PUBLIC_VIEW_MESSAGES.previewFailed}
        </div>
      );
    }
    return this.props.children;
  }
}

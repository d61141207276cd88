import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, errorKindOf } from './ErrorScreen';
import { markAppMounted } from './startup';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * The outermost boundary: catches what the router's error element cannot (the providers around the router).
 * Try Again renders the app anew; if it fails again the screen simply comes back.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidMount() {
    // From here on, failures are this boundary's to show, not the start-up screen's.
    markAppMounted();
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Application error:', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen kind={errorKindOf(this.state.error)} onRetry={() => this.setState({ error: null, failed: false })} />
    );
  }
}

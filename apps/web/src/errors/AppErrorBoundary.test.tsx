import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '../test-render';
import { AppErrorBoundary } from './AppErrorBoundary';
import { errorKindOf } from './ErrorScreen';

let shouldThrow: string | null = null;
function Flaky() {
  if (shouldThrow) throw new Error(shouldThrow);
  return <p>App is up</p>;
}

describe('AppErrorBoundary (the outermost boundary)', () => {
  afterEach(() => {
    cleanup();
    shouldThrow = null;
    vi.restoreAllMocks();
  });

  it('shows Something went wrong without the error detail, and Try Again renders the app anew', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = 'secret detail 42';
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toContain('secret detail 42');

    shouldThrow = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('App is up')).toBeInTheDocument();
  });

  it('shows Service Temporarily Unavailable for a resource error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = 'ERR_INSUFFICIENT_RESOURCES';
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Service Temporarily Unavailable' })).toBeInTheDocument();
    expect(
      screen.getByText('Service temporarily unavailable due to high load. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('tells the start-up guard that the app has mounted', () => {
    const mounted = vi.fn();
    window.__resumeyMounted = mounted;
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(mounted).toHaveBeenCalledTimes(1);
    delete window.__resumeyMounted;
  });
});

describe('errorKindOf (SPEC.md section 8 matching)', () => {
  it.each([
    ['net::ERR_INSUFFICIENT_RESOURCES', 'high-load'],
    ['Insufficient storage', 'high-load'],
    ['resource exhausted', 'high-load'],
    ['Service temporarily unavailable due to high load.', 'high-load'],
    ['Failed to fetch dynamically imported module', 'generic'],
    ['Cannot read properties of undefined', 'generic'],
  ])('%s -> %s', (message, kind) => {
    expect(errorKindOf(new Error(message))).toBe(kind);
  });

  it('treats non-Error throws by their text, and anything else as generic', () => {
    expect(errorKindOf('insufficient')).toBe('high-load');
    expect(errorKindOf({ message: 'Service temporarily unavailable' })).toBe('high-load');
    expect(errorKindOf(undefined)).toBe('generic');
    expect(errorKindOf(new Response(null, { status: 500 }))).toBe('generic');
  });
});

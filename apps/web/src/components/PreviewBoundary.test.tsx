import { render, screen } from '../test-render';
import { describe, expect, it } from 'vitest';
import { PreviewBoundary } from './PreviewBoundary';

function Template({ broken }: { broken: boolean }) {
  if (broken) throw new Error('a template bug');
  return <p>the resume</p>;
}

describe('PreviewBoundary', () => {
  it('shows the fallback for a template that throws, and tries again for another resume or template', () => {
    const view = (key: string, broken: boolean) => (
      <PreviewBoundary resetKey={key} fallback={<p role="alert">preview failed</p>}>
        <Template broken={broken} />
      </PreviewBoundary>
    );
    const { rerender } = render(view('t01', true));
    expect(screen.getByRole('alert')).toHaveTextContent('preview failed');
    // The same key stays on the fallback (the template is not drawn again on every edit).
    rerender(view('t01', false));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(view('t02', false));
    expect(screen.getByText('the resume')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

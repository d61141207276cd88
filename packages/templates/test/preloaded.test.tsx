import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleResume, type Resume } from '@resumey/resume';
import { ResumeDocument } from '../src/ResumeDocument';
import { loadTemplate } from '../src/loaders';

const inTemplate = (templateId: string): Resume => {
  const r = sampleResume();
  return { ...r, meta: { ...r.meta, templateId } };
};

/**
 * A template whose code was loaded ahead (the History panel loads a version's template as the pointer reaches it)
 * draws in the same render: no loading state, so none of React's delay before revealing suspended content. A
 * template not loaded yet still shows the loading state first, then itself.
 */
describe('ResumeDocument with a template loaded ahead', () => {
  it('draws a loaded template at once, and one not loaded after its loading state', async () => {
    await loadTemplate('t05-compact-one');
    const loaded = render(<ResumeDocument resume={inTemplate('t05-compact-one')} loading={<p>Loading</p>} />);
    expect(loaded.queryByText('Loading')).toBeNull();
    expect(loaded.container.querySelector('[data-template="t05-compact-one"]')).not.toBeNull();

    const later = render(<ResumeDocument resume={inTemplate('t09-creative')} loading={<p>Loading</p>} />);
    expect(later.getByText('Loading')).toBeTruthy();
    await act(() => loadTemplate('t09-creative'));
    await waitFor(() => expect(later.container.querySelector('[data-template="t09-creative"]')).not.toBeNull());
    expect(later.queryByText('Loading')).toBeNull();
  });
});

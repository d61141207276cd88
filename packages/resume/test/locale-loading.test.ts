import { describe, expect, it } from 'vitest';
import { formatDateRange, loadedResumeTexts, loadResumeTexts, resumeTexts, sectionHeading } from '../src';

/**
 * In a browser only English is in the bundle (the public page's JavaScript budget, issue #35); another language's
 * texts arrive with loadResumeTexts. This file never installs the full set, as a browser never does.
 */
describe('resume texts in a browser', () => {
  it('has English at hand and another language only once it is loaded', async () => {
    expect(loadedResumeTexts('en')?.experience).toBe('Experience');
    expect(loadedResumeTexts('de')).toBeUndefined();
    // Until then a caller that did not wait sees English, never an empty heading.
    expect(resumeTexts('de').experience).toBe('Experience');

    const german = await loadResumeTexts('de-AT');
    expect(german.experience).toBe('Berufserfahrung');
    expect(sectionHeading({ language: 'de' }, 'experience')).toBe('Berufserfahrung');
    expect(formatDateRange('2021-03', '', 'de')).toBe('März 2021 – heute');
    // The region's chunk brought its neighbours too; Asia's is still not here.
    expect(loadedResumeTexts('fr')?.experience).toBeTruthy();
    expect(loadedResumeTexts('ja')).toBeUndefined();
  });

  it('loads a language once, however many ask at once', async () => {
    const [a, b] = await Promise.all([loadResumeTexts('ja'), loadResumeTexts('ja-JP')]);
    expect(a).toBe(b);
    expect(formatDateRange('2021-03', '', 'ja')).toBe('2021年3月 – 現在');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * In a browser only English is in the bundle (the public page's JavaScript budget, issue #35); another language's
 * texts arrive with loadResumeTexts. Each test takes a fresh copy of the package, as a page that has just loaded
 * (test files share their worker and may have installed every language already, as Node does).
 */
const freshPackage = async () => {
  vi.resetModules();
  return import('../src');
};

describe('resume texts in a browser', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('has English at hand and another language only once it is loaded', async () => {
    const { formatDateRange, loadedResumeTexts, loadResumeTexts, resumeTexts, sectionHeading } = await freshPackage();
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
    const { formatDateRange, loadResumeTexts } = await freshPackage();
    const [a, b] = await Promise.all([loadResumeTexts('ja'), loadResumeTexts('ja-JP')]);
    expect(a).toBe(b);
    expect(formatDateRange('2021-03', '', 'ja')).toBe('2021年3月 – 現在');
  });
});

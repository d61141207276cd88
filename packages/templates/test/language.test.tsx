import { describe, expect, it } from 'vitest';
import { sampleResume, type Resume } from '@resumey/resume';
import { failOnConsoleError, renderTemplate, TEMPLATE_IDS } from './helpers';

const inLanguage = (language: string, headings?: Resume['meta']['headings']): Resume => {
  const r = sampleResume();
  return { ...r, meta: { ...r.meta, language, ...(headings ? { headings } : {}) } };
};

const ENGLISH_FIXED = ['Present', 'Tech:', 'Quick Stats', 'Curriculum Vitae', "Hello, I'm", 'Other skills'];

describe('templates in the resume language (issue #35 item 1)', () => {
  failOnConsoleError();

  it.each(TEMPLATE_IDS)('%s in German: German headings and months, lang="de", no fixed English words', (id) => {
    const { container } = renderTemplate(id, inLanguage('de'));
    const page = container.querySelector('[data-resume-page]')!;
    expect(page.getAttribute('lang')).toBe('de');
    const text = page.textContent ?? '';
    expect(text).toContain('Berufserfahrung');
    expect(text).toMatch(/(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/);
    expect(text).toContain('heute');
    for (const word of ENGLISH_FIXED) expect(text, word).not.toContain(word);
  });

  it.each(TEMPLATE_IDS)('%s in Japanese: Japanese headings and dates', (id) => {
    const { container } = renderTemplate(id, inLanguage('ja'));
    const text = container.querySelector('[data-resume-page]')!.textContent ?? '';
    expect(text).toContain('職務経歴');
    expect(text).toMatch(/\d{4}年\d{1,2}月 – 現在/);
  });

  it('Grid Focus labels its counts in the language', () => {
    const { container } = renderTemplate('t14-grid-focus', inLanguage('de'));
    expect(container.querySelector('section[aria-labelledby="quick-stats"] h2')?.textContent).toBe('Auf einen Blick');
    expect(container.querySelector('[data-stat="roles"] dt')?.textContent).toBe('Positionen');
  });

  it('an English resume keeps the template’s own wording', () => {
    const { container } = renderTemplate('t08-executive', inLanguage('en'));
    expect(container.textContent).toContain('Professional Experience');
  });
});

describe('renamed headings (issue #35 item 2)', () => {
  it.each(['t01-classic', 't06-two-column', 't08-executive'])('%s draws the renamed heading', (id) => {
    const { container } = renderTemplate(id, inLanguage('de', { experience: 'Stationen' }));
    const headings = [...container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toContain('Stationen');
    expect(headings).not.toContain('Berufserfahrung');
  });
});

describe('right-to-left resumes (issue #35 item 3, started)', () => {
  it.each(['ar', 'he', 'fa'])('%s: the page reads right to left, Latin contact details isolated', (language) => {
    const { container } = renderTemplate('t01-classic', inLanguage(language));
    const page = container.querySelector('[data-resume-page]')!;
    expect(page.getAttribute('dir')).toBe('rtl');
    const email = [...page.querySelectorAll('bdi')].find((b) => b.textContent?.includes('@'));
    expect(email).toBeTruthy();
  });

  it('left-to-right languages set no direction', () => {
    const { container } = renderTemplate('t01-classic', inLanguage('de'));
    expect(container.querySelector('[data-resume-page]')!.hasAttribute('dir')).toBe(false);
  });
});

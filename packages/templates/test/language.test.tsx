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

describe('list commas in the resume language', () => {
  it.each([
    ['ja', '修士、情報学'],
    ['ar', 'بكالوريوس، علوم الحاسب'],
    ['de', 'Master, Informatik'],
  ])('%s: a degree and its field joined by the language’s comma', (language, line) => {
    const r = inLanguage(language);
    r.education = [{ ...r.education[0]!, degree: line.split(/、|، |, /)[0]!, field: line.split(/、|، |, /)[1]! }];
    const { container } = renderTemplate('t01-classic', r);
    expect(container.textContent).toContain(line);
  });

  it('Arabic skills are separated by the Arabic comma, Japanese ones by the ideographic comma', () => {
    const ar = renderTemplate('t01-classic', inLanguage('ar')).container.textContent ?? '';
    expect(ar).toContain('TypeScript،');
    const ja = renderTemplate('t01-classic', inLanguage('ja')).container.textContent ?? '';
    expect(ja).toContain('TypeScript、');
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

/** A class that names the paper's left or right (after any variant such as print: or rtl:). */
const PHYSICAL =
  /^-?(?:pl|pr|ml|mr|left|right|scroll-[mp][lr])-|^(?:border|rounded)-(?:[lr]|[tb][lr])(?:-|$)|^(?:text|float|clear)-(?:left|right)$/;
const physicalClasses = (root: Element) =>
  [...root.querySelectorAll('[class]')].flatMap((el) =>
    (el.getAttribute('class') ?? '')
      .split(/\s+/)
      .map((c) => c.replace(/^(?:[\w-]+:)+/, ''))
      .filter((c) => PHYSICAL.test(c)),
  );

describe('right-to-left resumes (issue #35 item 3)', () => {
  failOnConsoleError();

  it.each(['ar', 'he', 'fa'])('%s: the page reads right to left, Latin contact details isolated', (language) => {
    const { container } = renderTemplate('t01-classic', inLanguage(language));
    const page = container.querySelector('[data-resume-page]')!;
    expect(page.getAttribute('dir')).toBe('rtl');
    expect(page.getAttribute('lang')).toBe(language);
    const email = [...page.querySelectorAll('bdi')].find((b) => b.textContent?.includes('@'));
    expect(email).toBeTruthy();
  });

  it('left-to-right languages say so, so the resume stays left to right inside an Arabic interface', () => {
    const { container } = renderTemplate('t01-classic', inLanguage('de'));
    expect(container.querySelector('[data-resume-page]')!.getAttribute('dir')).toBe('ltr');
  });

  it.each(TEMPLATE_IDS)('%s in Arabic: no class names the paper’s left or right, so the layout mirrors', (id) => {
    const { container } = renderTemplate(id, inLanguage('ar'));
    expect(physicalClasses(container)).toEqual([]);
  });

  it.each(TEMPLATE_IDS)('%s: bullets and the summary take their own direction (dir=auto)', (id) => {
    const { container } = renderTemplate(id, inLanguage('ar'));
    const page = container.querySelector('[data-resume-page]')!;
    const bullet = [...page.querySelectorAll('li')].find((li) =>
      li.textContent?.includes(
        sampleResume()
          .experience[0]!.bullets[0]!.replace(/\*\*|__|\*/g, '')
          .slice(0, 20),
      ),
    );
    expect(bullet?.querySelector('[dir="auto"]')).toBeTruthy();
    const summary = [...page.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Full-stack engineer'));
    expect(summary?.getAttribute('dir') ?? 'none').toBe('auto');
  });

  it('start and end page margins swap right to left (a sidebar reaches through the margin on its own side)', () => {
    const r = inLanguage('ar');
    r.meta.pageMargins = { top: 20, right: 12, bottom: 20, left: 30 };
    const page = renderTemplate('t03-elegant-sidebar', r).container.querySelector<HTMLElement>('[data-resume-page]')!;
    expect([page.style.getPropertyValue('--ms'), page.style.getPropertyValue('--me')]).toEqual(['12mm', '30mm']);
    const ltr = inLanguage('de');
    ltr.meta.pageMargins = r.meta.pageMargins;
    const de = renderTemplate('t03-elegant-sidebar', ltr).container.querySelectorAll<HTMLElement>('[data-resume-page]');
    const dePage = de[de.length - 1]!;
    expect([dePage.style.getPropertyValue('--ms'), dePage.style.getPropertyValue('--me')]).toEqual(['30mm', '12mm']);
  });
});

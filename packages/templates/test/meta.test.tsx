import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleResume, type Resume } from '@resumey/resume';
import { failOnConsoleError, renderTemplate, TEMPLATE_IDS } from './helpers';

afterEach(cleanup);
failOnConsoleError();

const styled = (): Resume => {
  const r = sampleResume();
  r.meta = {
    ...r.meta,
    color: '#dc2626',
    fontFamily: 'georgia',
    lineSpacing: 1.2,
    pageMargins: { top: 12, right: 14, bottom: 16, left: 18 },
  };
  return r;
};

// Page turns the meta into these variables (its defaults and clamping: blocks.test.tsx); each template must hand it
// the resume's own meta and keep them on the sheet, which one render with every setting changed shows.
describe.each(TEMPLATE_IDS)('%s honours the resume meta', (id) => {
  it('colour, font, line spacing, page margins in millimetres, page size and font size (issue #20)', () => {
    const r = styled();
    r.meta = { ...r.meta, pageSize: 'letter', fontSize: 'large' };
    const { container } = renderTemplate(id, r);
    const page = container.querySelector('[data-resume-page]') as HTMLElement;
    expect(page.style.getPropertyValue('--accent')).toBe('#dc2626');
    expect(page.style.getPropertyValue('--font')).toContain('Georgia');
    expect(page.style.fontFamily).toBe('var(--font)');
    expect(page.style.getPropertyValue('--lh')).toBe('1.2');
    expect(page.style.lineHeight).toBe('var(--lh)');
    expect(['--mt', '--mr', '--mb', '--ml'].map((v) => page.style.getPropertyValue(v))).toEqual([
      '12mm',
      '14mm',
      '16mm',
      '18mm',
    ]);
    expect(page.style.padding).toBe('var(--mt) var(--mr) var(--mb) var(--ml)');
    expect(page.className).toContain('w-(--page-w)');
    expect(page.dataset.pageSize).toBe('letter');
    expect([page.style.getPropertyValue('--page-w'), page.style.getPropertyValue('--page-h')]).toEqual([
      '215.9mm',
      '279.4mm',
    ]);
    expect(page.style.getPropertyValue('--font-scale')).toBe('1.08');
  });
});

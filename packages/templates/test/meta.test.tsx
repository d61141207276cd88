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

describe.each(TEMPLATE_IDS)('%s honours the resume meta', (id) => {
  it('colour, font, line spacing and page margins in millimetres', () => {
    const { container } = renderTemplate(id, styled());
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
    expect(page.style.getPropertyValue('--page-w')).toBe('210mm');
  });

  it('page size and font size (issue #20): the sheet is US Letter and the text scale large', () => {
    const r = styled();
    r.meta = { ...r.meta, pageSize: 'letter', fontSize: 'large' };
    const page = renderTemplate(id, r).container.querySelector('[data-resume-page]') as HTMLElement;
    expect(page.dataset.pageSize).toBe('letter');
    expect([page.style.getPropertyValue('--page-w'), page.style.getPropertyValue('--page-h')]).toEqual([
      '215.9mm',
      '279.4mm',
    ]);
    expect(page.style.getPropertyValue('--font-scale')).toBe('1.08');
  });
});

describe('out-of-range meta is clamped to what the schema allows', () => {
  it('keeps line spacing within 1.2–1.6, margins within 0–40 mm and falls back from a bad colour', () => {
    const r = sampleResume();
    r.meta = {
      ...r.meta,
      color: 'red;background:url(x)',
      lineSpacing: 3,
      pageMargins: { top: -5, right: 99, bottom: NaN, left: 10 },
    };
    const { container } = renderTemplate('t01-classic', r);
    const page = container.querySelector('[data-resume-page]') as HTMLElement;
    expect(page.style.getPropertyValue('--accent')).toBe('#4338ca');
    expect(page.style.getPropertyValue('--lh')).toBe('1.6');
    expect(['--mt', '--mr', '--mb', '--ml'].map((v) => page.style.getPropertyValue(v))).toEqual([
      '0mm',
      '40mm',
      '20mm',
      '10mm',
    ]);
  });
});

import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { columnSections, completeResume, SECTION_KEYS, type Resume, type SectionKey } from '@resumey/resume';
import { SECTION_COLUMNS, templateSectionOrder } from '../src/section-columns';
import { failOnConsoleError, renderTemplate, TEMPLATE_IDS } from './helpers';

afterEach(cleanup);
failOnConsoleError();

/** The sections a rendered template shows, in document order (the PDF's text order), custom sections once. */
function drawnSections(root: HTMLElement): string[] {
  const keys = Array.from(root.querySelectorAll('[data-section]'), (el) => el.getAttribute('data-section')!);
  return keys.filter((k, i) => k !== keys[i - 1]);
}

const withLayout = (sectionOrder: string[], hiddenSections: string[] = []): Resume => {
  const r = completeResume();
  r.meta = { ...r.meta, sectionOrder, hiddenSections };
  return r;
};

/** What the table says a template draws for a layout: each column's sections sorted by the helper. */
const expected = (id: string, r: Resume): string[] =>
  SECTION_COLUMNS[id]!.flatMap((c): string[] => columnSections(r.meta, c.sections)).concat(
    id === 't10-academic' ? ['publications'] : [],
  );

describe.each(TEMPLATE_IDS)('%s', (id) => {
  it('has an entry in the column table', () => {
    expect(SECTION_COLUMNS[id]).toBeDefined();
    expect([...templateSectionOrder(id)].sort()).toEqual([...SECTION_KEYS].sort());
  });

  it('draws its own order while the user has not reordered, as the table says', () => {
    const r = withLayout([]);
    expect(drawnSections(renderTemplate(id, r).container)).toEqual(expected(id, r));
  });

  it("follows the user's order within each column", () => {
    const r = withLayout([...SECTION_KEYS].reverse());
    const drawn = drawnSections(renderTemplate(id, r).container);
    expect(drawn).toEqual(expected(id, r));
    // Reversed for real: in every column of two or more sections the first drawn is the one the user put first.
    for (const column of SECTION_COLUMNS[id]!) {
      const mine = drawn.filter((k) => column.sections.includes(k as SectionKey));
      expect(mine).toEqual([...column.sections].sort((a, b) => SECTION_KEYS.indexOf(b) - SECTION_KEYS.indexOf(a)));
    }
  });

  it('skips hidden sections and draws them again, content and all, when shown', () => {
    const hidden = withLayout([], ['experience', 'skills']);
    const { container, unmount } = renderTemplate(id, hidden);
    expect(drawnSections(container)).not.toContain('experience');
    expect(drawnSections(container)).not.toContain('skills');
    expect(container.textContent).not.toContain(hidden.experience[0]!.bullets[1]!);
    unmount();
    const shown = renderTemplate(id, { ...hidden, meta: { ...hidden.meta, hiddenSections: [] } }).container;
    expect(drawnSections(shown)).toEqual(expect.arrayContaining(['experience', 'skills']));
    expect(shown.textContent).toContain(hidden.experience[0]!.bullets[1]!);
  });
});

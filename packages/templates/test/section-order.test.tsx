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

  // Two renders per template: hiding and showing again are tested on the way, each with one of the two orders.
  it('draws its own order while the user has not reordered, as the table says, and skips hidden sections', () => {
    const r = withLayout([], ['experience', 'skills']);
    const { container } = renderTemplate(id, r);
    const drawn = drawnSections(container);
    expect(drawn).toEqual(expected(id, r));
    expect(drawn).not.toContain('experience');
    expect(drawn).not.toContain('skills');
    expect(container.textContent).not.toContain(r.experience[0]!.bullets[1]!);
  });

  it("follows the user's order within each column, and draws every section shown, content and all", () => {
    const r = withLayout([...SECTION_KEYS].reverse());
    const { container } = renderTemplate(id, r);
    const drawn = drawnSections(container);
    expect(drawn).toEqual(expected(id, r));
    expect(drawn).toEqual(expect.arrayContaining(['experience', 'skills']));
    expect(container.textContent).toContain(r.experience[0]!.bullets[1]!);
    // Reversed for real: in every column of two or more sections the first drawn is the one the user put first.
    for (const column of SECTION_COLUMNS[id]!) {
      const mine = drawn.filter((k) => column.sections.includes(k as SectionKey));
      expect(mine).toEqual([...column.sections].sort((a, b) => SECTION_KEYS.indexOf(b) - SECTION_KEYS.indexOf(a)));
    }
  });
});

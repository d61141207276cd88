import type { Section, SourceLine } from './types';

// Where headings stand: in a label column left of their text, or over a column of a page that draws its sidebar
// first.

/** A line's first part set larger than the body and than the rest of its line: a heading in a label column. */
export function largerFirst(line: SourceLine, body: number): boolean {
  const [first, ...rest] = line.parts;
  return !!first && first.size >= body * 1.2 && rest.every((p) => p.size < first.size * 0.9);
}

/**
 * A main column's lines that a page drew after its sidebar's (a builder's second page: 'Intereses' in the sidebar,
 * then the rest of the jobs): the section they go on is the last one headed in their own column, not the sidebar's.
 * Only when the current section's heading stands on their page far left of them and an earlier one stands just left
 * of them, as a column's headings do; a label column's headings stand far left of all their text.
 */
export function ownColumn(sections: readonly Section[], line: SourceLine): SourceLine[] | undefined {
  const current = sections.at(-1)?.heading;
  if (!current || current.box.page !== line.box.page || line.box.x - current.box.x < 120) return undefined;
  const own = sections.findLast(
    (s) => !!s.heading && s.heading.box.x <= line.box.x + 2 && line.box.x - s.heading.box.x < 60,
  );
  return own && own !== sections.at(-1) ? own.lines : undefined;
}

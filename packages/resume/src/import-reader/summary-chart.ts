import type { Section, SourceLine } from './types';

// Skills charted beside or under the summary with no heading of their own, as developer CV templates draw them: a
// bar chart's names in a column beside the paragraph ('Kotlin', 'Java', 'SQL'), its bubbles' names in a row under it
// ('AWS', 'Kafka', 'Docker', …).

const words = (text: string) => text.trim().split(/\s+/u).length;
/** A name, no sentence's piece: at most two words, ending in no punctuation. */
const named = (line: SourceLine) => line.parts.every((p) => words(p.text) <= 2 && !/[.,;:!?]$/u.test(p.text.trim()));

/**
 * A row of four names or more set apart, most of them capitalised as tools are named (not a justified line's words,
 * drawn one by one: 'a liderar equipos pequeños en proyectos').
 */
const spaced = (line: SourceLine) =>
  line.parts.length >= 4 &&
  named(line) &&
  line.parts.filter((p) => !/^\p{Ll}/u.test(p.text.trim())).length >= line.parts.length * 0.75;

/** The summary section's lines that chart skills; none when it holds no paragraph or no such lines. */
export function chartedSkills(lines: readonly SourceLine[]): SourceLine[] {
  // (On the paragraph's first page: where a page breaks it, its places on the next say nothing of this one's.)
  const page = lines.find((l) => words(l.text) >= 5 && !spaced(l))?.box.page;
  const prose = lines.filter((l) => words(l.text) >= 5 && !spaced(l) && l.box.page === page);
  if (!prose.length) return [];
  lines = lines.filter((l) => l.box.page === page);
  const right = Math.max(...prose.map((l) => l.box.x + l.box.w));
  const [top, bottom] = [Math.min(...prose.map((l) => l.box.y)), Math.max(...prose.map((l) => l.box.y))];
  // (Beside the paragraph, and down no further than a little below it.)
  const column = lines.filter(
    (l) =>
      l.parts.length === 1 && named(l) && l.box.x > right && l.box.y >= top - l.size && l.box.y <= bottom + 2 * l.size,
  );
  const rows = lines.filter((l) => spaced(l) && l.box.y > bottom);
  return column.length >= 3 ? [...column, ...rows] : rows;
}

/** Each summary's charted skills as a skills section of their own after it. Changes the list. */
export function splitChartedSkills(sections: Section[]): void {
  for (let i = 0; i < sections.length; i++) {
    const s = sections[i]!;
    if (s.kind !== 'summary') continue;
    const chart = chartedSkills(s.lines);
    if (!chart.length) continue;
    s.lines = s.lines.filter((l) => !chart.includes(l));
    sections.splice(i + 1, 0, { kind: 'skills', lines: chart });
  }
}

import { isRtl } from './text';
import { closeUnder } from './line-gaps';
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
export function ownColumn(
  sections: readonly Section[],
  line: SourceLine,
  all: readonly SourceLine[],
): SourceLine[] | undefined {
  const current = sections.at(-1)?.heading;
  if (!current) return undefined;
  // (Or the sidebar on the right, drawn before the rest of the main column's jobs, there or on the next page: the
  // section they go on is the last one headed at their edge, its heading set in after an icon.)
  // (Its section's own lines stand in that column too: a centred heading stands far right of its lines' start.)
  const currentLines = sections.at(-1)?.lines ?? [];
  const inSidebar = currentLines.length > 0 && currentLines.every((l) => l.box.x >= current.box.x - 40);
  if (current.box.page <= line.box.page && current.box.page > 0 && current.box.x - line.box.x >= 120 && inSidebar) {
    // (Or set in from it, left of the sidebar: an entry's text right of its column of dates. Left to right only: a
    // right-to-left page's headings stand at its right edge, whatever their width.)
    const left = sections.findLast(
      (s) =>
        !!s.heading &&
        s.heading.box.page > 0 &&
        (Math.abs(s.heading.box.x - line.box.x) < 40 ||
          (!isRtl(line.text) && s.heading.box.x <= line.box.x + 2 && s.heading.box.x < current.box.x - 120)),
    );
    // (Not two columns as wide as each other, as a word processor's section in two columns sets them: text flows from
    // the right one on to the next page's left one, 'EXPERIENCIA LABORAL' going on there. The left column is measured
    // beside the right one's section, on its page.)
    const edge = (lines: readonly SourceLine[], x: number) =>
      Math.max(...lines.filter((l) => Math.abs(l.box.x - x) < 3).map((l) => l.box.x + l.box.w)) - x;
    const bottom = Math.max(...currentLines.map((l) => l.box.y));
    const beside = all.filter((l) => l.box.page === current.box.page && l.box.y >= current.box.y && l.box.y <= bottom);
    const [here, there] = left?.heading
      ? [edge(beside, left.heading.box.x), edge(currentLines, current.box.x)]
      : [0, 0];
    const flows = current.box.page < line.box.page && there > 0 && Math.abs(here - there) < 0.15 * there;
    return left && left !== sections.at(-1) && !flows ? left.lines : undefined;
  }
  // (A sidebar on the left of the first page read after its main column, the main column going on on the next page:
  // the section they go on is the main column's last, headed right of the sidebar's lines.)
  const sidebarEnd = Math.max(...currentLines.map((l) => l.box.x + l.box.w));
  if (
    current.box.page > 0 &&
    current.box.page < line.box.page &&
    // (Far right of the sidebar's heading, or of its end where the sidebar centres it: friggeri's 'tools'.)
    (line.box.x - current.box.x >= 120 || line.box.x - (current.box.x + current.box.w) >= 20) &&
    currentLines.length > 0 &&
    sidebarEnd < line.box.x - 20
  ) {
    const main = sections.findLast(
      (s) => !!s.heading && s.heading.box.x > sidebarEnd && s.heading.box.x <= line.box.x + 2,
    );
    return main && main !== sections.at(-1) ? main.lines : undefined;
  }
  if (current.box.page !== line.box.page || line.box.x - current.box.x < 120) return undefined;
  const own = sections.findLast(
    // (Or set in a little from its text, after a mark: Europass-like builders' 'ISTRUZIONE E FORMAZIONE'.)
    (s) => !!s.heading && s.heading.box.x <= line.box.x + 10 && line.box.x - s.heading.box.x < 60,
  );
  return own && own !== sections.at(-1) ? own.lines : undefined;
}

/**
 * A line read after a heading but set above it, right under the last line before the heading: the section before's
 * (a list item's last line a browser drew after the next section's heading: '… de los arqueos' / 'de caja.').
 */
export function restAboveHeading(sections: readonly Section[], line: SourceLine): SourceLine[] | undefined {
  const [before, current] = [sections.at(-2), sections.at(-1)];
  const heading = current?.heading;
  const last = before?.lines.at(-1);
  return before && heading && last && !current.lines.length && line.box.y < heading.box.y && closeUnder(last, line)
    ? before.lines
    : undefined;
}

/**
 * A line at the top of another column, drawn between a main column's heading and its first line (Kickresume's
 * contact details at the top right, painted after the main column's 'UTBILDNING'): above that heading, far right or
 * left of it, with no heading above it in its own column on the page. Part of the page's header, not of the section.
 */
export function topOfOtherColumn(sections: readonly Section[], line: SourceLine): boolean {
  const last = sections.at(-1);
  const current = last?.heading;
  if (!current || last.lines.length || current.box.page !== line.box.page || line.box.page !== 1) return false;
  const ownHeadingAbove = sections.some(
    (s) =>
      s.heading?.box.page === line.box.page &&
      Math.abs(s.heading.box.x - line.box.x) < 40 &&
      s.heading.box.y < line.box.y,
  );
  return (
    !ownHeadingAbove &&
    line.box.y + line.box.h < current.box.y &&
    Math.abs(line.box.x - current.box.x) >= 120 &&
    (line.box.x >= current.box.x + current.box.w || line.box.x + line.box.w <= current.box.x)
  );
}

/**
 * Headings all drawn before their text, in a gutter left of it ('EXPERIÊNCIA PROFISSIONAL', then 'HABILITAÇÕES
 * LITERÁRIAS' further down, then the jobs beside the first) or over it (a timeline's 'الخبرة العملية' and 'التعليم',
 * then the jobs under the first): a line above the last heading, beside or under it, goes to the last heading set as it
 * is at or above the line's height, one the next heading followed before any line of its own. (Only while the last
 * heading has no line: a sidebar's sections, read before the main column, have theirs.)
 */
export function gutterSection(
  sections: readonly Section[],
  line: SourceLine,
  /** The sections the next heading followed before any line of their own. */
  passedEmpty: ReadonlySet<Section>,
): SourceLine[] | undefined {
  const current = sections.at(-1)?.heading;
  const besideOrUnder = (h: SourceLine) =>
    line.box.x > h.box.x + h.box.w + 10 || (line.box.x < h.box.x + h.box.w && line.box.x + line.box.w > h.box.x);
  if (
    !current ||
    sections.at(-1)!.lines.length ||
    current.box.page === 0 ||
    line.box.page !== current.box.page ||
    line.box.y >= current.box.y - line.size ||
    !besideOrUnder(current)
  )
    return undefined;
  const alike = (h: SourceLine) =>
    Math.abs(h.box.x - current.box.x) < 3 || Math.abs(h.box.x + h.box.w - (current.box.x + current.box.w)) < 3;
  const above = sections.findLast(
    (s) =>
      !!s.heading &&
      s !== sections.at(-1) &&
      s.heading.box.page === line.box.page &&
      s.heading.box.y <= line.box.y + line.size &&
      alike(s.heading) &&
      besideOrUnder(s.heading),
  );
  // (Not the line above of a heading set over two: res.cls's 'INDUSTRY' over 'EXPERIENCE' in its margin.)
  return above && passedEmpty.has(above) && current.box.y - above.heading!.box.y > current.size * 2.5
    ? above.lines
    : undefined;
}

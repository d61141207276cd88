import { findDates } from './dates';
import { bodySize } from './heading-looks';
import type { SectionKind } from './headings';
import type { Section, SourceLine } from './types';

/** Sections whose templates print hints under their headings: lists and free text, never dated entries. */
const HINTED = new Set<SectionKind>(['skills', 'languages', 'additional', 'other']);

/**
 * A template's own hints left under a heading in a label column, in smaller type, set flush with the heading's edge
 * beside the section's values (the old Europass's 'Acquisite nel corso della vita …', 'Con computer, attrezzature
 * specifiche, macchinari, ecc.'): what the template asks for, not what the person wrote. They leave their sections;
 * their ids go to `used` (read, placed nowhere).
 */
export function dropTemplateHints(sections: Section[], all: readonly SourceLine[], used: Set<number>): void {
  for (const s of sections) {
    if (!HINTED.has(s.kind)) continue;
    const hints = templateHints(s.heading, s.lines, all);
    hints.forEach((id) => used.add(id));
    s.lines = s.lines.filter((l) => !hints.has(l.id));
  }
}

function templateHints(heading: SourceLine | undefined, lines: readonly SourceLine[], all: readonly SourceLine[]) {
  const hints = new Set<number>();
  if (!heading) return hints;
  // The heading's cell, without the value a label column sets beside it.
  const edge = heading.parts[0]?.right ?? heading.box.x + heading.box.w;
  const right = (l: SourceLine) => l.box.x + l.box.w;
  // The values stand in a column right of the heading's on its page (a section of labels only has its hint too).
  if (!all.some((l) => l.box.page === heading.box.page && l.parts.some((p) => p.x >= edge))) return hints;
  // Hints are set smaller than the text the person typed.
  const typed = bodySize(all);
  // (An item of a list set flush left under the heading may end at its edge by chance: 'Metodología Lean y 5S' under
  // 'HABILIDADES', its neighbours starting where it starts. A hint is set flush right.)
  const leftAligned = (l: SourceLine) =>
    lines.some((o) => o !== l && Math.abs(o.box.x - l.box.x) < 1 && Math.abs(right(o) - edge) >= 3);
  for (const l of lines)
    if (
      l.parts.length === 1 &&
      !leftAligned(l) &&
      l.box.page === heading.box.page &&
      l.box.x < edge &&
      Math.abs(right(l) - edge) < 3 &&
      l.size < Math.min(heading.size, typed) - 1 &&
      !findDates(l.text)
    )
      hints.add(l.id);
  return hints;
}

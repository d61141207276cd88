import { findDates, isOnlyDates } from './dates';
import { withParts } from './join-lines';
import { closeUnder } from './line-gaps';
import type { SourceLine } from './types';

/**
 * A header's dates that drifted a line up, onto the last line of the items above it: Word's two-column row whose
 * narrow cell holds the dates pushed down by empty paragraphs until they sat level with the second title in the wide
 * cell, where the items wrap otherwise ('… Hyperion, saving about 60 analyst hours a month' | 'Mar 2016 – May 2019'
 * over 'Senior Financial Analyst, Supply Chain'). The dates go to the line under them: an undated line of one part,
 * set out from the items' text at the edge where the section's dated headers start, whose dates end where theirs do.
 */
export function datesDriftedUp(lines: readonly SourceLine[]): SourceLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i]!;
    const next = out[i + 1]!;
    const dates = line.parts.at(-1)!;
    if (line.parts.length < 2 || !isOnlyDates(dates.text) || findDates(line.parts[0]!.text)) continue;
    if (next.parts.length !== 1 || next.bullet || findDates(next.text) || line.box.page === 0) continue;
    if (!closeUnder(line, next, 1.6) || Math.abs(next.size - line.size) > 0.5) continue;
    if (line.parts[0]!.x < next.box.x + line.size) continue;
    const headersDatedSo = lines.some(
      (l) =>
        l !== line &&
        l.parts.length >= 2 &&
        Math.abs(l.parts[0]!.x - next.box.x) < 2 &&
        isOnlyDates(l.parts.at(-1)!.text) &&
        Math.abs(l.parts.at(-1)!.right - dates.right) < 3,
    );
    if (!headersDatedSo) continue;
    out[i] = withParts(line, line.parts.slice(0, -1));
    out[i + 1] = withParts(next, [...next.parts, dates]);
  }
  return out;
}

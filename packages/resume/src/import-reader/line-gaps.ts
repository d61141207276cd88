import type { SourceLine } from './types';

/**
 * `line` stands under `prev` on the same page, nearer than `lineHeights` of its own size (1.9: closer than a
 * blank line, so the two can be one paragraph, one field or one item wrapped).
 */
export const closeUnder = (prev: SourceLine, line: SourceLine, lineHeights = 1.9): boolean =>
  line.box.page === prev.box.page && line.box.y > prev.box.y && line.box.y - prev.box.y < line.size * lineHeights;

/** Whether the next line's first word was too wide to end the line before it: the line was wrapped there. */
export function firstWordWouldNotFit(prev: SourceLine, line: SourceLine, right: number): boolean {
  const word = line.text.split(/\s+/)[0] ?? '';
  const wordWidth = (line.box.w * word.length) / Math.max(1, line.text.length);
  return prev.box.x + prev.box.w + line.size * 0.3 + wordWidth > right - 1;
}

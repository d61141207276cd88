import type { SourceLine } from './types';

/**
 * `line` stands under `prev` on the same page, nearer than `lineHeights` of its own size (1.9: closer than a
 * blank line, so the two can be one paragraph, one field or one item wrapped).
 */
export const closeUnder = (prev: SourceLine, line: SourceLine, lineHeights = 1.9): boolean =>
  line.box.page === prev.box.page && line.box.y > prev.box.y && line.box.y - prev.box.y < line.size * lineHeights;

/** Millimetres to CSS pixels (96 per inch). */
export const mmToPx = (mm: number) => (mm * 96) / 25.4;

export const A4_HEIGHT_PX = mmToPx(297);

export interface PageLayout {
  /** Height of the whole sheet as laid out on screen (one continuous page), px. */
  height: number;
  /** The sheet's top and bottom padding (the page margins), repeated on every printed page. */
  marginTop: number;
  marginBottom: number;
  /** Boxes that print keeps on one page when they fit (entries: break-inside: avoid), px from the sheet's top. */
  blocks: ReadonlyArray<{ top: number; bottom: number }>;
  /** Boxes print keeps with what follows (section headings: break-after: avoid). */
  headings?: ReadonlyArray<{ top: number; bottom: number }>;
  pageHeight?: number;
}

/** How close above an entry a heading must end to travel with it to the next page, px. */
const HEADING_GAP = 32;

/**
 * Where the printed pages will break, in the screen layout's coordinates, and so how many pages there are.
 * Mirrors the print rules: each page holds (297 mm - margins) of content, the margins repeat on every page,
 * and an entry that would straddle a break moves whole to the next page when it fits on one.
 */
export function pageBreaks({
  height,
  marginTop,
  marginBottom,
  blocks,
  headings = [],
  pageHeight = A4_HEIGHT_PX,
}: PageLayout): number[] {
  const breaks: number[] = [];
  const contentEnd = height - marginBottom;
  const usable = pageHeight - marginTop - marginBottom;
  if (usable <= 0) return breaks;
  // Content starts below the first page's top margin; each page's content area is `usable` tall.
  let pageStart = marginTop;
  for (let guard = 0; guard < 200; guard++) {
    let end = pageStart + usable;
    if (contentEnd <= end + 0.5) break;
    const straddling = blocks.filter((b) => b.top < end - 0.5 && b.bottom > end + 0.5 && b.top > pageStart + 0.5);
    const movable = straddling.filter((b) => b.bottom - b.top <= usable);
    if (movable.length) end = Math.min(...movable.map((b) => b.top));
    // A heading right above the break goes with the entry it introduces.
    const heading = headings.find(
      (h) => h.bottom <= end + 0.5 && h.bottom >= end - HEADING_GAP && h.top > pageStart + 0.5,
    );
    if (heading) end = heading.top;
    breaks.push(end);
    pageStart = end;
  }
  return breaks;
}

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Groups boxes into columns: boxes whose horizontal extents overlap share a column, left to right. */
export function columnsOf(boxes: readonly Box[]): Box[][] {
  const sorted = [...boxes].sort((a, b) => a.left - b.left);
  const columns: { left: number; right: number; boxes: Box[] }[] = [];
  for (const box of sorted) {
    const last = columns.at(-1);
    if (last && box.left < last.right - 0.5) {
      last.right = Math.max(last.right, box.right);
      last.boxes.push(box);
    } else {
      columns.push({ left: box.left, right: box.right, boxes: [box] });
    }
  }
  return columns.map((c) => c.boxes);
}

/** One stretch of a page-end mark: where one column's page ends. */
export interface BreakSegment {
  top: number;
  left: number;
  right: number;
}

/**
 * Page ends of a sheet whose columns (a sidebar beside the main column) print side by side: each column
 * moves its own entries to the next page, so each gets its own break, drawn across its width. The columns'
 * segments together span the sheet: the outer ones reach its edges, neighbours meet halfway across the gutter.
 * Returns one list of segments per page end, the number of pages, and how full the last page is.
 */
export function pageEnds(
  layout: Omit<PageLayout, 'blocks' | 'headings'> & {
    width: number;
    blocks: readonly Box[];
    headings?: readonly Box[];
  },
): {
  pages: number;
  ends: BreakSegment[][];
  lastPageFill: number;
} {
  const columns = columnsOf(layout.blocks);
  const bounds = columns.map((c) => ({
    left: Math.min(...c.map((b) => b.left)),
    right: Math.max(...c.map((b) => b.right)),
  }));
  const headings = layout.headings ?? [];
  const inColumn = (h: Box, c: number) => h.left < bounds[c]!.right && h.right > bounds[c]!.left;
  const perColumn = columns.length
    ? columns.map((blocks, c) => pageBreaks({ ...layout, blocks, headings: headings.filter((h) => inColumn(h, c)) }))
    : [pageBreaks({ ...layout, blocks: [], headings })];
  const pages = Math.max(...perColumn.map((b) => b.length)) + 1;
  const ends: BreakSegment[][] = [];
  for (let i = 0; i < pages - 1; i++) {
    const segments: BreakSegment[] = [];
    perColumn.forEach((breaks, c) => {
      const top = breaks[i];
      if (top === undefined) return;
      const left = c === 0 || !bounds[c] ? 0 : (bounds[c - 1]!.right + bounds[c]!.left) / 2;
      const right =
        c === perColumn.length - 1 || !bounds[c + 1] ? layout.width : (bounds[c]!.right + bounds[c + 1]!.left) / 2;
      segments.push({ top, left, right });
    });
    ends.push(segments);
  }
  return { pages, ends, lastPageFill: lastPageFill(layout, columns, perColumn, pages) };
}

/**
 * How much of the last printed page's content area (0 to 1) the resume fills: how far down its content reaches
 * below the last page end, in the column that reaches furthest. A column's content ends at its last entry, except
 * the tallest column, whose end is the sheet's (anything after the entries, such as a closing paragraph, counts).
 * One page is 1: a short one-page resume is not 'almost empty' in the sense the preview warns about.
 */
function lastPageFill(
  layout: { height: number; marginTop: number; marginBottom: number; pageHeight?: number },
  columns: Box[][],
  perColumn: number[][],
  pages: number,
): number {
  if (pages <= 1) return 1;
  const usable = (layout.pageHeight ?? A4_HEIGHT_PX) - layout.marginTop - layout.marginBottom;
  if (usable <= 0) return 1;
  const contentEnd = layout.height - layout.marginBottom;
  const columnEnds = columns.length ? columns.map((c) => Math.max(...c.map((b) => b.bottom))) : [contentEnd];
  const tallest = columnEnds.indexOf(Math.max(...columnEnds));
  let reach = 0;
  perColumn.forEach((breaks, c) => {
    if (breaks.length !== pages - 1) return;
    const end = c === tallest ? Math.max(contentEnd, columnEnds[c]!) : columnEnds[c]!;
    reach = Math.max(reach, end - breaks[pages - 2]!);
  });
  return Math.min(1, Math.max(0, reach / usable));
}

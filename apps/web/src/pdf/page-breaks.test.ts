import { describe, expect, it } from 'vitest';
import { A4_HEIGHT_PX, columnsOf, mmToPx, pageBreaks, pageEnds } from './page-breaks';

const margin = mmToPx(20);
const usable = A4_HEIGHT_PX - 2 * margin;

describe('pageBreaks', () => {
  it('finds no break for a sheet that fits one A4 page', () => {
    expect(pageBreaks({ height: A4_HEIGHT_PX, marginTop: margin, marginBottom: margin, blocks: [] })).toEqual([]);
  });

  it('breaks where the content area of each page ends, the margins repeating on every page', () => {
    const height = margin + usable * 2.5 + margin;
    const breaks = pageBreaks({ height, marginTop: margin, marginBottom: margin, blocks: [] });
    expect(breaks).toHaveLength(2);
    expect(breaks[0]).toBeCloseTo(margin + usable);
    expect(breaks[1]).toBeCloseTo(margin + 2 * usable);
  });

  it('moves an entry that would straddle a break whole to the next page, pushing later breaks down', () => {
    const entry = { top: margin + usable - 50, bottom: margin + usable + 100 };
    const height = margin + usable * 2 + 10 + margin;
    const breaks = pageBreaks({ height, marginTop: margin, marginBottom: margin, blocks: [entry] });
    expect(breaks[0]).toBeCloseTo(entry.top);
    expect(breaks[1]).toBeCloseTo(entry.top + usable);
    expect(breaks).toHaveLength(2);
  });

  it('takes the heading right above a moved entry along with it', () => {
    const entry = { top: margin + usable - 50, bottom: margin + usable + 100 };
    const heading = { top: entry.top - 40, bottom: entry.top - 10 };
    const far = { top: entry.top - 300, bottom: entry.top - 270 };
    const height = margin + usable * 1.5 + margin;
    const breaks = pageBreaks({
      height,
      marginTop: margin,
      marginBottom: margin,
      blocks: [entry],
      headings: [far, heading],
    });
    expect(breaks).toEqual([heading.top]);
  });

  it('splits an entry taller than a page rather than looping', () => {
    const entry = { top: margin + 10, bottom: margin + usable * 1.5 };
    const breaks = pageBreaks({
      height: margin + usable * 1.6 + margin,
      marginTop: margin,
      marginBottom: margin,
      blocks: [entry],
    });
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toBeCloseTo(margin + usable);
  });
});

describe('pageEnds', () => {
  const width = mmToPx(210);
  const box = (left: number, right: number, top: number, bottom: number) => ({ left, right, top, bottom });

  it('groups entries into the columns they sit in', () => {
    const side = [box(20, 200, 100, 200), box(20, 200, 300, 400)];
    const main = [box(260, 760, 100, 500), box(280, 760, 600, 700)];
    expect(columnsOf([...main, ...side])).toEqual([side, main]);
  });

  it('breaks each column where its own entries move to the next page, segments spanning the sheet', () => {
    const end = margin + usable;
    const sideEntry = box(20, 200, end - 100, end + 50);
    const mainEntry = box(260, 760, end - 30, end + 80);
    const { pages, ends } = pageEnds({
      width,
      height: margin + usable * 1.5 + margin,
      marginTop: margin,
      marginBottom: margin,
      blocks: [sideEntry, box(20, 200, margin, margin + 50), mainEntry, box(260, 760, margin, margin + 50)],
    });
    expect(pages).toBe(2);
    expect(ends).toHaveLength(1);
    const [side, main] = ends[0]!;
    expect(side).toMatchObject({ top: sideEntry.top, left: 0, right: 230 });
    expect(main).toMatchObject({ top: mainEntry.top, left: 230, right: width });
  });

  it('draws one full-width end for a single column, and none for one page', () => {
    expect(pageEnds({ width, height: A4_HEIGHT_PX, marginTop: margin, marginBottom: margin, blocks: [] })).toEqual({
      pages: 1,
      ends: [],
      lastPageFill: 1,
    });
    const { ends } = pageEnds({
      width,
      height: margin + usable * 1.2 + margin,
      marginTop: margin,
      marginBottom: margin,
      blocks: [],
    });
    expect(ends).toHaveLength(1);
    expect(ends[0]).toEqual([{ top: expect.closeTo(margin + usable), left: 0, right: width }]);
  });

  it('says how full the last page is: how far the content reaches below the last page end', () => {
    const at = (fraction: number) =>
      pageEnds({
        width,
        height: margin + usable * fraction + margin,
        marginTop: margin,
        marginBottom: margin,
        blocks: [],
      });
    expect(at(1.15).lastPageFill).toBeCloseTo(0.15);
    expect(at(1.9).lastPageFill).toBeCloseTo(0.9);
    expect(at(2.1)).toMatchObject({ pages: 3, lastPageFill: expect.closeTo(0.1) });
  });

  it('measures the last page in the column that reaches furthest, from where that column breaks', () => {
    const end = margin + usable;
    // The main column moves an entry to page 2 early (its break is higher), the sidebar ends near the top.
    const mainMoved = box(260, 760, end - 200, end + 40);
    const { pages, lastPageFill } = pageEnds({
      width,
      height: end + 40 + margin,
      marginTop: margin,
      marginBottom: margin,
      blocks: [
        box(20, 200, margin, end - 10),
        box(20, 200, end - 5, end + 10),
        box(260, 760, margin, end - 210),
        mainMoved,
      ],
    });
    expect(pages).toBe(2);
    // Main: 240 px of content on page 2 (its whole moved entry); the sidebar only 15 px.
    expect(lastPageFill).toBeCloseTo(240 / usable);
  });
});

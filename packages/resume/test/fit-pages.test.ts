import { describe, expect, it } from 'vitest';
import {
  DEFAULT_META,
  FIT_MARGIN_MIN_MM,
  fitToPages,
  fontScaleOf,
  LIMITS,
  marginLevels,
  marginsAtLevel,
  tighterLineSpacings,
  type FitSettings,
} from '../src';

const start = (over: Partial<FitSettings> = {}): FitSettings => ({
  lineSpacing: 1.4,
  pageMargins: { top: 20, right: 20, bottom: 20, left: 20 },
  fontSize: 'normal',
  ...over,
});

/**
 * A stand-in for the browser's layout: `lines` lines of text at 4.2 mm per line (font and line spacing scale it),
 * wrapping more as the text column narrows, on A4 with the settings' margins. Records every call.
 */
function model(lines: number) {
  const calls: FitSettings[] = [];
  const measure = (s: FitSettings) => {
    calls.push(s);
    const column = 210 - s.pageMargins.left - s.pageMargins.right;
    const wrapped = (lines * 170 * fontScaleOf(s)) / column;
    const height = wrapped * 3 * s.lineSpacing * fontScaleOf(s);
    const usable = 297 - s.pageMargins.top - s.pageMargins.bottom;
    return Math.max(1, Math.ceil(height / usable - 1e-9));
  };
  return { measure, calls };
}

/** Lines the model puts on exactly `pages` pages at these settings (the most that fit). */
function linesFor(pages: number, s: FitSettings) {
  let n = 1;
  while (model(n + 1).measure(s) <= pages) n++;
  return n;
}

const bounded = (s: FitSettings, from: FitSettings) => {
  expect(s.lineSpacing).toBeGreaterThanOrEqual(LIMITS.lineSpacingMin);
  expect(s.lineSpacing).toBeLessThanOrEqual(from.lineSpacing);
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    expect(s.pageMargins[side]).toBeGreaterThanOrEqual(Math.min(from.pageMargins[side], FIT_MARGIN_MIN_MM));
    expect(s.pageMargins[side]).toBeLessThanOrEqual(from.pageMargins[side]);
  }
  expect(['normal', 'small'].includes(s.fontSize) || s.fontSize === from.fontSize).toBe(true);
};

describe('fit to pages: the search over settings', () => {
  it('changes nothing when the resume already fits, measuring once', async () => {
    const m = model(10);
    const result = await fitToPages({ settings: start(), pages: 1, measure: m.measure });
    expect(result).toEqual({ status: 'fits', settings: start() });
    expect(m.calls).toHaveLength(1);
  });

  it('tightens line spacing only as far as needed, before anything else', async () => {
    const lines = linesFor(1, start({ lineSpacing: 1.3 }));
    const m = model(lines);
    const result = await fitToPages({ settings: start(), pages: 1, measure: m.measure });
    expect(result).toEqual({ status: 'fitted', settings: start({ lineSpacing: 1.3 }) });
    // Tried: the original, then 1.3: the margins and font were never touched.
    expect(m.calls.map((c) => c.lineSpacing)).toEqual([1.4, 1.3]);
  });

  it('narrows the margins at the tightest spacing, then loosens the spacing back where it can', async () => {
    const target = start({ lineSpacing: 1.2, pageMargins: marginsAtLevel(start().pageMargins, 3) });
    const m = model(linesFor(1, target));
    const result = await fitToPages({ settings: start(), pages: 1, measure: m.measure });
    expect(result.status).toBe('fitted');
    if (result.status !== 'fitted') return;
    expect(result.settings.fontSize).toBe('normal');
    expect(result.settings.pageMargins).toEqual({ top: 14, right: 14, bottom: 14, left: 14 });
    bounded(result.settings, start());
    expect(await m.measure(result.settings)).toBe(1);
    // Every margin change came after line spacing had reached 1.2.
    const firstMargin = m.calls.findIndex((c) => c.pageMargins.top !== 20);
    expect(m.calls.slice(0, firstMargin).map((c) => c.lineSpacing)).toEqual([1.4, 1.3, 1.2]);
  });

  it('takes one font-size step last, and gives the margins back as far as the smaller text allows', async () => {
    const tight = start({ lineSpacing: 1.2, pageMargins: marginsAtLevel(start().pageMargins, 5) });
    const lines = linesFor(1, tight) + 2;
    const m = model(lines);
    expect(m.measure(tight)).toBe(2);
    const result = await fitToPages({ settings: start(), pages: 1, measure: m.measure });
    expect(result.status).toBe('fitted');
    if (result.status !== 'fitted') return;
    expect(result.settings.fontSize).toBe('small');
    bounded(result.settings, start());
    expect(await m.measure(result.settings)).toBe(1);
    // Looser than the tightest margins: the smaller font left room.
    expect(result.settings.pageMargins.top).toBeGreaterThan(FIT_MARGIN_MIN_MM);
    // The font step was the last thing tried before loosening.
    const firstSmall = m.calls.findIndex((c) => c.fontSize === 'small');
    expect(m.calls[firstSmall - 1]).toMatchObject({ lineSpacing: 1.2, pageMargins: tight.pageMargins });
  });

  it('says when it cannot fit, without going past any limit', async () => {
    const m = model(400);
    const result = await fitToPages({ settings: start({ fontSize: 'large' }), pages: 1, measure: m.measure });
    expect(result.status).toBe('cannot');
    for (const call of m.calls) bounded(call, start({ fontSize: 'large' }));
    // One step only: large to normal, never to small.
    expect(new Set(m.calls.map((c) => c.fontSize))).toEqual(new Set(['large', 'normal']));
  });

  it('never takes a font step below Small, nor widens a margin the user set narrower than the floor', async () => {
    const from = start({ fontSize: 'small', pageMargins: { top: 5, right: 20, bottom: 30, left: 12 } });
    const m = model(400);
    expect((await fitToPages({ settings: from, pages: 2, measure: m.measure })).status).toBe('cannot');
    for (const call of m.calls) {
      bounded(call, from);
      expect(call.fontSize).toBe('small');
      expect(call.pageMargins.top).toBe(5);
    }
    expect(m.calls.at(-1)!.pageMargins).toEqual({ top: 5, right: 10, bottom: 10, left: 10 });
  });

  it('fits to two pages as well as one', async () => {
    const lines = linesFor(2, start({ lineSpacing: 1.2 }));
    const m = model(lines);
    const result = await fitToPages({ settings: start({ lineSpacing: 1.6 }), pages: 2, measure: m.measure });
    expect(result).toEqual({ status: 'fitted', settings: start({ lineSpacing: 1.2 }) });
  });

  it('waits for an asynchronous measure', async () => {
    const m = model(linesFor(1, start({ lineSpacing: 1.3 })));
    const measure = (s: FitSettings) => new Promise<number>((resolve) => setTimeout(() => resolve(m.measure(s)), 1));
    expect(await fitToPages({ settings: start(), pages: 1, measure })).toMatchObject({ status: 'fitted' });
  });
});

describe('fit to pages: the steps', () => {
  it('line spacing moves on the slider grid, within SPEC.md range', () => {
    expect(tighterLineSpacings(1.6)).toEqual([1.5, 1.4, 1.3, 1.2]);
    expect(tighterLineSpacings(1.45)).toEqual([1.4, 1.3, 1.2]);
    expect(tighterLineSpacings(DEFAULT_META.lineSpacing)).toEqual([1.3, 1.2]);
    expect(tighterLineSpacings(1.2)).toEqual([]);
    expect(tighterLineSpacings(9)).toEqual([1.5, 1.4, 1.3, 1.2]);
  });

  it('margins narrow 2 mm a step to the floor', () => {
    const m = { top: 20, right: 15, bottom: 11, left: 8 };
    expect(marginLevels(m)).toBe(5);
    expect(marginsAtLevel(m, 1)).toEqual({ top: 18, right: 13, bottom: 10, left: 8 });
    expect(marginsAtLevel(m, 5)).toEqual({ top: 10, right: 10, bottom: 10, left: 8 });
    expect(marginLevels({ top: 10, right: 9, bottom: 0, left: 10 })).toBe(0);
  });
});

/**
 * Fit to pages (issue #20 item 3): the search over a resume's layout settings for the loosest ones that print it on
 * a chosen number of pages. It only moves settings, never text, and only ever tightens them: line spacing first
 * (SPEC.md's 1.2 to 1.6), then the page margins (down to a readable floor), then one font-size step. Measuring is
 * the caller's: the web app lays the resume out with each candidate and counts pages the way the PDF breaks them.
 */
import { LIMITS } from './constants';
import { FONT_SIZE_IDS, type FontSizeId } from './page-setup';
import type { PageMargins } from './schema';

export interface FitSettings {
  lineSpacing: number;
  pageMargins: PageMargins;
  fontSize: FontSizeId;
}

/** Line spacing moves in the editor slider's steps. */
export const FIT_LINE_SPACING_STEP = 0.1;
/** Margins shrink this many millimetres at a time, all four sides together. */
export const FIT_MARGIN_STEP_MM = 2;
/**
 * The narrowest margin fitting sets, in millimetres: about Word's 'Narrow' (12.7 mm) less a little, and clear of
 * the strip most printers cannot print. The schema allows down to LIMITS.marginMin; a margin the user set lower is
 * left as it is, never widened.
 */
export const FIT_MARGIN_MIN_MM = Math.max(LIMITS.marginMin, 10);

export type FitResult =
  /** The resume already prints on that many pages: nothing to change. */
  | { status: 'fits'; settings: FitSettings }
  /** These settings print it on that many pages. */
  | { status: 'fitted'; settings: FitSettings }
  /** Even the tightest settings allowed print more pages: the caller keeps the resume's settings. */
  | { status: 'cannot'; tightest: FitSettings };

export interface FitOptions {
  /** The resume's current settings. */
  settings: FitSettings;
  /** Pages to fit on (1 or 2 in the editor). */
  pages: number;
  /** Number of printed pages with the given settings. */
  measure: (settings: FitSettings) => number | Promise<number>;
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Line spacings below `from`, loosest first, on the slider's 0.1 grid, down to the minimum. */
export function tighterLineSpacings(from: number): number[] {
  const start = clamp(from, LIMITS.lineSpacingMin, LIMITS.lineSpacingMax);
  const out: number[] = [];
  for (
    let v: number = LIMITS.lineSpacingMax;
    v >= LIMITS.lineSpacingMin - 1e-9;
    v = round1(v - FIT_LINE_SPACING_STEP)
  ) {
    if (v < start - 1e-9) out.push(v);
  }
  return out;
}

/** The margins after `level` steps: each side `level` steps narrower, but not below the floor (or its own value). */
export function marginsAtLevel(from: PageMargins, level: number): PageMargins {
  const out = { ...from };
  for (const side of SIDES) {
    const floor = Math.min(from[side], FIT_MARGIN_MIN_MM);
    out[side] = Math.max(floor, from[side] - level * FIT_MARGIN_STEP_MM);
  }
  return out;
}

/** Steps until every side is at its floor. */
export function marginLevels(from: PageMargins): number {
  const widest = Math.max(...SIDES.map((s) => from[s] - Math.min(from[s], FIT_MARGIN_MIN_MM)));
  return Math.max(0, Math.ceil(widest / FIT_MARGIN_STEP_MM - 1e-9));
}

/** One font-size step smaller, or undefined at the smallest. */
export function smallerFontSize(size: FontSizeId): FontSizeId | undefined {
  const i = FONT_SIZE_IDS.indexOf(size);
  return i > 0 ? FONT_SIZE_IDS[i - 1] : undefined;
}

/**
 * Finds the loosest settings that print the resume on `pages` pages, changing line spacing, then margins, then one
 * font-size step, each only as far as needed. Once a later setting had to move, the earlier ones are loosened back
 * as far as the fit allows (a smaller font may leave room for the user's margins). Measuring is assumed monotonic:
 * tighter settings never print more pages.
 */
export async function fitToPages({ settings, pages, measure }: FitOptions): Promise<FitResult> {
  const start: FitSettings = {
    ...settings,
    lineSpacing: clamp(settings.lineSpacing, LIMITS.lineSpacingMin, LIMITS.lineSpacingMax),
    pageMargins: { ...settings.pageMargins },
  };
  const fits = async (s: FitSettings) => (await measure(s)) <= pages;
  if (await fits(settings)) return { status: 'fits', settings };

  const spacings = tighterLineSpacings(start.lineSpacing);
  // 1. Line spacing alone, loosest first.
  for (const lineSpacing of spacings) {
    const candidate = { ...start, lineSpacing };
    if (await fits(candidate)) return { status: 'fitted', settings: candidate };
  }
  const tightSpacing = spacings.at(-1) ?? start.lineSpacing;

  /** The loosest line spacing (up to the user's) that still fits with these margins and font size. */
  const loosenSpacing = async (fitting: FitSettings): Promise<FitSettings> => {
    for (const lineSpacing of [start.lineSpacing, ...spacings]) {
      if (lineSpacing <= fitting.lineSpacing) break;
      const candidate = { ...fitting, lineSpacing };
      if (await fits(candidate)) return candidate;
    }
    return fitting;
  };

  // 2. Margins, a step at a time, at the tightest line spacing.
  const levels = marginLevels(start.pageMargins);
  for (let level = 1; level <= levels; level++) {
    const candidate = { ...start, lineSpacing: tightSpacing, pageMargins: marginsAtLevel(start.pageMargins, level) };
    if (await fits(candidate)) return { status: 'fitted', settings: await loosenSpacing(candidate) };
  }
  const tightest: FitSettings = {
    ...start,
    lineSpacing: tightSpacing,
    pageMargins: marginsAtLevel(start.pageMargins, levels),
  };

  // 3. One font-size step, then the margins and line spacing loosened back as far as it allows.
  const smaller = smallerFontSize(start.fontSize);
  if (!smaller) return { status: 'cannot', tightest };
  const smallest = { ...tightest, fontSize: smaller };
  if (!(await fits(smallest))) return { status: 'cannot', tightest: smallest };
  let fitting = smallest;
  for (let level = 0; level < levels; level++) {
    const candidate = { ...smallest, pageMargins: marginsAtLevel(start.pageMargins, level) };
    if (await fits(candidate)) {
      fitting = candidate;
      break;
    }
  }
  return { status: 'fitted', settings: await loosenSpacing(fitting) };
}

/** Whether two settings are the same (to skip an edit that would change nothing). */
export function sameFitSettings(a: FitSettings, b: FitSettings): boolean {
  return (
    a.lineSpacing === b.lineSpacing &&
    a.fontSize === b.fontSize &&
    SIDES.every((side) => a.pageMargins[side] === b.pageMargins[side])
  );
}

/**
 * Paper and text size of a resume (issue #20): meta.pageSize and meta.fontSize. One place for the sizes so the
 * templates' sheet, the editor's page boundaries, the print page's @page rule and the PDF server agree.
 */

export const PAGE_SIZE_IDS = ['a4', 'letter'] as const;
export type PageSizeId = (typeof PAGE_SIZE_IDS)[number];

export interface PageSize {
  id: PageSizeId;
  label: string;
  widthMm: number;
  heightMm: number;
  /** CSS px at 96 per inch, as the browser lays the sheet out. */
  widthPx: number;
  heightPx: number;
  /** PDF points (72 per inch): what pdfinfo reports. */
  widthPt: number;
  heightPt: number;
  /** The @page size keyword and Chromium's page.pdf format name. */
  css: 'A4' | 'letter';
  pdfFormat: 'A4' | 'Letter';
}

const mm = (mm: number, perInch: number) => Math.round((mm / 25.4) * perInch);

const size = (id: PageSizeId, label: string, widthMm: number, heightMm: number, css: 'A4' | 'letter'): PageSize => ({
  id,
  label,
  widthMm,
  heightMm,
  widthPx: mm(widthMm, 96),
  heightPx: mm(heightMm, 96),
  widthPt: mm(widthMm, 72),
  heightPt: mm(heightMm, 72),
  css,
  pdfFormat: css === 'A4' ? 'A4' : 'Letter',
});

export const PAGE_SIZES: Record<PageSizeId, PageSize> = {
  a4: size('a4', 'A4', 210, 297, 'A4'),
  // 8.5 x 11 inches.
  letter: size('letter', 'US Letter', 215.9, 279.4, 'letter'),
};

/** Stored resumes, local copies and share links from before page sizes existed were all A4. */
export const DEFAULT_PAGE_SIZE: PageSizeId = 'a4';

/** The page size of a resume, A4 for anything unknown (a resume from a newer version, a hand-edited file). */
export const pageSizeOf = (meta: { pageSize?: string }): PageSize =>
  PAGE_SIZES[meta.pageSize as PageSizeId] ?? PAGE_SIZES[DEFAULT_PAGE_SIZE];

/** Where US Letter is the usual paper. Mexico, the Philippines and others also use it, but issue #20 names these. */
const LETTER_REGIONS = new Set(['US', 'CA']);

/**
 * The page size a new resume starts with, from the browser's language tags (navigator.languages, best first):
 * Letter when the first tag that names a region is in the US or Canada ('en-US', 'fr-CA'), otherwise A4. A tag
 * without a region ('en') says nothing about paper, so the next tag decides.
 */
export function pageSizeForLocales(locales: readonly string[] | undefined): PageSizeId {
  for (const tag of locales ?? []) {
    let region: string | undefined;
    try {
      // Not maximised: 'en' would become 'en-Latn-US' and make every English speaker's default Letter.
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    if (region) return LETTER_REGIONS.has(region.toUpperCase()) ? 'letter' : 'a4';
  }
  return DEFAULT_PAGE_SIZE;
}

export const FONT_SIZE_IDS = ['small', 'normal', 'large'] as const;
export type FontSizeId = (typeof FONT_SIZE_IDS)[number];

/**
 * Every text size of a template is multiplied by its step's scale, so headings keep their proportions to the body.
 * A 10 pt body becomes 9.2 pt (small) or 10.8 pt (large): steps a reader sees, within what prints readably.
 */
export const FONT_SIZES: ReadonlyArray<{ id: FontSizeId; label: string; scale: number }> = [
  { id: 'small', label: 'Small', scale: 0.92 },
  { id: 'normal', label: 'Normal', scale: 1 },
  { id: 'large', label: 'Large', scale: 1.08 },
];

export const DEFAULT_FONT_SIZE: FontSizeId = 'normal';

export const fontScaleOf = (meta: { fontSize?: string }): number =>
  FONT_SIZES.find((f) => f.id === meta.fontSize)?.scale ?? 1;

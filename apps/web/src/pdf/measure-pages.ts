import { fontScaleOf, pageSizeOf, type FitSettings } from '@resumey/resume';
import { mmToPx, pageEnds, type BreakSegment } from './page-breaks';

/** Entries the templates keep on one page (Tailwind's break-inside-avoid), read from the rendered sheet. */
const UNBREAKABLE = '.break-inside-avoid, [style*="break-inside: avoid"]';
/** Section headings the templates keep with what follows (break-after-avoid). */
const KEEP_WITH_NEXT = '.break-after-avoid';

export interface Measured {
  pages: number;
  ends: BreakSegment[][];
  /** How full the last page's content area is, 0 to 1 (1 for a single page). */
  lastPageFill: number;
}

export const NOT_MEASURED: Measured = { pages: 1, ends: [], lastPageFill: 1 };

/**
 * Where a rendered sheet ([data-resume-page]) will break into printed pages. `safetyPx` measures against pages that
 * much shorter than the paper: fitting asks for a little room to spare, so the PDF (laid out by the same engine but
 * rounded to its own device pixels) never gets a page more than the preview showed.
 */
export function measureSheet(sheet: HTMLElement, { safetyPx = 0 } = {}): Measured {
  if (sheet.offsetHeight === 0) return NOT_MEASURED;
  const box = sheet.getBoundingClientRect();
  // The preview may be zoomed; rects are in zoomed pixels, offsets and styles in the page's own.
  const ratio = box.height / sheet.offsetHeight || 1;
  const style = getComputedStyle(sheet);
  const boxOf = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    return {
      top: (r.top - box.top) / ratio,
      bottom: (r.bottom - box.top) / ratio,
      left: (r.left - box.left) / ratio,
      right: (r.right - box.left) / ratio,
    };
  };
  const blocks = Array.from(sheet.querySelectorAll<HTMLElement>(UNBREAKABLE), boxOf);
  const headings = Array.from(sheet.querySelectorAll<HTMLElement>(KEEP_WITH_NEXT), boxOf);
  return pageEnds({
    width: sheet.offsetWidth,
    height: sheet.offsetHeight,
    marginTop: parseFloat(style.paddingTop) || 0,
    marginBottom: parseFloat(style.paddingBottom) || 0,
    blocks,
    headings,
    // The sheet says which paper it is drawn for (templates' Page: data-page-size).
    pageHeight: mmToPx(pageSizeOf({ pageSize: sheet.dataset.pageSize }).heightMm) - safetyPx,
  });
}

/**
 * Room to spare when fitting, px: about 1.5 mm. The PDF is laid out by the same Chromium from the same fonts, but
 * paginated in its own units; a resume that fills its page to the last pixel is not counted as fitting.
 */
export const FIT_SAFETY_PX = 6;

export interface SettingsMeasurer {
  /** Printed pages of the resume with these settings. */
  pages(settings: FitSettings): number;
  dispose(): void;
}

/**
 * Measures a rendered resume with other layout settings without touching it: a copy of the sheet, laid out off
 * screen at its real size in this document (same stylesheets, same fonts), gets each candidate's CSS variables
 * (the templates' Page turns meta into exactly these: --lh, --mt/--mr/--mb/--ml/--ms/--me, --font-scale), and is measured
 * the way the preview's page marks are. Resolves once the fonts the copy uses have loaded.
 */
export async function settingsMeasurer(sheet: HTMLElement, doc: Document = document): Promise<SettingsMeasurer> {
  const host = doc.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.setAttribute('data-fit-measure', '');
  host.inert = true;
  Object.assign(host.style, {
    position: 'fixed',
    left: '-100000px',
    top: '0',
    visibility: 'hidden',
    pointerEvents: 'none',
  });
  const copy = sheet.cloneNode(true) as HTMLElement;
  for (const el of [copy, ...copy.querySelectorAll<HTMLElement>('[id]')]) el.removeAttribute('id');
  // The sheet is at least a page tall (min-height), so a short resume would end exactly where the page does and
  // never have room to spare: the copy is as tall as its content.
  copy.style.minHeight = '0px';
  host.appendChild(copy);
  doc.body.appendChild(host);
  // Laying the copy out starts loading any font it needs that nothing on screen used yet (a phone's hidden
  // preview); measuring waits for those.
  void copy.offsetHeight;
  await doc.fonts.ready;
  return {
    pages(settings) {
      const m = settings.pageMargins;
      copy.style.setProperty('--lh', String(settings.lineSpacing));
      copy.style.setProperty('--mt', `${m.top}mm`);
      copy.style.setProperty('--mr', `${m.right}mm`);
      copy.style.setProperty('--mb', `${m.bottom}mm`);
      copy.style.setProperty('--ml', `${m.left}mm`);
      // The same margins by reading direction (Page's --ms/--me), which sidebars and bands use.
      const rtl = copy.getAttribute('dir') === 'rtl';
      copy.style.setProperty('--ms', `${rtl ? m.right : m.left}mm`);
      copy.style.setProperty('--me', `${rtl ? m.left : m.right}mm`);
      copy.style.setProperty('--font-scale', String(fontScaleOf(settings)));
      return measureSheet(copy, { safetyPx: FIT_SAFETY_PX }).pages;
    },
    dispose() {
      host.remove();
    },
  };
}

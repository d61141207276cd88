import {
  capTracking,
  datesWithTheirLine,
  fitTagsOnOneLine,
  keepSideColumnOnFirstPage,
  paintInDocumentOrder,
  plainCapitals,
  spaceOutEmphasis,
} from './ats-adjustments';
import { rasteriseDecorations } from './paint-as-image';
import { markPageEnds } from './page-marks';
import { sectionTitlesInBoldCapitals } from './section-titles';

/**
 * The one preparation every printed resume gets (issue #38), whatever prints it: the server's print view before its
 * Chromium prints (print-render.tsx), and the print copy that the public page and the editor lay out when the
 * browser prints them (print-copy.ts). `root` holds the sheet ([data-resume-page]) inside a [data-print-copy]
 * element, where the templates' print rules apply on screen as in print (block-styles.css), so what is measured
 * here is what is printed. Synchronous: the browser prints right after its `beforeprint` event, whose handler this
 * runs in. The fonts and images it draws with must be loaded already.
 */
export function prepareSheetForPrint(root: HTMLElement, pageHeightPx: number): void {
  capTracking(root);
  plainCapitals(root);
  sectionTitlesInBoldCapitals(root);
  spaceOutEmphasis(root);
  fitTagsOnOneLine(root);
  keepSideColumnOnFirstPage(root, pageHeightPx);
  paintInDocumentOrder(root);
  datesWithTheirLine(root);
  rasteriseDecorations(root);
  const sheet = root.querySelector<HTMLElement>('[data-resume-page]');
  if (sheet) markPageEnds(sheet, pageHeightPx);
}

/**
 * The sheet's background for the printed page canvas (print.css, print-copy.css): a full-height band reaches the foot
 * of every page, not just where the text ends.
 */
export function pageBackgroundOf(sheet: HTMLElement | null): string {
  const style = sheet ? getComputedStyle(sheet) : undefined;
  const background = style
    ? `${style.backgroundImage === 'none' ? '' : style.backgroundImage} ${style.backgroundColor}`
    : '';
  return background.trim() || '#fff';
}

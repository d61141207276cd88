// Print-only, like ats-adjustments.ts: text an applicant tracking system must not read (it would take it for the
// candidate's name) is painted as an image that looks the same on paper.

/** Canvas pixels per CSS pixel of text painted as an image: sharp at 300+ dpi. */
const RASTER_SCALE = 4;

/**
 * Paints an element's one line of text into an image of the same size, in the same place, so it looks the
 * same on paper but is no longer text. Returns false (and leaves the element alone) when the element holds
 * more than one line or anything but text.
 */
export function paintTextAsImage(el: HTMLElement): boolean {
  if (el.querySelector('*')) return false;
  const text = el.textContent ?? '';
  if (!text.trim()) return false;
  const style = getComputedStyle(el);
  if (style.display.startsWith('inline') && style.display !== 'inline-block' && style.display !== 'inline-flex')
    return false;
  const range = document.createRange();
  range.selectNodeContents(el);
  // One rectangle per line, or per bidi run of a line: '~ $ whoami' in a right-to-left resume is two runs.
  const rects = Array.from(range.getClientRects());
  const box = el.getBoundingClientRect();
  if (!rects.length || box.width === 0 || box.height === 0) return false;
  const [first] = rects as [DOMRect];
  if (rects.some((r) => r.top >= first.bottom - 1 || r.bottom <= first.top + 1)) return false;
  const line = {
    left: Math.min(...rects.map((r) => r.left)),
    right: Math.max(...rects.map((r) => r.right)),
    top: Math.min(...rects.map((r) => r.top)),
  };

  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(box.width * RASTER_SCALE);
  canvas.height = Math.ceil(box.height * RASTER_SCALE);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return false;
  ctx.scale(RASTER_SCALE, RASTER_SCALE);
  ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  if (style.letterSpacing !== 'normal') ctx.letterSpacing = style.letterSpacing;
  ctx.fillStyle = style.color;
  ctx.textBaseline = 'alphabetic';
  const shown =
    style.textTransform === 'uppercase'
      ? text.toUpperCase()
      : style.textTransform === 'lowercase'
        ? text.toLowerCase()
        : text;
  // The text run's box starts at the font's ascent above the baseline, as in CSS.
  const ascent = ctx.measureText(shown).fontBoundingBoxAscent;
  // Right to left, the line starts at its right edge, and the canvas lays the runs out as the page does.
  const rtl = style.direction === 'rtl';
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.fillText(shown.trim(), (rtl ? line.right : line.left) - box.left, line.top - box.top + ascent);
  // Pixels from here on: Chromium prints a canvas by replaying its drawing calls, and a replayed fillText would be
  // text in the PDF again. Read back and written as pixels, the canvas holds an image only.
  ctx.putImageData(ctx.getImageData(0, 0, canvas.width, canvas.height), 0, 0);

  // The canvas itself is the image: it prints what it holds at once, where an <img> of its data would first have to
  // load and decode, after the browser's `beforeprint` (print-copy.ts) had already printed the page without it.
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = `display:block;width:${box.width}px;height:${box.height}px;max-width:none`;
  // The box keeps its exact size, so nothing around it moves.
  el.style.width = `${box.width}px`;
  el.style.height = `${box.height}px`;
  el.style.padding = '0';
  el.replaceChildren(canvas);
  return true;
}

/**
 * Text that extractors would read before the candidate's name, and an ATS might take for it, is painted as
 * an image in print: the initials drawn when there is no photo ('AM' beside 'Alex Morgan'), and decorative
 * lines a template marks aria-hidden above the name ('Hello, I'm', '~ $ whoami', 'Curriculum Vitae'). So is
 * any text a template marks data-print-image (figures derived from the resume, such as Grid Focus's stats).
 */
export function rasteriseDecorations(root: HTMLElement) {
  const name = root.querySelector('h1');
  for (const el of root.querySelectorAll<HTMLElement>(
    '[data-avatar-fallback], [data-print-image], [aria-hidden="true"]',
  )) {
    const beforeName = name && el.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (el.hasAttribute('data-avatar-fallback') || el.hasAttribute('data-print-image') || beforeName)
      paintTextAsImage(el);
  }
}

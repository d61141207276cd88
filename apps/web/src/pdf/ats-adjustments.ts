/**
 * Print-only adjustments that keep the PDF's text layer readable by applicant tracking systems (ATS) and
 * text extraction, without changing how the resume looks. Both run on the print view's DOM after React has
 * rendered it; the print view re-mounts the whole tree for every resume, so these edits never meet React.
 */

/**
 * Letter spacing that text extractors read as gaps between words. pdf.js (and so the resume parsers built on
 * it) reads a gap wider than about a tenth of an em between two glyphs as a space, and pdftotext does much
 * the same: a heading tracked at 0.16em reaches them as 'E X P E R I E N C E' and no section is recognised.
 */
export const MAX_PRINT_TRACKING_EM = 0.04;

/**
 * Caps the letter spacing of every element in print to MAX_PRINT_TRACKING_EM, and drops negative spacing: the
 * design keeps a trace of its tracking, the text stays whole words (and words apart) for every extractor. Kerning is turned off on tracked text so the gaps
 * between glyphs stay even.
 */
export function capTracking(root: HTMLElement) {
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(el);
    const spacing = parseFloat(style.letterSpacing);
    if (!Number.isFinite(spacing) || spacing === 0) continue;
    // Tight tracking narrows the spaces too, until pdftotext reads 'AlexMorgan': none in print.
    if (spacing < 0) {
      el.style.letterSpacing = '0';
      continue;
    }
    const fontSize = parseFloat(style.fontSize);
    if (spacing > MAX_PRINT_TRACKING_EM * fontSize + 0.01) el.style.letterSpacing = `${MAX_PRINT_TRACKING_EM}em`;
    el.style.fontKerning = 'none';
  }
}

/**
 * Makes the PDF's text follow the document order, which is the reading order. Chromium writes a PDF's text in
 * paint order, and CSS paints positioned boxes (a template's `relative` header, an `absolute` photo), opacity
 * layers and transforms after the normal flow: a header then reaches text extractors after the body below it.
 * With every box of the sheet positioned, boxes paint in document order. Nothing moves (no offsets are set).
 * Inline elements stay as they are: they paint with the line they sit in, in order, and a positioned inline
 * would paint after its own line ('with of experience' ... '8+ years').
 */
export function paintInDocumentOrder(root: HTMLElement) {
  const isInline = (node: Node) =>
    node.nodeType === Node.TEXT_NODE || (node instanceof HTMLElement && getComputedStyle(node).display === 'inline');
  const elements = Array.from(root.querySelectorAll<HTMLElement>('*')).filter((el) => !(el instanceof SVGElement));
  const boxes = elements.filter((el) => {
    const style = getComputedStyle(el);
    return style.position === 'static' && style.display !== 'inline' && style.display !== 'contents';
  });
  // A box holding text beside boxes (a flex heading: '01' then 'Experience'): its text would paint before
  // the positioned boxes whatever its place, so its inline content is positioned as well, in its own place.
  const mixed = elements.filter((el) => {
    const kids = Array.from(el.childNodes).filter((n) => n.nodeType !== Node.TEXT_NODE || n.textContent?.trim());
    return kids.some(isInline) && kids.some((n) => !isInline(n));
  });
  for (const el of boxes) el.style.position = 'relative';
  for (const el of mixed) {
    for (const node of Array.from(el.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.textContent?.trim()) continue;
        const span = document.createElement('span');
        span.style.position = 'relative';
        el.replaceChild(span, node);
        span.appendChild(node);
      } else if (node instanceof HTMLElement && isInline(node)) {
        node.style.position = 'relative';
      }
    }
  }
}

/**
 * An entry's head (the shared Entry block's data-entry-head: title and organisation left, dates right) whose fields
 * wrap keeps its dates on the first line, beside the title, while the organisation goes on the line below. Painted
 * in document order, the dates came after the organisation: pdf.js then read the dates' line last, one line up,
 * and a parser measuring line gaps (OpenResume starts a new entry at a gap over 1.4 times the commonest) saw a
 * two-line jump down to the first bullet and cut each school of Typographic in two ('Master of Science in
 * Computer Science' and its details read as two schools). The fields on a line below the dates paint after them
 * (z-index 1 in the head's own stacking context), so the PDF's text runs line by line, top to bottom. Nothing moves.
 */
export function datesWithTheirLine(root: HTMLElement) {
  for (const head of root.querySelectorAll<HTMLElement>('[data-entry-head]')) {
    const [fields, dates] = Array.from(head.children) as HTMLElement[];
    if (!fields || !dates) continue;
    const datesBottom = dates.getBoundingClientRect().bottom;
    const below = (Array.from(fields.children) as HTMLElement[]).filter(
      (el) => el.getBoundingClientRect().top >= datesBottom - 1,
    );
    if (!below.length) continue;
    head.style.isolation = 'isolate';
    for (const el of below) el.style.zIndex = '1';
  }
}

/**
 * Small capitals that the font does not have are made up by Chromium from capitals of two sizes, which
 * extractors read as two words ('E DUCATION', 'A CADEMIC'): in print they become plain capitals.
 */
export function plainCapitals(root: HTMLElement) {
  const small = Array.from(root.querySelectorAll<HTMLElement>('*')).filter((el) =>
    getComputedStyle(el).fontVariantCaps.includes('small-caps'),
  );
  for (const el of small) {
    el.style.fontVariantCaps = 'normal';
    el.style.textTransform = 'uppercase';
    el.style.fontSize = '0.85em';
  }
}

/**
 * Keeps a side column's text one block per section in the PDF's reading order. The side column comes before the
 * main one in the document (so it paints, and reaches text extractors, right after the header). Its sections that
 * do not fit on page 1 would reach them between the main column's page 1 and page 2, wedged into a job, so:
 * - each side section is kept whole on a page (break-inside: avoid);
 * - on a two-page resume, those on page 2 stay where they are but paint after everything else (z-index 1), so
 *   they are read after the main column's last line;
 * - on a longer resume they move under the main column, into a panel whose classes the template gives as the
 *   side column's `data-print-side` (the main column is marked `data-print-main`).
 * `pageHeightPx` is a printed page's height in CSS pixels.
 */
export function keepSideColumnOnFirstPage(root: HTMLElement, pageHeightPx: number) {
  const sheet = root.querySelector<HTMLElement>('[data-resume-page]');
  const side = root.querySelector<HTMLElement>('[data-print-side]');
  const main = root.querySelector<HTMLElement>('[data-print-main]');
  if (!sheet || !side || !main) return;
  offSharedBaseline(root, side);
  const sheetBox = sheet.getBoundingClientRect();
  const sheetStyle = getComputedStyle(sheet);
  const [top, bottom] = [parseFloat(sheetStyle.paddingTop), parseFloat(sheetStyle.paddingBottom)];
  const pageEnd = sheetBox.top + pageHeightPx - bottom;
  const sections = Array.from(side.querySelectorAll<HTMLElement>(':scope > section'));
  for (const section of sections) section.style.breakInside = 'avoid';
  const first = sections.findIndex((s) => s.getBoundingClientRect().bottom > pageEnd + 0.5);
  if (first < 0) return;
  const later = sections.slice(first);
  // Page 2 holds what the main column has below page 1, less a margin for the space page breaks add.
  const mainEnd = main.getBoundingClientRect().bottom;
  const slack = pageHeightPx * 0.08;
  if (mainEnd <= pageEnd + pageHeightPx - top - bottom - slack) {
    for (const section of later) section.style.zIndex = '1';
    return;
  }
  const panel = document.createElement('div');
  panel.className = side.dataset.printSide ?? '';
  // The column's own CSS variables (a colour column's white accent) go with its sections.
  for (const name of Array.from(side.style)) {
    if (name.startsWith('--')) panel.style.setProperty(name, side.style.getPropertyValue(name));
  }
  for (const section of later) panel.appendChild(section);
  main.appendChild(panel);
}

const PAINTED_AS_IMAGE = '[data-avatar-fallback], [data-print-image], [aria-hidden="true"]';

/** The text nodes under `root` that reach the PDF as text (not painted as images), in document order. */
function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.textContent?.trim() && !n.parentElement?.closest(PAINTED_AS_IMAGE)) nodes.push(n as Text);
  }
  return nodes;
}

function lineBoxes(node: Text): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(node);
  return Array.from(range.getClientRects()).filter((r) => r.width > 0);
}

/**
 * The side column's first line is read straight after the text before it (the header's last line). Were they on
 * one baseline, pdf.js would give no line end between them and parsers would read one line ('Portfolio Tech Blog
 * SKILLS'), losing the heading: the side column's first section then moves down, just clear of that line.
 */
function offSharedBaseline(root: HTMLElement, side: HTMLElement) {
  const before = textNodes(root).filter(
    (n) => !side.contains(n) && n.compareDocumentPosition(side) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const first = textNodes(side)[0];
  const last = before.at(-1);
  if (!first || !last) return;
  const [a, b] = [lineBoxes(last).at(-1), lineBoxes(first)[0]];
  if (!a || !b) return;
  const size = parseFloat(getComputedStyle(first.parentElement!).fontSize);
  const clear = a.bottom + 1.4 * size - b.bottom;
  if (clear <= 0 || b.bottom < a.bottom - 1.4 * size) return;
  const block = first.parentElement!.closest<HTMLElement>('[data-print-side] > *') ?? side;
  block.style.marginTop = `${parseFloat(getComputedStyle(block).marginTop) + clear}px`;
}

/** The smallest a tag is set to keep it on one line, as a share of its size. */
const MIN_TAG_SCALE = 0.75;

/**
 * A tag (skill pill) too long for its narrow column wraps inside its pill ('Spanish (professional' / 'working)'),
 * and a resume parser reads two skills: in print it is set just small enough to stay on one line, down to
 * MIN_TAG_SCALE of its size (beyond that it wraps as before).
 */
export function fitTagsOnOneLine(root: HTMLElement) {
  for (const tag of root.querySelectorAll<HTMLElement>('[data-tag]')) {
    const range = document.createRange();
    range.selectNodeContents(tag);
    const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
    if (tops.size < 2) continue;
    const style = getComputedStyle(tag);
    const room = (tag.parentElement?.clientWidth ?? tag.clientWidth) - tag.offsetWidth + tag.clientWidth;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    tag.style.whiteSpace = 'nowrap';
    const needed = tag.scrollWidth;
    const scale = (room - padding) / (needed - padding);
    if (scale >= MIN_TAG_SCALE) tag.style.fontSize = `${parseFloat(style.fontSize) * Math.min(1, scale * 0.98)}px`;
    else tag.style.whiteSpace = '';
  }
}

/**
 * How much wider than a typical character of the text around it the gap beside a bold or italic run is made.
 */
const EMPHASIS_GAP = 1.12;

/**
 * Widens the spaces beside bold and italic runs in print, so that no word boundary of the PDF relies on a
 * whitespace-only text item. Such a space becomes an item of its own in the PDF (the font changes there), which
 * parsers of the OpenResume kind drop; they then join the runs on either side into one word ('with8+ years')
 * unless the gap between them is wider than a typical character of the text. The gap is made just that wide
 * (measured in the paragraph's own font and text): about a fifth of an em more than a space.
 */
export function spaceOutEmphasis(root: HTMLElement) {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return;
  const fontOf = (el: Element) => {
    const s = getComputedStyle(el);
    return `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
  };
  for (const el of root.querySelectorAll<HTMLElement>('strong, em, b, i')) {
    const parent = el.parentElement;
    if (!parent || fontOf(el) === fontOf(parent) || getComputedStyle(el).display !== 'inline') continue;
    ctx.font = fontOf(parent);
    const text = parent.textContent ?? '';
    if (!text.trim()) continue;
    const typical = ctx.measureText(text).width / text.length;
    const extra = Math.max(0, typical * EMPHASIS_GAP - ctx.measureText(' ').width);
    widenSpace(el.previousSibling, 'end', extra);
    widenSpace(el.nextSibling, 'start', extra);
  }
  // The spaces between the items of a running list (Tags' Joined), each between two inline blocks.
  for (const gap of root.querySelectorAll<HTMLElement>('[data-item-gap]')) {
    const parent = gap.parentElement;
    if (!parent) continue;
    ctx.font = fontOf(parent);
    const text = parent.textContent ?? '';
    const typical = ctx.measureText(text).width / Math.max(1, text.length);
    gap.style.wordSpacing = `${Math.max(0, typical * EMPHASIS_GAP - ctx.measureText(' ').width)}px`;
  }
}

/**
 * Wraps the space at one end of a text node in a span of wider word spacing: the gap grows where the space is,
 * and vanishes with it at the end of a line (a margin on the bold run would indent the next line instead).
 */
function widenSpace(node: ChildNode | null, end: 'start' | 'end', px: number) {
  if (!(node instanceof Text)) return;
  const text = node.data;
  if (!(end === 'end' ? /\s$/ : /^\s/).test(text) || !text.trim()) return;
  const space = end === 'end' ? node.splitText(text.length - 1) : node;
  if (end === 'start') node.splitText(1);
  const span = document.createElement('span');
  span.style.wordSpacing = `${px}px`;
  space.replaceWith(span);
  span.appendChild(space);
}

import { boldComma } from '../import-reader/pdf-lines';
import { BULLET_MARK } from '../import-reader/list-marks';
import { colonsOnLabels } from '../import-reader/label-colons';
import { cleanText, isIcon } from '../import-reader/text';
import type { SourceLine, SourcePart } from '../import-reader/types';
import type { Style } from './styles';
import { attr, child, kids, local, on, points, R, W, type El } from './xml';

/** A .docx paragraph as the line (or lines) the import's reader takes. */

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  size: number;
  icon: boolean;
  href?: string;
  /** Drawn in a box of its own (w:bdr): a tag, as job sites export their skills ('Java'  'Spring Boot'). */
  boxed?: boolean;
}

export interface Context {
  styles: Map<string, Style>;
  links: Map<string, string>;
  defaultSize: number;
  /** The Normal style, which a paragraph naming no style takes. */
  normal?: Style;
  out: SourceLine[];
  region: SourceLine['region'];
  spaced: boolean;
}

/** A paragraph's runs in order; tabs as '\t', line breaks as '\n' (both set fields apart); text boxes collected. */
function runsOf(p: El, ctx: Context, style: Style | undefined, boxes: El[]): Run[] {
  const runs: Run[] = [];
  const walk = (el: El, href?: string) => {
    for (const k of kids(el)) {
      const name = local(k);
      if (name === 'r') {
        const rPr = child(k, 'rPr');
        const rStyle = ctx.styles.get(attr(child(rPr, 'rStyle'), 'val'));
        const bold = child(rPr, 'b') ? on(child(rPr, 'b')) : (rStyle?.bold ?? style?.bold ?? false);
        const italic = child(rPr, 'i') ? on(child(rPr, 'i')) : (rStyle?.italic ?? style?.italic ?? false);
        const caps = child(rPr, 'caps') ? on(child(rPr, 'caps')) : (style?.caps ?? false);
        const sz = attr(child(rPr, 'sz'), 'val');
        const size = sz ? Number(sz) / 2 : (rStyle?.size ?? style?.size ?? ctx.defaultSize);
        const font = attr(child(rPr, 'rFonts'), 'ascii');
        for (const c of kids(k)) {
          const n = local(c);
          const boxed = !!child(rPr, 'bdr') && attr(child(rPr, 'bdr'), 'val') !== 'none';
          const base = { bold, italic, size, href, icon: isIcon('', font), boxed };
          if (n === 't') {
            const text = c.textContent ?? '';
            // (A run of tabs or spaces typed as characters is no icon: it parts the text as Word's tabs do.)
            const icon = base.icon || (/\S/u.test(text) && isIcon(text, font));
            runs.push({ ...base, text: caps ? text.toUpperCase() : text, icon });
          } else if (n === 'tab') runs.push({ ...base, text: '\t' });
          else if (n === 'br' || n === 'cr') runs.push({ ...base, text: '\n' });
          else if (n === 'noBreakHyphen') runs.push({ ...base, text: '-' });
          else if (n === 'sym') runs.push({ ...base, text: '', icon: true });
          else if (n === 'AlternateContent') {
            // Word writes a text box twice: as DrawingML (mc:Choice) and as VML (mc:Fallback). Read it once.
            const choice = child(c, 'Choice') ?? child(c, 'Fallback');
            if (choice) boxes.push(...Array.from(choice.getElementsByTagNameNS(W, 'txbxContent')));
          } else if (n === 'drawing' || n === 'pict' || n === 'object') {
            boxes.push(...Array.from(c.getElementsByTagNameNS(W, 'txbxContent')));
          }
        }
      } else if (name === 'hyperlink') {
        const id = k.getAttributeNS(R, 'id') || k.getAttribute('r:id') || '';
        walk(k, ctx.links.get(id) ?? (attr(k, 'anchor') ? undefined : undefined));
      } else if (
        name === 'smartTag' ||
        name === 'ins' ||
        name === 'sdt' ||
        name === 'sdtContent' ||
        name === 'fldSimple'
      )
        walk(k, href);
      else if (name === 'AlternateContent') {
        const choice = child(k, 'Choice') ?? child(k, 'Fallback');
        if (choice) boxes.push(...Array.from(choice.getElementsByTagNameNS(W, 'txbxContent')));
      }
    }
  };
  walk(p);
  return runs;
}

/**
 * Capitals typed a space apart, words three apart ('M A R I S O L   R E Y E S', a name spread across a template's
 * header by hand): the words they spell.
 */
const spacedLetters = (raw: string): string =>
  /^\p{Lu}(?: \p{Lu})+(?: {2,}\p{Lu}(?: \p{Lu})+)+$/u.test(raw.trim())
    ? raw
        .trim()
        .split(/ {2,}/u)
        .map((w) => w.replace(/ /gu, ''))
        .join(' ')
    : raw;

function partsOf(runs: Run[]): SourcePart[] {
  const parts: SourcePart[] = [];
  let cur: Run[] = [];
  const flush = () => {
    const visible = cur.filter((r) => !r.icon && r.text.trim());
    // (A space typed as a run of its own, between a bold run and the next, still parts their words.)
    const text = cleanText(
      cur
        .filter((r) => !r.icon)
        .map((r) => r.text)
        .join(''),
    );
    if (text) {
      const letters = visible.filter((r) => /\p{L}/u.test(r.text));
      const plain = cur.findIndex((r) => !r.icon && /\p{L}/u.test(r.text) && !r.bold);
      const head =
        plain > 0
          ? cleanText(
              cur
                .slice(0, plain)
                .filter((r) => !r.icon)
                .map((r) => r.text)
                .join(''),
            )
          : '';
      parts.push({
        ...boldComma(head, text),
        text,
        x: parts.length,
        right: parts.length + 1,
        bold: letters.length > 0 && letters.every((r) => r.bold),
        italic: letters.length > 0 && letters.every((r) => r.italic),
        size: Math.max(...visible.map((r) => r.size)),
      });
    }
    cur = [];
  };
  // Boxed runs are tags, each a part of its own, when a paragraph holds several.
  const tags = runs.filter((r) => r.boxed && r.text.trim()).length >= 2;
  for (const r of runs) {
    // (A tag's box starts or ends: the spaces between two tags part them.)
    if (tags && cur.length && !!r.boxed !== !!cur.at(-1)!.boxed) flush();
    if (r.text === '\t' || r.text === '\n') flush();
    else if (!r.icon) {
      // Three spaces or more typed to push text along ('(412) 555-0139     name@example.net') part it as a tab does,
      // and a tab written as a character in the text rather than as Word's own tab.
      // (Not the gaps between the words of a name typed letter by letter.)
      spacedLetters(r.text)
        .split(/[ \u00a0]{3,}|\t/)
        .forEach((text, i) => {
          if (i > 0) flush();
          cur.push({ ...r, text });
        });
    }
  }
  flush();
  return parts;
}

export function paragraphLine(
  p: El,
  ctx: Context,
  extraParts: SourcePart[][] = [],
  given?: Run[],
): { line?: SourceLine; boxes: El[] } {
  const pPr = child(p, 'pPr');
  const style = ctx.styles.get(attr(child(pPr, 'pStyle'), 'val'));
  const boxes: El[] = [];
  const runs = given ?? runsOf(p, ctx, style, boxes);
  let parts = colonsOnLabels([...partsOf(runs), ...extraParts.flat()]);
  if (!parts.length) return { boxes };
  const name = style?.name ?? '';
  let bullet = !!child(pPr, 'numPr') || !!style?.list || /list (?:bullet|number|paragraph)/i.test(name);
  const mark = parts[0]!.text.match(/^(\S)(?:\s+|$)/u) ?? parts[0]!.text.match(/^(・)(?=\S)/u);
  if (mark && BULLET_MARK.test(mark[1]!) && (parts[0]!.text.length > 1 || parts.length > 1)) {
    bullet = true;
    const rest = parts[0]!.text.slice(mark[0].length).trim();
    parts = rest ? [{ ...parts[0]!, text: rest }, ...parts.slice(1)] : parts.slice(1);
    if (!parts.length) return { boxes };
  }
  const heading = /^(?:heading\s*1|title)$/i.test(name)
    ? 1
    : /^heading\s*2$/i.test(name)
      ? 2
      : /^heading\s*[3-6]$/i.test(name)
        ? 3
        : undefined;
  const letters = parts.filter((x) => /\p{L}/u.test(x.text));
  const hrefs = runs.filter((r) => r.href).map((r) => r.href!);
  const line: SourceLine & { links?: string[] } = {
    id: ctx.out.length,
    text: parts.map((x) => x.text).join(' '),
    parts,
    box: { page: 0, x: 0, y: ctx.out.length, w: 1, h: 1 },
    size: Math.max(...parts.map((x) => x.size)),
    bold: letters.length > 0 && letters.every((x) => x.bold),
    italic: letters.length > 0 && letters.every((x) => x.italic),
    bullet,
    styledHeading: heading,
    region: ctx.region,
    spaced: ctx.spaced,
  };
  if (hrefs.length) line.links = hrefs;
  return { line, boxes };
}

/**
 * A body paragraph as the lines it shows: one, or one per line break (Shift+Enter) in a paragraph that is no list
 * item, as a PDF of it reads ('- Prepared…' / '- Tracked…' typed in one paragraph are items of their own).
 */
export function paragraphLines(p: El, ctx: Context): { lines: SourceLine[]; boxes: El[] } {
  const pPr = child(p, 'pPr');
  const style = ctx.styles.get(attr(child(pPr, 'pStyle'), 'val'));
  const boxes: El[] = [];
  const runs = runsOf(p, ctx, style, boxes);
  const list = !!child(pPr, 'numPr') || !!style?.list;
  const segments: Run[][] = [[]];
  for (const r of runs) {
    if (r.text === '\n' && !list) segments.push([]);
    else segments.at(-1)!.push(r);
  }
  const lines: SourceLine[] = [];
  for (const seg of segments) {
    const { line } = paragraphLine(p, ctx, [], seg);
    if (line) lines.push(line);
  }
  return { lines, boxes };
}

export function emit(ctx: Context, line: SourceLine | undefined) {
  if (!line) {
    ctx.spaced = true;
    return;
  }
  line.id = ctx.out.length;
  line.box = { ...line.box, y: line.id };
  ctx.out.push(line);
  ctx.spaced = false;
}
/** A paragraph's style, or Normal's for one that names none. */
export const styleOf = (p: El, ctx: Context): Style | undefined =>
  ctx.styles.get(attr(child(child(p, 'pPr'), 'pStyle'), 'val')) ?? ctx.normal;

/** An average letter's advance as a share of the size: Calibri's and Arial's text sit near half an em. */
const LETTER = 0.5;
/** Word's single line spacing as a share of the size. */
const LINE = 1.2;

/** The space a paragraph asks for before and after it, in points. */
function spaceOf(p: El, ctx: Context) {
  const pPr = child(p, 'pPr');
  const style = styleOf(p, ctx);
  const spacing = child(pPr, 'spacing');
  const own = (key: 'before' | 'after') => (attr(spacing, key) ? points(spacing, key) : (style?.[key] ?? 0));
  return { style, before: own('before'), after: own('after') };
}

/**
 * How many lines a paragraph takes in a table cell `width` points wide, with the space above it, estimated from
 * its length and size: a .docx keeps no positions. `previous` is the paragraph above it in the cell: its space after
 * adds to this one's space before, unless both have a style that takes the space between its paragraphs away
 * (List Paragraph's contextual spacing).
 */
export function paragraphHeight(p: El, ctx: Context, width: number, previous?: El): number {
  const pPr = child(p, 'pPr');
  const { style, before } = spaceOf(p, ctx);
  const line = paragraphLine(p, ctx).line;
  const size = line?.size ?? style?.size ?? ctx.defaultSize;
  const list = !!child(pPr, 'numPr') || !!style?.list;
  const ind = child(pPr, 'ind');
  const indent = points(ind, 'left') || points(ind, 'start') || (list ? 36 : 0);
  const perLine = Math.max(width - indent, 72) / (LETTER * size);
  const breaks = p.getElementsByTagNameNS(W, 'br').length;
  const lines = line ? Math.max(Math.ceil(line.text.length / perLine), 1) + breaks : 1;
  const above = previous ? spaceOf(previous, ctx) : undefined;
  const contextual = (on(child(pPr, 'contextualSpacing')) || !!style?.contextual) && above?.style === style;
  const gap = contextual ? 0 : before + (above?.after ?? 0);
  return lines + gap / (LINE * size);
}

/** A paragraph with no text: Word's way of pushing what follows down a line. */
export const isEmpty = (p: El) => !(p.textContent ?? '').trim();

import type { DrawnGlyph, PlacedGlyph } from './actual-text';

/**
 * pdf.js, PyMuPDF and pdfminer read a line's glyphs in the order they are drawn, one ToUnicode text per glyph, and
 * Devanagari (like the other Indic scripts) is not drawn in typed order: a vowel sign is drawn before its consonant
 * ('िव' for 'वि'), a reph after it ('मार्' for 'र्मा'). No text per glyph can mend that, since the same glyph reads right
 * elsewhere. pdf.js before version 6 also gives no width to a glyph whose text holds a combining mark anywhere (a
 * conjunct's half form 'न्'), and so reads a space after it ('अनन् या'); pdf.js 6 measures such a glyph and reads a
 * space before it instead, where the glyph before it was widened to hide the first (mozilla/pdf.js#21890). So each
 * word of such a script is drawn again under new codes of its font, mapped (CIDToGIDMap) to the same glyphs, whose
 * ToUnicode texts, read in drawn order, spell the word in typed order, each either marks alone or none (read alike
 * by both), and whose widths reach the next glyph a reader measures from. Only the reading changes: Chromium places
 * every glyph itself. Poppler reads the ActualText spans and is unaffected.
 */

/**
 * Left-to-right scripts whose shaping draws a cluster out of typed order. Right-to-left ones are left as drawn:
 * readers reverse right-to-left text themselves.
 */
export const REORDERING_SCRIPTS = new RegExp(
  `[${['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Khmer'].map((s) => `\\p{Script=${s}}`).join('')}]`,
  'u',
);

/** A glyph as found in the PDF: its font is a font id, and `stream` says which content stream drew it. */
export interface LocatedGlyph extends PlacedGlyph {
  stream: number;
}

/**
 * A code added to a font: the glyph it draws (its old code), the text it reads and its width (in 1/1000 em); with
 * `with`, a new glyph that draws a second one too, moved by dx and dy (1/1000 em), as one cluster's two glyphs were;
 * `blank`, a new glyph that draws nothing, no width, to carry a part of a glyph's text.
 */
export interface AddedCode {
  glyph: number;
  text: string;
  width: number;
  with?: { glyph: number; dx: number; dy: number };
  blank?: true;
}

export interface ClusterCodes {
  /** Per font id, the codes added. */
  added: Map<string, Map<number, AddedCode>>;
  /** Per content stream, the parts written again: their start, end and new text. */
  rewrites: Map<number, Map<number, { end: number; text: string }>>;
}

/** pdf.js 5 reads a glyph whose text holds a combining mark anywhere as no wider than nothing (`\p{Mn}`). */
const MARK = /\p{Mn}/u;
/** A text's runs of marks, of format characters and of anything else. */
const KINDS = /\p{Mn}+|\p{Cf}+|[^\p{Mn}\p{Cf}]+/gu;

/**
 * A glyph's text split where pdf.js 5 and 6 would read it differently: the glyph keeps its first run of letters (or
 * its first run), and the runs before and after it go to blank glyphs drawn with it. pdf.js 5 takes a text holding a
 * mark (or ending in a format character) anywhere for one; pdf.js 6 only a text of marks (or format characters)
 * alone. Each part is of one kind, which both read alike.
 */
function partsOf(piece: string): { before: string[]; kept: string; after: string[] } {
  const runs = piece.match(KINDS) ?? [];
  if (runs.length < 2) return { before: [], kept: piece, after: [] };
  const at = Math.max(
    0,
    runs.findIndex((r) => !/[\p{Mn}\p{Cf}]/u.test(r)),
  );
  return { before: runs.slice(0, at), kept: runs[at]!, after: runs.slice(at + 1) };
}
/**
 * The text of a glyph with nothing left to read (the second glyph of Thai 'ำ' or Devanagari 'ई'): pdf.js leaves out a
 * glyph whose text ends in a format character, but PyMuPDF and pdfminer read it, a zero-width space inside the word
 * ('ทำ\u200bงาน'). No text a glyph can carry is nothing to every reader (an empty one reads as the glyph's code in
 * pdf.js), and PyMuPDF 1.21 reads glyphs, not the ActualText spans Chromium draws around them. So where the font
 * program allows, such a glyph is drawn within the glyph before it, as one new composite glyph (composite-glyphs.ts)
 * that reads the cluster's letter; this text is left only for fonts that cannot take one.
 */
const NOTHING = '\u200b';
const MAX_FOLDS = 500;

/** A font's glyphs drawn one after another on one line: a word, as Chromium draws one font's run. */
function runsOf(glyphs: LocatedGlyph[]): LocatedGlyph[][] {
  const runs: LocatedGlyph[][] = [];
  for (const glyph of glyphs) {
    const last = runs.at(-1)?.at(-1);
    const same = last && last.stream === glyph.stream && last.line === glyph.line && last.font === glyph.font;
    if (same) runs.at(-1)!.push(glyph);
    else runs.push([glyph]);
  }
  return runs;
}

/**
 * Each glyph's text in typed order: a span's glyphs read its characters one each, the last the rest, and any glyph
 * beyond its characters nothing; other glyphs their own text. Undefined when a glyph's text is unknown.
 */
function typedPieces(run: LocatedGlyph[], textOf: (glyph: DrawnGlyph) => string | undefined) {
  const pieces: string[] = [];
  for (let i = 0; i < run.length;) {
    const span = run[i]!.span;
    let n = 1;
    while (span && run[i + n]?.span === span) n++;
    if (span) {
      const chars = [...span.text];
      for (let k = 0; k < n; k++) pieces.push(k < n - 1 ? (chars[k] ?? NOTHING) : chars.slice(k).join('') || NOTHING);
    } else {
      const text = textOf(run[i]!);
      if (!text) return undefined;
      pieces.push(text);
    }
    i += n;
  }
  // A run's first glyph reads no mark, which would leave it unmeasured: what follows its first letters goes to the
  // next glyph (the run's ActualText holds its text whole, for readers of that).
  const lead = /^\P{Mn}+/u.exec(pieces[0]!)?.[0];
  if (pieces.length > 1 && lead && lead !== pieces[0]) {
    pieces[1] = pieces[0]!.slice(lead.length) + (pieces[1] === NOTHING ? '' : pieces[1]);
    pieces[0] = lead;
  }
  return pieces;
}

/**
 * The new codes for the runs of reordering scripts that a reader of glyphs alone would misread: out of typed order,
 * or with a space read after a glyph whose text holds a mark. `width(font, code)` is a glyph's width; `freeCode(font)`
 * the font's first unused code, or undefined when codes cannot be added to it. Glyphs drawn alike share their codes.
 * Each such run is drawn in one ActualText span of its text in place of the spans of its clusters: poppler reads
 * the span, and pdf.js, which ends a text item at each span's start and end, reads the run as one item.
 */
export function planClusterCodes(
  glyphs: LocatedGlyph[],
  textOf: (glyph: DrawnGlyph) => string | undefined,
  width: (font: string, code: number) => number,
  freeCode: (font: string) => number | undefined,
  composable: (font: string) => boolean = () => false,
): ClusterCodes {
  const added = new Map<string, Map<number, AddedCode>>();
  const rewrites = new Map<number, Map<number, { end: number; text: string }>>();
  const next = new Map<string, number>();
  const drawnAlike = new Map<string, number>();
  // Each fold may add a glyph to the font's program: a bound far above a resume's need keeps its 'loca' in reach.
  const folds = new Map<string, number>();
  const fold = (font: string) => folds.set(font, (folds.get(font) ?? 0) + 1).get(font)! <= MAX_FOLDS;
  const codeFor = (font: string, glyph: number, text: string, w: number, second?: AddedCode['with'] | 'blank') => {
    const key = `${font}\u0000${glyph}\u0000${text}\u0000${w}\u0000${second instanceof Object ? Object.values(second).join() : (second ?? '')}`;
    let code = drawnAlike.get(key);
    if (code !== undefined) return code;
    code = next.get(font) ?? freeCode(font);
    if (code === undefined || code > 0xffff) return undefined;
    next.set(font, code + 1);
    drawnAlike.set(key, code);
    const fontCodes = added.get(font) ?? new Map<number, AddedCode>();
    const kind = second === 'blank' ? { blank: true as const } : second && { with: second };
    added.set(font, fontCodes.set(code, { glyph, text, width: w, ...kind }));
    return code;
  };
  for (const run of runsOf(glyphs)) {
    const font = run[0]!.font;
    if (run.some((g) => g.x === undefined || !g.at || !g.size)) continue;
    const spans = new Set(run.flatMap((g) => (g.span ? [g.span] : [])));
    if ([...spans].some((span) => !span.marks || span.glyphs.length !== run.filter((g) => g.span === span).length)) {
      continue;
    }
    const typed = typedPieces(run, textOf);
    if (!typed || !REORDERING_SCRIPTS.test(typed.join(''))) continue;
    // Blank glyphs go into the font's program: without one to extend, a glyph keeps its text whole.
    const parts = typed.map((p) =>
      p !== NOTHING && composable(font) ? partsOf(p) : { before: [], kept: p, after: [] },
    );
    const pieces = parts.map((p) => p.kept);
    // A string's later glyphs follow the earlier ones by their widths.
    const x: number[] = [];
    run.forEach((g, i) => {
      const before = run[i - 1];
      x.push(g.at!.index > 0 && before ? x[i - 1]! + (width(font, before.code) * before.size) / 1000 : g.x!);
    });
    const ends = run.map((g, i) => x[i]! + (width(font, g.code) * g.size) / 1000);
    const markSpaced = run.some((g, i) => MARK.test(textOf(g) ?? '') && ends[i]! > x[i]!);
    if (run.map(textOf).join('') === typed.join('') && !markSpaced && spans.size === 0) continue;
    const end = Math.max(...ends);
    const measured = pieces.map((p) => !MARK.test(p) && p !== NOTHING);
    const lastMeasured = measured.lastIndexOf(true);
    if (!measured[0]) continue;
    // A glyph with nothing to read goes into the glyph before it, drawn as one new glyph, where its font allows.
    const folded = pieces.map(
      (p, i) => p === NOTHING && i > 0 && pieces[i - 1] !== NOTHING && composable(font) && fold(font),
    );
    const codes = run.map((glyph, i) => {
      if (folded[i]) return null;
      // pdf.js measures a run by the widths of the glyphs whose text holds no mark: each reaches the next, the last
      // the run's end. A mark's glyph reaches the next glyph (for readers that do measure it); a glyph reading
      // nothing is nothing wide.
      const reach = measured[i]
        ? i === lastMeasured
          ? end
          : x.find((_, j) => j > i && measured[j])!
        : pieces[i] === NOTHING
          ? x[i]!
          : (x[i + 1] ?? end);
      const w = Math.max(0, Math.round(((reach - x[i]!) * 1000) / glyph.size));
      const next = run[i + 1];
      const second = folded[i + 1]
        ? {
            glyph: next!.code,
            dx: ((x[i + 1]! - x[i]!) * 1000) / glyph.size,
            dy: (((next!.y ?? 0) - (glyph.y ?? 0)) * 1000) / glyph.size,
          }
        : undefined;
      return codeFor(font, glyph.code, pieces[i]!, w, second);
    });
    const blank = (text: string) => codeFor(font, 0, text, 0, 'blank');
    const extras = parts.map((p) => ({ before: p.before.map(blank), after: p.after.map(blank) }));
    if ([...codes, ...extras.flatMap((e) => [...e.before, ...e.after])].some((c) => c === undefined)) continue;
    /** A glyph's code as drawn, between its blanks' (which take no room). */
    const drawnAt = (i: number) =>
      [...extras[i]!.before, codes[i]!, ...extras[i]!.after].map((c) => drawn(c as number | null)).join('');
    const rewritten = rewrites.get(run[0]!.stream) ?? new Map<number, { end: number; text: string }>();
    const insert = (at: number, text: string) =>
      rewritten.set(at, { end: at, text: (rewritten.get(at)?.text ?? '') + text });
    for (const span of spans) for (const mark of span.marks!) rewritten.set(mark.start, { end: mark.end, text: '' });
    const text = typed.filter((p) => p !== NOTHING).join('');
    run.forEach((g, i) => {
      const { start, end, index, after } = g.at!;
      const opening = i === 0 ? `/Span<</ActualText <FEFF${utf16Hex(text)}>>> BDC ` : '';
      if (index === 0) {
        rewritten.set(start, { end, text: `${opening}<${drawnAt(i)}>` });
        return;
      }
      // A string's glyphs are drawn one by one, each moved to its place and the line put back after the last, as
      // their new widths would move them otherwise.
      const first = x[i - index]!;
      const string = rewritten.get(start)!;
      const move = (x[i]! - x[i - 1]!).toFixed(4);
      rewritten.set(start, { end, text: `${string.text} Tj ${move} 0 Td <${drawnAt(i)}>` });
      if (run[i + 1]?.at!.start !== start) insert(after, ` ${(first - x[i]!).toFixed(4)} 0 Td`);
    });
    insert(run.at(-1)!.at!.after, ' EMC');
    rewrites.set(run[0]!.stream, rewritten);
  }
  return { added, rewrites };
}

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
/** A code as drawn: none for a glyph drawn within the one before it. */
const drawn = (code: number | null) => (code === null ? '' : hex4(code));
const utf16Hex = (text: string) => [...Array(text.length).keys()].map((i) => hex4(text.charCodeAt(i))).join('');

/** The content with each part rewritten: a glyph's string by its new code, a span's marks by nothing. */
export function rewriteContent(content: string, parts: Map<number, { end: number; text: string }>): string {
  let out = '';
  let at = 0;
  for (const [start, { end, text }] of [...parts].sort(([a], [b]) => a - b)) {
    out += content.slice(at, start) + text;
    at = end;
  }
  return out + content.slice(at);
}

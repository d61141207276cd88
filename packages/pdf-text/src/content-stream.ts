// What a page's content stream draws, read from its operators (PDF 32000 8-9, 14.6): the marked-content spans with
// their ActualText, the glyphs placed and the XObjects painted. PDF makers give a cluster of glyphs that is not one
// character to one glyph (a Devanagari conjunct, a vowel sign drawn before its consonant, Thai's sara am) an
// ActualText span holding its characters; poppler and MuPDF read it, pdf.js drops it. The import (actual-text.ts)
// and the server's pass over Chromium's PDFs (apps/server/src/pdf) both read them here.

/** A glyph drawn: the font's resource name (as the content stream names it) and its two-byte code. */
export interface DrawnGlyph {
  font: string;
  code: number;
  /**
   * Where it is written: the string operand's start and end in the content, its index among that string's codes,
   * and the end of the operator that draws it.
   */
  at?: { start: number; end: number; index: number; after: number };
}

export interface ActualTextSpan {
  text: string;
  glyphs: DrawnGlyph[];
  /** Where its BDC (with the property list) and its EMC are written in the content, once both are read. */
  marks?: Array<{ start: number; end: number }>;
}

/**
 * A glyph as placed on its line: which line of text (a new one at each BT, Tm, font or line's move), where its
 * string starts along it in text space (undefined inside a TJ array's spacing), the font's size, and the ActualText
 * span it is drawn in, if any.
 */
export interface PlacedGlyph extends DrawnGlyph {
  line: number;
  x?: number;
  /** Its rise over the line's start, when a mark is moved up or down (known where x is). */
  y?: number;
  size: number;
  span?: ActualTextSpan;
}

/**
 * What a content stream draws that matters here: its ActualText spans, every glyph placed, the XObjects it paints,
 * and the ActualText of each marked-content sequence opened with properties (BDC), in order, null for one without
 * (pdf.js reports those sequences in the same order, with no ActualText).
 */
export interface ContentScan {
  spans: ActualTextSpan[];
  marked: Array<string | null>;
  glyphs: PlacedGlyph[];
  xobjects: string[];
}

// Comments, delimiters, hex strings, the start of a literal string, names, numbers, operators.
const TOKEN =
  /\s*(?:(%[^\r\n]*)|(<<|>>|\[|\]|\{|\})|<([0-9A-Fa-f\s]*)>|(\()|\/([^\s/[\]<>(){}%]*)|([+-]?(?:\d+\.?\d*|\.\d+))|([^\s/[\]<>(){}%]+))/y;

/**
 * A string operand: where it is written, its bytes decoded when asked for (most strings drawn are never looked at
 * when only the marked content is read).
 */
class PdfString {
  readonly kind = 'string';
  #bytes?: number[];
  constructor(
    private readonly content: string,
    readonly start: number,
    readonly end: number,
  ) {}
  get bytes(): number[] {
    if (this.#bytes) return this.#bytes;
    if (this.content[this.start] === '(') return (this.#bytes = literalString(this.content, this.start + 1).bytes);
    const digits = this.content.slice(this.start + 1, this.end - 1).replace(/\s/g, '');
    const pairs = (digits.length % 2 ? `${digits}0` : digits).match(/../g) ?? [];
    return (this.#bytes = pairs.map((b) => parseInt(b, 16)));
  }
}
type Operand = PdfString | { kind: 'name' | 'delimiter' | 'number'; value: string };
const lastName = (operands: Operand[]) => {
  const found = operands.findLast((o) => o.kind === 'name');
  return found?.kind === 'name' ? found.value : undefined;
};

/**
 * A character of the content as a byte. The import decodes content as windows-1252 (TextDecoder has no Latin-1),
 * which gives 27 of the bytes 0x80-0x9F other characters ('€' for 0x80): they are put back.
 */
const WINDOWS_1252 = new Map(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((c, i) => [c.charCodeAt(0), 0x80 + i]),
);
const byteOf = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 0x100 ? code : (WINDOWS_1252.get(code) ?? code & 0xff);
};

/** The literal string starting after '(' at `at`: its bytes and where it ends (PDF 32000 7.3.4.2). */
function literalString(content: string, at: number): { bytes: number[]; end: number } {
  const bytes: number[] = [];
  let depth = 1;
  let i = at;
  const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  while (i < content.length) {
    const c = content[i]!;
    if (c === '\\') {
      const next = content[i + 1] ?? '';
      const octal = /^[0-7]{1,3}/.exec(content.slice(i + 1, i + 4));
      if (octal) {
        bytes.push(parseInt(octal[0], 8) & 0xff);
        i += 1 + octal[0].length;
        continue;
      }
      if (next === '\r' || next === '\n') i += next === '\r' && content[i + 2] === '\n' ? 3 : 2;
      else {
        bytes.push(ESCAPES[next] ?? byteOf(next));
        i += 2;
      }
      continue;
    }
    if (c === '(') depth++;
    if (c === ')' && --depth === 0) return { bytes, end: i + 1 };
    bytes.push(byteOf(c));
    i++;
  }
  return { bytes, end: i };
}

/** Where the literal string starting after '(' at `at` ends: after its closing bracket. */
function literalEnd(content: string, at: number): number {
  let depth = 1;
  for (let i = at; i < content.length; i++) {
    const c = content[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return content.length;
}

/** A PDF text string's characters: UTF-16BE after a byte order mark, else PDFDocEncoding (Latin-1 here). */
function textString(bytes: number[]): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let text = '';
    for (let i = 2; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
    return text;
  }
  return String.fromCharCode(...bytes);
}

const twoByteCodes = (bytes: number[]) =>
  Array.from({ length: bytes.length >> 1 }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);

/** The value after `/ActualText` among a BDC's operands (its property dictionary), if it has one. */
function actualTextOf(operands: Operand[]): string | undefined {
  const at = operands.findIndex((o) => o.kind === 'name' && o.value === 'ActualText');
  const value = operands[at + 1];
  return at >= 0 && value?.kind === 'string' ? textString(value.bytes) : undefined;
}

/** An operator with its operands, and where they are written: the operands' start, the operator's start and end. */
interface Operation {
  operator: string;
  operands: Operand[];
  start: number;
  operatorStart: number;
  end: number;
}

/**
 * A content stream's operators in order (decoded, as Latin-1 text). An inline image's data (not tokens) is passed
 * over to its EI.
 */
function* operations(content: string): Generator<Operation> {
  let operands: Operand[] = [];
  let at = 0;
  let start = 0;
  while (at < content.length) {
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(content);
    if (!m || m[0].length === 0) return;
    const tokenStart = at + m[0].length - m[0].trimStart().length;
    if (operands.length === 0) start = tokenStart;
    at = TOKEN.lastIndex;
    const [, comment, delimiter, hex, paren, name, number, operator] = m;
    if (comment !== undefined) continue;
    if (delimiter !== undefined) operands.push({ kind: 'delimiter', value: delimiter });
    else if (hex !== undefined) operands.push(new PdfString(content, tokenStart, at));
    else if (paren !== undefined) {
      at = literalEnd(content, at);
      operands.push(new PdfString(content, tokenStart, at));
    } else if (name !== undefined) operands.push({ kind: 'name', value: name });
    else if (number !== undefined) operands.push({ kind: 'number', value: number });
    else if (operator !== undefined) {
      if (operator === 'BI') {
        const end = /\sID\s[\s\S]*?\sEI(?=\s|$)/.exec(content.slice(at));
        if (!end) return;
        at += end.index + end[0].length;
        operands = [];
        continue;
      }
      if (operator === 'true' || operator === 'false' || operator === 'null') {
        operands.push({ kind: 'name', value: operator });
        continue;
      }
      yield { operator, operands, start, operatorStart: tokenStart, end: at };
      operands = [];
    }
  }
}

/** A marked-content sequence opened with properties (BDC): its ActualText, if any, and the last glyph drawn in it. */
export interface MarkedText {
  text: string | null;
  /** The font's resource name and the last byte of the last string drawn in the sequence (or in one inside it). */
  last?: { font: string; byte: number };
}

/**
 * Each marked-content sequence opened with properties (BDC), in order, with its ActualText (null for one without,
 * as scanContent's `marked` gives) and the last glyph drawn in it, without placing the glyphs.
 */
export function markedTexts(content: string): MarkedText[] {
  const out: MarkedText[] = [];
  /** The sequences open, by their index in `out` (-1 for one opened without properties). */
  const open: number[] = [];
  let font = '';
  for (const { operator, operands } of operations(content)) {
    if (operator === 'BDC') {
      open.push(out.length);
      out.push({ text: actualTextOf(operands) ?? null });
    } else if (operator === 'BMC') open.push(-1);
    else if (operator === 'EMC') open.pop();
    else if (operator === 'Tf') font = lastName(operands) ?? font;
    else if (open.length && (operator === 'Tj' || operator === 'TJ' || operator === "'" || operator === '"')) {
      const byte = operands.findLast((o): o is PdfString => o.kind === 'string')?.bytes.at(-1);
      if (byte !== undefined) for (const k of open) if (k >= 0) out[k]!.last = { font, byte };
    }
  }
  return out;
}

/**
 * The ActualText spans of a content stream (decoded, as Latin-1 text) with the glyphs drawn in each, and the
 * XObjects it paints (a form can hold text too). Glyph codes are read as two bytes, as in Chromium's CID fonts.
 */
export function scanContent(content: string): ContentScan {
  const spans: ActualTextSpan[] = [];
  const marked: Array<string | null> = [];
  const glyphs: PlacedGlyph[] = [];
  const xobjects: string[] = [];
  let line = 0;
  let lineX = 0;
  let lineY = 0;
  let size = 0;
  /** The marked-content sequences open, innermost last: the span collecting glyphs, if the sequence is one. */
  const open: (ActualTextSpan | undefined)[] = [];
  let font = '';
  const draw = (strings: Operand[], after: number) => {
    const span = open.findLast((s) => s !== undefined);
    const drawn = strings.filter((s) => s.kind === 'string');
    // One string drawn where the last move put it (no spacing numbers of a TJ array): its place is known.
    const placed = drawn.length === 1 && !strings.some((s) => s.kind === 'number');
    for (const s of drawn) {
      twoByteCodes(s.bytes).forEach((code, index) => {
        const glyph: DrawnGlyph = { font, code, at: { start: s.start, end: s.end, index, after } };
        span?.glyphs.push(glyph);
        glyphs.push({ ...glyph, line, x: placed ? lineX : undefined, y: placed ? lineY : undefined, size, span });
      });
    }
  };
  const valueOf = (o: Operand | undefined) => (o?.kind === 'number' ? Number(o.value) : 0);
  /** The spans open, innermost last, with where their BDC is written. */
  const opened: Array<{ start: number; end: number } | undefined> = [];
  for (const { operator, operands, start, operatorStart, end } of operations(content)) {
    if (operator === 'Tf') {
      font = lastName(operands) ?? font;
      size = valueOf(operands.at(-1));
      line++;
    } else if (operator === 'BT' || operator === 'Tm' || operator === 'T*') {
      line++;
      lineX = 0;
      lineY = 0;
    } else if (operator === 'Td' || operator === 'TD') {
      // Chromium places each glyph by a move from the last; a mark's moves up or down are not a new line.
      lineX += valueOf(operands.at(-2));
      lineY += valueOf(operands.at(-1));
      if (Math.abs(lineY) > size) {
        line++;
        lineY = 0;
      }
    } else if (operator === 'BDC') {
      const text = actualTextOf(operands);
      const span = text === undefined ? undefined : { text, glyphs: [] };
      marked.push(text ?? null);
      if (span) spans.push(span);
      open.push(span);
      opened.push({ start, end });
    } else if (operator === 'BMC') {
      open.push(undefined);
      opened.push(undefined);
    } else if (operator === 'EMC') {
      const span = open.pop();
      const bdc = opened.pop();
      if (span && bdc) span.marks = [bdc, { start: operatorStart, end }];
    } else if (operator === 'Tj') draw(operands.slice(-1), end);
    else if (operator === "'" || operator === '"') {
      line++;
      draw(operands.slice(-1), end);
    } else if (operator === 'TJ') draw(operands, end);
    else if (operator === 'Do') {
      const xobject = lastName(operands);
      if (xobject) xobjects.push(xobject);
    }
  }
  return { spans, marked, glyphs, xobjects };
}

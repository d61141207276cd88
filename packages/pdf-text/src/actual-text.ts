// A page's marked-content properties read from the PDF file itself, for what pdf.js leaves out: the ActualText a
// PDF maker writes for a cluster of glyphs whose letters no font map can give (Devanagari's conjuncts and vowel
// signs drawn before their consonant, Thai's sara am drawn as two glyphs: LibreOffice writes one for each). pdf.js
// gives such glyphs' own letters ('तिflfflष्ठि' for 'प्रतिष्ठित'); poppler and MuPDF read the ActualText.

import { markedTexts, type MarkedText } from './content-stream';
import { fontWidths } from './font-widths';
import { objectAt, type PdfFile, type Ref } from './pdf-file';

const latin1 = new TextDecoder('windows-1252');

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(data)]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A content stream's bytes, decoded; undefined when it is filtered otherwise than by Flate or not found plainly. */
async function streamOf(file: PdfFile, ref: Ref): Promise<Uint8Array | undefined> {
  const { bytes, text } = file;
  const at = objectAt(file, ref);
  if (at === undefined) return undefined;
  const start = text.indexOf('stream', at);
  const end = text.indexOf('endobj', at);
  if (start < 0 || (end >= 0 && end < start)) return undefined;
  const dict = text.slice(at, start);
  const filters = [...dict.matchAll(/\/(\w+Decode)\b/g)].map((m) => m[1]);
  if (filters.some((f) => f !== 'FlateDecode') || filters.length > 1) return undefined;
  const from = start + 6 + (text.startsWith('\r\n', start + 6) ? 2 : text[start + 6] === '\n' ? 1 : 0);
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
  const to = length ? from + Number(length[1]) : text.indexOf('endstream', from);
  if (to < from) return undefined;
  const raw = bytes.subarray(from, to);
  return filters.length ? inflate(raw) : raw;
}

/** A marked-content sequence opened with properties: its ActualText, and what pdf.js reads as a space at its end. */
export interface SpanText {
  text: string | null;
  /**
   * The advance, in ems, of its last glyph when pdf.js reads that glyph as a space: a glyph reached only through the
   * ActualText has no Unicode map entry, and pdf.js reads its code as a character (LibreOffice's code 0x09 for 'श'
   * in 'शि' is a tab), which it puts after the span as a space as wide as the glyph ('माध्यमिक शि क्षा').
   */
  blank?: number;
}

// (The codes pdf.js takes for spaces in a one-byte font, read as themselves without a map: tab to carriage return,
// space, no-break space.)
const BLANK_BYTE = (byte: number) => (byte >= 0x09 && byte <= 0x0d) || byte === 0x20 || byte === 0xa0;

/**
 * Each marked-content sequence the page opens with properties (`/Span <<…>> BDC`), in the order its content streams
 * open them, with its ActualText (null for one without); undefined when the page's content is not written plainly
 * in the file (in an object stream) or is filtered otherwise than by Flate.
 */
export async function actualTexts(file: PdfFile, page: Ref): Promise<SpanText[] | undefined> {
  const { text } = file;
  const at = objectAt(file, page);
  if (at === undefined) return undefined;
  const body = text.slice(at, text.indexOf('endobj', at));
  const contents = /\/Contents\s*(?:(\d+)\s+(\d+)\s+R|\[([^\]]*)\])/.exec(body);
  if (!contents) return undefined;
  const refs = contents[3]
    ? [...contents[3].matchAll(/(\d+)\s+(\d+)\s+R/g)].map((m) => ({ num: Number(m[1]), gen: Number(m[2]) }))
    : [{ num: Number(contents[1]), gen: Number(contents[2]) }];
  // (The streams are one content, split anywhere between tokens.)
  const streams: string[] = [];
  for (const ref of refs) {
    const stream = await streamOf(file, ref).catch(() => undefined);
    if (!stream) return undefined;
    streams.push(latin1.decode(stream));
  }
  const content = streams.join('\n');
  // (Most pages have none: Chromium tags each block with properties, none of them ActualText. Their count is all
  // there is to know.)
  if (!content.includes('/ActualText')) return Array.from(content.matchAll(/\bBDC\b/g), () => ({ text: null }));
  const marked = markedTexts(content);
  const blankEnded = marked.some((m) => m.text !== null && m.last && BLANK_BYTE(m.last.byte));
  const widths = blankEnded ? fontWidths(file, body) : undefined;
  return marked.map(({ text, last }: MarkedText) => {
    const blank = text !== null && last && BLANK_BYTE(last.byte) ? widths?.get(last.font)?.(last.byte) : undefined;
    return blank ? { text, blank } : { text };
  });
}

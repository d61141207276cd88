// A page's marked-content properties read from the PDF file itself, for what pdf.js leaves out: the ActualText a
// PDF maker writes for a cluster of glyphs whose letters no font map can give (Devanagari's conjuncts and vowel
// signs drawn before their consonant, Thai's sara am drawn as two glyphs: LibreOffice writes one for each). pdf.js
// gives such glyphs' own letters ('तिflfflष्ठि' for 'प्रतिष्ठित'); poppler and MuPDF read the ActualText.

import { markedTexts } from './content-stream';

const latin1 = new TextDecoder('windows-1252');

/** A PDF file as read here: its bytes, as text (one character a byte: windows-1252 maps every byte to one code unit), and where each object's body starts. */
export interface PdfFile {
  bytes: Uint8Array;
  text: string;
  objects: Map<string, number>;
}

/** The file indexed once: each object's last body (an incremental update writes an object again). */
export function pdfFile(bytes: Uint8Array): PdfFile {
  const text = latin1.decode(bytes);
  const objects = new Map<string, number>();
  for (const m of text.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj\b/g))
    objects.set(`${m[1]} ${m[2]}`, m.index + m[0].length);
  return { bytes, text, objects };
}

interface Ref {
  num: number;
  gen: number;
}

const objectAt = (file: PdfFile, ref: Ref): number | undefined => file.objects.get(`${ref.num} ${ref.gen}`);

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

/**
 * The ActualText of each marked-content sequence the page opens with properties (`/Span <<…>> BDC`), in the order
 * its content streams open them, null for one without; undefined when the page's content is not written plainly in
 * the file (in an object stream) or is filtered otherwise than by Flate.
 */
export async function actualTexts(file: PdfFile, page: Ref): Promise<Array<string | null> | undefined> {
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
  if (!content.includes('/ActualText')) return Array.from(content.matchAll(/\bBDC\b/g), () => null);
  return markedTexts(content);
}

import { PDFDocument } from 'pdf-lib';
import { APP_NAME, APP_VERSION } from '@resumey/resume';

/**
 * The PDF's Info dictionary names Resumey as its creator and producer instead of the renderer ("HeadlessChrome
 * 156", issue #23), which told anyone reading a downloaded resume which browser build the server runs. The title
 * and everything else Chromium wrote are kept.
 *
 * Chromium's PDFs are rewritten in place (rewriteInfoInPlace): parsing and re-saving the whole document with
 * pdf-lib took 50-200 ms of the server's main thread per PDF, a large part of a warm download. Anything the
 * in-place path does not recognise goes through pdf-lib, as before.
 */
export async function withResumeyMetadata(pdf: Uint8Array): Promise<Buffer> {
  const fast = rewriteInfoInPlace(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  if (fast) return fast;
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setCreator(APP_NAME);
  doc.setProducer(`${APP_NAME} ${APP_VERSION}`);
  return Buffer.from(await doc.save({ updateFieldAppearances: false }));
}

/** A PDF literal string '(...)' (escapes kept as written) or hex string '<...>', as one token. */
const STRING_VALUE = /\((?:\\[\s\S]|[^\\()])*\)|<[0-9A-Fa-f\s]*>/y;
const NAME = /\/[A-Za-z0-9]+/y;
const SPACE = /\s*/y;

/** The token `pattern` (sticky) matches at `at` in `text`, if any. */
const tokenAt = (pattern: RegExp, text: string, at: number) => {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
};

/** '(text)' with the characters a literal string must escape escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * Replaces /Creator and /Producer in the Info dictionary of a PDF with a classic cross-reference table (what
 * Chromium's Skia writes), without moving a byte of anything else: the new dictionary is written over the old one
 * and padded with spaces to the same length, so every offset in the xref table stays right. Returns undefined
 * (the caller uses pdf-lib) unless the dictionary holds only names and string values and the new one fits.
 */
export function rewriteInfoInPlace(pdf: Buffer): Buffer | undefined {
  const tail = pdf.subarray(Math.max(0, pdf.length - 1024)).toString('latin1');
  const infoRef = /\/Info\s+(\d+)\s+0\s+R/.exec(tail.slice(tail.lastIndexOf('trailer')));
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1]);
  if (!infoRef || !Number.isInteger(xrefAt) || tail.lastIndexOf('trailer') < 0) return undefined;
  const objectNumber = Number(infoRef[1]);
  // xref: 'xref\n0 N\n' then one 20-byte entry per object, 'oooooooooo ggggg n \n'.
  const header = /^xref\s+0\s+(\d+)\s*?\r?\n/.exec(pdf.subarray(xrefAt, xrefAt + 40).toString('latin1'));
  if (!header || objectNumber >= Number(header[1])) return undefined;
  const entryAt = xrefAt + header[0].length + 20 * objectNumber;
  const entry = /^(\d{10}) \d{5} n/.exec(pdf.subarray(entryAt, entryAt + 20).toString('latin1'));
  if (!entry) return undefined;
  const objectAt = Number(entry[1]);

  const head = new RegExp(`^${objectNumber}\\s+0\\s+obj\\s*<<`).exec(
    pdf.subarray(objectAt, objectAt + 32).toString('latin1'),
  );
  if (!head) return undefined;
  const dictStart = objectAt + head[0].length - 2;
  // Latin-1 keeps one character per byte, so string positions are byte positions.
  const text = pdf.subarray(dictStart, Math.min(pdf.length, dictStart + 64 * 1024)).toString('latin1');
  const entries: [string, string][] = [];
  let at = 2;
  for (;;) {
    at += tokenAt(SPACE, text, at)!.length;
    if (text.startsWith('>>', at)) break;
    const name = tokenAt(NAME, text, at);
    if (!name) return undefined;
    at += name.length;
    at += tokenAt(SPACE, text, at)!.length;
    const value = tokenAt(STRING_VALUE, text, at);
    if (!value) return undefined;
    at += value.length;
    entries.push([name, value]);
  }
  const oldLength = at + 2;
  const kept = entries.filter(([name]) => name !== '/Creator' && name !== '/Producer');
  kept.push(['/Creator', literal(APP_NAME)], ['/Producer', literal(`${APP_NAME} ${APP_VERSION}`)]);
  const body = `<<${kept.map(([n, v]) => `${n} ${v}`).join('\n')}`;
  if (body.length + 2 > oldLength) return undefined;
  const out = Buffer.from(pdf);
  out.write(`${body}${' '.repeat(oldLength - body.length - 2)}>>`, dictStart, 'latin1');
  return out;
}

// The advances of a page's simple fonts, read from the file (PDF 32000 9.6.2: FirstChar and Widths, in thousandths of
// an em), for a glyph pdf.js reads as a space and so reports no width for (see SpanText's `blank`).

import { objectAt, type PdfFile } from './pdf-file';

/** The value of a dictionary's own key (not one of a dictionary inside it): a reference, dictionary, array or token. */
export function entryOf(dict: string, key: string): string | undefined {
  let depth = 0;
  for (let i = 0; i < dict.length; i++) {
    const c = dict[i];
    if (c === '<' && dict[i + 1] === '<') {
      depth++;
      i++;
    } else if (c === '>' && dict[i + 1] === '>') {
      depth--;
      i++;
    } else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (
      c === '/' &&
      depth === 1 &&
      dict.startsWith(key, i + 1) &&
      !/[^\s/<[(]/.test(dict[i + 1 + key.length] ?? ' ')
    )
      return valueAt(dict, i + 1 + key.length);
  }
  return undefined;
}

/** The value written at `at` (after spaces): 'N G R', '<<…>>', '[…]' or a single token. */
function valueAt(text: string, at: number): string | undefined {
  const start = at + (/^\s*/.exec(text.slice(at, at + 64))?.[0].length ?? 0);
  const ref = /^\d+\s+\d+\s+R\b/.exec(text.slice(start, start + 32));
  if (ref) return ref[0];
  const open = text.startsWith('<<', start) ? '<<' : text[start] === '[' ? '[' : undefined;
  if (!open) return /^[^\s/<>[\]()]*(?:\/[^\s/<>[\]()]*)?/.exec(text.slice(start))?.[0] || undefined;
  const close = open === '<<' ? '>>' : ']';
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text.startsWith(open, i)) depth++;
    else if (text.startsWith(close, i) && --depth === 0) return text.slice(start, i + close.length);
  }
  return undefined;
}

/** A value, its reference followed to the object's body when it is one. */
function resolved(file: PdfFile, value: string | undefined): string | undefined {
  const ref = value && /^(\d+)\s+(\d+)\s+R$/.exec(value);
  if (!ref) return value;
  const at = objectAt(file, { num: Number(ref[1]), gen: Number(ref[2]) });
  return at === undefined ? undefined : valueAt(file.text, at);
}

/**
 * Each simple font of a page (by its resource name) with the advance of a code, in ems; a composite (Type0) font's
 * codes are more than a byte, and a Type 3 font's widths are in its own units: neither is given. The page's body is
 * its object's text; its resources may be its parent's.
 */
export function fontWidths(file: PdfFile, page: string): Map<string, (code: number) => number | undefined> {
  const widths = new Map<string, (code: number) => number | undefined>();
  let node: string | undefined = page.includes('<<') ? page.slice(page.indexOf('<<')) : undefined;
  let resources: string | undefined;
  for (let depth = 0; node && !resources && depth < 16; depth++) {
    resources = resolved(file, entryOf(node, 'Resources'));
    node = resources ? undefined : resolved(file, entryOf(node, 'Parent'));
  }
  const fonts = resources && resolved(file, entryOf(resources, 'Font'));
  if (!fonts) return widths;
  for (const m of fonts.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+\s+\d+\s+R)/g)) {
    const font = resolved(file, m[2]);
    if (!font || !/^\/(?:TrueType|Type1|MMType1)$/.test(entryOf(font, 'Subtype') ?? '')) continue;
    const first = Number(entryOf(font, 'FirstChar'));
    const list = resolved(file, entryOf(font, 'Widths'));
    if (!Number.isInteger(first) || !list?.startsWith('[')) continue;
    const values = list.slice(1, -1).trim().split(/\s+/).map(Number);
    widths.set(m[1]!, (code) => {
      const w = values[code - first];
      return w !== undefined && Number.isFinite(w) ? w / 1000 : undefined;
    });
  }
  return widths;
}

import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, type PDFContext } from 'pdf-lib';
import type { AddedCode } from './cluster-codes';
import { addCompositeGlyphs, canAddGlyphs } from './composite-glyphs';

// The Type0 fonts Chromium embeds (TrueType CID fonts), as cluster-codes.ts extends them: their free codes, their
// widths, codes added under CIDToGIDMap and W, and glyphs added to their programs.

const name = (n: string) => PDFName.of(n);

/** A Type0 font's CID font, when it is a TrueType one (whose codes map to glyphs by CIDToGIDMap). */
function trueTypeCidFont(context: PDFContext, type0: PDFDict): PDFDict | undefined {
  const descendant = type0.lookupMaybe(name('DescendantFonts'), PDFArray)?.get(0);
  const cidFont = descendant && context.lookupMaybe(descendant, PDFDict);
  return cidFont?.get(name('Subtype'))?.toString() === '/CIDFontType2' ? cidFont : undefined;
}

/** The number of glyphs of a TrueType font program (its 'maxp' table). */
function glyphCount(program: Uint8Array): number | undefined {
  const view = new DataView(program.buffer, program.byteOffset, program.byteLength);
  if (program.byteLength < 12) return undefined;
  const tables = view.getUint16(4);
  for (let i = 0; i < tables && 12 + 16 * (i + 1) <= program.byteLength; i++) {
    const record = 12 + 16 * i;
    const tag = String.fromCharCode(...program.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    if (tag === 'maxp' && offset + 6 <= program.byteLength) return view.getUint16(offset + 4);
  }
  return undefined;
}

const streamBytes = (context: PDFContext, object: unknown) => {
  const stream = object && context.lookup(object as never);
  return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : undefined;
};

/** The first code no glyph of the font has, or undefined when codes cannot be added to it. */
export function firstFreeCode(context: PDFContext, type0: PDFDict): number | undefined {
  const cidFont = trueTypeCidFont(context, type0);
  const descriptor = cidFont?.lookupMaybe(name('FontDescriptor'), PDFDict);
  const program = descriptor && streamBytes(context, descriptor.get(name('FontFile2')));
  const count = program && glyphCount(program);
  if (!cidFont || !count) return undefined;
  const map = cidFont.get(name('CIDToGIDMap'));
  if (map instanceof PDFName) return map.toString() === '/Identity' ? count : undefined;
  const mapped = streamBytes(context, map);
  return mapped ? Math.max(count, mapped.length >> 1) : undefined;
}

/** A CID font's widths by code, from its W array (PDF 32000 9.7.4.3), and DW for the others. */
function widthsOf(context: PDFContext, cidFont: PDFDict): (code: number) => number {
  const entries = cidFont.lookupMaybe(name('W'), PDFArray)?.asArray() ?? [];
  const number = (o: unknown) => {
    const found = o && context.lookup(o as never);
    return found instanceof PDFNumber ? found.asNumber() : NaN;
  };
  const widths = new Map<number, number>();
  for (let i = 0; i < entries.length;) {
    const first = number(entries[i]);
    const next = context.lookup(entries[i + 1]!);
    if (next instanceof PDFArray) {
      next.asArray().forEach((w, k) => widths.set(first + k, number(w)));
      i += 2;
    } else {
      for (let code = first; code <= number(next) && code - first < 0x10000; code++)
        widths.set(code, number(entries[i + 2]));
      i += 3;
    }
  }
  const fallback = cidFont.lookupMaybe(name('DW'), PDFNumber)?.asNumber() ?? 1000;
  return (code) => widths.get(code) ?? fallback;
}

/** A Type0 font's widths by code (1/1000 em): 1000 each when it is not a TrueType CID font. */
export function glyphWidths(context: PDFContext, type0: PDFDict): (code: number) => number {
  const cidFont = trueTypeCidFont(context, type0);
  return cidFont ? widthsOf(context, cidFont) : () => 1000;
}

/** Adds codes to a font: each draws its glyph at the width given. */
export function addCodes(context: PDFContext, type0: PDFDict, codes: Map<number, AddedCode>): void {
  const cidFont = trueTypeCidFont(context, type0)!;
  const map = cidFont.get(name('CIDToGIDMap'));
  const old = map instanceof PDFName ? undefined : streamBytes(context, map);
  const gidOf = (code: number) =>
    old ? (old.length > 2 * code + 1 ? (old[2 * code]! << 8) | old[2 * code + 1]! : 0) : code;
  const gids = new Uint8Array(2 * (Math.max(...codes.keys()) + 1));
  const draw = (code: number, gid: number) => {
    gids[2 * code] = gid >> 8;
    gids[2 * code + 1] = gid & 0xff;
  };
  for (let code = 0; 2 * code < gids.length; code++) draw(code, gidOf(code));
  const composites = [...codes].filter(([, c]) => c.with || c.blank);
  const made = composites.length ? withComposites(context, cidFont, composites, gidOf) : new Map<number, number>();
  const widths = cidFont.lookupMaybe(name('W'), PDFArray) ?? context.obj([]);
  for (const [code, { glyph, width }] of codes) {
    draw(code, made.get(code) ?? gidOf(glyph));
    widths.push(PDFNumber.of(code));
    widths.push(context.obj([width]));
  }
  cidFont.set(name('W'), widths);
  cidFont.set(name('CIDToGIDMap'), context.register(context.flateStream(gids)));
}

/** A TrueType CID font's program, when composite glyphs can be added to it. */
function programOf(context: PDFContext, cidFont: PDFDict) {
  const descriptor = cidFont.lookupMaybe(name('FontDescriptor'), PDFDict);
  const program = descriptor && streamBytes(context, descriptor.get(name('FontFile2')));
  return descriptor && program && canAddGlyphs(program) ? { descriptor, program } : undefined;
}

/** Whether a Type0 font's glyphs can be drawn two as one (see composite-glyphs.ts). */
export function canCompose(context: PDFContext, type0: PDFDict): boolean {
  const cidFont = trueTypeCidFont(context, type0);
  return !!cidFont && !!programOf(context, cidFont);
}

/**
 * Adds to the font's program a glyph for each code that draws two, or none (a blank), and gives each code its new
 * glyph's id.
 */
function withComposites(
  context: PDFContext,
  cidFont: PDFDict,
  codes: Array<[number, AddedCode]>,
  gidOf: (code: number) => number,
): Map<number, number> {
  const { descriptor, program } = programOf(context, cidFont)!;
  const extended = addCompositeGlyphs(
    program,
    codes.map(([, c]) =>
      c.blank
        ? []
        : [
            { glyph: gidOf(c.glyph), dx: 0, dy: 0 },
            { glyph: gidOf(c.with!.glyph), dx: c.with!.dx, dy: c.with!.dy },
          ],
    ),
  );
  // canCompose said yes when the plan was made, for up to ROOM's worth of glyphs.
  if (!extended) throw new Error('The font program could not take the composite glyphs planned for it');
  const stream = context.flateStream(extended.program, { Length1: extended.program.byteLength });
  descriptor.set(name('FontFile2'), context.register(stream));
  return new Map(codes.map(([code], i) => [code, extended.ids[i]!]));
}

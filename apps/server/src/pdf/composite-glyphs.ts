/**
 * New glyphs made of a font's own glyphs, added to an embedded TrueType program (OpenType spec, 'glyf' composite
 * descriptions). A cluster that shaping draws with more glyphs than it has characters (Thai 'ำ' as nikhahit and sara
 * aa, Devanagari 'ई') leaves a glyph with nothing to read, and no text a glyph can carry reads as nothing to every
 * reader: drawn as one composite glyph, at the same places, the cluster reads as its one character.
 */

/** A glyph of the font placed in the new one, its offset in 1/1000 em. */
export interface GlyphPart {
  glyph: number;
  dx: number;
  dy: number;
}

interface Table {
  tag: string;
  data: Uint8Array;
}

// Tables whose size follows the glyphs' count: a program holding one is left alone.
const COUNTED = new Set(['hdmx', 'LTSH', 'vmtx', 'VORG', 'gvar', 'kern']);

function tablesOf(program: Uint8Array): Table[] | undefined {
  if (program.byteLength < 12) return undefined;
  const view = new DataView(program.buffer, program.byteOffset, program.byteLength);
  const tables: Table[] = [];
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + 16 * i;
    if (record + 16 > program.byteLength) return undefined;
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    if (offset + length > program.byteLength) return undefined;
    tables.push({
      tag: String.fromCharCode(...program.subarray(record, record + 4)),
      data: program.slice(offset, offset + length),
    });
  }
  return tables;
}

const viewOf = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.byteLength + 3) & ~3);
  padded.set(data);
  const view = viewOf(padded);
  let sum = 0;
  for (let i = 0; i < padded.byteLength; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** The program written again from its tables, with their directory and the font's checksum anew. */
function programOf(tables: Table[], version: number): Uint8Array {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const headerSize = 12 + 16 * sorted.length;
  const size = sorted.reduce((n, t) => n + ((t.data.byteLength + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const view = viewOf(out);
  const n = sorted.length;
  const power = 2 ** Math.floor(Math.log2(n));
  view.setUint32(0, version);
  view.setUint16(4, n);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, n * 16 - power * 16);
  let offset = headerSize;
  sorted.forEach((t, i) => {
    if (t.tag === 'head') viewOf(t.data).setUint32(8, 0);
    const record = 12 + 16 * i;
    for (let k = 0; k < 4; k++) out[record + k] = t.tag.charCodeAt(k);
    view.setUint32(record + 4, checksum(t.data));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += (t.data.byteLength + 3) & ~3;
  });
  const head = sorted.findIndex((t) => t.tag === 'head');
  view.setUint32(view.getUint32(12 + 16 * head + 8) + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** Room for this many bytes of new glyphs is kept when a short 'loca' must still reach them. */
const ROOM = 16_384;

/** Whether `addCompositeGlyphs` can add up to a few hundred glyphs to the program. */
export function canAddGlyphs(program: Uint8Array): boolean {
  const tables = tablesOf(program);
  const find = (tag: string) => tables?.find((t) => t.tag === tag);
  const head = find('head');
  const glyf = find('glyf');
  if (!tables || !head || head.data.byteLength < 54 || !glyf || tables.some((t) => COUNTED.has(t.tag))) return false;
  if (!['maxp', 'hhea', 'hmtx', 'loca'].every(find)) return false;
  return viewOf(head.data).getInt16(50) === 1 || glyf.data.byteLength + ROOM <= 2 * 0xffff;
}

/**
 * The program with one composite glyph added per entry of `glyphs` (a blank one for an entry of no parts), and the
 * new glyphs' ids; undefined when the program is not one this can extend (no 'glyf', tables counting glyphs, a short
 * 'loca' that would overflow).
 */
export function addCompositeGlyphs(
  program: Uint8Array,
  glyphs: GlyphPart[][],
): { program: Uint8Array; ids: number[] } | undefined {
  const tables = tablesOf(program);
  const find = (tag: string) => tables?.find((t) => t.tag === tag);
  const [head, maxp, hhea, hmtx, loca, glyf] = ['head', 'maxp', 'hhea', 'hmtx', 'loca', 'glyf'].map(find);
  if (!tables || !head || !maxp || !hhea || !hmtx || !loca || !glyf || tables.some((t) => COUNTED.has(t.tag))) {
    return undefined;
  }
  const unitsPerEm = viewOf(head.data).getUint16(18);
  const longLoca = viewOf(head.data).getInt16(50) === 1;
  const count = viewOf(maxp.data).getUint16(4);
  const metrics = viewOf(hhea.data).getUint16(34);
  const offsets = [...Array(count + 1).keys()].map((i) =>
    longLoca ? viewOf(loca.data).getUint32(4 * i) : 2 * viewOf(loca.data).getUint16(2 * i),
  );
  if (offsets.at(-1)! > glyf.data.byteLength || metrics === 0 || metrics > count) return undefined;
  const advance = (g: number) => viewOf(hmtx.data).getUint16(4 * Math.min(g, metrics - 1));
  const bounds = (g: number) => {
    if (g >= count || offsets[g + 1]! - offsets[g]! < 10) return undefined;
    const v = viewOf(glyf.data);
    return [2, 4, 6, 8].map((k) => v.getInt16(offsets[g]! + k));
  };

  const added: Uint8Array[] = [];
  // A new glyph advances to where its last part ends: readers that measure glyphs by the font (PyMuPDF) read no gap.
  const advances: number[] = [];
  for (const parts of glyphs) {
    if (parts.some((p) => p.glyph >= count)) return undefined;
    // No parts: a blank glyph, nothing wide, as TrueType writes one (no outline, a 'loca' entry of no length).
    if (!parts.length) {
      advances.push(0);
      added.push(new Uint8Array(0));
      continue;
    }
    const placed = parts.map((p) => ({
      ...p,
      x: Math.round((p.dx * unitsPerEm) / 1000),
      y: Math.round((p.dy * unitsPerEm) / 1000),
    }));
    advances.push(Math.max(0, ...placed.map((p) => p.x + advance(p.glyph))));
    const boxes = placed.flatMap((p) => {
      const b = bounds(p.glyph);
      return b ? [[b[0]! + p.x, b[1]! + p.y, b[2]! + p.x, b[3]! + p.y]] : [];
    });
    const data = new Uint8Array(10 + 8 * placed.length + 2);
    const v = viewOf(data);
    v.setInt16(0, -1);
    [Math.min, Math.min, Math.max, Math.max].forEach((pick, k) =>
      v.setInt16(2 + 2 * k, pick(0, ...boxes.map((b) => b[k]!))),
    );
    placed.forEach((p, i) => {
      const at = 10 + 8 * i;
      // Offsets as words, as x and y; 'more components' on all but the last.
      v.setUint16(at, 0x0001 | 0x0002 | (i < placed.length - 1 ? 0x0020 : 0));
      v.setUint16(at + 2, p.glyph);
      v.setInt16(at + 4, p.x);
      v.setInt16(at + 6, p.y);
    });
    added.push(data.subarray(0, (10 + 8 * placed.length + 3) & ~3));
  }

  const ids = added.map((_, i) => count + i);
  const total = count + added.length;
  const newGlyf = new Uint8Array(offsets.at(-1)! + added.reduce((n, d) => n + d.byteLength, 0));
  newGlyf.set(glyf.data.subarray(0, offsets.at(-1)!));
  const newOffsets = [...offsets];
  let end = offsets.at(-1)!;
  for (const d of added) {
    newGlyf.set(d, end);
    end += d.byteLength;
    newOffsets.push(end);
  }
  if (!longLoca && (end / 2 > 0xffff || added.reduce((n, d) => n + d.byteLength, 0) > ROOM)) return undefined;
  const newLoca = new Uint8Array((total + 1) * (longLoca ? 4 : 2));
  newOffsets.forEach((o, i) =>
    longLoca ? viewOf(newLoca).setUint32(4 * i, o) : viewOf(newLoca).setUint16(2 * i, o / 2),
  );

  // Every glyph its own advance and side bearing, so the new ones have theirs.
  const newHmtx = new Uint8Array(4 * total);
  for (let g = 0; g < total; g++) {
    const old = g < count;
    const lsb = old
      ? g < metrics
        ? viewOf(hmtx.data).getInt16(4 * g + 2)
        : viewOf(hmtx.data).getInt16(4 * metrics + 2 * (g - metrics))
      : 0;
    viewOf(newHmtx).setUint16(4 * g, old ? advance(g) : advances[g - count]!);
    viewOf(newHmtx).setInt16(4 * g + 2, lsb);
  }
  const newHhea = hhea.data.slice();
  viewOf(newHhea).setUint16(34, total);
  const newMaxp = maxp.data.slice();
  viewOf(newMaxp).setUint16(4, total);
  if (newMaxp.byteLength >= 32) {
    // The composite glyphs' largest counts, for rasterisers that size their work by them.
    const outline = (g: number) => {
      const at = offsets[g]!;
      const contours = offsets[g + 1]! - at >= 12 ? viewOf(glyf.data).getInt16(at) : 0;
      const points = contours > 0 ? viewOf(glyf.data).getUint16(at + 10 + 2 * (contours - 1)) + 1 : 0;
      return { points, contours: Math.max(0, contours) };
    };
    const grow = (at: number, value: number) =>
      viewOf(newMaxp).setUint16(at, Math.max(viewOf(newMaxp).getUint16(at), value));
    for (const parts of glyphs) {
      const outlines = parts.map((p) => outline(p.glyph));
      grow(
        10,
        outlines.reduce((n, o) => n + o.points, 0),
      );
      grow(
        12,
        outlines.reduce((n, o) => n + o.contours, 0),
      );
      grow(28, parts.length);
    }
    grow(30, 1);
  }
  const replaced: Record<string, Uint8Array> = {
    glyf: newGlyf,
    loca: newLoca,
    hmtx: newHmtx,
    hhea: newHhea,
    maxp: newMaxp,
    head: head.data.slice(),
  };
  const post = find('post');
  // A 'post' table of format 2 names each glyph by count: format 3 names none.
  if (post && viewOf(post.data).getUint32(0) === 0x00020000) {
    const three = post.data.slice(0, 32);
    viewOf(three).setUint32(0, 0x00030000);
    replaced.post = three;
  }
  const version = viewOf(program).getUint32(0);
  return {
    program: programOf(
      tables.map((t) => ({ tag: t.tag, data: replaced[t.tag] ?? t.data })),
      version,
    ),
    ids,
  };
}

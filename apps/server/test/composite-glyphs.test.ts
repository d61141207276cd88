import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { addCompositeGlyphs, canAddGlyphs } from '../src/pdf/composite-glyphs';

const run = promisify(execFile);

/** The TrueType programs a PDF embeds (FontFile2). */
async function programsOf(pdf: Uint8Array): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, o]) =>
      o instanceof PDFDict && o.get(PDFName.of('FontFile2')) ? [o.get(PDFName.of('FontFile2'))] : [],
    )
    .map((ref) => doc.context.lookup(ref!))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => decodePDFRawStream(s).decode());
}

/** What fontTools, an independent reader, finds in a program: its checksums are checked as it loads. */
const FONTTOOLS = `
import json, sys
from fontTools.ttLib import TTFont
f = TTFont(sys.argv[1], checkChecksums=2)
glyf, order = f['glyf'], f.getGlyphOrder()
def parts(i):
    g = glyf[order[i]]
    return [[f.getGlyphID(c.glyphName), c.x, c.y] for c in g.components] if g.isComposite() else None
def outline(i):
    g = glyf[order[i]]
    return None if g.isComposite() else [list(p) for p in g.getCoordinates(glyf)[0]]
n = f['maxp'].numGlyphs
print(json.dumps({'glyphs': n, 'upem': f['head'].unitsPerEm, 'last': parts(n - 1), 'lastOutline': outline(n - 1),
  'advance': f['hmtx'][order[n - 1]][0], 'advances': [f['hmtx'][order[i]][0] for i in range(3)],
  'outlines': [outline(i) for i in range(3)]}))
`;

async function readWithFontTools(program: Uint8Array) {
  const dir = await mkdtemp(path.join(tmpdir(), 'resumey-composite-'));
  try {
    const file = path.join(dir, 'font.ttf');
    await writeFile(file, program);
    const { stdout } = await run('/usr/bin/python3', ['-c', FONTTOOLS, file]).catch((e: unknown) => {
      throw new Error(`fontTools could not read the font (apt-get install python3-fonttools): ${String(e)}`);
    });
    return JSON.parse(stdout) as {
      glyphs: number;
      upem: number;
      last: number[][] | null;
      lastOutline: number[][] | null;
      advance: number;
      advances: number[];
      outlines: Array<number[][] | null>;
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('composite glyphs added to an embedded TrueType program', () => {
  it('adds a glyph drawing two of the font’s own at their offsets, with valid checksums, the others unchanged', async () => {
    const pdf = new Uint8Array(await readFile(path.join(import.meta.dirname, 'fixtures/hindi-resume-chromium.pdf')));
    const program = (await programsOf(pdf)).find(canAddGlyphs)!;
    expect(program).toBeDefined();
    const before = await readWithFontTools(program);

    const extended = addCompositeGlyphs(program, [
      [
        { glyph: 1, dx: 0, dy: 0 },
        { glyph: 2, dx: 250, dy: -100 },
      ],
    ])!;
    expect(extended.ids).toEqual([before.glyphs]);
    const after = await readWithFontTools(extended.program);
    const unit = (v: number) => Math.round((v * before.upem) / 1000);

    expect(after.glyphs).toBe(before.glyphs + 1);
    expect(after.last).toEqual([
      [1, 0, 0],
      [2, unit(250), unit(-100)],
    ]);
    // It advances to where its second part ends, as the two glyphs drawn apart did.
    expect(after.advance).toBe(unit(250) + before.advances[2]!);
    expect(after.outlines).toEqual(before.outlines);
    expect(after.advances).toEqual(before.advances);
  });

  it('adds a blank glyph, no outline and no advance, for an entry of no parts (a text with nothing to draw)', async () => {
    const pdf = new Uint8Array(await readFile(path.join(import.meta.dirname, 'fixtures/hindi-resume-chromium.pdf')));
    const program = (await programsOf(pdf)).find(canAddGlyphs)!;
    const before = await readWithFontTools(program);
    const extended = addCompositeGlyphs(program, [
      [
        { glyph: 1, dx: 0, dy: 0 },
        { glyph: 2, dx: 250, dy: 0 },
      ],
      [],
    ])!;
    expect(extended.ids).toEqual([before.glyphs, before.glyphs + 1]);
    const after = await readWithFontTools(extended.program);
    expect(after.glyphs).toBe(before.glyphs + 2);
    expect({ parts: after.last, outline: after.lastOutline, advance: after.advance }).toEqual({
      parts: null,
      outline: [],
      advance: 0,
    });
    expect(after.outlines).toEqual(before.outlines);
  });

  it('leaves alone what is not a TrueType program it can extend', () => {
    expect(canAddGlyphs(new Uint8Array(64))).toBe(false);
    expect(addCompositeGlyphs(new Uint8Array(8), [[{ glyph: 1, dx: 0, dy: 0 }]])).toBeUndefined();
  });
});

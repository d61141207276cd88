// @vitest-environment node
// (the WOFF2 decoder, WebAssembly, takes only Node's own Uint8Array, not jsdom's)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import { FONT_FACES_DIR, rewrittenFiles, rewrittenFont } from '../../../scripts/font-faces';
import { dropInsertedGlyphs, mappedGlyphs } from '../../../scripts/gsub-inserted-glyphs';
import { readSfnt } from '../../../scripts/sfnt';

/**
 * What a PDF reader reads of an Arabic resume is tested where the PDF is made (the server's pdf-fonts and ATS
 * language tests: pdf.js reads 'بخبرة' as typed); here, that the served font is the package's, rewritten as the
 * script says, and that nothing is left to rewrite.
 */
describe('the Arabic face (Amiri), served rewritten so that every letter is one glyph in a PDF', () => {
  const sfntOf = async (woff2: Buffer) => readSfnt(Buffer.from(await decompress(woff2)));

  it('is what scripts/font-faces.ts writes from the package, which still inserts glyphs (run it after an upgrade)', async () => {
    const files = rewrittenFiles();
    expect(files.map((f) => f.target)).toEqual([
      'amiri/amiri-arabic-400-normal.woff2',
      'amiri/amiri-arabic-700-normal.woff2',
    ]);
    for (const { pkg, file, target } of files) {
      const { font, lookups } = await rewrittenFont(pkg, file);
      expect(lookups.length, file).toBeGreaterThan(0);
      const served = await sfntOf(readFileSync(path.join(FONT_FACES_DIR, target)));
      // WOFF2 stores glyf and loca in its own form: every other table byte for byte.
      for (const [tag, data] of readSfnt(font).tables)
        if (!['glyf', 'loca', 'head'].includes(tag)) expect(served.tables.get(tag)?.equals(data), tag).toBe(true);
      expect(served.tables.get('glyf')!.length).toBe(readSfnt(font).tables.get('glyf')!.length);
    }
  }, 30_000);

  it('inserts no glyph a character does not map to, and maps the letters it draws', async () => {
    for (const { target } of rewrittenFiles()) {
      const { tables } = await sfntOf(readFileSync(path.join(FONT_FACES_DIR, target)));
      expect(dropInsertedGlyphs(Buffer.from(tables.get('GSUB')!), tables.get('cmap')!), target).toEqual([]);
      // The cmap reader the rewrite trusts finds the font's characters (a broken one would find none to keep).
      expect(mappedGlyphs(tables.get('cmap')!).size, target).toBeGreaterThan(200);
    }
  });
});

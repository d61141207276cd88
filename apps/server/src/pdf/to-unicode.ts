/**
 * A font's ToUnicode CMap (PDF 32000 9.10.3): which text each glyph code stands for, as PDF readers that ignore
 * ActualText (pdf.js, PyMuPDF, pdfminer) read it. Only what Chromium's Skia writes for its CID fonts is read: two-byte
 * codes in bfchar and bfrange blocks.
 */

/** Code (a glyph id, for Identity-H fonts) to the text it stands for. */
export type GlyphTextMap = Map<number, string>;

const HEX = /<([0-9A-Fa-f\s]*)>/g;

const hexBytes = (hex: string) => {
  const digits = hex.replace(/\s/g, '');
  const padded = digits.length % 2 ? `${digits}0` : digits;
  return Uint8Array.from(padded.match(/../g) ?? [], (pair) => parseInt(pair, 16));
};

const utf16be = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  return text;
};

const hexText = (hex: string) => utf16be(hexBytes(hex));
const hexCode = (hex: string) => parseInt(hex.replace(/\s/g, '') || '0', 16);

/** The text a UTF-16 hex string stands for, plus `offset` on its last code unit (bfrange's rule). */
const offsetText = (hex: string, offset: number) => {
  const text = hexText(hex);
  if (!offset || !text) return text;
  return text.slice(0, -1) + String.fromCharCode(text.charCodeAt(text.length - 1) + offset);
};

/** Every mapping a ToUnicode CMap makes. */
export function parseToUnicode(cmap: string): GlyphTextMap {
  const map: GlyphTextMap = new Map();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    const hexes = [...block[1]!.matchAll(HEX)].map((m) => m[1]!);
    for (let i = 0; i + 1 < hexes.length; i += 2) map.set(hexCode(hexes[i]!), hexText(hexes[i + 1]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(
      /<([0-9A-Fa-f\s]*)>\s*<([0-9A-Fa-f\s]*)>\s*(<[0-9A-Fa-f\s]*>|\[[^\]]*\])/g,
    )) {
      const [low, high, target] = [hexCode(range[1]!), hexCode(range[2]!), range[3]!];
      const listed = target.startsWith('[') ? [...target.matchAll(HEX)].map((m) => hexText(m[1]!)) : undefined;
      for (let code = low; code <= high && code - low < 0x10000; code++) {
        const text = listed ? listed[code - low] : offsetText(target.slice(1, -1), code - low);
        if (text !== undefined) map.set(code, text);
      }
    }
  }
  return map;
}

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const textHex = (text: string) => [...Array(text.length).keys()].map((i) => hex4(text.charCodeAt(i))).join('');

/**
 * A ToUnicode CMap for two-byte codes that maps exactly `map`, in bfchar blocks (at most 100 entries each, the
 * format's limit). Written whole rather than patched: Skia maps the glyphs it could not name to U+0000, and a second
 * mapping for the same code is read differently by different readers.
 */
export function writeToUnicode(map: GlyphTextMap): string {
  const entries = [...map].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([code, text]) => `<${hex4(code)}> <${textHex(text)}>`).join('\n')}\nendbfchar\n`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    `${blocks.join('')}endcmap`,
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
    '',
  ].join('\n');
}

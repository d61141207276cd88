// Writes the @font-face rules of the templates' fallback fonts per script (packages/templates/src/fonts/*-faces.css)
// from the installed @fontsource packages: `npx tsx scripts/font-faces.ts`. packages/templates/test/font-faces.test.ts fails
// when the files differ from what this would write (an upgraded package: run it again).
//
// Why not @import the packages' own CSS: their per-weight files declare every subset (Latin ones too, and Noto
// Serif's math subset, which would then draw arrows and operators before the symbol font does), and each with a
// WOFF copy beside the WOFF2, which doubles the build's font files for
// browsers that all read WOFF2 (every browser with unicode-range does). Their per-subset files have no
// unicode-range at all, which would make the browser fetch every script's font for any letter Latin fonts lack.
// So each face here is one of the package's own rules (its file, weight, style and unicode-range), for the subsets
// listed, with its WOFF2 source only.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compress, decompress } from 'wawoff2';
import { dropInsertedGlyphs } from './gsub-inserted-glyphs';
import { readSfnt, writeSfnt } from './sfnt';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fontsource = path.join(root, 'node_modules/@fontsource');
export const FONT_FACES_DIR = path.join(root, 'packages/templates/src/fonts');

interface Face {
  family: string;
  style: string;
  weight: string;
  /** Path of the WOFF2 file inside the package ('files/x.woff2'). */
  file: string;
  unicodeRange: string;
  /** The subset's name in the package's CSS ('arabic', '[12]'). */
  subset: string;
}

/** The @font-face rules of one of a package's CSS files ('400.css', '700-italic.css'), in their order. */
function facesOf(pkg: string, cssFile: string): Face[] {
  const css = readFileSync(path.join(fontsource, pkg, cssFile), 'utf8');
  const faces: Face[] = [];
  const rule = /\/\* (\S+) \*\/\s*@font-face \{([^}]*)\}/g;
  for (const [, name, body] of css.matchAll(rule)) {
    const get = (prop: string) => body!.match(new RegExp(`${prop}:\\s*([^;]+);`))?.[1]?.trim() ?? '';
    const file = get('src').match(/url\(\.\/(files\/[^)]+\.woff2)\)/)?.[1];
    const subset = name!.slice(pkg.length + 1).replace(/-\d00-(normal|italic)$/, '');
    if (!file) throw new Error(`${pkg}/${cssFile}: no WOFF2 file for ${name}`);
    faces.push({
      family: get('font-family').replace(/^'|'$/g, ''),
      style: get('font-style'),
      weight: get('font-weight'),
      file,
      unicodeRange: get('unicode-range'),
      subset,
    });
  }
  if (!faces.length) throw new Error(`${pkg}/${cssFile}: no @font-face rules`);
  return faces;
}

/** C0 and C1 control characters: never drawn with a glyph, so no face claims them (the symbol font's range does). */
const CONTROLS: [number, number][] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
];

/** `ranges` ('U+0001-000C,U+2190') less the control characters. */
function withoutControls(ranges: string): string {
  const out: string[] = [];
  for (const part of ranges.split(',').map((s) => s.trim())) {
    const [a, b = a] = part.replace(/^U\+/i, '').split('-') as [string, string?];
    let lo = parseInt(a, 16);
    const hi = parseInt(b!, 16);
    if (part.includes('?')) {
      out.push(part); // a wildcard range (U+1F??) is never a control range
      continue;
    }
    for (const [clo, chi] of CONTROLS) if (lo >= clo && lo <= chi) lo = chi + 1;
    const cut = CONTROLS.find(([clo]) => clo > lo && clo <= hi);
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
    const push = (x: number, y: number) => x <= y && out.push(x === y ? `U+${hex(x)}` : `U+${hex(x)}-${hex(y)}`);
    if (cut) {
      push(lo, cut[0] - 1);
      push(cut[1] + 1, hi);
    } else push(lo, hi);
  }
  return out.join(',');
}

/** Where a rewritten font's files go, beside the sheets: its package's name. */
const rewrittenPath = (pkg: string, file: string) => `${pkg}/${path.basename(file)}`;

const rule = (pkg: string, f: Face, unicodeRange = f.unicodeRange, rewritten = false) =>
  `@font-face{font-family:'${f.family}';font-style:${f.style};font-display:swap;font-weight:${f.weight};` +
  `src:url(${rewritten ? `./${rewrittenPath(pkg, f.file)}` : `@fontsource/${pkg}/${f.file}`}) format('woff2');` +
  `unicode-range:${unicodeRange}}`;

interface ScriptFont {
  pkg: string;
  subsets: string[];
  /** The package's CSS files to take the faces from, one per weight and style. */
  cuts: string[];
  /**
   * Served as rewritten here from the package's files, without the glyphs its shaping inserts that stand for no
   * character (gsub-inserted-glyphs.ts says why), instead of the package's files.
   */
  rewritten?: true;
}

const REGULAR_BOLD = ['400.css', '700.css'];

/**
 * The faces every page loads (fonts-scripts.css): the scripts the five font choices lack, besides CJK, and symbols.
 * Each face is fetched only for text in its unicode-range, so an English resume fetches none of them. Regular and
 * bold only: the templates' other weights map to these (500 to 400, 600 and up to 700) and italics are slanted.
 */
const SCRIPT_FONTS: ScriptFont[] = [
  // Georgia's stand-in Gelasio has no Greek or Cyrillic: Noto Serif's, with its italics (Gelasio has them).
  {
    pkg: 'noto-serif',
    subsets: ['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek'],
    cuts: ['400.css', '400-italic.css', '700.css', '700-italic.css'],
  },
  // Arabic and Persian in every style: Amiri (fonts-scripts.css says why not Noto's).
  { pkg: 'amiri', subsets: ['arabic'], cuts: REGULAR_BOLD, rewritten: true },
  { pkg: 'noto-sans-hebrew', subsets: ['hebrew'], cuts: REGULAR_BOLD },
  { pkg: 'noto-serif-hebrew', subsets: ['hebrew'], cuts: REGULAR_BOLD },
  { pkg: 'noto-sans-devanagari', subsets: ['devanagari'], cuts: REGULAR_BOLD },
  { pkg: 'noto-serif-devanagari', subsets: ['devanagari'], cuts: REGULAR_BOLD },
  { pkg: 'noto-sans-thai', subsets: ['thai'], cuts: REGULAR_BOLD },
  { pkg: 'noto-serif-thai', subsets: ['thai'], cuts: REGULAR_BOLD },
  // Arrows, check marks, stars, geometric shapes, math (≤ ≥ ∞): none of the Latin fonts' subsets has them.
  { pkg: 'noto-sans-symbols-2', subsets: ['symbols', 'math'], cuts: ['400.css'] },
];

/** CJK per language, Japanese, Simplified and Traditional Chinese, Korean, in a sheet of their own per style. */
export const CJK_FONTS = {
  sans: ['noto-sans-jp', 'noto-sans-sc', 'noto-sans-tc', 'noto-sans-kr'],
  serif: ['noto-serif-jp', 'noto-serif-sc', 'noto-serif-tc', 'noto-serif-kr'],
} as const;

const HEADER = (what: string) =>
  `/* Generated by scripts/font-faces.ts from the @fontsource packages (${what}): run it again, never edit. */\n`;

function scriptFaces(): string {
  const rules: string[] = [];
  for (const font of SCRIPT_FONTS) {
    for (const cut of font.cuts) {
      const faces = facesOf(font.pkg, cut).filter((f) => font.subsets.includes(f.subset));
      const missing = font.subsets.filter((s) => !faces.some((f) => f.subset === s));
      if (missing.length) throw new Error(`${font.pkg}/${cut}: no subset ${missing.join(', ')}`);
      for (const f of faces) rules.push(rule(font.pkg, f, withoutControls(f.unicodeRange), font.rewritten));
    }
  }
  return HEADER('script fallbacks') + rules.join('\n') + '\n';
}

/**
 * A CJK sheet: the numbered subsets of each package (Google Fonts' slices of a CJK font by character frequency,
 * about a hundred per weight, each fetched only when the page uses one of its characters), regular and bold. The
 * packages' Latin, Cyrillic and Vietnamese subsets are left out: the Latin fonts (and Noto Serif) come first.
 * Each slice's bold rule follows its regular one: the same long unicode-range twice in a row compresses to almost
 * nothing, which halves the gzipped sheet.
 */
function cjkFaces(pkgs: readonly string[]): string {
  const rules: string[] = [];
  for (const pkg of pkgs) {
    const [regular, bold] = REGULAR_BOLD.map((cut) => facesOf(pkg, cut).filter((f) => /^\[\d+\]$/.test(f.subset)));
    if (!regular!.length || regular!.length !== bold!.length) throw new Error(`${pkg}: regular and bold differ`);
    regular!.forEach((f, i) => {
      const b = bold![i]!;
      if (b.subset !== f.subset || b.unicodeRange !== f.unicodeRange) throw new Error(`${pkg}: slices differ`);
      rules.push(rule(pkg, f), rule(pkg, b));
    });
  }
  return HEADER(pkgs.join(', ')) + rules.join('\n') + '\n';
}

/** File name (in FONT_FACES_DIR) and contents of each generated sheet. */
export function fontFaceSheets(): Record<string, string> {
  return {
    'script-faces.css': scriptFaces(),
    'cjk-sans-faces.css': cjkFaces(CJK_FONTS.sans),
    'cjk-serif-faces.css': cjkFaces(CJK_FONTS.serif),
  };
}

/** A font file of a package (its sfnt, decompressed) with its inserted glyphs taken out, and the lookups changed. */
export async function rewrittenFont(pkg: string, file: string): Promise<{ font: Buffer; lookups: number[] }> {
  const sfnt = readSfnt(Buffer.from(await decompress(readFileSync(path.join(fontsource, pkg, file)))));
  const lookups = dropInsertedGlyphs(sfnt.tables.get('GSUB')!, sfnt.tables.get('cmap')!);
  return { font: writeSfnt(sfnt), lookups };
}

/** The rewritten fonts' files: path in FONT_FACES_DIR, and the package file each comes from. */
export function rewrittenFiles(): { pkg: string; file: string; target: string }[] {
  return SCRIPT_FONTS.filter((f) => f.rewritten).flatMap((font) =>
    font.cuts.flatMap((cut) =>
      facesOf(font.pkg, cut)
        .filter((f) => font.subsets.includes(f.subset))
        .map((f) => ({ pkg: font.pkg, file: f.file, target: rewrittenPath(font.pkg, f.file) })),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, css] of Object.entries(fontFaceSheets())) {
    writeFileSync(path.join(FONT_FACES_DIR, name), css);
    console.log(`wrote ${name}: ${css.split('\n').length - 2} faces, ${Math.round(css.length / 1024)} KB`);
  }
  for (const { pkg, file, target } of rewrittenFiles()) {
    const { font, lookups } = await rewrittenFont(pkg, file);
    if (!lookups.length) throw new Error(`${pkg}/${file}: nothing to rewrite any more; serve the package's file`);
    const out = path.join(FONT_FACES_DIR, target);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, Buffer.from(await compress(font)));
    // The fonts' licence (SIL OFL 1.1) goes with every copy, modified or not.
    copyFileSync(path.join(fontsource, pkg, 'LICENSE'), path.join(path.dirname(out), 'LICENSE'));
    console.log(`wrote ${target}: lookups ${lookups.join(', ')} no longer insert glyphs`);
  }
}

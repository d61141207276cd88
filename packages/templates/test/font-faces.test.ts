import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONTS, sampleResume, type FontId } from '@resumey/resume';
import { CJK_FONTS, FONT_FACES_DIR, fontFaceSheets } from '../../../scripts/font-faces';
import { hasCjkText, scriptFontSheets, SCRIPT_FONT_SHEET_FILES } from '../src/script-fonts';

/**
 * The fallback fonts per script (issue #35): the generated @font-face sheets and the stacks that name their
 * families. What the browser and the PDF then do with them is tested where it happens (the server's PDF tests, e2e).
 */

const src = (file: string) => readFileSync(path.join(__dirname, '../src', file), 'utf8');

interface Face {
  family: string;
  weight: string;
  style: string;
  src: string;
  unicodeRange: string;
}

const facesIn = (css: string): Face[] =>
  [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => {
    const get = (prop: string) => body!.match(new RegExp(`${prop}:([^;]+)(;|$)`))?.[1] ?? '';
    return {
      family: get('font-family').replace(/'/g, ''),
      weight: get('font-weight'),
      style: get('font-style'),
      src: get('src'),
      unicodeRange: get('unicode-range'),
    };
  });

/** The families of a `--fallback-*` variable in fonts-scripts.css (on :root), var(--cjk-*) expanded. */
function fallbackFamilies(name: 'sans' | 'serif'): string[] {
  const css = src('fonts-scripts.css');
  const root = css.match(/:root \{([^}]*)\}/)![1]!;
  const cjk = root.match(new RegExp(`--cjk-${name}:([^;]+);`))![1]!;
  const list = css.match(new RegExp(`--fallback-${name}:([^;]+);`))![1]!.replace(`var(--cjk-${name})`, cjk);
  return list.split(',').map((f) => f.trim().replace(/'/g, ''));
}

describe('the generated @font-face sheets', () => {
  it('are what scripts/font-faces.ts writes from the installed packages (run it again after an upgrade)', () => {
    for (const [file, css] of Object.entries(fontFaceSheets()))
      expect(readFileSync(path.join(FONT_FACES_DIR, file), 'utf8'), file).toBe(css);
  });

  const sheets = fontFaceSheets();
  const all = Object.values(sheets).flatMap(facesIn);

  it('give every face a unicode-range, so a script is fetched only for text in it, and a static WOFF2 file', () => {
    expect(all.length).toBeGreaterThan(1700);
    for (const f of all) {
      expect(f.unicodeRange, f.src).toMatch(/^U\+[0-9A-F]/i);
      // Static cuts only: Chromium prints a variable font as Type 3 glyphs in a PDF (print-fonts.css).
      const file =
        f.family === 'Amiri' ? /\.\/amiri\/amiri-arabic-[47]00-normal/ : /@fontsource\/[a-z0-9-]+\/files\/[^)]+/;
      expect(f.src, f.family).toMatch(new RegExp(`^url\\(${file.source}\\.woff2\\) format\\('woff2'\\)$`));
    }
  });

  it('never claim control characters (a tab or line break drawn as a symbol)', () => {
    for (const f of facesIn(sheets['script-faces.css']!))
      expect(f.unicodeRange, f.family).not.toMatch(/U\+00[01][0-9A-F]|U\+0000|U\+000[1-9A-F]-/);
  });

  it('have regular and bold faces of every family, CJK slices in pairs with the same range', () => {
    const families = new Set(all.map((f) => f.family));
    for (const family of families) {
      const weights = new Set(all.filter((f) => f.family === family).map((f) => f.weight));
      expect([...weights].sort(), family).toEqual(family === 'Noto Sans Symbols 2' ? ['400'] : ['400', '700']);
    }
    const cjk = facesIn(sheets['cjk-sans-faces.css']!);
    for (let i = 0; i < cjk.length; i += 2) {
      expect([cjk[i]!.weight, cjk[i + 1]!.weight]).toEqual(['400', '700']);
      expect(cjk[i + 1]!.unicodeRange).toBe(cjk[i]!.unicodeRange);
    }
  });

  it('have faces for exactly the families the fallback stacks name (and the stacks for the sheets)', () => {
    const named = new Set([...fallbackFamilies('sans'), ...fallbackFamilies('serif')]);
    const defined = new Set(all.map((f) => f.family));
    for (const family of defined) expect(named, family).toContain(family);
    for (const family of named)
      if (!/^(system-ui|sans-serif|serif|Times New Roman)$/.test(family)) expect(defined, family).toContain(family);
    expect(new Set(facesIn(sheets['cjk-sans-faces.css']!).map((f) => f.family))).toEqual(
      new Set(['Noto Sans JP', 'Noto Sans SC', 'Noto Sans TC', 'Noto Sans KR']),
    );
    expect(CJK_FONTS.serif.map((p) => p.replace('noto-serif-', ''))).toEqual(['jp', 'sc', 'tc', 'kr']);
  });
});

describe('the font stacks', () => {
  const stack = (id: FontId) => FONTS.find((f) => f.id === id)!.stack;

  it("send every letter the Latin face lacks to the bundled fallbacks before the device's fonts", () => {
    for (const id of ['inter', 'roboto', 'source-sans', 'system'] as const)
      expect(stack(id), id).toMatch(/, var\(--fallback-sans\)$/);
    expect(stack('georgia')).toBe('Georgia, Gelasio, var(--fallback-serif)');
    // The device's own fonts come last, after every bundled face.
    for (const name of ['sans', 'serif'] as const) {
      const families = fallbackFamilies(name);
      expect(families.at(-1), name).toMatch(/^(sans-serif|serif)$/);
      expect(families.indexOf('Noto Sans Symbols 2'), name).toBe(families.length - 3);
    }
  });

  it('match each script to the style of the choice: serif faces for Georgia, sans faces for the others', () => {
    expect(fallbackFamilies('sans')).toEqual(
      expect.arrayContaining(['Noto Sans Hebrew', 'Noto Sans Thai', 'Noto Sans JP']),
    );
    expect(fallbackFamilies('serif')).toEqual(
      expect.arrayContaining(['Noto Serif', 'Noto Serif Hebrew', 'Noto Serif Thai', 'Noto Serif JP']),
    );
    expect(fallbackFamilies('sans').some((f) => f.startsWith('Noto Serif'))).toBe(false);
    expect(fallbackFamilies('serif').some((f) => /^Noto Sans (?!Symbols)/.test(f))).toBe(false);
  });

  it('put the language of the page first among the CJK faces', () => {
    const css = src('fonts-scripts.css');
    const first = (selector: string) =>
      css.match(new RegExp(`${selector.replace(/[()]/g, '\\$&')}[^{]*\\{\\s*--cjk-sans: '([^']+)'`))?.[1];
    expect(first(':root')).toBe('Noto Sans JP');
    expect(first(':lang(zh)')).toBe('Noto Sans SC');
    expect(first(':lang(zh-MO)')).toBe('Noto Sans TC');
    expect(first(':lang(ko)')).toBe('Noto Sans KR');
  });
});

describe('the CJK sheets a resume needs', () => {
  const withText = (text: string, fontFamily: FontId = 'inter') => {
    const r = sampleResume();
    r.meta = { ...r.meta, fontFamily };
    r.experience[0]!.bullets = [...r.experience[0]!.bullets, text];
    return r;
  };

  it('are none for a resume in Latin, Greek, Cyrillic, Arabic, Hebrew, Thai or Devanagari', () => {
    for (const text of ['Ünïcødé – “quoted” • ©', 'Μαρία', 'Анна', 'ليلى', 'נועה', 'สมชาย', 'अनन्या', '→ ✓ ★'])
      expect(scriptFontSheets(withText(text)), text).toEqual([]);
  });

  it('are the style of the font choice for kana, kanji, hanzi, hangul and full-width forms', () => {
    for (const text of ['ひらがな', 'カタカナ', '漢字', '汉字', '한국어', '１２３', '（株）', '〒150'])
      expect(scriptFontSheets(withText(text)), text).toEqual(['cjk-sans']);
    expect(scriptFontSheets(withText('東京', 'georgia'))).toEqual(['cjk-serif']);
    expect(scriptFontSheets(withText('東京', 'system'))).toEqual(['cjk-sans']);
  });

  it('look at every text of the resume, not the photo', () => {
    const r = sampleResume();
    r.profile.fullName = '王小明';
    expect(hasCjkText(r)).toBe(true);
    const s = sampleResume();
    s.skills.languages = ['日本語'];
    expect(hasCjkText(s)).toBe(true);
    const p = sampleResume();
    p.profile.profileImage = `data:image/png;base64,${'A'.repeat(100)}`;
    expect(hasCjkText(p)).toBe(false);
  });

  it('are files of this package', () => {
    for (const file of Object.values(SCRIPT_FONT_SHEET_FILES))
      expect(facesIn(src(file)).length, file).toBeGreaterThan(800);
  });
});

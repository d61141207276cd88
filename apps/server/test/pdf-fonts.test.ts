import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '@resumey/pdf-text';
import { sampleResume, type Resume } from '@resumey/resume';
import { buildPrintView, pdfFonts, pdfText, type PdfFont } from '@resumey/test-support/pdf-support';
import { scriptResume, scriptStrings, type ScriptLanguage } from '@resumey/test-support/script-resumes';
import { createLogger } from '../src/log';
import { PYMUPDF } from './pymupdf-check';
import { readWithPython, type PythonReader } from './python-reader';
import { rendererFonts } from '../src/pdf/font-environment';
import { createPdfService, type PdfService } from '../src/pdf/service';
import { RENDERER_PATH } from './helpers/renderer';
import { testDbKind } from './helpers/server';

/**
 * Issue #35: PDFs print every script with the fonts the templates bundle, embedded as TrueType (CID) fonts, and
 * nothing of the machine's fonts: the server's Chromium runs with a fontconfig of its own (pdf/font-environment.ts),
 * so what these tests print is what a server without any font prints. This machine has Noto fonts for every script
 * installed (CI installs fonts-noto-core and fonts-noto-cjk): a PDF that used them would show their names.
 */

/** The fonts of the templates and the print view, and the renderer's own last resort. */
const BUNDLED = /^(Inter|Roboto|SourceSans3|Gelasio|JetBrainsMono|Amiri|NotoSans|NotoSerif|ResumeyPage(Mark|End))/;
const LAST_RESORT = /^ResumeyLastResort/;

/**
 * Text as a reader gives it, for comparing: NFC (or NFKC, where a reader may give a character's compatibility
 * pieces, as Thai 'ำ' drawn as 'ํา'), no white space, no bidi controls or joiners, lower case.
 */
const fold = (s: string, form: 'NFC' | 'NFKC' = 'NFC') =>
  s
    .normalize(form)
    .replace(/[\s\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .toLowerCase();

/** Characters a reader must never give: U+FFFD, private use, and Arabic presentation forms (isolated glyphs). */
const BAD = /[\ufffd\ue000-\uf8ff\ufb50-\ufdff\ufe70-\ufeff]/u;

const pdfJsText = async (pdf: Uint8Array) =>
  (await readPdfText(pdf)).flatMap((page) => page.items.map((item) => item.text)).join(' ');

/** The input's characters a reading lacks (every character of every string, once). */
const missingChars = (language: ScriptLanguage, text: string, form: 'NFC' | 'NFKC' = 'NFC') => {
  const read = new Set(fold(text, form));
  return [...new Set(scriptStrings(language).flatMap((s) => [...fold(s, form)]))].filter((c) => !read.has(c)).join('');
};

/**
 * The characters a PDF draws with a font's .notdef glyph (glyph 0, a box): a glyph missing from every font that
 * could draw it. PyMuPDF gives each character's glyph; text extraction alone cannot tell (the PDF still maps the box
 * to the character it stands for).
 */
const NOTDEF: PythonReader = {
  name: 'PyMuPDF',
  apt: 'python3-fitz',
  imports: 'import fitz',
  textOf:
    "''.join(chr(c[0]) for p in fitz.open(f) for s in p.get_texttrace() for c in s['chars'] if c[1] == 0 and c[0] > 0)",
};
const notdefs = async (pdf: Uint8Array) => (await readWithPython(NOTDEF, [pdf]))[0]!;

const fontProblems = (fonts: PdfFont[]) => [
  ...fonts.filter((f) => f.type.includes('Type 3')).map((f) => `${f.name} is Type 3`),
  ...fonts.filter((f) => !f.embedded).map((f) => `${f.name} is not embedded`),
  ...fonts.filter((f) => !BUNDLED.test(f.name)).map((f) => `${f.name} is not a bundled font`),
  ...fonts.filter((f) => LAST_RESORT.test(f.name)).map(() => 'a glyph is missing (printed in the last resort)'),
];

describe.skipIf(testDbKind === 'postgres')('PDF fonts for every script, none of the machine (issue #35)', () => {
  let service: PdfService;
  beforeAll(async () => {
    service = createPdfService({
      chromiumPath: RENDERER_PATH,
      webDist: await buildPrintView(),
      log: createLogger('silent'),
      warmUp: false,
    });
  }, 180_000);
  afterAll(() => service?.close());

  const print = async (resume: Resume) => (await service.render(resume)).pdf;

  it("gives Chromium a fontconfig in which the machine's fonts do not exist: fc-list there lists only its own", () => {
    const { configFile, lastResortFamily } = rendererFonts();
    const fcList = (env: Record<string, string>) =>
      execFileSync('fc-list', [':', 'family'], { env: { PATH: process.env.PATH!, ...env }, encoding: 'utf8' }).trim();
    expect(fcList({ FONTCONFIG_FILE: configFile }).split('\n')).toEqual([lastResortFamily]);
    // The machine has fonts (the ones the PDFs below would show if Chromium saw them).
    expect(fcList({}).split('\n').length).toBeGreaterThan(10);
  });

  it.each(['ja', 'ar'] as const)(
    'prints a %s resume with every glyph, in embedded TrueType fonts, and reads back every character',
    async (language) => {
      const pdf = await print(scriptResume(language));
      const fonts = await pdfFonts(pdf);
      expect(fontProblems(fonts)).toEqual([]);
      expect(fonts.every((f) => f.type === 'CID TrueType')).toBe(true);
      expect(await notdefs(pdf)).toBe('');
      const script = language === 'ja' ? /^NotoSansJP/ : /^Amiri/;
      expect(fonts.map((f) => f.name)).toEqual(expect.arrayContaining([expect.stringMatching(script)]));

      const poppler = await pdfText(pdf);
      const pdfjs = await pdfJsText(pdf);
      for (const [reader, text] of [
        ['pdftotext', poppler],
        ['pdf.js', pdfjs],
      ] as const) {
        expect(missingChars(language, text), reader).toBe('');
        expect(text.match(BAD), reader).toBeNull();
      }
      if (language === 'ja') {
        // Every name, heading and bullet whole, in order, in both readers.
        for (const [reader, text] of [
          ['pdftotext', poppler],
          ['pdf.js', pdfjs],
        ] as const) {
          expect(
            scriptStrings('ja').filter((s) => !fold(text).includes(fold(s))),
            reader,
          ).toEqual([]);
          expect(text, reader).not.toContain('\u0000');
        }
      } else {
        // Every Arabic word whole, its letters in logical order, as pdftotext reads it (it follows the text Chromium
        // gives each joined form) and as pdf.js does. Its vowel marks (harakat) are in the text, but pdftotext puts a mark before its
        // letter rather than after: the words are compared without them.
        const arabicWords = (text: string) =>
          new Set(
            text
              .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
              .split(/\s+/)
              .map((w) => w.replace(/[^\u0621-\u064a\u066e-\u06d3\u06fa-\u06ff]/g, ''))
              .filter(Boolean),
          );
        // pdf.js too, which reads a letter only from the glyph drawn for it (not from ActualText): every letter one
        // glyph, 'بخبرة' included (scripts/gsub-inserted-glyphs.ts). pdf.js ends a text item at a vowel mark
        // ('موق' 'ع' 'ً' 'ا'), which a reader joins by position (the ATS matrix does): words with marks are left
        // to poppler here.
        const withMark = /[\u064b-\u065f\u0670]/;
        for (const [reader, text] of [
          ['pdftotext', poppler],
          ['pdf.js', pdfjs],
        ] as const) {
          const read = arabicWords(text);
          const typed = scriptStrings('ar')
            .join(' ')
            .split(/\s+/)
            .filter((w) => reader === 'pdftotext' || !withMark.test(w));
          expect(
            [...arabicWords(typed.join(' '))].filter((w) => !read.has(w)),
            reader,
          ).toEqual([]);
          expect(text, reader).not.toContain('\u0000');
        }
      }
    },
    60_000,
  );

  const SCRIPT_FONTS: [ScriptLanguage, RegExp][] = [
    ['zh-Hans', /^NotoSans(SC|JP|TC)/],
    ['zh-Hant', /^NotoSans(TC|JP|SC)/],
    ['ko', /^NotoSansKR/],
    ['fa', /^Amiri/],
    ['he', /^NotoSansHebrew/],
    ['th', /^NotoSansThai/],
    ['hi', /^NotoSansDevanagari/],
    ['el', /^Inter/],
    ['ru', /^Inter/],
    ['vi', /^Inter/],
  ];

  it('prints Chinese, Korean, Persian, Hebrew, Thai, Hindi, Greek, Russian and Vietnamese with every glyph', async () => {
    const problems: string[] = [];
    for (const [language, script] of SCRIPT_FONTS) {
      const pdf = await print(scriptResume(language));
      const fonts = await pdfFonts(pdf);
      problems.push(...fontProblems(fonts).map((p) => `${language}: ${p}`));
      if (!fonts.some((f) => script.test(f.name))) problems.push(`${language}: no ${script} font`);
      const text = await pdfText(pdf);
      const missing = missingChars(language, text);
      if (missing) problems.push(`${language}: pdftotext lacks ${missing}`);
      if (BAD.test(text)) problems.push(`${language}: pdftotext reads ${text.match(BAD)![0]}`);
      const boxes = await notdefs(pdf);
      if (boxes) problems.push(`${language}: no glyph for ${boxes}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('gives readers that ignore ActualText (pdf.js, PyMuPDF) every character of each script, none as U+0000 or U+FFFD', async () => {
    // Chromium names a cluster that is not one glyph per character (a Thai tone mark moved aside, a Devanagari
    // vowel sign drawn before its consonant, a conjunct) only in ActualText; the server maps those glyphs in the
    // fonts' ToUnicode (pdf/glyph-text.ts).
    // Arabic too: Amiri draws some vowel marks (a vowel with a shadda, Persian's hamza above a final heh, as in
    // Intl's 'ژانویهٔ') with variants no character maps to. Each resume is in its own language (its headings and
    // months): a Hindi heading ('कार्य अनुभव') draws the reph with the glyph that also draws the top of 'ई'.
    const languages = [...SCRIPT_FONTS.map(([language]) => language), 'ar' as const];
    const inItsLanguage = (language: ScriptLanguage) => {
      const resume = scriptResume(language);
      resume.meta = { ...resume.meta, language };
      return resume;
    };
    const pdfs = await Promise.all(languages.map((l) => print(inItsLanguage(l))));
    const pymupdf = await readWithPython(PYMUPDF, pdfs);
    const problems: string[] = [];
    for (const [i, language] of languages.entries()) {
      for (const [reader, text] of [
        ['pdf.js', await pdfJsText(pdfs[i]!)],
        ['PyMuPDF', pymupdf[i]!],
      ] as const) {
        const unread = [...text].filter((c) => c === '\0' || c === '\ufffd');
        if (unread.length) problems.push(`${language} ${reader}: ${unread.length} × U+0000 or U+FFFD`);
        const missing = missingChars(language, text, 'NFKC');
        if (missing) problems.push(`${language} ${reader} lacks ${missing}`);
        // Thai and Hindi are read in the order typed (the server draws a Devanagari word again under codes that
        // read so: pdf/cluster-codes.ts); right-to-left lines come in the order they are drawn.
        if (language === 'th' || language === 'hi') {
          const broken = scriptStrings(language).filter((s) => !fold(text, 'NFKC').includes(fold(s, 'NFKC')));
          if (broken.length) problems.push(`${language} ${reader} does not read whole: ${broken.join(' | ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  const fontNames = async (pdf: Uint8Array) => (await pdfFonts(pdf)).map((f) => f.name);

  it("prints Georgia's other scripts in serif faces and System's in Roboto and the sans faces", async () => {
    const georgia = [
      ...(await fontNames(await print(scriptResume('ja', 'georgia')))),
      ...(await fontNames(await print(scriptResume('el', 'georgia')))),
    ];
    expect(georgia).toEqual(
      expect.arrayContaining([/^Gelasio-/, /^NotoSerifJP/, /^NotoSerif(Thin)?-/].map((r) => expect.stringMatching(r))),
    );
    expect(georgia.filter((n) => /^(NotoSans|Inter|Roboto)/.test(n))).toEqual([]);
    const pdf = await print(scriptResume('ja', 'system'));
    const system = await fontNames(pdf);
    expect(system).toEqual(expect.arrayContaining([/^Roboto-/, /^NotoSansJP/].map((r) => expect.stringMatching(r))));
    expect(system.filter((n) => !BUNDLED.test(n) || LAST_RESORT.test(n))).toEqual([]);
    expect(await notdefs(pdf)).toBe('');
  }, 60_000);

  it('prints a character only a font of the machine has as missing (a box), never in that font', async () => {
    // Ethiopic: fonts-noto-core has it (Noto Sans Ethiopic), no font the templates bundle does.
    const host = execFileSync('fc-list', [':charset=1230', 'family'], { encoding: 'utf8' }).trim();
    expect(host, 'the machine has a font for Ethiopic').not.toBe('');
    const resume = sampleResume();
    resume.summary = 'ሰላም ዓለም';
    const pdf = await print(resume);
    // Each of its six letters is a box (PyMuPDF cannot name a box's letter: U+FFFD).
    expect([...(await notdefs(pdf))]).toHaveLength([...'ሰላምዓለም'].length);
    expect((await pdfFonts(pdf)).filter((f) => !BUNDLED.test(f.name))).toEqual([]);
  }, 60_000);
});

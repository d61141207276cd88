import { describe, expect, it } from 'vitest';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CORPUS, corpusBytes } from '@resumey/test-support/import-corpus';
import { drawnLetters, withDrawnSpaces } from '../src/drawn-spaces';
import { fromPdf } from '../src/import';
import { readPdfText } from '../src/read';
import type { PdfTextItem } from '../src/types';

// A letter-spaced run keeps its words only in the blank glyphs the page draws between them; pdf.js reads a space at
// every wide gap, between letters and words alike.

const item = (text: string): PdfTextItem => ({
  text,
  x: 68,
  y: 82,
  width: 175,
  height: 11,
  fontSize: 11,
  font: 'NotoSans-Regular',
  bold: false,
  hasEOL: false,
});

/** An operator list as pdf.js gives it: showText's glyphs (their text) with TJ's numbers between them. */
const operators = (...runs: string[]) => ({
  fnArray: runs.flatMap(() => [OPS.beginText, OPS.showText]),
  argsArray: runs.flatMap((run) => [null, [[...run].flatMap((unicode) => [{ unicode, width: 500 }, -132])]]),
});

describe('words of a letter-spaced run, from the glyphs drawn', () => {
  it('are parted where a blank glyph was drawn between two letters', () => {
    const drawn = drawnLetters(operators('Davide ', 'SVILUPPATORE FULL STACK'), OPS.showText);
    const [read] = withDrawnSpaces([item('S V I L U P P A T O R E F U L L S T A C K')], drawn);
    expect(read!.text).toBe('SVILUPPATORE FULL STACK');
  });

  it('are found with capitals kerned together, as pdf.js reads them', () => {
    const drawn = drawnLetters(operators('SENIOR DATA ANALYST'), OPS.showText);
    expect(withDrawnSpaces([item('S E N I O R D ATA A N A L Y S T')], drawn)[0]!.text).toBe('SENIOR DATA ANALYST');
  });

  it('leave a run of one word letter-spaced, and text that is not letter-spaced alone', () => {
    const drawn = drawnLetters(operators('MARKETING', ' ', 'COORDINATOR', 'I am a go to person'), OPS.showText);
    const items = [item('M A R K E T I N G'), item(' '), item('C O O R D I N A T O R'), item('I am a go to person')];
    expect(withDrawnSpaces(items, drawn).map((i) => i.text)).toEqual(items.map((i) => i.text));
  });

  it('leave an item whose letters the page draws with a blank where pdf.js reads none', () => {
    // (Not the run pdf.js read: it read 'ATA' without a gap, so those letters are drawn somewhere else.)
    const drawn = drawnLetters(operators('SENIOR DA TA ANALYST'), OPS.showText);
    const [read] = withDrawnSpaces([item('S E N I O R D ATA A N A L Y S T')], drawn);
    expect(read!.text).toBe('S E N I O R D ATA A N A L Y S T');
  });
});

describe('a letter-spaced headline, imported', () => {
  it.each([
    ['it-word-cv-moderno.pdf', 'SVILUPPATORE FULL STACK', "Word's expanded spacing, through LibreOffice"],
    ['fr-word-moderne.pdf', 'CONTRÔLEUSE DE GESTION', "Word's expanded spacing, an accented capital"],
    ['es-html-cvapp.pdf', 'ADMINISTRATIVA CONTABLE', "a builder's CSS letter-spacing, each glyph placed alone"],
    ['en-html-resumeio.pdf', 'SENIOR DATA ANALYST', "'D ATA': capitals kerned together"],
    ['rewrapped/en-word-bold-template.pdf', 'EXECUTIVE ASSISTANT', 'rewrapped in another layout'],
  ])(
    'in %s reads %s (%s)',
    async (name, headline) => {
      const result = await fromPdf(corpusBytes(CORPUS.find((c) => c.file === name)!));
      if (!result.ok) throw new Error(result.error);
      expect(result.resume.profile.headline).toBe(headline);
    },
    30_000,
  );

  it('is read as pdf.js alone reads it unless asked (what an ATS built on pdf.js sees)', async () => {
    const bytes = corpusBytes(CORPUS.find((c) => c.file === 'it-word-cv-moderno.pdf')!);
    const texts = async (drawnSpaces: boolean) =>
      (await readPdfText(bytes, { maxPages: 1, drawnSpaces }))[0]!.items.map((i) => i.text);
    expect(await texts(false)).toContain('S V I L U P P A T O R E F U L L S T A C K');
    expect(await texts(true)).toContain('SVILUPPATORE FULL STACK');
  }, 30_000);
});

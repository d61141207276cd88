import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';
import { learnGlyphText, scanContent, type ActualTextSpan } from './actual-text';
import { parseToUnicode, writeToUnicode, type GlyphTextMap } from './to-unicode';

/**
 * Scripts whose shaping draws clusters that are not one glyph per character in a way Chromium leaves to ActualText
 * (see actual-text.ts): the Indic scripts, Sinhala, Thai, Lao, Tibetan, Myanmar and Khmer. Other resumes skip the
 * extra pass, which parses and saves the whole PDF.
 */
const CLUSTER_SCRIPTS = new RegExp(
  `[${['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Khmer'].map((s) => `\\p{Script=${s}}`).join('')}]`,
  'u',
);

/**
 * Arabic-script vowel and other marks: Amiri draws some of them, in some contexts, with a variant no character maps
 * to (a fatha over a shadda, a hamza above a final heh), which Chromium leaves to ActualText as well.
 */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/u;

/**
 * Whether a resume's (or letter's) text needs the pass: any character of those scripts, an Arabic-script mark, or a
 * Persian resume (its months from Intl, 'ژانویهٔ' and 'فوریهٔ', end in a hamza above).
 */
export const needsGlyphText = (...texts: unknown[]) =>
  texts.some((t) => {
    const json = JSON.stringify(t);
    return CLUSTER_SCRIPTS.test(json) || ARABIC_MARKS.test(json) || /"language":"fa\b/.test(json);
  });

const name = (n: string) => PDFName.of(n);

interface FontEntry {
  dict: PDFDict;
  /** Its ToUnicode CMap's text and mappings (undefined: the font has none, or it is not a two-byte font). */
  cmap?: GlyphTextMap;
}

/**
 * The PDF with a ToUnicode mapping added for each glyph whose text only an ActualText span gave, so readers that
 * ignore ActualText read 'वरिष्ठ' and 'ปี', not 'व\u0000रष्ठ' and 'ป\u0000'. Undefined when nothing was learnt (the
 * PDF is then used as it is).
 */
export async function withGlyphText(pdf: Uint8Array): Promise<Uint8Array | undefined> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context } = doc;
  const fonts = new Map<string, FontEntry>();
  const spans: ActualTextSpan[] = [];
  const seen = new Set<PDFObject>();
  const rawStream = (object: PDFObject | undefined) => {
    const found = object && context.lookup(object);
    return found instanceof PDFRawStream ? found : undefined;
  };

  const fontId = (resources: PDFDict | undefined, resourceName: string): string | undefined => {
    const fontDict = resources?.lookupMaybe(name('Font'), PDFDict);
    const ref = fontDict?.get(name(resourceName));
    const dict = ref && context.lookupMaybe(ref, PDFDict);
    if (!dict) return undefined;
    const id = ref instanceof PDFRef ? ref.toString() : `${resourceName}@${fonts.size}`;
    if (!fonts.has(id)) fonts.set(id, { dict, cmap: readCmap(dict) });
    return id;
  };

  const readCmap = (dict: PDFDict): FontEntry['cmap'] => {
    const stream = rawStream(dict.get(name('ToUnicode')));
    const twoByte = dict.get(name('Subtype'))?.toString() === '/Type0';
    if (!stream || !twoByte) return undefined;
    return parseToUnicode(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
  };

  const visit = (contents: PDFObject | undefined, resources: PDFDict | undefined) => {
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const entry of streams) {
      const stream = rawStream(entry);
      if (!stream || seen.has(stream)) continue;
      seen.add(stream);
      const scan = scanContent(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
      for (const span of scan.spans) {
        const glyphs = span.glyphs.flatMap((g) => {
          const font = fontId(resources, g.font);
          return font ? [{ font, code: g.code }] : [];
        });
        spans.push({ text: span.text, glyphs });
      }
      const xobjects = resources?.lookupMaybe(name('XObject'), PDFDict);
      for (const xobject of scan.xobjects) {
        const form = rawStream(xobjects?.get(name(xobject)));
        if (form?.dict.get(name('Subtype'))?.toString() !== '/Form') continue;
        visit(form, form.dict.lookupMaybe(name('Resources'), PDFDict) ?? resources);
      }
    }
  };

  for (const page of doc.getPages()) visit(page.node.Contents(), page.node.Resources());

  const learnt = learnGlyphText(spans, (font, code) => {
    const entry = fonts.get(font);
    // A font without a ToUnicode map is not one this can mend: its glyphs count as known, so nothing is learnt.
    if (!entry?.cmap) return '';
    const text = entry.cmap.get(code);
    // Skia maps a glyph it could not name to U+0000.
    return text && [...text].some((c) => c !== '\0' && c !== '\ufffd') ? text : undefined;
  });
  if (learnt.size === 0) return undefined;
  for (const [font, added] of learnt) {
    const entry = fonts.get(font)!;
    const cmap = writeToUnicode(new Map([...entry.cmap!, ...added]));
    entry.dict.set(name('ToUnicode'), context.register(context.flateStream(cmap)));
  }
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}

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
import { learnGlyphText, scanContent, type ActualTextSpan, type DrawnGlyph } from './actual-text';
import { planClusterCodes, REORDERING_SCRIPTS, rewriteContent, type LocatedGlyph } from './cluster-codes';
import { addCodes, canCompose, firstFreeCode, glyphWidths } from './cid-fonts';
import { parseToUnicode, writeToUnicode, type GlyphTextMap } from './to-unicode';

/**
 * Arabic-script vowel and other marks: Amiri draws some of them, in some contexts, with a variant no character maps
 * to (a fatha over a shadda, a hamza above a final heh), which Chromium leaves to ActualText as well.
 */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/u;

/**
 * Whether a resume's (or letter's) text needs the pass, which parses and saves the whole PDF: any character of a
 * script whose shaping draws clusters that are not one glyph per character (the Indic scripts, Sinhala, Thai, Lao,
 * Tibetan, Myanmar and Khmer), an Arabic-script mark, or a Persian resume (its months from Intl, 'ژانویهٔ' and
 * 'فوریهٔ', end in a hamza above).
 */
export const needsGlyphText = (...texts: unknown[]) =>
  texts.some((t) => {
    const json = JSON.stringify(t);
    return REORDERING_SCRIPTS.test(json) || ARABIC_MARKS.test(json) || /"language":"fa\b/.test(json);
  });

const name = (n: string) => PDFName.of(n);

interface FontEntry {
  dict: PDFDict;
  /** Its ToUnicode CMap's text and mappings (undefined: the font has none, or it is not a two-byte font). */
  cmap?: GlyphTextMap;
  /** Its widths by code, once asked for. */
  widths?: (code: number) => number;
}

/**
 * The PDF with a ToUnicode mapping added for each glyph whose text only an ActualText span gave, so readers that
 * ignore ActualText read 'वरिष्ठ' and 'ปี', not 'व\u0000रष्ठ' and 'ป\u0000', and the clusters drawn out of typed order
 * drawn under codes that read in typed order (cluster-codes.ts). Undefined when nothing changed (the PDF is then used
 * as it is).
 */
export async function withGlyphText(pdf: Uint8Array): Promise<Uint8Array | undefined> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context } = doc;
  const fonts = new Map<string, FontEntry>();
  const spans: ActualTextSpan[] = [];
  const placed: LocatedGlyph[] = [];
  const streams: Array<{ ref: PDFRef; stream: PDFRawStream; content: string }> = [];
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
    const list = contents && context.lookup(contents);
    const entries = list instanceof PDFArray ? list.asArray() : contents ? [contents] : [];
    for (const entry of entries) {
      const stream = rawStream(entry);
      if (!stream || seen.has(stream)) continue;
      seen.add(stream);
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      const scan = scanContent(content);
      const withId = <G extends DrawnGlyph>(g: G) => {
        const font = fontId(resources, g.font);
        return font ? [{ ...g, font }] : [];
      };
      for (const span of scan.spans) spans.push({ text: span.text, glyphs: span.glyphs.flatMap(withId) });
      // Only a stream by reference can be written again.
      if (entry instanceof PDFRef) {
        streams.push({ ref: entry, stream, content });
        placed.push(...scan.glyphs.flatMap(withId).map((g) => ({ ...g, stream: streams.length - 1 })));
      }
      const xobjects = resources?.lookupMaybe(name('XObject'), PDFDict);
      for (const xobject of scan.xobjects) {
        const ref = xobjects?.get(name(xobject));
        const form = rawStream(ref);
        if (form?.dict.get(name('Subtype'))?.toString() !== '/Form') continue;
        visit(ref, form.dict.lookupMaybe(name('Resources'), PDFDict) ?? resources);
      }
    }
  };

  // Contents by reference, not looked up: a stream drawn again is assigned anew under its reference.
  for (const page of doc.getPages()) visit(page.node.get(name('Contents')), page.node.Resources());

  /** A glyph's text as its font maps it, '' when the font cannot be mended, undefined when it maps to nothing. */
  const mapped = (font: string, code: number) => {
    const entry = fonts.get(font);
    if (!entry?.cmap) return '';
    const text = entry.cmap.get(code);
    // Skia maps a glyph it could not name to U+0000.
    return text && [...text].some((c) => c !== '\0' && c !== '\ufffd') ? text : undefined;
  };
  const learnt = learnGlyphText(spans, mapped);
  const textOf = (g: DrawnGlyph) => mapped(g.font, g.code) ?? learnt.get(g.font)?.get(g.code);
  const clusters = planClusterCodes(
    placed,
    textOf,
    (font, code) => {
      const entry = fonts.get(font)!;
      entry.widths ??= glyphWidths(context, entry.dict);
      return entry.widths(code);
    },
    (font) => (fonts.get(font)?.cmap ? firstFreeCode(context, fonts.get(font)!.dict) : undefined),
    (font) => canCompose(context, fonts.get(font)!.dict),
  );
  if (learnt.size === 0 && clusters.added.size === 0) return undefined;

  for (const [font, entry] of fonts) {
    const added = clusters.added.get(font);
    if (!learnt.has(font) && !added) continue;
    if (added) addCodes(context, entry.dict, added);
    const texts = [...(added ?? [])].map(([code, { text }]) => [code, text] as const);
    const cmap = writeToUnicode(new Map([...entry.cmap!, ...(learnt.get(font) ?? []), ...texts]));
    entry.dict.set(name('ToUnicode'), context.register(context.flateStream(cmap)));
  }
  for (const [index, strings] of clusters.rewrites) {
    const { ref, stream, content } = streams[index]!;
    const rewritten = context.flateStream(Buffer.from(rewriteContent(content, strings), 'latin1'));
    for (const [key, value] of stream.dict.entries()) {
      if (!['Length', 'Filter', 'DecodeParms'].includes(key.asString())) rewritten.dict.set(key, value);
    }
    context.assign(ref, rewritten);
  }
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}

import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFString, type PDFDict } from 'pdf-lib';
import { rewriteInfoInPlace, withResumeyMetadata } from '../src/pdf/metadata';
import { pdfInfo, pdfText } from '@resumey/test-support/pdf-support';

// Issue #23: the PDF names Resumey, not the renderer; the in-place rewrite must keep the file valid (every
// cross-reference offset unchanged) and fall back to a full re-save for anything it does not recognise.

/** A one-page PDF with a classic xref table and an Info dictionary as Chromium writes it. */
async function chromeLikePdf(title: string, extraInfo?: (doc: PDFDocument) => void) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([595, 842]);
  page.drawText('Hello ATS', { x: 50, y: 780, size: 14 });
  doc.setTitle(title);
  doc.setCreator('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0');
  doc.setProducer('Skia/PDF m156');
  extraInfo?.(doc);
  return doc.save({ useObjectStreams: false });
}

describe('PDF metadata', () => {
  it('rewrites Creator and Producer in place, keeping the title, the size and every offset', async () => {
    const original = await chromeLikePdf('Zoë (Ng) Résumé');
    const rewritten = rewriteInfoInPlace(Buffer.from(original));
    expect(rewritten).toBeDefined();
    expect(rewritten!.length).toBe(original.length);
    const info = await pdfInfo(rewritten!);
    expect(info).toMatchObject({ creator: 'Resumey', title: 'Zoë (Ng) Résumé' });
    expect(info.producer).toMatch(/^Resumey \d+\.\d+\.\d+$/);
    expect(rewritten!.toString('latin1')).not.toMatch(/HeadlessChrome|Skia/);
    // Only bytes of the Info object changed, so no object moved and every xref offset still points at its object.
    const changed = [...rewritten!.keys()].filter((i) => rewritten![i] !== original[i]);
    const text = rewritten!.toString('latin1');
    const infoRef = /\/Info (\d+) 0 R/.exec(text.slice(text.lastIndexOf('trailer')))![1];
    const infoStart = text.indexOf(`\n${infoRef} 0 obj`);
    expect(changed[0]).toBeGreaterThan(infoStart);
    expect(changed.at(-1)).toBeLessThan(text.indexOf('endobj', infoStart));
    expect(await pdfText(rewritten!)).toContain('Hello ATS');
  });

  it('falls back to a full re-save when the Info dictionary holds more than strings', async () => {
    const original = await chromeLikePdf('Plain', (doc) => {
      // pdf-lib has no setter for a name-valued entry: its Info dictionary is reached directly.
      const info = (doc as unknown as { getInfoDict(): PDFDict }).getInfoDict();
      info.set(PDFName.of('Trapped'), PDFName.of('False'));
      info.set(PDFName.of('Note'), PDFString.of('kept'));
    });
    expect(rewriteInfoInPlace(Buffer.from(original))).toBeUndefined();
    const info = await pdfInfo(await withResumeyMetadata(original));
    expect(info.creator).toBe('Resumey');
    expect(info.producer).toMatch(/^Resumey /);
    expect(info.title).toBe('Plain');
  });
});

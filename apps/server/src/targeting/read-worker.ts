// The PDF read-back's thread: pdf.js parses a resume's PDF in 0.1-0.5 s of CPU, which must not hold up the
// server's event loop (every other request waits on it). One message in, one out; see pdf-reader.ts.
import { parentPort } from 'node:worker_threads';
import { readPdfLines } from '@resumey/pdf-text';

async function read({ id, bytes }: { id: number; bytes: Uint8Array }) {
  try {
    const lines = await readPdfLines(bytes, { maxPages: 10, links: false });
    // Only what the ATS parser reads: the items' details stay here.
    const slim = lines.map(({ page, text, parts, x, y, fontSize, bold }) => ({
      page,
      text,
      parts,
      x,
      y,
      fontSize,
      bold,
    }));
    parentPort!.postMessage({ id, lines: slim });
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
}

parentPort?.on('message', (message: { id: number; bytes: Uint8Array }) => void read(message));

// How full a printed resume is: its page count, and how far down its last page the text reaches (issue #20).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PT_PER_MM = 72 / 25.4;

export interface PageFill {
  pages: number;
  /** Share of the last page's content area (the page less its top and bottom margins) that the text reaches down to. */
  lastPageFill: number;
  /** The last page's text, to say what is on it when it is nearly empty. */
  lastPageText: string;
}

/**
 * Reads the last page's words with their boxes (pdftotext -bbox) and takes the lowest one's bottom edge, measured
 * from the top margin, over the content height. Text, not the sheet, because a sidebar's coloured band always
 * reaches the page's foot.
 */
export async function pageFill(pdf: Uint8Array, margins: { top: number; bottom: number }): Promise<PageFill> {
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-fill-'));
  const file = path.join(dir, 'r.pdf');
  writeFileSync(file, pdf);
  try {
    const html = (await run('pdftotext', ['-bbox', file, '-'], { maxBuffer: 16 << 20 })).stdout;
    const pageMatches = [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)];
    const last = pageMatches.at(-1);
    if (!last) return { pages: 0, lastPageFill: 0, lastPageText: '' };
    const height = Number(last[2]);
    const words = [
      ...last[3]!.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g),
    ];
    const lowest = Math.max(0, ...words.map((w) => Number(w[1])));
    const top = margins.top * PT_PER_MM;
    const content = height - top - margins.bottom * PT_PER_MM;
    return {
      pages: pageMatches.length,
      lastPageFill: Math.max(0, Math.min(1, (lowest - top) / content)),
      lastPageText: words.map((w) => w[2]).join(' '),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

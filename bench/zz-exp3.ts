import { readFileSync } from 'node:fs';
import { readPdfText } from '@resumey/pdf-text';
const pdf = new Uint8Array(readFileSync(process.argv[2]!));
const pages = await readPdfText(pdf);
for (const [i, p] of pages.entries()) {
  const items = (p as any).items ?? p;
  for (const it of items) {
    const odd = [...it.text].filter((c: string) => /[\p{Cc}\p{Co}\uFFFD]/u.test(c));
    if (odd.length) console.log(i, JSON.stringify(odd.map((c: string) => c.codePointAt(0)!.toString(16))), it.font, it.x, it.y, it.width);
  }
}

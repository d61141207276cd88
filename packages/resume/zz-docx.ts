import { readFileSync } from 'node:fs';
import { readDocxLines } from './src/docx-import/read-xml';
const lines = readDocxLines(new Uint8Array(readFileSync(process.argv[2]!)));
for (const l of lines.slice(0, Number(process.argv[3] ?? 80)))
  console.log(l.id, `p${l.box.page}`, l.box.x.toFixed(0), l.box.y.toFixed(0), l.size, l.bold ? 'B' : ' ', l.italic ? 'I' : ' ', l.bullet ? '•' : ' ', JSON.stringify(l.parts.map((p) => p.text)));

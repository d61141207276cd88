import { readFileSync } from 'node:fs';
import { readDocxLines } from './src/docx-import/read-xml';
import { splitSections } from './src/import-reader/sections';
const s = splitSections(readDocxLines(new Uint8Array(readFileSync(process.argv[2]!))));
console.log('header', s.header.map((l) => l.text));
for (const sec of s.sections) console.log(sec.kind, JSON.stringify(sec.heading?.text), sec.lines.map((l) => l.text.slice(0, 30)));

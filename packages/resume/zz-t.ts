import { readFileSync } from 'node:fs';
import { readDocxLines } from './src/docx-import/read-xml';
import { readResume } from './src/import-reader/read';
const r = readResume(readDocxLines(new Uint8Array(readFileSync(process.argv[2]!))));
console.log(JSON.stringify(r.resume.skills), JSON.stringify(r.resume.skillGroups), JSON.stringify(r.resume.languages));
console.log(JSON.stringify(r.resume.custom).slice(0, 600), r.unused);
console.log(JSON.stringify(r.resume.summary).slice(0, 300));

import { readFileSync } from 'node:fs';
import { readDocxLines } from './src/docx-import/read-xml';
import { readResume } from './src/import-reader/read';
import { readDocxBlocks } from './src/docx-import/read-docx';
import { docSections } from './src/docx-import/sections';
import { buildResume } from './src/docx-import/build';
const bytes = new Uint8Array(readFileSync(process.argv[2]!));
const lines = readDocxLines(bytes);
console.log('styledHeading1', lines.filter((l) => l.styledHeading === 1).map((l) => l.text));
const show = (r: any) => {
  console.log(' profile', r.profile.fullName, '|', r.profile.location, '|', r.profile.phone);
  for (const e of r.experience) console.log('  job', JSON.stringify([e.title, e.company, e.location, e.startDate, e.endDate]), e.highlights?.length);
  for (const e of r.education) console.log('  edu', JSON.stringify([e.school, e.degree, e.startDate, e.endDate]));
};
console.log('layout:'); show(readResume(lines).resume);
const { header, sections } = docSections(await readDocxBlocks(bytes));
console.log('structure:'); show(buildResume(header, sections));
function placed(value: unknown, key = ''): number {
  if (key === 'id' || key === 'meta' || key === 'custom' || key === 'kept') return 0;
  if (typeof value === 'string') return value.trim() ? 1 : 0;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + placed(v), 0);
  if (value && typeof value === 'object') return Object.entries(value).reduce((n, [k, v]) => n + placed(v, k), 0);
  return 0;
}
const a = readResume(lines).resume as any, b = buildResume(header, sections) as any;
console.log('placed layout', placed(a), 'structure', placed(b));
for (const k of Object.keys(a)) if (placed(a[k], k) !== placed(b[k], k)) console.log(' ', k, placed(a[k], k), placed(b[k], k), JSON.stringify(b[k]).slice(0, 300));
console.log('layout custom', JSON.stringify(a.custom).slice(0, 400), 'volunteer', JSON.stringify(a.volunteer).slice(0, 200));

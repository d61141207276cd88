import { headingKind } from './src/import-reader/headings';
for (const s of ['DELL TECHNOLOGIES', 'Technologies', 'NATIONAL INSTRUMENTS']) console.log(s, JSON.stringify(headingKind(s)));

import { headingKind } from './src/import-reader/headings';
for (const s of ['APTITUDES', 'Aptitudes', 'IDIOMAS', 'CONTACTO']) console.log(s, JSON.stringify(headingKind(s)));

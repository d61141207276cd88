import { pdfLines, readResume } from './src/import-reader';
import { measuredRows, type ItemRow as Row } from './test/pdf-page';
const P = 'TeXGyrePagella-Regular';
const rows: Row[] = [
    ['Matías Fuentealba Araya', 300.0, 80.0, 220.0, 24.8, P],
    ['Habilidades', 131.26, 587.03, 77.11, 14.3, P],
    ['Lenguajes', 73.77, 606.69, 48.52, 10.9, P],
    ['Ruby on Rails, Python (Django), TypeScript (React), SQL', 131.26, 606.69, 276.6, 10.9, P],
    ['Cloud y', 83.7, 623.97, 38.9, 10.9, P],
    ['DevOps', 82.81, 637.52, 39.49, 10.9, P],
    ['AWS (SQS, RDS, Lambda), Docker, Terraform', 131.26, 623.97, 250.0, 10.9, P],
    ['Bases de', 81.08, 654.79, 41.2, 10.9, P],
    ['PostgreSQL, Redis, Oracle', 131.26, 654.79, 125.74, 10.9, P],
    ['datos', 96.0, 668.3, 26.0, 10.9, P],
  ];
const lines = pdfLines(measuredRows(rows));
for (const l of lines) console.log(l.id, l.box.x.toFixed(0), l.box.y.toFixed(1), JSON.stringify(l.parts.map((p) => p.text)));

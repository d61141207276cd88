import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 89: moderncv's fancy style rewrapped in a narrow column (en-latex-moderncv-fancy), its bold title
// stretched by TeX to the column's edge, pdf.js parting each word.

const ROMAN = 'LMRoman10-Regular';
const BOLD = 'LMRoman10-Bold';
const ITALIC = 'LMRoman10-Italic';

describe('a title TeX stretched to the edge of a narrow column, its rest and the employer on the lines under it', () => {
  const rows: ItemRow[] = [
    ['Chloe Brennan', 197.7, 80, 150, 24.8, ROMAN],
    ['chloe.brennan@example.com', 197.7, 110, 120, 10, ROMAN],
    ['Experience', 197.7, 380, 60, 14.3, ROMAN],
    ['', 197.7, 419.1, 0, 10.9, BOLD],
    ['Clinical', 197.7, 419.1, 42.5, 10.9, BOLD],
    [' ', 240.2, 419.1, 17.7, 10.9, BOLD],
    ['Support', 258.3, 419.1, 45.4, 10.9, BOLD],
    [' ', 303.7, 419.1, 17.7, 10.9, BOLD],
    ['Worker', 321.8, 419.1, 41.4, 10.9, BOLD],
    ['(Band 2), Rotational Post', 196.2, 432.7, 140.9, 10.9, BOLD],
    [',', 337.2, 432.7, 3, 10.9, ROMAN],
    [' ', 340.2, 432.7, 3.7, 10.9, ROMAN],
    ['Mid', 343.8, 432.7, 18.8, 10.9, ITALIC],
    ['Yorkshire', 195.7, 446.3, 46.2, 10.9, ITALIC],
    [' ', 241.9, 446.3, 8.3, 10.9, ITALIC],
    ['Hospitals', 250.3, 446.3, 44.9, 10.9, ITALIC],
    [' ', 295.2, 446.3, 8.3, 10.9, ITALIC],
    ['NHS', 303.6, 446.3, 22.9, 10.9, ITALIC],
    [' ', 326.5, 446.3, 8.3, 10.9, ITALIC],
    ['Trust', 334.9, 446.3, 26.4, 10.9, ITALIC],
    [',', 361.3, 446.3, 3.1, 10.9, ROMAN],
    ['Wakefield.', 197.2, 459.8, 49.1, 10.9, ROMAN],
    ['', 380.8, 419.1, 0, 10.9, BOLD],
    ['Aug 2014–Aug 2016', 380.8, 419.1, 109.6, 10.9, BOLD],
    ['Four-month rotations through the emergency department, the acute', 197.7, 472.5, 292.7, 10, ROMAN],
    ['medical unit and trauma and orthopaedics at Pinderfields Hospital.', 197.7, 484.4, 294.6, 10, ROMAN],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it('reads the title whole, and the employer from its first word on the wrapped line', () => {
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Clinical Support Worker (Band 2), Rotational Post', 'Mid Yorkshire Hospitals NHS Trust', '2014-08', '2016-08'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { cleanText, pdfLines, readResume, type PdfItem } from '../src/import-reader';
import { measuredPage } from './pdf-page';

// The same resumes drawn again by another maker: cairo (Firefox on Linux, pdftocairo) writes a PDF's text anew, and
// Ghostscript (sites and printer drivers that rewrite a file) its Unicode maps. Items as pdf.js read the corpus's
// files once redrawn (files/redrawn); each case failed before its rule.

type Row = [string, number, number, number, number, string];
const items = (rows: Row[]): PdfItem[] =>
  rows.map(([text, x, y, width, fontSize, font]) => ({ text, x, y, width, fontSize, font }));
const read = (rows: Row[]) => readResume(pdfLines(measuredPage(items(rows)))).resume;

describe('a PDF drawn again by cairo', () => {
  it('reads small capitals whole where pdf.js puts a space of no width between the runs', () => {
    const rows: Row[] = [
      ['Marisol Ortega', 54.1, 80.3, 183.3, 28, 'LiberationSans'],
      ['Plano, TX 75071 · (469) 555-0187 · marisol.ortega@example.com', 54.1, 98.6, 300, 10, 'LiberationSans'],
      ['Experience', 54.1, 186.4, 80, 16, 'LiberationSans'],
      ['M', 54.1, 203.2, 8.3, 10, 'LiberationSans'],
      [' ', 62.4, 203.2, 0, 10, 'LiberationSans'],
      ['ARCH', 62.5, 203.2, 22.6, 8, 'LiberationSans'],
      [' ', 85.2, 203.2, 0.3, 8, 'LiberationSans'],
      ['2020 – P', 87.9, 203.2, 39.9, 10, 'LiberationSans'],
      [' ', 127.8, 203.2, 0, 10, 'LiberationSans'],
      ['RESENT', 127.9, 203.2, 32.3, 8, 'LiberationSans'],
      ['Operations Manager', 54.1, 216.1, 111, 11.5, 'LiberationSans-Bold'],
      [', Lone Star Freight Partners', 165.2, 216.1, 141.5, 11.5, 'LiberationSans'],
      ['•', 59.1, 231.4, 3.7, 10.5, 'LiberationSans'],
      ['Run day-to-day operations for a cross-dock facility', 72.1, 231.4, 240, 10.5, 'LiberationSans'],
    ];
    const job = read(rows).experience[0];
    expect([job?.title, job?.company, job?.startDate, job?.endDate]).toEqual([
      'Operations Manager',
      'Lone Star Freight Partners',
      '2020-03',
      '',
    ]);
  });

  it("keeps a space drawn between two words set closer than a word's gap ('Claire' light, 'Donovan' bold)", () => {
    const rows: Row[] = [
      ['Claire', 192.8, 66.7, 78.3, 30, 'LiberationSans'],
      [' ', 271.1, 66.7, 0.3, 30, 'LiberationSans'],
      ['Donovan', 273.6, 66.7, 128.2, 30, 'LiberationSans-Bold'],
      ['claire.donovan@example.com', 217.1, 84, 130, 9.5, 'LiberationSans'],
    ];
    expect(read(rows).profile.fullName).toBe('Claire Donovan');
  });

  it('joins a word TeX hyphenated when the maker’s name is gone but its fonts are TeX’s', () => {
    const rows: Row[] = [
      ['Lucía Fernández Ortega', 195.9, 80.2, 202.7, 17.2, 'LMRoman12-Bold'],
      ['lucia.fernandez@example.es', 154.8, 96.1, 130, 9.9, 'LMRoman10-Regular'],
      ['Experiencia', 68, 172.2, 68.9, 11.9, 'LMRoman12-Bold'],
      ['BBVA', 68, 286.2, 32.3, 9.9, 'LMRoman10-Bold'],
      ['Madrid', 494.8, 286.2, 31.8, 9.9, 'LMRoman10-Regular'],
      ['Analista de Riesgos', 68, 298.2, 84.8, 9.9, 'LMRoman10-Italic'],
      ['Septiembre 2016 – Diciembre 2019', 374.3, 298.2, 150.9, 9.9, 'LMRoman10-Italic'],
      [
        'Automaticé los informes trimestrales con Python, reduciendo considera-',
        82.9,
        312.1,
        443.3,
        9.9,
        'LMRoman10-Regular',
      ],
      ['blemente el tiempo de preparación', 82.9, 324, 150, 9.9, 'LMRoman10-Regular'],
    ];
    expect(read(rows).experience[0]?.bullets[0]).toBe(
      'Automaticé los informes trimestrales con Python, reduciendo considerablemente el tiempo de preparación',
    );
  });

  it("reads a bold label drawn in one run with a leader's dots and its value as a label", () => {
    const rows: Row[] = [
      ['Jennifer Walker', 54.1, 60, 150, 20, 'LiberationSerif-Bold'],
      ['jwalker@example.com', 54.1, 80, 100, 11, 'LiberationSerif'],
      ['SKILLS', 54.1, 383.2, 39.7, 11, 'LiberationSerif-Bold'],
      ['Technical', 54.1, 401.6, 45.7, 11, 'LiberationSerif-Bold'],
      [
        '..............................Excel (VBA), Power BI, SQL, SAP FICO, Hyperion',
        99.8,
        401.6,
        316.4,
        11,
        'LiberationSerif',
      ],
      ['Certifications', 54.1, 416.2, 64, 11, 'LiberationSerif-Bold'],
      ['.......................CFA Level II Candidate', 118.1, 416.2, 172.3, 11, 'LiberationSerif'],
    ];
    const lines = pdfLines(measuredPage(items(rows))).slice(-2);
    // The values start where the tab stop is (184 pt), not where a share of the characters would put them.
    expect(lines.map((l) => l.parts.map((p) => [p.text, p.bold, Math.abs(p.x - 184) < 6]))).toEqual([
      [
        ['Technical', true, false],
        ['Excel (VBA), Power BI, SQL, SAP FICO, Hyperion', false, true],
      ],
      [
        ['Certifications', true, false],
        ['CFA Level II Candidate', false, true],
      ],
    ]);
  });
});

describe('a PDF rewritten by Ghostscript', () => {
  it("reads a ligature whose bytes came the wrong way round ('昀椀' for 'fi') as its letters", () => {
    expect(cleanText('the 昀椀rst workforce model, marcus.whit昀椀eld@example.com, Su昀昀olk')).toBe(
      'the first workforce model, marcus.whitfield@example.com, Suffolk',
    );
  });

  it('keeps those characters in Chinese or Japanese text', () => {
    expect(cleanText('最Python开发')).toBe('最Python开发');
    expect(cleanText('最 ok')).toBe('最 ok');
  });
});

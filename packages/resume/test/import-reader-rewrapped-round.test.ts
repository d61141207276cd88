import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 58: the corpus's rewrapped part and its larger print (`build.ts --probe=larger`); items as pdf.js read
// them from the files, each case misread before its rule.

describe("a justified TeX line whose only wide space follows a colon ('787 final assembly:' | 'tooling …')", () => {
  const R = 'TeXGyreAdventor-Regular';
  const rows: ItemRow[] = [
    ['Lena Hartmann', 17.9, 80, 160, 20.7, R],
    ['Experience', 215.4, 500, 87, 17.2, R],
    ['2016 – 2017', 215.4, 530, 55, 9.96, R],
    [' ', 270.4, 530, 41.9, 9.96, R],
    ['Manufacturing Engineer', 312.3, 530, 110, 9.96, R],
    [' ', 422.3, 530, 20, 9.96, R],
    ['Michelin, Greenville, SC', 442.3, 530, 96, 7.97, R],
    ['Cut the changeover time from 95 to 40 minutes.', 324.3, 542, 214, 9.96, R],
    ['Summer 2014', 215.43, 609.7, 64.02, 9.96, R],
    [' ', 279.45, 609.7, 32.84, 9.96, R],
    ['Engineering Intern', 312.29, 609.7, 86.68, 9.96, R],
    [' ', 398.97, 609.7, 27.93, 9.96, R],
    ['Boeing, North Charleston, SC', 426.9, 609.7, 111.4, 7.97, R],
    ['787 final assembly:', 312.29, 621.7, 94.37, 9.96, R],
    [' ', 406.66, 621.7, 9.21, 9.96, R],
    ['tooling change requests', 415.87, 621.7, 122.43, 9.96, R],
    ['and fastener installation audits.', 312.29, 633.6, 149.25, 9.96, R],
  ];

  it('reads the line as the description it goes on in, not as a title and a company', () => {
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Manufacturing Engineer', 'Michelin'],
      ['Engineering Intern', 'Boeing'],
    ]);
  });

  it('still parts a label from its value set a quad apart', () => {
    const lines = pdfLines(
      measuredRows([
        ['Languages:', 312.29, 700, 52, 9.96, R],
        [' ', 364.29, 700, 12.5, 9.96, R],
        ['German, English', 376.79, 700, 80, 9.96, R],
      ]),
    );
    expect(lines[0]!.parts.map((p) => p.text)).toEqual(['Languages:', 'German, English']);
  });
});

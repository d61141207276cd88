import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 78: the corpus's rewrapped part and its larger print (`build.ts --probe=larger`); items as pdf.js read
// them from the files, each case misread before its rule.

describe("a season that ends an item's sentence on a line of its own ('… each' / 'spring')", () => {
  const R = 'SourceSans3-Regular';
  const SB = 'SourceSans3-SemiBold';
  const B = 'SourceSans3-Bold';
  const rows: ItemRow[] = [
    ['Jasmine Thibodeau', 143.7, 50, 249, 29.2, B],
    ['Work Experience', 203.1, 310.5, 99.1, 13.5, B],
    ['Jan 2020 - Present', 221.1, 339.8, 83.5, 9.7, SB],
    ['Manager, Public Engagement', 221.1, 353.1, 148.4, 11.7, B],
    ['Bluenose Energy Co-operative, Halifax, NS', 221.1, 367.7, 181.5, 10.4, R],
    ['•', 224, 541.5, 4, 10.4, R],
    ['Train eight executives and field supervisors as media spokespeople each', 234.1, 541.5, 311.1, 10.4, R],
    ['spring', 234.1, 555.8, 27.1, 10.4, R],
    ['Mar 2016 - Dec 2019', 221.1, 586.5, 93, 9.7, SB],
    ['Senior Communications Advisor', 221.1, 601.5, 164.2, 11.7, B],
    ['Maritime Health Foundation, Halifax, NS', 221.1, 615, 173.1, 10.4, R],
  ];

  it("leaves the season in the item and reads the next job's dates, which stand under it", () => {
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.startDate, j.endDate, j.bullets])).toEqual([
      [
        'Manager, Public Engagement',
        '2020-01',
        '',
        ['Train eight executives and field supervisors as media spokespeople each spring'],
      ],
      ['Senior Communications Advisor', '2016-03', '2019-12', []],
    ]);
  });
});

describe("a second title's dates drifted a line up, onto the last line of the items above it (Word's row of two cells)", () => {
  const R = 'NotoSans-Regular';
  const I = 'NotoSans-Italic';
  const B = 'NotoSans-Bold';
  const item = (text: string, y: number, width: number): ItemRow[] => [
    ['\uf0b7', 77.9, y, 4.9, 12, 'OpenSymbol'],
    [text, 95.9, y, width, 12, R],
  ];
  const rows: ItemRow[] = [
    ['Brian Halvorsen', 200, 60, 212, 26.5, B],
    ['EXPERIENCE', 54.1, 248.2, 78.4, 13, B],
    ['TARGET CORPORATION', 59.9, 271.6, 137.8, 12, B],
    ['Minneapolis, MN', 457.2, 271.6, 95.2, 12, R],
    ['Senior Manager, Operations Finance', 59.9, 287.9, 194.4, 12, I],
    ['June 2019 – Present', 441.5, 287.9, 110.9, 12, R],
    ...item('Identified $18M in savings through a network-wide', 435.1, 287.1),
    ['review of overtime, temporary labor and equipment', 95.9, 451.4, 293.1, 12, R],
    ['leases', 95.9, 467.8, 34.8, 12, R],
    ...item('Moved month-end reporting from Excel to Power BI', 484.1, 291.9),
    ['and Hyperion, saving about 60 analyst hours a month', 95.9, 500.5, 302, 12, R],
    ['Mar 2016 – May 2019', 432.7, 500.5, 119.6, 12, R],
    ['Senior Financial Analyst, Supply Chain', 59.9, 516.8, 201.8, 12, I],
    ...item('Owned the $650M transportation expense forecast', 533.1, 290),
  ];

  it('gives the dates to the title under them, and leaves the item whole', () => {
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['Senior Manager, Operations Finance', 'TARGET CORPORATION', '2019-06', '', 2],
      ['Senior Financial Analyst, Supply Chain', 'TARGET CORPORATION', '2016-03', '2019-05', 1],
    ]);
    expect(jobs[0]!.bullets[1]).toBe(
      'Moved month-end reporting from Excel to Power BI and Hyperion, saving about 60 analyst hours a month',
    );
  });
});

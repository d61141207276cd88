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

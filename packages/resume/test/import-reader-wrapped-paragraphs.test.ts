import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// The PDF LinkedIn's resume builder downloads (en-html-linkedin-builder), printed at 108 %: a job's description as
// two paragraphs, the first wrapped over three lines with a year on its last. As pdf.js read it.

const R = 'LiberationSans';
const B = 'LiberationSans-Bold';

describe("a job's description in two paragraphs, the first ending '… 112% in 2018 and' / '118% in 2019.'", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Brianna Castellano', 46.5, 69.8, 215.2, 23.8, B],
        ['Experience', 46.5, 500, 70, 14, B],
        ['Account Executive', 46.5, 535.5, 101.4, 11.3, B],
        ['Harborline Freight Systems', 46.5, 549.8, 130.8, 10.8, R],
        ['August 2017 - May 2020', 46.5, 564, 117.6, 10.8, R],
        [
          'Sold transportation management software to shippers and third-party logistics companies in the',
          46.5,
          581.3,
          454.8,
          10.8,
          R,
        ],
        [
          'Carolinas, Georgia and Tennessee. Carried an annual quota of $1.1M and finished at 112% in 2018 and',
          46.5,
          594.8,
          495.2,
          10.8,
          R,
        ],
        ['118% in 2019.', 46.5, 609, 68.2, 10.8, R],
        [
          'Moved into a hybrid role in my last year, handing new accounts over to the implementation team and',
          46.5,
          637.5,
          478.8,
          10.8,
          R,
        ],
        ['staying on as their main contact through go-live.', 46.5, 651, 229.2, 10.8, R],
        ['Sales Development Representative', 46.5, 675.8, 188.3, 11.3, B],
        ['Peakview Payroll Solutions', 46.5, 690, 129.6, 10.8, R],
        ['January 2016 - July 2017', 46.5, 704.2, 121.2, 10.8, R],
      ]),
    ),
  );

  it('reads one job, not a second one dated 2019, and the next job after it', () => {
    expect(resume.experience.map((j) => [j.title, j.startDate, j.endDate])).toEqual([
      ['Account Executive', '2017-08', '2020-05'],
      ['Sales Development Representative', '2016-01', '2017-07'],
    ]);
  });

  it('keeps both paragraphs as its description, not as items', () => {
    const [job] = resume.experience;
    expect(job!.bullets).toEqual([]);
    expect(job!.summary).toContain('finished at 112% in 2018 and 118% in 2019.');
    expect(job!.summary).toContain('staying on as their main contact through go-live.');
  });
});

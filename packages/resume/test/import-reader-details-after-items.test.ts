import { Document, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// An executive resume's 'Early Career:' line after the last job's items (corpus round 13, en-word-exec): one sentence
// that names two older jobs and closes on their years in brackets. It is no job of its own: the last job keeps it
// with its own description, as the person wrote it.

const EARLY =
  'Territory Sales Representative with Georgia-Pacific in Atlanta, GA, and Inside Sales Specialist with Uline in ' +
  'Pleasant Prairie, WI, building accounts in packaging and shipping supplies (1999 – 2005).';
const B = 'NotoSerif-Bold';
const N = 'NotoSerif-Regular';
const mark = (y: number): Row[] => [['\uf0b7', 59.1, y, 4.32, 10.5, 'OpenSymbol']];

describe("a labelled sentence after a job's items", () => {
  it('keeps a PDF\'s "Early Career:" sentence, wrapped to its years, in the last job and starts no job', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['NATHANIEL CORCORAN, MBA', 168.3, 73.3, 275.53, 18, B],
          ['PROFESSIONAL EXPERIENCE', 54.1, 190, 170, 11.5, B],
          ['INTERNATIONAL PAPER, Memphis, TN', 54.1, 222.3, 206.03, 10.5, B],
          ['2007 – 2011', 500.5, 222.3, 57.6, 10.5, B],
          ['Senior Account Manager', 54.1, 237.6, 132.65, 10.5, 'NotoSerif-BoldItalic'],
          ...mark(253.9),
          [
            'Grew a book of corrugated packaging accounts in the Mid-South from $48M to $71M',
            72.1,
            253.9,
            420.36,
            10.5,
            N,
          ],
          ...mark(269.2),
          ['Ranked in the top 5% of the national sales force in 2009 and 2010', 72.1, 269.2, 350, 10.5, N],
          ['Early Career:', 54.1, 293.5, 70.52, 10.5, B],
          [
            'Territory Sales Representative with Georgia-Pacific in Atlanta, GA, and Inside Sales',
            127.5,
            293.5,
            413.23,
            10.5,
            N,
          ],
          [
            'Specialist with Uline in Pleasant Prairie, WI, building accounts in packaging and shipping supplies',
            54.1,
            307.8,
            489.73,
            10.5,
            N,
          ],
          ['(1999 – 2005).', 54.1, 322.1, 67.45, 10.5, N],
          ['EDUCATION', 54.1, 348, 70, 11.5, B],
          ['MBA, Kellogg School of Management, Northwestern University', 54.1, 366, 320, 10.5, B],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Senior Account Manager', 'INTERNATIONAL PAPER', '2007', '2011'],
    ]);
    expect(resume.experience[0]!.summary).toBe(`Early Career: ${EARLY}`);
  });

  it('keeps a Word paragraph "Early Career: … (1999 – 2005)." in the last job and starts no job', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'NATHANIEL CORCORAN, MBA', bold: true, size: 36 })] }),
            new Paragraph({ children: [new TextRun({ text: 'PROFESSIONAL EXPERIENCE', bold: true, size: 23 })] }),
            new Paragraph({
              tabStops: [{ type: TabStopType.RIGHT, position: 9360 }],
              children: [new TextRun({ text: 'INTERNATIONAL PAPER, Memphis, TN\t2007 – 2011', bold: true })],
            }),
            new Paragraph({ children: [new TextRun({ text: 'Senior Account Manager', bold: true, italics: true })] }),
            new Paragraph({
              text: 'Grew a book of corrugated packaging accounts in the Mid-South from $48M to $71M',
              bullet: { level: 0 },
            }),
            new Paragraph({
              text: 'Ranked in the top 5% of the national sales force in 2009 and 2010',
              bullet: { level: 0 },
            }),
            new Paragraph({ children: [new TextRun({ text: 'Early Career: ', bold: true }), new TextRun(EARLY)] }),
            new Paragraph({ children: [new TextRun({ text: 'EDUCATION', bold: true, size: 23 })] }),
            new Paragraph({ children: [new TextRun({ text: 'MBA, Kellogg School of Management', bold: true })] }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Senior Account Manager', 'INTERNATIONAL PAPER', '2007', '2011'],
    ]);
    expect(result.resume.experience[0]!.summary).toContain(EARLY);
  });
});

describe("a role's description over three lines under its employer's dated line", () => {
  it('keeps the first line of a paragraph ending lines below out of the role header, so the role reads whole', () => {
    const BI = 'NotoSerif-BoldItalic';
    const I = 'NotoSerif-Italic';
    const { experience } = readResume(
      pdfLines(
        measuredRows([
          ['NATHANIEL CORCORAN, MBA', 168.3, 73.3, 275.53, 18, B],
          ['PROFESSIONAL EXPERIENCE', 54, 369, 170, 11.5, B],
          ['SEALED AIR CORPORATION, Charlotte, NC', 54, 392, 250, 12.5, B],
          ['2016 – Present', 480, 392, 78, 12.5, B],
          ['Vice President of Sales, North America', 54, 410, 230, 12.5, BI],
          ['2020 – Present', 480, 410, 78, 12.5, B],
          [
            'Lead a 600-person sales organization across the U.S. and Canada with $1.6B in annual',
            54,
            428,
            500,
            12.5,
            I,
          ],
          [
            'revenue in food packaging and protective solutions, reporting to the Chief Commercial',
            54,
            445,
            500,
            12.5,
            I,
          ],
          ['Officer.', 54, 462, 45, 12.5, I],
          ['Key Achievements:', 54, 482, 110, 12.5, B],
          ...mark(501),
          ['Grew North American revenue from $1.32B to $1.61B in four years', 72, 501, 400, 12.5, N],
          ['Regional Sales Director, Southeast', 54, 530, 200, 12.5, BI],
          ['2016 – 2020', 480, 530, 78, 12.5, B],
          ...mark(549),
          ['Took the Southeast from last to first of six regions in revenue growth', 72, 549, 400, 12.5, N],
        ]),
      ),
    ).resume;
    const [role] = experience;
    expect([role!.title, role!.company, role!.startDate]).toEqual([
      'Vice President of Sales, North America',
      'SEALED AIR CORPORATION',
      '2020',
    ]);
    expect(role!.summary).toMatch(/^Lead a 600-person .* Officer\.$/u);
  });
});

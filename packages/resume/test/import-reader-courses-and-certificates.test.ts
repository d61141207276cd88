import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 23: an Australian resume typed in Word (en-word-australia: 'Certificate IV in Work Health and Safety,
// TAFE NSW, 2017', one school a line) and a builder's export (en-html-novoresume: each school's 'Courses' set alone,
// small and without a colon, over the list of courses).

describe("a certificate whose subject holds an employer's word", () => {
  it("keeps the school after it: 'Work Health and Safety' is no company, 'TAFE NSW' no town", async () => {
    const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
    const doc = new Document({
      sections: [
        {
          children: [
            p('Danielle Fitzgerald', true),
            p('Mobile: 0491 570 156 | Email: dfitzgerald84@example.com | Parramatta NSW 2150'),
            p('EDUCATION & TRAINING', true),
            p('Bachelor of Business (Management), Western Sydney University, 2014'),
            p('Certificate IV in Work Health and Safety, TAFE NSW, 2017'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.education.map((e) => [e.school, e.degree, e.field, e.endDate])).toEqual([
      ['Western Sydney University', 'Bachelor of Business (Management)', '', '2014'],
      ['TAFE NSW', 'Certificate IV', 'Work Health and Safety', '2017'],
    ]);
  });
});

describe("a school's courses under a label of their own", () => {
  it("reads 'Courses' over its list as a detail of the school above, not as the next school", () => {
    const rows: Row[] = [
      ['Ethan Marchetti', 36.8, 46.5, 183.56, 25.0, 'Lato-Bold'],
      ['ethan.marchetti@example.com', 36.8, 66.8, 120.3, 8.8, 'Lato-Regular'],
      ['EDUCATION', 36.8, 143.3, 73.26, 12.0, 'Lato-Bold'],
      ['Master of Science in Computer Science', 36.8, 166.5, 181.69, 10.5, 'Lato-Bold'],
      ['Georgia Institute of Technology', 36.8, 180.0, 136.38, 9.8, 'Lato-Bold'],
      ['01/2019 - 12/2021', 36.8, 192.0, 70.57, 8.2, 'Lato-Italic'],
      ['Online', 354.4, 192.0, 22.37, 8.2, 'Lato-Italic'],
      ['Courses', 36.8, 205.5, 25.55, 7.8, 'Lato-Italic'],
      [
        'Distributed Computing, Advanced Operating Systems, Machine Learning, Software',
        36.8,
        217.5,
        309.65,
        8.6,
        'Lato-Regular',
      ],
      ['Architecture and Design', 36.8, 229.5, 91.12, 8.6, 'Lato-Regular'],
      ['B.S. in Computer Science', 36.8, 250.5, 116.25, 10.5, 'Lato-Bold'],
      ['The University of Texas at Austin', 36.8, 264.0, 142.02, 9.8, 'Lato-Bold'],
      ['08/2012 - 05/2016', 36.8, 276.8, 70.19, 8.2, 'Lato-Italic'],
      ['Austin, TX', 342.1, 276.8, 34.68, 8.2, 'Lato-Italic'],
      ['Courses', 36.8, 289.5, 25.55, 7.8, 'Lato-Italic'],
      [
        'Data Structures, Algorithms, Operating Systems, Computer Networks, Database',
        36.8,
        302.3,
        299.19,
        8.6,
        'Lato-Regular',
      ],
      ['Management', 36.8, 313.5, 49.53, 8.6, 'Lato-Regular'],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.startDate, e.endDate, e.details])).toEqual([
      [
        'Georgia Institute of Technology',
        '2019-01',
        '2021-12',
        [
          'Courses: Distributed Computing, Advanced Operating Systems, Machine Learning, Software Architecture and Design',
        ],
      ],
      [
        'The University of Texas at Austin',
        '2012-08',
        '2016-05',
        ['Courses: Data Structures, Algorithms, Operating Systems, Computer Networks, Database Management'],
      ],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// An Indian IT resume from a common Word template (corpus round 19, en-word-india): each job as bold-labelled lines
// ('Company:', 'Designation:', 'Duration:') over the projects done there, each with its own 'Duration:', 'Role:' and
// 'Description:'; the qualifications as a table under a row that names its columns; the personal details as
// 'Label<TAB>: value' lines, the address over three.

const R = 'LiberationSerif';
const B = 'LiberationSerif-Bold';
const MARK = '\uf0b7';
const NAME: Row = ['PRIYANKA RAJESH KULKARNI', 54.1, 60, 200, 16, B];

describe('an Indian IT resume', () => {
  it("reads a job's labelled lines, and the projects under it as the job's items, not as jobs or a Projects section", () => {
    const rows: Row[] = [
      NAME,
      ['PROFESSIONAL EXPERIENCE', 54.1, 518.1, 174.84, 12, B],
      ['Company: Capgemini Technology Services India Ltd., Pune', 54.1, 535.9, 281.54, 11, B],
      ['Designation:', 54.1, 548.6, 59.22, 11, B],
      ['Senior Software Engineer', 116.2, 548.6, 113.53, 11, R],
      ['Duration:', 54.1, 561.2, 46.43, 11, B],
      ['Sep 2022 – Till Date', 103.3, 561.2, 91.6, 11, R],
      ['Projects:', 54.1, 578.9, 42.09, 11, B],
      ['Project #1', 54.1, 594.5, 46.05, 11, 'LiberationSerif-BoldItalic'],
      ['Project Title:', 54.1, 608.2, 62.46, 11, B],
      ['Policy Administration System – Microservices Migration', 119.5, 608.2, 252.4, 11, R],
      ['Duration:', 54.1, 633.5, 46.43, 11, B],
      ['Oct 2022 – Till Date', 103.3, 633.5, 90.89, 11, R],
      ['Role:', 54.1, 646.1, 25.04, 11, B],
      ['Java Backend Developer', 81.9, 646.1, 109.22, 11, R],
      ['Description:', 54.1, 659, 57.99, 11, B],
      ['The project is to migrate the policy administration system to microservices.', 118.1, 659, 380, 11, R],
      ['Responsibilities:', 54.1, 673.7, 76.89, 11, B],
      [MARK, 72.1, 687.3, 4.52, 11, 'OpenSymbol'],
      ['Developed RESTful microservices for policy issuance using Spring Boot.', 90.1, 687.3, 340, 11, R],
      ['Company: Tata Consultancy Services Ltd., Pune', 54.1, 710, 230, 11, B],
      ['Designation:', 54.1, 722.6, 59.22, 11, B],
      ['Systems Engineer', 116.2, 722.6, 80, 11, R],
      ['Duration:', 54.1, 735.2, 46.43, 11, B],
      ['July 2019 to Aug 2022', 103.3, 735.2, 100, 11, R],
      ['Projects:', 54.1, 752.9, 42.09, 11, B],
      ['Project #2', 54.1, 768.5, 46.05, 11, 'LiberationSerif-BoldItalic'],
      ['Role:', 54.1, 781.1, 25.04, 11, B],
      ['Java Developer', 81.9, 781.1, 70, 11, R],
      ['Responsibilities:', 54.1, 794, 76.89, 11, B],
      [MARK, 72.1, 807.6, 4.52, 11, 'OpenSymbol'],
      ['Wrote complex SQL queries and batch jobs in Oracle.', 90.1, 807.6, 240, 11, R],
    ];
    const { experience, projects } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['Senior Software Engineer', 'Capgemini Technology Services India Ltd.', 'Pune', '2022-09', ''],
      ['Systems Engineer', 'Tata Consultancy Services Ltd.', 'Pune', '2019-07', '2022-08'],
    ]);
    expect(experience.map((j) => j.bullets)).toEqual([
      ['Developed RESTful microservices for policy issuance using Spring Boot.'],
      ['Wrote complex SQL queries and batch jobs in Oracle.'],
    ]);
    expect(projects).toEqual([]);
  });

  it('reads schools from a table by the row that names its columns, a cell wrapped above and under its row', () => {
    const rows: Row[] = [
      NAME,
      ['EDUCATIONAL QUALIFICATION', 54.1, 65.2, 192.13, 12, B],
      ['Qualification', 88.5, 85.6, 61.67, 11, B],
      ['Board/University', 226.2, 85.6, 81.22, 11, B],
      ['Year of Passing', 360.2, 85.6, 73.23, 11, B],
      ['Percentage/CGPA', 449.9, 85.6, 86.04, 11, B],
      ['B.E. (Computer', 84.4, 102.7, 69.92, 11, R],
      ['Engineering)', 90.7, 115.4, 57.32, 11, R],
      ['Savitribai Phule Pune University', 194.6, 109, 144.35, 11, R],
      ['2019', 385.9, 109, 22, 11, R],
      ['7.84 CGPA', 467.3, 109, 51.33, 11, R],
      ['H.S.C. (12th)', 89.7, 132.5, 59.22, 11, R],
      ['Maharashtra State Board', 212.2, 132.5, 109.23, 11, R],
      ['2015', 385.9, 132.5, 22, 11, R],
      ['81.23%', 476.1, 132.5, 33.86, 11, R],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.degree, e.endDate, e.score, e.details])).toEqual([
      ['Savitribai Phule Pune University', 'B.E. (Computer Engineering)', '2019', '7.84 CGPA', []],
      ['Maharashtra State Board', 'H.S.C. (12th)', '2015', '81.23%', []],
    ]);
  });

  it("reads the table's head when a head cell wraps above and under it ('Percentage/' / 'CGPA')", () => {
    const rows: Row[] = [
      NAME,
      ['EDUCATIONAL QUALIFICATION', 54.1, 407.3, 208.16, 13, B],
      ['Qualification', 85.7, 435.7, 67.24, 12, B],
      ['Board/University', 222.6, 435.7, 88.55, 12, B],
      ['Year of Passing', 356.9, 435.7, 79.96, 12, B],
      ['Percentage/', 463, 428.8, 59.9, 12, B],
      ['CGPA', 476, 442.6, 33.95, 12, B],
      ['B.E. (Computer', 81.2, 460.9, 76.26, 12, R],
      ['Engineering)', 88.1, 474.7, 62.58, 12, R],
      ['Savitribai Phule Pune', 214.9, 460.9, 103.86, 12, R],
      ['University', 241.6, 474.7, 50.58, 12, R],
      ['2019', 384.9, 467.8, 24, 12, R],
      ['7.84 CGPA', 465, 467.8, 55.94, 12, R],
      ['S.S.C. (10th)', 88, 511.3, 62.65, 12, R],
      ['CBSE', 251.9, 511.3, 29.99, 12, R],
      ['2013', 384.9, 511.3, 24, 12, R],
      ['9.2 CGPA', 468, 511.3, 49.94, 12, R],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.degree, e.endDate, e.score])).toEqual([
      ['Savitribai Phule Pune University', 'B.E. (Computer Engineering)', '2019', '7.84 CGPA'],
      ['CBSE', 'S.S.C. (10th)', '2013', '9.2 CGPA'],
    ]);
  });

  it('reads a labelled address that ends in a comma on over the lines under it, and no other detail as the place', () => {
    const rows: Row[] = [
      NAME,
      ['PERSONAL DETAILS', 54.1, 175.8, 120.86, 12, B],
      ["Father's Name", 54.1, 193.6, 63.28, 11, R],
      [': Mr. Rajesh Kulkarni', 184.1, 193.6, 96.43, 11, R],
      ['Languages Known', 54.1, 266.9, 82.73, 11, R],
      [': English, Hindi and Marathi', 184.1, 266.9, 126.02, 11, R],
      ['Address', 54.1, 296.2, 36.04, 11, R],
      [': Flat No. B-304, Shree Ganesh Residency,', 184.1, 296.2, 189.54, 11, R],
      ['Near Dange Chowk, Wakad,', 189.59, 308.8, 126.6, 11, R],
      ['Pune – 411057, Maharashtra.', 189.59, 321.5, 129.12, 11, R],
      ['DECLARATION', 54.1, 345.1, 89.9, 12, B],
    ];
    const { profile } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(profile.location).toBe(
      'Flat No. B-304, Shree Ganesh Residency, Near Dange Chowk, Wakad, Pune – 411057, Maharashtra',
    );
  });
});

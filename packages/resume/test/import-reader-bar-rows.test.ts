import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 42: Microsoft's 'Resume' template filled in (en-word-teacher), each entry one row of pieces parted by
// bars ('Title | Employer, City, ST | Dates'), as pdf.js read its LibreOffice PDF.

const N = 'NotoSans-Regular';
const B = 'NotoSans-Bold';
const item = (y: number, text: string): Row[] => [
  ['', 57.7, y, 4.32, 10.5, 'OpenSymbol'],
  [text, 75.7, y, 440, 10.5, N],
];

describe("a template's rows of pieces parted by bars", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['ALYSSA GUERRERO', 57.7, 60.5, 235.34, 24, N],
        [
          '318 Cypress Bend Dr, Kyle, TX 78640 | (512) 555-0139 | alyssa.guerrero@example.com',
          57.7,
          75.1,
          426.37,
          10.5,
          N,
        ],
        ['EDUCATION', 57.7, 163.2, 81.35, 13, B],
        ['BACHELOR OF SCIENCE IN MATHEMATICS, MINOR IN EDUCATION', 57.7, 182.8, 338.09, 10.5, B],
        ['| MAY 2022 | TEXAS STATE', 398.9, 182.8, 131.62, 10.5, N],
        ['UNIVERSITY, SAN MARCOS, TX', 57.7, 195.4, 148.54, 10.5, N],
        ['GPA 3.7, Cum Laude', 57.7, 210, 99.67, 10.5, N],
        ['TEACHING EXPERIENCE', 57.7, 234.6, 157.66, 13, B],
        ['MATHEMATICS TEACHER, GRADES 8 AND 9', 57.7, 254.2, 216.9, 10.5, B],
        ['| LEHMAN HIGH SCHOOL, KYLE, TX |', 277.5, 254.2, 180, 10.5, N],
        ['AUGUST 2022 – PRESENT', 57.7, 266.8, 122.83, 10.5, N],
        ...item(281.4, 'Teach Algebra I and 8th-grade Math to five sections of 26 to 32 students'),
        ['STUDENT TEACHER', 57.7, 382.6, 97.43, 10.5, B],
        ['| SAN MARCOS HIGH SCHOOL, SAN MARCOS, TX | SPRING 2022', 158, 382.6, 314.67, 10.5, N],
        ...item(397.2, 'Planned and taught Geometry and Algebra II lessons for four classes'),
      ]),
    ),
  );

  it("reads a row wrapped after its dates, inside its school's name, whole ('TEXAS STATE' / 'UNIVERSITY, …')", () => {
    expect(resume.education.map((s) => [s.school, s.endDate])).toEqual([['TEXAS STATE UNIVERSITY', '2022-05']]);
  });

  it("reads a row that names its title and employer over its dates as one job's, not as an employer over its roles", () => {
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['MATHEMATICS TEACHER, GRADES 8 AND 9', 'LEHMAN HIGH SCHOOL'],
      ['STUDENT TEACHER', 'SAN MARCOS HIGH SCHOOL'],
    ]);
  });
});

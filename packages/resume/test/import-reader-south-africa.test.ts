import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 49: a South African accountant's CV typed in Word (en-word-south-africa): label rows for the
// details, the schools and the jobs. As pdf.js read its PDF.

const R = 'LiberationSans';
const B = 'LiberationSans-Bold';
const item = (text: string, y: number): ItemRow[] => [
  ['\uf0b7', 77.1, y, 4.5, 11, 'OpenSymbol'],
  [text, 90.1, y, text.length * 5, 11, R],
];

describe("a South African CV's label rows", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['CURRICULUM VITAE', 217.8, 84, 159.8, 16, B],
        ['PERSONAL DETAILS', 72.1, 115, 111.1, 11, B],
        ['Surname:', 77.5, 133.6, 48, 11, B],
        ['Nkosi', 219.3, 133.6, 30, 11, R],
        ['First Names:', 77.5, 148.3, 66, 11, B],
        ['Lerato Precious', 219.3, 148.3, 80, 11, R],
        ['Contact Number:', 77.5, 309.2, 89.1, 11, B],
        ['082 555 0147', 219.3, 309.2, 67.2, 11, R],
        ['Physical Address:', 77.5, 338.5, 95.3, 11, B],
        ['Unit 12, Protea Court, 45 Jan Smuts Avenue, Randburg,', 219.3, 338.5, 274.5, 11, R],
        ['2194', 219.3, 351.2, 24.4, 11, R],
        ['EDUCATIONAL BACKGROUND', 72.1, 379.8, 163.6, 11, B],
        ['Secondary Education', 72.1, 398.5, 112.4, 11, B],
        ['Highest Grade Passed:', 72.1, 415.1, 120.3, 11, B],
        ['Grade 12 (National Senior Certificate)', 213.9, 415.1, 183.9, 11, R],
        ['School:', 72.1, 429.8, 40.3, 11, B],
        ['Ikusasa Secondary School, Soweto', 213.9, 429.8, 173, 11, R],
        ['Year Completed:', 72.1, 444.4, 87.3, 11, B],
        ['2012', 213.9, 444.4, 24.4, 11, R],
        ['EMPLOYMENT HISTORY', 72.1, 480, 129.5, 11, B],
        ['Company:', 72.1, 498.6, 53.8, 11, B],
        ['Mahlangu & Partners Inc.', 213.9, 498.6, 130, 11, R],
        ['Position:', 72.1, 513.2, 47, 11, B],
        ['Trainee Accountant', 213.9, 513.2, 95.3, 11, R],
        ['Period:', 72.1, 527.9, 37.9, 11, B],
        ['January 2017 – January 2019', 213.9, 527.9, 145.5, 11, R],
        ['Duties:', 72.1, 542.5, 37.3, 11, B],
        ...item('Compiling annual financial statements on CaseWare', 557.2),
        ['Reason for leaving:', 72.1, 583.5, 102, 11, B],
        ['Completion of training contract', 213.9, 583.5, 149.1, 11, R],
        ['COMPUTER LITERACY', 72.1, 625, 120.9, 11, B],
        ...item('Pastel Partner', 643.7),
        ...item('SAP Business One', 657.3),
      ]),
    ),
  );

  it("reads the 'Physical Address' row, wrapped before its postcode, as the location", () => {
    expect(resume.profile.location).toBe('Unit 12, Protea Court, 45 Jan Smuts Avenue, Randburg, 2194');
    expect(resume.profile.phone).toBe('082 555 0147');
  });

  it("reads the school's rows under 'Secondary Education': 'Grade 12' is the level passed, not a mark", () => {
    expect(resume.education).toEqual([
      expect.objectContaining({
        degree: 'Grade 12 (National Senior Certificate)',
        school: 'Ikusasa Secondary School',
        endDate: '2012',
        score: '',
      }),
    ]);
  });

  it("keeps 'Reason for leaving' out of the job's items", () => {
    expect(resume.experience[0]).toMatchObject({ title: 'Trainee Accountant', company: 'Mahlangu & Partners Inc.' });
    expect(resume.experience[0]!.bullets).toEqual(['Compiling annual financial statements on CaseWare']);
  });

  it("reads 'COMPUTER LITERACY' as the skills", () => {
    expect(resume.skills.core).toEqual(['Pastel Partner', 'SAP Business One']);
  });
});

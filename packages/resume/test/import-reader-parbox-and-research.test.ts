import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { headingKind } from '../src/import-reader/headings';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 75: what the rewrapped prints of two LaTeX resumes showed. The Twenty Seconds CV sets a job's title
// and, in footnote size, its company in one \parbox: with the line full, the company runs on from the title with no
// space and wraps to the box's left edge. Deedy's 'Research' section holds a student's posts in labs.

const F = 'TeXGyreAdventor-Regular';
const at =
  (size: number) =>
  (text: string, x: number, y: number, width: number): ItemRow => [text, x, y, width, size, F];
const normal = at(10);
const small = at(8);

describe('a title and its company in two sizes, in one LaTeX \\parbox', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Andrew Kowalski', 215.4, 30, 160, 20, F],
        ['Experience', 215.4, 50, 80, 14, F],
        normal('2021 – now', 215.4, 64.6, 53.3),
        normal(' ', 268.7, 64.6, 43.6),
        // The title runs into the company: the line is full, so the \hfill between them is nothing.
        normal('Senior Mechanical Engineer', 312.3, 64.6, 135.0),
        small('GE Vernova, Greenville,', 447.5, 64.6, 90.8),
        small('SC', 312.3, 76.5, 10.4),
        normal('Combustion hardware for heavy-duty gas turbines.', 312.3, 88.5, 226.0),
        normal('06/2017 – 12/2020', 215.4, 303.2, 87.0),
        normal(' ', 302.4, 303.2, 9.9),
        normal('Mechanical Design Engineer', 312.3, 303.2, 138.5),
        normal(' ', 450.8, 303.2, 31.8),
        // The company pushed to the edge by the \hfill, its rest wrapped to where the box starts, in its own size.
        small('Michelin North', 482.5, 303.2, 55.8),
        small('America, Greenville, SC', 312.3, 315.2, 91.0),
        normal('•', 314.1, 341.1, 5.2),
        normal(' ', 319.3, 341.1, 5.0),
        normal('Designed tooling and fixtures for automated', 324.3, 341.1, 214.1),
      ]),
    ),
  );

  it('reads each title apart from its company, the company whole', () => {
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Senior Mechanical Engineer', 'GE Vernova'],
      ['Mechanical Design Engineer', 'Michelin North America'],
    ]);
    expect(resume.experience.map((j) => j.location)).toEqual(['Greenville, SC', 'Greenville, SC']);
  });
});

describe('a field flush right at the edge, whole', () => {
  const S = 'NimbusSanL-Regu';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Lucía Fernández Ortega', 58.1, 80, 150, 18, S],
        ['EDUCACIÓN Y FORMACIÓN', 58.1, 401.9, 119.0, 9, S],
        ['10/2013–06/2014', 107.4, 420.9, 69.8, 9, S],
        [' ', 177.2, 420.9, 10.0, 9, S],
        ['Máster en Química Analítica', 187.1, 420.9, 150.2, 12, S],
        [' ', 337.3, 420.9, 193.3, 12, S],
        ['EQF 7', 530.6, 420.9, 25.9, 9, S],
        ['Universidad de Granada, Granada (España)', 187.1, 435.4, 175.5, 9, S],
        ['09/2009–06/2013', 107.4, 464.0, 69.8, 9, S],
        [' ', 177.2, 464.0, 10.0, 9, S],
        ['Grado en Química', 187.1, 464.0, 97.5, 12, S],
        [' ', 284.7, 464.0, 245.9, 12, S],
        ['EQF 6', 530.6, 464.0, 25.9, 9, S],
        ['Universidad de Sevilla, Sevilla (España)', 187.1, 478.5, 158.2, 9, S],
      ]),
    ),
  );

  it('takes no school for its rest (Europass: the degree, its EQF level, the school under it)', () => {
    expect(resume.education.map((s) => s.school)).toEqual(['Universidad de Granada', 'Universidad de Sevilla']);
  });
});

describe('a change of size inside one text', () => {
  const partsOf = (rows: ItemRow[]) => pdfLines(measuredRows(rows)).map((l) => l.parts.map((p) => p.text));

  it('keeps a raised ordinal and the words after it in the sentence', () => {
    const serif = 'LiberationSerif';
    expect(
      partsOf([
        ['Química Analítica II (Grado en Química, 3.', 184.4, 317.6, 192.2, 11, serif],
        ['er', 376.9, 313.3, 4.9, 6.4, serif],
        ['curso): teoría, problemas y', 384.5, 317.6, 117.8, 11, serif],
      ]),
    ).toEqual([['Química Analítica II (Grado en Química, 3.er curso): teoría, problemas y']]);
  });

  it('keeps small capitals made by the word processor one name', () => {
    const bold = 'LiberationSans-Bold';
    expect(
      partsOf([
        ['L', 50.5, 463.1, 6.9, 10.5, bold],
        ['INDQVIST', 57.4, 463.1, 42.7, 8.4, bold],
        [' ', 100.1, 463.1, 2.7, 8.4, bold],
        ['& D', 102.8, 463.1, 19.3, 10.5, bold],
        ['OYLE', 122.0, 463.1, 23.4, 8.4, bold],
        [' ', 145.4, 463.1, 2.7, 8.4, bold],
        ['LLP', 148.1, 463.1, 20, 10.5, bold],
      ])[0],
    ).toEqual(['LINDQVIST & DOYLE LLP']);
  });
});

describe("a 'Research' section", () => {
  const H = 'LMSans10-Bold';
  const R = 'LMRoman10-Regular';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Priya Raman', 40, 40, 120, 24, H],
        // Two columns, drawn one after the other, whose headings start on one baseline: no overview cards, though
        // experience is named again.
        ['EDUCATION', 35.4, 100, 60, 11, H],
        ...[
          'GEORGIA INSTITUTE OF TECHNOLOGY',
          'B.S. in Computer Science',
          'Expected May 2025 | Atlanta, GA',
          'GPA: 3.87 / 4.0',
          'Advanced Operating Systems',
          'Machine Learning',
          'Design & Analysis of Algorithms',
          'Computer Networking',
          'Database Systems Concepts',
          'Compilers & Interpreters',
          'Systems & Networks',
          'Computer Organization',
        ].map((text, i): ItemRow => [text, 35.4, 120 + i * 12.5, text.length * 4.5, 9, R]),
        ['EXPERIENCE', 209, 100, 70, 11, H],
        ['CLOUDFLARE | Software Engineering Intern | Austin, TX', 209, 120, 240, 9, R],
        ['May 2024 – Aug 2024', 209, 132, 90, 9, R],
        ['• Built a Rust service that validates customer DNS zone files before', 211.3, 142.5, 320, 9, R],
        ['they are pushed to the edge', 219.9, 155, 120, 9, R],
        ['RESEARCH', 209, 190, 60, 11, H],
        ['GEORGIA TECH SYSTEMS LAB | Undergraduate Researcher | Atlanta, GA', 209, 210, 300, 9, R],
        ['Jan 2024 – Present', 209, 222, 80, 9, R],
        ['• Prototyping a log-structured key-value store in C++', 211.3, 232.5, 240, 9, R],
      ]),
    ),
  );

  it("reads the student's post in a lab as a job", () => {
    expect(resume.experience.map((j) => j.title)).toEqual(['Software Engineering Intern', 'Undergraduate Researcher']);
  });

  it('is a heading only as the whole of one', () => {
    expect(headingKind('RESEARCH')?.kind).toBe('experience');
    expect(headingKind('User research')).toBeUndefined();
    expect(headingKind('Market Research')).toBeUndefined();
  });
});

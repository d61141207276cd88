import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 83: items as pdf.js read them from the corpus's PDFs, each case misread before its rule.

const B = 'LiberationSans-Bold';
const R = 'LiberationSans';

describe('a table row whose label cell wrapped, drawn a cell at a time (LibreOffice)', () => {
  // en-word-pakistan in larger type: 'Programming' / 'Languages' in the label cell, drawn before its value.
  const head: ItemRow[] = [
    ['Usman Tariq', 54.1, 60, 120, 18.5, B],
    ['usman.tariq96@example.com', 54.1, 80, 150, 11.5, R],
    ['TECHNICAL SKILLS', 54.1, 245.3, 120.05, 12.5, B],
  ];
  const table: ItemRow[] = [
    ['Programming', 54.1, 266.5, 74.67, 11.5, B],
    ['Languages', 54.1, 279.8, 60.67, 11.5, B],
    ['JavaScript, TypeScript, PHP, Python, Java', 189.1, 266.5, 217.6, 11.5, R],
    ['Frameworks &', 54.1, 295.0, 79.14, 11.5, B],
    ['Libraries', 54.1, 308.3, 48.44, 11.5, B],
    ['Node.js, NestJS, Express.js, Laravel, React, Vue.js', 189.1, 295.0, 260.27, 11.5, R],
    ['Databases', 54.1, 323.5, 57.47, 11.5, B],
    ['PostgreSQL, MySQL, MongoDB, Redis', 189.1, 323.5, 200.42, 11.5, R],
    ['Tools', 54.1, 354.0, 30.59, 11.5, B],
    ['Git, Jira, Postman', 189.1, 354.0, 100.95, 11.5, R],
  ];

  it('reads the label whole, beside its value', () => {
    expect(pdfLines(measuredRows(table)).map((l) => l.text)).toEqual([
      'Programming Languages JavaScript, TypeScript, PHP, Python, Java',
      'Frameworks & Libraries Node.js, NestJS, Express.js, Laravel, React, Vue.js',
      'Databases PostgreSQL, MySQL, MongoDB, Redis',
      'Tools Git, Jira, Postman',
    ]);
  });

  it("reads every row's skills, none of them taken for spoken languages under a 'Languages' label", () => {
    const { skills } = readResume(pdfLines(measuredRows([...head, ...table]))).resume;
    expect(skills.languages).toEqual([]);
    expect(skills.core).toEqual([
      'JavaScript',
      'TypeScript',
      'PHP',
      'Python',
      'Java',
      'Node.js',
      'NestJS',
      'Express.js',
      'Laravel',
      'React',
      'Vue.js',
      'PostgreSQL',
      'MySQL',
      'MongoDB',
      'Redis',
      'Git',
      'Jira',
      'Postman',
    ]);
  });

  it('joins no sidebar to the main column: a heading over its items beside the first line of a column', () => {
    const sidebar: ItemRow[] = [
      ['CONTACT', 40, 100, 60, 12.5, B],
      ['+92 300 1234567', 40, 114, 90, 10, R],
      ['Lahore, Pakistan', 40, 127, 90, 10, R],
      ['Senior Software Engineer', 200, 100, 140, 11.5, B],
      ['Ravi Digital Labs, Lahore', 200, 114, 140, 10, R],
      ['June 2021 – Present', 200, 127, 100, 10, R],
    ];
    expect(pdfLines(measuredRows(sidebar)).map((l) => l.text)).toEqual([
      'CONTACT',
      '+92 300 1234567',
      'Lahore, Pakistan',
      'Senior Software Engineer',
      'Ravi Digital Labs, Lahore',
      'June 2021 – Present',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 43: the McDowell LaTeX CV (en-latex-mcdowell), set in Times by pdfLaTeX (URW's Nimbus, whose bold is
// named 'Medi'), as pdf.js read it: the name in letter-spaced bold small capitals, headings in small capitals, an
// 'Additional' section of 'Languages:' and 'Technologies:' rows.

const M = 'NimbusRomNo9L-Medi';
const R = 'NimbusRomNo9L-Regu';
const I = 'NimbusRomNo9L-ReguItal';
const S = 'CMSY10';

const rows: Row[] = [
  ['R', 216.9, 55.1, 12.4, 17.2, M],
  [' ', 229.4, 55.1, 2.8, 17.2, M],
  ['A C H E L', 232.1, 55.1, 59.2, 13.8, M],
  [' ', 291.3, 55.1, 7.5, 13.8, M],
  ['K', 298.9, 55.1, 13.4, 17.2, M],
  [' ', 312.2, 55.1, 2.3, 17.2, M],
  ['O WA L S K I', 314.5, 55.1, 81.5, 13.8, M],
  ['Seattle, WA', 133.8, 70, 47.5, 10, R],
  [' ', 181.3, 70, 2.5, 10, R],
  ['•', 183.8, 70, 5, 10, S],
  [' ', 188.8, 70, 2.5, 10, S],
  ['(206) 555-0147', 191.2, 70, 62.3, 10, R],
  [' ', 253.5, 70, 2.5, 10, R],
  ['•', 256, 70, 5, 10, S],
  [' ', 261, 70, 2.5, 10, S],
  ['rkowalski@example.com', 263.5, 70, 101.3, 10, R],
  ['E', 54.3, 183.8, 8, 12, M],
  ['XPERIENCE', 62.9, 183.8, 61, 9.6, M],
  ['Pinecrest Software', 54, 201.9, 87.2, 10.9, M],
  [' ', 141.2, 201.9, 364.8, 10.9, M],
  ['Seattle, WA', 506, 201.9, 52, 10.9, R],
  ['Software Engineer', 54, 215.4, 81.1, 10.9, I],
  [' ', 135.1, 215.4, 340.2, 10.9, I],
  ['Jun 2019 – Present', 475.3, 215.4, 82.7, 10.9, R],
  ['•', 54, 234.8, 3.8, 10.9, R],
  [' ', 57.8, 234.8, 5.4, 10.9, R],
  ['Led the move of 14 services from Jenkins to GitHub Actions, shortening builds.', 63.3, 234.8, 340, 10.9, R],
  ['A', 54.3, 639.4, 8.6, 12, M],
  ['DDITIONAL', 63.5, 639.4, 59.8, 9.6, M],
  ['Languages:', 54, 657.4, 54, 10.9, M],
  [' ', 108, 657.4, 21.3, 10.9, M],
  ['Java, Python, Go, C++, JavaScript, SQL', 129.2, 657.4, 175.6, 10.9, R],
  ['Technologies:', 54, 671, 63.2, 10.9, M],
  [' ', 117.2, 671, 11.9, 10.9, M],
  ['Spring Boot, React, PostgreSQL, Redis, Docker', 129.2, 671, 210, 10.9, R],
];

/** The same page drawn again by cairo (`pdftocairo -pdf`, as Firefox on Linux prints): every space a hairline. */
const redrawn = rows.map(([text, x, y, width, size, font]): Row => [
  text,
  x,
  y,
  text === ' ' ? 0.2 : width,
  size,
  font,
]);
// (cairo also draws a hairline between runs it parts inside a word: 'E' | 'XPERIENCE'.)
redrawn.splice(17, 0, [' ', 62.3, 183.8, 0.1, 12, M]);

describe.each([
  ['as pdfLaTeX made it', rows],
  ['as cairo drew it again', redrawn],
])('the McDowell CV %s', (_, page) => {
  const lines = pdfLines(measuredRows(page));
  const { resume } = readResume(lines);

  it("reads the letter-spaced name's two words apart, where the type left a wider gap", () => {
    expect(resume.profile.fullName.toUpperCase()).toBe('RACHEL KOWALSKI');
  });

  it("takes URW's 'Medi' face for bold, and small capitals with a hairline between them for one heading", () => {
    const employer = lines.find((l) => l.text === 'Pinecrest Software Seattle, WA')!;
    expect(employer.parts[0]!.bold).toBe(true);
    expect(lines.map((l) => l.text)).toContain('EXPERIENCE');
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate])).toEqual([
      ['Software Engineer', 'Pinecrest Software', '2019-06'],
    ]);
  });

  it("reads 'Languages:' over programming languages as skills, not as spoken languages", () => {
    const skills = [...resume.skills.core, ...resume.skills.tools, ...resume.skillGroups.flatMap((g) => g.keywords)];
    expect(skills).toEqual(expect.arrayContaining(['Java', 'Python', 'Go', 'C++', 'Spring Boot', 'Docker']));
    expect(resume.skills.languages).toEqual([]);
  });
});

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

describe("a Korean 이력서's closing and its tools under '기타사항' (ko-word-iryeokseo)", () => {
  const KB = 'NotoSansCJKjp-Bold-VKana';
  const KR = 'NotoSansCJKjp-Regular-VKana';
  const rows: ItemRow[] = [
    ['김민준', 262.5, 108.1, 33.13, 12, KB],
    ['minjun.kim@example.kr', 262.5, 124, 110, 10, 'NotoSans-Regular'],
    ['■', 56.8, 253.1, 10.38, 11, 'DejaVuSans-Bold'],
    ['기타사항', 70.1, 253.1, 40.41, 11, KB],
    ['병역사항', 89.2, 277, 36.8, 10, KB],
    ['육군 병장 만기전역', 162.5, 277, 79.2, 10, KR],
    ['(2013.05 ~ 2015.02)', 244.5, 277, 90.86, 10, 'NotoSans-Regular'],
    ['OA / IT', 80.1, 299.5, 33.87, 10, 'NotoSans-Bold'],
    ['활용', 116.6, 299.5, 18.4, 10, KB],
    ['Excel(VBA), PowerPoint, SQL, Python, Tableau, SAP ERP', 162.5, 299.5, 256.52, 10, 'NotoSans-Regular'],
    ['위의 기재 사항은 사실과 틀림이 없습니다', 202.6, 351, 187.32, 11, KR],
    ['.', 390, 351, 2.95, 11, 'NotoSans-Regular'],
    ['2026 년 3 월 9 일', 257.4, 382, 80.8, 11, KR],
    ['작성자: 김민준 (인)', 432.5, 415.5, 86.3, 11, KR],
  ];

  it('reads the tools after their label as skills, and not the statement, date and signature under them', () => {
    const { resume } = readResume(pdfLines(measuredRows(rows)));
    expect(resume.skills.core).toEqual(['Excel(VBA)', 'PowerPoint', 'SQL', 'Python', 'Tableau', 'SAP ERP']);
    expect(resume.custom.find((c) => c.label === '기타사항')?.bullets).toEqual([
      '병역사항 육군 병장 만기전역 (2013.05 ~ 2015.02)',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { cutPieces } from '../src/import-reader/cut-pieces';
import type { Piece } from '../src/import-reader/entries';
import { degreeScore } from '../src/import-reader/lexicon';
import { onlyColumnHeads, withoutLevels } from '../src/import-reader/skill-levels';
import { page } from './pdf-page';

// Round 52's Hebrew and Persian Word resumes (he-word-korot-haim, fa-word-rezome) and round 53's German Lebenslauf
// (de-word-werdegang), as their Word documents and PDFs read.

const piece = (text: string, line: number): Piece => ({ text, line, order: line, bold: false, italic: false });

describe("a title and its employer on one line, a line about the employer under them ('Title, Firm Ltd.')", () => {
  it('parts the title from an employer its legal form or company word names', () => {
    const pieces = [
      piece('מפתחת Full Stack, חברת דאטה-וויו מערכות בע"מ', 0),
      piece('סטארט-אפ בתחום ה-BI, כ-60 עובדים', 1),
    ];
    expect(cutPieces(pieces, false).map((p) => p.text)).toEqual([
      'מפתחת Full Stack',
      'חברת דאטה-וויו מערכות בע"מ',
      'סטארט-אפ בתחום ה-BI, כ-60 עובדים',
    ]);
    const english = [piece('Senior Accountant, Harbor Freight Ltd.', 0), piece('A retailer of 1,400 stores', 1)];
    expect(cutPieces(english, false).map((p) => p.text)).toEqual([
      'Senior Accountant',
      'Harbor Freight Ltd.',
      'A retailer of 1,400 stores',
    ]);
  });

  it("keeps a title that names its unit whole ('Peer Tutor, Writing Center')", () => {
    const pieces = [piece('Peer Tutor, Writing Center', 0), piece('Oregon State University', 1)];
    expect(cutPieces(pieces, false).map((p) => p.text)).toEqual([
      'Peer Tutor, Writing Center',
      'Oregon State University',
    ]);
  });

  it("parts a degree from its school at Arabic script's comma", () => {
    const pieces = [piece('کارشناسی ارشد مهندسی فناوری اطلاعات، دانشگاه صنعتی امیرکبیر', 0)];
    expect(cutPieces(pieces, true).map((p) => p.text)).toEqual([
      'کارشناسی ارشد مهندسی فناوری اطلاعات',
      'دانشگاه صنعتی امیرکبیر',
    ]);
  });

  it('knows the degrees of Persian, Hebrew, Hindi, Thai and Chinese resumes', () => {
    for (const degree of ['کارشناسی مهندسی کامپیوتر', 'תואר ראשון במדעי המחשב', 'स्नातक', 'ปริญญาตรี บัญชีบัณฑิต', '本科'])
      expect([degree, degreeScore(degree)]).toEqual([degree, 1]);
  });
});

describe("a skills table's rows", () => {
  it('drops the column heads and the level after each skill, in the languages of round 52 and 53', () => {
    expect(onlyColumnHeads(['مهارت', 'سطح', 'مهارت', 'سطح'])).toBe(true);
    expect(onlyColumnHeads(['Skill', 'Level'])).toBe(true);
    expect(onlyColumnHeads(['Skill', 'Python'])).toBe(false);
    expect(withoutLevels(['Cisco Routing & Switching', 'عالی', 'MikroTik', 'خیلی خوب'])).toEqual([
      'Cisco Routing & Switching',
      'MikroTik',
    ]);
    expect(withoutLevels(['Excel', 'ممتاز', 'SAP', 'جيد جدًا', 'Power BI', '上級'])).toEqual([
      'Excel',
      'SAP',
      'Power BI',
    ]);
  });

  it('reads the skills of a two-column table of skill and level under its head row', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['رضا احمدی', 400, 60, 16, 'NotoNaskhArabic-Bold'],
          ['مهارت‌ها', 465, 100, 12, 'NotoNaskhArabic-Bold'],
          ['مهارت', 439, 120, 10, 'NotoNaskhArabic-Bold'],
          ['سطح', 327, 120, 10, 'NotoNaskhArabic-Bold'],
          ['مهارت', 213, 120, 10, 'NotoNaskhArabic-Bold'],
          ['سطح', 101, 120, 10, 'NotoNaskhArabic-Bold'],
          ['FortiGate', 430, 135],
          ['خیلی خوب', 316, 135],
          ['Linux', 213, 135],
          ['خوب', 103, 135],
        ]),
      ),
    );
    expect([...resume.skills.core, ...resume.skills.tools]).toEqual(['FortiGate', 'Linux']);
  });

  it("reads no skill from 'references on request' under the list", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['מיכל רוזנברג', 240, 60, 16, 'Arial-Bold'],
          ['כישורים:', 488, 100, 12, 'Arial-Bold'],
          ['שפות תכנות: Python, Java', 264, 120],
          ['המלצות יינתנו לפי דרישה.', 420, 140],
        ]),
      ),
    );
    expect([
      ...resume.skills.core,
      ...resume.skills.tools,
      ...(resume.skillGroups ?? []).flatMap((g) => g.keywords),
    ]).not.toContain('המלצות יינתנו לפי דרישה');
    const english = readResume(
      pdfLines(
        page([
          ['Ana Ruiz', 72, 60, 16, 'Arial-Bold'],
          ['Skills', 72, 100, 12, 'Arial-Bold'],
          ['Python, SQL, Tableau', 72, 120],
          ['References available upon request.', 72, 140],
        ]),
      ),
    ).resume;
    expect(english.skills.core).toEqual(['Python', 'SQL', 'Tableau']);
  });
});

describe("a German phone with its area code parted by a slash ('0171 / 5538204')", () => {
  it('is one phone on a line of details parted by slashes', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Christian Vogl', 72, 60, 16, 'TimesNewRoman-Bold'],
          ['Telefon: 0171 / 5538204 / E-Mail: c.vogl@example.de', 72, 80],
        ]),
      ),
    );
    expect([resume.profile.phone, resume.profile.email]).toEqual(['0171 / 5538204', 'c.vogl@example.de']);
  });
});

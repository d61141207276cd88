import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 44: Google Docs' 'Modern Writer' template (en-html-gdocs-modern-writer) printed by Chrome and drawn
// again by cairo, which makes each word of its monospaced lines an item of its own; and a Chilean CV typed in WPS
// Writer (es-word-wps-chile), a title with a dash of its own over 'Empresa | Ciudad'. As pdf.js read them.

const MB = 'JetBrainsMono-Bold';
const MR = 'JetBrainsMono-Regular';
const L = 'Lato-Regular';

/** A monospaced line as cairo redraws it: each word an item, a hairline space between. */
function wordByWord(x: number, y: number, words: Array<[string, string]>): Row[] {
  const rows: Row[] = [];
  for (const [text, font] of words) {
    const width = text.length * 6.3;
    rows.push([text, x, y, width, 10.5, font]);
    x += width;
    // (A word glued to the comma after it, as 'Fernway Health' and ',' come.)
    if (text !== 'Fernway Health') {
      rows.push([' ', x, y, 0.6, 10.5, font]);
      x += 6.3;
    }
  }
  return rows;
}

describe("Google Docs' 'Modern Writer' template as cairo redraws it", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Renata', 50.3, 63.8, 108, 30, MB],
        [' ', 158.3, 63.8, 0.6, 30, MB],
        ['Solberg', 176.3, 63.8, 126, 30, MB],
        ['(773) 555-0126', 50.3, 107.3, 67.1, 8, MR],
        ['renata.solberg@example.com', 50.3, 118.5, 124.7, 8, MR],
        ['EXPERIENCE', 50.3, 201.8, 63, 10.5, MB],
        ...wordByWord(50.3, 225.8, [
          ['Fernway Health', MB],
          [',', MR],
          ['Chicago,', MR],
          ['IL', MR],
          ['—', MR],
          ['Senior', MR],
          ['Product', MR],
          ['Designer', MR],
        ]),
        ['MARCH 2021 - PRESENT', 50.3, 239.3, 90, 7.5, MR],
        ['•', 70, 254.3, 4, 9.5, L],
        ['Lead design for the patient app’s scheduling and billing flows', 82.6, 254.3, 260, 9.5, L],
      ]),
    ),
  );

  it("reads a monospaced line's words drawn one by one, a space apart, as one line of text, not as cells", () => {
    expect(resume.experience.map((j) => [j.company, j.title, j.startDate])).toEqual([
      ['Fernway Health', 'Senior Product Designer', '2021-03'],
    ]);
  });
});

describe('a WPS Writer CV whose title has a dash of its own, the employer on the line under it', () => {
  const N = 'NotoSans-Regular';
  const B = 'NotoSans-Bold';
  const I = 'NotoSans-Italic';
  const job = (y: number, title: string, dates: string, employer: string): Row[] => [
    [title, 227, y, title.length * 5.2, 10.5, B],
    [dates, 440.2, y, 104.1, 10.5, N],
    [employer, 227, y + 15.6, employer.length * 4.8, 10.5, I],
    ['•', 227, y + 34.2, 4, 10.5, N],
    ['Apoyé el control de estados de pago y el flujo de caja de tres obras', 241.2, y + 34.2, 297.4, 10.5, N],
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['CAMILA FUENTES SOTO', 227, 80, 220, 20, B],
        ['EXPERIENCIA LABORAL', 227, 325.3, 137.3, 12, B],
        ...job(355.9, 'Analista Comercial', 'ene. 2018 – feb. 2021', 'Distribuidora Cordillera Ltda. | Quilicura'),
        ...job(
          420,
          'Práctica Profesional – Finanzas',
          'jul. 2017 – dic. 2017',
          'Constructora Los Aromos S.A. | Viña del Mar',
        ),
      ]),
    ),
  );

  it("keeps the title whole, its dash and all ('Práctica Profesional – Finanzas')", () => {
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Analista Comercial', 'Distribuidora Cordillera Ltda.'],
      ['Práctica Profesional – Finanzas', 'Constructora Los Aromos S.A.'],
    ]);
  });
});

// Corpus round 45: a US project manager's resume typed in Word from a blank document (en-word-project-manager), its
// LibreOffice PDF as pdf.js read it.
describe("a project manager's Word resume", () => {
  const N = 'NotoSans-Regular';
  const B = 'NotoSans-Bold';
  const mark = (y: number): Row[] => [
    ['\uf0b7', 72.1, y, 4.9, 12, 'OpenSymbol'],
    [' ', 77, y, 13.1, 12, 'OpenSymbol'],
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['DANIELLE R. KOVACH', 200, 60, 190, 18, B],
        ['Denver, CO 80205 | (720) 555-0193 | dkovach.pm@example.com', 140, 80, 310, 11, N],
        ['PROFESSIONAL EXPERIENCE', 54.1, 480, 190, 12, B],
        ['SUMMIT RIDGE HEALTH, Denver, CO', 54.1, 504, 200, 12, B],
        ['Jan 2019 – Present', 460, 504, 98, 12, N],
        ['Director, Project Management Office', 54.1, 520, 210, 12, 'NotoSans-BoldItalic'],
        ...mark(538),
        ['Raised on-time delivery across the portfolio from 68% to 91% in two years with', 90.1, 538, 460, 12, N],
        ['weekly RAID reviews and earned-value reporting', 90.1, 555.9, 273.9, 12, N],
        ...mark(573.6),
        ['Stood up a stage-gate intake process that cut project approval time from', 90.1, 573.6, 409.1, 12, N],
        [' ', 499.3, 573.6, 3.5, 12, N],
        ['10 weeks', 502.8, 573.6, 54.6, 12, B],
        ['to 4', 90.1, 591.2, 22.6, 12, B],
        ...mark(608.9),
        ['Managed $5.2M in vendor contracts with 7 suppliers', 90.1, 608.9, 300, 12, N],
        ['EDUCATION & CERTIFICATIONS', 54.1, 650, 185.2, 12, B],
        ['Master of Science in Project Management', 54.1, 674, 228.1, 11, B],
        [', University of Eastern Colorado, Greeley, CO', 282.4, 674, 229.4, 11, N],
        [' ', 511.9, 674, 21.1, 11, N],
        ['2016', 533, 674, 25.2, 11, N],
        ['PMP – Project Management Institute, 2017', 54.1, 698.4, 220.1, 11, N],
        ['Certified ScrumMaster (CSM) – Scrum Alliance, 2019', 54.1, 714.6, 266.3, 11, N],
      ]),
    ),
  );

  it("joins an item's figure in bold, wrapped alone onto the next line ('**to 4**'), to the item, and makes no job of it", () => {
    expect(resume.experience.map((j) => j.title)).toEqual(['Director, Project Management Office']);
    expect(resume.experience[0]!.bullets[1]).toBe(
      'Stood up a stage-gate intake process that cut project approval time from 10 weeks to 4',
    );
  });

  it("reads 'PMP – Project Management Institute' as a certification, its body's 'Institute' no school", () => {
    expect(resume.education.map((s) => s.school)).toEqual(['University of Eastern Colorado']);
    expect(resume.certifications).toEqual(
      expect.arrayContaining([expect.stringContaining('PMP'), expect.stringContaining('Certified ScrumMaster')]),
    );
  });
});

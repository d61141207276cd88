import { Document, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 25: the Twenty Seconds CV (en-latex-twentyseconds: headings whose first letters stand in a box,
// 'Exp erience'; the sidebar with the name and contact details read after the body), a Word resume with roles under
// their employer (en-word-columns: 'ALLISON TRANSMISSION, Indianapolis, IN<TAB>2017 – Present' over 'Title (2021 –
// Present)', certifications under EDUCATION & CERTIFICATIONS), a FlowCV-like export (en-html-flowcv: dates over a
// wrapped place in a column of their own, the main column going on on page 2 after the sidebar) and Google Docs'
// Coral template in Spanish (es-html-gdocs-coral: 'Empresa, Ciudad — Puesto').

async function docx(...body: Paragraph[]) {
  const doc = new Document({ sections: [{ children: body }] });
  const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
  if (!result.ok) throw new Error(result.error);
  return result.resume;
}
const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });

describe('the Twenty Seconds CV', () => {
  it("reads 'Exp erience' as a heading, and the name and contact details from the sidebar read after the body", () => {
    const R = 'TeXGyreAdventor-Regular';
    const rows: Row[] = [
      ['Exp', 217.2, 38.1, 29.23, 17.2, R],
      [' ', 246.5, 38.1, 1.79, 17.2, R],
      ['erience', 248.3, 38.1, 63.83, 17.2, R],
      ['2021 – now', 215.4, 64.6, 53.26, 10.0, R],
      ['Senior Mechanical Engineer', 325.9, 64.6, 134.96, 10.0, R],
      ['GE Vernova, Greenville, SC', 480.1, 64.6, 103.5, 8.0, R],
      ['Combustion hardware for heavy-duty gas turbines.', 325.9, 76.5, 244.37, 10.0, R],
      ['•', 327.7, 90.5, 5.18, 10.0, R],
      ['Lead the mechanical design of combustion liners', 337.9, 90.5, 245.8, 10.0, R],
      ['Andrew', 14.2, 171.2, 93.37, 24.8, R],
      ['Kowalski', 14.2, 190.8, 98.28, 24.8, R],
      ['Mechanical Engineer', 14.2, 208.8, 148.57, 14.3, R],
      ['B', 16.7, 232.2, 12.65, 14.3, 'MarVoSym'],
      ['412 Pettigru Street, Greenville,', 42.5, 232.2, 141.73, 10.0, R],
      ['SC 29601', 42.5, 244.2, 43.42, 10.0, R],
      ['T', 16.8, 263.3, 12.14, 14.3, 'MarVoSym'],
      ['(864) 555-0137', 42.5, 263.3, 68.59, 10.0, R],
      ['m', 17.9, 283.8, 11.75, 14.3, 'MarVoSym'],
      ['linkedin.com/in/akowalski-pe', 42.5, 283.8, 141.65, 10.0, R],
      ['@', 17.3, 302.9, 10.37, 12.0, R],
      ['andrew.kowalski@example.com', 42.5, 302.9, 154.02, 10.0, R],
      ['About me', 14.2, 339.1, 101.02, 20.7, R],
      ['Mechanical engineer with ten', 14.2, 360.6, 140.0, 10.0, R],
    ];
    const { profile, experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect([profile.fullName, profile.phone, profile.email, profile.location]).toEqual([
      'Andrew Kowalski',
      '(864) 555-0137',
      'andrew.kowalski@example.com',
      '412 Pettigru Street, Greenville, SC 29601',
    ]);
    expect(experience.map((j) => [j.title, j.company, j.startDate])).toEqual([
      ['Senior Mechanical Engineer', 'GE Vernova', '2021'],
    ]);
  });
});

describe('roles under their employer', () => {
  const tabbed = (left: string, right: string, bold = true) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: 9360 }],
      children: [new TextRun({ text: left, bold }), new TextRun({ text: `\t${right}`, bold })],
    });
  it("reads an employer in capitals over its roles' 'Title (dates)' lines, a title naming its unit", async () => {
    const resume = await docx(
      p('Marcus T. Whitfield', true),
      p('Carmel, IN 46032 | (317) 555-0127 | marcus.whitfield@example.com'),
      p('PROFESSIONAL EXPERIENCE', true),
      tabbed('ALLISON TRANSMISSION, Indianapolis, IN', '2017 – Present'),
      p('Senior Operations Manager (2021 – Present)'),
      p('• Cut final assembly overtime by 31% by rebalancing the line.'),
      p('Operations Manager (2017 – 2021)'),
      p('• Brought machining scrap down from 3.1% to 1.4% in two years.'),
      tabbed('SUBARU OF INDIANA AUTOMOTIVE, Lafayette, IN', '2009 – 2012'),
      p('Group Leader, Paint Department (2009 – 2012)'),
      p('• Led 45 associates on second shift.'),
    );
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Senior Operations Manager', 'ALLISON TRANSMISSION', '2021', ''],
      ['Operations Manager', 'ALLISON TRANSMISSION', '2017', '2021'],
      ['Group Leader, Paint Department', 'SUBARU OF INDIANA AUTOMOTIVE', '2009', '2012'],
    ]);
  });

  it('keeps the certifications listed under EDUCATION & CERTIFICATIONS apart from the schools', async () => {
    const resume = await docx(
      p('Marcus T. Whitfield', true),
      p('marcus.whitfield@example.com'),
      p('EDUCATION & CERTIFICATIONS', true),
      tabbed('MBA, Operations Management – Indiana University Kelley School of Business', '2016', false),
      p('Lean Six Sigma Black Belt (ASQ), 2018'),
      p('Certified in Planning and Inventory Management (CPIM), APICS, 2014'),
    );
    expect(resume.education.map((e) => e.school)).toEqual(['Indiana University Kelley School of Business']);
    expect(resume.certifications).toEqual([
      'Lean Six Sigma Black Belt (ASQ), 2018',
      'Certified in Planning and Inventory Management (CPIM), APICS, 2014',
    ]);
  });
});

describe("a builder's columns of dates and places", () => {
  const R = 'SourceSans3-Regular';
  const B = 'SourceSans3-Bold';
  const S = 'SourceSans3-SemiBold';
  it('joins a place wrapped under the dates, reads the employer beside it, and the jobs the main column takes up on page 2', () => {
    const pages = measuredRows(
      [
        ["Niamh O'Sullivan", 39.8, 57.8, 191.07, 25.0, B],
        ['niamh.osullivan@example.com', 53.2, 99.0, 118.08, 9.0, R],
        ['PROFESSIONAL EXPERIENCE', 39.8, 230.3, 141.98, 11.0, B],
        ['09/2021 – present', 39.8, 252.0, 65.04, 8.8, R],
        ['London, United', 39.8, 264.0, 55.57, 8.6, R],
        ['Kingdom', 39.8, 276.0, 32.54, 8.6, R],
        ['Hotel Operations Manager', 122.0, 253.5, 116.99, 10.2, B],
        ['The Hoxton, Shoreditch', 122.0, 266.3, 96.92, 9.6, S],
        ['Run day-to-day operations across front office, housekeeping and food', 135.9, 294.8, 235.0, 9.6, R],
        ['SKILLS', 397.0, 141.8, 32.87, 10.5, B],
        ['Opera PMS, Opera Cloud, Micros Simphony', 397.0, 163.5, 150.0, 9.0, R],
      ],
      [
        ['06/2014 – 03/2017', 39.8, 45.0, 66.31, 8.8, R],
        ['Cork, Ireland', 39.8, 57.0, 46.16, 8.6, R],
        ['Guest Services Supervisor', 122.0, 46.5, 116.47, 10.2, B],
        ['Jurys Inn Cork', 122.0, 60.0, 59.38, 9.6, S],
        ['Supervised shifts of up to eight receptionists and porters in', 135.9, 75.8, 234.31, 9.6, R],
      ],
    );
    const { experience } = readResume(pdfLines(pages)).resume;
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Hotel Operations Manager', 'The Hoxton, Shoreditch', 'London, United Kingdom', '2021-09'],
      ['Guest Services Supervisor', 'Jurys Inn Cork', 'Cork, Ireland', '2014-06'],
    ]);
  });
});

describe("Google Docs' Coral template", () => {
  it("reads 'Empresa, Ciudad — Puesto' the way the other jobs do, and a town with its region", async () => {
    const job = (line: string, dates: string, item: string) => [p(line), p(dates), p(`● ${item}`)];
    const resume = await docx(
      p('Valentina Rojas Méndez', true),
      p('valentina.rojas@example.com'),
      p('EXPERIENCIA', true),
      ...job('Rappi, Bogotá — Coordinadora de Growth Marketing', 'MARZO 2021 - ACTUALIDAD', 'Lidero la adquisición.'),
      ...job(
        'Alpina Productos Alimenticios, Sopó, Cundinamarca — Analista de Mercadeo Digital',
        'JULIO 2018 - FEBRERO 2021',
        'Lancé la tienda en línea.',
      ),
      ...job('Sancho BBDO, Bogotá — Ejecutiva de Cuentas', 'FEBRERO 2016 - JUNIO 2018', 'Atendí las cuentas.'),
      ...job('Bancolombia, Medellín — Practicante de Mercadeo', 'ENERO 2015 - DICIEMBRE 2015', 'Apoyé campañas.'),
    );
    expect(resume.experience.map((j) => [j.company, j.location, j.title])).toEqual([
      ['Rappi', 'Bogotá', 'Coordinadora de Growth Marketing'],
      ['Alpina Productos Alimenticios', 'Sopó, Cundinamarca', 'Analista de Mercadeo Digital'],
      ['Sancho BBDO', 'Bogotá', 'Ejecutiva de Cuentas'],
      ['Bancolombia', 'Medellín', 'Practicante de Mercadeo'],
    ]);
  });
});

describe("a browser's list whose marks it drew", () => {
  it('reads a line the page started no element on as the item wrapped, though it starts with a capital', () => {
    const R = 'SourceSans3-Regular';
    const rows: Row[] = [
      ["Niamh O'Sullivan", 39.8, 57.8, 191.07, 25.0, 'SourceSans3-Bold'],
      ['niamh.osullivan@example.com', 53.2, 99.0, 118.08, 9.0, R],
      ['EXPERIENCE', 39.8, 130.0, 60.0, 11.0, 'SourceSans3-Bold'],
      ['06/2014 – 03/2017', 39.8, 150.0, 66.31, 8.8, R],
      ['Guest Services Supervisor', 122.0, 151.5, 116.47, 10.2, 'SourceSans3-Bold'],
      ['Jurys Inn Cork', 122.0, 165.0, 59.38, 9.6, 'SourceSans3-SemiBold'],
      ['', 135.9, 180.8, 0, 9.6, R],
      ['Supervised shifts of up to eight receptionists and porters in', 135.9, 180.8, 234.31, 9.6, R],
      ['a 133-room city-centre hotel and covered as duty manager', 135.9, 194.3, 232.62, 9.6, R],
      ['at weekends', 135.9, 207.8, 50.19, 9.6, R],
      ['', 135.9, 222.0, 0, 9.6, R],
      ['Trained new starters on Opera PMS and cash handling; my', 135.9, 222.0, 231.31, 9.6, R],
      ['shift had the lowest float variance in the region two years', 135.9, 235.5, 226.44, 9.6, R],
      ['running', 135.9, 249.0, 31.5, 9.6, R],
      ['', 135.9, 263.3, 0, 9.6, R],
      ['Handled group and conference check-ins for the Cork Jazz', 135.9, 263.3, 231.57, 9.6, R],
      ['Festival and Munster rugby weekends, often more than 300', 135.9, 276.8, 234.25, 9.6, R],
      ['arrivals a day', 135.9, 290.3, 52.78, 9.6, R],
      ['', 135.9, 304.5, 0, 9.6, R],
      ['Covered the night audit twice a week', 135.9, 304.5, 150.2, 9.6, R],
    ];
    const [job] = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(job?.bullets).toEqual([
      'Supervised shifts of up to eight receptionists and porters in a 133-room city-centre hotel and covered as duty manager at weekends',
      'Trained new starters on Opera PMS and cash handling; my shift had the lowest float variance in the region two years running',
      'Handled group and conference check-ins for the Cork Jazz Festival and Munster rugby weekends, often more than 300 arrivals a day',
      'Covered the night audit twice a week',
    ]);
  });
});

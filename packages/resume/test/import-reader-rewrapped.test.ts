import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredPage, page, type PageRow } from './pdf-page';

// The same resumes wrapped at other places: the corpus's pages printed 8 % larger broke lines where its files did
// not, and these are the lines that then read wrong. Each case is a resume of a few lines.

const width = (text: string, size = 10) => [...text].length * size * 0.5;
const read = (rows: PageRow[]) => readResume(pdfLines(page(rows))).resume;

describe('list items whose marks are drawn, wrapped', () => {
  it("joins a list's first item wrapped at a capital, as close under it as a later item's wrapped line", () => {
    // German nouns take capitals: 'von vier' / 'Werken' looks like a new item but for the spacing, which only the
    // second item's wrap ('für das' / 'monatliche Reporting') shows.
    const first = 'Verantwortung für das Monatsreporting von vier';
    const dates = '04/2021 – heute';
    const rows: PageRow[] = [
      ['Erika Musterfrau', 54, 60, 20, 'Helvetica-Bold'],
      ['erika@example.de', 54, 80],
      ['BERUFSERFAHRUNG', 54, 120, 12, 'Helvetica-Bold'],
      ['Senior Controllerin', 54, 140, 10, 'Helvetica-Bold'],
      // The dates end where 'Werken' would no longer have fitted after 'vier'.
      [dates, 66 + width(first) + 30 - width(dates), 140],
      ['Knorr-Bremse AG, München', 54, 153],
      [first, 66, 170],
      ['Werken mit 1.200 Beschäftigten', 66, 181.25],
      ['Einführung eines Power-BI-Dashboards für das', 66, 194.75],
      ['monatliche Reporting', 66, 206],
      ['Abschluss in fünf Arbeitstagen', 66, 219.5],
    ];
    expect(read(rows).experience[0]!.bullets).toEqual([
      'Verantwortung für das Monatsreporting von vier Werken mit 1.200 Beschäftigten',
      'Einführung eines Power-BI-Dashboards für das monatliche Reporting',
      'Abschluss in fünf Arbeitstagen',
    ]);
  });

  it('joins a line wrapped at the list’s own edge, short of the dates above it', () => {
    const line = 'Rebuilt the storefront checkout in React and TypeScript;';
    const widest = 'Designed a GraphQL gateway in front of six legacy services';
    const dates = '04/2021 – Present';
    const rows: PageRow[] = [
      ['Jordan Lee', 54, 60, 20, 'Helvetica-Bold'],
      ['jordan@example.com', 54, 80],
      ['EXPERIENCE', 54, 120, 12, 'Helvetica-Bold'],
      ['Senior Software Engineer', 54, 140, 10, 'Helvetica-Bold'],
      // The dates end further right than any item: the items' column stops short of them.
      [dates, 66 + width(widest) + 75 - width(dates), 140],
      ['Trailhead Outfitters', 54, 153, 10, 'Helvetica-Bold'],
      [line, 66, 170],
      ['conversion up 9% year over year', 66, 181.25],
      [widest, 66, 194.75],
      ['Mentor three engineers and run the frontend guild', 66, 208.25],
    ];
    expect(read(rows).experience[0]!.bullets).toEqual([
      'Rebuilt the storefront checkout in React and TypeScript; conversion up 9% year over year',
      widest,
      'Mentor three engineers and run the frontend guild',
    ]);
  });

  it('keeps a short Japanese item apart from the long one above it: its first characters would have fitted', () => {
    const long = '中堅企業120社の導入支援と定着化を担当し、解約率を年間8%から3%に改善';
    const dates = '2019年4月〜現在';
    const rows: PageRow[] = [
      ['山田 花子', 63, 60, 20, 'Helvetica-Bold'],
      ['hanako@example.jp', 63, 80],
      ['職務経歴', 63, 120, 12, 'Helvetica-Bold'],
      ['株式会社クラウドブリッジ', 63, 140, 10, 'Helvetica-Bold'],
      [dates, 79 + width(long) + 60 - width(dates), 140],
      ['カスタマーサクセス チームリーダー', 63, 158],
      [long, 79, 176],
      ['5名のメンバーの育成と評価を担当', 79, 191],
      ['オンボーディング資料を刷新し、導入期間を短縮', 79, 206],
    ];
    expect(read(rows).experience[0]!.bullets).toEqual([
      long,
      '5名のメンバーの育成と評価を担当',
      'オンボーディング資料を刷新し、導入期間を短縮',
    ]);
  });
});

describe('a label and its list in one justified paragraph, wrapped', () => {
  it('reads the wrapped rest back at the line’s start as the list’s last item’s', () => {
    // Justified: the gaps between words are wide enough to read them as parts of their own.
    const rows: PageRow[] = [
      ['Jonas Becker', 74, 60, 20, 'Helvetica-Bold'],
      ['jonas@example.de', 74, 80],
      ['KENNTNISSE', 74, 120, 12, 'Helvetica-Bold'],
      ['EDV: SAP MM, SAP Ariba, MS Excel, Power BI', 74, 140],
      ['Sprachen:', 74, 154],
      ['Deutsch (Muttersprache),', 136, 154],
      ['Englisch (verhandlungssicher),', 276, 154],
      ['Französisch', 446, 154],
      ['(Grundkenntnisse)', 74, 167],
      ['Führerschein: Klasse B', 74, 181],
    ];
    const resume = read(rows);
    const skills = [...resume.skills.core, ...resume.skills.tools, ...resume.skillGroups.flatMap((g) => g.keywords)];
    expect(skills.filter((s) => /Grundkenntnisse/.test(s))).toEqual([]);
    expect(resume.skills.languages).toContain('Französisch (Grundkenntnisse)');
  });
});

describe("a job's description wrapped before its last word", () => {
  it('keeps the last line, capitalised and short, in the description, not as an entry of its own', () => {
    const rows: PageRow[] = [
      ['Lena Vogt', 54, 60, 20, 'Helvetica-Bold'],
      ['lena@example.de', 54, 80],
      ['BERUFSERFAHRUNG', 54, 120, 12, 'Helvetica-Bold'],
      ['OTTO (GmbH & Co KG)', 54, 140, 10, 'Helvetica-Bold'],
      ['Senior UX Designer', 54, 153, 10, 'Helvetica-Bold'],
      ['Jan. 2021 – Heute', 54, 165],
      ['Hamburg', 54, 177],
      ['Verantwortlich für die Nutzerführung im Checkout des Onlineshops mit monatlich 40 Millionen', 54, 190],
      ['Besuchen.', 54, 201.25],
      ['XING (New Work SE)', 54, 222, 10, 'Helvetica-Bold'],
      ['UX Designer', 54, 235, 10, 'Helvetica-Bold'],
      ['Jan. 2018 – Dez. 2020', 54, 247],
      ['Hamburg', 54, 259],
    ];
    const jobs = read(rows).experience;
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Senior UX Designer', 'OTTO (GmbH & Co KG)'],
      ['UX Designer', 'XING (New Work SE)'],
    ]);
    expect([jobs[0]!.summary, ...jobs[0]!.bullets].join(' ')).toContain('40 Millionen Besuchen.');
  });
});

describe('the same resumes set narrower', () => {
  it('joins an item without a mark over three lines, its last two in lower case', () => {
    const dates = 'Ene. 2020 – Actualidad';
    const rows: PageRow[] = [
      ['Lucía Ortega', 54, 60, 20, 'Helvetica-Bold'],
      ['lucia@example.es', 54, 80],
      ['EXPERIENCIA', 54, 120, 12, 'Helvetica-Bold'],
      ['Analista de datos', 54, 140, 10, 'Helvetica-Bold'],
      [dates, 535 - width(dates), 140],
      ['Mercadona, Valencia', 54, 153, 10, 'Helvetica-Oblique'],
      ['Coordiné la implementación de un almacén de datos en la nube para las seiscientas tiendas', 83, 170],
      ['de la península, con la colaboración de los departamentos de logística, compras y sistemas', 83, 182],
      ['de información', 83, 194],
      ['Desarrollé los modelos de previsión de la demanda de productos frescos que redujeron las', 83, 211],
      ['mermas un doce por ciento en el primer año', 83, 223],
      ['Dirijo un equipo de cuatro analistas', 83, 240],
    ];
    expect(read(rows).experience[0]!.bullets).toEqual([
      'Coordiné la implementación de un almacén de datos en la nube para las seiscientas tiendas de la península, con la colaboración de los departamentos de logística, compras y sistemas de información',
      'Desarrollé los modelos de previsión de la demanda de productos frescos que redujeron las mermas un doce por ciento en el primer año',
      'Dirijo un equipo de cuatro analistas',
    ]);
  });

  it("reads a school's name wrapped before 'de' ('…, Universitat' / 'de Barcelona, …') whole", () => {
    const rows: PageRow[] = [
      ['Marta Puig', 101, 60, 20, 'Helvetica-Bold'],
      ['marta@example.es', 101, 80],
      ['Formación', 159, 120, 14],
      ['2009–2014', 101, 140, 10.9],
      ['Licenciatura en Administración y Dirección de Empresas, Universitat', 159, 140, 10.9],
      ['de Barcelona, Barcelona, Nota media: 8,1', 159, 153, 10.9],
    ];
    expect(read(rows).education.map((e) => e.school)).toEqual(['Universitat de Barcelona']);
  });

  it('joins an item wrapped before a year that goes on its sentence (‘… 38% in’ / ‘2022 by …’)', () => {
    const rows: PageRow[] = [
      ['Dana Ruiz', 54, 60, 20, 'Helvetica-Bold'],
      ['dana@example.com', 54, 80],
      ['EXPERIENCE', 100, 120, 12, 'Helvetica-Bold'],
      ['Marketing Manager', 100, 140, 10, 'Helvetica-Bold'],
      ['Summit Credit Union, Madison, WI', 100, 153],
      ['2019 – Present', 100, 166],
      ['•', 100, 183],
      ['Grew digital loan applications 38% in', 112, 183],
      ['2022 by rebuilding the auto-loan', 112, 195],
      ['landing pages', 112, 207],
      ['•', 100, 220],
      ['Manage a $900K annual media budget', 112, 220],
    ];
    expect(read(rows).experience[0]!.bullets).toEqual([
      'Grew digital loan applications 38% in 2022 by rebuilding the auto-loan landing pages',
      'Manage a $900K annual media budget',
    ]);
  });

  it('joins a typed item wrapped back to the margin when the dates stand out past the text’s edge', () => {
    // The margins were moved in, the dates' tab stop was not: the dates end past where the text's lines do.
    const rows: PageRow[] = [
      ['Ana Flores', 94, 60, 20, 'Helvetica-Bold'],
      ['ana@example.com', 94, 80],
      ['EXPERIENCE', 94, 120, 12, 'Helvetica-Bold'],
      ['Midwest Regional Bank, Chicago, IL', 94, 140],
      ['June 2019 – Present', 496, 140],
      ['Senior Financial Analyst', 94, 153],
      ['•', 112, 170],
      ['Built the three-statement forecasting model used by the treasury team for', 130, 170],
      ['quarterly liquidity planning across 42 branches, cutting the close-to-forecast cycle', 94, 182],
      ['from nine days to four', 94, 194],
      ['•', 112, 211],
      ['Present monthly variance analysis to the CFO and the audit committee', 130, 211],
    ];
    expect(read(rows).experience.map((j) => [j.title, j.bullets])).toEqual([
      [
        'Senior Financial Analyst',
        [
          'Built the three-statement forecasting model used by the treasury team for quarterly liquidity planning across 42 branches, cutting the close-to-forecast cycle from nine days to four',
          'Present monthly variance analysis to the CFO and the audit committee',
        ],
      ],
    ]);
  });
});

// The corpus's Word documents set a tenth larger (files/rewrapped/*-word-*.pdf): Word breaks what does not fit
// its cell or line anywhere, and a short section's widest line is its own.
describe('Word documents set larger', () => {
  it('reads an e-mail a narrow cell broke where the column ended', () => {
    const rows: PageRow[] = [
      ['AMARA OKAFOR', 54, 60, 20, 'Helvetica-Bold'],
      ['CONTACT', 54, 110, 11, 'Helvetica-Bold'],
      ['(404) 555-0119', 54, 126],
      ['amara.okafor@example.co', 54, 139],
      ['m', 54, 152],
      ['Atlanta, GA', 54, 165],
      ['EXPERIENCE', 220, 110, 11, 'Helvetica-Bold'],
      ['Human Resources Business Partner', 220, 126, 10, 'Helvetica-Bold'],
      ['Delta Air Lines | Atlanta, GA | February 2020 – Present', 220, 139],
    ];
    const { profile } = read(rows);
    expect(profile.email).toBe('amara.okafor@example.com');
    expect(profile.location).toBe('Atlanta, GA');
  });

  it('keeps an e-mail whole when the line under it is no rest of it', () => {
    const rows: PageRow[] = [
      ['AMARA OKAFOR', 54, 60, 20, 'Helvetica-Bold'],
      ['amara@example.com', 54, 126],
      ['linkedin', 54, 139],
    ];
    expect(read(rows).profile.email).toBe('amara@example.com');
  });

  it('reads a range of dates broken after its last month', () => {
    const rows: PageRow[] = [
      ['Nadia Reyes', 54, 60, 20, 'Helvetica-Bold'],
      ['nadia@example.com', 54, 80],
      ['EXPERIENCE', 54, 120, 12, 'Helvetica-Bold'],
      ['Digital Marketing Specialist', 54, 140, 10, 'Helvetica-Bold'],
      ['Harper & Lowe Publishing | May 2016 – Dec', 54, 153],
      ['2019', 54, 166],
      ['• Ran newsletter and paid search programs for 40+ new titles a year', 60, 181],
    ];
    const job = read(rows).experience[0]!;
    expect([job.title, job.company, job.startDate, job.endDate]).toEqual([
      'Digital Marketing Specialist',
      'Harper & Lowe Publishing',
      '2016-05',
      '2019-12',
    ]);
  });

  it("reads a school over a note no longer than the column's text, not as a paragraph", () => {
    const note = 'Dean’s List, six semesters. Member of the Logistics Student Association.';
    const rows: PageRow[] = [
      ['Luis Garza', 54, 60, 20, 'Helvetica-Bold'],
      ['luis@example.com', 54, 80],
      ['Experience', 54, 120, 14, 'Helvetica-Bold'],
      ['MARCH 2020 – PRESENT', 54, 140],
      ['Operations Manager, Lone Star Freight Partners', 54, 153],
      ['Scheduled inbound and outbound freight for three stores and an e-commerce warehouse, kept', 54, 166],
      ['carrier scorecards and handled damage claims.', 54, 179],
      ['Education', 54, 200, 14, 'Helvetica-Bold'],
      ['MAY 2013', 54, 220],
      ['B.S. in Supply Chain Management, The University of Texas at Dallas', 54, 233],
      [note, 54, 246],
    ];
    const school = read(rows).education[0];
    expect([school?.degree, school?.field, school?.school, school?.endDate]).toEqual([
      'B.S.',
      'Supply Chain Management',
      'The University of Texas at Dallas',
      '2013-05',
    ]);
    expect(school?.details).toEqual([note]);
  });
});

describe('the same LaTeX typeset by LuaLaTeX', () => {
  it("reads dates broken after their month in moderncv's margin, the range too wide for it", () => {
    // es-latex-casual as LuaLaTeX set it (items as pdf.js read them): 'Mar.' over '2020–Actualidad', flush right,
    // the range running 2 pt into the entry's description on its baseline.
    const items: [string, number, number, number, number, string][] = [
      ['Javier Morales Ruiz', 246.4, 93.6, 289.4, 37.9, 'LMSans17-Regular'],
      ['Experiencia profesional', 131.3, 197.3, 133.2, 14.3, 'LMSans12-Regular'],
      ['Mar.', 103.2, 216.7, 21.3, 10.9, 'LMSans10-Regular'],
      ['2020–Actualidad', 59.5, 230.3, 74.1, 10.9, 'LMSans10-Regular'],
      ['Desarrollador backend sénior', 131.3, 216.7, 142.8, 10.9, 'LMSans10-Bold'],
      [', ', 274, 216.7, 6.6, 10.9, 'LMSans10-Regular'],
      ['Cabify', 280.7, 216.7, 28.8, 10.9, 'LMSans10-Oblique'],
      [', Madrid', 309.5, 216.7, 39.1, 10.9, 'LMSans10-Regular'],
      ['Equipo de pagos y facturación.', 131.3, 230.3, 129.1, 10, 'LMSans10-Regular'],
      ['{', 131.2, 242.2, 5.5, 10, 'MarVoSym'],
      ['Migré el servicio de cobros de Ruby a Go', 142.2, 242.2, 170.5, 10, 'LMSans10-Regular'],
      ['Sept.', 100.9, 270.9, 23.5, 10.9, 'LMSans10-Regular'],
      ['2016–Feb.', 77.7, 284.5, 46.7, 10.9, 'LMSans10-Regular'],
      ['2020', 100.5, 298.1, 21.8, 10.9, 'LMSans10-Regular'],
      ['Desarrollador de software', 131.3, 270.9, 126.3, 10.9, 'LMSans10-Bold'],
      [', ', 257.6, 270.9, 6.6, 10.9, 'LMSans10-Regular'],
      ['Indra Sistemas', 264.3, 270.9, 66.6, 10.9, 'LMSans10-Oblique'],
      [', Alcobendas', 330.9, 270.9, 58.3, 10.9, 'LMSans10-Regular'],
      ['{', 131.2, 284.5, 5.5, 10, 'MarVoSym'],
      ['Mantuve el sistema de venta de billetes de Renfe', 142.2, 284.5, 200.4, 10, 'LMSans10-Regular'],
    ];
    const pages = measuredPage(
      items.map(([text, x, y, width, fontSize, font]) => ({ text, x, y, width, fontSize, font })),
    );
    const jobs = readResume(pdfLines(pages)).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Desarrollador backend sénior', 'Cabify', '2020-03', ''],
      ['Desarrollador de software', 'Indra Sistemas', '2016-09', '2020-02'],
    ]);
    expect(jobs[0]!.summary).toBe('Equipo de pagos y facturación.');
  });
});

describe('the same resumes printed smaller (94 %, Letter; Word a twelfth smaller; LaTeX wider)', () => {
  it("joins a drawn list's item wrapped at a capital when no other item wraps: closer than items are", () => {
    const first = 'Verantwortung für das Monatsreporting von vier Werken mit 1.200';
    const rows: PageRow[] = [
      ['Lena Hoffmann', 54, 60, 20, 'Helvetica-Bold'],
      ['lena.hoffmann@example.de', 54, 80],
      ['BERUFSERFAHRUNG', 54, 120, 12, 'Helvetica-Bold'],
      ['Senior Controllerin', 54, 140, 9, 'Helvetica-Bold'],
      ['04/2021 – heute', 54 + width(first, 9) + 12 - width('04/2021 – heute', 9), 140, 9],
      ['Knorr-Bremse AG, München', 54, 150, 9],
      [first, 66, 163, 9],
      ['Beschäftigten', 66, 173, 9],
      ['Einführung eines Power-BI-Dashboards', 66, 186, 9],
      ['Controllerin', 54, 209, 9, 'Helvetica-Bold'],
      ['09/2017 – 03/2021', 54 + width(first, 9) + 12 - width('09/2017 – 03/2021', 9), 209, 9],
      ['MAN Truck & Bus SE, München', 54, 219, 9],
      ['Budgetplanung für den Bereich Einkauf', 66, 232, 9],
      ['Umstellung auf SAP S/4HANA', 66, 245, 9],
    ];
    expect(read(rows).experience[0]!.bullets).toEqual([
      `${first} Beschäftigten`,
      'Einführung eines Power-BI-Dashboards',
    ]);
  });

  it('starts a school at a bold name back at the margin under a detail that ran to the edge', () => {
    const coursework =
      'Relevant coursework: Research Methods, Statistics for the Behavioral Sciences, Developmental Psychology';
    const right = 72 + width(coursework, 9.5) + 20;
    const rows: PageRow[] = [
      ['Marisol Vega', 54, 60, 20, 'Helvetica-Bold'],
      ['marisol.vega@example.edu', 54, 80],
      ['EDUCATION', 54, 166, 12, 'Helvetica-Bold'],
      ['University of La Verne', 54, 186, 9.5, 'Helvetica-Bold'],
      ['La Verne, CA', right - width('La Verne, CA', 9.5), 186, 9.5],
      ['Bachelor of Arts in Psychology', 54, 197, 9.5, 'Helvetica-Oblique'],
      ['May 2016', right - width('May 2016', 9.5), 197, 9.5],
      [coursework, 72, 209, 9.5],
      ['Bonita High School', 54, 221, 9.5, 'Helvetica-Bold'],
      ['San Dimas, CA', right - width('San Dimas, CA', 9.5), 221, 9.5],
      ['High School Diploma', 54, 233, 9.5, 'Helvetica-Oblique'],
      ['June 2012', right - width('June 2012', 9.5), 233, 9.5],
    ];
    expect(read(rows).education.map((e) => [e.school, e.details])).toEqual([
      ['University of La Verne', [coursework]],
      ['Bonita High School', []],
    ]);
  });

  it("reads a table row's entry beside its section's heading cell in the entry's own size", () => {
    // The heading cell is set larger than the entries: the row's first entry must still look like the next one.
    const rows: PageRow[] = [
      ['Álvaro Díez', 60, 60, 20, 'Helvetica-Bold'],
      ['alvaro.diez@example.es', 60, 80],
      ['FORMACIÓN', 60, 275, 10, 'Helvetica-Bold'],
      ['Máster en Ingeniería Industrial', 190, 275, 9, 'Helvetica-Bold'],
      ['Universidad de Valladolid', 190, 285, 9],
      ['2013 – 2015', 190, 295, 9],
      ['Grado en Ingeniería en Tecnologías Industriales', 190, 315, 9, 'Helvetica-Bold'],
      ['Universidad de Valladolid', 190, 325, 9],
      ['2009 – 2013', 190, 335, 9],
      ['IDIOMAS', 60, 355, 10, 'Helvetica-Bold'],
      ['Español: nativo', 190, 355, 9],
    ];
    expect(read(rows).education.map((e) => [e.degree, e.endDate])).toEqual([
      ['Máster en Ingeniería Industrial', '2015'],
      ['Grado en Ingeniería en Tecnologías Industriales', '2013'],
    ]);
  });

  it("reads a name line in large type wrapped after 'de' as the header's, not a heading ('Software')", () => {
    const rows: PageRow[] = [
      ['Pablo Herrera Castillo | Ingeniero de', 112, 65, 24.8],
      ['Software', 274, 90, 24.8],
      ['Calle de Alfonso I 17 – 50003 Zaragoza – España', 203, 115, 10.9],
      ['M +34 699 112 233 • E pablo.herrera@example.es', 192, 128, 10.9],
      ['Experiencia', 60, 188, 14.3],
      ['Ibercaja', 60, 210, 10.9],
      ['Sep. 2015 – Dic. 2018', 469, 210, 10.9],
      ['Desarrollador Backend', 60, 224, 10.9],
      ['Formación', 60, 329, 14.3],
      ['Universidad de Zaragoza', 60, 351, 10.9],
    ];
    const { profile, skills } = read(rows);
    expect([profile.fullName, profile.phone, profile.location]).toEqual([
      'Pablo Herrera Castillo',
      '+34 699 112 233',
      'Calle de Alfonso I 17, 50003 Zaragoza, España',
    ]);
    expect(Object.values(skills).flat()).toEqual([]);
  });
});

describe('the same resumes printed larger (116 %; Word a fifth larger; LaTeX 2.6 cm narrower)', () => {
  it('reads the end of a date column’s range alone on its line as a date, not a page’s number (02/2019)', () => {
    const rows: PageRow[] = [
      ['THEODORE NAKAMURA', 54, 37, 18, 'Helvetica-Bold'],
      ['ted.nakamura@example.com', 54, 60, 9],
      ['Experience', 60, 118, 11, 'Helvetica-Bold'],
      ['07/2016 –', 60, 237],
      ['02/2019', 60, 252],
      ['Financial Analyst, Golden Gate Logistics, Inc.', 170, 237],
      ['Prepared quarterly forecasts for a 220-truck fleet', 188, 255],
    ];
    const job = read(rows).experience[0];
    expect([job?.title, job?.startDate, job?.endDate]).toEqual(['Financial Analyst', '2016-07', '2019-02']);
  });

  it('reads a start month pushed to the line’s end by a tab stop past the margin, its year on the next line', () => {
    const rows: PageRow[] = [
      ['Dana Whitfield', 54, 40, 18, 'Helvetica-Bold'],
      ['dana@example.com', 54, 60, 10],
      ['WORK HISTORY', 54, 373, 12, 'Helvetica-Bold'],
      ['Middle School Science Teacher, Aurora Public Schools, Aurora, CO Aug 2015 – Present', 54, 393],
      ['Summer Program Coordinator, Denver Museum of Nature & Science, Denver, CO', 54, 408],
      ['Jun', 535, 408],
      ['2017 – Aug 2019', 54, 422],
      ['Lab Assistant, University of Northern Colorado, Greeley, CO', 54, 438],
      ['Jan 2013 – May 2015', 438, 438],
    ];
    expect(read(rows).experience.map((j) => [j.title, j.startDate, j.endDate])).toEqual([
      ['Middle School Science Teacher', '2015-08', ''],
      ['Summer Program Coordinator', '2017-06', '2019-08'],
      ['Lab Assistant', '2013-01', '2015-05'],
    ]);
  });

  it('reads an e-mail a narrow cell broke after its domain’s dot', () => {
    const rows: PageRow[] = [
      ['AMARA OKAFOR', 54, 59, 22, 'Helvetica-Bold'],
      ['CONTACT', 60, 127, 12, 'Helvetica-Bold'],
      ['(404) 555-0119', 60, 147, 12],
      ['amara.okafor@example.', 60, 167, 12],
      ['com', 60, 183, 12],
      ['Atlanta, GA', 60, 202, 12],
    ];
    expect(read(rows).profile.email).toBe('amara.okafor@example.com');
  });

  it('keeps a Japanese item apart from the next when it ends more than a character and a half short of the edge', () => {
    const first = '中堅企業120社の導入支援と定着化を担当し、解約率を年間8%から3%に改善';
    const rows: PageRow[] = [
      ['佐藤 美咲', 73, 60, 18, 'Helvetica-Bold'],
      ['misaki.sato@example.jp', 73, 80],
      ['職務経歴', 69, 250, 12, 'Helvetica-Bold'],
      ['株式会社クラウドブリッジ', 73, 280, 11.6, 'Helvetica-Bold'],
      // The dates end about four characters past the item.
      ['2019年4月〜現在', 92 + width(first, 11.6) + 45 - width('2019年4月〜現在', 11.6), 280, 11.6, 'Helvetica-Bold'],
      ['カスタマーサクセス チームリーダー', 73, 302, 11.6],
      [first, 92, 323, 11.6],
      ['5名のメンバーの育成と評価を担当', 92, 340, 11.6],
      ['オンボーディング資料を刷新', 92, 358, 11.6],
    ];
    expect(read(rows).experience[0]!.bullets).toEqual([
      first,
      '5名のメンバーの育成と評価を担当',
      'オンボーディング資料を刷新',
    ]);
  });

  it("joins a drawn list's last item wrapped at a capital, closer under it than its items are", () => {
    const rows: PageRow[] = [
      ['Lena Hoffmann', 54, 60, 20, 'Helvetica-Bold'],
      ['lena.hoffmann@example.de', 54, 80],
      ['BERUFSERFAHRUNG', 54, 120, 12, 'Helvetica-Bold'],
      ['Controllerin', 54, 140, 9, 'Helvetica-Bold'],
      // The dates end where 'S/4HANA' would no longer have fitted after 'SAP'.
      [
        '09/2017 – 03/2021',
        66 + width('Mitarbeit bei der Umstellung auf SAP', 9) + 20 - width('09/2017 – 03/2021', 9),
        140,
        9,
      ],
      ['MAN Truck & Bus SE, München', 54, 150, 9],
      ['Budgetplanung', 66, 163, 9],
      ['Mitarbeit bei der Umstellung auf SAP', 66, 176, 9],
      ['S/4HANA', 66, 186, 9],
      ['Junior Controllerin', 54, 209, 9, 'Helvetica-Bold'],
      [
        '10/2015 – 08/2017',
        66 + width('Mitarbeit bei der Umstellung auf SAP', 9) + 20 - width('10/2015 – 08/2017', 9),
        209,
        9,
      ],
      ['Allianz SE, München', 54, 219, 9],
    ];
    expect(read(rows).experience[0]!.bullets).toEqual([
      'Budgetplanung',
      'Mitarbeit bei der Umstellung auf SAP S/4HANA',
    ]);
  });
  it("joins a drawn list's lines wrapped before a number's unit and in lower case under a list narrower than its dates", () => {
    const rows: PageRow[] = [
      ['Lucía Martín', 40, 60, 20, 'Helvetica-Bold'],
      ['lucia.martin@example.es', 40, 80],
      ['EXPERIENCIA', 40, 180, 12, 'Helvetica-Bold'],
      ['Responsable de Marketing Digital', 40, 202, 10, 'Helvetica-Bold'],
      ['Grupo Barceló', 40, 216],
      // The place ends a few letters past the first item; the second and its wrap are far shorter.
      ['03/2020 – Presente', 40, 229, 10, 'Helvetica-Oblique'],
      ['Palma de Mallorca, España', 360 - width('Palma de Mallorca, España'), 229, 10, 'Helvetica-Oblique'],
      ['Dirijo un equipo de seis personas y un presupuesto de 4', 54, 266],
      ['M€ en medios de pago', 54, 277],
      ['Aumenté las reservas directas un 23 % con', 54, 289],
      ['campañas de búsqueda y metabuscadores', 54, 301],
      ['Implanté un modelo de atribución', 54, 313],
    ];
    expect(read(rows).experience[0]!.bullets).toEqual([
      'Dirijo un equipo de seis personas y un presupuesto de 4 M€ en medios de pago',
      'Aumenté las reservas directas un 23 % con campañas de búsqueda y metabuscadores',
      'Implanté un modelo de atribución',
    ]);
  });
  it('keeps an item at the top of the next page apart from a full line at the foot of the page before', () => {
    const full = 'Mitarbeit bei der Umstellung auf SAP';
    const right = 66 + width(full, 9) + 20;
    const item = (text: string, x: number, y: number, size = 9, font = 'Helvetica') => ({
      text,
      x,
      y,
      width: width(text, size),
      fontSize: size,
      font,
    });
    const pages = [
      {
        number: 1,
        width: 612,
        height: 792,
        items: [
          item('Lena Hoffmann', 54, 60, 20, 'Helvetica-Bold'),
          item('lena.hoffmann@example.de', 54, 80),
          item('BERUFSERFAHRUNG', 54, 120, 12, 'Helvetica-Bold'),
          item('Controllerin', 54, 700, 9, 'Helvetica-Bold'),
          item('09/2017 – 03/2021', right - width('09/2017 – 03/2021', 9), 700),
          item('MAN Truck & Bus SE, München', 54, 710),
          item('Budgetplanung', 66, 723),
          item(full, 66, 736),
        ],
      },
      { number: 2, width: 612, height: 792, items: [item('Schulungen für das Einkaufsteam', 66, 60)] },
    ];
    expect(readResume(pdfLines(pages)).resume.experience[0]!.bullets).toEqual([
      'Budgetplanung',
      full,
      'Schulungen für das Einkaufsteam',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume, type PdfItem } from '../src/import-reader';
import { measuredPage } from './pdf-page';

// Layouts the corpus met first in its fifth round (moderncv's oldstyle and fancy styles, a WPS Office template, a
// cventry whose skills sit one a cell): items as pdf.js read the corpus's files, each case misread before its rule.

type Row = [string, number, number, number, number, string];
const items = (rows: Row[]): PdfItem[] =>
  rows.map(([text, x, y, width, fontSize, font]) => ({ text, x, y, width, fontSize, font }));
const read = (rows: Row[]) => readResume(pdfLines(measuredPage(items(rows)))).resume;

const NAME: Row[] = [['Íñigo Echeverría Salazar', 168.3, 107.2, 317.6, 33.9, 'LMSans17-Regular']];

describe("moderncv's fancy style", () => {
  const header: Row[] = [
    ['Calle Ercilla 24, 3.', 68.5, 107.2, 76.5, 10, 'LMSans10-Oblique'],
    ['º', 145, 107.2, 4.2, 10, 'LMSans10-Oblique'],
    ['izq.', 135.9, 119.1, 14.6, 10, 'LMSans10-Oblique'],
    ['48011 Bilbao', 94.6, 131.1, 54.5, 10, 'LMSans10-Oblique'],
    ['España', 119.5, 143.1, 29.6, 10, 'LMSans10-Oblique'],
    ['M', 60.3, 155, 9.7, 10, 'LMSans10-BoldOblique'],
    [' ', 70, 155, 6.6, 10, 'LMSans10-BoldOblique'],
    ['+34 688 204 517', 76.7, 155, 72.5, 10, 'LMSans10-Oblique'],
    ['E', 123.9, 167, 6.4, 10, 'LMSans10-BoldOblique'],
    [' ', 130.3, 167, 6.6, 10, 'LMSans10-BoldOblique'],
    ['ini-', 137, 167, 13.2, 10, 'LMSans10-Oblique'],
    ['go.echeverria@example.eus', 59.5, 178.9, 108.4, 10, 'LMSans10-Oblique'],
    ...NAME,
  ];

  it('reads an e-mail TeX hyphenated in the narrow contact column, and an address line wrapped in it', () => {
    const { profile } = read(header);
    expect(profile.email).toBe('inigo.echeverria@example.eus');
    expect(profile.location).toBe('Calle Ercilla 24, 3.º izq., 48011 Bilbao, España');
  });

  it('reads a heading set larger in the margin on the first line of its section', () => {
    const rows: Row[] = [
      ...header,
      ['Perfil', 118.8, 206.4, 30.4, 14.3, 'LMSans12-Regular'],
      [' ', 149.2, 206.4, 19.1, 14.3, 'LMSans12-Regular'],
      [
        'Analista con seis años convirtiendo datos de ventas y de clientes en decisiones de',
        168.3,
        206.4,
        367.4,
        10.9,
        'LMSans10-Regular',
      ],
      ['negocio en banca y distribución.', 168.3, 220, 146.8, 10.9, 'LMSans10-Regular'],
      ['Formación', 88.6, 410, 60.6, 14.3, 'LMSans12-Regular'],
      [' ', 149.2, 410, 19.1, 14.3, 'LMSans12-Regular'],
      ['Grado en Economía', 168.3, 410, 98.7, 10.9, 'LMSans10-Bold'],
      [',', 267.1, 410, 3, 10.9, 'LMSans10-Regular'],
      [' ', 270.1, 410, 3.6, 10.9, 'LMSans10-Regular'],
      ['Universidad del País Vasco', 273.7, 410, 122.9, 10.9, 'LMSans10-Oblique'],
      [', Bilbao, Ma-', 396.6, 410, 61, 10.9, 'LMSans10-Regular'],
      ['trícula de Honor en Econometría.', 168.3, 423.6, 151.8, 10.9, 'LMSans10-Regular'],
      ['2013 – 2017', 473.8, 410, 62, 10.9, 'LMSans10-Bold'],
    ];
    const r = read(rows);
    expect(r.summary).toBe(
      'Analista con seis años convirtiendo datos de ventas y de clientes en decisiones de negocio en banca y distribución.',
    );
    // 'Ma-' / 'trícula': the heading beside the line sets no size for the word TeX hyphenated.
    expect(r.education.map((e) => [e.degree, e.school, e.startDate, e.endDate, e.details])).toEqual([
      ['Grado en Economía', 'Universidad del País Vasco', '2013', '2017', ['Matrícula de Honor en Econometría.']],
    ]);
  });

  it("reads a school's dates drawn after the rest of its wrapped line", () => {
    const rows: Row[] = [
      ...NAME,
      ['Formación', 88.6, 410, 60.6, 14.3, 'LMSans12-Regular'],
      [' ', 149.2, 410, 19.1, 14.3, 'LMSans12-Regular'],
      ['Grado en Economía', 168.3, 410, 98.7, 10.9, 'LMSans10-Bold'],
      [', Universidad del País Vasco, Bilbao.', 267.1, 410, 180, 10.9, 'LMSans10-Regular'],
      ['2013 – 2017', 473.8, 410, 62, 10.9, 'LMSans10-Bold'],
      ['Máster en Ciencia de Datos', 168.3, 439.4, 139.8, 10.9, 'LMSans10-Bold'],
      [',', 308.1, 439.4, 3, 10.9, 'LMSans10-Regular'],
      [' ', 311.2, 439.4, 3.6, 10.9, 'LMSans10-Regular'],
      ['Universidad de Deusto', 314.8, 439.4, 102.3, 10.9, 'LMSans10-Oblique'],
      [',', 417.2, 439.4, 3, 10.9, 'LMSans10-Regular'],
      ['Bilbao.', 168.3, 453, 31.9, 10.9, 'LMSans10-Regular'],
      ['2017 – 2018', 428.4, 439.4, 62, 10.9, 'LMSans10-Bold'],
    ];
    expect(read(rows).education.map((e) => [e.degree, e.school, e.startDate, e.endDate])).toEqual([
      ['Grado en Economía', 'Universidad del País Vasco', '2013', '2017'],
      ['Máster en Ciencia de Datos', 'Universidad de Deusto', '2017', '2018'],
    ]);
  });
});

describe("moderncv's oldstyle", () => {
  const HEAD: Row[] = [
    ['Priyanka Raghunathan', 67, 66, 220, 24.8, 'CMSS17'],
    ['priyanka.r@example.org', 80, 195, 95, 10, 'CMSS10'],
    ['Experience', 179.8, 226.3, 70.9, 14.3, 'CMSSBX10'],
  ];
  const job = (rows: Row[]) => {
    const j = read([...HEAD, ...rows]).experience[0];
    return [j?.title, j?.company, j?.startDate, j?.endDate];
  };

  it("reads a title that names its unit before the employer ('Charge Nurse, Emergency Department, Highland Hospital')", () => {
    expect(
      job([
        ['Charge Nurse, Emergency Department', 179.8, 245.7, 186.7, 10.9, 'CMSSBX10'],
        [',', 366.5, 245.7, 3, 10.9, 'CMSS10'],
        [' ', 369.4, 245.7, 2.9, 10.9, 'CMSS10'],
        ['Highland Hos-', 372.3, 245.7, 62.9, 10.9, 'CMSSI10'],
        ['pital', 179.8, 259.2, 20, 10.9, 'CMSSI10'],
        [', Oakland, CA.', 199.8, 259.2, 68.3, 10.9, 'CMSS10'],
        ['Sept 2019 – present', 443.8, 245.7, 100.9, 10.9, 'CMSSBX10'],
      ]),
    ).toEqual(['Charge Nurse, Emergency Department', 'Highland Hospital', '2019-09', '']);
  });

  it('reads a title line TeX justified to the dates as one text, not a field a word', () => {
    expect(
      job([
        ['Charge', 179.8, 245.7, 35.5, 10.9, 'CMSSBX10'],
        [' ', 215.3, 245.7, 7, 10.9, 'CMSSBX10'],
        ['Nurse,', 222.4, 245.7, 33, 10.9, 'CMSSBX10'],
        [' ', 255.4, 245.7, 7.8, 10.9, 'CMSSBX10'],
        ['Emergency', 263.4, 245.7, 55.7, 10.9, 'CMSSBX10'],
        [' ', 319, 245.7, 7, 10.9, 'CMSSBX10'],
        ['Department', 326.2, 245.7, 61, 10.9, 'CMSSBX10'],
        [',', 387.1, 245.7, 3.1, 10.9, 'CMSS10'],
        ['Highland Hospital', 179.8, 259.2, 81.6, 10.9, 'CMSSI10'],
        [', Oakland, CA.', 261.3, 259.2, 68.3, 10.9, 'CMSS10'],
        ['Sept 2019 – present', 398.4, 245.7, 100.9, 10.9, 'CMSSBX10'],
      ]),
    ).toEqual(['Charge Nurse, Emergency Department', 'Highland Hospital', '2019-09', '']);
  });

  it("reads an employer's name wrapped where the dates beside it cut the line short", () => {
    expect(
      job([
        ['Staff Nurse', 179.8, 338.4, 58.5, 10.9, 'CMSSBX10'],
        [',', 238.3, 338.4, 3.1, 10.9, 'CMSS10'],
        [' ', 241.3, 338.4, 4.3, 10.9, 'CMSS10'],
        ['Alta Bates Summit Medical', 245.7, 338.4, 130.3, 10.9, 'CMSSI10'],
        ['Center', 179.8, 351.9, 30, 10.9, 'CMSSI10'],
        [', Berkeley, CA.', 209.7, 351.9, 67.9, 10.9, 'CMSS10'],
        ['June 2016 – Aug 2019', 385.7, 338.4, 113.6, 10.9, 'CMSSBX10'],
      ]),
    ).toEqual(['Staff Nurse', 'Alta Bates Summit Medical Center', '2016-06', '2019-08']);
  });

  it("reads a school's years apart from a grade that ends in a number ('GPA 3.7.' | '2012 – 2016')", () => {
    const rows: Row[] = [
      ...HEAD.slice(0, 2),
      ['Education', 179.8, 427.4, 65.3, 14.3, 'CMSSBX10'],
      ['Bachelor of Science in Nursing', 179.8, 446.8, 151.7, 10.9, 'CMSSBX10'],
      [',', 331.5, 446.8, 3, 10.9, 'CMSS10'],
      [' ', 334.4, 446.8, 3.7, 10.9, 'CMSS10'],
      ['San Francisco State', 338.1, 446.8, 89.5, 10.9, 'CMSSI10'],
      ['University', 179.8, 460.3, 44.8, 10.9, 'CMSSI10'],
      [', San Francisco, CA, GPA 3.7.', 224.6, 460.3, 138.5, 10.9, 'CMSS10'],
      ['2012 – 2016', 437.3, 446.8, 62, 10.9, 'CMSSBX10'],
    ];
    expect(read(rows).education.map((e) => [e.degree, e.field, e.school, e.startDate, e.endDate, e.score])).toEqual([
      ['Bachelor of Science', 'Nursing', 'San Francisco State University', '2012', '2016', '3.7'],
    ]);
  });

  it("keeps a skill in a cell of its own as written ('Epic' | 'ACLS and PALS')", () => {
    const rows: Row[] = [
      ...HEAD.slice(0, 2),
      ['Skills', 179.8, 540, 40, 14.3, 'CMSSBX10'],
      ['{', 179.8, 560.2, 6, 10.9, 'MarVoSym'],
      [' ', 185.8, 560.2, 3.6, 10.9, 'MarVoSym'],
      ['Epic', 189.5, 560.2, 19.6, 10.9, 'CMSS10'],
      [' ', 209.1, 560.2, 155.6, 10.9, 'CMSS10'],
      ['{', 364.6, 560.2, 6, 10.9, 'MarVoSym'],
      [' ', 370.7, 560.2, 3.3, 10.9, 'MarVoSym'],
      ['ACLS and PALS', 374, 560.2, 75, 10.9, 'CMSS10'],
    ];
    const { skills } = read(rows);
    expect([...skills.core, ...skills.tools]).toEqual(['Epic', 'ACLS and PALS']);
  });
});

describe('a WPS Office template', () => {
  it('reads skills numbered by hand without their numbers', () => {
    const rows: Row[] = [
      ['Valeria Quispe Mamani', 54.1, 60, 230, 22, 'LiberationSans-Bold'],
      ['valeria.quispe@example.pe', 54.1, 90, 120, 10, 'LiberationSans'],
      ['HABILIDADES', 54.1, 412.6, 81.9, 12, 'LiberationSans-Bold'],
      ['1. SAP WM', 54.1, 429.6, 51.6, 10, 'LiberationSans'],
      ['2. SAP MM', 54.1, 442.1, 50.5, 10, 'LiberationSans'],
      ['3. Excel avanzado', 54.1, 454.6, 81.6, 10, 'LiberationSans'],
      ['4. Power BI', 54.1, 467.1, 51.6, 10, 'LiberationSans'],
    ];
    const { skills } = read(rows);
    expect([...skills.core, ...skills.tools]).toEqual(['SAP WM', 'SAP MM', 'Excel avanzado', 'Power BI']);
  });
});

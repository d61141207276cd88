import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { looksLikePlace, looksLikeStreet } from '../src/import-reader/places';
import { cutPieces } from '../src/import-reader/cut-pieces';
import type { Piece } from '../src/import-reader/entries';
import { headingKind } from '../src/import-reader/headings';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 37: a Mexican job site's profile export (es-html-occ) and a Word 2016 hybrid resume (en-word-hybrid).

const N = 'Lato-Regular';
const B = 'Lato-Bold';

describe("a Mexican job site's export", () => {
  const page: Row[] = [
    ['Luis Fernando Ramírez Olvera', 45, 60, 260, 22, B],
    ['luis.ramirez.olvera@example.com', 45, 90, 160, 9.2, N],
    ['Experiencia laboral', 45, 276, 93, 11, B],
    ['Coordinador de Logística y Distribución', 45, 301, 190, 9.7, B],
    ['ene 2020 - actual', 503, 301, 64, 9.2, N],
    ['Distribuidora Lácteos del Valle de México, S.A. de C.V.', 45, 315, 220, 9.2, N],
    ['Funciones:', 45, 332, 39, 8.3, B],
    ['- Coordinación de 38 rutas diarias de reparto a autoservicios', 45, 343, 300, 9.2, N],
    ['-Elaboración del programa semanal de embarques y seguimiento de entregas', 45, 357, 340, 9.2, N],
    ['- Negociación de tarifas de flete con proveedores', 45, 370, 250, 9.2, N],
    ['Escolaridad', 45, 420, 56, 11, B],
    ['Licenciatura en Administración', 45, 445, 126, 9.2, B],
    ['Universidad Nacional Autónoma de México (UNAM) - FES Cuautitlán', 45, 459, 277, 9.2, N],
    ['Titulado', 45, 472, 30, 8.3, N],
    ['2008 - 2012', 45, 484, 46, 8.3, N],
  ];
  const { experience, education } = readResume(pdfLines(measuredRows(page))).resume;

  it("takes 'Escolaridad', as Mexico heads its schools, for education", () => {
    expect(headingKind('Escolaridad')?.kind).toBe('education');
    expect(headingKind('GRADO DE ESTUDIOS')?.kind).toBe('education');
  });

  it("reads an item typed with its hyphen against the first word ('-Elaboración') as an item like the others", () => {
    expect(experience.map((j) => [j.title, j.startDate, j.bullets.length])).toEqual([
      ['Coordinador de Logística y Distribución', '2020-01', 3],
    ]);
    expect(experience[0]!.bullets[1]).toMatch(/^Elaboración del programa/);
  });

  it("keeps a faculty's initials and town after the university's dash as the school's name", () => {
    expect(education.map((s) => [s.school, s.degree, s.startDate, s.endDate])).toEqual([
      [
        'Universidad Nacional Autónoma de México (UNAM) - FES Cuautitlán',
        'Licenciatura en Administración',
        '2008',
        '2012',
      ],
    ]);
  });
});

describe("a Word hybrid resume's one-line jobs, a promotion's earlier title on a line of its own", () => {
  const S = 'NotoSans-Bold';
  const R = 'NotoSans-Regular';
  const I = 'NotoSans-Italic';
  const item = (text: string, y: number): Row[] => [
    ['\uF0B7', 72, y, 4.5, 10.5, 'OpenSymbol'],
    [text, 90, y, 300, 10.5, R],
  ];
  const page: Row[] = [
    ['GREGORY A. PRUITT', 230, 60, 150, 16, S],
    ['greg.pruitt@example.com', 230, 80, 140, 10, R],
    ['PROFESSIONAL EXPERIENCE', 54, 130, 170, 12, S],
    ['Senior Buyer, Lowe’s Companies, Inc. — Mooresville, NC', 54, 155, 300, 10.5, S],
    ['03/2017 – 12/2018', 480, 155, 78, 10.5, S],
    ['Led sourcing for the seasonal and outdoor categories of 1,700 stores.', 54, 170, 320, 10.5, I],
    ['Key Achievements:', 54, 185, 90, 10.5, S],
    ...item('Negotiated annual contracts for seasonal categories worth $48M', 200),
    ['Buyer', 54, 223, 30, 10.5, S],
    ['06/2014 – 02/2017', 480, 223, 78, 10.5, S],
    ...item('Placed purchase orders for 2,400 SKUs across 14 vendors', 240),
    ['Operations Intern, Family Dollar Stores — Matthews, NC', 54, 263, 300, 10.5, S],
    ['05/2010 - 08/2010', 480, 263, 78, 10.5, S],
    ['Supported the inbound team of a 900,000 sq ft distribution center.', 54, 278, 320, 10.5, I],
    ...item('Audited inbound trailers against advance ship notices', 293),
  ];
  const { experience } = readResume(pdfLines(measuredRows(page))).resume;

  it('reads the employer of a job whose town no list knows, and gives the bare title the employer above it', () => {
    expect(experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['Senior Buyer', 'Lowe’s Companies, Inc.', '2017-03', '2018-12', 1],
      ['Buyer', 'Lowe’s Companies, Inc.', '2014-06', '2017-02', 1],
      ['Operations Intern', 'Family Dollar Stores', '2010-05', '2010-08', 1],
    ]);
  });
});

describe('an entry line cut into its pieces', () => {
  it("leaves no empty name when a piece is all place ('Mooresville, NC' beside the title and employer)", () => {
    const piece = (text: string, order: number, dash?: string): Piece => ({
      text,
      line: 7,
      bold: true,
      italic: false,
      order,
      ...(dash ? { dash } : {}),
    });
    const cut = cutPieces([piece('Senior Buyer, Lowe’s Companies, Inc.', 0), piece('Mooresville, NC', 1, '—')], false);
    expect(cut.map((p) => p.text)).toEqual(['Senior Buyer', 'Lowe’s Companies, Inc.', 'Mooresville, NC']);
  });
});

describe('a sidebar of labels over values (LaTeX minipages, a WPS template)', () => {
  const R8 = 'LMRoman8-Regular';
  const B8 = 'LMRoman8-Bold';
  const B12 = 'LMRoman12-Bold';
  const main: Row[] = [
    ['Ainhoa Etxeberria Ruiz', 218.6, 50, 291, 24.8, 'LMRoman17-Bold'],
    ['PERFIL', 218.6, 90, 50, 12, B12],
    [
      'Ingeniera industrial con tres años de experiencia en el cálculo de estructuras y equipos',
      218.6,
      110,
      343,
      10,
      R8,
    ],
    ['para proyectos de energía e industria, en equipos multidisciplinares y con clientes', 218.6, 122, 343, 10, R8],
    ['internacionales. Busco seguir creciendo en la dirección técnica de proyectos.', 218.6, 134, 300, 10, R8],
  ];
  const sidebar: Row[] = [
    ['CONTACTO', 40.3, 177, 78, 12, B12],
    ['Teléfono', 40.3, 195, 36, 8, B8],
    ['+34 612 345 678', 40.3, 205, 62, 8, R8],
    ['Ciudad', 40.3, 241, 31, 8, B8],
    ['Bilbao, España', 40.3, 251, 56, 8, R8],
    ['LinkedIn', 40.3, 264, 38, 8, B8],
    ['linkedin.com/in/ainhoa-etxeberria', 40.3, 274, 127, 8, R8],
    ['HABILIDADES', 40.3, 299.5, 95, 12, B12],
    ['SolidWorks y CATIA V5', 49.4, 325.9, 92.5, 8, R8],
    ['Microsoft Project', 49.4, 378.2, 64.6, 8, R8],
    ['SAP PM', 49.4, 388.6, 33.1, 8, R8],
    // Its end falls on the heading's right edge by chance.
    ['Metodología Lean y 5S', 49.4, 399, 85.5, 8, R8],
  ];
  const { profile, skills } = readResume(pdfLines(measuredRows([...main, ...sidebar]))).resume;

  it("stops an address under its label at the next field's label, set in bold as its own label is", () => {
    expect(profile.location).toBe('Bilbao, España');
  });

  it("keeps a list's item that ends at its heading's right edge: a template's hint is set flush right, not left", () => {
    expect(skills.core).toEqual(['SolidWorks y CATIA V5', 'Microsoft Project', 'SAP PM', 'Metodología Lean y 5S']);
  });

  it("reads no place from a personal detail's value, and an Indian address ('#45, …', a PIN after a dash) under its label", () => {
    const A = 'Arial-BoldMT';
    const a = 'ArialMT';
    const page: Row[] = [
      ['NAVEEN KUMAR GOWDA', 223, 62, 310, 25, A],
      ['Network Engineer | IT Infrastructure Support', 223, 104, 315, 11, a],
      ['PERSONAL DETAILS', 50, 61, 126, 11, A],
      ['Nationality', 50, 200, 46, 9, A],
      ['Indian', 50, 217, 25, 9, a],
      ['Languages Known', 50, 237, 80, 9, A],
      ['English, Kannada, Hindi and Tamil', 50, 254, 138, 9, a],
      ['CONTACT', 50, 286, 60, 11, A],
      ['Mobile:', 50, 314, 31, 9, A],
      ['+91 98450 12345', 50, 330, 70, 9, a],
      ['Address:', 50, 404, 39, 9, A],
      ['#45, 3rd Main Road, Vijayanagar,', 50, 420, 134, 9, a],
      ['Bengaluru – 560040, Karnataka', 50, 436, 127, 9, a],
    ];
    const { profile: p } = readResume(pdfLines(measuredRows(page))).resume;
    expect(p.location).toBe('#45, 3rd Main Road, Vijayanagar, Bengaluru – 560040, Karnataka');
    // With no address, the languages under their label are still no place.
    const noAddress = page.filter(([text]) => !/Address|#45|Bengaluru/.test(text));
    expect(readResume(pdfLines(measuredRows(noAddress))).resume.profile.location).toBe('');
    expect(looksLikeStreet('#45, 3rd Main Road, Vijayanagar,')).toBe(true);
    expect(looksLikePlace('Bengaluru – 560040, Karnataka')).toBe(true);
  });
});

describe("an Indian CV's qualifications table, its cells wrapped and centred in their rows on WPS's line grid", () => {
  const B = 'LiberationSans-Bold';
  const N = 'LiberationSans';
  const table: Row[] = [
    ['EDUCATIONAL QUALIFICATION', 223.2, 286, 196.4, 12, B],
    ['Qualification', 233.2, 319.8, 54.4, 9, B],
    ['Institution', 318.7, 319.8, 43.4, 9, B],
    ['Board/', 408.2, 312, 28.5, 9, B],
    ['University', 400.7, 327.6, 43.5, 9, B],
    ['Year', 467.7, 319.8, 19.5, 9, B],
    ['Percentage', 499.5, 319.8, 48.5, 9, B],
    ['B.E.', 227.5, 355.5, 17, 9, N],
    ['(Electronics &', 227.5, 371.1, 55.5, 9, N],
    ['Communication)', 227.5, 386.7, 65.5, 9, N],
    ['Sri Siddhartha', 301.5, 347.7, 57, 9, N],
    ['Institute of', 301.5, 363.3, 41.5, 9, N],
    ['Technology,', 301.5, 378.9, 49, 9, N],
    ['Tumakuru', 301.5, 394.5, 40.5, 9, N],
    ['VTU, Belagavi', 387.4, 371.1, 57.5, 9, N],
    ['2013', 467.4, 371.1, 20, 9, N],
    ['68.40%', 508.5, 371.1, 30.5, 9, N],
    ['PUC (PCMB)', 227.5, 438, 53.5, 9, N],
    ['Government PU', 301.5, 430.2, 64.5, 9, N],
    ['College, Kunigal', 301.5, 445.8, 65.5, 9, N],
    ['Dept. of Pre-', 387.4, 414.6, 51, 9, N],
    ['University', 387.4, 430.2, 39.5, 9, N],
    ['Education,', 387.4, 445.8, 42.5, 9, N],
    ['Karnataka', 387.4, 461.4, 41, 9, N],
    ['2009', 467.4, 438, 20, 9, N],
    ['74.50%', 508.5, 438, 30.5, 9, N],
    ['SSLC', 227.5, 497.1, 23.5, 9, N],
    ['Sri Ramakrishna', 301.5, 481.5, 66.5, 9, N],
    ['Vidyashala,', 301.5, 497.1, 46.5, 9, N],
    ['Kunigal', 301.5, 512.7, 30, 9, N],
    ['KSEEB', 387.4, 497.1, 30, 9, N],
    ['2007', 467.4, 497.1, 20, 9, N],
    ['81.28%', 508.5, 497.1, 30.5, 9, N],
  ];
  const page: Row[] = [['NAVEEN KUMAR GOWDA', 223, 70, 310, 25, B], ...table];
  const { education } = readResume(pdfLines(measuredRows(page))).resume;

  it("joins a head row drawn apart by a wrapped cell ('Board/' over 'University'), and each row's cells over its lines", () => {
    expect(education.map((s) => [s.degree, s.school, s.endDate])).toEqual([
      ['B.E. (Electronics & Communication)', 'Sri Siddhartha Institute of Technology', '2013'],
      ['PUC (PCMB)', 'Government PU College', '2009'],
      ['SSLC', 'Sri Ramakrishna Vidyashala', '2007'],
    ]);
  });
});

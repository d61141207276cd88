import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 81: en-word-wps-declaration and en-latex-moderncv-fancy as the rewrapped set prints them (narrower
// columns); items as pdf.js read them from the files, each case misread before its rule.

const R = 'URWBookmanLight';
const B = 'URWBookmanDemi';
const name: ItemRow[] = [
  ['PRASHANT V. DESHPANDE', 59.7, 91.5, 230, 15.5, B],
  ['prashant.deshpande@example.com', 395.1, 105.3, 160, 11, R],
];

describe("a year its narrow column broke ('201' over '0')", () => {
  const table = (years: ItemRow[]): ItemRow[] => [
    ...name,
    ['EDUCATIONAL QUALIFICATION', 54.3, 299, 198.19, 12, B],
    ['Qualification', 65, 329.2, 74.33, 11, B],
    ['Institute', 193.2, 329.2, 50.36, 11, B],
    ['Board/University', 310.1, 329.2, 98.96, 11, B],
    ['Yea', 439.4, 322.3, 20.47, 11, B],
    ['r', 447.1, 336.1, 5.06, 11, B],
    ['Percentage', 472.8, 329.2, 63.13, 11, B],
    ['B.E.', 90.6, 354.6, 23.1, 11, R],
    ['(Mechanical', 69.9, 368.4, 64.37, 11, R],
    ['Engineering)', 68.3, 382.2, 67.66, 11, R],
    ['Walchand College of', 154.6, 361.5, 108.56, 11, R],
    ['Engineering, Sangli', 154.6, 375.3, 104.83, 11, R],
    ['Shivaji University,', 292.1, 361.5, 98.05, 11, R],
    ['Kolhapur', 292.1, 375.3, 50.12, 11, R],
    ['71.85%', 484, 368.4, 40.68, 11, R],
    ['12th (HSC)', 72.4, 414.6, 59.37, 11, R],
    ['Vivekanand College,', 154.6, 407.7, 108.56, 11, R],
    ['Kolhapur', 154.6, 421.5, 50.12, 11, R],
    ['Maharashtra State', 292.1, 400.8, 100.93, 11, R],
    ['Board, Kolhapur', 292.1, 414.6, 89.47, 11, R],
    ['Division', 292.1, 428.4, 43.55, 11, R],
    ['78.33%', 484, 414.6, 40.68, 11, R],
    ...years,
    ['TECHNICAL SKILLS', 54.3, 500.8, 124.26, 12, B],
    ['AutoCAD, SolidWorks, Minitab', 75.3, 521.4, 170, 11, R],
  ];
  const schools = (rows: ItemRow[]) =>
    readResume(pdfLines(measuredRows(rows))).resume.education.map((e) => [e.school, e.degree, e.endDate]);

  it("reads the year whole, each row's cells by the head's columns, and a number alone mid-page as no page number", () => {
    const years: ItemRow[] = [
      ['201', 439.4, 361.5, 20.42, 11, R],
      ['0', 446.2, 375.3, 6.82, 11, R],
      ['200', 439.4, 407.7, 20.42, 11, R],
      ['6', 446.2, 421.5, 6.82, 11, R],
    ];
    expect(schools(table(years))).toEqual([
      ['Walchand College of Engineering', 'B.E. (Mechanical Engineering)', '2010'],
      ['Vivekanand College', '12th (HSC)', '2006'],
    ]);
  });
});

describe("a skill wrapped over a line's end ('…, Contour Tracer, Surface' / 'Roughness Tester, …')", () => {
  it('reads it whole, the wrapped line standing closer under its list than the lists under each other', () => {
    const mark = (y: number): ItemRow => ['\uf0b7', 54.3, y, 9.11, 11, 'OpenSymbol'];
    const rows: ItemRow[] = [
      ...name,
      // (A job's list item from the skills' edge: where their column ends.)
      ['PROFESSIONAL EXPERIENCE', 54.3, 400, 190, 12, B],
      ['Quality Engineer', 54.3, 420, 100, 11, B],
      ['June 2012 – Present', 430, 420, 110, 11, R],
      mark(440),
      ['Training the operators and inspectors on work instructions and visual inspection', 75.3, 440, 465.5, 11, R],
      ['TECHNICAL SKILLS', 54.3, 500.8, 124.26, 12, B],
      mark(521.4),
      ['Quality Tools', 75.3, 521.4, 76.47, 11, B],
      [': 7 QC Tools, 8D, Why-Why Analysis, PFMEA, Control', 224.3, 521.4, 289.7, 11, R],
      ['Plan, Poka-Yoke', 75.3, 535.2, 87.06, 11, R],
      mark(550.5),
      ['Core Tools', 75.3, 550.5, 60.87, 11, B],
      [': APQP, PPAP, MSA, SPC', 224.3, 550.5, 133.16, 11, R],
      mark(565.8),
      ['Quality Systems', 75.3, 565.8, 93.66, 11, B],
      [': IATF 16949:2016, ISO 9001:2015, VDA 6.3', 224.3, 565.8, 240.36, 11, R],
      mark(581.1),
      ['Software', 75.3, 581.1, 49.86, 11, B],
      [': AutoCAD, SolidWorks, Minitab, SAP (QM Module), MS', 224.3, 581.1, 298.28, 11, R],
      ['Office (Excel, PowerPoint)', 75.3, 594.9, 136.21, 11, R],
      mark(610.2),
      ['Measuring Instruments', 75.3, 610.2, 133.23, 11, B],
      [': CMM (Zeiss Contura), Contour Tracer, Surface', 224.3, 610.2, 257.8, 11, R],
      ['Roughness Tester, Height Gauge, Vernier Caliper, Micrometer', 75.3, 624, 331.88, 11, R],
    ];
    const skills = readResume(pdfLines(measuredRows(rows))).resume.skills.core;
    expect(skills).toContain('Surface Roughness Tester');
    expect(skills).not.toContain('Surface');
    expect(skills).toContain('Control Plan');
  });
});

describe("moderncv's header wrapped over three lines in a narrow column, a comma's line and then a lower-case one", () => {
  const L = 'LMRoman10-Regular';
  const LB = 'LMRoman10-Bold';
  const LS = 'LMRomanSlant10-Regular';
  it("reads the title in bold, the employer after it, and 'while studying.' as no title", () => {
    const rows: ItemRow[] = [
      ['Megan Holroyd', 197.71, 101.25, 209.01, 33.87, 'LMRoman17-Regular'],
      ['m.holroyd@example.com', 73.06, 137.12, 105.52, 9.96, LS],
      ['Experience', 111.27, 260, 67.31, 14.35, 'LMRoman12-Regular'],
      ['Healthcare Assistant (Bank)', 197.71, 291.07, 164.4, 10.91, LB],
      [',', 362.1, 291.07, 3.09, 10.91, L],
      ['NHS Professionals', 197.1, 304.62, 84.64, 10.91, LS],
      [', Leeds, Part time', 281.72, 304.62, 81.96, 10.91, L],
      ['while studying.', 197.31, 318.17, 72.48, 10.91, L],
      ['Sep 2016–May 2019', 381.61, 291.07, 108.79, 10.91, LB],
      ['{', 197.63, 330.5, 5.53, 9.96, 'MarVoSym'],
      ['Worked 15 to 20 hours a week on medical, orthopaedic and care of', 208.1, 330.5, 282.3, 9.96, L],
      ['the elderly wards across Leeds General Infirmary', 208.6, 342.5, 220, 9.96, L],
    ];
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Healthcare Assistant (Bank)', 'NHS Professionals', '2016-09', '2019-05'],
    ]);
  });
});

describe("a school's name wrapped before its dates in brackets ('… Instituto de Formación' / 'Técnica Superior N° 18 (2008 - 2010, completo)')", () => {
  const LR = 'LiberationSerif';
  const LB = 'LiberationSerif-Bold';
  const header: ItemRow[] = [
    ['CURRICULUM VITAE', 206.1, 99.6, 183.19, 17.5, LB],
    ['DATOS PERSONALES', 90.1, 137, 134.63, 13, LB],
    ['Nombre y apellido:', 90.1, 168.2, 106.77, 13, LB],
    ['Florencia Belén Giménez', 200.2, 168.2, 132.64, 13, LR],
    ['Correo electrónico:', 90.1, 183.8, 110, 13, LB],
    ['florencia.gimenez@example.com', 204, 183.8, 190, 13, LR],
  ];
  it('reads the wrapped line as the name\'s rest, after a label its justified line set apart ("Terciario:" | …)', () => {
    const rows: ItemRow[] = [
      ...header,
      ['ESTUDIOS', 90.1, 355.4, 65.66, 13, LB],
      ['Secundario:', 90.1, 386.6, 67.09, 13, LB],
      ['Bachiller con orientación en Economía – Colegio Nacional N° 2', 161.5, 386.6, 343.23, 13, LR],
      ['(2003 - 2007)', 90.1, 402.2, 71.42, 13, LR],
      ['Terciario:', 90.1, 417.8, 56.17, 13, LB],
      ['Técnica Superior en Administración – Instituto de Formación', 154.1, 417.8, 350.96, 13, LR],
      ['Técnica Superior N° 18 (2008 - 2010, completo)', 90.1, 433.4, 252.64, 13, LR],
    ];
    const schools = readResume(pdfLines(measuredRows(rows))).resume.education;
    expect(schools.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Colegio Nacional N° 2', 'Bachiller con orientación en Economía', '2003', '2007'],
      ['Instituto de Formación Técnica Superior N° 18', 'Técnica Superior en Administración', '2008', '2010'],
    ]);
  });

  it("reads a degree's rest in lower case before its dates ('… Mathématiques et' / 'physique (MP) · (2010 - 2012)')", () => {
    const N = 'NotoSans-Regular';
    const rows: ItemRow[] = [
      ['Camille Laurent', 205.1, 80, 150, 20, N],
      ['camille.laurent@example.com', 205.1, 110, 160, 10.8, N],
      ['Formation', 205.1, 337.5, 78.96, 16.2, N],
      ['INSA Lyon', 205.1, 367.5, 59.62, 12.42, N],
      ['Diplôme d’ingénieur, Informatique · (2012 - 2015)', 205.1, 384, 247.66, 10.8, N],
      ['Lycée du Parc', 205.1, 413.25, 79.85, 12.42, N],
      ['Classe préparatoire aux grandes écoles (CPGE), Mathématiques et', 205.1, 429.75, 333.45, 10.8, N],
      ['physique (MP) · (2010 - 2012)', 205.1, 444, 145.22, 10.8, N],
    ];
    const schools = readResume(pdfLines(measuredRows(rows))).resume.education;
    expect(schools.map((e) => [e.school, e.degree, e.endDate])).toEqual([
      ['INSA Lyon', 'Diplôme d’ingénieur, Informatique', '2015'],
      ['Lycée du Parc', 'Classe préparatoire aux grandes écoles (CPGE), Mathématiques et physique (MP)', '2012'],
    ]);
  });

  it("keeps a sentence's dates apart from the line above it ('… Un' / 'año de Erasmus … (2010–2011).')", () => {
    const [CR, CB, CI] = ['CMR10', 'CMBX10', 'CMTI10'];
    const rows: ItemRow[] = [
      ['Álvaro Peña Robles', 56.69, 54.48, 167.53, 17.22, 'CMBX12'],
      ['Correo: alvaro.pena.robles@example.com', 56.69, 88.52, 177.55, 9.96, CR],
      ['Formación académica', 56.69, 145.38, 150.98, 14.35, 'CMBX12'],
      ['2008 – 2012', 56.69, 198.88, 51.48, 9.96, CR],
      ['Grado en Ingeniería Informática (Tecnologías de la Información)', 142.35, 198.88, 324.97, 9.96, CB],
      [',', 467.32, 198.88, 2.77, 9.96, CR],
      ['Universidad de', 473.46, 198.88, 65.12, 9.96, CI],
      ['Granada', 142.35, 210.84, 37.37, 9.96, CI],
      [', Granada', 179.72, 210.84, 43.82, 9.96, CR],
      [
        'Escuela Técnica Superior de Ingenierías Informática y de Telecomunicación (ETSIIT). Un',
        142.35,
        222.79,
        396.23,
        9.96,
        CR,
      ],
      ['año de Erasmus en el Politecnico di Milano (2010–2011).', 142.35, 234.75, 247.54, 9.96, CR],
    ];
    const schools = readResume(pdfLines(measuredRows(rows))).resume.education;
    expect(schools.map((e) => [e.school, e.startDate, e.endDate])).toEqual([
      ['Universidad de Granada', '2008', '2012'],
    ]);
  });
});

describe("Peru's 'currículum vitae documentado' in larger type: cells Word wrapped and broke", () => {
  const [LR, LB] = ['LiberationSans', 'LiberationSans-Bold'];
  const page: ItemRow[] = [
    ['CURRICULUM VITAE DOCUMENTADO', 142.4, 72.7, 310.42, 17, LB],
    ['PROCESO CAS N.° 087-2024-MDLO', 196.7, 95.5, 201.91, 12, LB],
    ['Puesto al que postula:', 149, 109.3, 127.84, 12, LB],
    ['Especialista en Abastecimiento', 280.4, 109.3, 165.86, 12, LR],
    ['I. DATOS PERSONALES', 56.8, 134.1, 149.34, 13, LB],
    ['Apellidos y nombres', 61.3, 154.6, 117.86, 12, LB],
    ['Tello Ccahuana, Lucía Fernanda', 203, 154.6, 174.52, 12, LR],
    ['DNI', 61.3, 170.9, 20.62, 12, LB],
    ['46218735', 203, 170.9, 53.29, 12, LR],
    ['RUC', 61.3, 187.2, 25.96, 12, LB],
    ['10462187353', 203, 187.2, 73.26, 12, LR],
    ['Fecha de nacimiento', 61.3, 203.5, 118.57, 12, LB],
    ['23/08/1990', 203, 203.5, 59.98, 12, LR],
    ['Dirección', 61.3, 226.7, 54.55, 12, LB],
    ['Jr. Las Gardenias 245, Urb. Los Jardines, San Martín de', 203, 219.8, 300.47, 12, LR],
    ['Porres, Lima', 203, 233.6, 67.91, 12, LR],
    ['Celular', 61.3, 249.9, 40.62, 12, LB],
    ['987 654 321', 203, 249.9, 66.58, 12, LR],
    ['Correo electrónico', 61.3, 266.2, 106.58, 12, LB],
    ['lucia.tello.ccahuana@example.com', 203, 266.2, 188.75, 12, LR],
    ['II. FORMACIÓN ACADÉMICA', 56.8, 292.5, 177.45, 13, LB],
    ['Grado / Título', 64.3, 319.9, 77.94, 12, LB],
    ['Especialidad', 165.3, 319.9, 73.22, 12, LB],
    ['Centro de estudios', 294.9, 319.9, 108.55, 12, LB],
    ['Fecha de', 465.5, 313, 51.91, 12, LB],
    ['expedición', 460.1, 326.8, 62.57, 12, LB],
    ['Magíster', 61.3, 350, 46.64, 12, LR],
    ['Gestión Pública', 153.8, 350, 83.96, 12, LR],
    ['Escuela de Posgrado de la', 258.8, 343.1, 143.18, 12, LR],
    ['Universidad César Vallejo', 258.8, 356.9, 137.89, 12, LR],
    ['14/07/2021', 461.5, 350, 59.98, 12, LR],
    ['Título', 61.3, 373.2, 29.94, 12, LR],
    ['Profesional', 61.3, 387, 59.98, 12, LR],
    ['Administración', 153.8, 380.1, 78.59, 12, LR],
    ['Universidad Nacional Federico', 258.8, 373.2, 163.18, 12, LR],
    ['Villarreal', 258.8, 387, 46.6, 12, LR],
    ['19/12/2014', 461.5, 380.1, 59.98, 12, LR],
    ['III. EXPERIENCIA LABORAL', 56.8, 413.3, 173.17, 13, LB],
    ['N', 63.3, 440.7, 8.66, 12, LB],
    ['°', 65.2, 454.5, 4.79, 12, LB],
    ['Entidad o', 93.2, 440.7, 54.58, 12, LB],
    ['empresa', 95.9, 454.5, 49.31, 12, LB],
    ['Cargo', 189.5, 433.8, 34.6, 12, LB],
    ['desempeñad', 170.1, 447.6, 73.24, 12, LB],
    ['o', 203.1, 461.4, 7.32, 12, LB],
    ['Fecha de', 259.5, 440.7, 51.91, 12, LB],
    ['inicio', 269.9, 454.5, 31.28, 12, LB],
    ['Fecha de', 329.6, 440.7, 51.91, 12, LB],
    ['término', 333.6, 454.5, 43.98, 12, LB],
    ['Funciones principales', 401.4, 447.6, 126.53, 12, LB],
    ['1', 64.2, 617.7, 6.67, 12, LR],
    ['Municipalidad', 82.3, 603.9, 73.27, 12, LR],
    ['Distrital de', 82.3, 617.7, 56.6, 12, LR],
    ['Los Olivos', 82.3, 631.5, 55.94, 12, LR],
    ['Especialista', 167.3, 597, 63.91, 12, LR],
    ['en', 167.3, 610.8, 13.36, 12, LR],
    ['Abastecimient', 167.3, 624.6, 75.24, 12, LR],
    ['o', 167.3, 638.4, 6.67, 12, LR],
    ['01/03/2021', 255.5, 617.7, 59.98, 12, LR],
    ['A la fecha', 328.9, 617.7, 53.3, 12, LR],
    ['- Elaborar los términos de', 394.8, 477.7, 137.2, 12, LR],
    ['referencia y', 394.8, 491.5, 62.62, 12, LR],
    ['especificaciones técnicas', 394.8, 505.3, 135.24, 12, LR],
    ['de los requerimientos de', 394.8, 519.1, 131.2, 12, LR],
    ['las áreas usuarias.', 394.8, 532.9, 100.6, 12, LR],
    ['- Realizar las', 394.8, 547.7, 69.91, 12, LR],
    ['indagaciones de mercado', 394.8, 561.5, 137.28, 12, LR],
    ['y determinar el valor', 394.8, 575.3, 108.55, 12, LR],
    ['estimado de las', 394.8, 589.1, 83.89, 12, LR],
    ['contrataciones iguales o', 394.8, 602.9, 129.2, 12, LR],
    ['inferiores a 8 UIT.', 394.8, 616.7, 95.2, 12, LR],
    ['- Registrar los pedidos,', 394.8, 631.5, 123.25, 12, LR],
    ['órdenes de compra y', 394.8, 645.3, 112.56, 12, LR],
    ['órdenes de servicio en el', 394.8, 659.1, 133.19, 12, LR],
    ['SIGA MEF y su', 394.8, 672.9, 82.61, 12, LR],
    ['compromiso en el SIAF-', 394.8, 686.7, 128.54, 12, LR],
  ];
  const read = (rows: ItemRow[]) => readResume(pdfLines(measuredRows(rows))).resume;

  it("joins a title's word its narrow cell broke ('Abastecimient' / 'o'), which the document writes whole above", () => {
    const [job] = read(page).experience;
    expect([job?.title, job?.company, job?.startDate]).toEqual([
      'Especialista en Abastecimiento',
      'Municipalidad Distrital de Los Olivos',
      '2021-03',
    ]);
  });

  it('joins only a word the document writes whole somewhere: without the post applied for, the halves stay apart', () => {
    const without = page.filter((r) => !/^(?:Puesto al que postula:|Especialista en Abastecimiento)$/u.test(r[0]));
    expect(read(without).experience[0]?.title).toBe('Especialista en Abastecimient o');
  });

  it("reads an address its cell wrapped around the label centred beside it ('Dirección')", () => {
    expect(read(page).profile.location).toBe('Jr. Las Gardenias 245, Urb. Los Jardines, San Martín de Porres, Lima');
  });
});

describe("a school table in larger type whose centred cells start where the next row's do", () => {
  const [SR, SB, NB] = ['LiberationSerif', 'LiberationSerif-Bold', 'NotoSerif-Bold'];
  it("gives each row its cells: 'Technology, Hyderabad' is its college's rest, not the next row's", () => {
    const rows: ItemRow[] = [
      ['BODDU KAVYA SRI', 56.8, 66.3, 202.98, 21.5, SB],
      ['kavyasri.boddu2002@example.com', 119.8, 94.3, 214.69, 12.5, 'NotoSans-Regular'],
      ['ACADEMIC QUALIFICATIONS', 56.8, 235, 215.6, 14.5, NB],
      ['Qualification', 78.1, 265.2, 72.89, 13, SB],
      ['Institution', 177.4, 265.2, 58.51, 13, SB],
      ['Board /', 355.1, 257.8, 41.47, 13, SB],
      ['University', 347, 272.7, 57.66, 13, SB],
      ['Year', 440.8, 265.2, 27.34, 13, SB],
      ['CGPA /', 488.7, 257.8, 43.67, 13, SB],
      ['%', 504, 272.7, 13, 13, SB],
      ['B.Tech (Computer', 65.8, 292.2, 97.36, 13, SR],
      ['Science and', 83.3, 307.1, 62.34, 13, SR],
      ['Engineering)', 80.6, 322.1, 67.81, 13, SR],
      ['Sri Annapurna Institute of', 177.4, 292.2, 135.95, 13, SR],
      ['Engineering and', 177.4, 307.1, 85.46, 13, SR],
      ['Technology, Hyderabad', 177.4, 322.1, 125.52, 13, SR],
      ['JNTU', 359.9, 299.6, 31.76, 13, SR],
      ['Hyderabad', 347.3, 314.6, 56.94, 13, SR],
      ['2020 –', 436.7, 299.6, 35.7, 13, SR],
      ['2024', 441.6, 314.6, 26, 13, SR],
      ['8.21', 499.1, 299.6, 22.7, 13, SR],
      ['CGPA', 493.2, 314.6, 34.66, 13, SR],
      ['Intermediate', 81.7, 341.5, 65.62, 13, SR],
      ['(MPC)', 96.5, 356.5, 36.1, 13, SR],
      ['Sri Medha Junior College,', 177.4, 341.5, 137.05, 13, SR],
      ['Ameerpet', 177.4, 356.5, 51.16, 13, SR],
      ['TSBIE', 357.8, 349, 36.11, 13, SR],
      ['2018 –', 436.7, 341.5, 35.7, 13, SR],
      ['2020', 441.6, 356.5, 26, 13, SR],
      ['96.4%', 493.7, 349, 33.53, 13, SR],
      ['SSC (10th)', 85.5, 383.4, 58.11, 13, SR],
      ['Little Buds High School,', 177.4, 375.9, 129.88, 13, SR],
      ['Kukatpally', 177.4, 390.9, 57.67, 13, SR],
      ['BSE, Telangana', 333.6, 383.4, 84.38, 13, SR],
      ['2018', 441.6, 383.4, 26, 13, SR],
      ['9.7 GPA', 487.8, 383.4, 45.46, 13, SR],
    ];
    const schools = readResume(pdfLines(measuredRows(rows))).resume.education;
    expect(schools.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      [
        'Sri Annapurna Institute of Engineering and Technology',
        'B.Tech (Computer Science and Engineering)',
        '2020',
        '2024',
      ],
      ['Sri Medha Junior College', 'Intermediate (MPC)', '2018', '2020'],
      ['Little Buds High School', 'SSC (10th)', '', '2018'],
    ]);
  });
});

describe("an e-mail broken in a sidebar on WPS's line grid in larger type, 2.7 of its size apart", () => {
  it("reads the address whole ('…rn@exampl' / 'e.com')", () => {
    const [R, B] = ['LiberationSans', 'LiberationSans-Bold'];
    const rows: ItemRow[] = [
      ['MARIELLE ANNE C. PASCUAL', 228.3, 63.1, 286.6, 31, B],
      ['CONTACT', 44.6, 580.6, 61.4, 13, B],
      ['Mobile: +63 917 555 0123', 41.2, 618.4, 139.8, 11.5, B],
      ['E-mail:', 41.2, 652.6, 38.7, 11.5, B],
      ['marielle.pascual.rn@exampl', 41.2, 683.8, 152.9, 11.5, R],
      ['e.com', 41.2, 715, 32.7, 11.5, R],
    ];
    expect(readResume(pdfLines(measuredRows(rows))).resume.profile.email).toBe('marielle.pascual.rn@example.com');
  });
});

describe("a bold name with a comma of its own, then a plain comma ('**University of California, Davis**, B.S. …')", () => {
  it('parts the school and the degree where the weight ends, not at the first comma', () => {
    const [R, B] = ['Lato-Regular', 'Lato-Bold'];
    const rows: ItemRow[] = [
      ['Dana Whitfield', 50.25, 40, 150, 20, B],
      ['dana.whitfield@example.com', 470.48, 90, 91.27, 9, R],
      ['E D U C A T I O N', 50.25, 569.25, 69.91, 9, 'Lato-Semibold'],
      ['University of Southern California', 154.64, 570, 159.89, 10.99, B],
      [', Doctor of Physical Therapy', 314.53, 570, 135.09, 10.99, R],
      ['May 2014', 154.64, 583.5, 37.94, 8.5, R],
      ['University of California, Davis', 154.64, 605.25, 144.55, 10.99, B],
      [', B.S. Exercise Biology', 299.19, 605.25, 104.87, 10.99, R],
      ['June 2010', 154.64, 618, 39.32, 8.5, R],
    ];
    const schools = readResume(pdfLines(measuredRows(rows))).resume.education;
    expect(schools.map((e) => [e.school, e.degree, e.endDate])).toEqual([
      ['University of Southern California', 'Doctor of Physical Therapy', '2014-05'],
      ['University of California, Davis', 'B.S. Exercise Biology', '2010-06'],
    ]);
  });

  it("keeps the place where a title's bold rest ends on its wrapped line (moderncv's narrow title column)", () => {
    const [L, LB, LS] = ['LMRoman10-Regular', 'LMRoman10-Bold', 'LMRomanSlant10-Regular'];
    const rows: ItemRow[] = [
      ['Megan Holroyd', 197.71, 101.25, 209.01, 33.87, 'LMRoman17-Regular'],
      ['m.holroyd@example.com', 73.06, 137.12, 105.52, 9.96, LS],
      ['Experience', 111.27, 400, 67.31, 14.35, 'LMRoman12-Regular'],
      ['Clinical Support Worker', 197.71, 419.15, 165.45, 10.91, LB],
      ['(Band 2), Rotational Post', 196.24, 432.7, 140.94, 10.91, LB],
      [',', 337.18, 432.7, 2.98, 10.91, L],
      ['Mid', 343.79, 432.7, 18.77, 10.91, LS],
      ['Aug 2014–Aug 2016', 380.82, 419.15, 109.58, 10.91, LB],
      ['{', 197.63, 446, 5.53, 9.96, 'MarVoSym'],
      ['Recorded observations, blood glucose and ECGs, and escalated abnormal results', 208.6, 446, 281.8, 9.96, L],
    ];
    const [job] = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect([job?.title, job?.startDate, job?.endDate]).toEqual([
      'Clinical Support Worker (Band 2), Rotational Post',
      '2014-08',
      '2016-08',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { headingKind } from '../src/import-reader/headings';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 36: a US resume whose jobs are rows of a Word table (en-word-rowtable), an Ecuadorian hoja de vida
// (es-word-ecuador-cursos), moderncv casual by XeLaTeX (es-latex-moderncv-casual-xe) and Google Docs' Spearmint
// template (en-html-gdocs-spearmint).

const MARK = '\uF0B7';

describe('jobs as rows of a Word table, each cell drawn whole before the next', () => {
  const N = 'NotoSans-Regular';
  const I = 'NotoSans-Italic';
  const B = 'NotoSans-Bold';
  const items = (ys: number[]): Row[] =>
    ys.flatMap((y, i): Row[] => [
      [MARK, 77.9, y, 4.52, 11, 'OpenSymbol'],
      [`Item ${i + 1} of the planning work for the regional distribution centers`, 95.9, y, 300, 11, N],
    ]);
  const page1: Row[] = [
    ['Brian Halvorsen', 210, 75, 192, 24, B],
    ['EXPERIENCE', 54.1, 205, 72.29, 12, B],
    ['TARGET CORPORATION', 59.9, 227, 126.36, 11, B],
    ['Senior Manager, Operations Finance', 59.9, 242, 178.13, 11, I],
    ...items([257, 272, 287, 302, 317]),
    ['Senior Financial Analyst, Supply Chain', 59.9, 332, 185.04, 11, I],
    ...items([347, 362]),
    ['Minneapolis, MN', 465.1, 227, 87.22, 11, N],
    ['June 2019 – Present', 450.7, 242, 101.63, 11, N],
    ['Mar 2016 – May 2019', 442.7, 332, 109.6, 11, N],
    ['C.H. ROBINSON', 59.9, 722, 84.89, 11, B],
    ['Eden Prairie, MN', 465.7, 722, 86.62, 11, N],
  ];
  const page2: Row[] = [
    ['Operations Analyst', 59.9, 65.8, 92.17, 11, I],
    ...items([80.8, 95.8, 110.8, 125.8, 140.8]),
    ['Jul 2008 – Jul 2011', 459.9, 65.8, 92.44, 11, N],
    ['SKILLS', 54.1, 334, 39, 12, B],
    [MARK, 77.9, 357, 4.52, 11, 'OpenSymbol'],
    ['Capital planning', 95.9, 357, 84.32, 11, N],
    [MARK, 245.9, 357, 4.52, 11, 'OpenSymbol'],
    ['Cost accounting', 263.9, 357, 83.01, 11, N],
    [MARK, 413.9, 357, 4.52, 11, 'OpenSymbol'],
    ['Lean Six Sigma Green', 431.9, 357, 112.04, 11, N],
    ['Belt', 431.9, 372, 20.16, 11, N],
  ];
  const { experience, skills } = readResume(pdfLines(measuredRows(page1, page2))).resume;

  it("joins the right cell's place and dates to the lines they stand beside, a second role's and a split row's too", () => {
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['Senior Manager, Operations Finance', 'TARGET CORPORATION', 'Minneapolis, MN', '2019-06', ''],
      ['Senior Financial Analyst, Supply Chain', 'TARGET CORPORATION', 'Minneapolis, MN', '2016-03', '2019-05'],
      ['Operations Analyst', 'C.H. ROBINSON', 'Eden Prairie, MN', '2008-07', '2011-07'],
    ]);
  });

  it("reads a cell's wrapped rest in capitals, unmarked under a row of marked items, as the same skill", () => {
    expect(skills.core).toEqual(['Capital planning', 'Cost accounting', 'Lean Six Sigma Green Belt']);
  });
});

describe('an Ecuadorian hoja de vida', () => {
  const L = 'LiberationSans';
  const LB = 'LiberationSans-Bold';
  const rows: Row[] = [
    ['HOJA DE VIDA', 241, 85, 114, 16, LB],
    ['DATOS PERSONALES', 90.8, 115.7, 117.27, 11, LB],
    ['Nombres:', 90.8, 131.8, 51.34, 11, LB],
    ['Verónica Alexandra', 218.4, 131.8, 96, 11, L],
    ['Apellidos:', 90.8, 148, 53.14, 11, LB],
    ['Chiriboga Salazar', 218.4, 148, 87.35, 11, L],
    ['INSTRUCCIÓN FORMAL', 85.2, 302.3, 126.32, 11, LB],
    ['Nivel', 111.3, 324, 26.25, 11, LB],
    ['Institución', 209.3, 324, 55.57, 11, LB],
    ['Título obtenido', 349.8, 324, 79.35, 11, LB],
    ['Año', 478.7, 324, 21.31, 11, LB],
    ['Tercer nivel', 90.8, 387.9, 57.42, 11, L],
    ['Universidad Central del', 168.8, 381.6, 114.3, 11, L],
    ['Ecuador', 168.8, 394.2, 40.98, 11, L],
    ['Ingeniera en Contabilidad y', 316.3, 381.6, 133.88, 11, L],
    ['Auditoría, CPA', 316.3, 394.2, 72.7, 11, L],
    ['2012', 477.1, 387.9, 24.43, 11, L],
    ['Cuarto nivel', 90.8, 416.7, 58.63, 11, L],
    ['Universidad Andina Simón', 168.8, 410.4, 129.58, 11, L],
    ['Bolívar, Sede Ecuador', 168.8, 423, 110.05, 11, L],
    ['Magíster en Tributación', 316.3, 416.7, 115.48, 11, L],
    ['2018', 477.1, 416.7, 24.43, 11, L],
    ['EXPERIENCIA LABORAL', 85.2, 620, 131, 11, LB],
    ['Empresa:', 85.2, 646.8, 50.06, 11, LB],
    ['Banco Pichincha C.A.', 138.4, 646.8, 106.34, 11, L],
    ['Cargo:', 85.2, 660.4, 35.44, 11, LB],
    ['Analista de Contabilidad', 123.7, 660.4, 118.59, 11, L],
    ['Fecha:', 85.2, 674.1, 35.46, 11, LB],
    ['Desde enero 2015 hasta febrero 2019', 123.7, 674.1, 185.91, 11, L],
    ['Funciones:', 85.2, 687.8, 59, 11, LB],
    [MARK, 103.2, 701.4, 5.07, 11, 'OpenSymbol'],
    ['Revisar las declaraciones de IVA, retenciones en la fuente e impuesto a la', 121.2, 701.4, 362.53, 11, L],
    ['renta antes de su envío al SRI', 121.2, 714.1, 147.93, 11, L],
    [MARK, 103.2, 727.7, 5.07, 11, 'OpenSymbol'],
    ['Atender los requerimientos de la auditoría externa y de la auditoría interna', 121.2, 727.7, 380, 11, L],
    [MARK, 103.2, 741.3, 5.07, 11, 'OpenSymbol'],
    ['Preparación de las estructuras de información contable para la', 121.2, 741.3, 305.63, 11, L],
    ['Superintendencia de Bancos', 121.2, 754, 140.61, 11, L],
  ];
  const { profile, education, experience } = readResume(pdfLines(measuredRows(rows))).resume;

  it("reads the name from its 'Nombres:' and 'Apellidos:' rows", () => {
    expect(profile.fullName).toBe('Verónica Alexandra Chiriboga Salazar');
  });

  it("knows the Andean and Central American names of an education section ('Instrucción formal')", () => {
    expect(
      ['INSTRUCCIÓN FORMAL', 'Preparación académica', 'Formación educativa'].map((h) => headingKind(h)?.kind),
    ).toEqual(['education', 'education', 'education']);
  });

  it("reads 'INSTRUCCIÓN FORMAL' as schools in a 'Nivel | Institución | Título obtenido | Año' table, campus and all", () => {
    expect(education.map((e) => [e.school, e.degree, e.endDate])).toEqual([
      ['Universidad Central del Ecuador', 'Ingeniera en Contabilidad y Auditoría, CPA', '2012'],
      ['Universidad Andina Simón Bolívar, Sede Ecuador', 'Magíster en Tributación', '2018'],
    ]);
  });

  it('joins an item whose next word did not fit on its line, a capital word going on', () => {
    expect(experience[0]!.bullets).toEqual([
      'Revisar las declaraciones de IVA, retenciones en la fuente e impuesto a la renta antes de su envío al SRI',
      'Atender los requerimientos de la auditoría externa y de la auditoría interna',
      'Preparación de las estructuras de información contable para la Superintendencia de Bancos',
    ]);
  });
});

describe('moderncv casual by XeLaTeX', () => {
  const R = 'LMSans10-Regular';
  const rows: Row[] = [
    ['Valentina Ospina', 300, 90, 250, 24.79, 'LMSans17-Regular'],
    ['Educación', 146.14, 485.76, 59.51, 14.35, 'LMSans12-Regular'],
    ['2017 – 2019', 80.82, 505.15, 56.35, 10.91, R],
    ['Maestría en Ingeniería – Analítica', 146.14, 505.15, 169.33, 10.91, 'LMSans10-Bold'],
    [',', 315.47, 505.15, 3.03, 10.91, R],
    ['Universidad EAFIT', 322.14, 505.15, 86.75, 10.91, 'LMSans10-Oblique'],
    [', Medellín', 408.9, 505.15, 44.99, 10.91, R],
    ['Habilidades', 146.14, 622.26, 66.42, 14.35, 'LMSans12-Regular'],
    ['Nube', 113.02, 658.92, 24.15, 10.91, R],
    ['AWS (Glue, S3, Redshift), GCP', 145.78, 658.92, 147.37, 10.91, R],
    ['(BigQuery)', 145.71, 672.47, 51.1, 10.91, R],
    ['Bases de', 325.05, 658.92, 39.83, 10.91, R],
    ['datos', 340.43, 672.47, 24.46, 10.91, R],
    ['PostgreSQL, Snowflake', 373.85, 658.92, 115, 10.91, R],
  ];
  const { education, skills } = readResume(pdfLines(measuredRows(rows))).resume;

  it("reads a degree's specialty after its dash as the degree's, the school after the comma without its town", () => {
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Universidad EAFIT', 'Maestría en Ingeniería – Analítica', '2017', '2019'],
    ]);
  });

  it("joins a remark in brackets under its cell, and a label wrapped flush right ('Bases de' / 'datos') as no item", () => {
    expect(skills.core).toEqual(['AWS (Glue, S3, Redshift)', 'GCP (BigQuery)', 'PostgreSQL', 'Snowflake']);
  });
});

describe("Google Docs' Spearmint template", () => {
  const L = 'Lato-Regular';
  const head: Row[] = [
    ['Maya Ferreira-Holt', 48.49, 77.25, 236.35, 28, 'Roboto-Bold'],
    ['Customer Success Manager', 48.49, 97.5, 138.56, 10.99, 'Roboto-Medium'],
    ['2840 W 32nd Ave', 495.98, 60, 68.27, 8.5, L],
    ['Denver, CO 80211', 493.93, 72, 70.31, 8.5, L],
    ['(720) 555-0148', 505.1, 84.75, 59.15, 8.5, L],
    ['maya.ferreiraholt@example.com', 444.88, 96.75, 119.38, 8.5, L],
  ];
  const body: Row[] = [
    ['E X P E R I E N C E', 48.49, 257, 70, 9.49, 'Roboto-Bold'],
    ['Twilio SendGrid', 48.49, 279.75, 77.95, 10.99, 'Roboto-Bold'],
    [', Denver, CO — Customer Success Manager, Mid-', 126.45, 279.75, 235.44, 10.99, 'Roboto-Regular'],
    ['Market', 48.49, 294, 34.19, 10.99, 'Roboto-Regular'],
    ['JUNE 2018 - FEBRUARY 2021', 48.49, 307.5, 103.88, 7.5, L],
    ['Owned onboarding and renewals for about 120 mid-market email customers.', 48.49, 322, 320, 9.49, L],
    // The narrow right-hand column, drawn after the main one.
    ['S K I L L S', 406, 137.2, 39, 9.49, 'Roboto-Bold'],
    ['Salesforce and Gainsight admin. SQL', 406, 152.2, 152, 9.49, L],
    ['and Looker dashboards. Renewal', 406, 164.2, 136, 9.49, L],
    ['forecasting. Onboarding programs for', 406, 176.2, 156, 9.49, L],
    ['enterprise accounts.', 406, 188.9, 80, 9.49, L],
    ['IATF 16949:2016, ISO 9001:2015', 406, 212, 140, 9.49, L],
  ];
  const { profile, experience, skills } = readResume(pdfLines(measuredRows([...head, ...body]))).resume;

  it("reads a street named by its number ('2840 W 32nd Ave') over the town as the location", () => {
    expect(profile.location).toBe('2840 W 32nd Ave, Denver, CO 80211');
  });

  it("keeps a title's comma after 'Company, City, ST —' (no place alone before it)", () => {
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['Customer Success Manager, Mid-Market', 'Twilio SendGrid', 'Denver, CO', '2018-06', '2021-02'],
    ]);
  });

  it('reads skills written as short sentences one a sentence, and a colon between digits as no label', () => {
    expect(skills.core).toEqual([
      'Salesforce and Gainsight admin',
      'SQL and Looker dashboards',
      'Renewal forecasting',
      'Onboarding programs for enterprise accounts',
      'IATF 16949:2016',
      'ISO 9001:2015',
    ]);
  });
});

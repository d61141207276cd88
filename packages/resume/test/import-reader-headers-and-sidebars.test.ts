import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 17: resume.cls's header (LaTeXTemplates' 'Medium Length Professional CV', en-latex-medium), Google
// Docs' 'Serif' template (en-html-gdocs-serif) and a Word CV of text boxes whose sidebar is read after the first
// page's main column (es-word-cuadros).

describe("resume.cls's 'Medium Length Professional CV'", () => {
  const rows: Row[] = [
    ['LEAH ABERNATHY-CHO', 187.2, 40.6, 237.66, 17.2, 'CMBX12'],
    ['linkedin.com/in/leahabernathycho', 154.9, 59.7, 163.67, 10.9, 'CMR10'],
    ['⋄', 322.2, 59.7, 5.45, 10.9, 'CMSY10'],
    ['github.com/labernathycho', 331.3, 59.7, 125.79, 10.9, 'CMR10'],
    ['1480 Vine Street, Apt 5B', 195.1, 76, 121.69, 10.9, 'CMR10'],
    ['⋄', 320.4, 76, 5.45, 10.9, 'CMSY10'],
    ['Denver, CO 80206', 329.5, 76, 87.45, 10.9, 'CMR10'],
    ['(720)', 179.5, 92.3, 24.85, 10.9, 'CMR10'],
    ['·', 207.9, 92.3, 3.03, 10.9, 'CMSY10'],
    ['555', 214.6, 92.3, 16.36, 10.9, 'CMR10'],
    ['·', 234.6, 92.3, 3.03, 10.9, 'CMSY10'],
    ['0139', 241.3, 92.3, 21.82, 10.9, 'CMR10'],
    ['⋄', 266.7, 92.3, 5.45, 10.9, 'CMSY10'],
    ['leah.abernathycho@example.com', 275.8, 92.3, 156.7, 10.9, 'CMR10'],
    ['EXPERIENCE', 54, 257.7, 84.07, 10.9, 'CMBX10'],
    ['Guild Education', 54, 277.9, 90.41, 10.9, 'CMBX10'],
    ['March 2021 - Present', 452, 277.9, 102.39, 10.9, 'CMR10'],
    ['Senior Data Engineer', 54, 291.5, 103.73, 10.9, 'CMTI10'],
    ['Denver, CO', 496.9, 291.5, 57.44, 10.9, 'CMTI10'],
    ['·', 45.5, 309.1, 3.03, 10.9, 'CMSY10'],
    ['Lead a team of four engineers building the company’s Snowflake data platform', 54, 309.1, 400, 10.9, 'CMR10'],
    ['TECHNICAL STRENGTHS', 54, 641.1, 159.24, 10.9, 'CMBX10'],
    ['Languages', 54, 663.2, 56.93, 10.9, 'CMBX10'],
    ['Python, SQL, Scala, Bash', 176.4, 663.2, 124.76, 10.9, 'CMR10'],
    ['Data Platforms', 54, 676.8, 84.6, 10.9, 'CMBX10'],
    ['Snowflake, PostgreSQL, Apache Spark, dbt', 176.4, 676.8, 210, 10.9, 'CMR10'],
  ];
  const { profile, experience, education, skills } = readResume(pdfLines(measuredRows(rows))).resume;

  it('reads a phone whose groups are parted by middle dots, and a street and its town parted by a diamond, as one address', () => {
    expect([profile.phone, profile.location, profile.email]).toEqual([
      '(720) · 555 · 0139',
      '1480 Vine Street, Apt 5B, Denver, CO 80206',
      'leah.abernathycho@example.com',
    ]);
  });

  it("reads 'Guild Education' beside its dates as an employer, not as the Education heading", () => {
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Senior Data Engineer', 'Guild Education', 'Denver, CO', '2021-03'],
    ]);
    expect(education).toEqual([]);
  });

  it("reads a 'Languages' row of programming languages in a table of skills as skills", () => {
    expect(skills.core).toEqual(['Python', 'SQL', 'Scala', 'Bash', 'Snowflake', 'PostgreSQL', 'Apache Spark', 'dbt']);
    expect(skills.languages).toEqual([]);
  });
});

describe("Google Docs' Serif template", () => {
  it('joins a heading wrapped over two lines right above its dates', () => {
    const rows: Row[] = [
      ['Mara Okafor', 48.5, 60, 200, 26, 'NotoSerif-Bold'],
      ['EXPERIENCE', 48.5, 116.3, 53.65, 9, 'Lato-Bold'],
      ['Timberline Outfitters Co.', 48.5, 139.5, 133.78, 10.5, 'NotoSerif-Bold'],
      [', Portland, OR — Senior Marketing', 182.3, 139.5, 171.71, 10.5, 'NotoSerif-Regular'],
      ['Operations Manager', 48.5, 153.8, 102.51, 10.5, 'NotoSerif-Regular'],
      ['MARCH 2021 - PRESENT', 48.5, 165.8, 87.35, 7.5, 'Lato-Regular'],
      ['●', 66.5, 178.5, 4.23, 7, 'LiberationSans'],
      [
        'Own the marketing tech stack (HubSpot, Salesforce, Segment) for a 140-store',
        80.9,
        179.3,
        305.8,
        9,
        'Lato-Regular',
      ],
      ['outdoor retailer and its online shop', 80.9, 191.3, 137.89, 9, 'Lato-Regular'],
      ['Fernhill Software', 48.5, 275.3, 93.29, 10.5, 'NotoSerif-Bold'],
      [', Remote — Marketing Automation Specialist', 141.8, 275.3, 222.9, 10.5, 'NotoSerif-Regular'],
      ['JUNE 2018 - FEBRUARY 2021', 48.5, 289.8, 103.9, 7.5, 'Lato-Regular'],
      ['●', 66.5, 302.5, 4.23, 7, 'LiberationSans'],
      ['Migrated 260,000 contacts and 85 nurture programs from Marketo to HubSpot', 80.9, 303, 300, 9, 'Lato-Regular'],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Senior Marketing Operations Manager', 'Timberline Outfitters Co.', 'Portland, OR', '2021-03'],
      ['Marketing Automation Specialist', 'Fernhill Software', 'Remote', '2018-06'],
    ]);
  });
});

describe('a Word CV whose sidebar text box is read after the first page', () => {
  const B = 'NotoSans-Bold';
  const R = 'NotoSans-Regular';
  const I = 'NotoSans-Italic';
  const MARK = '\uf076';
  const page1: Row[] = [
    ['ANDRÉS SEBASTIÁN VILLACÍS MOREIRA', 215.6, 60, 300, 18, B],
    ['E X P E R I E N C I A L A B O R A L', 215.6, 261.6, 152.71, 11, B],
    ['Mar 2021 –', 218.6, 281, 50.41, 9.5, B],
    ['Actualidad', 218.6, 294, 51.09, 9.5, B],
    ['Jefe de Aseguramiento de Calidad', 283.5, 282.6, 184.93, 11, B],
    ['Industrial Pesquera Santa Priscila S.A.', 283.5, 297.6, 167.73, 10, I],
    ['| Durán, Guayas', 455.3, 297.6, 81.3, 10, R],
    ['Funciones:', 283.5, 313.2, 53.2, 10, B],
    [MARK, 288.5, 327.9, 9.15, 10, 'OpenSymbol'],
    ['Dirigir un equipo de 14 inspectores y analistas', 301.5, 327.9, 220, 10, R],
    ['Logros:', 283.5, 343.1, 36.71, 10, B],
    [MARK, 288.5, 357.7, 9.15, 10, 'OpenSymbol'],
    ['Certificación BRCGS Food Safety con calificación AA', 301.5, 357.7, 239.32, 10, R],
    ['Ago 2015 –', 218.6, 710.6, 49.8, 9.5, B],
    ['Dic 2017', 218.6, 723.5, 39, 9.5, B],
    ['Analista de Laboratorio Microbiológico', 283.5, 712.2, 213.09, 11, B],
    ['Exportadora de Alimentos S.A. (Expalsa)', 283.5, 727.1, 175.61, 10, I],
    ['| Guayaquil', 464.6, 727.1, 57.94, 10, R],
    ['Funciones:', 283.5, 742.8, 53.2, 10, B],
    [MARK, 288.5, 757.4, 9.15, 10, 'OpenSymbol'],
    ['Análisis microbiológicos de producto terminado', 301.5, 757.4, 224.63, 10, R],
    // The sidebar's text box, read after the main column.
    ['I D I O M A S', 17.1, 568.8, 58.39, 11, B],
    ['Español', 17.1, 592, 36.79, 9.5, B],
    ['Nativo', 144.6, 592, 28.94, 9.5, R],
  ];
  const page2: Row[] = [
    [MARK, 288.5, 44.7, 9.15, 10, 'OpenSymbol'],
    ['Preparación de medios de cultivo y mantenimiento', 301.5, 44.7, 239.05, 10, R],
    ['de cepas de referencia', 301.5, 58.4, 106.13, 10, R],
    ['Jun 2014 –', 218.6, 92.1, 47, 9.5, B],
    ['Jul 2015', 218.6, 105.1, 36.4, 9.5, B],
    ['Asistente Técnico de Campo', 283.5, 93.7, 153.39, 11, B],
    ['Camaronera San Jacinto Cía. Ltda.', 283.5, 108.7, 151.87, 10, I],
    ['| Santa Rosa, El Oro', 440.8, 108.7, 96.39, 10, R],
    ['Funciones:', 283.5, 124.3, 53.2, 10, B],
    [MARK, 288.5, 139, 9.15, 10, 'OpenSymbol'],
    ['Monitoreo diario de oxígeno disuelto, pH y salinidad', 301.5, 139, 245.31, 10, R],
  ];
  const { experience } = readResume(pdfLines(measuredRows(page1, page2))).resume;

  it("keeps the items after 'Logros:' in the job whose 'Funciones:' came before", () => {
    expect(experience[0]!.bullets).toEqual([
      'Dirigir un equipo de 14 inspectores y analistas',
      'Certificación BRCGS Food Safety con calificación AA',
    ]);
  });

  it("reads the employer's own short name in brackets as part of its name, not as its town", () => {
    expect(experience[1]!.company).toBe('Exportadora de Alimentos S.A. (Expalsa)');
  });

  it("puts the next page's lines in the main column's section, not in the sidebar's last", () => {
    expect(experience.map((j) => [j.title, j.startDate, j.bullets.length])).toEqual([
      ['Jefe de Aseguramiento de Calidad', '2021-03', 2],
      ['Analista de Laboratorio Microbiológico', '2015-08', 2],
      ['Asistente Técnico de Campo', '2014-06', 1],
    ]);
  });
});

describe('the same CV laid out larger: wraps at a page break, after a year and after a separator', () => {
  const B = 'NotoSans-Bold';
  const R = 'NotoSans-Regular';
  const I = 'NotoSans-Italic';
  const MARK = '\uf076';
  const page1: Row[] = [
    ['ANDRÉS SEBASTIÁN VILLACÍS MOREIRA', 215.6, 60, 300, 18, B],
    ['E X P E R I E N C I A L A B O R A L', 215.6, 300, 152.71, 11, B],
    ['Ene 2018 –', 218.6, 560, 48.5, 9.5, B],
    ['Feb 2021', 218.6, 573, 41, 9.5, B],
    ['Supervisor de Control de Calidad', 283.5, 561.6, 178.7, 11, B],
    ['Omarsa S.A.', 283.5, 578, 60, 12, I],
    ['| Guayaquil', 346, 578, 60, 12, R],
    [MARK, 288.5, 612, 10.98, 12, 'OpenSymbol'],
    ['Cero lotes rechazados en destino desde', 301.5, 612, 223.75, 12, R],
    ['2022', 301.5, 628.3, 27.44, 12, R],
    [MARK, 288.5, 803.5, 10.98, 12, 'OpenSymbol'],
    ['Capacité a 120 operarios en buenas', 301.5, 803.5, 200.96, 12, R],
  ];
  const page2: Row[] = [
    ['prácticas de manufactura (BPM) e higiene', 301.5, 46.9, 234.76, 12, R],
    ['Ago 2015 –', 218.6, 83.9, 49.8, 9.5, B],
    ['Dic 2017', 218.6, 96.8, 39, 9.5, B],
    ['Analista de Laboratorio Microbiológico', 283.5, 85.5, 213.09, 11, B],
    ['Exportadora de Alimentos S.A. (Expalsa)', 283.5, 102.6, 210.7, 12, I],
    ['|', 500.7, 102.6, 6.61, 12, R],
    ['Guayaquil', 283.5, 118.9, 56.68, 12, R],
    [MARK, 288.5, 140, 10.98, 12, 'OpenSymbol'],
    ['Análisis microbiológicos de producto terminado', 301.5, 140, 240, 12, R],
  ];
  const { experience } = readResume(pdfLines(measuredRows(page1, page2))).resume;

  it("keeps a year that ends an item's sentence ('… desde' / '2022') and an item's rest on the next page in the item", () => {
    expect(experience[0]!.bullets).toEqual([
      'Cero lotes rechazados en destino desde 2022',
      'Capacité a 120 operarios en buenas prácticas de manufactura (BPM) e higiene',
    ]);
  });

  it("reads the town under an employer's line that ends on its separator as the job's place", () => {
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Supervisor de Control de Calidad', 'Omarsa S.A.', 'Guayaquil', '2018-01'],
      ['Analista de Laboratorio Microbiológico', 'Exportadora de Alimentos S.A. (Expalsa)', 'Guayaquil', '2015-08'],
    ]);
  });
});

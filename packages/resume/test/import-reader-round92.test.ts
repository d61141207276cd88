import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { saysPage } from '../src/import-reader/running-heads';
import { measuredRows, page, type ItemRow as Row } from './pdf-page';

// Corpus round 92: resumes written for this round as Chromium printed them, and the corpus laid out smaller
// (build.ts --probe=smaller), as pdf.js read the PDFs.

const R = 'Georgia';
const B = 'Georgia-Bold';

describe("an Italian school's mark after its name, on the line under the degree", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Giulia Ferraris', 67.2, 84, 180, 22, R],
        ['Istruzione e formazione', 67.2, 300, 150, 12, B],
        ['2013 – 2015', 67.2, 322, 58, 10.5, R],
        ['Laurea magistrale in Economia e Commercio', 180, 322, 232, 10.5, B],
        ['Università degli Studi di Torino — 110/110 e lode', 180, 336, 262, 10.5, R],
      ]),
    ),
  );

  it("reads '110/110 e lode' as the score, and as no field of study", () => {
    expect(resume.education.map((e) => [e.school, e.degree, e.field, e.score])).toEqual([
      ['Università degli Studi di Torino', 'Laurea magistrale in Economia e Commercio', '', '110/110 e lode'],
    ]);
  });
});

describe("a French job's bold title, its comma, then the employer and an unknown town after a dash", () => {
  const line = (y: number, title: string, width: number, rest: string): Row[] => [
    [title, 172, y, width, 10, 'Arial-BoldMT'],
    [rest, 172 + width, y, rest.length * 4.8, 10, 'ArialMT'],
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Camille Lefèvre', 219, 60, 170, 22, 'Arial-BoldMT'],
        ['Expériences professionnelles', 71, 160, 200, 11, 'Arial-BoldMT'],
        ["2021 – aujourd'hui", 71, 180, 85, 10, 'ArialMT'],
        ...line(180, 'Chargée de communication digitale', 168, ', Groupe SEB – Écully'),
        ['Pilotage des réseaux sociaux de la marque (250 000 abonnés)', 183, 194, 280, 10, 'ArialMT'],
        ['2018 – 2021', 71, 214, 55, 10, 'ArialMT'],
        ...line(214, 'Assistante marketing', 100, ', Agence Kiosque – Lyon'),
        ['Rédaction de contenus web et de newsletters', 183, 228, 210, 10, 'ArialMT'],
      ]),
    ),
  );

  it("parts title and employer where the bold ends, and reads 'Écully' as the place", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Chargée de communication digitale', 'Groupe SEB', 'Écully'],
      ['Assistante marketing', 'Agence Kiosque', 'Lyon'],
    ]);
  });
});

describe('an item whose last line is all in bold: the figure the sentence left open for', () => {
  // en-word-project-manager laid out smaller (Word's figures in bold), as pdf.js read its LibreOffice PDF.
  const rows: Row[] = [
    ['DANIELLE R. KOVACH', 219.1, 89.7, 173.9, 16.5, 'NotoSans-Bold'],
    [
      'Denver, CO 80205 | (720) 555-0193 | dkovach.pm@example.com | linkedin.com/in/dkovachpm',
      83,
      109,
      445.9,
      10,
      'NotoSans-Regular',
    ],
    ['', 54.1, 317.1, 0, 11, 'NotoSans-Bold'],
    ['PROFESSIONAL EXPERIENCE', 54.1, 317.1, 152.2, 11, 'NotoSans-Bold'],
    ['', 54.1, 340, 0, 10, 'NotoSans-Bold'],
    ['SUMMIT RIDGE HEALTH, Denver, CO', 54.1, 340, 177.9, 10, 'NotoSans-Bold'],
    [' ', 232.1, 340, 239.8, 10, 'NotoSans-Bold'],
    ['Jan 2019 – Present', 471.9, 340, 86.2, 10, 'NotoSans-Regular'],
    ['', 54.1, 354.7, 0, 10, 'NotoSans-BoldItalic'],
    ['Senior IT Project Manager', 54.1, 354.7, 122.8, 10, 'NotoSans-BoldItalic'],
    ['', 54.1, 369.4, 0, 10, 'NotoSans-Italic'],
    [
      'Led a PMO of 6 project managers delivering a $14M portfolio of EHR, infrastructure and clinical system projects',
      54.1,
      369.4,
      492.9,
      10,
      'NotoSans-Italic',
    ],
    ['', 54.1, 384.1, 0, 10, 'NotoSans-Italic'],
    ['for a 9-hospital network.', 54.1, 384.1, 108.9, 10, 'NotoSans-Italic'],
    ['', 72.1, 398.8, 0, 10, 'OpenSymbol'],
    ['', 72.1, 398.8, 4.1, 10, 'OpenSymbol'],
    [' ', 76.2, 398.8, 13.9, 10, 'OpenSymbol'],
    ['Delivered the Epic EHR upgrade for 9 hospitals and 120 clinics', 90.1, 398.8, 289.4, 10, 'NotoSans-Regular'],
    [' ', 379.4, 398.8, 2.9, 10, 'NotoSans-Regular'],
    ['2 weeks ahead of schedule', 382.3, 398.8, 132.9, 10, 'NotoSans-Bold'],
    [' ', 515.2, 398.8, 2.8, 10, 'NotoSans-Bold'],
    ['and', 518, 398.8, 17.9, 10, 'NotoSans-Regular'],
    ['', 90.1, 413.5, 0, 10, 'NotoSans-Bold'],
    ['$640K under budget', 90.1, 413.5, 100.4, 10, 'NotoSans-Bold'],
    ['', 72.1, 428.2, 0, 10, 'OpenSymbol'],
    ['', 72.1, 428.2, 4.1, 10, 'OpenSymbol'],
    [' ', 76.2, 428.2, 13.9, 10, 'OpenSymbol'],
    ['Raised on-time delivery across the portfolio from', 90.1, 428.2, 229.2, 10, 'NotoSans-Regular'],
    [' ', 319.3, 428.2, 2.9, 10, 'NotoSans-Regular'],
    ['68% to 91%', 322.1, 428.2, 56.6, 10, 'NotoSans-Bold'],
    [' ', 378.7, 428.2, 2.6, 10, 'NotoSans-Bold'],
    ['in two years with weekly RAID', 381.3, 428.2, 140.1, 10, 'NotoSans-Regular'],
    ['', 90.1, 442.9, 0, 10, 'NotoSans-Regular'],
    ['reviews and earned-value reporting', 90.1, 442.9, 167.6, 10, 'NotoSans-Regular'],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it("keeps '$640K under budget' in the item ('… ahead of schedule and'), not as a job's title", () => {
    expect(resume.experience.map((j) => j.title)).toEqual(['Senior IT Project Manager']);
    expect(resume.experience[0]!.bullets).toEqual([
      'Delivered the Epic EHR upgrade for 9 hospitals and 120 clinics 2 weeks ahead of schedule and $640K under budget',
      'Raised on-time delivery across the portfolio from 68% to 91% in two years with weekly RAID reviews and earned-value reporting',
    ]);
  });
});

describe('a school typed after its dates and a tab, wrapped back to the margin under them', () => {
  // es-word-espana laid out smaller, as pdf.js read its LibreOffice PDF: the paragraph has no hanging indent.
  const rows: Row[] = [
    ['Itziar Olabarria Gorostiza', 85.2, 88.3, 219.7, 18.5, 'LiberationSans-Bold'],
    ['FORMACIÓN ACADÉMICA', 85.2, 246.6, 137.9, 11, 'LiberationSans-Bold'],
    ['2011 – 2015', 85.2, 267.4, 55.5, 10, 'LiberationSans'],
    [' ', 140.7, 267.4, 15.4, 10, 'LiberationSans'],
    ['Grado en Administración y Dirección de Empresas.', 156.1, 267.4, 243.6, 10, 'LiberationSans-Bold'],
    [' ', 399.7, 267.4, 3.1, 10, 'LiberationSans-Bold'],
    ['Universidad del País', 402.8, 267.4, 91.5, 10, 'LiberationSans'],
    ['Vasco (UPV/EHU).', 85.2, 278.9, 84.4, 10, 'LiberationSans'],
    [
      'Curso 2013 – 2014 con beca Erasmus en la Université de Bordeaux (Francia).',
      156.1,
      293.4,
      346.9,
      10,
      'LiberationSans',
    ],
    ['2015 – 2016', 85.2, 310.9, 55.5, 10, 'LiberationSans'],
    [' ', 140.7, 310.9, 15.4, 10, 'LiberationSans'],
    ['Máster Universitario en Auditoría de Cuentas y Contabilidad.', 156.1, 310.9, 288, 10, 'LiberationSans-Bold'],
    [' ', 444.1, 310.9, 3.1, 10, 'LiberationSans-Bold'],
    ['Universidad', 447.2, 310.9, 52.7, 10, 'LiberationSans'],
    ['de Deusto (Bilbao).', 85.2, 322.4, 85.5, 10, 'LiberationSans'],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it("reads 'Universidad del País' / 'Vasco (UPV/EHU).' as one school, and the Erasmus year as its detail", () => {
    expect(resume.education.map((e) => [e.school, e.degree, e.details])).toEqual([
      [
        'Universidad del País Vasco (UPV/EHU)',
        'Grado en Administración y Dirección de Empresas',
        ['Curso 2013 – 2014 con beca Erasmus en la Université de Bordeaux (Francia).'],
      ],
      ['Universidad de Deusto', 'Máster Universitario en Auditoría de Cuentas y Contabilidad', []],
    ]);
  });
});

describe("a contract's 'Environment:' line after an item that ran to the margin", () => {
  // en-word-it-contractor laid out smaller, as pdf.js read its LibreOffice PDF.
  const rows: Row[] = [
    ['Martin Hollis', 248.3, 72.2, 98.9, 16.5, 'LiberationSans-Bold'],
    ['CONTRACT HISTORY', 56.8, 298.3, 103.2, 10, 'LiberationSans-Bold'],
    [
      'All contracts since August 2018 delivered through my limited company, Hollis Cloud Solutions Ltd.',
      56.8,
      315.9,
      389.7,
      9,
      'LiberationSans-Italic',
    ],
    ['Client: HM Revenue & Customs (via Capgemini)', 56.8, 332.2, 203.9, 9, 'LiberationSans-Bold'],
    ['Role:', 56.8, 343.6, 22.5, 9, 'LiberationSans-Bold'],
    [' ', 79.3, 343.6, 2.5, 9, 'LiberationSans-Bold'],
    ['Senior DevOps Engineer', 81.8, 343.6, 99.6, 9, 'LiberationSans'],
    ['Duration:', 56.8, 354.9, 40, 9, 'LiberationSans-Bold'],
    [' ', 96.8, 354.9, 2.5, 9, 'LiberationSans-Bold'],
    ['Jun 2023 – Present', 99.3, 354.9, 78.1, 9, 'LiberationSans'],
    ['Responsibilities:', 56.8, 368.3, 71.9, 9, 'LiberationSans-Bold'],
    ['', 61.8, 380.6, 3.7, 9, 'OpenSymbol'],
    [' ', 65.5, 380.6, 9.3, 9, 'OpenSymbol'],
    [
      'Lead a team of four DevOps engineers supporting more than 30 microservices on the Multi-channel Digital Tax',
      74.8,
      380.6,
      441.3,
      9,
      'LiberationSans',
    ],
    ['Platform (MDTP), hosted on AWS EKS', 74.8, 391, 155.4, 9, 'LiberationSans'],
    ['', 61.8, 402.4, 3.7, 9, 'OpenSymbol'],
    [' ', 65.5, 402.4, 9.3, 9, 'OpenSymbol'],
    [
      'Designed and rolled out reusable Terraform modules for VPCs, EKS clusters and RDS, cutting the build of a new',
      74.8,
      402.4,
      449.1,
      9,
      'LiberationSans',
    ],
    ['environment from three weeks to two days', 74.8, 412.8, 169.1, 9, 'LiberationSans'],
    ['', 61.8, 424.1, 3.7, 9, 'OpenSymbol'],
    [' ', 65.5, 424.1, 9.3, 9, 'OpenSymbol'],
    [
      'Migrated CI/CD from Jenkins to GitLab CI with signed container images and SAST/DAST stages, meeting the',
      74.8,
      424.1,
      435.6,
      9,
      'LiberationSans',
    ],
    ['department’s Secure by Design requirements', 74.8, 434.5, 180.6, 9, 'LiberationSans'],
    ['', 61.8, 445.9, 3.7, 9, 'OpenSymbol'],
    [' ', 65.5, 445.9, 9.3, 9, 'OpenSymbol'],
    [
      'Introduced Prometheus, Grafana and PagerDuty alerting, reducing mean time to recovery for P1 incidents from 95',
      74.8,
      445.9,
      454.3,
      9,
      'LiberationSans',
    ],
    ['to 35 minutes', 74.8, 456.3, 54, 9, 'LiberationSans'],
    ['', 61.8, 467.6, 3.7, 9, 'OpenSymbol'],
    [' ', 65.5, 467.6, 9.3, 9, 'OpenSymbol'],
    [
      'Mentor permanent civil servants in Kubernetes and infrastructure as code as part of the knowledge transfer plan',
      74.8,
      467.6,
      445.3,
      9,
      'LiberationSans',
    ],
    ['Environment:', 56.8, 480, 53, 9, 'LiberationSans-Italic'],
    [' ', 109.8, 480, 2.6, 9, 'LiberationSans-Italic'],
    [
      'AWS (EKS, RDS, IAM), Terraform, GitLab CI, Helm, Prometheus, Grafana, Scala and Java services',
      112.4,
      480,
      398.4,
      9,
      'LiberationSans',
    ],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it('keeps the environment out of the last item', () => {
    const job = resume.experience[0]!;
    expect(job.bullets.at(-1)).toBe(
      'Mentor permanent civil servants in Kubernetes and infrastructure as code as part of the knowledge transfer plan',
    );
    expect(job.bullets.join(' ')).not.toContain('Environment');
  });
});

describe('a school in bold that ran to the edge beside its dates, its degree in plain type under it', () => {
  // es-word-wps-peru laid out smaller, as pdf.js read its LibreOffice PDF.
  const rows: Row[] = [
    ['EDWIN JHONATAN RAMOS HUAMANÍ', 178.1, 105.6, 239.2, 13, 'NotoSans-Bold'],
    ['FORMACIÓN ACADÉMICA', 90.1, 388.6, 155.6, 12, 'LiberationSerif-Bold'],
    ['2016 – 2021', 90.1, 408.1, 55.9, 10, 'NotoSans-Regular'],
    [' ', 146, 408.1, 15, 10, 'NotoSans-Regular'],
    ['Universidad Tecnológica del Perú (UTP)', 161, 408.1, 194.6, 10, 'NotoSans-Bold'],
    ['Bachiller en Ingeniería Industrial', 161, 420.1, 153.4, 10, 'NotoSans-Regular'],
    ['2010 – 2012', 90.1, 436.1, 55.9, 10, 'NotoSans-Regular'],
    [' ', 146, 436.1, 15, 10, 'NotoSans-Regular'],
    ['Servicio Nacional de Adiestramiento en Trabajo Industrial – SENATI', 161, 436.1, 334.6, 10, 'NotoSans-Bold'],
    ['Profesional Técnico en Mecánica de Mantenimiento', 161, 448.1, 241.7, 10, 'NotoSans-Regular'],
    ['2005 – 2009', 90.1, 464.1, 55.9, 10, 'NotoSans-Regular'],
    [' ', 146, 464.1, 15, 10, 'NotoSans-Regular'],
    ['I.E. N.° 0089 “José Carlos Mariátegui”', 161, 464.1, 181.9, 10, 'NotoSans-Bold'],
    ['Educación Secundaria Completa', 161, 476.1, 150.7, 10, 'NotoSans-Regular'],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it("reads the degree as a line of its own, not as the school's wrapped rest", () => {
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([
      ['Universidad Tecnológica del Perú (UTP)', 'Bachiller en Ingeniería Industrial'],
      [
        'Servicio Nacional de Adiestramiento en Trabajo Industrial – SENATI',
        'Profesional Técnico en Mecánica de Mantenimiento',
      ],
      ['I.E. N.° 0089 “José Carlos Mariátegui”', 'Educación Secundaria Completa'],
    ]);
  });
});

describe("a job's title in bold that ran to its column's edge, over the employer in italics and the dates", () => {
  // es-word-columnas laid out smaller (two newspaper columns), as pdf.js read its LibreOffice PDF.
  const rows: Row[] = [
    ['EXPERIENCIA PROFESIONAL', 320.3, 160, 140, 11, 'LiberationSans-Bold'],
    ['Yokasta Altagracia Rosario Peña', 177.3, 58.1, 257.4, 16.5, 'LiberationSans-Bold'],
    ['INGENIERA DE PROCESOS', 320.3, 174.8, 118.4, 9, 'LiberationSans-Bold'],
    ['Cervecería Nacional Dominicana – Santo Domingo', 320.3, 186.2, 203.6, 9, 'LiberationSans-Italic'],
    ['Marzo 2017 – Diciembre 2019', 320.3, 197.5, 120.6, 9, 'LiberationSans'],
    ['Logros:', 320.3, 210.9, 33.5, 9, 'LiberationSans-Bold'],
    ['', 325.3, 222.2, 3.7, 9, 'OpenSymbol'],
    [' ', 329, 222.2, 9.3, 9, 'OpenSymbol'],
    ['Aumenté la eficiencia (OEE) de la línea de envasado', 338.3, 222.2, 211.2, 9, 'LiberationSans'],
    ['de latas del 68 % al 79 % en 18 meses', 338.3, 232.6, 155.6, 9, 'LiberationSans'],
    ['', 325.3, 244, 3.7, 9, 'OpenSymbol'],
    [' ', 329, 244, 9.3, 9, 'OpenSymbol'],
    ['Estandaricé los procedimientos de cambio de formato', 338.3, 244, 214.7, 9, 'LiberationSans'],
    ['con SMED, bajando el tiempo de 95 a 40 minutos por', 338.3, 254.4, 213.7, 9, 'LiberationSans'],
    ['cambio', 338.3, 264.7, 29, 9, 'LiberationSans'],
    ['', 325.3, 276.1, 3.7, 9, 'OpenSymbol'],
    [' ', 329, 276.1, 9.3, 9, 'OpenSymbol'],
    ['Participé en la implementación del módulo PP de SAP', 338.3, 276.1, 216.6, 9, 'LiberationSans'],
    ['para la planta de Santo Domingo', 338.3, 286.5, 131.6, 9, 'LiberationSans'],
    ['ANALISTA DE PLANIFICACIÓN DE LA PRODUCCIÓN', 320.3, 304.8, 226.8, 9, 'LiberationSans-Bold'],
    ['Grupo Rica – Santo Domingo', 320.3, 316.2, 117.6, 9, 'LiberationSans-Italic'],
    ['Agosto 2014 – Febrero 2017', 320.3, 327.5, 114.6, 9, 'LiberationSans'],
    ['Logros:', 320.3, 340.9, 33.5, 9, 'LiberationSans-Bold'],
    ['', 325.3, 352.2, 3.7, 9, 'OpenSymbol'],
    [' ', 329, 352.2, 9.3, 9, 'OpenSymbol'],
    ['Elaboré el plan semanal de producción de leche UHT', 338.3, 352.2, 213.2, 9, 'LiberationSans'],
    ['y jugos para tres líneas según el pronóstico de ventas', 338.3, 362.6, 215.2, 9, 'LiberationSans'],
    ['', 325.3, 374, 3.7, 9, 'OpenSymbol'],
    [' ', 329, 374, 9.3, 9, 'OpenSymbol'],
    ['Reduje en 30 % las devoluciones por vencimiento', 338.3, 374, 199.2, 9, 'LiberationSans'],
    ['coordinando los inventarios con Logística y Ventas', 338.3, 384.4, 202.7, 9, 'LiberationSans'],
    ['', 325.3, 395.7, 3.7, 9, 'OpenSymbol'],
    [' ', 329, 395.7, 9.3, 9, 'OpenSymbol'],
    ['Preparé los indicadores mensuales de cumplimiento', 338.3, 395.7, 208.7, 9, 'LiberationSans'],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it("keeps the employer's line out of the title", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['INGENIERA DE PROCESOS', 'Cervecería Nacional Dominicana', 'Santo Domingo'],
      ['ANALISTA DE PLANIFICACIÓN DE LA PRODUCCIÓN', 'Grupo Rica', 'Santo Domingo'],
    ]);
  });
});

describe("a school's row of pieces wrapped once, its grade on a line of its own under it", () => {
  // en-word-teacher laid out smaller, as pdf.js read its LibreOffice PDF.
  const rows: Row[] = [
    ['ALYSSA GUERRERO', 57.7, 60.5, 217.4, 22, 'NotoSans-Regular'],
    [
      '318 Cypress Bend Dr, Kyle, TX 78640 | (512) 555-0139 | alyssa.guerrero@example.com',
      57.7,
      75.1,
      385.5,
      9.5,
      'NotoSans-Regular',
    ],
    ['CERTIFICATION', 57.7, 106.4, 97.8, 12, 'NotoSans-Bold'],
    ['Texas Educator Certificate: Mathematics 7–12 (valid through 2029)', 57.7, 123, 294.4, 9.5, 'NotoSans-Regular'],
    ['English as a Second Language (ESL) Supplemental, added 2023', 57.7, 138.6, 279.6, 9.5, 'NotoSans-Regular'],
    ['EDUCATION', 57.7, 163.2, 75.3, 12, 'NotoSans-Bold'],
    ['BACHELOR OF SCIENCE IN MATHEMATICS, MINOR IN EDUCATION', 57.7, 182.8, 305.9, 9.5, 'NotoSans-Bold'],
    [' ', 363.6, 182.8, 2.7, 9.5, 'NotoSans-Bold'],
    ['| MAY 2022 | TEXAS STATE UNIVERSITY,', 366.3, 182.8, 177.3, 9.5, 'NotoSans-Regular'],
    ['SAN MARCOS, TX', 57.7, 195.4, 76, 9.5, 'NotoSans-Regular'],
    ['GPA 3.7, Cum Laude', 57.7, 210, 90.2, 9.5, 'NotoSans-Regular'],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it("ends the school at its town ('SAN MARCOS, TX') and reads the grade apart", () => {
    expect(resume.education.map((e) => [e.school, e.degree, e.score])).toEqual([
      ['TEXAS STATE UNIVERSITY', 'BACHELOR OF SCIENCE', '3.7'],
    ]);
  });
});

describe("a school's number on the next line, after the sign that ended its line", () => {
  // es-word-wps-argentina laid out smaller, as pdf.js read its LibreOffice PDF.
  const rows: Row[] = [
    ['Nombre y apellido:', 90.1, 167.5, 90.4, 11, 'LiberationSerif-Bold'],
    [' ', 180.5, 167.5, 2.8, 11, 'LiberationSerif-Bold'],
    ['Florencia Belén Giménez', 183.3, 167.5, 112.2, 11, 'LiberationSerif'],
    ['ESTUDIOS', 90.1, 354.7, 55.6, 11, 'LiberationSerif-Bold'],
    ['Secundario:', 90.1, 385.9, 56.8, 11, 'LiberationSerif-Bold'],
    [' ', 146.9, 385.9, 2.8, 11, 'LiberationSerif-Bold'],
    [
      'Bachiller con orientación en Economía – Colegio Nacional N° 2 (2003 - 2007)',
      149.7,
      385.9,
      346.2,
      11,
      'LiberationSerif',
    ],
    ['Terciario:', 90.1, 401.5, 47.6, 11, 'LiberationSerif-Bold'],
    [' ', 137.7, 401.5, 2.9, 11, 'LiberationSerif-Bold'],
    [
      'Técnica Superior en Administración – Instituto de Formación Técnica Superior N°',
      140.6,
      401.5,
      364.3,
      11,
      'LiberationSerif',
    ],
    ['18 (2008 - 2010, completo)', 90.1, 417.1, 120.6, 11, 'LiberationSerif'],
    ['Universitario:', 90.1, 432.7, 65.9, 11, 'LiberationSerif-Bold'],
    [' ', 156, 432.7, 2.9, 11, 'LiberationSerif-Bold'],
    ['Contador Público – UBA (en curso, 18 materias aprobadas)', 158.9, 432.7, 262.2, 11, 'LiberationSerif'],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it("reads 'Instituto de Formación Técnica Superior N°' / '18 (2008 - 2010, completo)' as one school", () => {
    expect(resume.education.map((e) => e.school)).toContain('Instituto de Formación Técnica Superior N° 18');
  });
});

describe("a job's dates written day first at the foot of a page ('Del 1/3/2014 al 31/12/2015')", () => {
  it("are no page number ('1/3' is no 'page 1 of 3' inside a whole date)", () => {
    expect(saysPage('Del 1/3/2014 al 31/12/2015', 1)).toBe(false);
    expect(saysPage('1/3', 1)).toBe(true);
    expect(saysPage('Página 1 / 2', 1)).toBe(true);
  });

  // es-word-guatemala laid out smaller, the last job's labels at the foot of page 1 and its items on page 2.
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['CURRÍCULUM VITAE', 233.6, 84.6, 144.8, 14.5, 'LiberationSans-Bold'],
          ['ANDREA MARISOL MONTERROSO BARRIOS', 187.3, 109.4, 237.5, 11, 'LiberationSans-Bold'],
          ['EXPERIENCIA LABORAL', 85.2, 655, 110, 10, 'LiberationSans-Bold'],
          [
            'Empresa: Morales Orellana & Asociados, Contadores Públicos y Auditores',
            85.2,
            677.4,
            355.2,
            10,
            'LiberationSans-Bold',
          ],
          ['Puesto:', 85.2, 688.9, 36.6, 10, 'LiberationSans-Bold'],
          [' ', 121.8, 688.9, 2.8, 10, 'LiberationSans-Bold'],
          ['Auxiliar de Contabilidad', 124.6, 688.9, 105, 10, 'LiberationSans'],
          ['Del 1/3/2014 al 31/12/2015', 85.2, 700.4, 119.9, 10, 'LiberationSans'],
          ['Atribuciones:', 85.2, 714.9, 64.4, 10, 'LiberationSans-Bold'],
        ],
        [
          ['', 103.2, 80.3, 4.1, 10, 'OpenSymbol'],
          [' ', 107.3, 80.3, 13.9, 10, 'OpenSymbol'],
          [
            'Registro de operaciones contables de pequeñas empresas clientes del despacho.',
            121.2,
            80.3,
            362.5,
            10,
            'LiberationSans',
          ],
          ['', 103.2, 92.9, 4.1, 10, 'OpenSymbol'],
          [' ', 107.3, 92.9, 13.9, 10, 'OpenSymbol'],
          [
            'Elaboración de libros de compras y ventas y de declaraciones del IVA y del ISR trimestral.',
            121.2,
            92.9,
            399.1,
            10,
            'LiberationSans',
          ],
        ],
      ),
    ),
  );

  it("keeps the job's title and dates", () => {
    expect(resume.experience.map((j) => [j.title, j.startDate, j.endDate])).toEqual([
      ['Auxiliar de Contabilidad', '2014-03', '2015-12'],
    ]);
  });
});

describe("a profile export's headline whose line holds more than 16 words and bars", () => {
  // As LinkedIn's 'Save to PDF' sets it: the sidebar read first, then the name at the top of the main column.
  const { resume } = readResume(
    pdfLines(
      page([
        ['Contact', 30, 49, 10.8, 'Helvetica-Bold'],
        ['+971 55 214 7730 (Mobile)', 30, 70, 8.9],
        ['reem.alkaabi@example.com', 30, 88, 8.9],
        ['Top Skills', 30, 162, 10.8, 'Helvetica-Bold'],
        ['Microsoft Power BI', 30, 183, 8.9],
        ['Data Analysis', 30, 200, 8.9],
        ['Certifications', 30, 361, 10.8, 'Helvetica-Bold'],
        ['Certified Analytics Professional (CAP)', 30, 382, 8.9],
        ['Reem Abdulla Alkaabi', 200, 43, 22.6],
        ['Data Analytics Manager, Emirates NBD | Power BI | SQL | Data into faster decisions that grow', 200, 77, 10.3],
        ['business', 200, 92, 10.3],
        ['Dubai, United Arab Emirates', 200, 111, 9.4],
        ['Summary', 200, 143, 13.2],
        ['I have led data analytics teams in banking for ten years and build reports people trust.', 200, 168, 9.4],
      ]),
    ),
  );

  it("reads the headline and the place under the name, not as the last sidebar section's lines", () => {
    expect(resume.profile).toMatchObject({
      fullName: 'Reem Abdulla Alkaabi',
      headline: 'Data Analytics Manager, Emirates NBD | Power BI | SQL | Data into faster decisions that grow business',
      location: 'Dubai, United Arab Emirates',
    });
  });
});

describe("a school's name a page break cut after 'UNIVERSIDAD'", () => {
  // es-word-lateral laid out smaller: the degree and school in small capitals at page 1's foot, their rest at page 2's
  // top.
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['María José Cevallos Tapia', 237.7, 79.7, 276.4, 24, 'NotoSans-Regular'],
          ['E D U C A C I Ó N', 237.7, 756.1, 85.5, 12, 'NotoSans-Regular'],
          ['De 2017 a 2019', 237.7, 780.3, 61.2, 8.5, 'NotoSans-Regular'],
          ['M', 237.7, 795.7, 9.4, 10, 'NotoSans-Bold'],
          ['AGÍSTER', 247.7, 795.7, 36.1, 8, 'NotoSans-Bold'],
          [' ', 283.8, 795.7, 3.7, 8, 'NotoSans-Bold'],
          ['EN', 287.5, 795.7, 11.5, 8, 'NotoSans-Bold'],
          [' ', 299, 795.7, 3.6, 8, 'NotoSans-Bold'],
          ['G', 302.6, 795.7, 7.2, 10, 'NotoSans-Bold'],
          ['ESTIÓN', 310.4, 795.7, 32, 8, 'NotoSans-Bold'],
          [' ', 342.4, 795.7, 3.6, 8, 'NotoSans-Bold'],
          ['DEL', 346, 795.7, 15.9, 8, 'NotoSans-Bold'],
          [' ', 361.9, 795.7, 3.6, 8, 'NotoSans-Bold'],
          ['T', 365.5, 795.7, 5.8, 10, 'NotoSans-Bold'],
          ['ALENTO', 371.8, 795.7, 34.4, 8, 'NotoSans-Bold'],
          [' ', 406.2, 795.7, 3.7, 8, 'NotoSans-Bold'],
          ['H', 409.9, 795.7, 7.7, 10, 'NotoSans-Bold'],
          ['UMANO', 418, 795.7, 33.9, 8, 'NotoSans-Bold'],
          [' ', 451.9, 795.7, 4.7, 8, 'NotoSans-Bold'],
          ['•', 456.6, 795.7, 3.8, 10, 'NotoSans-Bold'],
          [' ', 460.4, 795.7, 3.6, 10, 'NotoSans-Bold'],
          ['U', 464, 795.7, 7.6, 10, 'NotoSans-Bold'],
          ['NIVERSIDAD', 472, 795.7, 53.9, 8, 'NotoSans-Bold'],
        ],
        [
          ['A', 237.7, 64.7, 6.9, 10, 'NotoSans-Bold'],
          ['NDINA', 245.1, 64.7, 29.5, 8, 'NotoSans-Bold'],
          [' ', 274.6, 64.7, 3.7, 8, 'NotoSans-Bold'],
          ['S', 278.3, 64.7, 5.5, 10, 'NotoSans-Bold'],
          ['IMÓN', 284.3, 64.7, 25, 8, 'NotoSans-Bold'],
          [' ', 309.3, 64.7, 3.6, 8, 'NotoSans-Bold'],
          ['B', 312.9, 64.7, 6.7, 10, 'NotoSans-Bold'],
          ['OLÍVAR', 320.1, 64.7, 32.5, 8, 'NotoSans-Bold'],
          ['Tesis: Modelo de gestión por competencias para una empresa', 237.7, 81.7, 262.1, 9, 'NotoSans-Regular'],
          ['agroindustrial de la Sierra centro.', 237.7, 95.1, 141.5, 9, 'NotoSans-Regular'],
          ['2008', 237.7, 118, 19.4, 8.5, 'NotoSans-Regular'],
          [' ', 257.1, 118, 2.3, 8.5, 'NotoSans-Regular'],
          ['–', 259.4, 118, 4.3, 8.5, 'NotoSans-Regular'],
          [' ', 263.6, 118, 2.1, 8.5, 'NotoSans-Regular'],
          ['2013', 265.8, 118, 19.4, 8.5, 'NotoSans-Regular'],
          ['I', 237.7, 133.4, 3.9, 10, 'NotoSans-Bold'],
          ['NGENIERÍA', 242.1, 133.4, 48.7, 8, 'NotoSans-Bold'],
          [' ', 290.8, 133.4, 3.7, 8, 'NotoSans-Bold'],
          ['C', 294.5, 133.4, 6.4, 10, 'NotoSans-Bold'],
          ['OMERCIAL', 301.4, 133.4, 45.4, 8, 'NotoSans-Bold'],
          [' ', 346.8, 133.4, 4.6, 8, 'NotoSans-Bold'],
          ['•', 351.4, 133.4, 3.8, 10, 'NotoSans-Bold'],
          [' ', 355.1, 133.4, 3.5, 10, 'NotoSans-Bold'],
          ['P', 358.7, 133.4, 6.3, 10, 'NotoSans-Bold'],
          ['ONTIFICIA', 365.5, 133.4, 45.8, 8, 'NotoSans-Bold'],
          [' ', 411.3, 133.4, 3.7, 8, 'NotoSans-Bold'],
          ['U', 415, 133.4, 7.6, 10, 'NotoSans-Bold'],
          ['NIVERSIDAD', 423, 133.4, 53.9, 8, 'NotoSans-Bold'],
          [' ', 476.9, 133.4, 3.7, 8, 'NotoSans-Bold'],
          ['C', 480.6, 133.4, 6.4, 10, 'NotoSans-Bold'],
          ['ATÓLICA', 487.4, 133.4, 37.7, 8, 'NotoSans-Bold'],
          [' ', 525.1, 133.4, 3.7, 8, 'NotoSans-Bold'],
          ['DEL', 528.8, 133.4, 15.9, 8, 'NotoSans-Bold'],
          ['E', 237.7, 148.4, 5.6, 10, 'NotoSans-Bold'],
          ['CUADOR', 243.8, 148.4, 36.6, 8, 'NotoSans-Bold'],
        ],
      ),
    ),
  );

  it("reads 'UNIVERSIDAD' / 'ANDINA SIMÓN BOLÍVAR' as one school", () => {
    expect(resume.education.map((e) => e.school)).toContain('UNIVERSIDAD ANDINA SIMÓN BOLÍVAR');
  });
});

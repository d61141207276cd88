import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Layouts the corpus met first in its eleventh round (a US student's Word resume, a Spanish 'CV con foto' with a
// date column, a hand-made Spanish LaTeX CV, a UK moderncv banking CV), scored blind before any rule changed: items
// as pdf.js read the corpus's files, each misread before its rule.

const read = (...pages: Row[][]) => readResume(pdfLines(measuredRows(...pages))).resume;
const typeset = (rows: Row[]) =>
  readResume(pdfLines(measuredRows(rows).map((p) => ({ ...p, creator: 'LaTeX with hyperref' })))).resume;

describe("a student's school with its grade and honours dated on the line under it", () => {
  const S = 'LiberationSerif';
  it('keeps the GPA line with its school, not as a school of its own', () => {
    const { education } = read([
      ['MEGAN SCHROEDER', 222.8, 69, 166.56, 16, `${S}-Bold`],
      ['EDUCATION', 54.1, 151.3, 67.2, 11, `${S}-Bold`],
      ['University of Arkansas', 54.1, 165.9, 108.06, 11, `${S}-Bold`],
      ['Fayetteville, AR', 482.4, 165.9, 75.65, 11, `${S}-Bold`],
      ['Bachelor of Science in Supply Chain Management, Minor in Business Analytics', 54.1, 179.6, 353.68, 11, S],
      ['Expected May 2026', 469.5, 179.6, 88.53, 11, S],
      ['GPA: 3.7/4.0; Dean’s List (Fall 2023, Spring 2024)', 54.1, 193.2, 226.58, 11, S],
    ]);
    expect(education.map(({ school, score }) => [school, score])).toEqual([['University of Arkansas', '3.7/4.0']]);
  });

  it("keeps the honours after the grade and the coursework beside its label as the school's details", () => {
    const { education, custom } = read([
      ['MEGAN SCHROEDER', 222.8, 69, 166.56, 16, `${S}-Bold`],
      ['EDUCATION', 54.1, 151.3, 67.2, 11, `${S}-Bold`],
      ['University of Arkansas', 54.1, 165.9, 108.06, 11, `${S}-Bold`],
      ['Fayetteville, AR', 482.4, 165.9, 75.65, 11, `${S}-Bold`],
      ['Bachelor of Science in Supply Chain Management', 54.1, 179.6, 250, 11, S],
      ['Expected May 2026', 469.5, 179.6, 88.53, 11, S],
      ['GPA: 3.7/4.0; Dean’s List (Fall 2023, Spring 2024)', 54.1, 193.2, 226.58, 11, S],
      ['Relevant Coursework:', 54.1, 205.9, 105.86, 11, `${S}-Bold`],
      ['Logistics Management', 180.1, 205.9, 100.34, 11, S],
      ['Supply Chain Analytics', 342.1, 205.9, 104.99, 11, S],
    ]);
    expect(custom).toEqual([]);
    expect(education[0]!.details).toEqual([
      'Dean’s List (Fall 2023, Spring 2024)',
      'Relevant Coursework: Logistics Management, Supply Chain Analytics',
    ]);
  });

  it("joins an item's wrapped rest in a section of activities, which holds no jobs", () => {
    const { custom } = read([
      ['MEGAN SCHROEDER', 222.8, 69, 166.56, 16, `${S}-Bold`],
      ['LEADERSHIP & ACTIVITIES', 54.1, 509, 150, 11, `${S}-Bold`],
      ['Alpha Phi Omega, Service Fraternity', 54.1, 583.8, 174.82, 11, `${S}-Bold`],
      ['Fayetteville, AR', 482.4, 583.8, 75.65, 11, `${S}-Bold`],
      ['Service Chair', 54.1, 597.4, 60.7, 11, `${S}-Italic`],
      ['Aug. 2023 – Present', 467.2, 597.4, 89.68, 11, `${S}-Italic`],
      ['\uf0b7', 59.1, 611.1, 4.52, 11, 'OpenSymbol'],
      [
        'Plan monthly service projects with the Northwest Arkansas Food Bank and Habitat for Humanity of',
        72.1,
        611.1,
        440.04,
        11,
        S,
      ],
      ['Washington County', 72.1, 623.7, 88.25, 11, S],
    ]);
    expect(custom.map((c) => c.bullets.at(-1))).toEqual([
      'Plan monthly service projects with the Northwest Arkansas Food Bank and Habitat for Humanity of Washington County',
    ]);
  });
});

describe("a Spanish 'CV con foto': dates in a column, the functions in one paragraph after their label", () => {
  const F = 'LiberationSans';
  const resume = read([
    ['Adrián Quintana Lozano', 85.2, 90, 250, 20, `${F}-Bold`],
    ['EXPERIENCIA PROFESIONAL', 85.2, 223.5, 156.94, 11, `${F}-Bold`],
    ['2019 - Actualidad', 85.2, 242.7, 81.66, 10.5, F],
    ['LOGÍSTICA HENARES S.A.', 198.6, 242.7, 134.59, 10.5, `${F}-Bold`],
    ['– Analista de Control de Gestión', 336.2, 242.7, 151.08, 10.5, F],
    ['Funciones: elaboración del presupuesto anual de las 14', 198.6, 257.8, 260.18, 10.5, F],
    ['delegaciones y seguimiento mensual de desviaciones; cierre', 198.6, 269.9, 282.26, 10.5, F],
    ['mensual de la contabilidad analítica en SAP Business One;', 198.6, 282, 275.84, 10.5, F],
    ['cuadros de mando de costes de flota y almacén en Tableau para', 198.6, 294.1, 302.16, 10.5, F],
    ['la dirección; reducción del 8 % del coste por envío en 2022 con el', 198.6, 306.2, 305.62, 10.5, F],
    ['análisis de rutas y subcontratas.', 198.6, 318.3, 149.86, 10.5, F],
    ['FORMACIÓN', 85.2, 434.4, 67.79, 11, `${F}-Bold`],
    ['2012 - 2016', 85.2, 453.6, 55.99, 10.5, F],
    ['Grado en Administración y Dirección de Empresas, Universidad', 198.6, 453.6, 296.24, 10.5, F],
    ['Complutense de Madrid', 198.6, 465.7, 111.34, 10.5, F],
    ['2017 - 2018', 85.2, 480.8, 55.99, 10.5, F],
    ['Curso de Experto en Control de Gestión, Centro de Estudios', 198.6, 480.8, 281.66, 10.5, F],
    ['Financieros (CEF)', 198.6, 492.9, 85.13, 10.5, F],
  ]);

  it('reads the functions parted by semicolons as the items, the year in one of them no dates', () => {
    expect(resume.experience.map(({ title, company, bullets }) => ({ title, company, bullets }))).toEqual([
      {
        title: 'Analista de Control de Gestión',
        company: 'LOGÍSTICA HENARES S.A.',
        bullets: [
          'elaboración del presupuesto anual de las 14 delegaciones y seguimiento mensual de desviaciones',
          'cierre mensual de la contabilidad analítica en SAP Business One',
          'cuadros de mando de costes de flota y almacén en Tableau para la dirección',
          'reducción del 8 % del coste por envío en 2022 con el análisis de rutas y subcontratas',
        ],
      },
    ]);
  });

  it('joins the school the column wrapped beside its dates', () => {
    expect(resume.education.map(({ school, degree }) => [school, degree])).toEqual([
      ['Universidad Complutense de Madrid', 'Grado en Administración y Dirección de Empresas'],
      ['Centro de Estudios Financieros (CEF)', 'Curso de Experto en Control de Gestión'],
    ]);
  });
});

describe('a Spanish CV typed in LaTeX without a CV class: items marked by drawn squares', () => {
  const P = 'URWPalladioL';
  const resume = typeset([
    ['Jorge Lacasa Aznar', 223.04, 54.57, 149.21, 17.22, `${P}-Bold`],
    ['Teléfono: (+34) 600 123 456', 83.55, 73.79, 128.72, 10.91, `${P}-Roma`],
    ['Experiencia Laboral', 51.02, 106.5, 130, 14.35, `${P}-Bold`],
    ['ITAINNOVA', 51.02, 286.68, 66.08, 10.91, `${P}-Bold`],
    ['(Zaragoza)', 119.83, 286.68, 52.69, 10.91, `${P}-Roma`],
    ['2018 – 2020', 489.71, 286.68, 54.55, 10.91, `${P}-Ital`],
    ['Becario de investigación', 51.02, 300.23, 105.85, 10.91, `${P}-Ital`],
    [
      'Diseño y montaje de un banco de ensayos para baterías de ion-litio de hasta 48 V',
      78.3,
      322.75,
      388.84,
      10.91,
      `${P}-Roma`,
    ],
    [
      'Modelado en MATLAB/Simulink de celdas LFP para estimar el estado de carga con un filtro de',
      78.3,
      340.78,
      465.96,
      10.91,
      `${P}-Roma`,
    ],
    ['Kalman extendido', 78.3, 354.33, 89.16, 10.91, `${P}-Roma`],
    ['Coautor de una comunicación presentada en el congreso SAAEI 2020', 78.3, 372.36, 332.72, 10.91, `${P}-Roma`],
    ['Formación Académica', 51.02, 498.37, 144.65, 14.35, `${P}-Bold`],
    ['Máster Universitario en Ingeniería Electrónica', 51.02, 518.59, 230.27, 10.91, `${P}-Bold`],
    [', Universidad de Zaragoza', 281.29, 518.59, 128.52, 10.91, `${P}-Roma`],
    ['2018 – 2020', 489.71, 518.59, 54.55, 10.91, `${P}-Roma`],
  ]);

  it('reads a sentence set in as the items are as one of them, its year and all', () => {
    expect(resume.experience.map((j) => [j.company, j.bullets.length])).toEqual([['ITAINNOVA', 3]]);
    expect(resume.experience[0]!.bullets[2]).toBe('Coautor de una comunicación presentada en el congreso SAAEI 2020');
  });

  it("reads 'Máster Universitario en …' as the degree, not the school", () => {
    expect(resume.education.map(({ school, degree }) => [school, degree])).toEqual([
      ['Universidad de Zaragoza', 'Máster Universitario en Ingeniería Electrónica'],
    ]);
  });
});

describe('a UK moderncv banking CV', () => {
  const L = 'LMSans10';
  const resume = read([
    ['Harriet Ashworth', 143.3, 85.92, 194.77, 24.79, `${L}-Bold`],
    ['| Associate', 345.84, 85.92, 106.15, 24.79, 'LMSans17-Regular'],
    ['Flat 3, 18 Highbury Crescent – London N5 1RN – United Kingdom', 144.09, 102.6, 307.09, 10.91, `${L}-Regular`],
    ['Education', 59.53, 490, 80, 14.35, `${L}-Bold`],
    ['University of Warwick', 59.53, 515.52, 109.4, 10.91, `${L}-Bold`],
    ['Coventry', 491.01, 515.52, 44.74, 10.91, `${L}-Bold`],
    ['BSc (Hons) Economics, First Class', 59.53, 529.07, 159.3, 10.91, `${L}-Oblique`],
    ['2012 – 2015', 479.39, 529.07, 56.36, 10.91, `${L}-Oblique`],
  ]);

  it('reads an address on a crescent, its parts set apart by dashes, as the location', () => {
    expect(resume.profile.location).toBe('Flat 3, 18 Highbury Crescent, London N5 1RN, United Kingdom');
  });

  it("reads the school's town flush right as no field, and the class as the score", () => {
    expect(resume.education.map(({ school, degree, field, score }) => ({ school, degree, field, score }))).toEqual([
      { school: 'University of Warwick', degree: 'BSc (Hons) Economics', field: '', score: 'First Class' },
    ]);
  });
});

// The twelfth round: a German Word Lebenslauf and a Latin American job site's export.
describe('a German Lebenslauf typed in Word', () => {
  const F = 'LiberationSans';
  it('reads the address its label cell holds over two lines, and no skill in the name signed at the end', () => {
    const { profile, skills } = read([
      ['Lebenslauf', 71, 85, 116, 22, `${F}-Bold`],
      ['Persönliche Daten', 71, 117.4, 121.98, 14, `${F}-Bold`],
      ['Name', 76.4, 137.5, 26.65, 10, F],
      ['Jonas Weidinger', 189.8, 137.5, 74.37, 10, F],
      ['Anschrift', 76.4, 151, 38.84, 10, F],
      ['Hauptstraße 21', 189.8, 151, 68.8, 10, F],
      ['69117 Heidelberg', 189.8, 162.5, 79, 10, F],
      ['Kenntnisse', 71, 672.9, 75.31, 14, `${F}-Bold`],
      ['EDV', 76.4, 693, 20.55, 10, F],
      ['Java, Kotlin, Spring Boot, PostgreSQL', 189.8, 693, 170, 10, F],
      ['Führerschein', 76.4, 722, 58.32, 10, F],
      ['Klasse B', 189.8, 722, 39.43, 10, F],
      ['Heidelberg, 15.11.2026', 71, 744.5, 103.75, 10, F],
      ['Jonas Weidinger', 71, 775.8, 74.37, 10, F],
    ]);
    expect([profile.fullName, profile.location]).toEqual(['Jonas Weidinger', 'Hauptstraße 21, 69117 Heidelberg']);
    expect(skills.core).toEqual(['Java', 'Kotlin', 'Spring Boot', 'PostgreSQL']);
  });

  it("joins a task's wrapped rest back under its dash, a noun in capitals that would not have fitted above", () => {
    const { experience } = read([
      ['Jonas Weidinger', 71, 85, 200, 22, `${F}-Bold`],
      ['Berufserfahrung', 71, 262, 110, 14, `${F}-Bold`],
      ['seit 04/2021', 76.4, 287.2, 59.92, 11, F],
      ['Senior Softwareentwickler Backend', 189.8, 287.2, 186.34, 11, `${F}-Bold`],
      ['Medivora Health IT GmbH, Heidelberg', 189.8, 300.9, 186.93, 11, F],
      ['– Entwicklung von REST-Schnittstellen für ein', 189.8, 315.5, 223.64, 11, F],
      ['Praxisverwaltungssystem mit Kotlin und Spring Boot', 189.8, 328.2, 254.17, 11, F],
      ['– Migration von 14 Microservices von Java 8 auf Java 17 und Spring', 189.8, 341.8, 333.15, 11, F],
      ['Boot 3 ohne Ausfallzeiten für die rund 2.300 angebundenen', 189.8, 354.5, 290.51, 11, F],
    ]);
    expect(experience.map((j) => [j.title, j.bullets])).toEqual([
      [
        'Senior Softwareentwickler Backend',
        [
          'Entwicklung von REST-Schnittstellen für ein Praxisverwaltungssystem mit Kotlin und Spring Boot',
          'Migration von 14 Microservices von Java 8 auf Java 17 und Spring Boot 3 ohne Ausfallzeiten für die rund 2.300 angebundenen',
        ],
      ],
    ]);
  });
});

describe("a Latin American job site's profile export", () => {
  const F = 'Helvetica';
  it("reads no place in the label its dates leave, a degree written alone before one after a label, and a tag's words whole", () => {
    const { experience, education, skills } = read([
      ['Juliana Restrepo Ochoa', 45, 90, 220, 20, `${F}-Bold`],
      ['Experiencia laboral', 45, 300, 120, 12.49, `${F}-Bold`],
      ['Jefe de Bodega y Distribución', 45, 325, 160, 10.5, `${F}-Bold`],
      ['Almacenes Éxito S.A.', 45, 339, 100, 10, F],
      ['Período: enero 2019 - actualidad (5 años y 10 meses)', 45, 353, 240, 10, F],
      ['Estudios', 45, 712, 53, 12.49, `${F}-Bold`],
      ['Nivel: Posgrado / Especialización', 45, 740, 148, 10, F],
      ['Especialización en Gerencia Logística', 45, 755, 190, 10.5, `${F}-Bold`],
      ['Universidad EAFIT', 45, 769, 84, 10, F],
      ['Período: 2017 - 2018 (Graduado)', 45, 783, 148, 10, F],
      ['Conocimientos', 45, 805, 90, 12.49, `${F}-Bold`],
      ['Norma BASC', 53, 825, 54, 9, F],
      ['Manejo de personal', 254, 825, 79, 9, F],
    ]);
    expect(experience.map(({ title, company, location }) => [title, company, location])).toEqual([
      ['Jefe de Bodega y Distribución', 'Almacenes Éxito S.A.', ''],
    ]);
    expect(education.map(({ school, degree }) => [school, degree])).toEqual([
      ['Universidad EAFIT', 'Especialización en Gerencia Logística'],
    ]);
    expect(skills.core).toEqual(['Norma BASC', 'Manejo de personal']);
  });
});

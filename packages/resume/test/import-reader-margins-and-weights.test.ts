import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 18: a Chilean moderncv CV whose margin dates break after the month ('Mar. 2018 – Dic.' / '2020') and
// whose 'Title, Employer, Town' lines carry commas of their own (es-latex-foto), and a builder export whose name is
// set in two weights over two lines and whose degrees come before their field after a colon (en-html-myperfect).

const R = 'LMSans10-Regular';
const B = 'LMSans10-Bold';
const O = 'LMSans10-Oblique';

describe('moderncv in Spanish with its dates broken in the margin', () => {
  const rows: Row[] = [
    ['Francisca', 62, 120, 90, 24.8, 'LMSans17-Regular'],
    ['Contreras Muñoz', 62, 150, 170, 24.8, 'LMSans17-Regular'],
    ['Experiencia laboral', 147.9, 279.3, 110.18, 14.3, 'LMSans12-Regular'],
    ['Ene. 2021 –', 85.4, 298.7, 54.58, 10.9, R],
    ['Presente', 99.9, 312.2, 39, 10.9, R],
    ['Jefa de Planificación de la Demanda', 147.9, 298.7, 182.73, 10.9, B],
    [',', 330.6, 298.7, 3.03, 10.9, R],
    ['Cencosud S.A.', 337.3, 298.7, 66.24, 10.9, O],
    [', Las Condes, Santiago', 403.5, 298.7, 104.67, 10.9, R],
    [
      'Coordino el proceso S&OP mensual con las áreas comercial, de operaciones y de finanzas',
      158.8,
      312.2,
      372.66,
      10,
      R,
    ],
    ['Mar. 2018 – Dic.', 63.2, 409.1, 77.79, 10.9, R],
    ['2020', 117.1, 422.7, 21.82, 10.9, R],
    ['Analista Senior de Abastecimiento', 147.9, 409.1, 171.64, 10.9, B],
    [',', 319.5, 409.1, 3.03, 10.9, R],
    ['Falabella Retail', 326.2, 409.1, 70.17, 10.9, O],
    [', Santiago', 396.3, 409.1, 46.3, 10.9, R],
    [
      'Negocié con proveedores nacionales y de China los plazos de entrega y los niveles de servicio',
      158.8,
      423.5,
      377,
      10,
      R,
    ],
    ['Ago. 2015 – Feb.', 62.2, 485.6, 78.82, 10.9, R],
    ['2018', 117.1, 499.2, 21.82, 10.9, R],
    ['Ingeniera de Procesos', 147.9, 485.6, 109.44, 10.9, B],
    [',', 257.3, 485.6, 3.03, 10.9, R],
    ['Agrosuper', 264, 485.6, 46.25, 10.9, O],
    [', Rancagua', 310.2, 485.6, 51.01, 10.9, R],
    ['Reduje en 12 % las horas extra del área de despacho mediante un nuevo sistema de turnos', 158.8, 500, 377, 10, R],
    ['Ene. 2014 – Feb.', 63.4, 538.2, 77.64, 10.9, R],
    ['2014', 117.1, 551.8, 21.82, 10.9, R],
    ['Práctica profesional', 147.9, 538.2, 98.16, 10.9, B],
    [',', 246, 538.2, 3.03, 10.9, R],
    ['Codelco, División El Teniente', 252.7, 538.2, 134.06, 10.9, O],
    [', Rancagua', 386.8, 538.2, 51.01, 10.9, R],
    ['Elaboré un análisis de tiempos muertos de la flota de camiones de la mina', 158.8, 552.6, 309.3, 10, R],
    ['Formación académica', 147.9, 588.8, 125.81, 14.3, 'LMSans12-Regular'],
    ['2008 – 2014', 82.5, 639, 56.37, 10.9, R],
    ['Ingeniería Civil Industrial', 147.9, 639, 128.77, 10.9, B],
    [',', 276.6, 639, 3.09, 10.9, R],
    ['Universidad de Santiago de Chile', 284.4, 639, 157.29, 10.9, O],
    [', Santiago, Nota de', 441.7, 639, 94.09, 10.9, R],
    ['titulación: 6,2', 147.9, 652.5, 63.12, 10.9, R],
    [
      'Memoria de título: «Optimización del ruteo de camiones de reparto en la Región Metropolitana»',
      147.9,
      666.1,
      388.87,
      10,
      R,
    ],
  ];
  const { experience, education } = readResume(pdfLines(measuredRows(rows))).resume;

  it("joins a margin date broken after its month ('Mar. 2018 – Dic.' / '2020') across the entry's line beside it", () => {
    expect(experience.map((j) => [j.startDate, j.endDate])).toEqual([
      ['2021-01', ''],
      ['2018-03', '2020-12'],
      ['2015-08', '2018-02'],
      ['2014-01', '2014-02'],
    ]);
  });

  it("reads a town of two parts after a sure employer, and a division after its employer, as the other jobs' fields", () => {
    expect(experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Jefa de Planificación de la Demanda', 'Cencosud S.A.', 'Las Condes, Santiago'],
      ['Analista Senior de Abastecimiento', 'Falabella Retail', 'Santiago'],
      ['Ingeniera de Procesos', 'Agrosuper', 'Rancagua'],
      ['Práctica profesional', 'Codelco, División El Teniente', 'Rancagua'],
    ]);
  });

  it("joins the grade's label left open at the line's end ('Nota de' / 'titulación: 6,2') and reads 'Ingeniería Civil Industrial' as the degree", () => {
    expect(education.map((e) => [e.school, e.degree, e.score, e.details])).toEqual([
      [
        'Universidad de Santiago de Chile',
        'Ingeniería Civil Industrial',
        '6,2',
        ['Memoria de título: «Optimización del ruteo de camiones de reparto en la Región Metropolitana»'],
      ],
    ]);
  });
});

describe('a builder export: the name in two weights, degrees before their field', () => {
  const L = 'Lato-Regular';
  const LB = 'Lato-Bold';
  const rows: Row[] = [
    ['MARISOL', 24.5, 60, 116.91, 25, 'Lato-Black'],
    ['QUINTERO', 24.5, 81, 103.61, 19, 'Lato-Light'],
    ['Revenue Cycle Manager', 24.5, 102.8, 113.56, 10, L],
    ['EDUCATION', 231.5, 310.3, 78.06, 12, LB],
    ['Bachelor of Science: Health Care Administration', 204.5, 335, 229.97, 10.8, LB],
    ['Grand Canyon University - Phoenix, AZ', 204.5, 350.8, 166.46, 9.6, LB],
    ['December 2016', 512.8, 350.8, 63.16, 9.4, 'Lato-Italic'],
    ['Graduated Cum Laude', 204.5, 368, 92.35, 9.4, L],
    ['Associate of Applied Science: Medical Coding and Billing', 204.5, 395, 269.7, 10.8, LB],
    ['Mesa Community College - Mesa, AZ', 204.5, 410.8, 157.17, 9.6, LB],
    ['May 2010', 535, 410.8, 41.02, 9.4, 'Lato-Italic'],
  ];
  const { profile, education } = readResume(pdfLines(measuredRows(rows))).resume;

  it('reads a given name over a surname in a lighter, smaller weight as one name', () => {
    expect([profile.fullName, profile.headline]).toEqual(['MARISOL QUINTERO', 'Revenue Cycle Manager']);
  });

  it("reads 'Bachelor of Science: Health Care Administration' as the degree, not a labelled detail", () => {
    expect(education.map((e) => [e.school, e.degree, e.endDate, e.details])).toEqual([
      [
        'Grand Canyon University',
        'Bachelor of Science: Health Care Administration',
        '2016-12',
        ['Graduated Cum Laude'],
      ],
      ['Mesa Community College', 'Associate of Applied Science: Medical Coding and Billing', '2010-05', []],
    ]);
  });
});

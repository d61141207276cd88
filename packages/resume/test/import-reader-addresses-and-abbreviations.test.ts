import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 27: Indeed México's profile PDF (es-html-indeed: 'HELLA Automotive Mexico - El Salto, Jal.', a state
// abbreviated with a stop), Awesome-CV by hand in Spanish (es-latex-awesome: 'Carrera 43A # 7 Sur-120, Apto. 1104,
// Medellín, Colombia', a town no list holds flush right beside the title) and a WPS template of text boxes
// (en-word-wps-textboxes: an address wrapped after its postcode, 'No. 18, Jalan SS 2/24, 47300' / 'Petaling Jaya').

describe("a job site's profile in Spanish", () => {
  it("reads a job without a description whose employer's line ends in a state's abbreviation", () => {
    const R = 'NotoSans-Regular';
    const B = 'NotoSans-Bold';
    const rows: Row[] = [
      ['Ana Lucía Ramírez Ortega', 54.0, 60.0, 180.0, 20.0, B],
      ['ana.ramirez@example.com', 54.0, 90.0, 120.0, 9.5, R],
      ['Experiencia laboral', 54.0, 168.2, 120.0, 13.0, B],
      ['Técnica de Calidad', 54.0, 496.6, 95.0, 10.5, B],
      ['Flex - Guadalajara, Jal.', 54.0, 510.2, 110.0, 9.5, R],
      ['enero de 2016 a julio de 2017', 54.0, 523.7, 130.0, 9.5, R],
      [
        'Inspección de primera pieza y de recibo, manejo de material no conforme y registro de datos.',
        54.0,
        540.9,
        400.0,
        9.5,
        R,
      ],
      ['Practicante de Ingeniería Industrial', 54.0, 592.6, 180.0, 10.5, B],
      ['HELLA Automotive Mexico - El Salto, Jal.', 54.0, 606.9, 190.0, 9.5, R],
      ['junio de 2015 a diciembre de 2015', 54.0, 619.7, 150.0, 9.5, R],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Técnica de Calidad', 'Flex', '2016-01', '2017-07'],
      ['Practicante de Ingeniería Industrial', 'HELLA Automotive Mexico', '2015-06', '2015-12'],
    ]);
  });
});

describe('Awesome-CV by hand', () => {
  const H = 'TeXGyreHeros-Regular';
  const head: Row[] = [
    ['Daniela', 111.8, 46.3, 108.07, 31.9, H],
    ['Restrepo Gaviria', 228.8, 46.3, 254.66, 31.9, 'TeXGyreHeros-Bold'],
    ['Carrera 43A # 7 Sur-120, Apto. 1104, Medellín, Colombia', 196.7, 81.9, 201.89, 8.0, 'TeXGyreHeros-Italic'],
    ['H', 170.6, 98.3, 5.85, 6.8, 'MarVoSym'],
    ['+57 310 555 0183', 178.3, 98.3, 54.81, 6.8, H],
    ['|', 239.9, 98.3, 1.76, 6.8, H],
    ['B', 248.5, 98.3, 5.98, 6.8, 'MarVoSym'],
    ['daniela.restrepo@example.com', 256.3, 98.3, 95.33, 6.8, H],
  ];

  it("reads a Colombian address, its numbers words apart, as the place (not as a phone's)", () => {
    const { profile } = readResume(pdfLines(measuredRows(head))).resume;
    expect([profile.phone, profile.location]).toEqual([
      '+57 310 555 0183',
      'Carrera 43A # 7 Sur-120, Apto. 1104, Medellín, Colombia',
    ]);
  });

  it('reads the employer under the title, not the town set flush right beside it', () => {
    const rows: Row[] = [
      ...head,
      ['Experiencia', 39.7, 480.0, 80.0, 15.9, 'TeXGyreHeros-Bold'],
      ['Practicante de Ingeniería Industrial', 39.7, 505.8, 165.65, 10.0, 'TeXGyreHeros-Bold'],
      ['Copacabana, Colombia', 461.9, 505.8, 93.69, 9.0, 'TeXGyreHeros-Italic'],
      ['Industrias Haceb', 39.7, 519.4, 65.5, 8.0, H],
      ['Jul. 2013 - Dic. 2013', 482.5, 519.4, 73.09, 8.0, 'TeXGyreHeros-Italic'],
      ['•', 39.0, 535.8, 4.61, 9.0, 'CMSY9'],
      ['Levanté los tiempos estándar de la línea de ensamble de neveras.', 49.1, 535.8, 300.0, 9.0, H],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Practicante de Ingeniería Industrial', 'Industrias Haceb', 'Copacabana, Colombia'],
    ]);
  });
});

describe('a WPS template of text boxes', () => {
  it('joins an address wrapped after its postcode with a space, as it is written', () => {
    const L = 'LiberationSans';
    const rows: Row[] = [
      ['Chloe Tan Mei Ling', 228.1, 60.0, 200.0, 22.0, 'NotoSans-Bold'],
      ['C O N T A C T', 22.1, 195.6, 68.68, 12.0, 'NotoSans-Bold'],
      ['+6012-555 0147', 43.1, 217.8, 65.83, 9.0, L],
      ['chloe.tanml@example.com', 43.1, 237.0, 108.69, 9.0, L],
      ['No. 18, Jalan SS 2/24, 47300', 43.1, 256.2, 117.57, 9.0, L],
      ['Petaling Jaya, Selangor', 43.1, 269.1, 95.09, 9.0, L],
    ];
    const { profile } = readResume(pdfLines(measuredRows(rows))).resume;
    expect([profile.phone, profile.email, profile.location]).toEqual([
      '+6012-555 0147',
      'chloe.tanml@example.com',
      'No. 18, Jalan SS 2/24, 47300 Petaling Jaya, Selangor',
    ]);
  });
});

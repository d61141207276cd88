import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 28: the 2013 Europass Word template in Spanish (es-word-europass2013: 'Actividad o sector' before its
// value under each job's items, 'Curriculum vitae' | the name atop page 2) and Apple Pages' Modern Resume
// (en-html-pages: 'Rebecca Tran, PT, DPT', '**Sutter Health**, Rehabilitation Aide').

const L = 'LiberationSans';
const B = 'LiberationSans-Bold';

describe('the 2013 Europass template', () => {
  it("reads 'Actividad o sector …' as a detail of the job above, neither its last item nor the next job", () => {
    const rows: Row[] = [
      ['INFORMACIÓN PERSONAL', 70.6, 71.9, 115.41, 9.0, L],
      ['Elena Martín Pastor', 203.1, 75.7, 114.79, 13.0, L],
      ['elena.martin.pastor@example.es', 218.1, 115.0, 130.0, 9.0, L],
      ['EXPERIENCIA PROFESIONAL', 59.1, 210.0, 120.0, 9.0, L],
      ['01/09/2013–29/02/2016', 101.6, 400.7, 84.51, 8.0, L],
      ['Técnica de Calidad', 203.1, 402.0, 99.59, 11.0, B],
      ['Grupo Antolin, Burgos (España)', 203.1, 414.8, 127.57, 9.0, L],
      ['▪', 203.1, 470.5, 3.19, 9.0, L],
      [
        'Coordinación del laboratorio de metrología y de los estudios de capacidad (Cpk) y',
        213.1,
        470.5,
        327.27,
        9.0,
        L,
      ],
      ['R&R de los medios de control de la planta', 213.1, 480.9, 168.07, 9.0, L],
      ['Actividad o sector', 203.1, 494.2, 63.13, 8.0, L],
      ['Fabricación de componentes interiores para automoción', 268.5, 494.2, 224.69, 9.0, L],
      ['01/09/2011–31/07/2012', 101.6, 521.5, 84.51, 8.0, L],
      ['Becaria de Calidad', 203.1, 522.8, 98.38, 11.0, B],
      ['Michelin España Portugal S.A., Valladolid (España)', 203.1, 535.6, 204.54, 9.0, L],
      ['▪', 203.1, 547.9, 3.19, 9.0, L],
      [
        'Apoyo en la recogida y el análisis estadístico de datos de producción con Minitab',
        213.1,
        547.9,
        323.76,
        9.0,
        L,
      ],
      ['Actividad o sector', 203.1, 593.3, 63.13, 8.0, L],
      ['Fabricación de neumáticos', 268.5, 593.3, 107.59, 9.0, L],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets])).toEqual([
      [
        'Técnica de Calidad',
        'Grupo Antolin',
        '2013-09',
        '2016-02',
        [
          'Coordinación del laboratorio de metrología y de los estudios de capacidad (Cpk) y R&R de los medios de control de la planta',
        ],
      ],
      [
        'Becaria de Calidad',
        'Michelin España Portugal S.A.',
        '2011-09',
        '2012-07',
        ['Apoyo en la recogida y el análisis estadístico de datos de producción con Minitab'],
      ],
    ]);
  });

  it("reads 'Curriculum vitae' | the name atop the next page as the page's head, nothing of a school's", () => {
    const pages = measuredRows(
      [
        ['INFORMACIÓN PERSONAL', 70.6, 71.9, 115.41, 9.0, L],
        ['Elena Martín Pastor', 203.1, 75.7, 114.79, 13.0, L],
        ['elena.martin.pastor@example.es', 218.1, 115.0, 130.0, 9.0, L],
        ['EDUCACIÓN Y FORMACIÓN', 59.1, 700.0, 110.0, 9.0, L],
        ['2012–2013', 150.0, 730.0, 40.0, 8.0, L],
        ['Máster en Logística y Gestión de Operaciones', 203.1, 731.3, 230.0, 11.0, B],
        ['Universidad de Burgos, Burgos (España)', 203.1, 744.1, 160.0, 9.0, L],
      ],
      [
        ['Curriculum vitae', 203.1, 51.0, 72.2, 10.0, L],
        ['Elena Martín Pastor', 464.0, 51.0, 88.23, 10.0, L],
        ['09/2008–07/2012', 130.0, 90.0, 60.0, 8.0, L],
        ['Grado en Ingeniería en Tecnologías Industriales', 203.1, 91.3, 240.0, 11.0, B],
        ['Universidad de Valladolid, Valladolid (España)', 203.1, 104.1, 180.0, 9.0, L],
      ],
    );
    const { education } = readResume(pdfLines(pages)).resume;
    expect(education.map((e) => [e.school, e.degree, e.details])).toEqual([
      ['Universidad de Burgos', 'Máster en Logística y Gestión de Operaciones', []],
      ['Universidad de Valladolid', 'Grado en Ingeniería en Tecnologías Industriales', []],
    ]);
  });
});

describe("Apple Pages' Modern Resume", () => {
  const head: Row[] = [
    ['Rebecca Tran, PT, DPT', 50.3, 86.3, 256.37, 27.0, 'Lato-Light'],
    ['2715 J Street, Apt. 4', 481.0, 52.5, 80.71, 9.0, 'Lato-Regular'],
    ['Sacramento, CA 95816', 470.5, 65.3, 91.27, 9.0, 'Lato-Regular'],
    ['(916) 555-0148', 499.1, 77.3, 62.65, 9.0, 'Lato-Regular'],
    ['rebecca.tran.dpt@example.com', 438.4, 90.0, 123.4, 9.0, 'Lato-Regular'],
  ];

  it("reads a physical therapist's name with the letters after it, 'PT' no state", () => {
    const { profile } = readResume(pdfLines(measuredRows(head))).resume;
    expect([profile.fullName, profile.phone]).toEqual(['Rebecca Tran, PT, DPT', '(916) 555-0148']);
  });

  it("reads 'Sutter Health, Rehabilitation Aide' as the employer and the title, no town", () => {
    const rows: Row[] = [
      ...head,
      ['E X P E R I E N C E', 50.3, 129.8, 73.17, 9.0, 'Lato-Semibold'],
      ['Sutter Health', 154.6, 492.0, 65.04, 11.0, 'Lato-Bold'],
      [', Rehabilitation Aide', 219.7, 492.0, 96.22, 11.0, 'Lato-Regular'],
      ['June 2010 – August 2011', 154.6, 505.5, 96.46, 8.5, 'Lato-Regular'],
      ['•', 154.6, 519.0, 4.0, 10.0, 'Lato-Regular'],
      [
        'Prepared treatment areas and assisted therapists with patient transfers',
        168.6,
        519.0,
        300.0,
        10.0,
        'Lato-Regular',
      ],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Rehabilitation Aide', 'Sutter Health', ''],
    ]);
  });
});

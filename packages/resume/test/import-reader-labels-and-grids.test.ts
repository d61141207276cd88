import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Layouts the corpus met first in its ninth round (the LaTeX europecv class's label column and language grid, a
// JSON Resume theme, a builder's left column of dates and towns, Word 2016's headings in a narrow left cell), scored
// blind before any rule changed: items as pdf.js read the corpus's files, each case misread before its rule.

const read = (...pages: Row[][]) => readResume(pdfLines(measuredRows(...pages))).resume;
// europecv's pages, set in Nimbus Sans: TeX made them, which only the PDF's creator tells.
const typeset = (...pages: Row[][]) =>
  readResume(pdfLines(measuredRows(...pages).map((p) => ({ ...p, creator: 'LaTeX with hyperref' })))).resume;
const F = 'NimbusSanL-Regu';
const B = 'NimbusSanL-Bold';

describe('the europecv class: labels in a column left of their values, a foot on every page, a language grid', () => {
  const page1: Row[] = [
    ['Clara Monzó Sanchis', 208.56, 186.64, 120.13, 11.96, B],
    ['Experiencia profesional', 49.73, 300.22, 134.52, 11.96, B],
    ['Fechas', 145.41, 322.28, 38.84, 11.96, F],
    ['Marzo 2019 – Actualidad', 208.56, 322.28, 132.06, 11.96, F],
    ['Puesto o cargo ocupado', 76.26, 336.23, 107.99, 9.96, F],
    ['Jefa de Proyecto de Infraestructuras Hidráulicas', 208.56, 336.23, 228.72, 9.96, B],
    ['Principales actividades y', 75.03, 350.18, 109.22, 9.96, F],
    ['responsabilidades', 103.96, 362.13, 80.29, 9.96, F],
    ['Dirección de proyectos de colectores, tanques de tormenta y redes de sa-', 220.52, 362.14, 332.24, 9.96, F],
    ['neamiento para ayuntamientos del área metropolitana de Valencia.', 220.52, 374.09, 295.16, 9.96, F],
    ['Coordinación de un equipo de cinco ingenieros y delineantes y seguimiento', 220.52, 386.04, 332.24, 9.96, F],
    ['económico de contratos de hasta 2,4 millones de euros.', 220.52, 398, 246.72, 9.96, F],
    ['Nombre y dirección del', 82.39, 445.82, 101.87, 9.96, F],
    ['empleador', 137.19, 457.78, 47.06, 9.96, F],
    ['Turia Ingeniería y Consultoría, S.L., Calle de Colón 60, 46004 Valencia (Espa-', 208.56, 445.82, 344.2, 9.96, F],
    ['ña)', 208.56, 457.78, 14.4, 9.96, F],
    ['Fechas', 145.41, 665.85, 38.84, 11.96, F],
    ['Octubre 2013 – Agosto 2015', 208.56, 665.85, 152.86, 11.96, F],
    ['Puesto o cargo ocupado', 76.26, 679.8, 107.99, 9.96, F],
    ['Técnica de Proyectos', 208.56, 679.8, 101.94, 9.96, B],
    ['Principales actividades y', 75.03, 693.74, 109.22, 9.96, F],
    ['responsabilidades', 103.96, 705.7, 80.29, 9.96, F],
    ['Redacción de anejos de cálculo hidráulico y estudios de inundabilidad para', 208.56, 693.74, 344.2, 9.96, F],
    ['planes urbanísticos de la Comunitat Valenciana, con HEC-RAS y ArcGIS.', 208.56, 705.7, 324.02, 9.96, F],
    ['Nombre y dirección del', 82.39, 719.65, 101.87, 9.96, F],
    ['empleador', 137.19, 731.6, 47.06, 9.96, F],
    ['Hidrotec Levante, S.L., Parque Tecnológico, Calle Charles Robert Darwin 20,', 208.56, 719.65, 344.2, 9.96, F],
    ['46980 Paterna, Valencia (España)', 208.56, 731.6, 151.44, 9.96, F],
    ['Página 1 / 2- Curriculum vitæ de', 69.86, 796.54, 114.39, 7.97, F],
    ['Clara Monzó Sanchis', 108.59, 806, 75.66, 7.97, F],
  ];
  const page2: Row[] = [
    ['Educación y formación', 52.95, 78.61, 131.3, 11.96, B],
    ['Fechas', 145.41, 100.95, 38.84, 11.96, F],
    ['Septiembre 2012 – Julio 2013', 208.56, 100.95, 158.59, 11.96, F],
    ['Titulación obtenida', 100.64, 114.9, 83.62, 9.96, F],
    ['Máster Universitario en Ingeniería Hidráulica y Medio Ambiente', 208.56, 114.9, 298.92, 9.96, B],
    ['Principales materias', 94.27, 128.85, 89.98, 9.96, F],
    ['Hidrología, modelación hidráulica, gestión de recursos hídricos, calidad de', 208.56, 128.85, 344.2, 9.96, F],
    ['aguas', 208.56, 140.8, 27.14, 9.96, F],
    ['Nombre del centro', 102.31, 154.75, 81.94, 9.96, F],
    ['Universitat Politècnica de València', 208.56, 154.75, 151.37, 9.96, F],
    ['Capacidades y', 100.53, 264.77, 83.72, 11.96, B],
    ['competencias', 104.52, 276.72, 79.73, 11.96, B],
    ['personales', 121.31, 288.68, 62.94, 11.96, B],
    ['Lengua(s) materna(s)', 69.02, 311.02, 115.24, 11.96, F],
    ['Español, valenciano', 208.56, 311.02, 114.71, 11.96, B],
    ['Otros idiomas', 110.51, 328.38, 73.74, 11.96, F],
    ['Auto evaluación', 100.01, 346.31, 84.05, 11.96, 'NimbusSanL-ReguItal'],
    ['Nivel europeo', 114.9, 358.27, 61.21, 9.96, 'NimbusSanL-ReguItal'],
    ['(*)', 176.4, 354.65, 7.36, 6.97, F],
    ['Comprender', 250.01, 346.31, 59.23, 9.96, B],
    ['Hablar', 400.37, 346.31, 30.9, 9.96, B],
    ['Escribir', 499.42, 346.31, 37.1, 9.96, B],
    ['Comprensión', 218.92, 360.26, 53.31, 8.97, F],
    ['auditiva', 230.24, 371.22, 30.67, 8.97, F],
    ['Comprensión', 287.02, 360.26, 53.31, 8.97, F],
    ['de lectura', 294.04, 371.22, 39.28, 8.97, F],
    ['Interacción', 359.89, 360.26, 43.76, 8.97, F],
    ['oral', 374.35, 371.22, 14.86, 8.97, F],
    ['Expresión', 429.94, 360.26, 39.86, 8.97, F],
    ['oral', 442.44, 371.22, 14.86, 8.97, F],
    ['Inglés', 155.46, 393.14, 28.79, 9.96, B],
    ...levelCells(383.57, [
      ['C1', 'competen-', 'te'],
      ['C1', 'competen-', 'te'],
      ['B2', 'indepen-', 'diente'],
      ['B2', 'indepen-', 'diente'],
      ['B2', 'indepen-', 'diente'],
    ]),
    ['Francés', 146.05, 424.42, 38.21, 9.96, B],
    ...levelCells(414.85, [
      ['B1', 'indepen-', 'diente'],
      ['B1', 'indepen-', 'diente'],
      ['A2', 'básico'],
      ['A2', 'básico'],
      ['A2', 'básico'],
    ]),
    ['(*)', 218.52, 442.93, 5.26, 4.98, F],
    ['Nivel del Marco Europeo Común de Referencia', 224.28, 445.74, 166.55, 7.97, 'NimbusSanL-ReguItal'],
    ['(MECR)', 393.04, 445.74, 28.77, 7.97, F],
    ['Competencias', 107.85, 468.08, 76.41, 11.96, F],
    ['informáticas', 119.87, 482.03, 64.38, 11.96, F],
    ['AutoCAD Civil 3D, Presto, MS Project, HEC-RAS, SWMM', 208.56, 468.08, 260, 9.96, F],
    ['Página 2 / 2- Curriculum vitæ de', 69.86, 796.54, 114.39, 7.97, F],
    ['Clara Monzó Sanchis', 108.59, 806, 75.66, 7.97, F],
  ];
  const resume = typeset(page1, page2);

  it('reads each job from its labels, an item going on under the label wrapped beside it', () => {
    expect(
      resume.experience.map(({ title, company, location, bullets }) => ({ title, company, location, bullets })),
    ).toEqual([
      {
        title: 'Jefa de Proyecto de Infraestructuras Hidráulicas',
        company: 'Turia Ingeniería y Consultoría, S.L.',
        // The word TeX hyphenated in the value's cell goes on in that cell, not in the label's ('empleador').
        location: 'Calle de Colón 60, 46004 Valencia (España)',
        bullets: [
          'Dirección de proyectos de colectores, tanques de tormenta y redes de saneamiento para ayuntamientos del área metropolitana de Valencia.',
          'Coordinación de un equipo de cinco ingenieros y delineantes y seguimiento económico de contratos de hasta 2,4 millones de euros.',
        ],
      },
      {
        title: 'Técnica de Proyectos',
        company: 'Hidrotec Levante, S.L.',
        location: 'Parque Tecnológico, Calle Charles Robert Darwin 20, 46980 Paterna, Valencia (España)',
        bullets: [
          'Redacción de anejos de cálculo hidráulico y estudios de inundabilidad para planes urbanísticos de la Comunitat Valenciana, con HEC-RAS y ArcGIS.',
        ],
      },
    ]);
  });

  it("reads a school's degree, centre and subjects from their labels", () => {
    expect(resume.education.map(({ school, degree, details }) => ({ school, degree, details }))).toEqual([
      {
        school: 'Universitat Politècnica de València',
        degree: 'Máster Universitario en Ingeniería Hidráulica y Medio Ambiente',
        details: ['Hidrología, modelación hidráulica, gestión de recursos hídricos, calidad de aguas'],
      },
    ]);
  });

  it('leaves the foot that names the page and the person out of every field, on each page', () => {
    expect(JSON.stringify(resume)).not.toMatch(/Página|Curriculum vitæ de/u);
    expect(resume.profile.fullName).toBe('Clara Monzó Sanchis');
  });

  it('reads the mother tongues beside their label and each language of the grid with its levels', () => {
    expect(resume.skills.languages).toEqual(['Español', 'valenciano', 'Inglés (C1, B2)', 'Francés (B1, A2)']);
    expect(resume.skills.core).toEqual(['AutoCAD Civil 3D', 'Presto', 'MS Project', 'HEC-RAS', 'SWMM']);
  });
});

describe("a JSON Resume theme: 'Work' letter-spaced, skill groups in bold over their keywords", () => {
  const L = 'LiberationSans';
  const resume = read([
    ['Caleb Whitfield', 222.81, 60, 165.86, 22, `${L}-Bold`],
    ['W O R K', 45, 207, 32.99, 9, `${L}-Bold`],
    ['Bazaarvoice', 45, 230.25, 61.29, 10.5, `${L}-Bold`],
    ['https://www.bazaarvoice.com', 112.29, 230.25, 100.92, 7.8, L],
    ['Jan 2020 — Present', 489.54, 230.25, 77.46, 8.5, L],
    ['Senior Backend Engineer', 45, 243.75, 107.65, 9.49, `${L}-Italic`],
    ['Cut p99 latency of the moderation API from 840 ms to 120 ms', 45, 259.5, 300, 9.49, L],
    ['S K I L L S', 45, 703.5, 39.5, 9, `${L}-Bold`],
    ['Backend', 45, 724.5, 37.52, 9, `${L}-Bold`],
    ['Infrastructure', 313, 724.5, 58.51, 9, `${L}-Bold`],
    ['Go', 49.99, 739.5, 10.66, 7.99, L],
    ['Java', 73.64, 739.5, 16.88, 7.99, L],
    ['Kafka', 160.04, 739.5, 20.44, 7.99, L],
    ['AWS', 317.99, 739.5, 17.91, 7.99, L],
    ['Kubernetes', 348.89, 739.5, 40.88, 7.99, L],
  ]);

  it('reads the job under the section JSON Resume calls Work', () => {
    const [job] = resume.experience;
    expect([job?.company, job?.title, job?.startDate, job?.endDate]).toEqual([
      'Bazaarvoice',
      'Senior Backend Engineer',
      '2020-01',
      '',
    ]);
  });

  it('reads the keywords as skills and the names of their groups as none', () => {
    expect(resume.skills.core).toEqual(['Go', 'Java', 'Kafka', 'AWS', 'Kubernetes']);
  });
});

describe("a builder's left column of dates with the town under them", () => {
  it("reads the town as the job's place, though the employer's name holds a country", () => {
    const jobs = read([
      ['Mariana Ortiz Villaseñor', 42.75, 52, 250, 24, 'Lato-Bold'],
      ['Experiencia profesional', 42.75, 207.75, 119.17, 11.5, 'Lato-Bold'],
      ['03/2021 – presente', 42.75, 229.5, 77.83, 8.8, 'Lato-Regular'],
      ['Ciudad de México', 42.75, 242.25, 67.04, 8.5, 'Lato-Regular'],
      ['Analista de Datos Senior', 161.8, 231, 108.96, 10, 'Lato-Bold'],
      ['Grupo Bimbo', 161.8, 244.5, 55.56, 9.49, 'Lato-Regular'],
      ['Coordino a dos analistas junior', 175.79, 261, 150, 9.49, 'Lato-Regular'],
      ['01/2018 – 02/2021', 42.75, 356.25, 78.72, 8.8, 'Lato-Regular'],
      ['Ciudad de México', 42.75, 368.25, 67.04, 8.5, 'Lato-Regular'],
      ['Analista de Riesgo de Crédito', 161.8, 357.75, 130.31, 10, 'Lato-Bold'],
      ['BBVA México', 161.8, 371.25, 57.05, 9.49, 'Lato-Regular'],
      [
        'Construí tableros en Tableau para dar seguimiento a la cartera vencida',
        175.79,
        388,
        320,
        9.49,
        'Lato-Regular',
      ],
    ]).experience;
    expect(jobs.map(({ title, company, location }) => [title, company, location])).toEqual([
      ['Analista de Datos Senior', 'Grupo Bimbo', 'Ciudad de México'],
      ['Analista de Riesgo de Crédito', 'BBVA México', 'Ciudad de México'],
    ]);
  });
});

describe("Word 2016's 'Resume': headings in a narrow left cell, skills in a table of two columns", () => {
  const N = 'NotoSans-Regular';
  const resume = read([
    ['Danielle Kostecki', 54.1, 66, 260, 30, N],
    ['Skills', 54.1, 193.2, 33.53, 13, 'NotoSans-Bold'],
    ['•', 174.1, 190.6, 3.95, 10.5, N],
    ['Demand planning and forecasting', 187.1, 190.6, 168.41, 10.5, N],
    ['•', 368.6, 190.6, 3.95, 10.5, N],
    ['SQL', 381.6, 190.6, 19.4, 10.5, N],
    ['•', 174.1, 221.2, 3.95, 10.5, N],
    ['SAP ECC (MM, SD)', 187.1, 221.2, 87.7, 10.5, N],
    ['•', 174.1, 236.5, 3.95, 10.5, N],
    ['Blue Yonder', 187.1, 236.5, 60.11, 10.5, N],
    ['•', 368.6, 221.2, 3.95, 10.5, N],
    ['Advanced Excel (Power Query,', 381.6, 221.2, 148.91, 10.5, N],
    ['VBA)', 381.6, 235.5, 22.95, 10.5, N],
    ['•', 368.6, 250.8, 3.95, 10.5, N],
    ['Lean Six Sigma Green Belt', 381.6, 250.8, 128.88, 10.5, N],
    ['Volunteer', 54.1, 280.8, 64.35, 13, 'NotoSans-Bold'],
    ['Experience', 54.1, 298.5, 71.14, 13, 'NotoSans-Bold'],
    ['Plan weekend delivery routes for partner pantries of the Mid-Ohio Food', 169.1, 278.1, 352.46, 10.5, N],
    ['Collective and sort donations at its warehouse one Saturday a month since', 169.1, 292.4, 367.47, 10.5, N],
    ['2018.', 169.1, 306.7, 26.8, 10.5, N],
  ]);

  it('makes whole a skill whose bracket closes in its cell of the next row', () => {
    expect(resume.skills.core).toEqual([
      'Demand planning and forecasting',
      'SQL',
      'SAP ECC (MM, SD)',
      'Advanced Excel (Power Query, VBA)',
      'Blue Yonder',
      'Lean Six Sigma Green Belt',
    ]);
  });

  it('reads a heading wrapped over two lines whole, though its second line alone names a section', () => {
    expect(resume.experience).toEqual([]);
    expect(resume.custom.map(({ label, bullets }) => ({ label, bullets }))).toEqual([
      {
        label: 'Volunteer Experience',
        // The year that ends the paragraph's sentence is its last word, not an item of its own.
        bullets: [
          'Plan weekend delivery routes for partner pantries of the Mid-Ohio Food Collective and sort donations at its warehouse one Saturday a month since 2018.',
        ],
      },
    ]);
  });
});

/** A europecv grid row's cells: each level with its name's first word beside it and the rest wrapped under. */
function levelCells(y: number, cells: string[][]): Row[] {
  return cells.flatMap(([level, ...name], k): Row[] => {
    const x = 217.71 + k * 68.1;
    return [
      [level!, x, y, 10, 7.97, F],
      ['Usuario', x + 20.8, y, 27.58, 7.97, F],
      ...name.map((word, w): Row => [word, x + 18, y + 9.47 * (w + 1), word.length * 4, 7.97, F]),
    ];
  });
}

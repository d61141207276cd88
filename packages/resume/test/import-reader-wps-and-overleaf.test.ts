import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 29: a Peruvian CV typed in WPS Writer (es-word-wps-peru: 'Label<TAB>: value' paragraphs that wrap back
// to the margin, a school and its initials after a dash). Round 30: moderncv edited on Overleaf (es-latex-moderncv-ar:
// a \subsection in Experiencia, a margin's dates over two lines beside a wrapped entry) and an Indian fresher's WPS
// resume (en-word-wps-fresher: a bordered table of qualifications with its cells set in the middle of their rows).

const R = 'NotoSans-Regular';
const B = 'NotoSans-Bold';
const head = (street: string, rest: string): Row[] => [
  ['EDWIN JHONATAN RAMOS HUAMANÍ', 178.1, 105.6, 239.15, 13.0, B],
  ['DATOS PERSONALES', 90.1, 129.6, 124.27, 12.0, 'LiberationSerif-Bold'],
  ['DNI', 90.1, 163.1, 20.12, 11.0, R],
  [': 45871236', 234.1, 163.1, 56.04, 11.0, R],
  ['Dirección', 90.1, 219.1, 48.47, 11.0, R],
  [street, 234.1, 219.1, 505 - 234.1 - 12, 11.0, R],
  [rest, 90.1, 231.1, 105.0, 11.0, R],
  ['Celular', 90.1, 245.1, 36.33, 11.0, R],
  [': 987 654 321', 234.1, 245.1, 68.03, 11.0, R],
  ['PERFIL PROFESIONAL', 90.1, 284.9, 140.0, 12.0, 'LiberationSerif-Bold'],
  [
    'Bachiller en Ingeniería Industrial y Profesional Técnico en Mecánica de Mantenimiento',
    90.1,
    305.3,
    415.0,
    11.0,
    R,
  ],
];

describe('a CV typed in WPS Writer', () => {
  it("reads an address whose 'Label<TAB>: value' paragraph wraps back to the margin as one place", () => {
    for (const [street, rest] of [
      // In lower case, and after a line that ran to the edge.
      [': Av. Próceres de la Independencia 3245, San Juan', 'de Lurigancho, Lima'],
      [': Av. Próceres de la Independencia 3245, San', 'Juan de Lurigancho, Lima'],
    ] as const) {
      const { profile } = readResume(pdfLines(measuredRows(head(street, rest)))).resume;
      expect(profile.location).toBe('Av. Próceres de la Independencia 3245, San Juan de Lurigancho, Lima');
      expect(profile.phone).toBe('987 654 321');
    }
  });

  it('keeps the initials after a dash in the school’s name', () => {
    const rows: Row[] = [
      ['EDWIN JHONATAN RAMOS HUAMANÍ', 178.1, 105.6, 239.15, 13.0, B],
      ['FORMACIÓN ACADÉMICA', 90.1, 400.6, 150.0, 12.0, 'LiberationSerif-Bold'],
      ['2016 – 2021', 90.1, 420.1, 61.45, 11.0, R],
      ['Universidad Tecnológica del Perú (UTP)', 161.0, 420.1, 220.0, 11.0, B],
      ['Bachiller en Ingeniería Industrial', 161.0, 432.1, 168.75, 11.0, R],
      ['2010 – 2012', 90.1, 448.1, 61.45, 11.0, R],
      ['Servicio Nacional de Adiestramiento en Trabajo Industrial –', 161.0, 448.1, 325.83, 11.0, B],
      ['SENATI', 90.1, 460.1, 39.35, 11.0, B],
      ['Profesional Técnico en Mecánica de Mantenimiento', 161.0, 472.1, 250.0, 11.0, R],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.degree, e.field, e.startDate, e.endDate])).toEqual([
      ['Universidad Tecnológica del Perú (UTP)', 'Bachiller en Ingeniería Industrial', '', '2016', '2021'],
      [
        'Servicio Nacional de Adiestramiento en Trabajo Industrial – SENATI',
        'Profesional Técnico en Mecánica de Mantenimiento',
        '',
        '2010',
        '2012',
      ],
    ]);
  });
});

describe('moderncv as edited on Overleaf', () => {
  const S = 'CMSS10';
  const rows: Row[] = [
    ['Lucía Belén Ferreyra', 74.0, 98.3, 220.0, 24.8, S],
    ['lucia.ferreyra@example.com', 394.0, 131.9, 120.0, 10.0, S],
    ['Experiencia laboral', 146.14, 410.0, 120.0, 14.3, 'CMSS12'],
    ['2015–2018', 88.08, 425.95, 49.09, 10.9, S],
    ['Analista de Investigación de Mercado', 146.14, 425.95, 187.57, 10.9, 'CMSSBX10'],
    [',', 333.7, 425.95, 3.03, 10.9, S],
    ['NielsenIQ', 340.37, 425.95, 43.51, 10.9, 'CMSSI10'],
    [', CABA', 383.89, 425.95, 30.0, 10.9, S],
    [
      'Procesamiento de los paneles de consumo masivo y control de calidad de las bases de datos.',
      146.14,
      439.5,
      376.66,
      10.0,
      S,
    ],
    ['Docencia', 146.14, 478.74, 44.57, 12.0, 'CMSS12'],
    ['2016–2019', 88.08, 495.71, 49.09, 10.9, S],
    ['Ayudante de cátedra', 146.14, 495.71, 100.76, 10.9, 'CMSSBX10'],
    [',', 246.9, 495.71, 2.97, 10.9, S],
    ['Facultad de Ciencias Económicas, UBA', 252.88, 495.71, 173.63, 10.9, 'CMSSI10'],
    [', CABA,', 426.51, 495.71, 37.16, 10.9, S],
    ['Ad honorem', 466.68, 495.71, 53.99, 10.9, 'CMSSI10'],
    [
      'Estadística I. Clases prácticas para comisiones de 60 alumnos y corrección de parciales.',
      146.14,
      509.26,
      361.98,
      10.0,
      S,
    ],
    ['Formación', 146.14, 536.41, 60.6, 14.3, 'CMSS12'],
    ['2022–', 110.99, 555.8, 27.27, 10.9, S],
    ['Actualidad', 88.51, 569.35, 48.67, 10.9, S],
    ['Maestría en Explotación de Datos y Descubrimiento del Conocimiento', 146.14, 555.8, 373.16, 10.9, 'CMSSBX10'],
    [',', 519.29, 555.8, 3.09, 10.9, S],
    ['Universidad de Buenos Aires', 146.14, 569.35, 129.71, 10.9, 'CMSSI10'],
    [', CABA,', 275.85, 569.35, 38.48, 10.9, S],
    ['Tesis en curso', 317.97, 569.35, 63.93, 10.9, 'CMSSI10'],
    ['2010–2016', 88.08, 586.62, 49.09, 10.9, S],
    ['Licenciatura en Economía', 146.14, 586.62, 127.41, 10.9, 'CMSSBX10'],
    [',', 273.55, 586.62, 3.01, 10.9, S],
    ['Universidad de Buenos Aires', 280.19, 586.62, 128.74, 10.9, 'CMSSI10'],
    [', CABA,', 408.93, 586.62, 38.2, 10.9, S],
    ['Promedio: 8,21', 450.76, 586.62, 68.89, 10.9, 'CMSSI10'],
    ['Tesina: “Determinantes de la inflación en la Argentina, 2003–2015”', 145.8, 600.17, 282.28, 10.0, S],
    ['2019', 115.0, 617.2, 20.0, 10.9, S],
    ['Curso de Data Science', 146.14, 617.2, 110.0, 10.9, 'CMSSBX10'],
    [',', 256.14, 617.2, 3.0, 10.9, S],
    ['Digital House', 262.14, 617.2, 60.0, 10.9, 'CMSSI10'],
    [', CABA', 322.14, 617.2, 30.0, 10.9, S],
    ['Conocimientos', 146.14, 650.0, 90.0, 14.3, 'CMSS12'],
    ['Lenguajes', 93.0, 672.0, 40.0, 10.9, S],
    ['Python (pandas, scikit-learn), SQL, R', 146.14, 672.0, 170.0, 10.9, S],
  ];
  const { experience, education } = readResume(pdfLines(measuredRows(rows))).resume;

  // (The employer of the second, 'Facultad de Ciencias Económicas, UBA' between commas, is read without 'UBA'.)
  it("reads a subsection's name over its entry as no title, and a sentence after a subject's name as the job's text", () => {
    expect(experience.map((j) => [j.title, j.startDate, j.endDate, j.summary])).toEqual([
      [
        'Analista de Investigación de Mercado',
        '2015',
        '2018',
        'Procesamiento de los paneles de consumo masivo y control de calidad de las bases de datos.',
      ],
      [
        'Ayudante de cátedra',
        '2016',
        '2019',
        'Estadística I. Clases prácticas para comisiones de 60 alumnos y corrección de parciales.',
      ],
    ]);
  });

  it("reads dates over two lines of the margin beside an entry wrapped over two, and 'Curso de' as a course's name", () => {
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Universidad de Buenos Aires', 'Maestría en Explotación de Datos y Descubrimiento del Conocimiento', '2022', ''],
      ['Universidad de Buenos Aires', 'Licenciatura en Economía', '2010', '2016'],
      ['Digital House', 'Curso de Data Science', '', '2019'],
    ]);
  });
});

describe("an Indian fresher's resume typed in WPS Writer", () => {
  const N = 'NotoSans-Regular';
  const T = 'LiberationSerif';
  const TB = 'LiberationSerif-Bold';
  const rows: Row[] = [
    ['BODDU KAVYA SRI', 56.8, 66.3, 169.94, 18.0, TB],
    ['Mobile', 56.8, 81.3, 33.62, 10.5, N],
    [': +91-9876500147', 119.8, 81.3, 86.94, 10.5, N],
    ['Address', 56.8, 120.3, 39.91, 10.5, N],
    [': Plot No. 47, Vivekananda Nagar Colony, Kukatpally, Hyderabad – 500072,', 119.8, 120.3, 364.19, 10.5, N],
    ['Telangana.', 56.8, 132.3, 54.35, 10.5, N],
    ['ACADEMIC QUALIFICATIONS', 56.8, 235.0, 178.37, 12.0, 'NotoSerif-Bold'],
    ['Qualification', 83.7, 262.2, 61.67, 11.0, TB],
    ['Institution', 177.4, 262.2, 49.47, 11.0, TB],
    ['Board / University', 332.4, 262.2, 86.72, 11.0, TB],
    ['Year', 443.0, 262.2, 23.16, 11.0, TB],
    ['CGPA /', 492.0, 255.9, 36.93, 11.0, TB],
    ['%', 505.0, 268.5, 11.0, 11.0, TB],
    ['B.Tech (Computer', 73.3, 285.7, 82.4, 11.0, T],
    ['Science and', 88.1, 298.3, 52.72, 11.0, T],
    ['Engineering)', 85.8, 311.0, 57.32, 11.0, T],
    ['Sri Annapurna Institute of', 177.4, 285.7, 115.05, 11.0, T],
    ['Engineering and Technology,', 177.4, 298.3, 130.34, 11.0, T],
    ['Hyderabad', 177.4, 311.0, 48.15, 11.0, T],
    ['JNTU Hyderabad', 336.9, 298.3, 77.8, 11.0, T],
    ['2020 –', 439.4, 292.0, 30.19, 11.0, T],
    ['2024', 443.6, 304.6, 22.0, 11.0, T],
    ['8.21', 500.9, 292.0, 19.19, 11.0, T],
    ['CGPA', 495.8, 304.6, 29.34, 11.0, T],
    ['Intermediate (MPC)', 70.1, 334.4, 88.75, 11.0, T],
    ['Sri Medha Junior College,', 177.4, 328.1, 115.94, 11.0, T],
    ['Ameerpet', 177.4, 340.8, 43.28, 11.0, T],
    ['TSBIE', 360.6, 334.4, 30.5, 11.0, T],
    ['2018 –', 439.4, 328.1, 30.19, 11.0, T],
    ['2020', 443.6, 340.8, 22.0, 11.0, T],
    ['96.4%', 496.3, 334.4, 28.36, 11.0, T],
    ['INTERNSHIPS', 56.8, 392.9, 90.0, 12.0, 'NotoSerif-Bold'],
  ];
  const { profile, education } = readResume(pdfLines(measuredRows(rows))).resume;

  it("keeps the postcode after a dash in the address: 'Hyderabad – 500072'", () => {
    expect(profile.location).toBe('Plot No. 47, Vivekananda Nagar Colony, Kukatpally, Hyderabad – 500072, Telangana');
  });

  it('reads a table of qualifications whose cells sit in the middle of their rows: the college is the school, its town apart, the board a detail', () => {
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate, e.score, e.details])).toEqual([
      [
        'Sri Annapurna Institute of Engineering and Technology',
        'B.Tech (Computer Science and Engineering)',
        '2020',
        '2024',
        '8.21 CGPA',
        ['JNTU Hyderabad'],
      ],
      ['Sri Medha Junior College', 'Intermediate (MPC)', '2018', '2020', '96.4%', ['TSBIE']],
    ]);
  });
});

describe('a Spanish Word 2016 gallery template with a sidebar', () => {
  const N = 'NotoSans-Regular';
  const page1: Row[] = [
    ['C O N T A C T O', 50.5, 83.9, 83.27, 13.0, N],
    ['098 555 0173', 70.7, 105.6, 59.18, 9.5, N],
    ['Av. República de El Salvador', 70.7, 144.0, 124.43, 9.5, N],
    ['N35-126 y Portugal, Quito', 70.7, 158.2, 115.35, 9.5, N],
    ['María José Cevallos Tapia', 237.7, 70.0, 300.0, 26.0, N],
    ['E X P E R I E N C I A', 237.7, 640.0, 120.0, 13.0, N],
    ['mar. 2012 – ago. 2012', 237.7, 733.5, 98.21, 9.5, N],
    ['Pasante de Recursos Humanos • Banco Pichincha', 237.7, 750.3, 277.0, 11.0, 'NotoSans-Bold'],
    ['Pasantía preprofesional de seis meses en la Subgerencia de', 237.7, 768.8, 279.88, 10.0, N],
    ['Selección: archivo de carpetas del personal, ingreso de datos de', 237.7, 783.8, 299.67, 10.0, N],
    ['nuevos empleados en el sistema y apoyo en las ferias de empleo', 237.7, 798.8, 302.89, 10.0, N],
  ];
  const page2: Row[] = [
    ['universitarias.', 237.7, 64.7, 66.1, 10.0, N],
    ['E D U C A C I Ó N', 237.7, 98.9, 91.29, 13.0, N],
    ['De 2008 a 2013', 237.7, 124.6, 68.37, 9.5, N],
    ['Ingeniería Comercial • Pontificia Universidad Católica del Ecuador', 237.7, 140.2, 300.0, 11.0, 'NotoSans-Bold'],
  ];
  const { profile, experience } = readResume(pdfLines(measuredRows(page1, page2))).resume;

  it("reads a street wrapped before its number in the narrow column as one street: 'Av. República de El Salvador N35-126'", () => {
    expect(profile.location).toBe('Av. República de El Salvador N35-126 y Portugal, Quito');
  });

  it("reads a paragraph's last line carried over to the next page as its end, not as another job", () => {
    expect(experience.map((j) => [j.title, j.company, j.summary])).toEqual([
      [
        'Pasante de Recursos Humanos',
        'Banco Pichincha',
        'Pasantía preprofesional de seis meses en la Subgerencia de Selección: archivo de carpetas del personal, ingreso de datos de nuevos empleados en el sistema y apoyo en las ferias de empleo universitarias.',
      ],
    ]);
  });
});

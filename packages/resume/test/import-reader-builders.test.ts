import { describe, expect, it } from 'vitest';
import { pdfLines, readResume, unspace } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Layouts the corpus met in its fourteenth round, scored blind before any rule changed (an online builder's export
// with a sidebar, a LaTeX CV in AltaCV's style, a Word table typed in WPS, a nurse's Word resume): items as pdf.js
// read the corpus's files, each case misread before its rule.

const read = (...pages: Row[][]) => readResume(pdfLines(measuredRows(...pages))).resume;
const N = 'NotoSans-Regular';
const B = 'NotoSans-Bold';

describe("an online builder's export", () => {
  it('keeps the word spaces a letter-spaced date range needs', () => {
    expect(unspace('M A R 2 0 2 0 — P R E S E N T')).toBe('MAR 2020 — PRESENT');
    expect(unspace('J U N 2 0 1 7 — F E B 2 0 2 0')).toBe('JUN 2017 — FEB 2020');
    expect(unspace('E X P E R I E N C E')).toBe('EXPERIENCE');
  });

  it("reads a title with a comma in it where the other jobs read 'Title, Company, City'", () => {
    const job = (y: number, header: string, dates: string, item: string, w: number): Row[] => [
      [header, 212.58, y, w, 10, B],
      [dates, 212.58, y + 13.5, 91, 7.5, N],
      ['•', 218, y + 30, 4, 9.49, N],
      [item, 229.57, y + 30, 320, 9.49, N],
    ];
    const resume = read([
      ['Natalie Brennan', 212.58, 63.75, 212.83, 25.99, B],
      ['Employment History', 212.58, 234.75, 127.61, 12.49, B],
      ...job(
        255.75,
        'Manager, Customer Success, New Relic, Portland',
        'M A R 2 0 2 0 — P R E S E N T',
        'Lead a team of six customer success managers',
        241.73,
      ),
      ...job(
        314,
        'Customer Success Manager, Jama Software, Portland',
        'J U N 2 0 1 7 — F E B 2 0 2 0',
        'Managed 45 enterprise accounts',
        262.69,
      ),
      ...job(
        372,
        'Implementation Specialist, Vacasa, Remote',
        'A U G 2 0 1 5 — M A Y 2 0 1 7',
        'Onboarded more than 300 homeowners a quarter',
        210,
      ),
    ]);
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Manager, Customer Success', 'New Relic', '2020-03', ''],
      ['Customer Success Manager', 'Jama Software', '2017-06', '2020-02'],
      ['Implementation Specialist', 'Vacasa', '2015-08', '2017-05'],
    ]);
  });
});

describe("a LaTeX CV in AltaCV's style", () => {
  const R = 'NimbusSanL-Regu';
  const NB = 'NimbusSanL-Bold';
  const job = (y: number, title: string, employer: string, dates: string, items: string[]): Row[] => [
    [title, 35.43, y, 124.27, 11, R],
    [employer, 35.43, y + 15, 87.99, 9.17, NB],
    [dates, 43.83, y + 29, 77.96, 8.25, R],
    ...items.flatMap((item, k): Row[] => [
      ['•', 35.43, y + 47 + k * 15, 2.89, 8.25, R],
      [item, 42.9, y + 47 + k * 15, 298.21, 9.17, R],
    ]),
  ];

  it("reads an employer in bold whose name ends like a heading ('Picnic Technologies') as the employer", () => {
    const resume = read([
      ['MARCUS LINDQVIST', 35.43, 59.15, 228.04, 22.8, NB],
      ['EXPERIENCE', 35.43, 120.57, 102.09, 15.84, NB],
      ...job(147.66, 'Senior Backend Engineer', 'Picnic Technologies', 'Sept 2019 – Ongoing', [
        'Lead a team of five engineers building the order routing service',
        'Cut the p99 latency of the checkout API from 850 ms to 120 ms',
      ]),
      ...job(260, 'Software Engineer', 'Spotify', 'March 2016 – Aug 2019', ['Built the ingestion pipeline']),
      ['EDUCATION', 35.43, 360, 85.05, 15.84, NB],
      ['M.Sc. in Computer Science', 35.43, 385, 140, 11, R],
      ['KTH Royal Institute of Technology', 35.43, 400, 150, 9.17, NB],
      ['Sept 2012 – June 2014', 43.83, 414, 80, 8.25, R],
    ]);
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.bullets.length])).toEqual([
      ['Senior Backend Engineer', 'Picnic Technologies', '2019-09', 2],
      ['Software Engineer', 'Spotify', '2016-03', 1],
    ]);
    expect(resume.skills.core).toEqual([]);
  });
});

describe("a nurse's Word resume", () => {
  const NB = 'NotoSans-Bold';
  const I = 'NotoSans-Italic';
  const item = (y: number, text: string): Row[] => [
    ['\uf0b7', 59.1, y, 4.52, 11, 'OpenSymbol'],
    [text, 72.1, y, 388.49, 11, N],
  ];
  const resume = read(
    [
      ['Maria Delgado, BSN, RN, CEN', 176.1, 69.7, 259.88, 18, NB],
      ['San Antonio, TX 78229 • (210) 555-0186 • maria.delgado.rn@example.com', 110.6, 88.7, 390.87, 11, N],
      ['CLINICAL EXPERIENCE', 54.1, 361, 131.62, 12, NB],
      ['Charge Nurse, Emergency Department', 54.1, 383, 212.37, 11, NB],
      ['Mar 2021 – Present', 454.5, 383, 103.51, 11, NB],
      ['University Hospital, San Antonio, TX', 54.1, 398, 172.57, 11, I],
      ...item(416, 'Coordinate patient flow, bed assignments and breaks for a trauma center'),
      [
        'Registered Nurse II, Emergency Department and Clinical Decision Unit (Observation), Night',
        54.1,
        579,
        501.19,
        11,
        NB,
      ],
      ['Shift', 54.1, 594, 25.65, 11, NB],
      ['Jan 2019 – Feb 2021', 453.8, 594, 104.21, 11, NB],
      ['Methodist Hospital, San Antonio, TX', 54.1, 609, 173.14, 11, I],
      ...item(627, 'Triaged and cared for adult and pediatric patients'),
    ],
    [
      [
        'Registered Nurse I, Cardiac Telemetry Unit (6 North), New Graduate Nurse Residency',
        54.1,
        62.2,
        466.42,
        11,
        NB,
      ],
      ['Program', 54.1, 77.2, 48.06, 11, NB],
      ['Jul 2016 – Dec 2018', 456.3, 77.2, 101.71, 11, NB],
      ...item(92.2, 'Cared for five to six adult patients a shift on a 32-bed cardiac telemetry unit'),
      ['Patient Care Technician, Emergency Department', 54.1, 162.2, 267.32, 11, NB],
      ['May 2013 – Jun 2016', 449.5, 162.2, 108.52, 11, NB],
      ['Texas Vista Medical Center, San Antonio, TX', 54.1, 177.2, 308.75, 11, I],
      ...item(195, 'Took vital signs and drew blood for up to 30 patients a shift'),
    ],
  );

  it("keeps a remark in brackets wrapped under an item, its year no job's dates", () => {
    const [job, ...others] = read([
      ['Maria Delgado, BSN, RN, CEN', 176.1, 69.7, 259.88, 18, NB],
      ['CLINICAL EXPERIENCE', 54.1, 361, 131.62, 12, NB],
      ['Charge Nurse, Emergency Department', 54.1, 383, 212.37, 11, NB],
      ['Mar 2021 – Present', 454.5, 383, 103.51, 11, NB],
      ['University Hospital, San Antonio, TX', 54.1, 398, 172.57, 11, I],
      ...item(416, 'Precept new graduate and transfer nurses through the 16-week ED residency'),
      ['(22 preceptees since 2021)', 72.1, 431, 140, 11, N],
      ...item(446, 'Co-wrote the department’s massive transfusion protocol checklist'),
    ]).experience;
    expect(others).toEqual([]);
    expect(job!.bullets).toEqual([
      'Precept new graduate and transfer nurses through the 16-week ED residency (22 preceptees since 2021)',
      'Co-wrote the department’s massive transfusion protocol checklist',
    ]);
  });

  it("joins a bracket's end wrapped alone and a range's first month left at the end of its header", () => {
    const [job, second, ...others] = read([
      ['Maria Delgado, BSN, RN, CEN', 176.1, 69.7, 259.88, 18, NB],
      ['CLINICAL EXPERIENCE', 54.1, 361, 131.62, 12, NB],
      ['Charge Nurse, Emergency Department', 54.1, 383, 212.37, 11, NB],
      ['Mar 2021 – Present', 454.5, 383, 103.51, 11, NB],
      ['University Hospital, San Antonio, TX', 54.1, 398, 172.57, 11, I],
      ...item(416, 'Precept new graduate and transfer nurses through the 16-week ED residency (22 preceptees since'),
      ['2021)', 72.1, 431, 25.8, 11, N],
      [
        'Registered Nurse II, Emergency Department and Clinical Decision Unit (Observation), Night Shift',
        54.1,
        460,
        481.57,
        10,
        NB,
      ],
      ['Jan', 539.6, 460, 15.87, 10, NB],
      ['2019 – Feb 2021', 54.1, 474, 80, 10, NB],
      ['Methodist Hospital, San Antonio, TX', 54.1, 488, 173.14, 11, I],
      ...item(506, 'Triaged and cared for adult and pediatric patients'),
      ['Patient Care Technician, Emergency Department', 54.1, 540, 267.32, 11, NB],
      ['May 2013 – Jun 2016', 449.5, 540, 108.52, 11, NB],
      ['Texas Vista Medical Center, San Antonio, TX', 54.1, 555, 308.75, 11, I],
      ...item(573, 'Took vital signs and drew blood for up to 30 patients a shift'),
    ]).experience;
    expect(others.map((j) => j.title)).toEqual(['Patient Care Technician, Emergency Department']);
    expect(job!.bullets).toEqual([
      'Precept new graduate and transfer nurses through the 16-week ED residency (22 preceptees since 2021)',
    ]);
    expect([second!.title, second!.company, second!.startDate, second!.endDate]).toEqual([
      'Registered Nurse II, Emergency Department and Clinical Decision Unit (Observation), Night Shift',
      'Methodist Hospital',
      '2019-01',
      '2021-02',
    ]);
  });

  it('reads a name with three credentials after it', () => {
    expect(resume.profile.fullName).toBe('Maria Delgado, BSN, RN, CEN');
  });

  it("joins a title's last word wrapped beside its dates, reads each title whole and a second unit at the first's hospital", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Charge Nurse, Emergency Department', 'University Hospital', '2021-03', ''],
      [
        'Registered Nurse II, Emergency Department and Clinical Decision Unit (Observation), Night Shift',
        'Methodist Hospital',
        '2019-01',
        '2021-02',
      ],
      [
        'Registered Nurse I, Cardiac Telemetry Unit (6 North), New Graduate Nurse Residency Program',
        'Methodist Hospital',
        '2016-07',
        '2018-12',
      ],
      ['Patient Care Technician, Emergency Department', 'Texas Vista Medical Center', '2013-05', '2016-06'],
    ]);
    expect(resume.experience.map((j) => j.bullets.length)).toEqual([1, 1, 1, 1]);
  });
});

describe('a Word table typed in WPS', () => {
  const A = 'LiberationSans';
  const AB = 'LiberationSans-Bold';
  const job = (y: number, employer: string, title: string, dates: string): Row[] => [
    [employer, 160.1, y, 200, 11, AB],
    [title, 160.1, y + 13, 170, 11, A],
    [dates, 160.1, y + 26, 100, 11, A],
    ['• Reduje la merma de material de empaque de 3.1% a 1.8%', 160.1, y + 40, 330, 11, A],
  ];
  const resume = read([
    ['Andrea Sofía Velázquez Ríos', 60.1, 64, 230, 17, AB],
    ['Experiencia laboral', 60.1, 100, 100, 11, AB],
    ...job(120, 'Laboratorios Liomont, Ciudad de México', 'Coordinadora de Mejora Continua', 'Enero 2019 – Actual'),
    ...job(190, 'DHL Supply Chain, Cuautitlán Izcalli', 'Ingeniera de Procesos Logísticos', 'Ene. 2017 – Dic. 2018'),
    ...job(260, 'Kimberly-Clark de México, Ecatepec', 'Practicante de Ingeniería Industrial', 'Jun. 2015 – Dic. 2016'),
    ['Formación académica', 60.1, 455, 110, 11, AB],
    ['Licenciatura en', 160.1, 464.8, 80.69, 11, AB],
    ['Tecnológico de Monterrey, Campus', 295.1, 464.8, 174.16, 11, A],
    ['Ingeniería Industrial y', 160.1, 477.4, 113.65, 11, AB],
    ['Ciudad de México', 295.1, 477.4, 88, 11, A],
    ['de Sistemas', 160.1, 490.1, 64.2, 11, AB],
    ['2010 – 2015', 491.5, 464.8, 61.14, 11, A],
    ['Diplomado en Lean Six', 160.1, 513.2, 120.97, 11, AB],
    ['Sigma Green Belt', 160.1, 525.9, 91.63, 11, AB],
    ['Universidad Panamericana', 295.1, 513.2, 131.99, 11, A],
    ['2018', 528.2, 513.2, 24.43, 11, A],
  ]);

  it("reads towns no list knows after the employer, where one job's town is known and every job ends so", () => {
    expect(resume.experience.map((j) => [j.company, j.location])).toEqual([
      ['Laboratorios Liomont', 'Ciudad de México'],
      ['DHL Supply Chain', 'Cuautitlán Izcalli'],
      ['Kimberly-Clark de México', 'Ecatepec'],
    ]);
  });

  it('joins a date range wrapped in a cell set flush right, and a degree wrapped over three lines beside its school', () => {
    const { education } = read([
      ['Andrea Sofía Velázquez Ríos', 60.1, 64, 230, 17, AB],
      ['Formación académica', 60.1, 540, 110, 13, AB],
      ['Licenciatura en', 160.1, 568.1, 95.32, 13, AB],
      ['Ingeniería Industrial', 160.1, 583.1, 123.47, 13, AB],
      ['y de Sistemas', 160.1, 598.1, 86.7, 13, AB],
      ['Tecnológico de Monterrey,', 295.1, 568.1, 153.85, 13, A],
      ['Campus Ciudad de México', 295.1, 583.1, 156.06, 13, A],
      ['2010 –', 512.9, 568.1, 39.73, 13, A],
      ['2015', 523.7, 583.1, 28.93, 13, A],
      ['Diplomado en Lean', 160.1, 624.1, 105, 13, AB],
      ['Six Sigma Green', 160.1, 639.1, 98, 13, AB],
      ['Belt', 160.1, 654.1, 26, 13, AB],
      ['Universidad Panamericana', 295.1, 624.1, 156, 13, A],
      ['2018', 523.7, 624.1, 28.93, 13, A],
    ]);
    expect(education.map((e) => [e.degree, e.school, e.startDate, e.endDate])).toEqual([
      [
        'Licenciatura en Ingeniería Industrial y de Sistemas',
        'Tecnológico de Monterrey, Campus Ciudad de México',
        '2010',
        '2015',
      ],
      ['Diplomado en Lean Six Sigma Green Belt', 'Universidad Panamericana', '', '2018'],
    ]);
  });

  it("joins a row's cells wrapped side by side and starts the next school at the next row", () => {
    expect(resume.education.map((e) => [e.degree, e.school, e.startDate, e.endDate])).toEqual([
      [
        'Licenciatura en Ingeniería Industrial y de Sistemas',
        'Tecnológico de Monterrey, Campus Ciudad de México',
        '2010',
        '2015',
      ],
      ['Diplomado en Lean Six Sigma Green Belt', 'Universidad Panamericana', '', '2018'],
    ]);
  });
});

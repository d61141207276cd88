import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Layouts the corpus met first in its tenth round (the sb2nov LaTeX resume's subheadings, a Word 2016 template with
// its header on every page, a Mexican two-column plantilla with labelled titles, a builder's timeline over two
// pages), scored blind before any rule changed: items as pdf.js read the corpus's files, each misread before its rule.

const read = (...pages: Row[][]) => readResume(pdfLines(measuredRows(...pages))).resume;

describe('the sb2nov LaTeX resume: each subheading an item whose mark sits between its two rows', () => {
  const resume = readResume(
    pdfLines(
      measuredRows([
        ['Harshad Kulkarni', 45, 45.96, 126.17, 14.35, 'CMBX12'],
        ['Email : harshad.kulkarni@example.com', 395.94, 45.96, 189.06, 10.91, 'CMR10'],
        ['https://harshadkulkarni.dev', 45, 59.51, 134.73, 10.91, 'CMR10'],
        ['Mobile : +1-412-555-0187', 461.67, 59.51, 123.33, 10.91, 'CMR10'],
        ['Education', 45, 86.79, 62.87, 11.96, 'CMCSC10'],
        ['•', 45, 112.48, 5.45, 10.91, 'CMSY10'],
        ['Carnegie Mellon University', 55.91, 105.68, 151.67, 10.91, 'CMBX10'],
        ['Pittsburgh, PA', 507.2, 105.68, 72.52, 10.91, 'CMR10'],
        ['Master of Science in Information Networking; GPA: 3.86', 55.91, 119.23, 250.7, 9.96, 'CMTI10'],
        ['Aug. 2017 – Dec. 2018', 476.87, 119.23, 101.49, 9.96, 'CMTI10'],
        ['•', 45, 146.29, 5.45, 10.91, 'CMSY10'],
        ['College of Engineering, Pune', 55.91, 139.49, 159.81, 10.91, 'CMBX10'],
        ['Pune, India', 524.1, 139.49, 55.6, 10.91, 'CMR10'],
        ['Bachelor of Technology in Computer Engineering; GPA: 8.9/10', 55.91, 153.04, 277.63, 9.96, 'CMTI10'],
        ['Aug. 2011 – May 2015', 478.26, 153.04, 100.1, 9.96, 'CMTI10'],
        ['Experience', 45, 175.34, 68.08, 11.96, 'CMCSC10'],
        ['•', 45, 201, 5.45, 10.91, 'CMSY10'],
        ['Persistent Systems', 55.91, 194.23, 103.41, 10.91, 'CMBX10'],
        ['Pune, India', 524.1, 194.23, 55.6, 10.91, 'CMR10'],
        ['Software Engineer', 55.91, 207.78, 79.07, 9.96, 'CMTI10'],
        ['Jul 2015 - Jul 2017', 493.56, 207.78, 84.8, 9.96, 'CMTI10'],
        ['◦', 69, 223.71, 5.45, 10.91, 'CMSY10'],
        ['Billing', 79.91, 223.71, 32.97, 9.96, 'CMBX10'],
        [
          ': Developed Java batch jobs for a telecom client’s billing system processing 9 million records a night',
          113.04,
          223.71,
          438.3,
          9.96,
          'CMR10',
        ],
        ['◦', 69.47, 237.66, 4.98, 9.96, 'CMSY10'],
        ['Performance', 79.91, 237.66, 63.25, 9.96, 'CMBX10'],
        [
          ': Reduced Oracle report queries from 40 s to 3 s by rewriting joins and adding partitioned indexes',
          143.17,
          237.66,
          430.41,
          9.96,
          'CMR10',
        ],
        ['Programming Skills', 45, 599.61, 122.84, 11.96, 'CMCSC10'],
        ['•', 45, 617.59, 5.45, 10.91, 'CMSY10'],
        ['Languages', 55.91, 617.59, 56.93, 10.91, 'CMBX10'],
        [': Scala, Python, Java, SQL, Go', 112.83, 617.59, 151.14, 10.91, 'CMR10'],
        ['Technologies', 320.1, 617.59, 69.08, 10.91, 'CMBX10'],
        [': Spark, Kafka, Airflow, Snowflake, AWS', 389.18, 617.59, 195.82, 10.91, 'CMR10'],
      ]).map((p) => ({ ...p, creator: 'LaTeX with hyperref' })),
    ),
  ).resume;

  it('reads the name beside its contact details as the name, and no place', () => {
    expect([resume.profile.fullName, resume.profile.location, resume.profile.email]).toEqual([
      'Harshad Kulkarni',
      '',
      'harshad.kulkarni@example.com',
    ]);
  });

  it('reads each school whose mark stands alone, keeping the town its name holds', () => {
    expect(resume.education.map(({ school, degree, startDate }) => [school, degree, startDate])).toEqual([
      ['Carnegie Mellon University', 'Master of Science', '2017-08'],
      ['College of Engineering, Pune', 'Bachelor of Technology', '2011-08'],
    ]);
  });

  it('reads the place set apart after the employer whole', () => {
    const [job] = resume.experience;
    expect([job?.title, job?.company, job?.location]).toEqual([
      'Software Engineer',
      'Persistent Systems',
      'Pune, India',
    ]);
  });

  it("reads 'Programming Skills' as the skills", () => {
    expect(resume.skills.core).toEqual([
      'Scala',
      'Python',
      'Java',
      'SQL',
      'Go',
      'Spark',
      'Kafka',
      'Airflow',
      'Snowflake',
      'AWS',
    ]);
  });
});

describe('a Word 2016 template: the name and contact line in the page header, repeated on page 2', () => {
  const N = 'NotoSans-Regular';
  const mark = (y: number): Row => ['\uf0a7', 54.1, y, 4.84, 10.5, 'OpenSymbol'];
  const head: Row[] = [
    ['Renee Vanderploeg', 54.1, 52.3, 213.8, 22, 'NotoSans-Bold'],
    [
      'Grand Rapids, MI | 616.555.0193 | renee.vanderploeg@example.com | linkedin.com/in/reneevanderploeg',
      54.1,
      70.9,
      474.66,
      9.5,
      N,
    ],
  ];
  const resume = read(
    [
      ...head,
      ['PROFESSIONAL EXPERIENCE', 54.1, 600, 170, 13, 'NotoSans-Bold'],
      ['Knape & Vogt Manufacturing, Grand Rapids, MI', 54.1, 627.2, 247.75, 10.5, 'NotoSans-Bold'],
      ['2015 – 2017', 499.3, 627.2, 58.76, 10.5, N],
      ['EHS Specialist', 54.1, 641.5, 70, 10.5, 'NotoSans-Italic'],
      mark(719),
      [
        'Delivered new-hire safety orientation and forklift certification to 300 employees a year',
        72.1,
        719,
        423.63,
        10.5,
        N,
      ],
      mark(734.8),
      [
        'Set up the chemical approval process and moved 1,400 safety data sheets into an online library',
        72.1,
        734.8,
        468.03,
        10.5,
        N,
      ],
    ],
    [
      ...head,
      mark(91),
      [
        'Coordinated the spill prevention (SPCC) plan and the annual emergency evacuation drills with the',
        72.1,
        91,
        478.97,
        10.5,
        N,
      ],
      ['Kentwood Fire Department', 72.1, 105.3, 133.99, 10.5, N],
      ['Consumers Energy, Jackson, MI', 54.1, 126.6, 163.46, 10.5, 'NotoSans-Bold'],
      ['Jun. 2011 – Mar. 2015', 452.6, 126.6, 105.41, 10.5, N],
      ['Safety Coordinator', 54.1, 140.9, 87.4, 10.5, 'NotoSans-Italic'],
      mark(158.2),
      [
        'Audited contractor safety on gas main replacement projects across eight counties',
        72.1,
        158.2,
        402.43,
        10.5,
        N,
      ],
    ],
  );

  it('reads the job across the page break whole, the header again in it no entry', () => {
    expect(resume.experience.map(({ title, company, bullets }) => [title, company, bullets.length])).toEqual([
      ['EHS Specialist', 'Knape & Vogt Manufacturing', 3],
      ['Safety Coordinator', 'Consumers Energy', 1],
    ]);
    expect(resume.experience[0]!.bullets[2]).toBe(
      'Coordinated the spill prevention (SPCC) plan and the annual emergency evacuation drills with the Kentwood Fire Department',
    );
  });
});

describe('a Mexican plantilla: the title after its label, the employer a name with a dash', () => {
  const N = 'NotoSans-Regular';
  const B = 'NotoSans-Bold';
  const resume = read([
    ['XIMENA CASTAÑEDA IBARRA', 234.1, 76.5, 299.84, 21, B],
    ['Dirección:', 47.1, 313.3, 54.79, 11, B],
    ['Calle Tajín 584, Col. Narvarte', 47.1, 328.3, 147.91, 11, N],
    ['Benito Juárez, Ciudad de', 47.1, 343.3, 126.22, 11, N],
    ['México', 47.1, 358.3, 36.74, 11, N],
    ['EXPERIENCIA LABORAL', 234.1, 370, 130, 11.5, B],
    ['SALLES, SAINZ – GRANT THORNTON', 234.1, 396.1, 175.84, 10, B],
    ['Puesto:', 234.1, 410.7, 37.02, 10, B],
    ['Auxiliar Contable Sr.', 273.8, 410.7, 94.88, 10, N],
    ['Ene. 2018 – Dic. 2020', 234.1, 425.4, 94.05, 10, 'NotoSans-Italic'],
    ['Funciones:', 234.1, 441, 53.2, 10, B],
    ['\uf0d8', 239.1, 455.7, 7.96, 10, 'OpenSymbol'],
    ['Elaboración de declaraciones mensuales y anuales de ISR e IVA', 252.1, 455.7, 295.63, 10, N],
    ['para una cartera de 22 clientes persona moral', 252.1, 469.3, 216.34, 10, N],
    ['FORMACIÓN ACADÉMICA', 234.1, 632.4, 143.75, 11.5, B],
    ['Licenciatura en Contaduría', 234.1, 653.5, 135.63, 10, B],
    ['Universidad Nacional Autónoma de México (UNAM)', 234.1, 668.1, 241.01, 10, N],
    ['2012 – 2016', 234.1, 682.8, 54.01, 10, 'NotoSans-Italic'],
    ['Diplomado en Normas de Información Financiera (NIF)', 234.1, 702.4, 272.76, 10, B],
    ['– Instituto', 509.7, 702.4, 47.51, 10, N],
    ['Mexicano de Contadores Públicos, 2019', 234.1, 716.1, 186.56, 10, N],
  ]);

  it('reads the title without its label and the employer whole, its dash and all', () => {
    const [job] = resume.experience;
    expect([job?.title, job?.company, job?.startDate, job?.endDate]).toEqual([
      'Auxiliar Contable Sr.',
      'SALLES, SAINZ – GRANT THORNTON',
      '2018-01',
      '2020-12',
    ]);
  });

  it("joins a school's name the line left open on its first word, though the next line holds its year", () => {
    expect(resume.education.at(-1)).toMatchObject({
      school: 'Instituto Mexicano de Contadores Públicos',
      degree: 'Diplomado en Normas de Información Financiera (NIF)',
      endDate: '2019',
    });
  });

  it('joins the last group of a phone number wrapped alone under its label (type larger)', () => {
    const { profile } = read([
      ['XIMENA CASTAÑEDA IBARRA', 234.1, 76.5, 299.84, 21, B],
      ['DATOS PERSONALES', 47.1, 200, 110, 10.5, B],
      ['Estado civil:', 47.1, 246.5, 70.56, 12, B],
      ['Soltera', 120.9, 246.5, 39.7, 12, N],
      ['Teléfono:', 47.1, 266.8, 55.48, 12, B],
      ['+52 1 55 4187', 105.8, 266.8, 77.89, 12, N],
      ['2390', 47.1, 283.2, 27.44, 12, N],
    ]);
    expect(profile.phone).toBe('+52 1 55 4187 2390');
  });

  it("joins an address's line that ends on a word in lower case with a space", () => {
    expect(resume.profile.location).toBe('Calle Tajín 584, Col. Narvarte, Benito Juárez, Ciudad de México');
  });
});

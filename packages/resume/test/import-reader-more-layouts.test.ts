import { describe, expect, it } from 'vitest';
import { pdfLines, readResume, type PdfItem } from '../src/import-reader';
import { measuredPage } from './pdf-page';

// Layouts the corpus met first in its fifth to seventh rounds (moderncv's oldstyle and fancy styles, WPS Office
// templates, article-class CVs, students' and a senior's Word resumes, a builder's timeline, a Spanish one in a table),
// and laid out larger: items as pdf.js read the corpus's files, each case misread before its rule.

type Row = [string, number, number, number, number, string];
const items = (rows: Row[]): PdfItem[] =>
  rows.map(([text, x, y, width, fontSize, font]) => ({ text, x, y, width, fontSize, font }));
const read = (rows: Row[]) => readResume(pdfLines(measuredPage(items(rows)))).resume;

const NAME: Row[] = [['Íñigo Echeverría Salazar', 168.3, 107.2, 317.6, 33.9, 'LMSans17-Regular']];

describe("moderncv's fancy style", () => {
  const header: Row[] = [
    ['Calle Ercilla 24, 3.', 68.5, 107.2, 76.5, 10, 'LMSans10-Oblique'],
    ['º', 145, 107.2, 4.2, 10, 'LMSans10-Oblique'],
    ['izq.', 135.9, 119.1, 14.6, 10, 'LMSans10-Oblique'],
    ['48011 Bilbao', 94.6, 131.1, 54.5, 10, 'LMSans10-Oblique'],
    ['España', 119.5, 143.1, 29.6, 10, 'LMSans10-Oblique'],
    ['M', 60.3, 155, 9.7, 10, 'LMSans10-BoldOblique'],
    [' ', 70, 155, 6.6, 10, 'LMSans10-BoldOblique'],
    ['+34 688 204 517', 76.7, 155, 72.5, 10, 'LMSans10-Oblique'],
    ['E', 123.9, 167, 6.4, 10, 'LMSans10-BoldOblique'],
    [' ', 130.3, 167, 6.6, 10, 'LMSans10-BoldOblique'],
    ['ini-', 137, 167, 13.2, 10, 'LMSans10-Oblique'],
    ['go.echeverria@example.eus', 59.5, 178.9, 108.4, 10, 'LMSans10-Oblique'],
    ...NAME,
  ];

  it('reads an e-mail TeX hyphenated in the narrow contact column, and an address line wrapped in it', () => {
    const { profile } = read(header);
    expect(profile.email).toBe('inigo.echeverria@example.eus');
    expect(profile.location).toBe('Calle Ercilla 24, 3.º izq., 48011 Bilbao, España');
  });

  it('reads a heading set larger in the margin on the first line of its section', () => {
    const rows: Row[] = [
      ...header,
      ['Perfil', 118.8, 206.4, 30.4, 14.3, 'LMSans12-Regular'],
      [' ', 149.2, 206.4, 19.1, 14.3, 'LMSans12-Regular'],
      [
        'Analista con seis años convirtiendo datos de ventas y de clientes en decisiones de',
        168.3,
        206.4,
        367.4,
        10.9,
        'LMSans10-Regular',
      ],
      ['negocio en banca y distribución.', 168.3, 220, 146.8, 10.9, 'LMSans10-Regular'],
      ['Formación', 88.6, 410, 60.6, 14.3, 'LMSans12-Regular'],
      [' ', 149.2, 410, 19.1, 14.3, 'LMSans12-Regular'],
      ['Grado en Economía', 168.3, 410, 98.7, 10.9, 'LMSans10-Bold'],
      [',', 267.1, 410, 3, 10.9, 'LMSans10-Regular'],
      [' ', 270.1, 410, 3.6, 10.9, 'LMSans10-Regular'],
      ['Universidad del País Vasco', 273.7, 410, 122.9, 10.9, 'LMSans10-Oblique'],
      [', Bilbao, Ma-', 396.6, 410, 61, 10.9, 'LMSans10-Regular'],
      ['trícula de Honor en Econometría.', 168.3, 423.6, 151.8, 10.9, 'LMSans10-Regular'],
      ['2013 – 2017', 473.8, 410, 62, 10.9, 'LMSans10-Bold'],
    ];
    const r = read(rows);
    expect(r.summary).toBe(
      'Analista con seis años convirtiendo datos de ventas y de clientes en decisiones de negocio en banca y distribución.',
    );
    // 'Ma-' / 'trícula': the heading beside the line sets no size for the word TeX hyphenated.
    expect(r.education.map((e) => [e.degree, e.school, e.startDate, e.endDate, e.details])).toEqual([
      ['Grado en Economía', 'Universidad del País Vasco', '2013', '2017', ['Matrícula de Honor en Econometría.']],
    ]);
  });

  it("reads a school's dates drawn after the rest of its wrapped line", () => {
    const rows: Row[] = [
      ...NAME,
      ['Formación', 88.6, 410, 60.6, 14.3, 'LMSans12-Regular'],
      [' ', 149.2, 410, 19.1, 14.3, 'LMSans12-Regular'],
      ['Grado en Economía', 168.3, 410, 98.7, 10.9, 'LMSans10-Bold'],
      [', Universidad del País Vasco, Bilbao.', 267.1, 410, 180, 10.9, 'LMSans10-Regular'],
      ['2013 – 2017', 473.8, 410, 62, 10.9, 'LMSans10-Bold'],
      ['Máster en Ciencia de Datos', 168.3, 439.4, 139.8, 10.9, 'LMSans10-Bold'],
      [',', 308.1, 439.4, 3, 10.9, 'LMSans10-Regular'],
      [' ', 311.2, 439.4, 3.6, 10.9, 'LMSans10-Regular'],
      ['Universidad de Deusto', 314.8, 439.4, 102.3, 10.9, 'LMSans10-Oblique'],
      [',', 417.2, 439.4, 3, 10.9, 'LMSans10-Regular'],
      ['Bilbao.', 168.3, 453, 31.9, 10.9, 'LMSans10-Regular'],
      ['2017 – 2018', 428.4, 439.4, 62, 10.9, 'LMSans10-Bold'],
    ];
    expect(read(rows).education.map((e) => [e.degree, e.school, e.startDate, e.endDate])).toEqual([
      ['Grado en Economía', 'Universidad del País Vasco', '2013', '2017'],
      ['Máster en Ciencia de Datos', 'Universidad de Deusto', '2017', '2018'],
    ]);
  });
});

describe("moderncv's oldstyle", () => {
  const HEAD: Row[] = [
    ['Priyanka Raghunathan', 67, 66, 220, 24.8, 'CMSS17'],
    ['priyanka.r@example.org', 80, 195, 95, 10, 'CMSS10'],
    ['Experience', 179.8, 226.3, 70.9, 14.3, 'CMSSBX10'],
  ];
  const job = (rows: Row[]) => {
    const j = read([...HEAD, ...rows]).experience[0];
    return [j?.title, j?.company, j?.startDate, j?.endDate];
  };

  it("reads a title that names its unit before the employer ('Charge Nurse, Emergency Department, Highland Hospital')", () => {
    expect(
      job([
        ['Charge Nurse, Emergency Department', 179.8, 245.7, 186.7, 10.9, 'CMSSBX10'],
        [',', 366.5, 245.7, 3, 10.9, 'CMSS10'],
        [' ', 369.4, 245.7, 2.9, 10.9, 'CMSS10'],
        ['Highland Hos-', 372.3, 245.7, 62.9, 10.9, 'CMSSI10'],
        ['pital', 179.8, 259.2, 20, 10.9, 'CMSSI10'],
        [', Oakland, CA.', 199.8, 259.2, 68.3, 10.9, 'CMSS10'],
        ['Sept 2019 – present', 443.8, 245.7, 100.9, 10.9, 'CMSSBX10'],
      ]),
    ).toEqual(['Charge Nurse, Emergency Department', 'Highland Hospital', '2019-09', '']);
  });

  it('reads a title line TeX justified to the dates as one text, not a field a word', () => {
    expect(
      job([
        ['Charge', 179.8, 245.7, 35.5, 10.9, 'CMSSBX10'],
        [' ', 215.3, 245.7, 7, 10.9, 'CMSSBX10'],
        ['Nurse,', 222.4, 245.7, 33, 10.9, 'CMSSBX10'],
        [' ', 255.4, 245.7, 7.8, 10.9, 'CMSSBX10'],
        ['Emergency', 263.4, 245.7, 55.7, 10.9, 'CMSSBX10'],
        [' ', 319, 245.7, 7, 10.9, 'CMSSBX10'],
        ['Department', 326.2, 245.7, 61, 10.9, 'CMSSBX10'],
        [',', 387.1, 245.7, 3.1, 10.9, 'CMSS10'],
        ['Highland Hospital', 179.8, 259.2, 81.6, 10.9, 'CMSSI10'],
        [', Oakland, CA.', 261.3, 259.2, 68.3, 10.9, 'CMSS10'],
        ['Sept 2019 – present', 398.4, 245.7, 100.9, 10.9, 'CMSSBX10'],
      ]),
    ).toEqual(['Charge Nurse, Emergency Department', 'Highland Hospital', '2019-09', '']);
  });

  it("reads an employer's name wrapped where the dates beside it cut the line short", () => {
    expect(
      job([
        ['Staff Nurse', 179.8, 338.4, 58.5, 10.9, 'CMSSBX10'],
        [',', 238.3, 338.4, 3.1, 10.9, 'CMSS10'],
        [' ', 241.3, 338.4, 4.3, 10.9, 'CMSS10'],
        ['Alta Bates Summit Medical', 245.7, 338.4, 130.3, 10.9, 'CMSSI10'],
        ['Center', 179.8, 351.9, 30, 10.9, 'CMSSI10'],
        [', Berkeley, CA.', 209.7, 351.9, 67.9, 10.9, 'CMSS10'],
        ['June 2016 – Aug 2019', 385.7, 338.4, 113.6, 10.9, 'CMSSBX10'],
      ]),
    ).toEqual(['Staff Nurse', 'Alta Bates Summit Medical Center', '2016-06', '2019-08']);
  });

  it("reads a school's years apart from a grade that ends in a number ('GPA 3.7.' | '2012 – 2016')", () => {
    const rows: Row[] = [
      ...HEAD.slice(0, 2),
      ['Education', 179.8, 427.4, 65.3, 14.3, 'CMSSBX10'],
      ['Bachelor of Science in Nursing', 179.8, 446.8, 151.7, 10.9, 'CMSSBX10'],
      [',', 331.5, 446.8, 3, 10.9, 'CMSS10'],
      [' ', 334.4, 446.8, 3.7, 10.9, 'CMSS10'],
      ['San Francisco State', 338.1, 446.8, 89.5, 10.9, 'CMSSI10'],
      ['University', 179.8, 460.3, 44.8, 10.9, 'CMSSI10'],
      [', San Francisco, CA, GPA 3.7.', 224.6, 460.3, 138.5, 10.9, 'CMSS10'],
      ['2012 – 2016', 437.3, 446.8, 62, 10.9, 'CMSSBX10'],
    ];
    expect(read(rows).education.map((e) => [e.degree, e.field, e.school, e.startDate, e.endDate, e.score])).toEqual([
      ['Bachelor of Science', 'Nursing', 'San Francisco State University', '2012', '2016', '3.7'],
    ]);
  });

  it("keeps a skill in a cell of its own as written ('Epic' | 'ACLS and PALS')", () => {
    const rows: Row[] = [
      ...HEAD.slice(0, 2),
      ['Skills', 179.8, 540, 40, 14.3, 'CMSSBX10'],
      ['{', 179.8, 560.2, 6, 10.9, 'MarVoSym'],
      [' ', 185.8, 560.2, 3.6, 10.9, 'MarVoSym'],
      ['Epic', 189.5, 560.2, 19.6, 10.9, 'CMSS10'],
      [' ', 209.1, 560.2, 155.6, 10.9, 'CMSS10'],
      ['{', 364.6, 560.2, 6, 10.9, 'MarVoSym'],
      [' ', 370.7, 560.2, 3.3, 10.9, 'MarVoSym'],
      ['ACLS and PALS', 374, 560.2, 75, 10.9, 'CMSS10'],
    ];
    const { skills } = read(rows);
    expect([...skills.core, ...skills.tools]).toEqual(['Epic', 'ACLS and PALS']);
  });
});

describe('a WPS Office template', () => {
  it('reads skills numbered by hand without their numbers', () => {
    const rows: Row[] = [
      ['Valeria Quispe Mamani', 54.1, 60, 230, 22, 'LiberationSans-Bold'],
      ['valeria.quispe@example.pe', 54.1, 90, 120, 10, 'LiberationSans'],
      ['HABILIDADES', 54.1, 412.6, 81.9, 12, 'LiberationSans-Bold'],
      ['1. SAP WM', 54.1, 429.6, 51.6, 10, 'LiberationSans'],
      ['2. SAP MM', 54.1, 442.1, 50.5, 10, 'LiberationSans'],
      ['3. Excel avanzado', 54.1, 454.6, 81.6, 10, 'LiberationSans'],
      ['4. Power BI', 54.1, 467.1, 51.6, 10, 'LiberationSans'],
    ];
    const { skills } = read(rows);
    expect([...skills.core, ...skills.tools]).toEqual(['SAP WM', 'SAP MM', 'Excel avanzado', 'Power BI']);
  });
});

describe('an article-class CV with hyperref', () => {
  const HEAD: Row[] = [
    ['Aaliyah Brooks', 205.5, 71.1, 201, 24.8, 'LMRomanCaps10-Regular'],
    ['aaliyah.brooks@example.edu', 268.2, 87, 124.3, 10, 'LMRoman10-Regular'],
  ];

  it("starts a job at a header set where the items' marks stand, not inside the item above", () => {
    const rows: Row[] = [
      ...HEAD,
      ['Experience', 68.9, 180, 60, 12, 'LMRomanCaps10-Regular'],
      ['Nationwide Insurance', 54, 200.6, 109.4, 10, 'LMRoman10-Bold'],
      [' ', 163.4, 200.6, 329.8, 10, 'LMRoman10-Bold'],
      ['Columbus, OH', 493.2, 200.6, 64.8, 10, 'LMRoman10-Regular'],
      ['Software Engineering Intern', 54, 212.6, 123, 10, 'LMRoman10-Italic'],
      [' ', 177, 212.6, 282.2, 10, 'LMRoman10-Italic'],
      ['May 2025 – Aug. 2025', 459.2, 212.6, 98.8, 10, 'LMRoman10-Regular'],
      ['•', 54, 228.5, 7.8, 10, 'LMRoman10-Regular'],
      [' ', 61.8, 228.5, 5, 10, 'LMRoman10-Regular'],
      [
        'Added contract tests to four internal APIs and caught two breaking changes before release',
        66.7,
        228.5,
        395.8,
        10,
        'LMRoman10-Regular',
      ],
      ['Kroger', 54, 245, 32, 10, 'LMRoman10-Bold'],
      [' ', 86, 245, 407, 10, 'LMRoman10-Bold'],
      ['Columbus, OH', 493.2, 245, 64.8, 10, 'LMRoman10-Regular'],
      ['Pharmacy Technician', 54, 257, 90, 10, 'LMRoman10-Italic'],
      [' ', 144, 257, 360, 10, 'LMRoman10-Italic'],
      ['Summer 2023', 504, 257, 54, 10, 'LMRoman10-Regular'],
    ];
    const jobs = read(rows).experience;
    expect(jobs.map((j) => [j.title, j.company, j.bullets])).toEqual([
      [
        'Software Engineering Intern',
        'Nationwide Insurance',
        ['Added contract tests to four internal APIs and caught two breaking changes before release'],
      ],
      ['Pharmacy Technician', 'Kroger', []],
    ]);
  });

  it("reads 'Languages:' in a Skills table as a label of its list, not a section", () => {
    const rows: Row[] = [
      ...HEAD,
      ['Skills', 68.9, 385.9, 36.3, 12, 'LMRomanCaps10-Regular'],
      ['Languages:', 54, 403.2, 55.2, 10, 'LMRoman10-Bold'],
      [' ', 109.2, 403.2, 12, 10, 'LMRoman10-Bold'],
      ['Java, Python, SQL, C', 121.1, 403.2, 96.4, 10, 'LMRoman10-Regular'],
      ['Tools:', 54, 415.2, 29.7, 10, 'LMRoman10-Bold'],
      [' ', 83.7, 415.2, 37.5, 10, 'LMRoman10-Bold'],
      ['Git, Docker, Spring Boot, pandas', 121.1, 415.2, 146.3, 10, 'LMRoman10-Regular'],
    ];
    const { skills } = read(rows);
    expect([...skills.core, ...skills.tools, ...skills.languages]).toEqual(
      expect.arrayContaining(['Java', 'Python', 'SQL', 'C', 'Git', 'Docker', 'Spring Boot', 'pandas']),
    );
    expect(skills.languages).toEqual([]);
  });
});

describe("a student's resume typed in Word", () => {
  const HEAD: Row[] = [
    ['Jordan Mitchell', 251.3, 69, 109.7, 16, 'LiberationSerif-Bold'],
    [
      '1234 College Ave, Apt 5 • Tempe, AZ 85281 • (480) 555-0110 • jordan.mitchell@example.edu',
      95.6,
      84.7,
      420.6,
      11,
      'LiberationSerif',
    ],
  ];

  it('reads a street address and its town before the phone and e-mail on one line', () => {
    expect(read(HEAD).profile.location).toBe('1234 College Ave, Apt 5, Tempe, AZ 85281');
  });

  it("reads a lab inside its university as the employer, and 'Summers 2022, 2023' as written", () => {
    const rows: Row[] = [
      ...HEAD,
      ['RELEVANT EXPERIENCE', 54.1, 203.1, 135.8, 11, 'LiberationSerif-Bold'],
      ['Undergraduate Research Assistant', 54.1, 221.5, 163.6, 11, 'LiberationSerif-Bold'],
      [' ', 217.7, 221.5, 218.5, 11, 'LiberationSerif-Bold'],
      ['September 2024 – Present', 436.2, 221.5, 121.7, 11, 'LiberationSerif-Bold'],
      [
        'Smith Lab, School of Life Sciences, Arizona State University',
        54.1,
        235.1,
        265.5,
        11,
        'LiberationSerif-Italic',
      ],
      ['Server', 54.1, 304.5, 31, 11, 'LiberationSerif-Bold'],
      [' ', 85.1, 304.5, 376.2, 11, 'LiberationSerif-Bold'],
      ['Summers 2022, 2023', 461.3, 304.5, 96.7, 11, 'LiberationSerif-Bold'],
      ['Olive Garden, Tempe, AZ', 54.1, 318.1, 113.2, 11, 'LiberationSerif-Italic'],
    ];
    const jobs = read(rows).experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.datesText ?? ''])).toEqual([
      [
        'Undergraduate Research Assistant',
        'Smith Lab, School of Life Sciences, Arizona State University',
        '2024-09',
        '',
      ],
      ['Server', 'Olive Garden', '', 'Summers 2022, 2023'],
    ]);
  });
});

describe('schools as templates set them', () => {
  const HEAD: Row[] = [
    ['Kevin Zhang', 54.1, 60, 120, 24, 'LiberationSans-Bold'],
    ['kevin.zhang.work@example.com', 54.1, 90, 140, 10, 'LiberationSans'],
  ];

  it("reads a major in a cell of the school's line, and a degree after its label on the next", () => {
    const rows: Row[] = [
      ...HEAD,
      ['Education', 54.1, 154.5, 58, 12, 'LiberationSans-Bold'],
      ['2017.09 - 2021.06', 54.1, 174.5, 81.1, 10, 'LiberationSans'],
      [' ', 135.2, 174.5, 38.9, 10, 'LiberationSans'],
      ['University of Washington', 174.1, 174.5, 120.4, 10, 'LiberationSans-Bold'],
      [' ', 294.5, 174.5, 59.6, 10, 'LiberationSans-Bold'],
      ['Industrial Engineering', 354.1, 174.5, 96.6, 10, 'LiberationSans'],
      ['Degree: Bachelor of Science. GPA: 3.6/4.0', 54.1, 188, 189.7, 10, 'LiberationSans'],
    ];
    expect(read(rows).education.map((e) => [e.school, e.degree, e.field, e.startDate, e.endDate, e.score])).toEqual([
      ['University of Washington', 'Bachelor of Science', 'Industrial Engineering', '2017-09', '2021-06', '3.6/4.0'],
    ]);
  });

  it("reads 'Degree. School' parted by a full stop", () => {
    const rows: Row[] = [
      ...HEAD,
      ['FORMACIÓN ACADÉMICA', 54.1, 323.6, 137.9, 11, 'LiberationSans-Bold'],
      ['2012 – 2016', 59.5, 346.1, 55.5, 10, 'LiberationSans'],
      [' ', 115, 346.1, 59.5, 10, 'LiberationSans'],
      ['Grado en Publicidad y Relaciones Públicas.', 174.5, 346.1, 207.6, 10, 'LiberationSans-Bold'],
      [' ', 382.1, 346.1, 3, 10, 'LiberationSans-Bold'],
      ['Universidad Complutense de Madrid', 385.1, 346.1, 161.5, 10, 'LiberationSans'],
    ];
    expect(read(rows).education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Universidad Complutense de Madrid', 'Grado en Publicidad y Relaciones Públicas', '2012', '2016'],
    ]);
  });

  it("reads a 'Self-Evaluation' at the end as the summary's, not as skills", () => {
    const rows: Row[] = [
      ...HEAD,
      ['Skills', 54.1, 300, 40, 12, 'LiberationSans-Bold'],
      ['Python, SQL, Tableau', 54.1, 320, 100, 10, 'LiberationSans'],
      ['Self-Evaluation', 54.1, 350, 90, 12, 'LiberationSans-Bold'],
      ['Careful with numbers and quick to learn new systems.', 54.1, 370, 250, 10, 'LiberationSans'],
    ];
    const r = read(rows);
    expect(r.summary).toBe('Careful with numbers and quick to learn new systems.');
    expect(r.skills.core).toEqual(['Python', 'SQL', 'Tableau']);
  });
});

describe('the seventh round', () => {
  it("reads letters after the name ('MBA, PMP') as no place", () => {
    const rows: Row[] = [
      ['Rebecca Lindqvist-Moore', 184.4, 54.2, 243.2, 20, 'LiberationSans-Bold'],
      ['MBA, PMP', 281.7, 67.8, 48.8, 10, 'LiberationSans'],
      [
        'Chicago, IL 60614 | (312) 555-0158 | rlindqvist.moore@example.com | linkedin.com/in/rlm',
        97.6,
        81.8,
        416.5,
        10.5,
        'LiberationSans',
      ],
    ];
    expect(read(rows).profile.location).toBe('Chicago, IL 60614');
  });

  it("reads a one-word employer as the employer when the dates' column names the place", () => {
    const rows: Row[] = [
      ['Tomás Ferreira', 40, 60, 150, 21, 'DejaVuSans-Bold'],
      ['tomas.ferreira@example.io', 40, 90, 110, 8.5, 'DejaVuSans'],
      ['WORK EXPERIENCE', 39.7, 157.5, 130, 10.5, 'DejaVuSans-Bold'],
      ['09/2019 – Present', 39.7, 174.8, 74.1, 8.2, 'DejaVuSans'],
      ['Chicago, IL', 39.7, 184.5, 45.1, 8.2, 'DejaVuSans'],
      ['Senior Data Engineer', 138.9, 176.3, 120, 10, 'DejaVuSans-Bold'],
      ['Morningstar', 138.9, 187.5, 52.8, 8.8, 'DejaVuSans-Oblique'],
      ['EDUCATION', 39.7, 390, 60, 10.5, 'DejaVuSans-Bold'],
      ['09/2010 –', 39.7, 411.8, 40.7, 8.2, 'DejaVuSans'],
      ['06/2014', 39.7, 421.5, 34, 8.2, 'DejaVuSans'],
      ['B.S. in Computer Science', 138.9, 413.3, 141.9, 10, 'DejaVuSans-Bold'],
      ['Loyola University Chicago', 138.9, 424.5, 113.9, 8.8, 'DejaVuSans-Oblique'],
    ];
    const r = read(rows);
    expect(r.experience.map((j) => [j.title, j.company, j.startDate])).toEqual([
      ['Senior Data Engineer', 'Morningstar', '2019-09'],
    ]);
    // The range broken after its dash in the narrow column.
    expect(r.education.map((e) => [e.school, e.startDate, e.endDate])).toEqual([
      ['Loyola University Chicago', '2010-09', '2014-06'],
    ]);
  });

  it("reads a description list's dated entries, and the town in brackets before the sentence's stop", () => {
    const rows: Row[] = [
      ['Marta Villanueva Soler', 71.6, 68.5, 196.7, 17.2, 'LMRoman12-Bold'],
      ['marta.villanueva@example.es', 341.4, 84.4, 126.8, 10, 'LMRoman10-Regular'],
      ['Experiencia laboral', 56.7, 113.4, 114.1, 12, 'LMRoman12-Bold'],
      ['2019–actualidad', 56.7, 135.3, 70.3, 10, 'LMRoman10-Regular'],
      [' ', 127, 135.3, 20.4, 10, 'LMRoman10-Regular'],
      ['Ingeniera de Calidad', 147.4, 135.3, 104.5, 10, 'LMRoman10-Bold'],
      [', Ford España (Almussafes).', 251.9, 135.3, 123.1, 10, 'LMRoman10-Regular'],
      ['Formación', 56.7, 265, 60, 12, 'LMRoman12-Bold'],
      ['2016–2018', 56.7, 285.3, 44.8, 10, 'LMRoman10-Regular'],
      [' ', 101.5, 285.3, 45.9, 10, 'LMRoman10-Regular'],
      ['Máster en Ingeniería Industrial', 147.4, 285.3, 157.5, 10, 'LMRoman10-Bold'],
      [', Universitat Politècnica de València.', 304.9, 285.3, 161.3, 10, 'LMRoman10-Regular'],
      ['2012–2016', 56.7, 305.2, 44.8, 10, 'LMRoman10-Regular'],
      [' ', 101.5, 305.2, 45.9, 10, 'LMRoman10-Regular'],
      ['Grado en Ingeniería Química', 147.4, 305.2, 140, 10, 'LMRoman10-Bold'],
      [', Universitat de València.', 287.4, 305.2, 116.5, 10, 'LMRoman10-Regular'],
    ];
    const r = read(rows);
    expect(r.experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Ingeniera de Calidad', 'Ford España', 'Almussafes', '2019'],
    ]);
    expect(r.education.map((e) => [e.degree, e.startDate, e.endDate])).toEqual([
      ['Máster en Ingeniería Industrial', '2016', '2018'],
      ['Grado en Ingeniería Química', '2012', '2016'],
    ]);
  });

  it('reads skills without the level written after each, and Strengths as skills', () => {
    const rows: Row[] = [
      ['Alejandro Prieto Cano', 48, 60, 230, 22, 'LiberationSerif'],
      ['alejandro.prieto@example.es', 400, 70, 120, 8.8, 'LiberationSerif'],
      ['HABILIDADES', 48, 400, 80, 11, 'LiberationSerif-Bold'],
      ['Derecho laboral', 48, 420, 70, 10, 'LiberationSerif'],
      ['Experto', 220, 420, 30, 10, 'LiberationSerif-Italic'],
      ['Negociación colectiva', 300, 420, 95, 10, 'LiberationSerif'],
      ['Experto', 470, 420, 30, 10, 'LiberationSerif-Italic'],
      ['STRENGTHS', 48, 460, 70, 11, 'LiberationSerif-Bold'],
      ['GCP', 48, 480, 20, 10, 'LiberationSerif'],
      ['REDCap', 90, 480, 35, 10, 'LiberationSerif'],
    ];
    expect(read(rows).skills.core).toEqual(['Derecho laboral', 'Negociación colectiva', 'GCP', 'REDCap']);
  });
});

describe('moderncv laid out larger', () => {
  const HEAD: Row[] = [
    ['Priyanka Raghunathan', 67, 66, 220, 24.8, 'CMSS17'],
    ['priyanka.r@example.org', 80, 195, 95, 10, 'CMSS10'],
    ['Experience', 179.8, 240, 70.9, 14.3, 'CMSSBX10'],
  ];

  it("reads a title TeX broke over two lines, and hyphenated, before the employer ('Emergency Depart-' / 'ment')", () => {
    const j = read([
      ...HEAD,
      ['Charge Nurse,', 179.8, 259.2, 74.8, 10.9, 'CMSSBX10'],
      [' ', 254.6, 259.2, 6.7, 10.9, 'CMSSBX10'],
      ['Emergency Depart-', 261.4, 259.2, 101, 10.9, 'CMSSBX10'],
      ['ment', 179.8, 272.8, 25.3, 10.9, 'CMSSBX10'],
      [',', 205.1, 272.8, 3, 10.9, 'CMSS10'],
      [' ', 208.1, 272.8, 3.7, 10.9, 'CMSS10'],
      ['Highland Hospital', 211.7, 272.8, 80.9, 10.9, 'CMSSI10'],
      [', Oakland, CA.', 292.6, 272.8, 67.8, 10.9, 'CMSS10'],
      ['Sept 2019 – present', 370.1, 259.2, 100.9, 10.9, 'CMSSBX10'],
    ]).experience[0];
    expect([j?.title, j?.company, j?.startDate]).toEqual([
      'Charge Nurse, Emergency Department',
      'Highland Hospital',
      '2019-09',
    ]);
  });

  it('reads a title line stretched far by TeX, each word apart, as one text', () => {
    const j = read([
      ...HEAD,
      ['Analista', 168.3, 369.2, 41, 10.9, 'LMSans10-Bold'],
      [' ', 209.3, 369.2, 9.7, 10.9, 'LMSans10-Bold'],
      ['de', 219.2, 369.2, 11.9, 10.9, 'LMSans10-Bold'],
      [' ', 231.1, 369.2, 9.7, 10.9, 'LMSans10-Bold'],
      ['Negocio', 241, 369.2, 41.5, 10.9, 'LMSans10-Bold'],
      [',', 282.5, 369.2, 3.1, 10.9, 'LMSans10-Regular'],
      [' ', 285.6, 369.2, 8.8, 10.9, 'LMSans10-Regular'],
      ['Eroski', 294.6, 369.2, 28.4, 10.9, 'LMSans10-Oblique'],
      [',', 323, 369.2, 3.1, 10.9, 'LMSans10-Regular'],
      ['Elorrio.', 168.3, 382.8, 33, 10.9, 'LMSans10-Regular'],
      ['Mar. 2018 – Sept. 2020', 342.5, 369.2, 119.6, 10.9, 'LMSans10-Bold'],
    ]).experience[0];
    expect([j?.title, j?.company, j?.startDate, j?.endDate]).toEqual([
      'Analista de Negocio',
      'Eroski',
      '2018-03',
      '2020-09',
    ]);
  });
});

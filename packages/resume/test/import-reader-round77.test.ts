import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { companyScore, titleScore } from '../src/import-reader/lexicon';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 77: the corpus's rewrapped part and its larger print (`build.ts --probe=larger`); items as pdf.js read
// them from the files, each case misread before its rule.

describe("a justified TeX line whose only wide space follows a colon ('787 final assembly:' | 'tooling …')", () => {
  const R = 'TeXGyreAdventor-Regular';
  const rows: ItemRow[] = [
    ['Lena Hartmann', 17.9, 80, 160, 20.7, R],
    ['Experience', 215.4, 500, 87, 17.2, R],
    ['2016 – 2017', 215.4, 530, 55, 9.96, R],
    [' ', 270.4, 530, 41.9, 9.96, R],
    ['Manufacturing Engineer', 312.3, 530, 110, 9.96, R],
    [' ', 422.3, 530, 20, 9.96, R],
    ['Michelin, Greenville, SC', 442.3, 530, 96, 7.97, R],
    ['Cut the changeover time from 95 to 40 minutes.', 324.3, 542, 214, 9.96, R],
    ['Summer 2014', 215.43, 609.7, 64.02, 9.96, R],
    [' ', 279.45, 609.7, 32.84, 9.96, R],
    ['Engineering Intern', 312.29, 609.7, 86.68, 9.96, R],
    [' ', 398.97, 609.7, 27.93, 9.96, R],
    ['Boeing, North Charleston, SC', 426.9, 609.7, 111.4, 7.97, R],
    ['787 final assembly:', 312.29, 621.7, 94.37, 9.96, R],
    [' ', 406.66, 621.7, 9.21, 9.96, R],
    ['tooling change requests', 415.87, 621.7, 122.43, 9.96, R],
    ['and fastener installation audits.', 312.29, 633.6, 149.25, 9.96, R],
  ];

  it('reads the line as the description it goes on in, not as a title and a company', () => {
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Manufacturing Engineer', 'Michelin'],
      ['Engineering Intern', 'Boeing'],
    ]);
  });

  it('still parts a label from its value set a quad apart', () => {
    const lines = pdfLines(
      measuredRows([
        ['Languages:', 312.29, 700, 52, 9.96, R],
        [' ', 364.29, 700, 12.5, 9.96, R],
        ['German, English', 376.79, 700, 80, 9.96, R],
      ]),
    );
    expect(lines[0]!.parts.map((p) => p.text)).toEqual(['Languages:', 'German, English']);
  });
});

describe('small capitals letter-spaced, which pdf.js reads with a space between each two letters', () => {
  it("read a job's dates whole ('J' | 'A N' 2020 - P | 'R E S E N T', as cairo redraws a browser's)", () => {
    const SB = 'SourceSans3ExtraLight-SemiBold';
    const R = 'SourceSans3ExtraLight-Regular';
    const rows: ItemRow[] = [
      ['Jasmine Thibodeau', 134, 40, 231, 27, SB],
      ['Work Experience', 206, 270, 92, 12.5, SB],
      ['J', 223.02, 300, 4.45, 9, SB],
      [' ', 227.47, 300, 0.12, 9, SB],
      ['A N', 228.17, 300, 7.99, 6, SB],
      [' ', 236.16, 300, 0.36, 6, SB],
      ['2020 - P', 239.36, 300, 35.1, 9, SB],
      [' ', 274.46, 300, 0.12, 9, SB],
      ['R E S E N T', 275.16, 300, 23.99, 6, SB],
      ['Manager, Public Engagement', 223, 313, 137, 10.8, SB],
      ['Bluenose Energy Co-operative, Halifax, NS', 223, 328, 168, 9.6, R],
    ];
    const [job] = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect([job?.title, job?.startDate, job?.endDate]).toEqual(['Manager, Public Engagement', '2020-01', '']);
  });

  it("read a name whole, a kerned pair among the letters ('R' | 'A C H E L' | 'K' | 'O WA L S K I', as pdfTeX sets it)", () => {
    const M = 'NimbusRomNo9L-Medi';
    const rows: ItemRow[] = [
      ['R', 216.95, 55.1, 12.43, 17.22, M],
      [' ', 229.38, 55.1, 2.75, 17.22, M],
      ['A C H E L', 232.13, 55.1, 59.19, 13.77, M],
      [' ', 291.33, 55.1, 7.52, 13.77, M],
      ['K', 298.85, 55.1, 13.39, 17.22, M],
      [' ', 312.24, 55.1, 2.29, 17.22, M],
      ['O WA L S K I', 314.53, 55.1, 81.46, 13.77, M],
      ['Seattle, WA', 133.78, 70, 47.5, 9.96, 'NimbusRomNo9L-Regu'],
    ];
    expect(readResume(pdfLines(measuredRows(rows))).resume.profile.fullName).toBe('RACHEL KOWALSKI');
  });
});

describe("a table's head row that a wrapped cell cut short, under which the schools are rows", () => {
  const B = 'LiberationSerif-Bold';
  const R = 'LiberationSerif';
  const table = (percentage: ItemRow[]): ItemRow[] => [
    ['Ravi Teja Kondapalli', 57, 60, 200, 20, B],
    ['ACADEMIC QUALIFICATIONS', 56.8, 235, 193.26, 13, 'NotoSerif-Bold'],
    ['Qualification', 80.9, 263.7, 67.24, 12, B],
    ['Institution', 177.4, 263.7, 53.92, 12, B],
    ['Board /', 356.7, 256.8, 38.3, 12, B],
    ['University', 349.2, 270.6, 53.27, 12, B],
    ['Year', 441.9, 263.7, 25.31, 12, B],
    ...percentage,
    ['B.Tech (Computer', 69.6, 288.9, 89.95, 12, R],
    ['Science and', 85.7, 302.7, 57.59, 12, R],
    ['Engineering)', 83.2, 316.5, 62.58, 12, R],
    ['Sri Annapurna Institute of', 177.4, 288.9, 125.54, 12, R],
    ['Engineering and', 177.4, 302.7, 78.97, 12, R],
    ['Technology, Hyderabad', 177.4, 316.5, 115.88, 12, R],
    ['JNTU Hyderabad', 333.3, 302.7, 84.95, 12, R],
    ['2020 –', 438.1, 295.8, 33, 12, R],
    ['2024', 442.6, 309.6, 24, 12, R],
    ['8.21', 500, 295.8, 21, 12, R],
    ['Intermediate (MPC)', 66.1, 341.7, 96.94, 12, R],
    ['Sri Medha Junior College,', 177.4, 334.8, 126.55, 12, R],
    ['Ameerpet', 177.4, 348.6, 47.3, 12, R],
    ['TSBIE', 359.2, 341.7, 33.29, 12, R],
    ['2018 –', 438.1, 334.8, 33, 12, R],
    ['2020', 442.6, 348.6, 24, 12, R],
    ['96.4%', 495, 341.7, 31, 12, R],
  ];
  const schools = (rows: ItemRow[]) =>
    readResume(pdfLines(measuredRows(rows))).resume.education.map((e) => [e.school, e.degree, e.endDate]);
  const want = [
    ['Sri Annapurna Institute of Engineering and Technology', 'B.Tech (Computer Science and Engineering)', '2024'],
    ['Sri Medha Junior College', 'Intermediate (MPC)', '2020'],
  ];

  it("reads each row's cells by the columns the head names ('Qualification' | 'Institution' is no label and value)", () => {
    expect(
      schools(
        table([
          ['CGPA /', 490.3, 256.8, 40.3, 12, B],
          ['%', 504.5, 270.6, 12, 12, B],
        ]),
      ),
    ).toEqual(want);
  });

  it("reads a head cell whose word the narrow cell broke ('Percentag' over 'e')", () => {
    expect(
      schools(
        table([
          ['Percentag', 480.3, 256.8, 50.3, 12, B],
          ['e', 502.5, 270.6, 6, 12, B],
        ]),
      ),
    ).toEqual(want);
  });
});

describe('moderncv with its bullets drawn as glyphs, a title qualified in brackets', () => {
  const [B, R, S, L] = ['LMRoman10-Bold', 'LMRoman10-Regular', 'LMRomanSlant10-Regular', 'LMRoman12-Regular'];
  const item = (y: number, text: string, ...rest: string[]): ItemRow[] => [
    ['{', 197.63, y, 5.53, 9.96, 'MarVoSym'],
    [text, 208.62, y, 327.1, 9.96, R],
    ...rest.map((t, i): ItemRow => [t, 208.62, y + 12 * (i + 1), 328.1, 9.96, R]),
  ];
  const jobs = readResume(
    pdfLines(
      measuredRows([
        ['Megan Holroyd', 198, 72, 209, 33.9, 'LMRoman17-Regular'],
        ['m.holroyd@example.com', 73, 129, 106, 10, R],
        ['Professional', 105.26, 282.7, 73.32, 14.35, L],
        ['Experience', 111.27, 297.6, 67.31, 14.35, L],
        ['Senior Staff Nurse (Band 6)', 197.71, 282.7, 146.3, 10.91, B],
        [',', 344.01, 282.7, 2.97, 10.91, R],
        ['Leeds Teaching', 349.71, 282.7, 70.4, 10.91, S],
        ['Hospitals NHS Trust', 197.11, 296.3, 99.61, 10.91, S],
        [', Leeds.', 296.71, 296.3, 36.57, 10.91, R],
        ['Jun 2019–Present', 438.09, 282.7, 97.66, 10.91, B],
        ...item(309.4, 'Coordinate a 28-bed acute medical unit at St James’s University Hospital'),
        ...item(
          381.1,
          'Practice assessor for student nurses from the University of Leeds and Leeds',
          'Beckett University, and preceptor to eleven newly qualified nurses since 2021',
        ),
        ...item(405.1, 'Deputise for the Ward Manager: e-Roster planning, Datix investigations,'),
        ['Healthcare Assistant (Bank)', 197.71, 470.3, 158.36, 10.91, B],
        [',', 356.08, 470.3, 3.07, 10.91, R],
        ['NHS Pro-', 362.77, 470.3, 47.35, 10.91, S],
        ['fessionals', 197.71, 483.8, 44.13, 10.91, S],
        [', Leeds, Part time while studying.', 241.83, 483.8, 162.27, 10.91, R],
        ['Sep 2016–May 2019', 426.96, 470.3, 108.79, 10.91, B],
        ...item(496.4, 'Worked 15 to 20 hours a week on medical, orthopaedic and care of the elderly wards'),
      ]),
    ),
  ).resume.experience;

  it("reads 'Healthcare Assistant (Bank)' as the title: a bracket after it says how the job was held", () => {
    expect(jobs.map((j) => [j.title, j.company, j.startDate])).toEqual([
      ['Senior Staff Nurse (Band 6)', 'Leeds Teaching Hospitals NHS Trust', '2019-06'],
      ['Healthcare Assistant (Bank)', 'NHS Professionals', '2016-09'],
    ]);
  });

  it("keeps an item whose sentence ends 'since 2021' whole, no job of its own", () => {
    expect(jobs[0]!.bullets).toContain(
      'Practice assessor for student nurses from the University of Leeds and Leeds Beckett University, and preceptor to eleven newly qualified nurses since 2021',
    );
  });
});

describe('a qualifier in brackets after a title', () => {
  it.each(['Healthcare Assistant (Bank)', 'Staff Nurse (Band 5)', 'Software Engineer (Contract)'])(
    "'%s' reads as a job title, no employer",
    (text) => {
      expect(titleScore(text)).toBeGreaterThan(0);
      expect(companyScore(text)).toBe(0);
    },
  );
  it("leaves an employer's own brackets to it ('Tata Consultancy Services (TCS)')", () =>
    expect(companyScore('Tata Consultancy Services (TCS)')).toBeGreaterThan(0));
});

describe('a word space TeX stretched, the only one pdf.js measures in its line', () => {
  it("keeps 'Mechanical' | 'Engineer' (0.62 em apart, the rest of the line in another font) one title", () => {
    const [B, R, S] = ['LMRoman10-Bold', 'LMRoman10-Regular', 'LMRoman9-Regular'];
    const rows: ItemRow[] = [
      ['Lachlan Mitchell', 56.7, 41, 166, 24.8, 'LMRoman17-Regular'],
      ['Employment History', 56.7, 101, 148, 14.3, B],
      ['Jul 2017 – Jan 2021', 56.69, 286, 80.63, 8.97, S],
      [' ', 137.33, 286, 22.03, 8.97, S],
      ['Mechanical', 159.36, 286, 56.23, 9.96, B],
      [' ', 215.58, 286, 6.18, 9.96, B],
      ['Engineer', 221.76, 286, 44.39, 9.96, B],
      [', Southern Cross Conveyors Pty Ltd, Dandenong', 266.15, 286, 227.07, 9.96, R],
      ['South', 159.36, 298, 25.46, 9.96, R],
      ['Designed belt conveyors, transfer chutes and stackers for port and mining', 165, 311, 328, 9.96, R],
    ];
    const [job] = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect([job?.title, job?.company, job?.startDate]).toEqual([
      'Mechanical Engineer',
      'Southern Cross Conveyors Pty Ltd',
      '2017-07',
    ]);
  });
});

describe("a town's province in brackets wrapped alone under the header", () => {
  it("goes on the header's place, so its title and employer read from one line ('…, Arroyito' / '(Córdoba).')", () => {
    const [B, R] = ['CharterBT-Bold', 'CharterBT-Roman'];
    const rows: ItemRow[] = [
      ['Valentina Bustos', 63.9, 80, 200, 24.8, B],
      ['Experiencia laboral', 210.52, 285.4, 128.89, 14.35, B],
      ['03/2021 – actual', 63.88, 304.9, 82.01, 10.91, R],
      ['•', 178.61, 304.9, 6.44, 10.91, R],
      ['Jefa de Aseguramiento de Calidad', 188.07, 304.9, 177.99, 10.91, B],
      [', Arcor S.A.I.C., Arroyito', 366.07, 304.9, 119.98, 10.91, R],
      ['(Córdoba).', 188.07, 318.5, 52.53, 10.91, R],
      ['– Coordinación de un equipo de 14 analistas y supervisores', 204.44, 341, 281.61, 10.91, R],
    ];
    const [job] = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect([job?.title, job?.company, job?.startDate]).toEqual([
      'Jefa de Aseguramiento de Calidad',
      'Arcor S.A.I.C.',
      '2021-03',
    ]);
  });
});

describe("an entry's dates drawn after its header, on the baseline of the section's title in the margin", () => {
  it("are the entry's, not a cell of the margin's title: the entry's title stands between them", () => {
    const [B, R, S, L] = ['LMRoman10-Bold', 'LMRoman10-Regular', 'LMRomanSlant10-Regular', 'LMRoman12-Regular'];
    const rows: ItemRow[] = [
      ['Professional', 105.27, 79.3, 73.32, 14.35, L],
      ['Experience', 111.27, 94.2, 67.31, 14.35, L],
      ['Senior Staff Nurse (Band 6)', 197.71, 79.3, 147.3, 10.91, B],
      [',', 345.01, 79.3, 2.97, 10.91, R],
      ['Leeds Teaching Hospitals NHS', 197.12, 92.9, 148.96, 10.91, S],
      ['Trust', 195.97, 106.4, 25.85, 10.91, S],
      [', Leeds.', 221.82, 106.4, 36.57, 10.91, R],
      ['Jun 2019–Present', 364.39, 79.3, 97.66, 10.91, B],
      ['{', 197.63, 118.2, 5.53, 9.96, 'MarVoSym'],
      ['Coordinate a 28-bed acute medical unit at St James’s University Hospital', 208.62, 118.2, 255.08, 9.96, R],
    ];
    const page1: ItemRow[] = [
      ['Megan Holroyd', 198, 72, 209, 33.9, 'LMRoman17-Regular'],
      ['m.holroyd@example.com', 73, 129, 106, 10, R],
    ];
    const [job] = readResume(pdfLines(measuredRows(page1, rows))).resume.experience;
    expect([job?.startDate, job?.endDate]).toEqual(['2019-06', '']);
  });
});

describe('a head row of two cells on its baseline, its other cells wrapped above and under it', () => {
  it("reads the table under it by its columns ('Qualification' | 'Board/University' beside 'Year of' / 'Passing')", () => {
    const [B, R] = ['LiberationSerif-Bold', 'LiberationSerif'];
    const rows: ItemRow[] = [
      ['Rohan Deshmukh', 54.1, 60, 200, 20, B],
      ['EDUCATIONAL QUALIFICATION', 54.1, 514.1, 232.19, 14.5, B],
      ['Qualification', 82.9, 544.3, 72.89, 13, B],
      ['Board/University', 218.9, 544.3, 95.93, 13, B],
      ['Year of', 376.1, 536.9, 41.48, 13, B],
      ['Passing', 375.9, 551.8, 41.89, 13, B],
      ['Percentage/', 460.5, 536.9, 64.84, 13, B],
      ['CGPA', 474.6, 551.8, 36.78, 13, B],
      ['B.E. (Computer', 78, 571.3, 82.58, 13, R],
      ['Engineering)', 85.5, 586.2, 67.81, 13, R],
      ['Savitribai Phule Pune', 210.6, 571.3, 112.51, 13, R],
      ['University', 239.5, 586.2, 54.77, 13, R],
      ['2019', 383.9, 578.7, 26, 13, R],
      ['7.84 CGPA', 462.7, 578.7, 60.65, 13, R],
      ['H.S.C. (12th)', 84.4, 605.7, 69.98, 13, R],
      ['Maharashtra State Board', 202.3, 605.7, 129.06, 13, R],
      ['2015', 383.9, 605.7, 26, 13, R],
      ['81.23%', 473, 605.7, 40.03, 13, R],
    ];
    expect(
      readResume(pdfLines(measuredRows(rows))).resume.education.map((e) => [e.school, e.degree, e.endDate]),
    ).toEqual([
      ['Savitribai Phule Pune University', 'B.E. (Computer Engineering)', '2019'],
      ['Maharashtra State Board', 'H.S.C. (12th)', '2015'],
    ]);
  });
});

describe('a school of one line under a school whose detail wrapped', () => {
  it("starts an entry of its own: the detail's last line ('Management') stops short of the edge", () => {
    const [B, R] = ['LiberationSans-Bold', 'LiberationSans'];
    const rows: ItemRow[] = [
      ['Nur Aisyah Binte Rahman', 72.1, 80, 250, 20, B],
      ['EDUCATION', 72.1, 514.3, 77.21, 13, B],
      ['Bachelor of Business (Logistics and Supply Chain Management)', 72.1, 537.3, 383, 12.5, B],
      ['RMIT University (via SIM Global Education)', 72.1, 554.4, 240.69, 12.5, R],
      ['2017 – 2020 (Part-time)', 72.1, 571.4, 131.81, 12.5, R],
      ['Completed while working full-time; Distinction for Warehouse and Distribution', 72.1, 588.5, 425.99, 12.5, R],
      ['Management', 72.1, 603.5, 72.91, 12.5, R],
      ['Diploma in Supply Chain Management, Temasek Polytechnic, 2011 – 2014', 72.1, 626.6, 415, 12.5, R],
      ['GCE ‘O’ Level, Tampines Secondary School, 2010', 72.1, 649.6, 280.35, 12.5, R],
    ];
    const schools = readResume(pdfLines(measuredRows(rows))).resume.education;
    expect(schools.map((e) => [e.school, e.endDate])).toEqual([
      ['RMIT University (via SIM Global Education)', '2020'],
      ['Temasek Polytechnic', '2014'],
      ['Tampines Secondary School', '2010'],
    ]);
    expect(schools[0]!.details).toEqual([
      'Completed while working full-time; Distinction for Warehouse and Distribution Management',
    ]);
  });
});

describe('a header of fields parted by a dash, wrapped where the line ran out of room', () => {
  it("reads its rest, which holds the dates, as the employer's ('— Grupo Alimentario' / 'Huerta del Turia, S.A., …')", () => {
    const [B, R] = ['NotoSans-Bold', 'NotoSans-Regular'];
    const rows: ItemRow[] = [
      ['Lucía Ferrer Blasco', 85.2, 60, 200, 20, B],
      ['TRAYECTORIA PROFESIONAL', 85.2, 84.8, 183.4, 13, B],
      ['Directora Comercial', 85.2, 110.6, 119.63, 12, B],
      ['— Azulejos Sorolla, S.L., Vila-real (2018 – actualidad)', 208.1, 110.6, 289.93, 12, R],
      ['Key Account Manager (canal gran distribución)', 85.2, 132.3, 280.67, 12, B],
      ['— Grupo Alimentario', 369.3, 132.3, 119.58, 12, R],
      ['Huerta del Turia, S.A., Alboraya (2014 – 2018)', 85.2, 149.9, 252, 12, R],
      ['Técnica de Marketing', 85.2, 171.6, 128.88, 12, B],
      ['— Mediterrània Comunicació, S.L., Valencia (2012 –', 217.3, 171.6, 285.86, 12, R],
      ['2014)', 85.2, 189.2, 30.98, 12, R],
    ];
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Directora Comercial', 'Azulejos Sorolla, S.L.', '2018', ''],
      ['Key Account Manager (canal gran distribución)', 'Grupo Alimentario Huerta del Turia, S.A.', '2014', '2018'],
      ['Técnica de Marketing', 'Mediterrània Comunicació, S.L.', '2012', '2014'],
    ]);
  });
});

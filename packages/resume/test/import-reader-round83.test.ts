import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';
import type { PdfPage } from '../src/import-reader';

// Corpus round 83: items as pdf.js read them from the corpus's PDFs, each case misread before its rule.

const B = 'LiberationSans-Bold';
const CAIRO = 'cairo 1.16.0 (https://cairographics.org)';
const drawnBy = (producer: string, rows: ItemRow[]): PdfPage[] => measuredRows(rows).map((p) => ({ ...p, producer }));
const R = 'LiberationSans';

describe('a table row whose label cell wrapped, drawn a cell at a time (LibreOffice)', () => {
  // en-word-pakistan in larger type: 'Programming' / 'Languages' in the label cell, drawn before its value.
  const head: ItemRow[] = [
    ['Usman Tariq', 54.1, 60, 120, 18.5, B],
    ['usman.tariq96@example.com', 54.1, 80, 150, 11.5, R],
    ['TECHNICAL SKILLS', 54.1, 245.3, 120.05, 12.5, B],
  ];
  const table: ItemRow[] = [
    ['Programming', 54.1, 266.5, 74.67, 11.5, B],
    ['Languages', 54.1, 279.8, 60.67, 11.5, B],
    ['JavaScript, TypeScript, PHP, Python, Java', 189.1, 266.5, 217.6, 11.5, R],
    ['Frameworks &', 54.1, 295.0, 79.14, 11.5, B],
    ['Libraries', 54.1, 308.3, 48.44, 11.5, B],
    ['Node.js, NestJS, Express.js, Laravel, React, Vue.js', 189.1, 295.0, 260.27, 11.5, R],
    ['Databases', 54.1, 323.5, 57.47, 11.5, B],
    ['PostgreSQL, MySQL, MongoDB, Redis', 189.1, 323.5, 200.42, 11.5, R],
    ['Tools', 54.1, 354.0, 30.59, 11.5, B],
    ['Git, Jira, Postman', 189.1, 354.0, 100.95, 11.5, R],
  ];

  it('reads the label whole, beside its value', () => {
    expect(pdfLines(measuredRows(table)).map((l) => l.text)).toEqual([
      'Programming Languages JavaScript, TypeScript, PHP, Python, Java',
      'Frameworks & Libraries Node.js, NestJS, Express.js, Laravel, React, Vue.js',
      'Databases PostgreSQL, MySQL, MongoDB, Redis',
      'Tools Git, Jira, Postman',
    ]);
  });

  it("reads every row's skills, none of them taken for spoken languages under a 'Languages' label", () => {
    const { skills } = readResume(pdfLines(measuredRows([...head, ...table]))).resume;
    expect(skills.languages).toEqual([]);
    expect(skills.core).toEqual([
      'JavaScript',
      'TypeScript',
      'PHP',
      'Python',
      'Java',
      'Node.js',
      'NestJS',
      'Express.js',
      'Laravel',
      'React',
      'Vue.js',
      'PostgreSQL',
      'MySQL',
      'MongoDB',
      'Redis',
      'Git',
      'Jira',
      'Postman',
    ]);
  });

  it('joins no sidebar to the main column: a heading over its items beside the first line of a column', () => {
    const sidebar: ItemRow[] = [
      ['CONTACT', 40, 100, 60, 12.5, B],
      ['+92 300 1234567', 40, 114, 90, 10, R],
      ['Lahore, Pakistan', 40, 127, 90, 10, R],
      ['Senior Software Engineer', 200, 100, 140, 11.5, B],
      ['Ravi Digital Labs, Lahore', 200, 114, 140, 10, R],
      ['June 2021 – Present', 200, 127, 100, 10, R],
    ];
    expect(pdfLines(measuredRows(sidebar)).map((l) => l.text)).toEqual([
      'CONTACT',
      '+92 300 1234567',
      'Lahore, Pakistan',
      'Senior Software Engineer',
      'Ravi Digital Labs, Lahore',
      'June 2021 – Present',
    ]);
  });
});

describe("a Korean 이력서's closing and its tools under '기타사항' (ko-word-iryeokseo)", () => {
  const KB = 'NotoSansCJKjp-Bold-VKana';
  const KR = 'NotoSansCJKjp-Regular-VKana';
  const rows: ItemRow[] = [
    ['김민준', 262.5, 108.1, 33.13, 12, KB],
    ['minjun.kim@example.kr', 262.5, 124, 110, 10, 'NotoSans-Regular'],
    ['■', 56.8, 253.1, 10.38, 11, 'DejaVuSans-Bold'],
    ['기타사항', 70.1, 253.1, 40.41, 11, KB],
    ['병역사항', 89.2, 277, 36.8, 10, KB],
    ['육군 병장 만기전역', 162.5, 277, 79.2, 10, KR],
    ['(2013.05 ~ 2015.02)', 244.5, 277, 90.86, 10, 'NotoSans-Regular'],
    ['OA / IT', 80.1, 299.5, 33.87, 10, 'NotoSans-Bold'],
    ['활용', 116.6, 299.5, 18.4, 10, KB],
    ['Excel(VBA), PowerPoint, SQL, Python, Tableau, SAP ERP', 162.5, 299.5, 256.52, 10, 'NotoSans-Regular'],
    ['위의 기재 사항은 사실과 틀림이 없습니다', 202.6, 351, 187.32, 11, KR],
    ['.', 390, 351, 2.95, 11, 'NotoSans-Regular'],
    ['2026 년 3 월 9 일', 257.4, 382, 80.8, 11, KR],
    ['작성자: 김민준 (인)', 432.5, 415.5, 86.3, 11, KR],
  ];

  it('reads the tools after their label as skills, and not the statement, date and signature under them', () => {
    const { resume } = readResume(pdfLines(measuredRows(rows)));
    expect(resume.skills.core).toEqual(['Excel(VBA)', 'PowerPoint', 'SQL', 'Python', 'Tableau', 'SAP ERP']);
    expect(resume.custom.find((c) => c.label === '기타사항')?.bullets).toEqual([
      '병역사항 육군 병장 만기전역 (2013.05 ~ 2015.02)',
    ]);
  });
});

describe("the Europass CV's (2013) personal skills, each under its label in the left column (es-word-europass2013)", () => {
  const L = 'LiberationSans';
  const page1: ItemRow[] = [
    ['Elena Martín Pastor', 203.1, 80, 120, 13, L],
    ['elena.martin@example.es', 203.1, 100, 110, 9, L],
  ];
  const page2: ItemRow[] = [
    ['COMPETENCIAS PERSONALES', 50.6, 71.9, 135.39, 9.0, L],
    ['Lengua(s) materna(s)', 109.2, 99.2, 76.93, 8.0, L],
    ['español', 203.1, 100.5, 38.56, 11.0, L],
    ['Otro(s) idioma(s)', 126.1, 126.2, 59.93, 8.0, L],
    ['COMPRENDER', 244.4, 131.3, 57.73, 8.0, L],
    ['HABLAR', 397.2, 131.3, 31.95, 8.0, L],
    ['EXPRESIÓN', 494.8, 126.7, 46.64, 8.0, L],
    ['ESCRITA', 500.8, 135.9, 34.6, 8.0, L],
    ['Comprensión', 214.5, 148.6, 47.52, 8.0, L],
    ['auditiva', 224.5, 157.8, 27.53, 8.0, L],
    ['Comprensión de', 278.9, 148.6, 58.62, 8.0, L],
    ['lectura', 296.3, 157.8, 23.94, 8.0, L],
    ['Interacción oral', 350.9, 153.2, 54.65, 8.0, L],
    ['Expresión oral', 422.6, 153.2, 51.05, 8.0, L],
    ['inglés', 165.2, 170.5, 20.88, 8.0, L],
    ['B2', 232.8, 172.0, 11.0, 9.0, L],
    ['C1', 302.5, 172.0, 11.5, 9.0, L],
    ['B2', 372.7, 172.0, 11.0, 9.0, L],
    ['B2', 442.7, 172.0, 11.0, 9.0, L],
    ['B2', 512.6, 172.0, 11.0, 9.0, L],
    ['First Certificate in English (FCE)', 321.1, 184.9, 114.16, 8.0, L],
    ['francés', 159.9, 197.6, 26.19, 8.0, L],
    ['A2', 232.8, 199.1, 11.0, 9.0, L],
    ['B1', 302.8, 199.1, 11.0, 9.0, L],
    ['A2', 372.7, 199.1, 11.0, 9.0, L],
    ['A2', 442.7, 199.1, 11.0, 9.0, L],
    ['A1', 512.6, 199.1, 11.0, 9.0, L],
    [
      'Niveles: A1/A2: usuario básico - B1/B2: usuario independiente - C1/C2: usuario competente',
      203.1,
      209.6,
      283.86,
      7.0,
      L,
    ],
    ['Marco Común Europeo de Referencia para las Lenguas', 203.1, 217.7, 173.26, 7.0, L],
    ['Competencias comunicativas', 82.1, 244.5, 103.94, 8.0, L],
    ['▪', 203.1, 243.9, 3.19, 9.0, L],
    [
      'buenas dotes comunicativas adquiridas en el trato diario con proveedores nacionales',
      213.1,
      243.9,
      339.8,
      9.0,
      L,
    ],
    ['e internacionales y en la formación de equipos en planta', 213.1, 254.3, 225.19, 9.0, L],
    ['Competencias de organización / gestión', 43.8, 280.5, 142.26, 8.0, L],
    ['▪', 203.1, 280.0, 3.19, 9.0, L],
    ['capacidad de planificación y de trabajo bajo presión, coordinando a la vez varios', 213.1, 280.0, 321.29, 9.0, L],
    ['lanzamientos de piezas nuevas', 213.1, 290.3, 125.61, 9.0, L],
    ['Competencias relacionadas con el', 63.8, 316.6, 122.21, 8.0, L],
    ['empleo', 159.9, 325.8, 26.23, 8.0, L],
    ['▪', 203.1, 316.0, 3.19, 9.0, L],
    ['buen conocimiento de las herramientas de calidad del sector del automóvil (APQP,', 213.1, 316.0, 330.73, 9.0, L],
    ['PPAP, AMFE, SPC, MSA)', 213.1, 326.4, 104.88, 9.0, L],
    ['▪', 203.1, 337.7, 3.19, 9.0, L],
    ['resolución de problemas con la metodología 8D y los 5 porqués', 213.1, 337.7, 254.19, 9.0, L],
    ['Competencias digitales', 103.4, 364.0, 82.64, 8.0, L],
    ['AUTOEVALUACIÓN', 341.3, 364.5, 73.72, 8.0, L],
    ['Tratamiento de la', 207.2, 377.2, 62.21, 8.0, L],
    ['información', 217.6, 386.4, 41.32, 8.0, L],
    ['Comunicación', 282.9, 381.8, 50.62, 8.0, L],
    ['Creación de', 356.6, 377.2, 43.12, 8.0, L],
    ['contenido', 360.9, 386.4, 34.63, 8.0, L],
    ['Seguridad', 429.9, 381.8, 36.42, 8.0, L],
    ['Resolución de', 492.8, 377.2, 50.62, 8.0, L],
    ['problemas', 499.4, 386.4, 37.28, 8.0, L],
    ['Usuario avanzado', 206.1, 403.7, 64.42, 8.0, L],
    ['Usuario avanzado', 276.0, 403.7, 64.42, 8.0, L],
    ['Usuario', 364.4, 399.1, 27.53, 8.0, L],
    ['competente', 357.3, 408.3, 41.74, 8.0, L],
    ['Usuario', 434.4, 399.1, 27.53, 8.0, L],
    ['competente', 427.3, 408.3, 41.74, 8.0, L],
    ['Usuario avanzado', 485.9, 403.7, 64.42, 8.0, L],
    ['Competencias digitales - Tabla de autoevaluación', 203.1, 419.6, 154.57, 7.0, L],
    ['SAP QM, SAP MM, Minitab, Microsoft Excel (tablas dinámicas y macros), Power BI,', 203.1, 434.5, 333.89, 9.0, L],
    ['CATIA V5', 203.1, 444.8, 39.96, 9.0, L],
    ['Permiso de conducir', 113.2, 472.1, 72.82, 8.0, L],
    ['B', 203.1, 471.5, 5.99, 9.0, L],
  ];
  const { resume } = readResume(pdfLines(measuredRows(page1, page2)));

  it('reads the tools named under the digital competence grid as skills, and nothing of the grid', () => {
    expect(resume.skills.core).toEqual([
      'SAP QM',
      'SAP MM',
      'Minitab',
      'Microsoft Excel (tablas dinámicas y macros)',
      'Power BI',
      'CATIA V5',
    ]);
  });

  it('keeps the skills described in sentences as sections of their own, under their labels, not as languages', () => {
    expect(resume.skills.languages).toEqual([
      'español',
      'inglés (B2, C1)',
      'First Certificate in English (FCE)',
      'francés (A2, B1, A1)',
    ]);
    expect(resume.custom.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Competencias comunicativas', 'Competencias de organización / gestión']),
    );
  });
});

describe('a separator cairo draws in a size of its own (LinkedIn redrawn: ko-html-linkedin)', () => {
  const T = 'Type3';
  const rows: ItemRow[] = [
    ['윤', 189.9, 70.49, 22.08, 20.72, T],
    ['태', 211.98, 70.49, 22.08, 21.75, T],
    ['호', 234.06, 70.49, 22.08, 18.84, T],
    [' ', 256.14, 70.49, 0.28, 18.84, T],
    ['(', 262.86, 70.49, 8.11, 24.37, T],
    ['Taeho', 270.97, 70.49, 68.35, 19.4, T],
    [' ', 339.31, 70.49, 0.28, 19.4, T],
    ['Yoon', 346.03, 70.49, 55.36, 19.4, T],
    [')', 401.4, 70.49, 8.11, 24.37, T],
    ['Senior', 189.9, 89.99, 33.3, 12.28, T],
    [' ', 223.2, 89.99, 0.28, 12.28, T],
    ['Machine', 226.28, 89.99, 43.22, 12.28, T],
    [' ', 269.5, 89.99, 0.28, 12.28, T],
    ['Learning', 272.58, 89.99, 44.81, 12.28, T],
    [' ', 317.39, 89.99, 0.28, 12.28, T],
    ['Engineer', 320.47, 89.99, 45.56, 12.28, T],
    [' ', 366.03, 89.99, 0.28, 12.28, T],
    ['at', 369.11, 89.99, 10.15, 12.28, T],
    [' ', 379.25, 89.99, 0.28, 12.28, T],
    ['온', 382.33, 89.99, 10.11, 9.45, T],
    ['담', 392.45, 89.99, 10.11, 9.83, T],
    ['커', 402.56, 89.99, 10.11, 9.96, T],
    ['머', 412.67, 89.99, 10.11, 9.96, T],
    ['스', 422.79, 89.99, 10.11, 9.96, T],
    [' ', 432.9, 89.99, 0.28, 9.96, T],
    ['|', 435.98, 89.99, 2.97, 12.28, T],
    [' ', 438.95, 89.99, 0.28, 12.28, T],
    ['추', 442.03, 89.99, 10.11, 9.96, T],
    ['천', 452.14, 89.99, 10.11, 9.71, T],
    [' ', 462.26, 89.99, 0.28, 9.71, T],
    ['시스', 465.34, 89.99, 20.2, 9.96, T],
    ['템', 485.53, 89.99, 10.11, 9.83, T],
    [' ', 495.65, 89.99, 0.28, 9.83, T],
    ['·', 498.72, 89.99, 3.07, 6.79, T],
    [' ', 501.79, 89.99, 0.28, 6.79, T],
    ['MLOps', 504.87, 89.99, 34.69, 12.28, T],
    [' ', 539.56, 89.99, 0.28, 12.28, T],
    ['|', 542.63, 89.99, 2.97, 12.28, T],
    ['Python', 189.9, 104.99, 36.87, 12.28, T],
    [',', 226.78, 104.99, 3.07, 6.79, T],
    [' ', 229.85, 104.99, 0.28, 6.79, T],
    ['Spark', 232.92, 104.99, 29.71, 12.28, T],
    [',', 262.63, 104.99, 3.07, 6.79, T],
    [' ', 265.7, 104.99, 0.28, 6.79, T],
    ['Kubernetes', 268.77, 104.99, 58.62, 12.28, T],
    ['대', 189.9, 123.74, 9.2, 9.06, T],
    ['한', 199.1, 123.74, 9.2, 9.14, T],
    ['민', 208.3, 123.74, 9.2, 9.06, T],
    ['국', 217.49, 123.74, 9.2, 9.06, T],
    [' ', 226.69, 123.74, 0.28, 9.06, T],
    ['서', 229.49, 123.74, 9.2, 9.06, T],
    ['울', 238.69, 123.74, 9.2, 9.06, T],
    ['요약', 189.9, 160, 27.6, 15.7, T],
    [
      '이커머스와 콘텐츠 플랫폼에서 8년 동안 데이터 파이프라인과 추천 모델을 만들어 왔습니다.',
      189.9,
      188.5,
      364.6,
      10.5,
      T,
    ],
  ];
  // The sidebar, drawn first: LinkedIn's name stands at the top of the main column, under no heading of the page's.
  const sidebar: ItemRow[] = [
    ['연락처', 28.3, 63.7, 31.7, 12.4, T],
    ['010-3852-7146 (Mobile)', 28.3, 83.2, 103.5, 10.1, T],
    ['taeho.yoon.ml@example.com', 28.3, 100.5, 133, 10.1, T],
    ['주요 기술', 28.3, 182.4, 45.5, 12.4, T],
    ['MLOps', 28.3, 203.9, 30, 10.1, T],
    ['Apache Spark', 28.3, 221.2, 61, 10.1, T],
  ];

  it("keeps the headline's '·' inside its text, so its wrapped rest joins it and the place under it stays the place", () => {
    const lines = pdfLines(drawnBy(CAIRO, [...sidebar, ...rows]));
    expect(lines.find((l) => l.text.startsWith('Senior'))?.parts.map((p) => p.text)).toEqual([
      'Senior Machine Learning Engineer at 온담커머스 | 추천 시스템 · MLOps |',
    ]);
    const { profile } = readResume(lines).resume;
    expect(profile.location).toBe('대한민국 서울');
    expect(profile.headline).toBe(
      'Senior Machine Learning Engineer at 온담커머스 | 추천 시스템 · MLOps | Python, Spark, Kubernetes',
    );
  });
});

describe("a section's heading in the margin after a skills list beside its own (en-html-pages)", () => {
  const rows: ItemRow[] = [
    ['Dana Okafor, PT, DPT', 50.25, 60, 200, 20, 'Lato-Bold'],
    ['dana.okafor@example.com', 50.25, 85, 120, 9, 'Lato-Regular'],
    ['E D U C A T I O N', 50.25, 569.25, 69.91, 9.0, 'Lato-Semibold'],
    ['University of Southern California', 154.64, 570.0, 159.89, 10.99, 'Lato-Bold'],
    [', Doctor of Physical Therapy', 314.53, 570.0, 135.09, 10.99, 'Lato-Regular'],
    ['May 2014', 154.64, 583.5, 37.94, 8.5, 'Lato-Regular'],
    ['University of California, Davis', 154.64, 605.25, 144.55, 10.99, 'Lato-Bold'],
    [', B.S. Exercise Biology', 299.19, 605.25, 104.87, 10.99, 'Lato-Regular'],
    ['June 2010', 154.64, 618.0, 39.32, 8.5, 'Lato-Regular'],
    ['S K I L L S', 50.25, 654.0, 38.78, 9.0, 'Lato-Semibold'],
    [
      'Orthopedic manual therapy, vestibular rehabilitation, dry needling, ACL and post-surgical',
      154.64,
      653.25,
      386.42,
      10.0,
      'Lato-Regular',
    ],
    [
      'protocols, gait analysis, functional capacity evaluations, Epic, WebPT, Spanish',
      154.64,
      666.75,
      336.64,
      10.0,
      'Lato-Regular',
    ],
    ['(conversational)', 154.64, 679.5, 68.76, 10.0, 'Lato-Regular'],
    ['A W A R D S', 50.25, 713.25, 49.4, 9.0, 'Lato-Semibold'],
    [
      'Clinical Excellence Award, Kaiser Permanente Northern California, 2023',
      154.64,
      712.5,
      313.59,
      10.0,
      'Lato-Regular',
    ],
    ['Board-Certi', 154.64, 728.25, 51.43, 10.0, 'Lato-Regular'],
    ['fi', 206.07, 728.25, 5.72, 10.0, 'Lato-Regular'],
    ['ed Orthopaedic Clinical Specialist (OCS), ABPTS, 2019', 211.79, 728.25, 236.92, 10.0, 'Lato-Regular'],
    [
      'Clinical Instructor of the Year, USC Division of Biokinesiology and Physical Therapy, 2018',
      154.64,
      743.25,
      388.01,
      10.0,
      'Lato-Regular',
    ],
  ];

  it("starts the awards where their heading stands, as the skills' did: the awards are no skills", () => {
    const { resume } = readResume(pdfLines(measuredRows(rows)));
    expect(resume.skills.core).not.toContain('Clinical Excellence Award');
    expect(resume.skills.core).toContain('Orthopedic manual therapy');
    expect(resume.custom.find((c) => /awards/iu.test(c.label))?.bullets).toHaveLength(3);
  });
});

describe("an Indonesian 'Data Pribadi' table (id-word-riwayat-hidup)", () => {
  const S = 'LiberationSerif';
  const rows: ItemRow[] = [
    ['DAFTAR RIWAYAT HIDUP', 208.0, 85.1, 179.52, 14.0, 'LiberationSerif-Bold'],
    ['DATA PRIBADI', 72.1, 111.3, 87.59, 12.0, 'LiberationSerif-Bold'],
    ['Nama', 77.5, 132.9, 28.61, 12.0, S],
    [':', 207.9, 132.9, 3.32, 12.0, S],
    ['Rizky Aditya Pratama', 222.1, 132.9, 106.56, 12.0, S],
    ['Tempat, Tanggal Lahir', 77.5, 148.7, 110.88, 12.0, S],
    [':', 207.9, 148.7, 3.32, 12.0, S],
    ['Bandung, 17 Agustus 1995', 222.1, 148.7, 130.56, 12.0, S],
    ['Jenis Kelamin', 77.5, 164.5, 68.26, 12.0, S],
    [':', 207.9, 164.5, 3.32, 12.0, S],
    ['Laki-laki', 222.1, 164.5, 43.91, 12.0, S],
    ['Agama', 77.5, 180.3, 34.61, 12.0, S],
    [':', 207.9, 180.3, 3.32, 12.0, S],
    ['Islam', 222.1, 180.3, 26.6, 12.0, S],
    ['Status', 77.5, 196.1, 29.26, 12.0, S],
    [':', 207.9, 196.1, 3.32, 12.0, S],
    ['Belum Menikah', 222.1, 196.1, 77.57, 12.0, S],
    ['Kewarganegaraan', 77.5, 211.9, 86.58, 12.0, S],
    [':', 207.9, 211.9, 3.32, 12.0, S],
    ['Indonesia', 222.1, 211.9, 46.61, 12.0, S],
    ['Tinggi / Berat Badan', 77.5, 227.7, 100.86, 12.0, S],
    [':', 207.9, 227.7, 3.32, 12.0, S],
    ['172 cm / 65 kg', 222.1, 227.7, 71.99, 12.0, S],
    ['Alamat', 77.5, 243.5, 35.3, 12.0, S],
    [':', 207.9, 243.5, 3.32, 12.0, S],
    ['Jl. Tubagus Ismail Dalam No. 12, RT', 222.1, 243.5, 180.14, 12.0, S],
    ['03/RW 05, Kel. Sekeloa, Kec. Coblong,', 222.1, 257.3, 192.54, 12.0, S],
    ['Bandung 40134', 222.1, 271.1, 76.3, 12.0, S],
    ['No. HP/WA', 77.5, 286.9, 59.24, 12.0, S],
    [':', 207.9, 286.9, 3.32, 12.0, S],
    ['0812-3456-7890', 222.1, 286.9, 79.99, 12.0, S],
    ['Email', 77.5, 302.7, 28.61, 12.0, S],
    [':', 207.9, 302.7, 3.32, 12.0, S],
    ['rizkyaditya.p95@example.co.id', 222.1, 302.7, 153.26, 12.0, S],
  ];

  it('reads the address wrapped in its value cell whole, and the place of birth beside its date as no address', () => {
    const { profile } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(profile.location).toBe(
      'Jl. Tubagus Ismail Dalam No. 12, RT 03/RW 05, Kel. Sekeloa, Kec. Coblong, Bandung 40134',
    );
    expect(profile.fullName).toBe('Rizky Aditya Pratama');
  });

  it('keeps a town under its street a field of its own, after a comma (de-word-werdegang)', () => {
    const german: ItemRow[] = [
      ['Lebenslauf', 71, 90, 80, 16, 'LiberationSerif-Bold'],
      ['Persönliche Daten', 71, 127.9, 92.9, 12, 'LiberationSerif-Bold'],
      ['Name:', 71, 155.5, 33, 12, S],
      ['Christian Vogl', 212.6, 155.5, 70.9, 12, S],
      ['Anschrift:', 71, 169.3, 50, 12, S],
      ['Gerolfinger Straße 112', 212.6, 169.3, 110.6, 12, S],
      ['85049 Ingolstadt', 212.6, 183.1, 80.9, 12, S],
      ['Telefon:', 71, 196.9, 42, 12, S],
      ['0171 / 5538204', 212.6, 196.9, 75.3, 12, S],
      ['E-Mail:', 71, 210.7, 37, 12, S],
      ['christian.vogl@example.de', 212.6, 210.7, 131.6, 12, S],
    ];
    expect(readResume(pdfLines(measuredRows(german))).resume.profile.location).toBe(
      'Gerolfinger Straße 112, 85049 Ingolstadt',
    );
  });
});

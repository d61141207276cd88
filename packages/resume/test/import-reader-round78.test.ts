import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 78: the corpus's rewrapped part and its larger print (`build.ts --probe=larger`); items as pdf.js read
// them from the files, each case misread before its rule.

describe("a season that ends an item's sentence on a line of its own ('… each' / 'spring')", () => {
  const R = 'SourceSans3-Regular';
  const SB = 'SourceSans3-SemiBold';
  const B = 'SourceSans3-Bold';
  const rows: ItemRow[] = [
    ['Jasmine Thibodeau', 143.7, 50, 249, 29.2, B],
    ['Work Experience', 203.1, 310.5, 99.1, 13.5, B],
    ['Jan 2020 - Present', 221.1, 339.8, 83.5, 9.7, SB],
    ['Manager, Public Engagement', 221.1, 353.1, 148.4, 11.7, B],
    ['Bluenose Energy Co-operative, Halifax, NS', 221.1, 367.7, 181.5, 10.4, R],
    ['•', 224, 541.5, 4, 10.4, R],
    ['Train eight executives and field supervisors as media spokespeople each', 234.1, 541.5, 311.1, 10.4, R],
    ['spring', 234.1, 555.8, 27.1, 10.4, R],
    ['Mar 2016 - Dec 2019', 221.1, 586.5, 93, 9.7, SB],
    ['Senior Communications Advisor', 221.1, 601.5, 164.2, 11.7, B],
    ['Maritime Health Foundation, Halifax, NS', 221.1, 615, 173.1, 10.4, R],
  ];

  it("leaves the season in the item and reads the next job's dates, which stand under it", () => {
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.startDate, j.endDate, j.bullets])).toEqual([
      [
        'Manager, Public Engagement',
        '2020-01',
        '',
        ['Train eight executives and field supervisors as media spokespeople each spring'],
      ],
      ['Senior Communications Advisor', '2016-03', '2019-12', []],
    ]);
  });
});

describe("a second title's dates drifted a line up, onto the last line of the items above it (Word's row of two cells)", () => {
  const R = 'NotoSans-Regular';
  const I = 'NotoSans-Italic';
  const B = 'NotoSans-Bold';
  const item = (text: string, y: number, width: number): ItemRow[] => [
    ['\uf0b7', 77.9, y, 4.9, 12, 'OpenSymbol'],
    [text, 95.9, y, width, 12, R],
  ];
  const rows: ItemRow[] = [
    ['Brian Halvorsen', 200, 60, 212, 26.5, B],
    ['EXPERIENCE', 54.1, 248.2, 78.4, 13, B],
    ['TARGET CORPORATION', 59.9, 271.6, 137.8, 12, B],
    ['Minneapolis, MN', 457.2, 271.6, 95.2, 12, R],
    ['Senior Manager, Operations Finance', 59.9, 287.9, 194.4, 12, I],
    ['June 2019 – Present', 441.5, 287.9, 110.9, 12, R],
    ...item('Identified $18M in savings through a network-wide', 435.1, 287.1),
    ['review of overtime, temporary labor and equipment', 95.9, 451.4, 293.1, 12, R],
    ['leases', 95.9, 467.8, 34.8, 12, R],
    ...item('Moved month-end reporting from Excel to Power BI', 484.1, 291.9),
    ['and Hyperion, saving about 60 analyst hours a month', 95.9, 500.5, 302, 12, R],
    ['Mar 2016 – May 2019', 432.7, 500.5, 119.6, 12, R],
    ['Senior Financial Analyst, Supply Chain', 59.9, 516.8, 201.8, 12, I],
    ...item('Owned the $650M transportation expense forecast', 533.1, 290),
  ];

  it('gives the dates to the title under them, and leaves the item whole', () => {
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['Senior Manager, Operations Finance', 'TARGET CORPORATION', '2019-06', '', 2],
      ['Senior Financial Analyst, Supply Chain', 'TARGET CORPORATION', '2016-03', '2019-05', 1],
    ]);
    expect(jobs[0]!.bullets[1]).toBe(
      'Moved month-end reporting from Excel to Power BI and Hyperion, saving about 60 analyst hours a month',
    );
  });
});

describe('a Greek CV (βιογραφικό σημείωμα) in Word: items that wrap around their years', () => {
  const R = 'NotoSans-Regular';
  const B = 'NotoSans-Bold';
  const BI = 'NotoSans-BoldItalic';
  const mark = (x: number, y: number): ItemRow => ['\uf0b7', x, y, 4.5, 11, 'OpenSymbol'];
  const rows: ItemRow[] = [
    ['Παπαδάκης Νικόλαος', 200, 80, 180, 16, B],
    ['ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ', 90, 291.6, 148.6, 11, B],
    ['Μάρτιος 2019 – σήμερα', 90, 313.6, 122.8, 11, R],
    ['Αιγαίον Εμπορική Α.Ε.', 217.6, 313.6, 122.5, 11, B],
    [', Αθήνα', 340.2, 313.6, 38.9, 11, R],
    ['Προϊστάμενος Λογιστηρίου', 217.6, 328.6, 141.7, 11, BI],
    mark(217.6, 499.6),
    ['Συμμετοχή στην εφαρμογή του SAP S/4HANA', 235.6, 499.6, 233.8, 11, R],
    ['(FI/CO) το 2021', 235.6, 514.6, 78.4, 11, R],
    ['10/2016 – 02/2019', 90, 539.6, 94.8, 11, R],
    ['Δέλτα Λογιστική & Φοροτεχνική Ε.Π.Ε.', 217.6, 539.6, 212.4, 11, B],
    [', Μαρούσι', 430.1, 539.6, 53.2, 11, R],
    ['Λογιστής', 217.6, 554.6, 46.7, 11, BI],
    mark(235.6 - 18, 569.6),
    ['Τήρηση απλογραφικών και διπλογραφικών βιβλίων', 235.6, 569.6, 269.4, 11, R],
    ['ΕΚΠΑΙΔΕΥΣΗ', 90, 628.8, 68.7, 11, B],
    mark(108, 650.8),
    ['Πτυχίο Οικονομικών Επιστημών', 126, 650.8, 181.7, 11, B],
    [', Εθνικό και Καποδιστριακό', 307.9, 650.8, 142.6, 11, R],
    ['Πανεπιστήμιο Αθηνών (2009 – 2013), Βαθμός: 7,45 («Λίαν Καλώς»)', 126, 665.8, 340.9, 11, R],
    mark(108, 681.8),
    ['Απολυτήριο Γενικού Λυκείου', 126, 681.8, 162.8, 11, B],
    [', 2ο Γενικό Λύκειο Αμπελοκήπων', 288.9, 681.8, 196.4, 11, R],
    ['(2009), Βαθμός: 18,4', 126, 696.8, 113.9, 11, R],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it("keeps a year the item's sentence names in the item ('… SAP S/4HANA' / '(FI/CO) το 2021')", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Προϊστάμενος Λογιστηρίου', 'Αιγαίον Εμπορική Α.Ε.', '2019-03', ''],
      ['Λογιστής', 'Δέλτα Λογιστική & Φοροτεχνική Ε.Π.Ε.', '2016-10', '2019-02'],
    ]);
    expect(resume.experience[0]!.bullets).toEqual(['Συμμετοχή στην εφαρμογή του SAP S/4HANA (FI/CO) το 2021']);
  });

  it('reads each school from its item, its dates in brackets on the wrapped line', () => {
    expect(resume.education.map((e) => [e.school, e.startDate, e.endDate])).toEqual([
      ['Εθνικό και Καποδιστριακό Πανεπιστήμιο Αθηνών', '2009', '2013'],
      ['2ο Γενικό Λύκειο Αμπελοκήπων', '', '2009'],
    ]);
  });
});

describe('a document on a wide line grid (WPS, lines 2.15 of their size apart)', () => {
  const R = 'LiberationSerif';
  const B = 'LiberationSerif-Bold';
  const rows: ItemRow[] = [
    ['Florencia Belén Giménez', 90.1, 60, 200, 19, B],
    ['EXPERIENCIA LABORAL', 90.1, 98.6, 176.7, 14.5, B],
    ['03/2018 - Actualidad: Transportes Río de la Plata S.R.L.', 90.1, 161, 348.8, 14.5, B],
    ['Puesto:', 90.1, 192.2, 45.9, 14.5, B],
    ['Asistente Administrativa', 139.7, 192.2, 144.4, 14.5, R],
    ['Tareas:', 90.1, 223.4, 47.5, 14.5, B],
    ['- Carga de facturas en Tango Gestión', 111.1, 254.6, 216.3, 14.5, R],
    ['- Conciliaciones bancarias y seguimiento de cuentas corrientes de', 111.1, 348.2, 393.4, 14.5, R],
    ['clientes con el estudio contable externo', 111.1, 379.4, 228, 14.5, R],
    ['- Armado de legajos del personal, control de asistencia y envío de', 111.1, 410.6, 393.8, 14.5, R],
    ['novedades para la liquidación de sueldos', 111.1, 441.8, 236.8, 14.5, R],
    ['- Manejo de caja chica y pago a proveedores', 111.1, 473, 258, 14.5, R],
    ['- Generación de VEP y presentaciones en la página de la', 111.1, 504.2, 393.7, 14.5, R],
    ['AFIP y de ARBA', 111.1, 535.4, 98, 14.5, R],
  ];

  it("joins an item's wrapped lines, which stand as far below it as the items stand apart", () => {
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.bullets])).toEqual([
      [
        'Asistente Administrativa',
        'Transportes Río de la Plata S.R.L.',
        [
          'Carga de facturas en Tango Gestión',
          'Conciliaciones bancarias y seguimiento de cuentas corrientes de clientes con el estudio contable externo',
          'Armado de legajos del personal, control de asistencia y envío de novedades para la liquidación de sueldos',
          'Manejo de caja chica y pago a proveedores',
          'Generación de VEP y presentaciones en la página de la AFIP y de ARBA',
        ],
      ],
    ]);
  });
});

describe("a word processor's justified line stretched far, of a phrase's words in capitals ('Bachiller  con  orientación  en  Economía')", () => {
  it('reads as one field after its label, not a row of cells', () => {
    const R = 'LiberationSerif';
    const words: Array<[string, number, number]> = [
      ['Bachiller', 175.8, 228.9],
      ['con', 239.6, 260.5],
      ['orientación', 271.3, 336.4],
      ['en', 347.2, 360.8],
      ['Economía', 371.6, 430.3],
      ['–', 441.1, 448.3],
      ['Colegio', 459, 505],
    ];
    const rows: ItemRow[] = [
      ['Secundario:', 90.1, 722.6, 74.8, 14.5, 'LiberationSerif-Bold'],
      [' ', 164.9, 722.6, 10.9, 14.5, 'LiberationSerif-Bold'],
      ...words.flatMap(([text, x, right], i): ItemRow[] => [
        [text, x, 722.6, right - x, 14.5, R],
        ...(i < words.length - 1 ? [[' ', right, 722.6, words[i + 1]![1] - right, 14.5, R] as ItemRow] : []),
      ]),
    ];
    const [line] = pdfLines(measuredRows(rows));
    expect(line!.parts.map((p) => p.text)).toEqual(['Secundario: Bachiller con orientación en Economía – Colegio']);
  });
});

describe('a Korean page cairo printed in Type3 fonts, where pdf.js reads Hangul 9.1 and Latin 10.5 in one line', () => {
  const T = 'Type3';
  const rows: ItemRow[] = [
    ['윤태호', 189.9, 49.8, 60, 21.2, T],
    ['(Taeho Yoon)', 250, 49.8, 120, 24.4, T],
    ['경력', 189.9, 310, 27.6, 11.7, T],
    ['주식회사 온담커머스', 189.9, 340, 98.4, 9.1, T],
    ['시니어 머신러닝 엔지니어', 189.9, 360, 112.1, 8.5, T],
    ['2020년 3월 - 현재', 189.9, 375, 100, 9.1, T],
    ['•', 189.9, 409.5, 3.4, 2.7, T],
    ['홈 화면 개인화 추천 모델', 196.1, 409.5, 103.2, 9.1, T],
    ['(', 302.1, 409.5, 3.3, 10.5, T],
    ['two', 305.4, 409.5, 17.8, 10.5, T],
    ['-', 323.2, 409.5, 3.5, 10.5, T],
    ['tower', 326.7, 409.5, 27, 10.5, T],
    ['구조) 설계 및 운영, 추천 영역 클릭률', 356.5, 409.5, 153.4, 9.1, T],
    ['38%', 511, 409.5, 20.3, 10.5, T],
    ['향상', 534.1, 409.5, 18.4, 9.1, T],
    ['•', 189.9, 424.5, 3.4, 2.7, T],
    ['Airflow', 196.1, 424.5, 32.8, 10.5, T],
    ['와', 228.9, 424.5, 9.2, 9.1, T],
    ['MLflow', 240.9, 424.5, 33.6, 10.5, T],
    ['기반 학습 파이프라인 구축으로 모델 재학습 주기를 주', 277.3, 424.5, 222.1, 8.6, T],
    ['1', 501.9, 424.5, 5.6, 10.5, T],
    ['회에서 매일', 507.5, 424.5, 48.8, 9.1, T],
    ['로 단축', 189.9, 439.5, 30.4, 9.1, T],
    ['•', 189.9, 454.5, 3.4, 2.7, T],
    ['Triton', 196.1, 454.5, 32, 10.5, T],
    ['Inference', 231, 454.5, 45, 10.5, T],
    ['Server', 279, 454.5, 37, 10.5, T],
    ['도입으로 실시간 추론 지연 시간 개선', 320, 454.5, 170, 9.1, T],
  ];

  it("reads a line of Hangul only at the line's size, so an item's wrapped end goes on the item", () => {
    const lines = pdfLines(measuredRows(rows));
    expect(lines.find((l) => l.text === '로 단축')!.size).toBeCloseTo(10.5, 0);
    const jobs = readResume(lines).resume.experience;
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.bullets).toHaveLength(3);
    expect(jobs[0]!.bullets[1]).toMatch(/^Airflow와 MLflow 기반 .* 매일 ?로 단축$/u);
  });
});

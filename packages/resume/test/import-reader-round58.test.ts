import { describe, expect, it } from 'vitest';
import { cleanText, findDates, headingKind, pdfLines, readResume } from '../src/import-reader';
import { DURATION } from '../src/import-reader/dates';
import { titleScore } from '../src/import-reader/lexicon';
import { measuredRows, page, type ItemRow, type PageRow } from './pdf-page';

// Corpus round 58: a Japanese job site's 職務経歴書 (ja-html-doda), LinkedIn's PDF in Portuguese (pt-html-linkedin), a
// Swedish CV typed in Word (sv-word-cv), a French technician's CV (fr-word-technicien) and the Europass in English
// (en-html-europass).

const JP = 'NotoSansCJKjp-Regular';
const JP_BOLD = 'NotoSansCJKjp-Bold';
const SHOKUMU_HEAD: ItemRow[] = [
  ['職務経歴書', 236.62, 65.25, 113.39, 16.2, JP_BOLD],
  ['氏名', 468.93, 112.5, 20.51, 10.26, JP],
  [' ', 489.44, 112.5, 13.66, 10.26, JP],
  ['山田', 499.69, 112.5, 20.51, 10.26, JP],
  [' ', 520.2, 112.5, 3.05, 10.26, JP],
  ['太郎', 522.49, 112.5, 20.52, 10.26, JP],
];
// The roles' table's head row, as the browser draws it again at the top of each page the table goes on to.
const headRow = (y: number): ItemRow[] => [
  ['期間', 78.6, y, 20.51, 10.26, JP],
  [' ', 99.11, y, 285.98, 10.26, JP],
  ['業務内容', 313.59, y, 41.03, 10.26, JP],
];

describe("a Japanese job site's 職務経歴書", () => {
  it('reads a department and a title typed with a full-width space as one title, and the head row once', () => {
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            ...SHOKUMU_HEAD,
            ['■職務経歴', 51.75, 403.5, 56.67, 11.34, JP_BOLD],
            ['株式会社アオバフーズ（2018年4月～現在）', 57.87, 438, 214.79, 10.8, JP_BOLD],
            ['事業内容：冷凍食品、調味料の製造、販売／従業員数：1,830名／上場', 51.75, 459.75, 320.5, 9.72, JP],
            ...headRow(482.25),
            ['2021年4月～', 59.24, 505.5, 59.22, 10.26, JP],
            ['現在', 78.6, 522, 20.51, 10.26, JP],
            ['営業企画部', 132.08, 505.5, 51.28, 10.26, JP_BOLD],
            [' ', 183.36, 505.5, 13.66, 10.26, JP_BOLD],
            ['マネージャー', 193.61, 505.5, 60.81, 10.26, JP_BOLD],
            ['【業務内容】', 132.08, 525, 61.53, 10.26, JP],
            ['・メンバー6名のマネジメント（目標設定、評価、育成）', 132.08, 541.5, 262.05, 10.26, JP],
            ['2018年4月～', 59.24, 719.25, 59.22, 10.26, JP],
            ['2021年3月', 64.37, 735, 48.97, 10.26, JP],
            ['首都圏営業部', 132.08, 719.25, 61.53, 10.26, JP_BOLD],
            [' ', 193.61, 719.25, 13.66, 10.26, JP_BOLD],
            ['主任', 203.86, 719.25, 20.51, 10.26, JP_BOLD],
            ['【業務内容】', 132.08, 738, 61.53, 10.26, JP],
            ['・後輩営業2名のOJT担当', 132.08, 787.5, 116.77, 10.26, JP],
          ],
          [
            ...headRow(60),
            ['【実績】', 132.08, 78, 41.02, 10.26, JP],
            ['・新規取引先の開拓', 132.08, 94.5, 90.2, 10.26, JP],
          ],
        ),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['営業企画部 マネージャー', '株式会社アオバフーズ', '2021-04', '', 1],
      ['首都圏営業部 主任', '株式会社アオバフーズ', '2018-04', '2021-03', 2],
    ]);
  });

  it('parts cells a full em apart with no space drawn between them', () => {
    const line = (space: boolean) =>
      pdfLines(
        measuredRows([
          ['営業企画部', 132.08, 505.5, 51.28, 10.26, JP_BOLD],
          ...(space ? [[' ', 183.36, 505.5, 13.66, 10.26, JP_BOLD] as ItemRow] : []),
          ['マネージャー', 193.61, 505.5, 60.81, 10.26, JP_BOLD],
        ]),
      )[0]!.parts.map((p) => p.text);
    expect(line(true)).toEqual(['営業企画部 マネージャー']);
    expect(line(false)).toEqual(['営業企画部', 'マネージャー']);
  });

  it('reads the headings after their mark when a redrawn PDF has lost the bold face', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['職務経歴書', 241.49, 60, 104.99, 14.18, 'g_d0_f1'],
          ['■', 48, 138, 9.88, 9.88, 'g_d0_f2'],
          ['職務要約', 58.5, 138, 42, 9.88, 'g_d0_f3'],
          ['食品卸でルート営業を5年間経験しました。', 48, 156, 195, 9.79, 'g_d0_f4'],
          ['■', 48, 186, 9.92, 9.92, 'g_d0_f2'],
          ['資格', 58.5, 186, 21, 9.92, 'g_d0_f3'],
          ['2019年6月 TOEIC 850点取得', 48, 204, 130, 9.79, 'g_d0_f4'],
        ]),
      ),
    ).resume;
    expect(resume.summary).toBe('食品卸でルート営業を5年間経験しました。');
  });

  it("reads cairo's hyphenation point as the katakana middle dot beside Japanese, not elsewhere", () => {
    expect(cleanText('‧POSデータを用いた販売分析')).toBe('・POSデータを用いた販売分析');
    expect(cleanText('活かせる経験‧知識‧技術')).toBe('活かせる経験・知識・技術');
    expect(cleanText('syl‧la‧ble')).toBe('syl‧la‧ble');
  });
});

const LI = 'Helvetica';
const LI_BOLD = 'Helvetica-Bold';
describe("LinkedIn's PDF in Portuguese", () => {
  it("takes a company's total time for a duration, and reads a company over its role as the others are", () => {
    expect(DURATION.test('6 anos 1 mês')).toBe(true);
    const job = (y: number, company: string, title: string, dates: string): PageRow[] => [
      [company, 190, y, 11.5, LI],
      [title, 190, y + 16, 10.5, LI_BOLD],
      [dates, 190, y + 30, 10, LI],
      ['Curitiba, Paraná, Brasil', 190, y + 44, 10, LI],
      ['- Construí os painéis de inadimplência em Power BI', 190, y + 60, 10, LI],
    ];
    const resume = readResume(
      pdfLines(
        page([
          ['Rafael Tomasini Kowalski', 190, 50, 25, LI],
          ['Experiência', 190, 100, 15, LI],
          ...job(130, 'Gralha Azul Pagamentos', 'Analista de Dados Sênior', 'jan de 2021 - o momento (4 anos 2 meses)'),
          ...job(
            210,
            'Cooperativa Agroindustrial Vale do Iguaçu',
            'Analista de Business Intelligence',
            'jul de 2016 - jan de 2019 (2 anos 7 meses)',
          ),
          ...job(
            290,
            'Rede Tingui Supermercados',
            'Estagiário em Inteligência de Mercado',
            'mar de 2015 - jun de 2016 (1 ano 4 meses)',
          ),
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Analista de Dados Sênior', 'Gralha Azul Pagamentos'],
      ['Analista de Business Intelligence', 'Cooperativa Agroindustrial Vale do Iguaçu'],
      ['Estagiário em Inteligência de Mercado', 'Rede Tingui Supermercados'],
    ]);
  });
});

describe("the Europass's and the Nordic headings", () => {
  it('knows them whole, and Swedish titles', () => {
    expect(headingKind('DIGITAL SKILLS')).toMatchObject({ kind: 'skills', cover: 1 });
    expect(headingKind('ABOUT MYSELF')).toMatchObject({ kind: 'summary', cover: 1 });
    expect(headingKind('IT-kunskaper')).toMatchObject({ kind: 'skills', cover: 1 });
    expect(['Lärare', 'Läkare', 'Säljare', 'Handläggare'].map(titleScore)).toEqual([1, 1, 1, 1]);
  });

  it("reads a certificate's name over its body as the degree, as the schools above it are set", () => {
    const B = 'OpenSans-Bold';
    const R = 'OpenSans';
    const school = (y: number, dates: string, degree: string, body: string): PageRow[] => [
      [`${dates} ${degree}`, 49, y, 10.5, B],
      [body, 49, y + 13, 9.5, R],
      ['City: Dublin | Country: Ireland', 49, y + 26, 8.5, R],
    ];
    const resume = readResume(
      pdfLines(
        page([
          ['Ciarán Doherty', 72, 60, 20, B],
          ['EDUCATION AND TRAINING', 72, 110, 12, B],
          ...school(140, '[ 09/2016 – 11/2018 ]', 'MSc in Supply Chain Management', 'Technological University Dublin'),
          ...school(200, '[ 09/2011 – 06/2015 ]', 'BA in International Business', 'University of Limerick'),
          ...school(
            260,
            '[ 02/2022 – 06/2022 ]',
            'Certified in Logistics, Transportation and Distribution (CLTD)',
            'Association for Supply Chain Management (ASCM)',
          ),
        ]),
      ),
    ).resume;
    expect(resume.education.map((s) => s.school)).toEqual([
      'Technological University Dublin',
      'University of Limerick',
      'Association for Supply Chain Management (ASCM)',
    ]);
  });
});

const SANS = 'LiberationSans';
const SANS_BOLD = 'LiberationSans-Bold';
const SANS_ITALIC = 'LiberationSans-Italic';
describe('a Swedish CV typed in Word', () => {
  it('reads roles under a hospital and its town, and a summer job whose town is on the line under it', () => {
    const resume = readResume(
      pdfLines(
        page([
          ['Karin Åberg', 71, 60, 22, SANS_BOLD],
          ['Arbetslivserfarenhet', 71, 200, 13, SANS_BOLD],
          ['Projektledare, Västra Götalandsregionen', 71, 234, 11, SANS],
          ['2019 – pågående', 439, 234, 11, SANS],
          ['Göteborg', 71, 247, 11, SANS],
          ['– Leder införandet av digitala vårdtjänster i primärvården', 85, 262, 11, SANS],
          ['Sahlgrenska Universitetssjukhuset', 71, 290, 11, SANS_BOLD],
          ['Göteborg', 71, 303, 11, SANS],
          ['Verksamhetsutvecklare inom vård-IT', 71, 318, 11, SANS_ITALIC],
          ['aug 2015 – dec 2018', 424, 318, 11, SANS],
          ['– Ledde förbättringsarbete kring journalsystemet', 85, 333, 11, SANS],
          ['Sjuksköterska', 71, 355, 11, SANS_ITALIC],
          ['sep 2012 – jul 2015', 428, 355, 11, SANS],
          ['– Arbetade på medicinavdelning med 28 vårdplatser', 85, 370, 11, SANS],
          ['Sjuksköterska (sommarvikariat), Kungälvs sjukhus', 71, 398, 11, SANS],
          ['sommaren 2012', 445, 398, 11, SANS],
          ['Kungälv', 71, 411, 11, SANS],
          ['– Semestervikariat på akutmottagningen', 85, 426, 11, SANS],
          ['Utbildning', 71, 460, 13, SANS_BOLD],
          ['Naturvetenskapsprogrammet, Hvitfeldtska gymnasiet', 71, 480, 11, SANS],
          ['2004 – 2007', 470, 480, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['Projektledare', 'Västra Götalandsregionen', 'Göteborg', '2019', ''],
      ['Verksamhetsutvecklare inom vård-IT', 'Sahlgrenska Universitetssjukhuset', 'Göteborg', '2015-08', '2018-12'],
      ['Sjuksköterska', 'Sahlgrenska Universitetssjukhuset', 'Göteborg', '2012-09', '2015-07'],
      ['Sjuksköterska (sommarvikariat)', 'Kungälvs sjukhus', 'Kungälv', '', ''],
    ]);
    expect(findDates('sommaren 2012')?.asWritten).toBe(true);
    expect(resume.education.map((s) => [s.school, s.degree])).toEqual([
      ['Hvitfeldtska gymnasiet', 'Naturvetenskapsprogrammet'],
    ]);
  });
});

describe("a French technician's CV", () => {
  it('reads months sharing a year in words, a town with its département, and a school wrapped beside its year', () => {
    expect(findDates('De juillet à décembre 2016')).toMatchObject({ start: '2016-07', end: '2016-12' });
    expect(findDates('De mai à juin 2015')).toMatchObject({ start: '2015-05', end: '2015-06' });
    const resume = readResume(
      pdfLines(
        page([
          ['Julien MARCHAND', 71, 60, 18, SANS_BOLD],
          ['EXPÉRIENCES PROFESSIONNELLES', 71, 200, 12, SANS_BOLD],
          ['Depuis 2021', 71, 230, 11, SANS],
          ['Technicien de maintenance – Salaisons Berthier (Saint-Priest, 69)', 241, 230, 11, SANS],
          ['- Maintenance préventive et curative des lignes de conditionnement', 255, 245, 11, SANS],
          ['De juillet à décembre 2016', 71, 270, 11, SANS],
          ['Technicien de maintenance (stage) – Fonderie Rivière (Lyon)', 241, 270, 11, SANS],
          ['- Remplacement de roulements et de courroies sur les convoyeurs', 255, 285, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['Technicien de maintenance', 'Salaisons Berthier', 'Saint-Priest, 69', '2021', ''],
      ['Technicien de maintenance (stage)', 'Fonderie Rivière', 'Lyon', '2016-07', '2016-12'],
    ]);
    // (The line runs to the column's edge: 'Diderot' did not fit after it.)
    const school = readResume(
      pdfLines(
        page([
          ['Julien MARCHAND', 71, 60, 18, SANS_BOLD],
          ['FORMATION', 71, 320, 12, SANS_BOLD],
          ['2016', 71, 345, 11, SANS],
          ['BTS Maintenance des Systèmes – Lycée La Martinière', 241, 345, 11, SANS],
          ['Diderot (Lyon)', 241, 358, 11, SANS],
        ]),
      ),
    ).resume;
    expect(school.education.map((s) => [s.school, s.degree, s.endDate])).toEqual([
      ['Lycée La Martinière Diderot', 'BTS Maintenance des Systèmes', '2016'],
    ]);
  });
});

describe("a French CV from Indeed's profile", () => {
  it('reads an item that wraps back to the margin after a colon as one item', () => {
    const resume = readResume(
      pdfLines(
        page([
          ['Aurélie Guérin', 72, 60, 20, SANS_BOLD],
          ['Expérience professionnelle', 72, 120, 14, SANS_BOLD],
          ['Superviseure service client', 72, 145, 11, SANS_BOLD],
          ['Nantes Habitat - Nantes (44)', 72, 160, 11, SANS],
          ["janvier 2020 à Aujourd'hui", 72, 175, 11, SANS],
          [
            '• Migration de la boîte mail partagée vers Zendesk en 2022 avec le service informatique :',
            72,
            192,
            11,
            SANS,
          ],
          ['paramétrage des macros et des vues, formation des conseillers', 72, 206, 11, SANS],
          ['• Suivi quotidien des indicateurs de satisfaction', 72, 220, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.bullets])).toEqual([
      [
        'Superviseure service client',
        [
          'Migration de la boîte mail partagée vers Zendesk en 2022 avec le service informatique : paramétrage des macros et des vues, formation des conseillers',
          'Suivi quotidien des indicateurs de satisfaction',
        ],
      ],
    ]);
  });
});

// Round 59: an Indian engineer's CV from Dubai (en-word-gulf) and a US accountant's resume (en-word-accountant).
const SERIF = 'NotoSerif';
const SERIF_BOLD = 'NotoSerif-Bold';
const SERIF_ITALIC = 'NotoSerif-Italic';
describe("a US accountant's resume", () => {
  const resume = readResume(
    pdfLines(
      page([
        ['JENNIFER L. MORALES, CPA', 200, 50, 16, SERIF_BOLD],
        ['PROFESSIONAL EXPERIENCE', 50, 120, 11, SERIF_BOLD],
        ['HARTWELL BRANDS, INC. | LISLE, IL', 50, 140, 10.5, SERIF_BOLD],
        ['June 2019 – Present', 470, 140, 10.5, SERIF],
        ['Senior Accountant', 50, 154, 10.5, SERIF_ITALIC],
        ['Promoted from Staff Accountant (2019) to Senior Accountant (2021)', 50, 168, 10.5, SERIF],
        ['• Own the month-end close for three subsidiaries', 60, 182, 10.5, SERIF],
        ['LINDQVIST & DOYLE LLP | OAK BROOK, IL', 50, 204, 10.5, SERIF_BOLD],
        ['September 2016 – May 2019', 440, 204, 10.5, SERIF],
        ['Audit Associate', 50, 218, 10.5, SERIF_ITALIC],
        ['• Audited revenue and inventory for manufacturing clients', 60, 232, 10.5, SERIF],
        ['CERTIFICATIONS & SOFTWARE', 50, 260, 11, SERIF_BOLD],
        ['Certified Public Accountant (CPA), State of Illinois, 2019', 50, 276, 10.5, SERIF],
        ['Software: NetSuite, SAP S/4HANA, BlackLine, Excel (Power Query, XLOOKUP), Tableau', 50, 290, 10.5, SERIF],
      ]),
    ),
  ).resume;

  it('reads a line that says she was promoted as said of the job, not as a job', () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['Senior Accountant', 'HARTWELL BRANDS, INC.', '2019-06', '', 1],
      ['Audit Associate', 'LINDQVIST & DOYLE LLP', '2016-09', '2019-05', 1],
    ]);
  });

  it('reads the software listed among her certifications as skills', () => {
    expect(resume.certifications).toEqual(['Certified Public Accountant (CPA), State of Illinois, 2019']);
    expect(resume.skills.core).toEqual([
      'NetSuite',
      'SAP S/4HANA',
      'BlackLine',
      'Excel (Power Query, XLOOKUP)',
      'Tableau',
    ]);
  });
});

const MARK = 'OpenSymbol';
describe("an Indian engineer's CV from Dubai", () => {
  it("keeps a job's projects under their label with its responsibilities", () => {
    const resume = readResume(
      pdfLines(
        page([
          ['NIKHIL SURESH PATIL', 200, 50, 16, SANS_BOLD],
          ['WORK EXPERIENCE', 54, 120, 11, SANS_BOLD],
          ['Al Bariq Contracting LLC, Dubai, UAE', 54, 140, 10, SANS_BOLD],
          ['Sep 2018 – Till Date', 460, 140, 10, SANS_BOLD],
          ['Designation: Senior MEP Engineer', 54, 154, 10, SANS],
          ['Responsibilities:', 54, 168, 10, SANS_BOLD],
          ['• Review of shop drawings and material submittals', 72, 182, 10, SANS],
          ['Major Projects Handled:', 54, 198, 10, SANS_BOLD],
          ['• G+4P+28 Residential Tower, Jumeirah Village Circle – AED 38 Million (MEP)', 72, 212, 10, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.bullets.length])).toEqual([
      ['Senior MEP Engineer', 'Al Bariq Contracting LLC', 2],
    ]);
  });

  it('reads a justified list of capitalised names parted by commas as one list', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['NIKHIL SURESH PATIL', 200, 60, 190, 16, SANS_BOLD],
          ['TECHNICAL SKILLS', 72, 440, 100, 11, SANS_BOLD],
          ['\uf0b7', 72, 472.3, 4.52, 11, MARK],
          [' ', 76.52, 472.3, 13.48, 11, MARK],
          ['Design:', 90, 472.3, 40.26, 11, SANS_BOLD],
          [' ', 130.26, 472.3, 7.24, 11, SANS_BOLD],
          ['Heat', 137.5, 472.3, 23.24, 11, SANS],
          [' ', 160.74, 472.3, 7.14, 11, SANS],
          ['Load', 167.88, 472.3, 24.43, 11, SANS],
          [' ', 192.31, 472.3, 7.16, 11, SANS],
          ['Calculation,', 199.47, 472.3, 57.43, 11, SANS],
          [' ', 256.91, 472.3, 7.14, 11, SANS],
          ['Duct', 264.04, 472.3, 22.64, 11, SANS],
          [' ', 286.68, 472.3, 7.14, 11, SANS],
          ['&', 293.82, 472.3, 7.33, 11, SANS],
          [' ', 301.15, 472.3, 7.16, 11, SANS],
          ['Pipe', 308.31, 472.3, 22.01, 11, SANS],
          [' ', 330.32, 472.3, 7.16, 11, SANS],
          ['Sizing,', 337.48, 472.3, 32.94, 11, SANS],
          [' ', 370.43, 472.3, 7.14, 11, SANS],
          ['ESP', 377.56, 472.3, 22.02, 11, SANS],
          [' ', 399.59, 472.3, 7.16, 11, SANS],
          ['Calculation,', 406.75, 472.3, 57.43, 11, SANS],
          [' ', 464.18, 472.3, 7.14, 11, SANS],
          ['Chilled', 471.32, 472.3, 33.59, 11, SANS],
          [' ', 504.91, 472.3, 7.16, 11, SANS],
          ['Water', 512.07, 472.3, 29.35, 11, SANS],
          ['Systems, VRF Systems, Fire Fighting & Plumbing Design', 90, 484.3, 279.2, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.skills.core).toEqual([
      'Heat Load Calculation',
      'Duct & Pipe Sizing',
      'ESP Calculation',
      'Chilled Water Systems',
      'VRF Systems',
      'Fire Fighting & Plumbing Design',
    ]);
  });
});

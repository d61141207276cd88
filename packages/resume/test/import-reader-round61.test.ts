import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 61 and residuals from before: a French technician's CV (fr-word-technicien), a Spanish CV from WPS
// with a date column (es-word-wps-fechas), the Europass in English printed larger (en-html-europass), a Japanese job
// site's 職務経歴書 (ja-html-doda), a US academic CV in Word (en-word-academic-cv), a French moderncv
// (fr-latex-moderncv) and a Chinese 个人简历 from WPS (zh-word-wps-jianli).

const SANS = 'LiberationSans';
const SANS_BOLD = 'LiberationSans-Bold';

describe("a French technician's CV", () => {
  it('reads two places joined in the brackets after a list of employers as their place', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Julien Morel', 71, 60, 120, 18, SANS_BOLD],
          ['EXPÉRIENCE PROFESSIONNELLE', 71, 480, 170, 12, SANS_BOLD],
          ['De juillet à décembre 2016', 71, 511.6, 130.78, 11, SANS],
          ['Missions d’intérim', 241.1, 511.6, 96.52, 11, SANS_BOLD],
          [' ', 337.62, 511.6, 3.08, 11, SANS_BOLD],
          ['– Adecco, Randstad, Synergie (Lyon', 340.7, 511.6, 179.19, 11, SANS],
          ['et Ain)', 241.1, 524.5, 31.76, 11, SANS],
          ['-', 241.1, 539.5, 3.66, 11, SANS],
          ['Adecco : agent de maintenance chez un fabricant d’emballages', 255.3, 539.5, 260, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Missions d’intérim', 'Adecco, Randstad, Synergie', 'Lyon et Ain'],
    ]);
  });

  it('joins a header wrapped beside its dates when its rest holds a comma only in its brackets', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Julien Morel', 71, 60, 120, 18, SANS_BOLD],
          ['EXPÉRIENCE PROFESSIONNELLE', 71, 580, 170, 12, SANS_BOLD],
          ['De mai à juin 2015', 71, 624.9, 99.92, 12, SANS],
          [' ', 170.92, 624.9, 70.18, 12, SANS],
          ['Stage de technicien de maintenance', 241.1, 624.9, 206.5, 12, SANS_BOLD],
          [' ', 447.6, 624.9, 3.6, 12, SANS_BOLD],
          ['– Fonderie', 451.2, 624.9, 57.3, 12, SANS],
          ['Rivière (Givors, 69)', 241.1, 637.8, 103.27, 12, SANS],
          ['-', 241.1, 652.8, 4, 12, SANS],
          [' ', 245.1, 652.8, 10.2, 12, SANS],
          ['Mise en place d’un plan de graissage des convoyeurs', 255.3, 652.8, 260, 12, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Stage de technicien de maintenance', 'Fonderie Rivière', 'Givors, 69'],
    ]);
  });
});

describe('a Spanish CV from WPS with a date column', () => {
  const mark = (y: number, size: number): ItemRow[] => [
    ['➢', 171.7, y, size * 0.84, size, 'DejaVuSans'],
    [' ', 171.7 + size * 0.84, y, 4, size, 'DejaVuSans'],
  ];
  it("reads a range wrapped inside its words for the present ('Enero 2020 – a' over 'la fecha')", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Lucía Paredes Rojas', 71, 60, 160, 18, SANS_BOLD],
          ['EXPERIENCIA LABORAL', 71, 317.2, 143.21, 12, SANS_BOLD],
          ['CORPORACIÓN ANDINA DE DISTRIBUCIÓN S.A.C.', 171.7, 344.4, 265.55, 11, SANS_BOLD],
          ['Cargo:', 171.7, 360, 35.44, 11, SANS_BOLD],
          ['Analista Contable', 210.2, 360, 86.2, 11, SANS],
          ['Funciones:', 171.7, 378.6, 58.65, 11, SANS_BOLD],
          ['Enero 2020 – a', 81.2, 394.5, 75.22, 11, SANS],
          ['la fecha', 99.5, 410.1, 38.51, 11, SANS],
          ...mark(394.5, 11),
          ['Registrar las operaciones de compras, ventas, caja y bancos.', 184.89, 394.5, 320, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.company, j.startDate, j.endDate])).toEqual([
      ['CORPORACIÓN ANDINA DE DISTRIBUCIÓN S.A.C.', '2020-01', ''],
    ]);
  });

  it("joins a date cell's end a page break carried to the next page", () => {
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            ['Lucía Paredes Rojas', 71, 60, 160, 18, SANS_BOLD],
            ['EXPERIENCIA LABORAL', 71, 317.2, 143.21, 12, SANS_BOLD],
            ['03/2016 – 12/2019', 94.3, 700.4, 90, 11, SANS],
            ['INVERSIONES SANTA ROSA DEL NORTE S.A.C.', 171.7, 700.4, 250, 11, SANS_BOLD],
            ['Cargo: Asistente Contable', 171.7, 716, 130, 11, SANS],
            ...mark(731.6, 11),
            ['Apoyar en las conciliaciones bancarias.', 185.19, 731.6, 200, 11, SANS],
            ['06/2014 –', 94.3, 769, 48.93, 11, SANS],
            [' ', 143.23, 769, 28.47, 11, SANS],
            ['ESTUDIO CONTABLE MENDOZA & ASOCIADOS E.I.R.L.', 171.7, 769, 292.46, 11, SANS_BOLD],
          ],
          [
            ['02/2016', 98.9, 117.9, 39.73, 11, SANS],
            ['Cargo:', 171.7, 77.4, 35.44, 11, SANS_BOLD],
            [' ', 207.14, 77.4, 3.06, 11, SANS_BOLD],
            ['Practicante Contable', 210.2, 77.4, 102.09, 11, SANS],
            ['Funciones:', 171.7, 96, 58.65, 11, SANS_BOLD],
            ...mark(111.9, 11),
            ['Digitar los registros de compras y ventas de 20 empresas clientes', 185.19, 111.9, 333.68, 11, SANS],
            ['en el sistema Siscont.', 171.7, 127.2, 106.92, 11, SANS],
            ...mark(143.1, 11),
            ['Apoyar en la declaración mensual de impuestos de los clientes del', 184.89, 143.1, 333.87, 11, SANS],
            ['Régimen MYPE Tributario.', 171.7, 158.4, 130.69, 11, SANS],
            ['FORMACIÓN ACADÉMICA', 71, 199.5, 150.55, 12, SANS_BOLD],
          ],
        ),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Asistente Contable', 'INVERSIONES SANTA ROSA DEL NORTE S.A.C.', '2016-03', '2019-12'],
      ['Practicante Contable', 'ESTUDIO CONTABLE MENDOZA & ASOCIADOS E.I.R.L.', '2014-06', '2016-02'],
    ]);
  });

  it('goes on an item wrapped back under its mark, in lower case, however far apart the lines are set', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Lucía Paredes Rojas', 71, 60, 160, 18, SANS_BOLD],
          ['EXPERIENCIA LABORAL', 71, 317.6, 155.15, 13, SANS_BOLD],
          ['Enero 2020 – Actualidad', 77.7, 344.8, 90, 12, SANS],
          ['CORPORACIÓN ANDINA DE DISTRIBUCIÓN S.A.C.', 171.7, 344.8, 289.69, 12, SANS_BOLD],
          ['Cargo:', 171.7, 360.4, 38.66, 12, SANS_BOLD],
          [' ', 210.36, 360.4, 3.34, 12, SANS_BOLD],
          ['Analista Contable', 213.7, 360.4, 93.94, 12, SANS],
          ['Funciones:', 171.7, 379, 63.94, 12, SANS_BOLD],
          ...mark(402.7, 12),
          ['Registrar las operaciones de compras, ventas, caja y bancos', 186.09, 402.7, 332.46, 12, SANS],
          ['en el sistema CONCAR y en SAP Business One.', 171.7, 425.8, 260.44, 12, SANS],
          ...mark(449.5, 12),
          ['Elaborar las conciliaciones bancarias mensuales de nueve', 188.29, 449.5, 330.43, 12, SANS],
          ['cuentas corrientes en soles y dólares.', 171.7, 472.6, 201.17, 12, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience[0]?.bullets).toEqual([
      'Registrar las operaciones de compras, ventas, caja y bancos en el sistema CONCAR y en SAP Business One.',
      'Elaborar las conciliaciones bancarias mensuales de nueve cuentas corrientes en soles y dólares.',
    ]);
  });
});

describe('the Europass in English, printed larger', () => {
  it("reads a paragraph's next line as its own when its first word would not have fitted ('S&OP')", () => {
    const europass: ItemRow[] = [
      ['Siobhán Walsh', 52.22, 60, 120, 18, SANS_BOLD],
      ['WORK EXPERIENCE', 52.22, 308.25, 116.62, 11.34, SANS_BOLD],
      ['[ 01/09/2020 – Current ]', 52.22, 330.75, 96.92, 9.18, SANS],
      ['Logistics Coordinator', 152, 330.75, 117.73, 11.34, SANS_BOLD],
      ['Kuehne + Nagel, Lda.', 52.22, 344.25, 99.49, 10.26, SANS],
      [
        'Book and track full and part loads with a pool of 14 Portuguese and Spanish hauliers, and negotiate spot',
        67.34,
        394.5,
        473.71,
        10.26,
        SANS,
      ],
      ['rates when capacity is short', 67.34, 405.75, 126.52, 10.26, SANS],
      ['[ 15/03/2018 – 31/08/2020 ]', 52.22, 489, 112.25, 9.18, SANS],
      ['Supply Chain Planning Analyst', 167.33, 489, 167.06, 11.34, SANS_BOLD],
      ['Glanbia plc', 52.22, 502.5, 51.3, 10.26, SANS],
      [
        'Demand and supply planning for the performance nutrition range sold in 40 markets. I ran the monthly',
        52.22,
        528,
        461.69,
        10.26,
        SANS,
      ],
      [
        'S&OP cycle for the European business, kept the safety stock model for finished goods up to date and',
        52.22,
        539.25,
        459.24,
        10.26,
        SANS,
      ],
      [
        'worked with contract manufacturers in the Netherlands and the UK to reschedule production when raw',
        52.22,
        550.5,
        463.96,
        10.26,
        SANS,
      ],
      ['materials ran short.', 52.22, 561.75, 87.76, 10.26, SANS],
    ];
    const glanbia = readResume(pdfLines(measuredRows(europass))).resume.experience[1]!;
    expect([...glanbia.bullets, glanbia.summary].join(' | ')).toBe(
      'Demand and supply planning for the performance nutrition range sold in 40 markets. I ran the monthly S&OP cycle for the European business, kept the safety stock model for finished goods up to date and worked with contract manufacturers in the Netherlands and the UK to reschedule production when raw materials ran short.',
    );
  });
});

const JP = 'NotoSansCJKjp-Regular';
describe("a Japanese job site's 職務経歴書", () => {
  it('keeps a phrase with its object particle whole at its 、, and lists nouns parted by it', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['職務経歴書', 236.62, 65.25, 113.39, 16.2, 'NotoSansCJKjp-Bold'],
          ['■活かせる経験・知識・技術', 51.75, 403.5, 140, 11.34, 'NotoSansCJKjp-Bold'],
          ['・POSデータ、ID-POSデータを用いた販売分析', 57.87, 430, 230, 10.26, JP],
          ['・Excel、PowerPoint、Tableau', 57.87, 448, 150, 10.26, JP],
        ]),
      ),
    ).resume;
    expect(resume.skills.core).toEqual(['POSデータ、ID-POSデータを用いた販売分析', 'Excel', 'PowerPoint', 'Tableau']);
  });
});

const SERIF = 'LiberationSerif';
describe("a US academic's CV in Word", () => {
  it("reads 'Academic Appointments' as jobs, the university apart from the unit typed after the title", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Claire M. Hollister', 220, 60, 150, 16, 'LiberationSerif-Bold'],
          ['ACADEMIC APPOINTMENTS', 72, 200, 150, 11, 'LiberationSerif-Bold'],
          ['Assistant Professor of Sociology, Department of Sociology,', 72, 220, 290, 11, SERIF],
          ['University of Wisconsin–Madison', 90, 233, 160, 11, SERIF],
          ['2021–present', 480, 233, 60, 11, SERIF],
          ['Postdoctoral Fellow, Population Studies Center, University of Michigan', 72, 250, 360, 11, SERIF],
          ['2019–2021', 490, 250, 50, 11, SERIF],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Assistant Professor of Sociology, Department of Sociology', 'University of Wisconsin–Madison', '2021', ''],
      ['Postdoctoral Fellow, Population Studies Center', 'University of Michigan', '2019', '2021'],
    ]);
  });
});

describe('a French moderncv', () => {
  it("knows a grande école by its initials ('INSA Lyon') between the degree and its town", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Élodie Marchand', 73, 60, 150, 20, 'LMSans10-Regular'],
          ['Formation', 73, 400, 60, 14, 'LMSans10-Regular'],
          ['2012–2015', 73, 420, 45, 10.9, 'LMRoman10-Regular'],
          [
            'Diplôme d’ingénieur en génie mécanique, INSA Lyon, Villeurbanne, Mention bien',
            131,
            420,
            389,
            10.9,
            'LMRoman10-Bold',
          ],
          ['Projet de fin d’études : optimisation du plan de surveillance', 131, 433, 260, 10, 'LMRoman10-Regular'],
          ['2010–2012', 73, 450, 45, 10.9, 'LMRoman10-Regular'],
          [
            'Classes préparatoires scientifiques (MPSI, MP), Lycée du Parc, Lyon',
            131,
            450,
            335,
            10.9,
            'LMRoman10-Bold',
          ],
        ]),
      ),
    ).resume;
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([
      ['INSA Lyon', 'Diplôme d’ingénieur en génie mécanique'],
      ['Lycée du Parc', 'Classes préparatoires scientifiques (MPSI, MP)'],
    ]);
  });
});

const ZH = 'NotoSansCJKjp-Regular';
describe('a Chinese 个人简历 from WPS', () => {
  const read = (rows: ItemRow[]) =>
    readResume(pdfLines(measuredRows([['林晓雯', 260, 60, 60, 18, 'NotoSansCJKjp-Bold'], ...rows]))).resume;
  it("parts a company's name from the title typed after a full-width space", () => {
    const resume = read([
      ['工作经历', 56, 300, 48, 12, 'NotoSansCJKjp-Bold'],
      ['2019.07 - 至今　阿里巴巴（中国）有限公司　高级数据分析师', 56, 320, 330, 10.5, 'NotoSansCJKjp-Bold'],
      ['1. 负责淘宝直播业务的数据分析', 56, 336, 170, 10.5, ZH],
    ]);
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([['高级数据分析师', '阿里巴巴(中国)有限公司']]);
  });

  it("keeps a Japanese university's faculty in its name", () => {
    const resume = read([
      ['学歴', 56, 400, 30, 12, 'NotoSansCJKjp-Bold'],
      ['2011年4月～2015年3月　早稲田大学　商学部　卒業', 56, 420, 260, 10.5, ZH],
    ]);
    expect(resume.education.map((e) => e.school)).toEqual(['早稲田大学 商学部']);
  });
});

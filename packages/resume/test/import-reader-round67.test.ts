import { describe, expect, it } from 'vitest';
import { findDates, headingKind, pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 67, and what was left of zh-word-wps-jianli: WPS Writer's numbered lists set their numbers apart.

describe('a Chinese 简历 from WPS Writer with numbered duties', () => {
  const BOLD = 'NotoSansCJKjp-Bold-VKana';
  const SERIF = 'NotoSerifCJKjp-Regular-VKana';
  const LATIN = 'LiberationSerif';
  const item = (n: number, text: string, y: number): ItemRow[] => [
    [`${n}.`, 58.1, y, 7.8, 10.5, LATIN],
    [text, 76.1, y, Math.min(text.length * 10.5, 462), 10.5, SERIF],
  ];

  it("reads each number set apart as its own item, never a month of the next entry's dates nor a cell's wrapped rest", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['张伟', 260, 60, 40, 20, BOLD],
          ['工作经历', 58.1, 410, 42, 12, BOLD],
          ['2019.07 - 至今', 58.1, 432.3, 70, 10.5, BOLD],
          ['阿里巴巴（中国）有限公司', 138.8, 432.3, 126, 10.5, BOLD],
          ['高级数据分析师', 275.3, 432.3, 73.5, 10.5, BOLD],
          ...item(
            1,
            '负责淘宝直播业务的核心指标体系搭建，梳理观看、互动、成交等四十余个指标口径，输出日报、周报',
            447.8,
          ),
          ...item(
            2,
            '设计并分析直播间推荐策略的实验二十余个，推动直播间人均观看时长提升百分之十五，覆盖全部直播间；',
            463.4,
          ),
          ...item(3, '基于用户行为数据搭建主播分层模型，为运营提供扶持名单，新主播三十日留存率提升八个百分点；', 479),
          ...item(4, '负责业务方数据需求的对接与排期，带领两名初级分析师完成双十一大促的实时监控与复盘。', 494.6),
          ['2017.09 - 2019.06', 58.1, 516, 90, 10.5, BOLD],
          ['杭州米橙网络科技有限公司', 179, 516, 126, 10.5, BOLD],
          ['数据分析师', 373, 516, 53, 10.5, BOLD],
          ...item(1, '负责社交电商平台的用户增长分析，搭建拉新、激活、留存漏斗模型，定位各环节转化瓶颈；', 531.6),
          ...item(2, '参与会员积分体系改版的效果评估，改版后会员复购率提升百分之十一。', 547.2),
          ['教育经历', 58.1, 600, 42, 12, BOLD],
          ['2012.09 - 2016.06　浙江大学　统计学（本科）', 58.1, 622, 230, 10.5, BOLD],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.company, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['阿里巴巴(中国)有限公司', '2019-07', '', 4],
      ['杭州米橙网络科技有限公司', '2017-09', '2019-06', 2],
    ]);
    expect(resume.experience[0]!.bullets[3]).toMatch(
      /^负责业务方数据需求的对接与排期.带领两名初级分析师完成双十一大促的实时监控与复盘。$/u,
    );
  });
});

describe('a Guatemalan CV, an Indonesian job site and a Dutch CV', () => {
  const SANS = 'LiberationSans';
  const BOLD = 'LiberationSans-Bold';
  const line = (text: string, y: number, font = SANS, x = 85): ItemRow => [text, x, y, text.length * 5.2, 11, font];
  const item = (text: string, y: number): ItemRow[] => [
    ['\uf0b7', 103, y, 5, 11, 'OpenSymbol'],
    [text, 121, y, text.length * 5, 11, SANS],
  ];

  it("reads 'Del 15 de enero de 2016 al 31 de enero de 2019' under a job's labels as its dates", () => {
    expect(findDates('Del 15 de enero de 2016 al 31 de enero de 2019')).toMatchObject({
      start: '2016-01',
      end: '2019-01',
    });
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['ANDREA MARISOL MONTERROSO BARRIOS', 180, 80, 240, 14, BOLD],
          line('EXPERIENCIA LABORAL', 380, BOLD),
          line('Empresa: Distribuidora Centroamericana de Alimentos, S.A.', 406, BOLD),
          line('Puesto: Coordinadora Administrativa', 418),
          line('Del 01 de febrero de 2019 al presente', 431),
          line('Atribuciones:', 447, BOLD),
          ...item('Coordinación de las áreas de compras, bodega y facturación.', 460),
          line('Empresa: Comercial Los Volcanes, S.A.', 603, BOLD),
          line('Puesto: Asistente Administrativa', 616),
          line('Del 15 de enero de 2016 al 31 de enero de 2019', 629),
          line('Atribuciones:', 644, BOLD),
          ...item('Manejo y liquidación del fondo de caja chica.', 658),
          line('HABILIDADES', 700, BOLD),
          line('Microsoft Excel, SAP Business One.', 716),
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.company, j.title, j.startDate, j.endDate])).toEqual([
      ['Distribuidora Centroamericana de Alimentos, S.A.', 'Coordinadora Administrativa', '2019-02', ''],
      ['Comercial Los Volcanes, S.A.', 'Asistente Administrativa', '2016-01', '2019-01'],
    ]);
  });

  it("joins a school's initials and year wrapped onto the next line ('… de Guatemala' / '(USAC), 2015')", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['ANDREA MARISOL MONTERROSO BARRIOS', 180, 80, 240, 14, BOLD],
          line('FORMACIÓN ACADÉMICA', 300, BOLD),
          line('Licenciatura en Administración de Empresas – Universidad de San Carlos de Guatemala', 320),
          line('(USAC), 2015', 333),
          line('Perito Contador – Instituto Privado Mixto de Comercio San Sebastián, 2009', 346),
          line('HABILIDADES', 400, BOLD),
          line('Microsoft Excel, SAP Business One.', 416),
        ]),
      ),
    ).resume;
    expect(resume.education.map((e) => [e.school, e.degree, e.endDate])).toEqual([
      ['Universidad de San Carlos de Guatemala (USAC)', 'Licenciatura en Administración de Empresas', '2015'],
      ['Instituto Privado Mixto de Comercio San Sebastián', 'Perito Contador', '2009'],
    ]);
  });

  it("knows JobStreet's 'Riwayat Karier' as experience, and a Dutch 'ROC' as a school", () => {
    expect(headingKind('Riwayat Karier')).toMatchObject({ kind: 'experience', cover: 1 });
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Sanne de Vries', 200, 80, 120, 16, BOLD],
          line('Opleidingen', 660, BOLD, 76),
          ['2007 – 2010', 76, 740, 62, 11, BOLD],
          ['MBO Logistiek Teamleider (niveau 4), ROC Midden Nederland', 190, 740, 321, 11, BOLD],
          line('Diploma behaald', 753, SANS, 190),
          line('Talen', 790, BOLD, 76),
          line('Nederlands – moedertaal', 806, SANS, 76),
        ]),
      ),
    ).resume;
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([
      ['ROC Midden Nederland', 'MBO Logistiek Teamleider (niveau 4)'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { labelled } from '../src/import-reader/contact';
import { isPageNumber } from '../src/import-reader/page-furniture';
import { withoutLevels } from '../src/import-reader/skill-levels';
import { cjkItems, cjkWidth, measuredRows, type ItemRow } from './pdf-page';

// Corpus round 54: a mainland Chinese job site's resume (zh-html-liepin, as Liepin prints one): each job a grid of
// labels ('职位：' | title | '所在部门：' | department), then '工作职责：' and '工作业绩：' each with its items numbered
// '1、', '2、' in a cell beside it, whose lines after the first Chromium painted after the page's foot.

const R = 'NotoSansCJKsc-Regular';
const B = 'NotoSansCJKsc-Bold';
const cell = cjkItems(R, 9.49);
/** A cell set flush right at the text's edge, as the dates are. */
const right = (text: string, y: number): ItemRow => cell(text, 547 - cjkWidth(text, 9.49), y);

const pages = measuredRows([
  cell('陈思远', 48, 56, 22, B),
  cell('男 | 32岁 | 本科 | 工作8年 | 现居上海', 48, 88, 10),
  cell('手机：139 1762 4093', 48, 107),
  cell('邮箱：chensiyuan_data@example.com', 200, 107),
  cell('工作经历', 51, 222, 11.5, B),
  cell('上海数翼信息科技有限公司', 48, 248, 10.5, B),
  right('2019.07 - 至今', 248),
  cell('职位：', 48, 268),
  cell('数据平台技术经理', 96, 268),
  cell('所在部门：技术中心-数据平台部', 300, 268),
  cell(
    '工作职责：1、负责公司数据平台的整体架构设计与技术选型，规划离线数仓、实时计算和数据服务三条产品线，制定',
    48,
    302,
  ),
  cell('工作业绩：1、完成2.3PB数据的平滑迁移，集群成本每年节省约420万元；', 48, 383),
  cell('上海博联软件技术有限公司', 48, 443, 10.5, B),
  right('2014.07 - 2016.08', 443),
  cell('职位：', 48, 463),
  cell('Java开发工程师', 96, 463),
  cell('所在部门：金融事业部', 300, 463),
  cell('工作职责：1、参与城商行信贷管理系统的开发与维护，负责贷后管理模块；', 48, 497),
  cell('工作业绩：1、独立完成贷后预警功能开发，按期交付三家银行客户。', 48, 547),
  cell('教育经历', 51, 600, 11.5, B),
  cell('2010.09 - 2014.06', 48, 626),
  cell('同济大学', 160, 626, 9.49, B),
  cell('软件工程', 220, 626),
  cell('本科', 280, 626),
  cell('统招', 305, 626, 7.5),
  cell('技能/语言', 51, 660, 11.5, B),
  cell('Hadoop 精通', 48, 686),
  cell('Spark 精通', 180, 686),
  cell('Hive 精通', 310, 686),
  cell('Flink 熟练', 440, 686),
  cell('Kafka 熟练', 48, 704),
  cell('Java 精通', 180, 704),
  cell('ClickHouse 熟练', 48, 722),
  cell('SQL调优 精通', 180, 722),
  cell('语言：英语(CET-6，读写熟练)', 48, 742),
  cell('普通话(母语)', 260, 742),
  cell('本简历由猎英网提供，仅供招聘使用，请勿外传', 40, 812, 7),
  cell('第1页/共2页', 500, 812, 7),
  // The duties' and results' lines after their first, painted last.
  cell('年度技术路线图与预算，并推动落地；', 96, 318),
  cell('2、带领6人数据开发团队，负责需求排期、代码评审与人员培养；', 96, 334),
  cell('3、主导从自建Hadoop集群向云上存算分离架构迁移，制定迁移方案与回滚预案；', 96, 350),
  cell('4、与业务、BI及算法团队对接，统一指标口径，建设公司级指标中心。', 96, 365),
  cell('2、基于Flink搭建实时计算平台，核心报表延迟由T+1缩短到分钟级；', 96, 398),
  cell('2、编写存储过程与批处理程序，完成每日跑批与数据核对；', 96, 513),
]);

describe("a Chinese job site's label grid", () => {
  const { resume } = readResume(pdfLines(pages));

  it('reads each job: the title by its label, without the department labelled beside it', () => {
    expect(resume.experience.map((j) => [j.company, j.title, j.startDate, j.endDate])).toEqual([
      ['上海数翼信息科技有限公司', '数据平台技术经理', '2019-07', ''],
      ['上海博联软件技术有限公司', 'Java开发工程师', '2014-07', '2016-08'],
    ]);
  });

  it("reads the numbered items after '工作职责：' and '工作业绩：', their lines painted late put back under them", () => {
    expect(resume.experience.map((j) => j.bullets)).toEqual([
      [
        '负责公司数据平台的整体架构设计与技术选型，规划离线数仓、实时计算和数据服务三条产品线，制定年度技术路线图与预算，并推动落地；',
        '带领6人数据开发团队，负责需求排期、代码评审与人员培养；',
        '主导从自建Hadoop集群向云上存算分离架构迁移，制定迁移方案与回滚预案；',
        '与业务、BI及算法团队对接，统一指标口径，建设公司级指标中心。',
        '完成2.3PB数据的平滑迁移，集群成本每年节省约420万元；',
        '基于Flink搭建实时计算平台，核心报表延迟由T+1缩短到分钟级；',
      ],
      [
        '参与城商行信贷管理系统的开发与维护，负责贷后管理模块；',
        '编写存储过程与批处理程序，完成每日跑批与数据核对；',
        '独立完成贷后预警功能开发，按期交付三家银行客户。',
      ],
    ]);
  });

  it("reads the town after '现居', the school's admission tag as a detail, and skills without their levels", () => {
    expect(resume.profile.location).toBe('上海');
    expect(resume.education.map((e) => [e.school, e.degree, e.field, e.details])).toEqual([
      ['同济大学', '本科', '软件工程', ['统招']],
    ]);
    expect(resume.skills.core).toEqual(['Hadoop', 'Spark', 'Hive', 'Flink', 'Kafka', 'Java', 'ClickHouse', 'SQL调优']);
    expect(resume.skills.languages).toEqual(['英语(CET-6，读写熟练)', '普通话(母语)']);
  });
});

describe("a Word table's label cell drawn before its value's lines", () => {
  it("keeps '工作内容' before the items beside it: a label line that ends short is no line wrapped onto them", () => {
    // (zh-word-biaoge: the label set in the middle of its tall cell, drawn first; the items' first line stands
    // under the title's row, which ends well short of the text's edge.)
    const lines = pdfLines(
      measuredRows([
        cell('起止时间 2019.07-至今 公司名称 深圳市腾达科技有限公司', 63, 426),
        cell('职位 测试工程师 所在部门 质量保障部', 63, 449),
        cell('工作内容', 63, 542),
        cell('1.负责公司财务 SaaS 产品(总账、报表、税务模块)的功能测试，参与需求评审，编写测', 121, 472),
        cell('试计划和测试用例；', 121, 487),
        cell('2.使用 Postman、JMeter 进行接口测试和性能测试，输出性能测试报告', 121, 503),
      ]),
    );
    expect(lines.map((l) => l.text.slice(0, 4))).toEqual([
      '起止时间',
      '职位 测',
      '工作内容',
      '1.负责',
      '试计划和',
      '2.使用',
    ]);
  });
});

describe('Chinese page furniture, levels and places', () => {
  it("takes '第1页/共2页' for a page's number", () => {
    expect(['第1页/共2页', '第 1 頁，共 2 頁', '第3页'].map(isPageNumber)).toEqual([true, true, true]);
    expect(isPageNumber('第一届')).toBe(false);
  });

  it("takes a level typed after each skill of a row off ('Hadoop 精通'), not one after a dash ('Excel - Avanzado')", () => {
    expect(withoutLevels(['Hadoop 精通', 'SQL调优 精通'])).toEqual(['Hadoop', 'SQL调优']);
    expect(withoutLevels(['Excel - Avanzado', 'SAP FI - Intermedio'])).toEqual([
      'Excel - Avanzado',
      'SAP FI - Intermedio',
    ]);
    // (Only when each item of the row has one: 'Power BI' is a name.)
    expect(withoutLevels(['Python Advanced', 'Power BI'])).toEqual(['Python Advanced', 'Power BI']);
  });

  it("reads a Chinese place label joined to its town ('现居上海'), not any word it starts", () => {
    expect(labelled('现居上海')).toEqual({ kind: 'place', value: '上海' });
    expect(labelled('现居住地北京')).toEqual({ kind: 'place', value: '北京' });
    expect(labelled('所在地区域经理')).toBeUndefined();
  });
});

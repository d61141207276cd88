// A Chinese 个人简历 typed in Word from the 表格式 template the download sites hand out (A4, 宋体 五号 body, 微软雅黑
// headings): the title '个人简历' centred and letter-spaced over ONE bordered table that holds the whole resume, its
// cells merged over an uneven grid. What it has:
// - shaded full-width rows as the section headings ('基本信息', '求职意向', '教育背景', '工作经历', '项目经验',
//   '专业技能', '证书', '自我评价');
// - 基本信息 as label | value | label | value cells, the two-character labels padded with ideographic spaces to the
//   width of the four-character ones ('姓\u3000\u3000名' | '王磊' | '性\u3000\u3000别' | '男', '出生年月', '政治面貌', '民\u3000\u3000族',
//   '学\u3000\u3000历' | '本科', '手\u3000\u3000机' | '138 0013 8000', '邮\u3000\u3000箱', '现居地' | '北京市海淀区', '籍\u3000\u3000贯'), beside a
//   1寸 photo on a blue backdrop in a cell merged down over the five rows (vMerge): the name is only in a cell,
//   never a heading;
// - 求职意向 as one row of three label/value pairs ('期望职位' | '数据分析师' — not the current title —, '期望城市',
//   '期望薪资' | '20K-30K/月');
// - 教育背景 under its own column-heading row ('起止时间 | 学校名称 | 专业 | 学历'), the school as four cells
//   ('2013.09 - 2017.06 | 北京理工大学 | 统计学 | 本科') over a full-width cell with 'GPA：' and '主修课程：…' lines;
// - 工作经历 as a bold row of three cells ('2020.07 - 至今 | 京东集团 | 高级数据分析师') over a full-width cell of
//   duties, typed three ways: '1. …；' one a paragraph (numbers typed, no Word list), '● …；' one a paragraph, and
//   one run-on paragraph '工作内容：1.…；2.…；3.…。' wrapping over lines;
// - 项目经验 in the same shape as a job ('2022.03 - 2022.12 | 京东零售用户流失预警模型 | 项目负责人') over
//   '项目描述：' and '主要职责：' paragraphs (a project, not a job);
// - 专业技能 as 'Label：a、b、c' lines split by 、; 证书 and 自我评价 as prose; full-width punctuation throughout.
// The table runs over onto page 2, the break falling between the '专业技能' heading row and its cell.
import {
  AlignmentType,
  BorderStyle,
  HeightRule,
  ImageRun,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { png, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'zh-Hans',
  name: '王磊',
  email: 'wanglei95@example.com',
  phone: '138 0013 8000',
  location: '北京市海淀区',
  jobs: [
    {
      title: '高级数据分析师',
      company: '京东集团',
      start: '2020-07',
      end: 'present',
      bullets: [
        '负责京东零售用户增长板块的数据分析，搭建拉新、留存、复购指标体系及日报看板',
        '设计并评估首页改版、优惠券策略等A/B测试30余个，推动首页点击转化率提升12%',
        '基于RFM模型和K-Means聚类搭建用户分层体系，支持精准营销，营销活动ROI提升18%',
        '带领3名分析师完成需求排期与SQL代码评审，沉淀分析模板20余个',
      ],
    },
    {
      title: '数据分析师',
      company: '北京智联易达信息技术有限公司',
      start: '2018-03',
      end: '2020-06',
      bullets: [
        '负责电商平台交易数据的日常监控和异常波动归因分析，每周输出经营分析报告',
        '使用Python搭建品类销量预测模型，预测准确率由72%提升至85%',
        '对接产品、运营团队的数据需求，用Tableau搭建销售看板15个',
      ],
    },
    {
      title: '数据分析助理',
      company: '北京博思远景咨询有限公司',
      start: '2017-07',
      end: '2018-02',
      bullets: [
        '协助完成快消品客户的市场调研问卷设计与数据录入',
        '使用SPSS进行描述统计和交叉分析，撰写调研报告',
        '整理行业公开数据，维护客户数据库',
      ],
    },
  ],
  // As in zh-html-jianli: the major as the degree (the 学历 cell '本科' beside it).
  schools: [{ school: '北京理工大学', degree: '统计学', start: '2013-09', end: '2017-06' }],
  skills: [
    'SQL',
    'Python',
    'Hive',
    'Spark',
    'Excel',
    'Tableau',
    'Power BI',
    'A/B测试',
    '回归分析',
    '用户分群',
    '时间序列预测',
  ],
};

// A4 with the template's margins narrowed to 1.8 cm.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 1020;
const WIDTH = PAGE.width - 2 * MARGIN;
// The table's grid, an uneven one as merged cells leave it: boundaries at 0, 1300, 2400, 3500, 4800, 6500, 7666.
const GRID = [1300, 1100, 1100, 1300, 1700, 1166, WIDTH - 7666];
const span = (from: number, to: number) => GRID.slice(from, to + 1).reduce((a, b) => a + b, 0);

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
const HEI = '微软雅黑';
const SHADE = 'DEEAF6';

const line = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const grid = { top: line, bottom: line, left: line, right: line };

const t = (text: string, options: IRunOptions = {}) =>
  new TextRun({ text, language: { value: 'en-US', eastAsia: 'zh-CN' }, ...options });
const p = (
  children: TextRun[],
  options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {},
): Paragraph => new Paragraph({ spacing: { after: 0, line: 300 }, ...options, children });

/** A cell over the grid's columns `from`..`to`. */
const cell = (from: number, to: number, children: Paragraph[], extra: object = {}) =>
  new TableCell({
    borders: grid,
    width: { size: span(from, to), type: WidthType.DXA },
    columnSpan: to - from + 1,
    verticalAlign: VerticalAlign.CENTER,
    margins: { left: 108, right: 108, top: 30, bottom: 30 },
    children,
    ...extra,
  });
const centred = (from: number, to: number, text: string, run: IRunOptions = {}) =>
  cell(from, to, [p([t(text, run)], { alignment: AlignmentType.CENTER })]);
const label = (from: number, to: number, text: string) => centred(from, to, text, { bold: true });

const ROW = 440;
const row = (children: TableCell[], height = ROW) =>
  new TableRow({ height: { value: height, rule: HeightRule.ATLEAST }, children });

/** A section heading: a shaded row across the table, the heading in 微软雅黑. */
const heading = (text: string) =>
  new TableRow({
    height: { value: 460, rule: HeightRule.ATLEAST },
    cantSplit: true,
    children: [
      cell(0, 6, [p([t(text, { bold: true, font: HEI, size: sz(24) })])], {
        shading: { type: ShadingType.CLEAR, color: 'auto', fill: SHADE },
      }),
    ],
  });

/** A full-width cell of paragraphs (duties, course lists, prose). */
const block = (paragraphs: Paragraph[]) =>
  new TableRow({
    children: [
      cell(0, 6, paragraphs, {
        verticalAlign: VerticalAlign.TOP,
        margins: { left: 108, right: 108, top: 60, bottom: 60 },
      }),
    ],
  });
const text = (s: string, options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  p([t(s)], { alignment: AlignmentType.BOTH, ...options });

// The photo: a 1寸 ID picture, head and shoulders in a white shirt and dark jacket on the usual blue backdrop.
const portrait = png(125, 175, (x, y) => {
  const hair = ((x - 62) / 31) ** 2 + ((y - 60) / 32) ** 2 <= 1 && y < 56;
  const head = ((x - 62) / 27) ** 2 + ((y - 72) / 35) ** 2 <= 1;
  const neck = Math.abs(x - 62) < 13 && y > 98 && y < 124;
  const shoulders = y > 118 && ((x - 62) / 62) ** 2 + ((y - 196) / 76) ** 2 <= 1;
  const shirt = shoulders && Math.abs(x - 62) < 16 - (y - 118) / 5 && y < 160;
  if (hair) return [28, 24, 22];
  if (head || neck) return [226, 188, 160];
  if (shirt) return [246, 246, 248];
  if (shoulders) return [34, 38, 48];
  return [67, 142, 219];
});

const photo = (rows: number) =>
  new TableCell({
    borders: grid,
    rowSpan: rows,
    width: { size: GRID[6]!, type: WidthType.DXA },
    verticalAlign: VerticalAlign.CENTER,
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new ImageRun({ type: 'png', data: portrait, transformation: { width: 94, height: 132 } })],
      }),
    ],
  });

// 基本信息: label | value | label | value, the photo merged down the right.
const personal: Array<[string, string, string, string]> = [
  ['姓　　名', expected.name, '性　　别', '男'],
  ['出生年月', '1995.06', '民　　族', '汉族'],
  ['政治面貌', '中共党员', '学　　历', '本科'],
  ['手　　机', expected.phone!, '邮　　箱', expected.email!],
  ['现居地', expected.location!, '籍　　贯', '山东潍坊'],
];

/** An entry's heading row: dates | name | role, in bold. */
const entry = (dates: string, name: string, role: string) =>
  row(
    [centred(0, 1, dates, { bold: true }), centred(2, 4, name, { bold: true }), centred(5, 6, role, { bold: true })],
    420,
  );

type Job = (typeof expected.jobs)[0];
const [jd, zhilian, bosi] = expected.jobs as [Job, Job, Job];
const ends = (items: string[]) => items.map((b, i) => `${b}${i === items.length - 1 ? '。' : '；'}`);

// Made anew at each build: the docx package adds the merged photo's continuation cells to the rows it is given.
const rows = () => [
  heading('基本信息'),
  ...personal.map(([l1, v1, l2, v2], i) =>
    row(
      [
        label(0, 0, l1),
        centred(1, 2, v1),
        label(3, 3, l2),
        centred(4, 5, v2),
        ...(i === 0 ? [photo(personal.length)] : []),
      ],
      500,
    ),
  ),
  heading('求职意向'),
  row([
    label(0, 0, '期望职位'),
    centred(1, 2, '数据分析师'),
    label(3, 3, '期望城市'),
    centred(4, 4, '北京'),
    label(5, 5, '期望薪资'),
    centred(6, 6, '20K-30K/月'),
  ]),
  heading('教育背景'),
  row([label(0, 1, '起止时间'), label(2, 3, '学校名称'), label(4, 5, '专业'), label(6, 6, '学历')], 400),
  row([
    centred(0, 1, '2013.09 - 2017.06'),
    centred(2, 3, '北京理工大学'),
    centred(4, 5, '统计学'),
    centred(6, 6, '本科'),
  ]),
  block([
    text('GPA：3.6/4.0（专业排名前10%），连续两年获校级二等奖学金'),
    text('主修课程：数理统计、回归分析、多元统计分析、时间序列分析、抽样调查、数据挖掘、统计软件（SAS/R）'),
  ]),
  heading('工作经历'),
  entry('2020.07 - 至今', jd.company, jd.title),
  // Numbers typed by hand, one duty a paragraph.
  block(ends(jd.bullets).map((b, i) => text(`${i + 1}. ${b}`))),
  entry('2018.03 - 2020.06', zhilian.company, zhilian.title),
  // '●' typed from the input method's symbols.
  block(ends(zhilian.bullets).map((b) => text(`● ${b}`))),
  entry('2017.07 - 2018.02', bosi.company, bosi.title),
  // One run-on paragraph.
  block([
    text(
      `工作内容：${ends(bosi.bullets)
        .map((b, i) => `${i + 1}.${b}`)
        .join('')}`,
    ),
  ]),
  heading('项目经验'),
  entry('2022.03 - 2022.12', '京东零售用户流失预警模型', '项目负责人'),
  block([
    text(
      '项目描述：针对近半年活跃度持续下降的用户，整合交易、浏览、客服等多源行为数据，建立用户流失预警模型，为运营召回提供名单和策略依据。',
    ),
    text(
      '主要职责：负责特征工程与XGBoost模型训练，模型AUC达到0.82；推动预测结果接入短信和Push召回流程，高风险用户30日召回率提升9%。',
    ),
  ]),
  heading('专业技能'),
  block([
    text('数据工具：SQL、Python、Hive、Spark、Excel'),
    text('可视化：Tableau、Power BI'),
    text('分析方法：A/B测试、回归分析、用户分群、时间序列预测'),
  ]),
  heading('证书'),
  block([text('大学英语六级（CET-6，2015年）、CDA数据分析师二级（2021年）、全国计算机等级考试二级（2014年）')]),
  heading('自我评价'),
  block([
    text(
      '九年数据分析工作经验，熟悉电商零售业务，逻辑清晰，善于从数据中发现问题并推动业务落地；工作认真负责，抗压能力强，具有良好的沟通能力和团队合作精神。',
    ),
  ]),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: { top: 1134, bottom: 1020, left: MARGIN, right: MARGIN } } },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [t('个人简历', { bold: true, font: HEI, size: sz(44), characterSpacing: 200 })],
          }),
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: GRID,
            layout: TableLayoutType.FIXED,
            rows: rows(),
          }),
        ],
      },
    ],
    '宋体',
    21,
  );

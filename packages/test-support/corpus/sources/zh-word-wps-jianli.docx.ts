// A Chinese 个人简历 filled in from one of the free WPS Writer templates (稻壳儿-like) and saved as .docx by a data
// analyst in Hangzhou (A4, margins narrowed to 1.8 cm, 宋体 五号 body with Times New Roman for Latin letters and
// digits, 微软雅黑 for the title, labels and bars; 宋体 and 微软雅黑 set here as Noto Serif CJK SC and Noto Sans CJK SC,
// as a Debian LibreOffice without the Windows fonts has them). WPS's marks on the file: 'zh-CN' as the East Asian
// language of every run, default tab stops every 420 twips, a document grid of 312-twip lines (LibreOffice snaps every
// line to 15.6 pt), the author WPS names an account it has not been told ('WPS_…'). What it has:
// - the title '个人简历' centred in large bold 微软雅黑, the only heading above the tables; the name is never a heading;
// - 基本信息 as a shaded bar over a bordered table of label | value | label | value cells ('姓名' | '林晓雯', '性别',
//   '出生年月' | '1994.03', '政治面貌' | '共青团员', '手机' | '138 1234 5678', '邮箱', '现居' | '杭州', '求职意向' |
//   '数据分析专家' — not the current title), the labels in bold with the template's distributed alignment (WPS's
//   分散对齐: '姓' and '名' pushed to the cell's two edges, no space typed between them), and the photo cell on the
//   right merged down the four rows and left empty (she sent no photo);
// - every other section a table of its own: a dark shaded bar with the heading in white ('教育背景', '工作经历',
//   '项目经验', '专业技能', '证书荣誉', '自我评价') over one borderless cell, an empty paragraph between the tables as
//   WPS needs one;
// - each job one bold line of three fields: the two the template came with split by tabs on its stops
//   ('2017.09 - 2019.06<TAB>杭州米橙网络科技有限公司<TAB>数据分析师'), the two she typed herself by one ideographic
//   space ('2019.07 - 至今\u3000阿里巴巴（中国）有限公司\u3000高级数据分析师'), then duties numbered '1.' '2.' …: the
//   template's WPS list numbering (a new list per job, wrapped lines under the text) for the first two, typed by hand
//   ('1. ' in the text, wrapped lines back at the cell's edge) for the other two; duties end in '；', the last in '。';
//   the oldest job an internship;
// - the school as one line the same way ('2012.09 - 2016.06\u3000浙江大学\u3000统计学（本科）') over 'GPA：' and
//   '主修课程：' lines;
// - a project in the same shape as a job (dates, project, role) over '项目描述：' and '项目职责：' paragraphs;
// - 专业技能 as typed numbered sentences ('1. 熟练使用 Python、SQL 进行…'), the tools inside the prose split by 、;
// - 证书荣誉 as 'YYYY.MM\u3000name' lines (CET-6, the computer test, a scholarship, an award): not schools, not
//   skills; 自我评价 as prose;
// - two pages, the break falling inside 项目经验's cell, between the project's line and its '项目描述：'.
// Expected fields as in the corpus's other Chinese files: the degree the major with its level as written
// ('统计学（本科）'), the skills the short names inside the 专业技能 sentences.
import {
  AlignmentType,
  BorderStyle,
  Document,
  DocumentGridType,
  HeightRule,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'zh-Hans',
  name: '林晓雯',
  email: 'linxiaowen@example.com',
  phone: '138 1234 5678',
  location: '杭州',
  jobs: [
    {
      title: '高级数据分析师',
      company: '阿里巴巴（中国）有限公司',
      start: '2019-07',
      end: 'present',
      bullets: [
        '负责淘宝直播业务的核心指标体系搭建，梳理观看、互动、成交等40余个指标口径，输出日报、周报及专题分析报告',
        '设计并分析直播间推荐策略的A/B实验20余个，推动直播间人均观看时长提升15%',
        '基于用户行为数据搭建主播分层模型，为运营提供扶持名单，新主播30日留存率提升8个百分点',
        '负责业务方数据需求的对接与排期，带领2名初级分析师完成双十一大促的实时监控与复盘',
      ],
    },
    {
      title: '数据分析师',
      company: '杭州米橙网络科技有限公司',
      start: '2017-09',
      end: '2019-06',
      bullets: [
        '负责社交电商平台的用户增长分析，搭建拉新、激活、留存漏斗模型，定位各环节转化瓶颈',
        '使用Python和SQL开发自动化周报，报表制作时间由每周1天缩短至1小时',
        '参与会员积分体系改版的效果评估，改版后会员复购率提升11%',
      ],
    },
    {
      title: '数据运营专员',
      company: '杭州数联信息科技有限公司',
      start: '2016-07',
      end: '2017-08',
      bullets: [
        '负责客户数据的清洗、整理与入库，维护门店销售、库存等日常运营报表',
        '协助完成连锁门店销售数据的月度分析，撰写分析简报并在月度经营会上汇报',
        '配合产品经理整理需求文档，参与数据后台新功能的测试与验收',
      ],
    },
    {
      title: '调研分析实习生',
      company: '浙江恒信市场调研有限公司',
      start: '2015-07',
      end: '2015-09',
      bullets: [
        '参与快消品客户的消费者问卷设计与数据回收，累计处理有效问卷3000余份',
        '使用SPSS完成描述统计与交叉分析，协助撰写调研报告',
      ],
    },
  ],
  schools: [{ school: '浙江大学', degree: '统计学（本科）', start: '2012-09', end: '2016-06' }],
  skills: [
    'Python',
    'SQL',
    'Pandas',
    'NumPy',
    'Hive',
    'Spark',
    'Tableau',
    'Power BI',
    'Excel',
    'A/B测试',
    '回归分析',
    '用户分群',
  ],
};

/** A4 with the template's margins, narrowed to 1.8 cm. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 1020;
const WIDTH = PAGE.width - 2 * MARGIN;
/** 基本信息's columns: label, value, label, value, photo. */
const INFO = [1250, 2250, 1250, 3216, WIDTH - 7966];

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** 宋体 as WPS writes it on a run (Times New Roman for Latin letters and digits), set in Noto Serif CJK SC. */
const SONG = {
  ascii: 'Times New Roman',
  hAnsi: 'Times New Roman',
  cs: 'Times New Roman',
  eastAsia: 'Noto Serif CJK SC',
};
/** 微软雅黑 for every script, set in Noto Sans CJK SC. */
const HEI = {
  ascii: 'Noto Sans CJK SC',
  hAnsi: 'Noto Sans CJK SC',
  cs: 'Noto Sans CJK SC',
  eastAsia: 'Noto Sans CJK SC',
};
const LANG = { value: 'en-US', eastAsia: 'zh-CN' };
const BAR = '2F5496';

type Piece = string | IRunOptions;
type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

const runs = (pieces: Piece | Piece[], base: IRunOptions = {}) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) =>
      new TextRun({
        font: SONG,
        language: LANG,
        size: sz(21),
        ...base,
        ...(typeof p === 'string' ? { text: p } : p),
      }),
  );

/** A paragraph of the template's body: justified, single lines on the grid. */
const line = (pieces: Piece | Piece[], options: ParagraphOptions = {}, base: IRunOptions = {}) =>
  new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    ...options,
    spacing: { before: 0, after: 0, line: 240, ...options.spacing },
    children: runs(pieces, base),
  });

// The borders: 基本信息's grid of WPS's 0.5 pt lines; none around the other sections.
const single = { style: BorderStyle.SINGLE, size: 4, color: '7F7F7F' };
const GRID = { top: single, bottom: single, left: single, right: single };
const none = { style: BorderStyle.NONE, size: 0, color: 'auto' };
const NONE = { top: none, bottom: none, left: none, right: none };

/** A shaded bar across the table, the heading in white 微软雅黑 (exact line height: off the grid). */
const bar = (text: string, width: number, columnSpan = 1) =>
  new TableRow({
    cantSplit: true,
    children: [
      new TableCell({
        borders: NONE,
        columnSpan,
        width: { size: width, type: WidthType.DXA },
        shading: { type: ShadingType.CLEAR, color: 'auto', fill: BAR },
        margins: { left: 140, right: 108, top: 20, bottom: 20 },
        verticalAlign: VerticalAlign.CENTER,
        children: [
          new Paragraph({
            keepNext: true,
            spacing: { before: 0, after: 0, line: sz(400), lineRule: LineRuleType.EXACT },
            children: runs({ text, bold: true, font: HEI, color: 'FFFFFF', size: sz(24) }),
          }),
        ],
      }),
    ],
  });

/** 基本信息's cells: a bold label spread over its cell (分散对齐), a value centred. */
const infoCell = (i: number, children: Paragraph[]) =>
  new TableCell({
    borders: GRID,
    width: { size: INFO[i]!, type: WidthType.DXA },
    margins: { left: 160, right: 160, top: 50, bottom: 50 },
    verticalAlign: VerticalAlign.CENTER,
    children,
  });
const label = (i: number, text: string) =>
  infoCell(i, [line({ text, bold: true, font: HEI }, { alignment: AlignmentType.DISTRIBUTE })]);
const value = (i: number, text: string) => infoCell(i, [line(text, { alignment: AlignmentType.CENTER })]);

// 基本信息: label | value | label | value, the empty photo cell merged down the right.
const personal: Array<[string, string, string, string]> = [
  ['姓名', expected.name, '性别', '女'],
  ['出生年月', '1994.03', '政治面貌', '共青团员'],
  ['手机', expected.phone!, '邮箱', expected.email!],
  ['现居', expected.location!, '求职意向', '数据分析专家'],
];

const infoTable = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: INFO,
    layout: TableLayoutType.FIXED,
    rows: [
      bar('基本信息', WIDTH, INFO.length),
      ...personal.map(
        ([l1, v1, l2, v2], r) =>
          new TableRow({
            height: { value: 520, rule: HeightRule.ATLEAST },
            cantSplit: true,
            children: [
              label(0, l1),
              value(1, v1),
              label(2, l2),
              value(3, v2),
              ...(r === 0
                ? [
                    new TableCell({
                      borders: GRID,
                      rowSpan: personal.length,
                      width: { size: INFO[4]!, type: WidthType.DXA },
                      verticalAlign: VerticalAlign.CENTER,
                      children: [line('', { alignment: AlignmentType.CENTER })],
                    }),
                  ]
                : []),
            ],
          }),
      ),
    ],
  });

/** A section: its bar over one borderless cell of paragraphs. */
const section = (heading: string, children: Paragraph[]) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [WIDTH],
    layout: TableLayoutType.FIXED,
    borders: { ...NONE, insideHorizontal: none, insideVertical: none },
    rows: [
      bar(heading, WIDTH),
      new TableRow({
        children: [
          new TableCell({
            borders: NONE,
            width: { size: WIDTH, type: WidthType.DXA },
            margins: { left: 140, right: 108, top: 80, bottom: 60 },
            children,
          }),
        ],
      }),
    ],
  });

/** The paragraph WPS needs between two tables, kept small. */
const gap = () =>
  new Paragraph({
    spacing: { before: 0, after: 0, line: 160, lineRule: LineRuleType.EXACT },
    children: runs({ text: '', size: 8 }),
  });

/** The template's tab stops for an entry's line: the name, then the role. */
const STOPS = [
  { type: TabStopType.LEFT, position: 2420 },
  { type: TabStopType.LEFT, position: 6300 },
];

/** An entry's bold line: dates, name and role split by tabs (the template's rows) or by one ideographic space. */
const entryLine = (fields: [string, string, string], by: '\t' | '\u3000', before = 120) =>
  line(
    { text: fields.join(by), bold: true, font: HEI },
    { alignment: AlignmentType.LEFT, tabStops: by === '\t' ? STOPS : [], spacing: { before } },
  );

/** '；' after each duty, '。' after the last. */
const ends = (items: string[]) => items.map((b, i) => `${b}${i === items.length - 1 ? '。' : '；'}`);

/** Duties in the template's WPS list numbering ('1.' and a tab, wrapped lines under the text), a list per job. */
const numbered = (items: string[], instance: number) =>
  ends(items).map((b) => line(b, { numbering: { reference: 'duties', level: 0, instance } }));

/** Duties numbered by hand: '1. ' typed in the text, wrapped lines back at the cell's edge. */
const typed = (items: string[]) => ends(items).map((b, i) => line(`${i + 1}. ${b}`));

type Job = (typeof expected.jobs)[0];
const [alibaba, micheng, shulian, hengxin] = expected.jobs as [Job, Job, Job, Job];
const fields = (j: Job, dates: string): [string, string, string] => [dates, j.company, j.title];

const body = () => [
  new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 0, after: 200, line: sz(720), lineRule: LineRuleType.EXACT },
    children: runs({ text: '个人简历', bold: true, font: HEI, size: sz(44), characterSpacing: 60 }),
  }),
  infoTable(),
  gap(),
  section('教育背景', [
    entryLine(['2012.09 - 2016.06', '浙江大学', '统计学（本科）'], '\u3000', 0),
    line('GPA：3.7/4.0（专业排名前15%），2014—2015学年获浙江大学三等奖学金'),
    line('主修课程：数理统计、概率论、回归分析、多元统计分析、时间序列分析、抽样调查、数据挖掘、统计计算'),
  ]),
  gap(),
  section('工作经历', [
    entryLine(fields(alibaba, '2019.07 - 至今'), '\u3000', 0),
    ...numbered(alibaba.bullets, 1),
    entryLine(fields(micheng, '2017.09 - 2019.06'), '\t'),
    ...numbered(micheng.bullets, 2),
    entryLine(fields(shulian, '2016.07 - 2017.08'), '\t'),
    ...typed(shulian.bullets),
    entryLine(fields(hengxin, '2015.07 - 2015.09'), '\u3000'),
    ...typed(hengxin.bullets),
  ]),
  gap(),
  section('项目经验', [
    entryLine(['2020.08 - 2020.11', '淘宝直播双十一实时数据大屏', '项目负责人'], '\u3000', 0),
    line(
      '项目描述：为双十一大促搭建直播业务实时数据大屏，覆盖流量、成交、互动三类共30余个实时指标，支持运营按分钟监控直播间表现并及时调整资源投放。',
    ),
    line(
      '项目职责：负责指标口径定义与数据校验，协调数据开发同学完成实时链路搭建；大促期间大屏稳定运行，数据准确率达到99.9%。',
    ),
  ]),
  gap(),
  section(
    '专业技能',
    typed([
      '熟练使用 Python、SQL 进行数据提取、清洗与分析，熟悉 Pandas、NumPy 等常用库',
      '熟悉 Hive、Spark 等大数据处理工具，有亿级数据量的处理经验',
      '熟练使用 Tableau、Power BI、Excel 搭建数据看板和自动化报表',
      '掌握 A/B测试、回归分析、用户分群等分析方法，了解常用机器学习算法',
    ]),
  ),
  gap(),
  section('证书荣誉', [
    line('2014.06\u3000大学英语六级（CET-6）'),
    line('2014.09\u3000全国计算机等级考试二级（C语言）'),
    line('2015.10\u3000浙江大学三等奖学金'),
    line('2021.03\u3000阿里巴巴集团年度优秀员工'),
  ]),
  gap(),
  section('自我评价', [
    line(
      '八年互联网数据分析经验，熟悉电商与直播业务，能够从业务问题出发搭建指标体系、设计实验并推动结论落地；逻辑清晰，沟通能力强，有较强的学习能力和责任心，能承受一定的工作压力。',
    ),
  ]),
];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'WPS_1587462093',
    lastModifiedBy: 'WPS_1587462093',
    title: '个人简历',
    defaultTabStop: 420,
    styles: {
      default: {
        document: { run: { font: SONG, size: sz(21), language: LANG }, paragraph: { spacing: { after: 0 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: 'duties',
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { font: SONG } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: { size: PAGE, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 851 } },
          // The grid grows with the type in the rewrapped build, so that a line still takes one line of it.
          grid: { type: DocumentGridType.LINES, linePitch: Math.round(312 * wordVariant.scale) },
        },
        children: [...body(), gap()],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

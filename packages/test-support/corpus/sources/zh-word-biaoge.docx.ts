// A Chinese 个人简历 in the classic 表格式 Word template (one big bordered table, the kind the free download sites
// hand out as '个人简历表格'), filled in by Li Xiaoming, an accounting graduate from Guangzhou who retrained as a software
// tester and now works in Shenzhen. Typed in Word on A4 (margins 2 cm top and bottom, 1.8 cm left and right); the
// template sets 微软雅黑 五号 (10.5 pt) everywhere and 华文中宋 for the title, set here in Noto Sans CJK SC and Noto Serif
// CJK SC as a Debian LibreOffice without the Windows fonts has them (Latin letters and digits in the same CJK fonts,
// 'zh-CN' as the East Asian language of every run); LibreOffice PDF. What it has:
// - the title '个人简历' centred and letter-spaced above the table, the only text outside it; the name is never a heading;
// - the table's rows over an uneven grid (cells merged across columns), every cell bordered with 0.5 pt black lines;
// - full-width section rows shaded grey with the heading centred in bold ('基本信息', '求职意向', '教育背景',
//   '工作经历', '专业技能', '自我评价');
// - 基本信息 as label | value | label | value cells, the two-character labels padded to four with two ideographic spaces
//   ('姓\u3000\u3000名' | '李晓明' | '性\u3000\u3000别' | '男', '出生年月' | '1994.06', '政治面貌' | '群众', '学\u3000\u3000历' | '本科',
//   '籍\u3000\u3000贯' | '广东梅州' — a place that is not where he lives —, '联系电话' | '138 2654 7890', '工作年限' | '8年'),
//   beside a 1寸 photo on a white backdrop merged down four rows (vMerge); under the photo a fifth row with
//   '现居住地' | '广东省深圳市南山区' and '电子邮箱' | the e-mail in a cell running under the photo;
// - 求职意向 as two rows of the same label | value shape ('意向岗位' | '软件测试工程师' — not quite the current title
//   —, '期望城市' | '深圳', '期望薪资' | '12K-15K', '到岗时间' | '一个月内');
// - 教育背景 as rows of four cells with no header row ('2012.09-2016.06 | 华南理工大学 | 会计学 | 本科'), the dates
//   with no spaces round the hyphen; the second row in the very same shape is a software-testing course at a
//   training centre ('2019.02-2019.05 | 深圳启航职业培训中心 | 软件测试 | 培训结业'): a course, not a school; then a
//   '主修课程' label cell beside the courses split by 、;
// - 工作经历 as, for each job, a row '起止时间' | '2019.07-至今' | '公司名称' | company, a row '职\u3000\u3000位' | title |
//   '所在部门' | department (a name beside the company's that is neither company nor title), then a '工作内容' label
//   cell, centred vertically, beside a tall cell of duties typed '1.' '2.' … one a paragraph (no Word list), wrapping
//   back to the cell's edge, with full-width punctuation as Chinese writers type it (，。；：（）), spaces typed round
//   Latin words in some duties and not in others ('使用 Postman、JMeter 进行', '金蝶K3系统'); duties end in '；',
//   the last in '。'; the older job an accountant's at a Guangzhou trading company, ended 2019.01, before the course;
// - 专业技能 as one cell of unnumbered lines: sentences naming the tools split by 、 and ， ('熟练使用 Excel、SQL，熟悉
//   Python 自动化测试'), then three lines that are each a bare skill's name ('Jenkins', 'Git', 'Fiddler');
// - 自我评价 as one paragraph of prose.
// Two pages: the table runs on, the break falling before the '专业技能' row (in the rewrapped build inside the last
// duty's cell, its last line '账、折旧计提）。' alone at the top of page 2, the '工作内容' label left on page 1).
// Expected fields as in the corpus's other Chinese files: the degree the major with its level ('会计学 本科'), the skills
// the short names inside the 专业技能 lines, the duties with their punctuation exactly as typed.
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
  name: '李晓明',
  email: 'lixiaoming94@example.com',
  phone: '138 2654 7890',
  location: '广东省深圳市南山区',
  jobs: [
    {
      title: '测试工程师',
      company: '深圳市腾达科技有限公司',
      start: '2019-07',
      end: 'present',
      bullets: [
        '负责公司财务SaaS产品（总账、报表、税务模块）的功能测试，参与需求评审，编写测试计划和测试用例；',
        '使用 Postman、JMeter 进行接口测试和性能测试，输出性能测试报告，定位并推动解决接口响应慢、并发下数据错乱等问题；',
        '基于 Python + Selenium + Pytest 搭建UI自动化测试框架，覆盖核心业务流程用例200余条，回归测试时间由2天缩短至半天；',
        '使用禅道跟踪缺陷，累计提交有效缺陷1500余个；每个版本上线前输出测试报告：包括缺陷统计、遗留风险及上线建议；',
        '利用会计专业背景参与凭证、结账等财务业务规则的梳理，编写业务测试要点文档，指导2名新入职测试人员熟悉业务。',
      ],
    },
    {
      title: '会计',
      company: '广州恒丰贸易有限公司',
      start: '2016-07',
      end: '2019-01',
      bullets: [
        '负责公司日常账务处理，审核原始凭证，编制记账凭证，登记明细账和总账；',
        '每月编制资产负债表、利润表等财务报表，完成增值税、企业所得税的纳税申报；',
        '负责往来账款核对及应收账款催收，配合会计师事务所完成年度审计工作；',
        '使用金蝶K3系统进行总账、应收应付和固定资产模块的日常操作（月结、对账、折旧计提）。',
      ],
    },
  ],
  // The training centre's course in the same row shape is not a school.
  schools: [{ school: '华南理工大学', degree: '会计学 本科', start: '2012-09', end: '2016-06' }],
  skills: [
    'Excel',
    'SQL',
    'Python',
    '自动化测试',
    'Selenium',
    'Pytest',
    'Postman',
    'JMeter',
    '接口测试',
    '性能测试',
    'Linux',
    'MySQL',
    '禅道',
    'Jira',
    'Jenkins',
    'Git',
    'Fiddler',
  ],
};

// A4, the template's margins.
const PAGE = { width: 11906, height: 16838 };
const SIDE = 1020;
const WIDTH = PAGE.width - 2 * SIDE;
// The grid as the merged cells leave it: boundaries at 0, 1300, 2400, 3800, 5100, 7966 and the edge (the photo's
// column last).
const GRID = [1300, 1100, 1400, 1300, 2866, WIDTH - 7966];
const span = (from: number, to: number) => GRID.slice(from, to + 1).reduce((a, b) => a + b, 0);

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
const SANS = 'Noto Sans CJK SC';
const SERIF = 'Noto Serif CJK SC';
const GREY = 'D9D9D9';

const rule = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const borders = { top: rule, bottom: rule, left: rule, right: rule };

const t = (text: string, options: IRunOptions = {}) =>
  new TextRun({ text, language: { value: 'en-US', eastAsia: 'zh-CN' }, ...options });
type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const p = (text: string, options: ParagraphOptions = {}, run: IRunOptions = {}) =>
  new Paragraph({ spacing: { before: 0, after: 0, line: 288 }, ...options, children: [t(text, run)] });

/** A cell over the grid's columns `from`..`to`. */
const cell = (from: number, to: number, children: Paragraph[], extra: object = {}) =>
  new TableCell({
    borders,
    width: { size: span(from, to), type: WidthType.DXA },
    columnSpan: to - from + 1,
    verticalAlign: VerticalAlign.CENTER,
    margins: { left: 100, right: 100, top: 40, bottom: 40 },
    children,
    ...extra,
  });
const centred = (from: number, to: number, text: string) =>
  cell(from, to, [p(text, { alignment: AlignmentType.CENTER })]);

const row = (children: TableCell[], height = 460) =>
  new TableRow({ height: { value: height, rule: HeightRule.ATLEAST }, children });

/** A section's row: grey across the table, the heading centred in bold. */
const heading = (text: string) =>
  new TableRow({
    height: { value: 440, rule: HeightRule.ATLEAST },
    cantSplit: true,
    children: [
      cell(0, 5, [p(text, { alignment: AlignmentType.CENTER, keepNext: true }, { bold: true, size: sz(24) })], {
        shading: { type: ShadingType.CLEAR, color: 'auto', fill: GREY },
      }),
    ],
  });

/**
 * A label | value | label | value row. The second value runs on under the photo's column, but in the rows `beside`
 * the photo (the first of them given the merged photo cell).
 */
const pairs = (l1: string, v1: string, l2: string, v2: string, beside: boolean | TableCell = false) =>
  row([
    centred(0, 0, l1),
    centred(1, 2, v1),
    centred(3, 3, l2),
    beside ? centred(4, 4, v2) : centred(4, 5, v2),
    ...(beside instanceof TableCell ? [beside] : []),
  ]);

/** Lines typed in a tall cell, justified, wrapping back to the cell's edge. */
const lines = (items: string[]) =>
  items.map((s) => p(s, { alignment: AlignmentType.BOTH, spacing: { before: 0, after: 20, line: 300 } }));

// The photo: a 1寸 ID picture (head and shoulders, dark suit and tie) on the white backdrop résumé photos use.
const portrait = png(125, 175, (x, y) => {
  const hair = ((x - 62) / 30) ** 2 + ((y - 58) / 30) ** 2 <= 1 && y < 54;
  const head = ((x - 62) / 26) ** 2 + ((y - 70) / 34) ** 2 <= 1;
  const neck = Math.abs(x - 62) < 12 && y > 96 && y < 122;
  const shoulders = y > 116 && ((x - 62) / 62) ** 2 + ((y - 194) / 76) ** 2 <= 1;
  const shirt = shoulders && Math.abs(x - 62) < 15 - (y - 116) / 6 && y < 150;
  const tie = shoulders && Math.abs(x - 62) < 4 && y > 120;
  if (hair) return [22, 20, 20];
  if (head || neck) return [232, 196, 170];
  if (tie) return [150, 30, 40];
  if (shirt) return [250, 250, 252];
  if (shoulders) return [40, 44, 56];
  return [246, 246, 246];
});
const photo = (rows: number) =>
  new TableCell({
    borders,
    rowSpan: rows,
    width: { size: GRID[5]!, type: WidthType.DXA },
    verticalAlign: VerticalAlign.CENTER,
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new ImageRun({ type: 'png', data: portrait, transformation: { width: 90, height: 126 } })],
      }),
    ],
  });

type Job = (typeof expected.jobs)[0];
const [tengda, hengfeng] = expected.jobs as [Job, Job];

/** A job: when | company, title | department, then '工作内容' beside the numbered duties. */
const job = (dates: string, j: Job, department: string) => [
  pairs('起止时间', dates, '公司名称', j.company),
  pairs('职\u3000\u3000位', j.title, '所在部门', department),
  new TableRow({
    children: [
      centred(0, 0, '工作内容'),
      cell(1, 5, lines(j.bullets.map((b, i) => `${i + 1}.${b}`)), {
        verticalAlign: VerticalAlign.TOP,
        margins: { left: 100, right: 100, top: 60, bottom: 60 },
      }),
    ],
  }),
];

const school = (dates: string, name: string, field: string, level: string) =>
  row([centred(0, 1, dates), centred(2, 3, name), centred(4, 4, field), centred(5, 5, level)]);

// Made anew at each build: the docx package adds the merged photo's continuation cells to the rows it is given.
const rows = () => [
  heading('基本信息'),
  pairs('姓\u3000\u3000名', expected.name, '性\u3000\u3000别', '男', photo(4)),
  pairs('出生年月', '1994.06', '政治面貌', '群众', true),
  pairs('学\u3000\u3000历', '本科', '籍\u3000\u3000贯', '广东梅州', true),
  pairs('联系电话', expected.phone!, '工作年限', '8年', true),
  pairs('现居住地', expected.location!, '电子邮箱', expected.email!),
  heading('求职意向'),
  pairs('意向岗位', '软件测试工程师', '期望城市', '深圳'),
  pairs('期望薪资', '12K-15K', '到岗时间', '一个月内'),
  heading('教育背景'),
  school('2012.09-2016.06', '华南理工大学', '会计学', '本科'),
  school('2019.02-2019.05', '深圳启航职业培训中心', '软件测试', '培训结业'),
  new TableRow({
    children: [
      centred(0, 0, '主修课程'),
      cell(1, 5, [
        p('中级财务会计、成本会计、管理会计、审计学、税法、财务管理、会计信息系统、经济法', {
          alignment: AlignmentType.BOTH,
        }),
      ]),
    ],
  }),
  heading('工作经历'),
  ...job('2019.07-至今', tengda, '质量保障部'),
  ...job('2016.07-2019.01', hengfeng, '财务部'),
  heading('专业技能'),
  new TableRow({
    children: [
      cell(
        0,
        5,
        lines([
          '熟练使用 Excel、SQL，熟悉 Python 自动化测试',
          '熟悉 Selenium、Pytest 框架，能独立编写和维护UI自动化测试脚本',
          '熟练使用 Postman、JMeter 进行接口测试和性能测试，了解常见性能指标的分析方法',
          '熟悉 Linux 常用命令和 MySQL 数据库，能查看日志、编写SQL语句核对数据',
          '熟悉软件测试流程，会使用禅道、Jira 管理缺陷',
          'Jenkins',
          'Git',
          'Fiddler',
        ]),
        { verticalAlign: VerticalAlign.TOP, margins: { left: 100, right: 100, top: 60, bottom: 60 } },
      ),
    ],
  }),
  heading('自我评价'),
  new TableRow({
    children: [
      cell(
        0,
        5,
        lines([
          '会计专业出身，转行软件测试五年，既懂财务业务又懂测试技术，擅长财务类系统的业务测试；工作细心、有耐心，责任心强，善于沟通，能够承受较大的工作压力，乐于学习新技术。',
        ]),
        { verticalAlign: VerticalAlign.TOP, margins: { left: 100, right: 100, top: 60, bottom: 60 } },
      ),
    ],
  }),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: {
          page: { size: PAGE, margin: { top: 1134, bottom: 1134, left: SIDE, right: SIDE } },
        },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 0, after: 200 },
            children: [t('个人简历', { bold: true, font: SERIF, size: sz(44), characterSpacing: 240 })],
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
    SANS,
    21,
  );

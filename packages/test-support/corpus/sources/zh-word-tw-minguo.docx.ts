// A Taiwanese 履歷表 typed in Word by Huang Shih-han, a marketing planner in Taipei, from the kind of free 履歷表 Word
// template Taiwanese job sites and school career offices hand out (A4, Word's narrow 1.27 cm margins at the top, 1.8 cm
// at the sides, 微軟正黑體 10 pt everywhere, set here in Noto Sans CJK TC as a Debian LibreOffice without the Windows
// fonts has it; 'zh-TW' as the East Asian language of every run), LibreOffice PDF, one page (the rewrapped build's
// last certificate row alone on a page 2). What it has:
// - the title '履\u3000歷\u3000表' centred, letter-spaced with ideographic spaces typed between the characters, over
//   a grey line flush right '填表日期：民國113年11月20日' (a date in the 民國 calendar that is no job's);
// - headings numbered with Chinese numerals as Taiwanese forms are ('一、個人資料', '二、學歷', '三、工作經歷',
//   '四、專業技能', '五、語言能力', '六、證照'), bold dark blue over a blue rule, each followed by its own bordered
//   table (but 專業技能, a Word list of '●' items);
// - 個人資料 as label | value | label | value cells, the labels shaded grey and centred, the two-character ones padded
//   to four with two ideographic spaces ('姓\u3000\u3000名' | '黃詩涵', '性\u3000\u3000別' | '女'), '出生日期' |
//   '民國82年3月15日' (a whole ROC date, a birthday), '婚姻狀況' | '未婚', '聯絡電話' | '0912-345-678', '希望職務' |
//   '行銷企劃主管' (a post wanted, not a job), '電子郵件' under them, a photo on a light blue backdrop merged down
//   these four rows at the right; then '通訊地址' | '臺北市中山區南京東路二段100號7樓' (where she lives: the location)
//   and '戶籍地址' | '臺中市北區三民路三段129號' (the household registration address, a second address that is not the
//   location); LibreOffice draws a gap between the Han characters and the digits ('二段 100 號');
// - 學歷 as a table with a shaded header row ('學校名稱 | 科系 | 學位 | 就學期間 | 狀態') and one centred row per school
//   ('國立中興大學 | 企業管理學系 | 學士 | 100/09 - 104/06 | 畢業', the high school '普通科 | 高中'), ROC years over
//   '/' months;
// - 工作經歷 as one bordered table per job, an empty paragraph between them: '公司名稱' | company | '職\u3000\u3000稱' |
//   title, '任職期間' | dates | '離職原因' | reason ('在職中' for the current one: no field of a job), then '工作內容'
//   centred beside a cell of duties; the dates in the 民國 calendar two ways: '民國108年7月 ~ 迄今' for the current job
//   (迄今 = to date) and '105/09 - 108/06', '104/08 - 105/08' for the older ones (pasted from an older résumé), each
//   ROC year + 1911 in Gregorian; duties typed '1.' '2.' … (no space after the dot) for the current and oldest jobs and
//   '‧' (U+2027, Taiwan's usual typed mark) for the middle one, one a paragraph with a hanging indent, two wrapping;
//   full-width punctuation (，、（）。；) and spaces round Latin words and numbers as Taiwanese typists put them
//   ('Google Ads', '新台幣 80 萬元'), a duty opening with an ROC year ('4.113年母親節檔期…', no job's date), the oldest
//   job's first duty ending in '；', the middle job's with no full stop;
// - 專業技能 as '●' items each '**Label：**a、b、c' split by 、 ('文書處理：', '美編軟體：', '數位行銷：', '其他專長：'),
//   one with a 、 inside full-width parentheses ('Excel（樞紐分析、VLOOKUP）', one skill);
// - 語言能力 as two rows of five cells ('英文 | 聽：中等 | 說：中等 | 讀：精通 | 寫：中等', '台語 | 聽：精通 | …'):
//   languages, not skills;
// - 證照 as a '證照名稱 | 發證單位 | 取得日期' table with ROC year/month dates ('Google Ads 搜尋廣告認證 | Google |
//   112/03', '多益測驗（TOEIC）785 分 | ETS | 107/05'): certificates, not skills, jobs or schools.
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
  language: 'zh-Hant',
  name: '黃詩涵',
  email: 'shihhan.huang@example.com.tw',
  phone: '0912-345-678',
  // The 通訊地址 (where she lives), not the 戶籍地址.
  location: '臺北市中山區南京東路二段100號7樓',
  jobs: [
    {
      title: '行銷企劃主任',
      company: '晨曦生活百貨股份有限公司',
      // 民國108年7月 ~ 迄今
      start: '2019-07',
      end: 'present',
      bullets: [
        '負責全台 12 間門市年度行銷活動之規劃與執行，包含週年慶、母親節及會員日等檔期活動。',
        '管理每月約新台幣 80 萬元之數位廣告預算（Google Ads、Meta 廣告），廣告投資報酬率（ROAS）由 3.2 提升至 5.1。',
        '統籌官方 LINE 帳號及 Facebook、Instagram 粉絲專頁經營，LINE 好友數由 5 萬人成長至 18 萬人。',
        '113年母親節檔期整合線上線下活動，檔期業績較前一年同期成長 35%。',
      ],
    },
    {
      title: '行銷企劃專員',
      company: '宇辰整合行銷有限公司',
      // 105/09 - 108/06
      start: '2016-09',
      end: '2019-06',
      bullets: [
        '協助食品、美妝品牌客戶規劃社群行銷與網紅合作專案，每年執行約 20 檔專案',
        '撰寫活動企劃書、新聞稿及社群貼文文案',
        '使用 Google Analytics 追蹤活動成效，每月製作成效報告並提出優化建議',
      ],
    },
    {
      title: '行政助理',
      company: '佳和貿易股份有限公司',
      // 104/08 - 105/08
      start: '2015-08',
      end: '2016-08',
      bullets: ['處理訂單輸入、出貨文件及報價單製作；', '協助業務部整理客戶資料，並製作每月銷售報表。'],
    },
  ],
  // 科系 with 學位, as the corpus's other Chinese files give them.
  schools: [
    { school: '國立中興大學', degree: '企業管理學系 學士', start: '2011-09', end: '2015-06' },
    { school: '國立臺中女子高級中等學校', degree: '普通科 高中', start: '2008-09', end: '2011-06' },
  ],
  // The items of the 專業技能 lines after their labels, split by 、 as she split them.
  skills: [
    'Word',
    'Excel（樞紐分析、VLOOKUP）',
    'PowerPoint',
    'Photoshop',
    'Illustrator',
    'Canva',
    'Google Ads',
    'Meta 廣告管理員',
    'Google Analytics 4',
    'Google Tag Manager',
    '活動企劃',
    '社群經營',
    '文案撰寫',
  ],
};

// A4, the template's margins.
const PAGE = { width: 11906, height: 16838 };
const SIDE = 1020;
const WIDTH = PAGE.width - 2 * SIDE;

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
const FONT = 'Noto Sans CJK TC';
const BLUE = '1F4E79';
const LABEL = 'F2F2F2';
const HEAD = 'DEEAF6';

const line = { style: BorderStyle.SINGLE, size: 4, color: '808080' };
const borders = { top: line, bottom: line, left: line, right: line };

const t = (text: string, options: IRunOptions = {}) =>
  new TextRun({ text, language: { value: 'en-US', eastAsia: 'zh-TW' }, ...options });
type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const p = (text: string, options: ParagraphOptions = {}, run: IRunOptions = {}) =>
  new Paragraph({ spacing: { before: 0, after: 0, line: 240 }, ...options, children: [t(text, run)] });

/** A cell `width` twips wide over `span` of the table's grid columns. */
const cell = (width: number, children: Paragraph[], extra: object = {}) =>
  new TableCell({
    borders,
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.CENTER,
    margins: { left: 90, right: 90, top: 15, bottom: 15 },
    children,
    ...extra,
  });
const shade = (fill: string) => ({ shading: { type: ShadingType.CLEAR, color: 'auto', fill } });
/** A grey label cell, centred. */
const label = (width: number, text: string) =>
  cell(width, [p(text, { alignment: AlignmentType.CENTER })], shade(LABEL));
const value = (width: number, text: string, extra: object = {}) => cell(width, [p(text)], extra);
const centred = (width: number, text: string, extra: object = {}) =>
  cell(width, [p(text, { alignment: AlignmentType.CENTER })], extra);

const row = (children: TableCell[], height = 340) =>
  new TableRow({ height: { value: height, rule: HeightRule.ATLEAST }, cantSplit: true, children });

const table = (columnWidths: number[], rows: TableRow[]) =>
  new Table({ width: { size: WIDTH, type: WidthType.DXA }, columnWidths, layout: TableLayoutType.FIXED, rows });

/** A heading as the template has it: '一、…' bold dark blue over a blue rule. */
const heading = (text: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 120, after: 60 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BLUE, space: 1 } },
    children: [t(text, { bold: true, color: BLUE, size: sz(24) })],
  });
/** The empty paragraph typed between two tables so that Word keeps them apart. */
const gap = () => new Paragraph({ spacing: { before: 0, after: 0, line: 120 }, children: [t('', { size: sz(6) })] });

// The photo: a 2吋 ID picture (long dark hair, white blouse, dark jacket) on a light blue backdrop.
const portrait = png(120, 160, (x, y) => {
  const hair =
    (((x - 60) / 34) ** 2 + ((y - 60) / 36) ** 2 <= 1 && y < 62) ||
    (Math.abs(x - 60) < 35 && y >= 55 && y < 112 && Math.abs(x - 60) > 20);
  const face = ((x - 60) / 23) ** 2 + ((y - 66) / 30) ** 2 <= 1;
  const neck = Math.abs(x - 60) < 10 && y > 90 && y < 114;
  const shoulders = y > 108 && ((x - 60) / 60) ** 2 + ((y - 180) / 72) ** 2 <= 1;
  const blouse = shoulders && Math.abs(x - 60) < 16 - (y - 108) / 5 && y < 150;
  if (face || neck) return [238, 204, 180];
  if (hair) return [30, 24, 22];
  if (blouse) return [250, 250, 252];
  if (shoulders) return [46, 52, 70];
  return [204, 226, 242];
});

// 個人資料: label | value | label | value | photo (1.8 cm wide photo column).
const P = [1250, 2700, 1250, 2866, WIDTH - 8066];
const photo = () =>
  new TableCell({
    borders,
    rowSpan: 4,
    width: { size: P[4]!, type: WidthType.DXA },
    verticalAlign: VerticalAlign.CENTER,
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new ImageRun({ type: 'png', data: portrait, transformation: { width: 54, height: 72 } })],
      }),
    ],
  });
const pair = (l1: string, v1: string, l2: string, v2: string, extra: TableCell[] = []) =>
  row([label(P[0]!, l1), value(P[1]!, v1), label(P[2]!, l2), value(P[3]!, v2), ...extra], 360);
/** A label with its value running across the rest of the table (under the photo too, but `beside` it). */
const wide = (l: string, v: string, beside = false) =>
  row([label(P[0]!, l), value(P[1]! + P[2]! + P[3]! + (beside ? 0 : P[4]!), v, { columnSpan: beside ? 3 : 4 })], 360);

const personal = () =>
  table(P, [
    pair('姓\u3000\u3000名', expected.name, '性\u3000\u3000別', '女', [photo()]),
    pair('出生日期', '民國82年3月15日', '婚姻狀況', '未婚'),
    pair('聯絡電話', expected.phone!, '希望職務', '行銷企劃主管'),
    wide('電子郵件', expected.email!, true),
    wide('通訊地址', expected.location!),
    wide('戶籍地址', '臺中市北區三民路三段129號'),
  ]);

// 學歷: 學校名稱 | 科系 | 學位 | 就學期間 | 狀態.
const S = [3000, 2100, 1100, 2266, WIDTH - 8466];
const education = () =>
  table(S, [
    row(
      ['學校名稱', '科系', '學位', '就學期間', '狀態'].map((h, i) => centred(S[i]!, h, shade(HEAD))),
      380,
    ),
    ...[
      ['國立中興大學', '企業管理學系', '學士', '100/09 - 104/06', '畢業'],
      ['國立臺中女子高級中等學校', '普通科', '高中', '97/09 - 100/06', '畢業'],
    ].map((cells) => row(cells.map((c, i) => centred(S[i]!, c)))),
  ]);

// 工作經歷: label | value | label | value, then 工作內容 beside the duties.
const J = [1250, 4000, 1250, WIDTH - 6500];
type Job = (typeof expected.jobs)[number];
const job = (j: Job, dates: string, reason: string, mark: (i: number) => string) =>
  table(J, [
    row([label(J[0]!, '公司名稱'), value(J[1]!, j.company), label(J[2]!, '職\u3000\u3000稱'), value(J[3]!, j.title)]),
    row([label(J[0]!, '任職期間'), value(J[1]!, dates), label(J[2]!, '離職原因'), value(J[3]!, reason)]),
    new TableRow({
      children: [
        label(J[0]!, '工作內容'),
        cell(
          J[1]! + J[2]! + J[3]!,
          j.bullets.map((b, i) =>
            p(`${mark(i)}${b}`, {
              alignment: AlignmentType.BOTH,
              indent: { left: 240, hanging: 240 },
              spacing: { before: 0, after: 0, line: 240 },
            }),
          ),
          { columnSpan: 3, verticalAlign: VerticalAlign.TOP, margins: { left: 90, right: 90, top: 30, bottom: 30 } },
        ),
      ],
    }),
  ]);
const [chenxi, yuchen, jiahe] = expected.jobs as [Job, Job, Job];
const numbered = (i: number) => `${i + 1}.`;

// 專業技能: Word list items, '●' marks.
const skillLines: Array<[string, string]> = [
  ['文書處理', 'Word、Excel（樞紐分析、VLOOKUP）、PowerPoint'],
  ['美編軟體', 'Photoshop、Illustrator、Canva'],
  ['數位行銷', 'Google Ads、Meta 廣告管理員、Google Analytics 4、Google Tag Manager'],
  ['其他專長', '活動企劃、社群經營、文案撰寫'],
];
const skills = () =>
  skillLines.map(
    ([l, v]) =>
      new Paragraph({
        numbering: { reference: 'bullets', level: 0 },
        spacing: { before: 0, after: 0, line: 240 },
        children: [t(`${l}：`, { bold: true }), t(v)],
      }),
  );

// 語言能力: 語言 | 聽 | 說 | 讀 | 寫.
const L = [1970, 1974, 1974, 1974, WIDTH - 7892];
const languages = () =>
  table(
    L,
    [
      ['英文', '中等', '中等', '精通', '中等'],
      ['台語', '精通', '精通', '略懂', '略懂'],
    ].map(([language, ...levels]) =>
      row([label(L[0]!, language!), ...levels.map((l, i) => centred(L[i + 1]!, `${'聽說讀寫'[i]}：${l}`))]),
    ),
  );

// 證照: 證照名稱 | 發證單位 | 取得日期.
const C = [4666, 3000, WIDTH - 7666];
const certificates = () =>
  table(C, [
    row(['證照名稱', '發證單位', '取得日期'].map((h, i) => centred(C[i]!, h, shade(HEAD)))),
    ...[
      ['Google Ads 搜尋廣告認證', 'Google', '112/03'],
      ['多益測驗（TOEIC）785 分', 'ETS', '107/05'],
    ].map((cells) => row(cells.map((c, i) => centred(C[i]!, c)))),
  ]);

export const build = async () => {
  const bytes = await wordDocument(
    [
      {
        properties: {
          page: { size: PAGE, margin: { top: 720, bottom: 600, left: SIDE, right: SIDE } },
        },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { before: 0, after: 0 },
            children: [t('履\u3000歷\u3000表', { bold: true, size: sz(36) })],
          }),
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            spacing: { before: 0, after: 40 },
            children: [t('填表日期：民國113年11月20日', { size: sz(18), color: '595959' })],
          }),
          heading('一、個人資料'),
          personal(),
          heading('二、學歷'),
          education(),
          heading('三、工作經歷'),
          job(chenxi, '民國108年7月 ~ 迄今', '在職中', numbered),
          gap(),
          job(yuchen, '105/09 - 108/06', '尋求職涯發展', () => '‧'),
          gap(),
          job(jiahe, '104/08 - 105/08', '轉換跑道至行銷領域', numbered),
          heading('四、專業技能'),
          ...skills(),
          heading('五、語言能力'),
          languages(),
          heading('六、證照'),
          certificates(),
        ],
      },
    ],
    FONT,
    20,
    { text: '●' },
  );
  return bytes;
};

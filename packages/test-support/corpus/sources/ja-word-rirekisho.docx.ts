// A Japanese 履歴書 filled in on a computer from the Word version of the common template (the 厚生労働省 form that
// replaced the JIS Z 8303 sample, A4 over two pages, every cell drawn, ＭＳ 明朝 throughout), the way a mid-career
// applicant sends it with a 職務経歴書 to a company in Tokyo. What it has:
// - '履歴書' letter-spaced at the top left and '2026年11月1日現在' on the same line, the photo box at the top right
//   (a dashed cell merged down over three rows, still holding the template's '写真をはる位置' instructions, the
//   photo to be glued on the printout), so the box's small lines sit beside the name;
// - the personal data as the template's cells with the labels printed in them: 'ふりがな' over '氏 名' (two U+3000)
//   with the name in 22 pt ('中村 彩花', a space between family and given name), '1994年 5月 12日生（満32歳）' with
//   no label and the '※性別' cell beside it; the address's ふりがな, then '現住所 〒154-0024' over the address with
//   its building and room ('東京都世田谷区三軒茶屋2-14-8 グランハイツ三軒茶屋305号室', wrapping before '室' in its
//   cell), '電話' and 'E-mail' in the right-hand cells; the 連絡先 rows with only '同上' written, their 電話 and
//   E-mail cells empty;
// - the 学歴・職歴 table as 年 | 月 | 学歴・職歴（各別にまとめて書く） with a dotted line between 年 and 月, '学歴' and
//   '職歴' centred in their own rows, one line an event in the Western calendar ('2013 | 4 | 横浜国立大学 経営学部
//   経営学科 入学', the space before 入学 / 卒業 / 入社 an ideographic one, U+3000, as a Japanese IME types it, the
//   spaces inside the school's name ASCII ones), 入社 and 退職 on their own rows ('一身上の都合により退職'), the
//   department and work on rows with no date ('就職情報事業本部 営業部に配属 法人営業を担当'), '現在に至る' and '以上'
//   flush right; the table's fourteen rows run out at the foot of page 1 after the second company's 入社 row and
//   its title's row ('カスタマーサクセス本部 チームリーダー'), and its work, '現在に至る' and '以上' go on in the
//   template's second 学歴・職歴 table (its header repeated) at the top of page 2, empty rows after '以上';
// - the template's note '※「性別」欄：記載は任意です。未記載とすることも可能です。' under the table on page 1;
// - 免許・資格 rows dated the same way ('2020 | 1 | TOEIC Listening & Reading Test 825点 取得'), then the box
//   '志望の動機、特技、好きな学科、アピールポイントなど' with 【志望の動機】, 【アピールポイント】 and '【特技】' as
//   one line split by '、', and the 本人希望記入欄 box ('貴社の規定に従います。').
// Expected fields in the page's order (oldest first, as the form has them) and as in the corpus's other Japanese
// file (expected/ja-html.json): the school with its faculty as one name and no degree, dates YYYY-MM from the 年 and
// 月 cells (入学 / 入社 the start, 卒業 / 退職 the end, '現在に至る' present; the junior high school only its 卒業); a
// job's title only where a line states one (the first job's lines say where she was put and what she did, no
// title); the rows under a 入社 row its items; the address's two lines joined by a space as it is written on one
// line ('〒154-0024 東京都…'); the 資格 rows are not skills, the 【特技】 line's items are.
import {
  AlignmentType,
  BorderStyle,
  HeightRule,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IBorderOptions,
  type IRunOptions,
} from 'docx';
import { wordDocument, wordVariant, type Expected } from './docx-kit';

const ADDRESS = '東京都世田谷区三軒茶屋2-14-8 グランハイツ三軒茶屋305号室';
const POSTCODE = '〒154-0024';

export const expected: Expected = {
  language: 'ja',
  name: '中村 彩花',
  email: 'ayaka.nakamura@example.com',
  phone: '090-5555-3871',
  location: `${POSTCODE} ${ADDRESS}`,
  jobs: [
    {
      title: '',
      company: '株式会社マイナビ',
      start: '2017-04',
      end: '2021-06',
      bullets: [
        '就職情報事業本部 営業部に配属　法人営業を担当',
        '首都圏の中小企業約80社に新卒採用の求人広告を提案（2019年度 部門MVP）',
      ],
    },
    {
      title: 'カスタマーサクセス本部 チームリーダー',
      company: '株式会社マネーフォワード',
      start: '2021-07',
      end: 'present',
      bullets: ['中小企業向けクラウド会計サービスの導入支援とメンバー5名の育成を担当'],
    },
  ],
  schools: [
    { school: '藤沢市立鵠沼中学校', end: '2010-03' },
    { school: '神奈川県立湘南高等学校', start: '2010-04', end: '2013-03' },
    { school: '横浜国立大学 経営学部 経営学科', start: '2013-04', end: '2017-03' },
  ],
  skills: ['Excel（VLOOKUP・ピボットテーブル）', 'Salesforce', 'Tableau'],
};

// A4 with the template's margins: 15 mm at the top and bottom, 20 mm left, 15 mm right.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 851, bottom: 851, left: 1134, right: 851 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right; // 9921, 175 mm

const FONT = 'ＭＳ 明朝';
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
const JA = { value: 'en-US', eastAsia: 'ja-JP' };
const t = (text: string, { size = 21, ...o }: Omit<IRunOptions, 'size'> & { size?: number } = {}) =>
  new TextRun({ font: FONT, language: JA, ...o, size: sz(size), text });
const p = (
  children: Array<TextRun | PageBreak>,
  o: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {},
) => new Paragraph({ spacing: { before: 0, after: 0, line: 240 }, ...o, children });

// Lines: the outer frame heavier than the rules inside, as the template draws them.
const THICK: IBorderOptions = { style: BorderStyle.SINGLE, size: 12, color: '000000' };
const THIN: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const DOTTED: IBorderOptions = { style: BorderStyle.DOTTED, size: 4, color: '000000' };
const DASHED: IBorderOptions = { style: BorderStyle.DASHED, size: 4, color: '000000' };
const NONE: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

type Borders = { top?: IBorderOptions; bottom?: IBorderOptions; left?: IBorderOptions; right?: IBorderOptions };
const cell = (
  width: number,
  children: Paragraph[],
  borders: Borders,
  o: Partial<ConstructorParameters<typeof TableCell>[0]> = {},
) =>
  new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: { top: NONE, bottom: NONE, left: NONE, right: NONE, ...borders },
    margins: { left: 85, right: 85, top: 20, bottom: 20 },
    verticalAlign: VerticalAlign.CENTER,
    ...o,
    children,
  });
const row = (height: number, children: TableCell[], rule = HeightRule.ATLEAST) =>
  new TableRow({ height: { value: height, rule }, children });
const table = (widths: number[], rows: TableRow[]) =>
  new Table({
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    rows,
  });

// ---- Page 1: the title, the photo box and the personal data ----

// Columns: the main cells, the 電話 / E-mail column, a gap beside the photo, the photo (30 mm).
const PHOTO = 1701;
const GAP = 284;
const TEL = 1700;
const MAIN = WIDTH - PHOTO - GAP - TEL;
const RIGHT = TEL + GAP + PHOTO;

const small = (text: string) => t(text, { size: 16 });
const label = (text: string) => t(text, { size: 17 });

const photoBox = cell(
  PHOTO,
  [
    p([t('写真をはる位置', { size: 14 })], { alignment: AlignmentType.CENTER, spacing: { after: 60 } }),
    ...['写真をはる必要が', 'ある場合', '1.縦 36～40mm', '　横 24～30mm', '2.本人単身胸から上', '3.裏面のりづけ'].map(
      (l) => p([t(l, { size: 12 })]),
    ),
  ],
  { top: DASHED, bottom: DASHED, left: DASHED, right: DASHED },
  { rowSpan: 3, verticalAlign: VerticalAlign.CENTER, margins: { left: 100, right: 60, top: 60, bottom: 60 } },
);

const personal = table(
  [MAIN, TEL, GAP, PHOTO],
  [
    // '履歴書' and the date on one line, no lines around them.
    row(1020, [
      cell(
        MAIN + TEL + GAP,
        [
          p([t('履歴書', { size: 32, characterSpacing: 200 }), t('\t'), t('2026年11月1日現在')], {
            tabStops: [{ type: TabStopType.LEFT, position: 3400 }],
          }),
        ],
        {},
        { columnSpan: 3, verticalAlign: VerticalAlign.BOTTOM, margins: { left: 0, right: 0, top: 0, bottom: 100 } },
      ),
      photoBox,
    ]),
    row(420, [
      cell(
        MAIN + TEL,
        [
          p([small('ふりがな'), t('\t'), t('なかむら　あやか', { size: 18 })], {
            tabStops: [{ type: TabStopType.LEFT, position: 1300 }],
          }),
        ],
        { top: THICK, left: THICK, right: THICK, bottom: DOTTED },
        { columnSpan: 2 },
      ),
      cell(GAP, [p([])], {}),
    ]),
    row(1000, [
      cell(
        MAIN + TEL,
        [p([label('氏　　名')]), p([t(expected.name, { size: 44 })], { indent: { left: 1200 } })],
        { top: DOTTED, left: THICK, right: THICK, bottom: THIN },
        { columnSpan: 2, verticalAlign: VerticalAlign.TOP },
      ),
      cell(GAP, [p([])], {}),
    ]),
    row(560, [
      cell(MAIN, [p([t('1994年 5月 12日生　（満32歳）')], { indent: { left: 1200 } })], {
        top: THIN,
        left: THICK,
        bottom: THICK,
        right: THIN,
      }),
      cell(
        RIGHT,
        [p([label('※性別')]), p([t('女')], { indent: { left: 700 } })],
        { top: THICK, right: THICK, bottom: THICK, left: THIN },
        { columnSpan: 3, verticalAlign: VerticalAlign.TOP },
      ),
    ]),
  ],
);

// The address block: ふりがな over 現住所, 電話 and E-mail on the right; then the same for 連絡先.
const addressRows = (
  kana: string,
  head: TextRun[],
  lines: string[],
  phone: string,
  email: string,
  top: IBorderOptions,
  bottom: IBorderOptions,
) => [
  row(400, [
    cell(
      MAIN,
      [
        p([small('ふりがな'), t('\t'), t(kana, { size: 16 })], {
          tabStops: [{ type: TabStopType.LEFT, position: 1300 }],
        }),
      ],
      { top, left: THICK, bottom: DOTTED, right: THIN },
    ),
    cell(
      RIGHT,
      [
        p([label('電話'), ...(phone ? [t('\t'), t(phone)] : [])], {
          tabStops: [{ type: TabStopType.LEFT, position: 550 }],
        }),
      ],
      {
        top,
        right: THICK,
        bottom: THIN,
        left: THIN,
      },
    ),
  ]),
  row(1000, [
    cell(
      MAIN,
      [p(head), ...lines.map((l) => p([t(l)], { indent: { left: 300 }, spacing: { before: 60 } }))],
      { top: DOTTED, left: THICK, bottom, right: THIN },
      { verticalAlign: VerticalAlign.TOP },
    ),
    cell(
      RIGHT,
      [p([label('E-mail')]), ...(email ? [p([t(email, { size: 18 })], { spacing: { before: 80 } })] : [])],
      { top: THIN, right: THICK, bottom, left: THIN },
      { verticalAlign: VerticalAlign.TOP },
    ),
  ]),
];

const address = table(
  [MAIN, RIGHT],
  [
    ...addressRows(
      'とうきょうと せたがやく さんげんぢゃや',
      [label('現住所'), t('　'), t(POSTCODE)],
      [ADDRESS],
      expected.phone ?? '',
      expected.email ?? '',
      THICK,
      THIN,
    ),
    ...addressRows(
      '',
      [label('連絡先'), t('　〒'), t('　　　　　（現住所以外に連絡を希望する場合のみ記入）', { size: 14 })],
      ['同上'],
      '',
      '',
      THIN,
      THICK,
    ),
  ],
);

// ---- The 学歴・職歴 and 免許・資格 tables: 年 | 月 | the event ----

const YEAR = 1020;
const MONTH = 620;
const EVENT = WIDTH - YEAR - MONTH;
const ROW = 560;

type Line = { y: string; m: string; text: string } | { head: string } | { text: string; right?: true } | null; // an empty row of the template

const eventTable = (title: string, lines: Line[]) => {
  const last = lines.length - 1;
  const rowOf = (l: Line, i: number) => {
    const bottom = i === last ? THICK : THIN;
    const y = l && 'y' in l ? l.y : '';
    const m = l && 'm' in l ? l.m : '';
    const text = !l ? '' : 'head' in l ? l.head : l.text;
    const align =
      l && 'head' in l ? AlignmentType.CENTER : l && 'right' in l ? AlignmentType.RIGHT : AlignmentType.LEFT;
    return row(ROW, [
      cell(YEAR, [p([t(y)], { alignment: AlignmentType.CENTER })], { left: THICK, right: DOTTED, top: THIN, bottom }),
      cell(MONTH, [p([t(m)], { alignment: AlignmentType.CENTER })], { left: DOTTED, right: THIN, top: THIN, bottom }),
      cell(EVENT, [p([t(text)], { alignment: align, indent: l && 'right' in l ? { right: 400 } : { left: 60 } })], {
        left: THIN,
        right: THICK,
        top: THIN,
        bottom,
      }),
    ]);
  };
  const header = row(420, [
    cell(YEAR, [p([label('年')], { alignment: AlignmentType.CENTER })], {
      left: THICK,
      top: THICK,
      right: DOTTED,
      bottom: THIN,
    }),
    cell(MONTH, [p([label('月')], { alignment: AlignmentType.CENTER })], {
      left: DOTTED,
      top: THICK,
      right: THIN,
      bottom: THIN,
    }),
    cell(EVENT, [p([label(title)], { alignment: AlignmentType.CENTER })], {
      left: THIN,
      top: THICK,
      right: THICK,
      bottom: THIN,
    }),
  ]);
  return table([YEAR, MONTH, EVENT], [header, ...lines.map(rowOf)]);
};

const [mynavi, mf] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];
const [junior, shonan, ynu] = expected.schools as [
  (typeof expected.schools)[0],
  (typeof expected.schools)[0],
  (typeof expected.schools)[0],
];
const ym = (date: string | undefined) => {
  const [y = '', m = ''] = (date ?? '').split('-');
  return { y, m: String(Number(m)) };
};
const at = (date: string | undefined, text: string): Line => ({ ...ym(date), text });

// The history as she typed it into the template's rows: page 1 holds fourteen.
const history: Line[] = [
  { head: '学歴' },
  at(junior.end, junior.school + '　卒業'),
  at(shonan.start, shonan.school + '　入学'),
  at(shonan.end, shonan.school + '　卒業'),
  at(ynu.start, ynu.school + '　入学'),
  at(ynu.end, ynu.school + '　卒業'),
  null,
  { head: '職歴' },
  at(mynavi.start, mynavi.company + '　入社'),
  ...mynavi.bullets.map((text) => ({ text })),
  at(mynavi.end, '一身上の都合により退職'),
  at(mf.start, mf.company + '　入社'),
  { text: mf.title },
  ...mf.bullets.map((text) => ({ text })),
  { text: '現在に至る' },
  { text: '以上', right: true },
];
const PAGE1_ROWS = 14;
const page1History = history.slice(0, PAGE1_ROWS);
const page2History = [...history.slice(PAGE1_ROWS), null, null, null];

const licences: Line[] = [
  { y: '2014', m: '8', text: '普通自動車第一種運転免許　取得' },
  { y: '2016', m: '11', text: '日本商工会議所簿記検定試験2級　合格' },
  { y: '2020', m: '1', text: 'TOEIC Listening & Reading Test 825点　取得' },
  { y: '2024', m: '6', text: 'Salesforce認定アドミニストレーター　取得' },
  null,
  null,
];

// A box with the template's label at its top left and what she wrote under it.
const box = (heading: TextRun[], lines: TextRun[][], height: number) =>
  table(
    [WIDTH],
    [
      row(height, [
        cell(
          WIDTH,
          [p(heading, { spacing: { after: 80 } }), ...lines.map((l) => p(l, { spacing: { after: 20, line: 276 } }))],
          { top: THICK, bottom: THICK, left: THICK, right: THICK },
          { verticalAlign: VerticalAlign.TOP, margins: { left: 115, right: 115, top: 60, bottom: 60 } },
        ),
      ]),
    ],
  );

const motivation = box(
  [label('志望の動機、特技、好きな学科、アピールポイントなど')],
  [
    [t('【志望の動機】')],
    [
      t(
        '新卒採用の法人営業と会計サービスの導入支援を通じて、中小企業の人手不足とバックオフィス業務の負担を間近で見てきました。人事労務から会計までを一つのサービスで支える貴社で、導入後の定着と活用まで責任を持って支援したいと考え、志望いたしました。',
      ),
    ],
    [t('【アピールポイント】')],
    [
      t(
        '現職ではチームで解約率を前年の6.2％から3.8％に改善しました。営業で培った課題のヒアリング力と、データに基づく支援の進め方を貴社でも活かせると考えております。',
      ),
    ],
    [t(`【特技】${expected.skills.join('、')}`)],
  ],
  3100,
);

const wishes = box(
  [label('本人希望記入欄（特に給料・職種・勤務時間・勤務地・その他についての希望などがあれば記入）')],
  [[t('職種：カスタマーサクセス職を希望いたします。')], [t('その他は貴社の規定に従います。')]],
  1800,
);

const gap = (after = 160) => p([], { spacing: { after } });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          personal,
          address,
          gap(200),
          eventTable('学歴・職歴（各別にまとめて書く）', page1History),
          // The template's note at the foot of page 1, and the page's end after it: page 2 starts with its table.
          p([t('※「性別」欄：記載は任意です。未記載とすることも可能です。', { size: 15 }), new PageBreak()], {
            spacing: { before: 60 },
          }),
          eventTable('学歴・職歴（各別にまとめて書く）', page2History),
          gap(240),
          eventTable('免許・資格', licences),
          gap(240),
          motivation,
          gap(240),
          wishes,
        ],
      },
    ],
    FONT,
    21,
  );

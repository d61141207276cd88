// A Japanese 職務経歴書 typed in Word by a mid-career applicant from the free template the job sites hand out (the
// 編年体 / 逆編年体 kind with a '期間 | 業務内容' table a company), sent with a 履歴書 to a company in Tokyo (A4, 20 mm
// margins, ＭＳ 明朝 body and ＭＳ ゴシック headings, which here are Noto Serif CJK JP and Noto Sans CJK JP as Debian's
// LibreOffice has them). What it has:
// - '職務経歴書' centred and letter-spaced, then flush right '2024年11月1日現在', '氏名\u3000山田 太郎' (an ideographic
//   space, U+3000, after the label, an ASCII one between family and given name), 'TEL：090-1234-5678' and
//   'E-mail：…' with full-width colons; no address (it is in the 履歴書);
// - headings typed as '■職務要約', '■職務経歴', '■学歴', '■活かせる経験・知識・スキル', '■資格', '■自己PR' in bold
//   ゴシック, no rules;
// - 職務経歴 newest company first: each company as a bold line '株式会社…（2016年4月～現在）' over a rule, then
//   '事業内容：…', '資本金：4億5,000万円\u3000売上高：186億円\u3000従業員数：820名\u3000上場：東証プライム' as
//   one line of pairs split by U+3000, '雇用形態：正社員', then a bordered table whose grey header row is
//   '期間 | 業務内容'; the period cell typed on
//   three lines ('2019年4月' / '～' / '現在') and centred, the duty cell a bold department and title ('営業部 課長')
//   over '【業務内容】' and '【実績】' each over '・' items typed by hand (no list), some wrapping in the cell; the
//   company's two rows (a promotion) newest first, so the company line's range spans both rows;
// - 学歴 as one line ('2008年4月～2012年3月\u3000法政大学 経営学部 経営学科\u3000卒業');
// - skills as '・' lines, the last a 'PCスキル：' line split by '、', one item with '、' inside its parentheses
//   ('Excel（VLOOKUP、ピボットテーブル）');
// - 資格 as 'YYYY年M月<TAB>name' lines ('2015年6月<TAB>TOEIC 公開テスト スコア 820点取得', '2018年11月<TAB>医療情報技師
//   合格'), the licence without a date among them as people leave it;
// - 自己PR as two 【…】 subheads over paragraphs, and '以上' flush right at the end;
// - two pages: the second company's line and details end page 1, its table (rows kept whole) starts page 2.
// Expected fields as in the corpus's other Japanese files (ja-html, ja-word-rirekisho): a job's title the bold line
// of its row as written, its company the company line without its period, its dates those of its row; its items the
// '・' lines under both 【業務内容】 and 【実績】; the school with its faculty as one name and no degree, '卒業' not part of
// it; the 資格 lines are not skills; the skill lines as written, the PC line's tools one each.
import {
  AlignmentType,
  BorderStyle,
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
  type IBorderOptions,
  type IRunOptions,
} from 'docx';
import { wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'ja',
  name: '山田 太郎',
  email: 'yamada.taro@example.jp',
  phone: '090-1234-5678',
  jobs: [
    {
      title: '営業部 課長',
      company: '株式会社東邦メディカルシステムズ',
      start: '2019-04',
      end: 'present',
      bullets: [
        '首都圏の中核病院（200床以上）向け電子カルテシステムの提案営業を統括',
        '課員8名の目標設定、進捗管理、育成を担当',
        '1億円以上の大型案件における提案戦略の策定、価格交渉、導入部門との調整',
        '2021年度 課の売上目標達成率118％（全国5課中1位）',
        '2023年度 新規受注12病院、受注額合計14.6億円（課として過去最高）',
      ],
    },
    {
      title: '営業部 第二営業課 主任',
      company: '株式会社東邦メディカルシステムズ',
      start: '2016-04',
      end: '2019-03',
      bullets: [
        '東京都・神奈川県の中小病院、クリニック約60施設を担当',
        '医事会計システムから電子カルテへの更新提案、デモンストレーションの実施',
        '2017年度 新規受注件数 部内1位（営業職32名中）',
        '2018年度 社長賞受賞',
      ],
    },
    {
      title: '東京支店 営業二課 営業担当',
      company: '株式会社ミドリ精機',
      start: '2012-04',
      end: '2016-03',
      bullets: [
        '首都圏の製造業（自動車部品、食品工場）向けに計測機器、センサーのルート営業と新規開拓',
        '既存顧客約120社の定期訪問、保守契約の更新提案',
        '2014年度 新規開拓件数 支店1位（営業職14名中）',
        '保守契約更新率を78％から91％に改善',
      ],
    },
  ],
  schools: [{ school: '法政大学 経営学部 経営学科', start: '2008-04', end: '2012-03' }],
  skills: [
    '医療機関向けの法人営業（8年）',
    '製造業向けの法人営業（4年）',
    'チームマネジメント（課員8名）',
    'Word',
    'Excel（VLOOKUP、ピボットテーブル）',
    'PowerPoint',
    'Salesforce',
  ],
};

// A4 with the template's 20 mm margins.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1134, bottom: 1134, left: 1134, right: 1134 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right; // 9638

const MINCHO = 'Noto Serif CJK JP';
const GOTHIC = 'Noto Sans CJK JP';
const JA = { value: 'en-US', eastAsia: 'ja-JP' };
/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const t = (text: string, { size = 21, ...o }: Omit<IRunOptions, 'size'> & { size?: number } = {}) =>
  new TextRun({ font: MINCHO, language: JA, ...o, size: sz(size), text });
const p = (children: TextRun[], o: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({ spacing: { before: 0, after: 0 }, ...o, children });
const line = (text: string, o: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) => p([t(text)], o);
const right = (text: string) => line(text, { alignment: AlignmentType.RIGHT });
const empty = () => p([]);
/** '■職務要約': bold ゴシック, a line left empty before it. */
const heading = (text: string) =>
  p([t(text, { font: GOTHIC, bold: true, size: 22 })], { spacing: { before: 280, after: 80 } });
/** An item typed as '・' and its text, the wrapped lines hung under the text as the template's cells set them. */
const dot = (text: string) => p([t(`・${text}`)], { indent: { left: 210, hanging: 210 } });

const THIN: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const PERIOD = 1560;
const DUTIES = WIDTH - PERIOD;

const cell = (width: number, children: Paragraph[], o: Partial<ConstructorParameters<typeof TableCell>[0]> = {}) =>
  new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: { top: THIN, bottom: THIN, left: THIN, right: THIN },
    margins: { left: 100, right: 100, top: 60, bottom: 60 },
    ...o,
    children,
  });

interface Row {
  /** The period cell's lines as typed: '2019年4月', '～', '現在'. */
  period: [string, string];
  title: string;
  duties: string[];
  results: string[];
}

const periodOf = (ym: string | undefined) => {
  if (!ym || ym === 'present') return '現在';
  const [y, m] = ym.split('-');
  return `${y}年${Number(m)}月`;
};

const [kacho, shunin, midori] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

/** The job's '・' items split where its 【実績】 start. */
const rowOf = (job: (typeof expected.jobs)[0], duties: number): Row => ({
  period: [periodOf(job.start), periodOf(job.end)],
  title: job.title,
  duties: job.bullets.slice(0, duties),
  results: job.bullets.slice(duties),
});

const historyTable = (rows: Row[]) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [PERIOD, DUTIES],
    layout: TableLayoutType.FIXED,
    rows: [
      new TableRow({
        tableHeader: true,
        children: ['期間', '業務内容'].map((h, i) =>
          cell(i ? DUTIES : PERIOD, [p([t(h)], { alignment: AlignmentType.CENTER })], {
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
            margins: { left: 100, right: 100, top: 20, bottom: 20 },
          }),
        ),
      }),
      ...rows.map(
        (r) =>
          new TableRow({
            cantSplit: true,
            children: [
              cell(
                PERIOD,
                [r.period[0], '～', r.period[1]].map((l) => p([t(l)], { alignment: AlignmentType.CENTER })),
                { verticalAlign: VerticalAlign.TOP },
              ),
              cell(DUTIES, [
                p([t(r.title, { bold: true })], { spacing: { after: 40 } }),
                line('【業務内容】'),
                ...r.duties.map(dot),
                line('【実績】', { spacing: { before: 60 } }),
                ...r.results.map(dot),
              ]),
            ],
          }),
      ),
    ],
  });

/** The company's bold line over a rule, then its details as the template's labelled lines. */
const company = (name: string, since: string, details: string[]) => [
  p([t(`${name}（${since}）`, { bold: true, size: 22 })], {
    spacing: { before: 160, after: 60 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
  }),
  ...details.map((d) => line(d)),
  p([], { spacing: { after: 60 } }),
];

const summary =
  '法政大学卒業後、株式会社ミドリ精機に入社し、東京支店にて製造業向けに計測機器の法人営業を4年間経験しました。' +
  '2016年に株式会社東邦メディカルシステムズへ転職し、首都圏の病院向けに電子カルテシステムの提案営業に従事しています。' +
  '2019年からは営業部課長として課員8名のマネジメントを担い、2023年度は課として過去最高の受注額を達成しました。';

const pr: Array<[string, string]> = [
  [
    '【お客様の課題を数字で捉える提案力】',
    '病院の経営課題は診療科や部門ごとに異なるため、提案の前に必ず外来患者数や待ち時間、会計処理の件数などを伺い、導入後の効果を数字でお示しすることを心がけてきました。その結果、価格だけで比較されることが減り、競合他社からのリプレイス案件を多く受注することができました。',
  ],
  [
    '【チームで成果を出す仕組みづくり】',
    '課長就任後は、個人の経験に頼っていた提案書や見積りの作り方を課内で共有し、若手でも大型案件に参加できる体制を整えました。今後は、これまでの医療業界での営業経験とマネジメント経験を活かし、貴社の事業拡大に貢献したいと考えております。',
  ],
];

// The licence has no date: he did not look it up, as many leave it.
const licences: Array<[string, string]> = [
  ['2015年6月', 'TOEIC 公開テスト スコア 820点取得'],
  ['2018年11月', '医療情報技師 合格'],
  ['', '普通自動車第一種運転免許'],
];

const [school] = expected.schools as [(typeof expected.schools)[0]];
const skillLines = [...expected.skills.slice(0, 3), `PCスキル：${expected.skills.slice(3).join('、')}`];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          p([t('職務経歴書', { font: GOTHIC, bold: true, size: 32, characterSpacing: 120 })], {
            alignment: AlignmentType.CENTER,
            spacing: { after: 120 },
          }),
          right('2024年11月1日現在'),
          right(`氏名\u3000${expected.name}`),
          right(`TEL：${expected.phone}`),
          right(`E-mail：${expected.email}`),

          heading('■職務要約'),
          line(summary, { indent: { firstLine: 210 } }),

          heading('■職務経歴'),
          ...company(kacho.company, '2016年4月～現在', [
            '事業内容：医療機関向け電子カルテ・医事会計システムの開発、販売、保守',
            '資本金：4億5,000万円　売上高：186億円　従業員数：820名　上場：東証プライム',
            '雇用形態：正社員',
          ]),
          historyTable([rowOf(kacho, 3), rowOf(shunin, 2)]),
          empty(),
          ...company(midori.company, '2012年4月～2016年3月', [
            '事業内容：産業用計測機器、センサーの製造、販売',
            '資本金：9,800万円　従業員数：310名',
            '雇用形態：正社員',
          ]),
          historyTable([rowOf(midori, 2)]),

          heading('■学歴'),
          line(`${periodOf(school.start)}～${periodOf(school.end)}\u3000${school.school}\u3000卒業`),

          heading('■活かせる経験・知識・スキル'),
          ...skillLines.map(dot),

          heading('■資格'),
          ...licences.map(([date, name]) =>
            p([t(date), t('\t'), t(name)], { tabStops: [{ type: TabStopType.LEFT, position: 1470 }] }),
          ),

          heading('■自己PR'),
          ...pr.flatMap(([head, text]) => [
            line(head, { spacing: { before: 60 } }),
            line(text, { indent: { firstLine: 210 } }),
          ]),
          p([t('以上')], { alignment: AlignmentType.RIGHT, spacing: { before: 240 } }),
        ],
      },
    ],
    MINCHO,
    21,
  );

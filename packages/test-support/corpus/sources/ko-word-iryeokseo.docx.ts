// A Korean 이력서 filled in on the table template the job sites and office-form sites hand out for Word and 한글 (HWP)
// alike (A4, 맑은 고딕 10 pt throughout, which LibreOffice sets in Noto Sans CJK KR), the way an applicant with eight
// years' experience sends it, with a separate 자기소개서, to a company in Seoul. What it has:
// - the title '이 력 서' typed with spaces between its syllables and letter-spaced on top of that, centred and bold;
// - the personal table (인적사항) with every cell drawn and the label cells shaded grey: a 3 × 4 cm 증명사진 on a pale
//   backdrop in a cell merged down the left over six rows; '성  명' (two spaces typed between the syllables, as
//   '주  소') merged down over three rows beside the '(한글)', '(한자)' and '(영문)' rows ('김민준', '金旼俊',
//   'KIM MIN JUN'), then '생년월일' ('1993년 7월 15일 (만 32세)'), '주  소' ('서울특별시 강남구 테헤란로 123, 4층')
//   and one row of two pairs, '휴대전화' | '010-5555-1234' | '이메일' | e-mail; the name only in cells, never a
//   heading;
// - the section names as typed headings over their tables ('■ 학력사항', '■ 경력사항' with '총 경력 8년 3개월'
//   pushed right on a tab stop, '■ 자격증 및 어학', '■ 기타사항'), each table's first row shaded grey with the
//   column names centred;
// - 학력사항 as 기간 | 학교명 | 전공 | 구분, oldest first, the period typed '2012.03 ~ 2018.02' (a tilde between
//   spaces), the high school with '-' for its 전공, '졸업' in the 구분 column;
// - 경력사항 as 근무기간 | 회사명 | 부서/직위 | 담당업무, oldest first (a summer internship, then two employers),
//   '2021.07 ~ 현재', the 부서/직위 cell typed 'IT전략팀 / 대리', the duties as '- ' lines one a paragraph in the
//   narrow 담당업무 cell, most of them wrapping inside it; the date, company and position cells centred in height
//   beside them;
// - 자격증 및 어학 as 취득일 | 자격/어학명 | 발행처 | 점수 (a licence, TOEIC 915, OPIc 'IH', '-' where there is no
//   score);
// - 기타사항 as label | value rows: '병역사항' with its own dated range ('육군 병장 만기전역 (2013.05 ~ 2015.02)',
//   not a job) and 'OA / IT 활용' with the tools split by commas;
// - at the end the form's sentence '위의 기재 사항은 사실과 틀림이 없습니다.' centred over the date
//   ('2026년 3월 9일') and '작성자: 김민준 (인)' flush right;
// - two pages: the 자격증 및 어학 table fills page 1, so '■ 기타사항', its table and the closing lines stand alone at
//   the top of page 2; the gap Word and LibreOffice put between Hangul and Latin letters or digits (autospace) is
//   drawn wherever they meet ('삼성 SDS', '4 층', '1,200 억'), though none was typed.
// Expected fields as in the corpus's other CJK table resumes (zh-word-jianli, zh-html-jianli, ja-word-rirekisho): in
// the page's order (oldest first); a job's title the 부서/직위 cell as written ('IT전략팀 / 대리'), its company the
// 회사명 cell, its items the '- ' lines; a school's degree its 전공 cell (the major, '경영학과'; none for the high
// school's '-'), '졸업' not part of it; the address as the location; the certificates and languages are not skills,
// the 'OA / IT 활용' row's tools are; the military service is neither a job nor a school.
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
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IBorderOptions,
  type IRunOptions,
} from 'docx';
import { png, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'ko',
  name: '김민준',
  email: 'mjkim93@example.com',
  phone: '010-5555-1234',
  location: '서울특별시 강남구 테헤란로 123, 4층',
  jobs: [
    {
      title: 'GBS 컨설팅 / 인턴',
      company: '한국IBM',
      start: '2017-07',
      end: '2017-08',
      bullets: ['제조업 고객사 ERP 운영 현황 분석 보조', '고객 인터뷰 내용 정리 및 제안서 작성 지원'],
    },
    {
      title: 'IT전략팀 / 대리',
      company: '삼성SDS',
      start: '2018-01',
      end: '2021-06',
      bullets: [
        '관계사 IT 투자 계획 수립 및 예산 집행 관리 (연 1,200억 원 규모)',
        '클라우드 전환 로드맵 수립 및 ROI 분석',
        '분기별 IT 성과 지표 관리 및 경영진 보고 자료 작성',
      ],
    },
    {
      title: '디지털전략팀 / 과장',
      company: '현대카드',
      start: '2021-07',
      end: 'present',
      bullets: [
        '모바일 앱 전면 개편 프로젝트 기획 및 PMO 수행',
        'SQL, Tableau를 활용한 고객 데이터 분석 및 마케팅 성과 리포트 작성',
        '제휴사 API 연동 사업 일정·예산 관리 (12개 제휴사)',
        '팀 내 신입사원 2명 업무 코칭',
      ],
    },
  ],
  schools: [
    { school: '휘문고등학교', start: '2009-03', end: '2012-02' },
    { school: '연세대학교', degree: '경영학과', start: '2012-03', end: '2018-02' },
  ],
  skills: ['Excel(VBA)', 'PowerPoint', 'SQL', 'Python', 'Tableau', 'SAP ERP'],
};

// A4 with the template's 20 mm margins, 15 mm at the top and bottom.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 851, bottom: 851, left: 1134, right: 1134 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right; // 9638

const FONT = '맑은 고딕';
const KO = { value: 'en-US', eastAsia: 'ko-KR' };
/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
const SHADE = 'F2F2F2';

const t = (text: string, o: IRunOptions = {}) => new TextRun({ language: KO, ...o, text });
const p = (children: TextRun[], o: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({ spacing: { before: 0, after: 0, line: 264 }, ...o, children });

// Thin rules inside, the frame a little heavier, as the template draws them.
const THIN: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const FRAME: IBorderOptions = { style: BorderStyle.SINGLE, size: 12, color: '000000' };

type Edge = { top?: boolean; bottom?: boolean; left?: boolean; right?: boolean };
/** A cell; `edge` says which of its sides lie on the table's frame. */
const cell = (
  width: number,
  children: Paragraph[],
  o: Partial<ConstructorParameters<typeof TableCell>[0]> & { edge?: Edge; shaded?: boolean } = {},
) => {
  const { edge = {}, shaded, ...rest } = o;
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: {
      top: edge.top ? FRAME : THIN,
      bottom: edge.bottom ? FRAME : THIN,
      left: edge.left ? FRAME : THIN,
      right: edge.right ? FRAME : THIN,
    },
    margins: { left: 100, right: 100, top: 40, bottom: 40 },
    verticalAlign: VerticalAlign.CENTER,
    ...(shaded ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: SHADE } } : {}),
    ...rest,
    children,
  });
};
const centred = (text: string, o: IRunOptions = {}) => p([t(text, o)], { alignment: AlignmentType.CENTER });
const left = (text: string, o: IRunOptions = {}) => p([t(text, o)]);
const labelCell = (width: number, text: string, o: Parameters<typeof cell>[2] = {}) =>
  cell(width, [centred(text, { bold: true })], { shaded: true, ...o });

const row = (height: number, children: TableCell[]) =>
  new TableRow({ height: { value: height, rule: HeightRule.ATLEAST }, cantSplit: true, children });
const table = (widths: number[], rows: TableRow[]) =>
  new Table({
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    rows,
  });

// ---- The title and the personal table ----

const title = () =>
  p([t('이 력 서', { bold: true, size: sz(44), characterSpacing: 240 })], {
    alignment: AlignmentType.CENTER,
    spacing: { after: 320 },
  });

// The 증명사진: head and shoulders in a navy suit and white shirt on the studio's pale grey-blue backdrop.
const portrait = png(113, 151, (x, y) => {
  const hair = ((x - 56) / 29) ** 2 + ((y - 50) / 28) ** 2 <= 1 && y < 48;
  const head = ((x - 56) / 25) ** 2 + ((y - 62) / 31) ** 2 <= 1;
  const neck = Math.abs(x - 56) < 12 && y > 86 && y < 108;
  const shoulders = y > 104 && ((x - 56) / 58) ** 2 + ((y - 172) / 66) ** 2 <= 1;
  const shirt = shoulders && Math.abs(x - 56) < 15 - (y - 104) / 5 && y < 140;
  const tie = shirt && Math.abs(x - 56) < 3 && y > 108;
  if (hair) return [30, 27, 26];
  if (head || neck) return [232, 196, 170];
  if (tie) return [120, 30, 40];
  if (shirt) return [248, 248, 250];
  if (shoulders) return [28, 36, 58];
  return [214, 222, 232];
});

// Columns: the photo, the first label, the (한글) labels, the value, the second label, the second value.
const PHOTO = 1900;
const L1 = 1150;
const L2 = 950;
const V1 = 1900;
const L3 = 1000;
const V2 = WIDTH - PHOTO - L1 - L2 - V1 - L3; // 2738
const VALUE = V1 + L3 + V2;

// Made anew at each build: the docx package adds the merged cells' continuations to the rows it is given.
const personal = () =>
  table(
    [PHOTO, L1, L2, V1, L3, V2],
    [
      row(520, [
        cell(
          PHOTO,
          [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [new ImageRun({ type: 'png', data: portrait, transformation: { width: 113, height: 151 } })],
            }),
          ],
          {
            rowSpan: 6,
            edge: { top: true, left: true, bottom: true },
            margins: { left: 40, right: 40, top: 40, bottom: 40 },
          },
        ),
        labelCell(L1, '성  명', { rowSpan: 3, edge: { top: true } }),
        labelCell(L2, '(한글)', { edge: { top: true } }),
        cell(VALUE, [left(expected.name, { bold: true, size: sz(24) })], {
          columnSpan: 3,
          edge: { top: true, right: true },
        }),
      ]),
      row(520, [labelCell(L2, '(한자)'), cell(VALUE, [left('金旼俊')], { columnSpan: 3, edge: { right: true } })]),
      row(520, [labelCell(L2, '(영문)'), cell(VALUE, [left('KIM MIN JUN')], { columnSpan: 3, edge: { right: true } })]),
      row(520, [
        labelCell(L1 + L2, '생년월일', { columnSpan: 2 }),
        cell(VALUE, [left('1993년 7월 15일 (만 32세)')], { columnSpan: 3, edge: { right: true } }),
      ]),
      row(520, [
        labelCell(L1 + L2, '주  소', { columnSpan: 2 }),
        cell(VALUE, [left(expected.location!)], { columnSpan: 3, edge: { right: true } }),
      ]),
      row(520, [
        labelCell(L1 + L2, '휴대전화', { columnSpan: 2, edge: { bottom: true } }),
        cell(V1, [left(expected.phone!)], { edge: { bottom: true } }),
        labelCell(L3, '이메일', { edge: { bottom: true } }),
        cell(V2, [left(expected.email!)], { edge: { bottom: true, right: true } }),
      ]),
    ],
  );

// ---- The section tables: a heading typed over each, a shaded row of column names, then the rows ----

const heading = (text: string, right?: string) =>
  p(
    [
      t(`■ ${text}`, { bold: true, size: sz(22) }),
      ...(right ? [t('\t'), t(right, { size: sz(18), color: '404040' })] : []),
    ],
    {
      spacing: { before: 300, after: 100, line: 264 },
      keepNext: true,
      ...(right ? { tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }] } : {}),
    },
  );

/** A table under a shaded row of column names; each body cell is given as its paragraphs (one line centred, or more). */
const grid = (widths: number[], names: string[], body: Array<Array<string | Paragraph[]>>) => {
  const last = widths.length - 1;
  const lastRow = body.length - 1;
  const edge = (c: number, r: number): Edge => ({
    left: c === 0,
    right: c === last,
    top: r === -1,
    bottom: r === lastRow,
  });
  return table(widths, [
    row(
      420,
      names.map((n, c) => labelCell(widths[c]!, n, { edge: edge(c, -1) })),
    ),
    ...body.map((cells, r) =>
      row(
        460,
        cells.map((v, c) => cell(widths[c]!, typeof v === 'string' ? [centred(v)] : v, { edge: edge(c, r) })),
      ),
    ),
  ]);
};

type School = (typeof expected.schools)[0];
type Job = (typeof expected.jobs)[0];
const period = (start?: string, end?: string) =>
  `${start?.replace('-', '.')} ~ ${end === 'present' ? '현재' : end?.replace('-', '.')}`;

const education = () =>
  grid(
    [2300, 2900, 2900, WIDTH - 8100],
    ['기간', '학교명', '전공', '구분'],
    (expected.schools as School[]).map((s) => [period(s.start, s.end), s.school, s.degree ?? '-', '졸업']),
  );

// The duties as typed: '- ' and the text, one a paragraph, flush left in the cell.
const duties = (items: string[]) => items.map((b) => p([t(`- ${b}`)], { spacing: { after: 20, line: 264 } }));

const career = () =>
  grid(
    [2000, 1600, 1900, WIDTH - 5500],
    ['근무기간', '회사명', '부서/직위', '담당업무'],
    (expected.jobs as Job[]).map((j) => [period(j.start, j.end), j.company, j.title, duties(j.bullets)]),
  );

const certificates = () =>
  grid(
    [1500, 3300, 3000, WIDTH - 7800],
    ['취득일', '자격/어학명', '발행처', '점수'],
    [
      ['2016.11', '컴퓨터활용능력 1급', '대한상공회의소', '-'],
      ['2017.05', 'TOEIC', 'ETS', '915'],
      ['2019.08', '정보처리기사', '한국산업인력공단', '-'],
      ['2022.03', 'SQL 개발자(SQLD)', '한국데이터산업진흥원', '-'],
      ['2024.10', 'OPIc (영어)', 'ACTFL', 'IH'],
    ],
  );

// 기타사항: label | value, no row of column names.
const others = () => {
  const rows: Array<[string, string]> = [
    ['병역사항', '육군 병장 만기전역 (2013.05 ~ 2015.02)'],
    ['OA / IT 활용', expected.skills.join(', ')],
  ];
  const LABEL = 2000;
  return table(
    [LABEL, WIDTH - LABEL],
    rows.map(([l, v], r) =>
      row(460, [
        labelCell(LABEL, l, { edge: { left: true, top: r === 0, bottom: r === rows.length - 1 } }),
        cell(WIDTH - LABEL, [left(v)], { edge: { right: true, top: r === 0, bottom: r === rows.length - 1 } }),
      ]),
    ),
  );
};

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          title(),
          personal(),
          heading('학력사항'),
          education(),
          heading('경력사항', '총 경력 8년 3개월'),
          career(),
          heading('자격증 및 어학'),
          certificates(),
          heading('기타사항'),
          others(),
          p([t('위의 기재 사항은 사실과 틀림이 없습니다.', { size: sz(22) })], {
            alignment: AlignmentType.CENTER,
            spacing: { before: 600, after: 300 },
          }),
          p([t('2026년 3월 9일', { size: sz(22) })], { alignment: AlignmentType.CENTER, spacing: { after: 400 } }),
          p([t(`작성자: ${expected.name} (인)`, { size: sz(22) })], {
            alignment: AlignmentType.RIGHT,
            indent: { right: 400 },
          }),
        ],
      },
    ],
    FONT,
    20,
  );

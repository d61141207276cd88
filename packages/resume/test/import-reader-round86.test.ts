import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 86: items typed one a line with no mark, some wrapped over two lines, as hh.ru's Word export writes a
// job's duties (ru-word-hh-export); and wrapped paragraphs set apart, as a LinkedIn-made PDF writes a job's text.

const SANS = 'Arial';
const BOLD = 'Arial-Bold';

describe('unmarked items, one wrapped inside a bracket', () => {
  // The dates in a column of their own at the left, the job at 175.9; '(Java 8,' / 'Spring, Oracle)' is one item's
  // wrap, whose short last line leaves room the next item's first word would have taken.
  const page: ItemRow[] = [
    ['Соколов Андрей Викторович', 56.8, 44.2, 240.6, 18, SANS],
    ['a.sokolov.dev@example.com', 56.8, 102.2, 130.6, 10, SANS],
    ['Опыт работы — 10 лет 4 месяца', 56.8, 328.4, 183, 12, SANS],
    ['Август 2016 —', 56.8, 558.6, 67.9, 10, SANS],
    ['Февраль 2019', 56.8, 570.1, 65.6, 10, SANS],
    ['АО «НеваТелекомСофт»', 175.9, 558.6, 122.4, 10, BOLD],
    ['Санкт-Петербург', 175.9, 571.1, 82, 10, SANS],
    ['Java-разработчик', 175.9, 585.6, 87.9, 10, BOLD],
    ['Разработка и поддержка биллинговой системы для операторов связи (Java 8,', 175.9, 600.1, 363.8, 10, SANS],
    ['Spring, Oracle)', 175.9, 611.6, 67.2, 10, SANS],
    ['Оптимизировал расчёт ежемесячных счетов: закрытие периода сократилось с', 175.9, 624.1, 366.7, 10, SANS],
    ['20 до 6 часов', 175.9, 635.6, 63, 10, SANS],
    ['Написал сервис выгрузки отчётности в личный кабинет абонента', 175.9, 648.1, 305.1, 10, SANS],
    ['Вместе с QA подняли покрытие кода автотестами с 35% до 80%', 175.9, 660.6, 300.6, 10, SANS],
  ];

  it('ends the item where its wrapped line ends short, and starts the next', () => {
    const [job] = readResume(pdfLines(measuredRows(page))).resume.experience;
    expect(job!.title).toBe('Java-разработчик');
    expect(job!.bullets).toEqual([
      'Разработка и поддержка биллинговой системы для операторов связи (Java 8, Spring, Oracle)',
      'Оптимизировал расчёт ежемесячных счетов: закрытие периода сократилось с 20 до 6 часов',
      'Написал сервис выгрузки отчётности в личный кабинет абонента',
      'Вместе с QA подняли покрытие кода автотестами с 35% до 80%',
    ]);
  });
});

describe('wrapped paragraphs set a paragraph apart', () => {
  const page: ItemRow[] = [
    ['Brianna Castellano', 43.5, 46.5, 199.2, 22, BOLD],
    ['brianna.castellano@example.com', 43.5, 75.4, 160, 9, SANS],
    ['Experience', 43.5, 118.7, 70, 13, BOLD],
    ['Account Executive', 43.5, 135.1, 93.9, 10.5, BOLD],
    ['Harborline Freight Systems', 43.5, 149, 121.1, 10, SANS],
    ['August 2017 - May 2020', 43.5, 161.8, 108.9, 10, SANS],
    [
      'Sold transportation management software to shippers and third-party logistics companies in the Carolinas, Georgia',
      43.5,
      177.5,
      507.3,
      10,
      SANS,
    ],
    [
      'and Tennessee. Carried an annual quota of $1.1M and finished at 112% in 2018 and 118% in 2019.',
      43.5,
      191,
      438.5,
      10,
      SANS,
    ],
    [
      'Moved into a hybrid role in my last year, handing new accounts over to the implementation team and staying on as',
      43.5,
      216.5,
      505.1,
      10,
      SANS,
    ],
    ['their main contact through go-live.', 43.5, 230, 150.6, 10, SANS],
  ];

  it('are prose, the job’s text, not items typed one a line', () => {
    const [job] = readResume(pdfLines(measuredRows(page))).resume.experience;
    expect(job!.bullets).toEqual([]);
    expect(job!.summary).toContain('finished at 112% in 2018 and 118% in 2019. Moved into a hybrid role');
  });
});

describe('Korean items and paragraphs (ko-html-wanted)', () => {
  const KO = 'NotoSansKR';
  const KO_BOLD = 'NotoSansKR-Bold';
  const item = (text: string, y: number, width: number): ItemRow[] => [
    ['•', 158.2, y, 4, 9.5, 'Symbol'],
    [text, 167.2, y, width, 9.5, KO],
  ];
  // Two jobs as a Korean job site prints them: dates and duration in a column, the employer in bold beside them.
  const job = (lines: ItemRow[]): ItemRow[] => [
    ['이준혁', 51, 76.5, 65.5, 24, KO_BOLD],
    ['junhyuk.lee.dev@example.com 010-2345-6789', 51, 122.2, 207.9, 9, KO],
    ['경력', 51, 288.8, 23.8, 13, KO_BOLD],
    ['2019.01 - 2021.08', 51, 530.2, 71.9, 9, KO],
    ['2년 8개월', 51, 543.8, 34.9, 8.5, KO],
    ['(주)스윗트립', 167.2, 530.3, 58.4, 11, KO_BOLD],
    ['서비스개발팀 · 웹 프론트엔드 개발자', 167.2, 546.8, 145, 9.5, KO],
    ...item('숙소 예약 웹 서비스의 jQuery 코드를 React로 단계적 마이그레이션', 567.8, 270.4),
    ...item('Redux 상태 구조 개선 및 Jest 단위 테스트 도입으로 테스트 커버리지 0%에서 72% 달성', 582.8, 351.1),
    ['2017.07 - 2018.12', 51, 647.2, 71.9, 9, KO],
    ['1년 6개월', 51, 660.8, 34.9, 8.5, KO],
    ['한결정보기술(주)', 167.2, 648, 78.5, 11, KO_BOLD],
    ['SI사업부 · 웹 개발자', 167.2, 663.8, 81.4, 9.5, KO],
    ...lines,
  ];
  const second = (rows: ItemRow[]) => readResume(pdfLines(measuredRows(rows))).resume.experience[1]!;

  it('reads lines typed one a line, with no mark, as items, though Hangul has no capitals', () => {
    const rows = job([
      ['공공기관 민원 포털 유지보수 (Java Spring, JSP, jQuery)', 167.2, 684.8, 227.8, 9.5, KO],
      ['웹 접근성 인증마크 획득을 위한 화면 구조 및 대체 텍스트 개선', 167.2, 699.8, 242.4, 9.5, KO],
    ]);
    expect(second(rows).bullets).toEqual([
      '공공기관 민원 포털 유지보수 (Java Spring, JSP, jQuery)',
      '웹 접근성 인증마크 획득을 위한 화면 구조 및 대체 텍스트 개선',
    ]);
  });

  it('keeps a wrapped Korean sentence one, where its next word is too wide for the room left', () => {
    // 17 pt left at the line's end (the column ends at 518.3): two Latin letters would fit, two Hangul syllables
    // (about 22 pt at 9.5) would not.
    const rows = job([
      ['사내 결제 관리자 화면과 정산 리포트 자동화 도구를 개발하고 운영하면서 배포 과정을', 167.2, 684.8, 334, 9.5, KO],
      ['이를 통해 팀 전체의 배포 시간을 절반으로 줄였습니다', 167.2, 699.8, 230, 9.5, KO],
    ]);
    expect(second(rows).bullets).toEqual([]);
    expect(second(rows).summary).toContain('배포 과정을 이를 통해');
  });

  it("keeps an arrow between a change's quantities, wrapped to the next line, in the item", () => {
    const rows = job([
      ...item('GitHub Actions와 AWS S3·CloudFront를 이용한 배포 파이프라인 구축으로 배포 시간 25분', 684.8, 348),
      ['→ 6분 단축', 167.2, 699.8, 45, 9.5, KO],
      ...item('주니어 개발자 2명 온보딩 및 코드 리뷰 문화 정착', 714.8, 200),
    ]);
    expect(second(rows).bullets).toEqual([
      'GitHub Actions와 AWS S3·CloudFront를 이용한 배포 파이프라인 구축으로 배포 시간 25분 → 6분 단축',
      '주니어 개발자 2명 온보딩 및 코드 리뷰 문화 정착',
    ]);
  });

  it('still reads an arrow that starts a line after a finished one as a list mark', () => {
    const rows = job([
      ['→ 배포 시간 25분 단축', 167.2, 684.8, 100, 9.5, KO],
      ['→ 2022년 3월 사내 해커톤 대상', 167.2, 699.8, 130, 9.5, KO],
    ]);
    expect(second(rows).bullets).toEqual(['배포 시간 25분 단축', '2022년 3월 사내 해커톤 대상']);
  });
});

describe("a Russian school named after someone, wrapped after its initials (ru-latex-moderncv's \\cventry)", () => {
  const SANS = 'NotoSans-Regular';
  const cv = (entry: ItemRow[], below: number): ItemRow[] => [
    ['Дмитрий Соколов', 41.7, 72.8, 299, 33.9, SANS],
    ['dmitry.sokolov@example.ru', 41.7, 100, 140, 10, SANS],
    ['Образование', 141.3, 450.6, 95.1, 14.3, SANS],
    ['2008 – 2014', 71.3, 471, 61, 10.9, SANS],
    ...entry,
    ['им. Н. Э. Баумана, Москва', 141.3, 484.5, 133.9, 10.9, SANS],
    ['Дипломный проект: распределённая система сбора телеметрии для', 141.3, 498.1, below, 10, SANS],
    ['промышленных контроллеров.', 141.3, 510.1, 154.2, 10, SANS],
    ['Навыки', 141.3, 538.3, 54.9, 14.3, SANS],
  ];
  const want = {
    school: 'МГТУ им. Н. Э. Баумана',
    degree: 'Специалист',
    field: 'Информатика и вычислительная техника',
    startDate: '2008',
    endDate: '2014',
  };
  // XeLaTeX's pages, in Noto Sans: TeX's all the same (its maker says so), and no space glyph drawn.
  const school = (rows: ItemRow[]) => {
    const pages = measuredRows(rows).map((p) => ({ ...p, producer: 'xdvipdfmx (20211117)' }));
    const [s] = readResume(pdfLines(pages)).resume.education;
    return { school: s!.school, degree: s!.degree, field: s!.field, startDate: s!.startDate, endDate: s!.endDate };
  };

  it('reads the school on, across the line, and knows it by its initials', () => {
    const rows = cv([['Специалист, Информатика и вычислительная техника, МГТУ', 141.3, 471, 366.9, 10.9, SANS]], 366.9);
    expect(school(rows)).toEqual(want);
  });

  it('does so on a justified line whose words stand apart', () => {
    // Stretched far, each word an item and the space pdf.js reads between them one too, all 15.4 pt wide.
    const words: [string, number, number][] = [
      ['Специалист,', 141.3, 71.5],
      ['Информатика', 228.2, 81.8],
      ['и', 325.4, 7.9],
      ['вычислительная', 348.6, 98],
      ['техника,', 462, 50],
      ['МГТУ', 527.4, 26.2],
    ];
    const line = words.flatMap(([text, x, width], k): ItemRow[] => [
      [text, x, 471, width, 10.9, SANS],
      ...(k < words.length - 1 ? [[' ', x + width, 471, 15.4, 10.9, SANS] as ItemRow] : []),
    ]);
    expect(school(cv(line, 412.3))).toEqual(want);
  });
});

describe("a Korean table's dates, a range its centred cell broke after the tilde (ko-word-iryeokseo)", () => {
  const KO = 'NotoSansKR';
  const KO_BOLD = 'NotoSansKR-Bold';
  const item = (text: string, y: number, width: number): ItemRow[] => [
    ['•', 337.6, y, 4, 11, 'Symbol'],
    [text, 345, y, width, 11, KO],
  ];
  const page: ItemRow[] = [
    ['김민준', 262.5, 111, 35.8, 13, KO_BOLD],
    ['minjun.kim@example.com', 262.5, 130, 120, 10, KO],
    ['경력사항', 71.3, 378.1, 44.1, 12, KO_BOLD],
    ['근무기간', 87.3, 400.9, 40.4, 11, KO_BOLD],
    ['회사명', 182.4, 400.9, 30.3, 11, KO_BOLD],
    ['부서/직위', 262.5, 400.9, 45, 11, KO_BOLD],
    ['담당업무', 415.8, 400.9, 40.4, 11, KO_BOLD],
    ['2017.07 ~', 82.6, 427.4, 49.8, 11, KO],
    ['2017.08', 87.2, 440.6, 40.7, 11, KO],
    ['한국 IBM', 175.9, 434, 43.3, 11, KO],
    ['GBS 컨설팅 / 인턴', 242.7, 434, 84.7, 11, KO],
    ...item('제조업 고객사 ERP 운영 현황 분석 보조', 427.4, 178.3),
    ...item('고객 인터뷰 내용 정리 및 제안서 작성 지원', 441.6, 190),
    ['2018.01 ~', 82.6, 487.2, 49.8, 11, KO],
    ['2021.06', 87.2, 500.4, 40.7, 11, KO],
    ['삼성 SDS', 176.3, 493.8, 42.5, 11, KO],
    ['IT 전략팀 / 대리', 248.7, 493.8, 72.7, 11, KO],
    ...item('클라우드 전환 로드맵 수립 및 ROI 분석', 487.2, 178),
    ...item('분기별 IT 성과 지표 관리 및 경영진 보고', 501.4, 182),
  ];

  it('reads each range whole, from its first month to its last', () => {
    const jobs = readResume(pdfLines(measuredRows(page))).resume.experience;
    expect(jobs.map((j) => [j.company, j.startDate, j.endDate])).toEqual([
      ['한국 IBM', '2017-07', '2017-08'],
      ['삼성 SDS', '2018-01', '2021-06'],
    ]);
  });
});

describe('a grid of marked skills whose cells wrapped back under their marks (en-word-project-manager, rewrapped)', () => {
  const SANS = 'Calibri';
  const cell = (text: string, x: number, y: number, width: number): ItemRow[] => [
    ['•', x - 11.2, y, 4, 12, 'Symbol'],
    [text, x, y, width, 12, SANS],
  ];
  const page: ItemRow[] = [
    ['Daniel Okafor', 54.1, 60, 150, 22, 'Calibri-Bold'],
    ['daniel.okafor@example.com', 54.1, 90, 140, 11, SANS],
    ['CORE COMPETENCIES', 54.1, 290, 150, 13, 'Calibri-Bold'],
    ...cell('Portfolio Management', 70.7, 317, 127.3),
    ...cell('Agile & Scrum', 238.7, 317, 79),
    ...cell('Budget & Cost Control', 406.7, 317, 126),
    ...cell('Stakeholder', 70.7, 336.5, 67.7),
    ...cell('Risk & Issue', 238.7, 336.5, 67.5),
    ...cell('Vendor Management', 406.7, 336.5, 119.6),
    ['Management', 59.5, 354, 75.6, 12, SANS],
    ['Management', 227.5, 354, 75.6, 12, SANS],
    ...cell('PMO Governance', 70.7, 373.5, 98.5),
    ...cell('Change Management', 238.7, 373.5, 122),
    ...cell('Resource Planning', 406.7, 373.5, 105),
  ];

  it('joins each wrapped word to its own cell, the first cell too', () => {
    const { core } = readResume(pdfLines(measuredRows(page))).resume.skills;
    expect(core).toEqual([
      'Portfolio Management',
      'Agile & Scrum',
      'Budget & Cost Control',
      'Stakeholder Management',
      'Risk & Issue Management',
      'Vendor Management',
      'PMO Governance',
      'Change Management',
      'Resource Planning',
    ]);
  });
});

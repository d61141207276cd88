import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { DURATION, findDates } from '../src/import-reader/dates';
import { isItemsLabel } from '../src/import-reader/entry-labels';
import { arabicLigaturesInOrder } from '../src/import-reader/text';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 71: a Taiwanese 履歷表 dated in Minguo years (zh-word-tw-minguo), a Hebrew Google Docs résumé
// (he-html-gdocs), LinkedIn's export in Arabic (ar-html-linkedin), an Indian job portal's export (en-html-naukri), a
// Portuguese CV (pt-word-europass-pt) and a Korean career platform's (ko-html-wanted).

describe('a Taiwanese résumé dated in the Republic of China’s years', () => {
  it('reads a range of Minguo months as Gregorian months, and a lone Minguo date as none', () => {
    const of = (s: string) => {
      const found = findDates(s);
      return found && [found.text, found.start, found.end];
    };
    expect(of('民國 108 年 7 月 ~ 迄今')).toEqual(['民國 108 年 7 月 ~ 迄今', '2019-07', '']);
    expect(of('國立中興大學 企業管理學系 學士 100/09 - 104/06 畢業')).toEqual([
      '100/09 - 104/06',
      '2011-09',
      '2015-06',
    ]);
    // A table's cell of its own: three digits are no other calendar's year; two need Chinese beside them.
    expect(of('97/09 - 100/06')).toEqual(['97/09 - 100/06', '2008-09', '2011-06']);
    expect(findDates('填表日期：民國 113 年 11 月 20 日')?.start ?? '').toBe('');
    expect(findDates('ROAS 由 3.2 提升至 5.1')).toBeUndefined();
    expect(of('2019/07 - 2021/06')).toEqual(['2019/07 - 2021/06', '2019-07', '2021-06']);
  });

  const CJK = 'NotoSansCJKjp-Regular-VKana';
  const cell = (text: string, x: number, y: number): ItemRow => [text, x, y, text.length * 10, 10, CJK];

  it('takes the mailing address (通訊地址) as the location, not the registered one (戶籍地址)', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['履歷表', 253, 45, 90, 18, 'NotoSansCJKjp-Bold'],
          ['一、個人資料', 51, 90, 72, 12, 'NotoSansCJKjp-Bold'],
          cell('姓名', 63, 112),
          cell('黃詩涵', 118, 112),
          cell('通訊地址', 63, 184),
          cell('臺北市中山區南京東路二段 100 號 7 樓', 118, 184),
          cell('戶籍地址', 63, 202),
          cell('臺中市北區三民路三段 129 號', 118, 202),
        ]),
      ),
    );
    expect(resume.profile.location).toMatch(/^臺北市中山區南京東路二段/u);
  });

  it("leaves a school's status ('畢業', graduated) out of its degree", () => {
    const at = (text: string, x: number, y: number, w: number): ItemRow => [text, x, y, w, 10, CJK];
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['黃詩涵', 60, 45, 54, 18, 'NotoSansCJKjp-Bold'],
          ['二、學歷', 51, 232, 48, 12, 'NotoSansCJKjp-Bold'],
          at('學校名稱', 106.4, 253.8, 40),
          at('科系', 243.9, 253.8, 20),
          at('學位', 323.8, 253.8, 20),
          at('就學期間', 398, 253.8, 40),
          at('狀態', 499.7, 253.8, 20),
          at('國立中興大學', 96.4, 271.8, 60),
          at('企業管理學系', 223.9, 271.8, 60),
          at('學士', 323.8, 271.8, 20),
          at('100/09 - 104/06', 382.4, 271.8, 71.19),
          at('畢業', 499.7, 271.8, 20),
          at('國立臺中女子高級中等學校', 66.4, 288.8, 120),
          at('普通科', 238.9, 288.8, 30),
          at('高中', 323.8, 288.8, 20),
          at('97/09 - 100/06', 385.1, 288.8, 65.69),
          at('畢業', 499.7, 288.8, 20),
        ]),
      ),
    );
    expect(resume.education.map((e) => [e.degree, e.field])).toEqual([
      ['企業管理學系', '學士'],
      ['普通科', '高中'],
    ]);
  });

  it("reads a duty numbered '4.' that starts with a Minguo year ('4.113 年母親節…') as its own item", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['黃詩涵', 60, 45, 54, 18, 'NotoSansCJKjp-Bold'],
          ['三、工作經歷', 51, 308, 72, 12, 'NotoSansCJKjp-Bold'],
          cell('公司名稱', 63, 335),
          cell('晨曦生活百貨股份有限公司', 118, 335),
          cell('職稱', 325, 335),
          cell('行銷企劃主任', 381, 335),
          cell('任職期間', 63, 352),
          cell('民國 108 年 7 月 ~ 迄今', 118, 352),
          cell('工作內容', 63, 398),
          cell('1.負責全台 12 間門市年度行銷活動之規劃與執行。', 118, 368),
          cell('2.管理每月約新台幣 80 萬元之數位廣告預算，廣告投資報酬率', 118, 380),
          cell('(ROAS)由 3.2 提升至 5.1。', 130, 392),
          cell('3.統籌官方 LINE 帳號經營。', 118, 404),
          cell('4.113 年母親節檔期整合線上線下活動，業績成長 35%。', 118, 416),
        ]),
      ),
    );
    const [job] = resume.experience;
    expect([job?.company, job?.title, job?.startDate, job?.endDate]).toEqual([
      '晨曦生活百貨股份有限公司',
      '行銷企劃主任',
      '2019-07',
      '',
    ]);
    expect(job?.bullets.at(-1)).toBe('113 年母親節檔期整合線上線下活動，業績成長 35%。');
  });
});

describe('a Hebrew résumé from Google Docs', () => {
  it("joins each '●' Chromium drew after the page's text to the right-to-left line it stands beside", () => {
    const HE = 'NotoSansHebrew-Regular';
    const mark = (y: number): ItemRow => ['●', 517.77, y, 4.23, 7, 'LiberationSans'];
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['שירה בן-דוד', 245.61, 95.25, 120.77, 24, HE],
          ['ניסיון תעסוקתי', 453.05, 141, 86.94, 13, 'NotoSansHebrew-Bold'],
          ['Wix', 336.12, 160.5, 18.88, 10.99, 'NotoSans-Regular'],
          [',', 357.96, 160.5, 2.95, 10.99, 'NotoSans-Regular'],
          ['מהנדסת נתונים בכירה', 360.91, 160.5, 107.08, 10.99, 'NotoSansHebrew-Bold'],
          ['היום', 487.14, 160.5, 22.21, 10.99, 'NotoSansHebrew-Bold'],
          ['–2021', 509.34, 160.5, 30.65, 10.99, 'NotoSans-Bold'],
          ['הובלת המעבר של תשתית הנתונים של החברה', 280.43, 173.25, 223.56, 10.99, HE],
          ['ללא השבתה', 372.11, 186, 131.89, 10.99, HE],
          ['הקמת מערך ניטור ואיכות נתונים', 184.3, 198.75, 319.7, 10.99, HE],
          ['חניכת מהנדסי נתונים חדשים בצוות', 333.29, 211.5, 170.71, 10.99, HE],
          mark(171.75),
          mark(197.25),
          mark(210),
        ]),
      ),
    );
    const [job] = resume.experience;
    expect([job?.title, job?.company, job?.startDate]).toEqual(['מהנדסת נתונים בכירה', 'Wix', '2021']);
    expect(job?.bullets).toEqual([
      'הובלת המעבר של תשתית הנתונים של החברה ללא השבתה',
      'הקמת מערך ניטור ואיכות נתונים',
      'חניכת מהנדסי נתונים חדשים בצוות',
    ]);
  });
});

describe('labels and ligatures', () => {
  it("reads the name of God's ligature, drawn backwards, as written: 'عبدالله'", () => {
    expect(arabicLigaturesInOrder('ريم عبداهلل الكعبي')).toBe('ريم عبدالله الكعبي');
  });

  it("takes 'Roles and Responsibilities:' and the pre-reform 'Principais actividades:' as labels of items", () => {
    expect(isItemsLabel('Roles and Responsibilities:')).toBe(true);
    expect(isItemsLabel('Principais actividades:')).toBe(true);
    expect(isItemsLabel('Roles and Salaries:')).toBe(false);
  });
});

describe('lengths of jobs in more languages, and Korean and Arabic employers', () => {
  it("reads a job's length as the dates' in Arabic, Korean, Chinese, Thai, Greek and Hebrew, never a year", () => {
    for (const length of [
      '8 سنوات 6 أشهر',
      '(سنة واحدة 9 أشهر)',
      '(شهران)',
      '3년 2개월',
      '3年2个月',
      '5 ปี 10 เดือน',
      '5 έτη 9 μήνες',
      'שנתיים',
    ])
      expect([length, DURATION.test(length)]).toEqual([length, true]);
    expect(DURATION.test('2019年')).toBe(false);
    expect(findDates('مارس 2019 - الحاضر (5 سنوات 9 أشهر)')?.text).toBe('مارس 2019 - الحاضر (5 سنوات 9 أشهر)');
  });

  const KR = 'NotoSansCJKkr-Regular';
  const KB = 'NotoSansCJKkr-Bold';

  it("keeps a Korean company's '(주)' (Inc.) before its name, and takes the length under the dates for none", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['이준혁', 51, 56, 65, 24, KB],
          ['경력', 51, 278, 24, 13, KB],
          ['2019.01 - 2021.08', 51, 522.6, 72, 9, KR],
          ['2년 8개월', 51, 536.5, 35, 8.5, KR],
          ['(주)스윗트립', 167, 520.9, 59, 11, KB],
          ['서비스개발팀 · 웹 프론트엔드 개발자', 167, 538.7, 145, 9.5, KR],
          ['숙소 예약 웹 서비스의 jQuery 코드를 React로 단계적 마이그레이션', 173, 559.7, 265, 9.5, KR],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.company, j.startDate, j.endDate])).toEqual([
      ['(주)스윗트립', '2019-01', '2021-08'],
    ]);
  });

  it("reads a school whose dates end in its mode of study alone, '2017 – 2020 (Part-time)'", () => {
    const F = 'NotoSans-Regular';
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Wei Ling Tan', 72, 60, 90, 18, 'NotoSans-Bold'],
          ['EDUCATION', 72, 100, 70, 12, 'NotoSans-Bold'],
          ['Bachelor of Business (Supply Chain Management)', 72, 120, 260, 11, 'NotoSans-Bold'],
          ['RMIT University (via SIM Global Education)', 72, 135, 230, 11, F],
          ['2017 – 2020 (Part-time)', 72, 150, 120, 11, F],
        ]),
      ),
    );
    expect(resume.education.map((e) => [e.startDate, e.endDate])).toEqual([['2017', '2020']]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { withoutCount } from '../src/import-reader/headings';
import { cleanText, isIcon } from '../src/import-reader/text';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 51: a Taiwanese job site's 履歷 (zh-html-104-tw) in Traditional Chinese, each job a table of label
// cells ('公司名稱', '職務名稱', '任職期間', '工作內容') beside their values. As pdf.js read its PDF, whose Type 3
// Noto CJK gives '長' back as the radical '⻑'.

const R = 'NotoSansCJKtc-Regular';
const B = 'NotoSansCJKtc-Bold';
const row = (y: number, ...cells: Array<[string, number]>): ItemRow[] =>
  cells.map(([text, x]): ItemRow => [text, x, y, text.length * 9.5, 9.49, R]);

describe("a Taiwanese job site's 履歷", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['林怡君', 42, 60, 60, 20, B],
        ...row(100, ['希望職稱:資深後端工程師', 42], ['聯絡電話:0912-345-678', 300]),
        ['工作經歷', 44, 262, 44, 10.99, B],
        ['總年資:8~9年', 505, 262, 60, 9.49, R],
        ...row(290, ['公司名稱', 42], ['宏碩雲端科技股份有限公司', 107]),
        ...row(313, ['職務名稱', 42], ['資深軟體工程師', 107]),
        ...row(335, ['任職期間', 42], ['2019/3 ~ 仍在職(5年9個月)', 107]),
        ...row(358, ['產業類別', 42], ['電腦軟體服務業', 107], ['公司規模', 360], ['100~500人', 425]),
        ...row(425, ['工作內容', 42], ['1. 負責會員與金流後端服務的設計與開發', 107]),
        ['2. 主導單體系統拆分為微服務,並導入 Kubernetes 與 CI/CD 流程,部署時間由半天縮', 107, 439, 460, 9.49, R],
        ['短至 15 分鐘,並撰寫部署與維運手冊,讓新進同仁一週內即可獨立上線服務', 107, 453, 420, 9.49, R],
        ['3. 帶領 4 人小組,負責 code review', 107, 467, 200, 9.49, R],
        ['專', 43.8, 520, 11, 10.99, B],
        ['⻑', 54.8, 520, 11, 10.99, B],
        ...row(548, ['技能', 42], ['Java', 114], ['Spring Boot', 149], ['PostgreSQL', 240]),
      ]),
    ),
  );

  it("reads each job's labelled cells, its heading's total years aside", () => {
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['資深軟體工程師', '宏碩雲端科技股份有限公司', '2019-03', ''],
    ]);
  });

  it('reads the numbered duties as items without their numbers, a wrapped one whole', () => {
    expect(resume.experience[0]!.bullets).toEqual([
      '負責會員與金流後端服務的設計與開發',
      '主導單體系統拆分為微服務,並導入 Kubernetes 與 CI/CD 流程,部署時間由半天縮短至 15 分鐘,並撰寫部署與維運手冊,讓新進同仁一週內即可獨立上線服務',
      '帶領 4 人小組,負責 code review',
    ]);
  });

  it("reads the phone after '聯絡電話:' and the skills under '專⻑'", () => {
    expect(resume.profile.phone).toBe('0912-345-678');
    expect(resume.skills.core).toEqual(['Java', 'Spring Boot', 'PostgreSQL']);
  });
});

describe('round 51: headings with a total, radicals', () => {
  it.each([
    ['工作經歷 總年資:8~9年', '工作經歷'],
    ['경력 총 6년 3개월', '경력'],
    ['Опыт работы — 9 лет 2 месяца', 'Опыт работы'],
  ])("'%s' is the heading '%s'", (text, heading) => expect(withoutCount(text)).toBe(heading));

  it("reads a CJK radical a font named for a whole character as that character ('⻑' is '長')", () => {
    expect(cleanText('專⻑')).toBe('專長');
    expect(isIcon('⻑')).toBe(false);
  });
});

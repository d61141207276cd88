import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 22: a Chinese 表格式 简历 typed in one Word table (zh-word-jianli) and an Egyptian CV typed right to left
// in Word (ar-word-cv), both as LibreOffice prints them.

const ZR = 'NotoSansCJKjp-Regular-VKana';
const ZB = 'NotoSansCJKjp-Bold-VKana';
const TITLE: Row = ['个 人 简 历', 238.8, 82.2, 117.96, 22, ZB];

describe('a Chinese 表格式 简历 from Word', () => {
  it("reads the name from its label padded letter by letter ('姓　　名' read as '姓' | '名')", () => {
    const rows: Row[] = [
      TITLE,
      ['基本信息', 56.8, 116.8, 48, 12, ZB],
      ['姓', 62.9, 140.8, 10.5, 10.5, ZB],
      ['名', 94.4, 140.8, 10.5, 10.5, ZB],
      ['王磊', 160.9, 140.8, 21, 10.5, ZR],
      ['性', 237.9, 140.8, 10.5, 10.5, ZB],
      ['别', 269.4, 140.8, 10.5, 10.5, ZB],
      ['男', 357.7, 140.8, 10.5, 10.5, ZR],
    ];
    expect(readResume(pdfLines(measuredRows(rows))).resume.profile.fullName).toBe('王磊');
  });

  it('reads schools by the row that names their columns in Chinese, the level a detail', () => {
    const rows: Row[] = [
      TITLE,
      ['教育背景', 56.8, 309.8, 48, 12, ZB],
      ['起止时间', 90.4, 331.3, 42, 10.5, ZB],
      ['学校名称', 210.4, 331.3, 42, 10.5, ZB],
      ['专业', 352.5, 331.3, 21, 10.5, ZB],
      ['学历', 479.2, 331.3, 21, 10.5, ZB],
      ['2013.09 - 2017.06', 68.1, 352.3, 86.54, 10.5, 'NotoSans-Regular'],
      ['北京理工大学', 199.9, 352.3, 63, 10.5, ZR],
      ['统计学', 347.2, 352.3, 31.5, 10.5, ZR],
      ['本科', 479.2, 352.3, 21, 10.5, ZR],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate, e.details])).toEqual([
      ['北京理工大学', '统计学', '2013-09', '2017-06', ['本科']],
    ]);
  });

  it("splits numbered duties typed in one paragraph after '工作内容：' into items", () => {
    const rows: Row[] = [
      TITLE,
      ['工作经历', 56.8, 580, 48, 12, ZB],
      ['2017.07 - 2018.02', 67.9, 608.3, 86.82, 10.5, 'NotoSans-Bold'],
      ['北京博思远景咨询有限公司', 210.9, 608.3, 126, 10.5, ZB],
      ['数据分析助理', 429, 608.3, 63, 10.5, ZB],
      ['工作内容：', 56.8, 629.6, 53.07, 10.5, ZR],
      ['1.', 110, 629.6, 8.81, 10.5, 'NotoSans-Regular'],
      ['协助完成快消品客户的市场调研问卷设计与数据录入；', 119, 629.6, 255.21, 10.5, ZR],
      ['2.', 374.6, 629.6, 8.81, 10.5, 'NotoSans-Regular'],
      ['使用', 383.6, 629.6, 21.09, 10.5, ZR],
      ['SPSS', 407, 629.6, 23.65, 10.5, 'NotoSans-Regular'],
      ['进行描述统计和交叉分', 432.9, 629.6, 106.23, 10.5, ZR],
      ['析，撰写调研报告；', 56.8, 644.6, 94.5, 10.5, ZR],
      ['3.', 151.3, 644.6, 8.81, 10.5, 'NotoSans-Regular'],
      ['整理行业公开数据，维护客户数据库。', 160.1, 644.6, 178.5, 10.5, ZR],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.company, j.title])).toEqual([['北京博思远景咨询有限公司', '数据分析助理']]);
    expect(experience[0]!.bullets.map((b) => b.replace(/\s/gu, ''))).toEqual([
      '协助完成快消品客户的市场调研问卷设计与数据录入',
      // (Its full-width commas as typed.)
      '使用SPSS进行描述统计和交叉分析，撰写调研报告',
      '整理行业公开数据，维护客户数据库',
    ]);
  });
});

const AR = 'DejaVuSans';
const AB = 'DejaVuSans-Bold';
const NAME: Row[] = [
  ['السيرة الذاتية', 250.6, 85, 94.16, 14, AB],
  ['أحمد محمود السيد', 217.8, 111, 159.61, 18, AB],
];

describe('an Arabic CV typed right to left in Word', () => {
  it('reads a phone typed in a right-to-left line in the order it was typed', () => {
    const rows: Row[] = [
      ...NAME,
      ['الهاتف:', 460.89, 138.4, 44.58, 12, AB],
      ['0100', 426, 138.4, 30.52, 12, AR],
      ['555', 399.3, 138.4, 22.82, 12, AR],
      ['1234', 365, 138.4, 30.52, 12, AR],
    ];
    expect(readResume(pdfLines(measuredRows(rows))).resume.profile.phone).toBe('0100 555 1234');
  });

  it('joins an item wrapped onto a line of its own at the right, and reads the town in brackets apart', () => {
    const rows: Row[] = [
      ...NAME,
      ['الخبرات العملية', 399.9, 339.2, 105.46, 14, AB],
      ['رئيس حسابات – شركة جهينة للصناعات الغذائية', 229, 359.7, 276.25, 12, AB],
      ['مارس', 181.8, 359.7, 30.49, 12, AR],
      ['2022', 147.3, 359.7, 30.52, 12, AR],
      ['– حتى اآلن', 90, 359.7, 53.6, 12, AR],
      ['\uf0b7', 487.5, 376.7, 10.98, 12, 'OpenSymbol'],
      ['إعداد القوائم المالية الشهرية والربع سنوية ومراجعتها قبل عرضها على المدير', 91.1, 376.7, 377.99, 12, AR],
      ['المالي', 438.3, 390.7, 31.18, 12, AR],
      ['\uf0b7', 487.5, 405.7, 10.98, 12, 'OpenSymbol'],
      ['إعداد التسويات البنكية الشهرية', 300, 405.7, 169.1, 12, AR],
      ['محاسب أول – شركة المراعي (الرياض)', 277.2, 498.7, 228.17, 12, AB],
      ['يناير', 201.69, 498.7, 20.52, 12, AR],
      ['2019', 167.1, 498.7, 30.52, 12, AR],
      ['– فبراير', 124.3, 498.7, 39.07, 12, AR],
      ['2022', 89.8, 498.7, 30.52, 12, AR],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['رئيس حسابات', 'شركة جهينة للصناعات الغذائية', ''],
      ['محاسب أول', 'شركة المراعي', 'الرياض'],
    ]);
    expect(experience[0]!.bullets).toEqual([
      'إعداد القوائم المالية الشهرية والربع سنوية ومراجعتها قبل عرضها على المدير المالي',
      'إعداد التسويات البنكية الشهرية',
    ]);
  });

  it('knows a heading whose lam-alef the PDF gave back in visual order', () => {
    const rows: Row[] = [
      ...NAME,
      ['المؤهالت العلمية', 390.7, 660.2, 114.69, 14, AB],
      ['بكالوريوس التجارة – جامعة القاهرة –', 289.19, 680.7, 216.16, 12, AB],
      ['2015', 251.5, 680.7, 33.34, 12, AB],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.degree, e.endDate])).toEqual([
      ['جامعة القاهرة', 'بكالوريوس التجارة', '2015'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume, type PdfPage } from '../src/import-reader';
import { cjkWidth, measuredRows, type ItemRow } from './pdf-page';

// Corpus round 82: Persian resumes as cairo redraws them (Firefox's prints on Linux) and as LibreOffice prints them;
// items as pdf.js read them from fa-html-jobinja and fa-word-rezome, each case misread before its rule.

const S = 'NotoSansArabic-Regular';
const N = 'NotoNaskhArabic-Regular';
const CAIRO = 'cairo 1.16.0 (https://cairographics.org)';
const texts = (pages: PdfPage[]) => pdfLines(pages).map((l) => l.text);
const drawnBy = (producer: string | undefined, rows: ItemRow[]): PdfPage[] =>
  measuredRows(rows).map((p) => ({ ...p, producer }));

describe('a zero-width non-joiner cairo drew no glyph for', () => {
  it("is read back where the next letter is drawn in a form that joins nothing before it ('پیاده‌سازی')", () => {
    // Glyphs named by their presentation forms: 'ﺳ' (U+FEB3) is seen's initial form, after heh, which joins both ways.
    const line: ItemRow[] = [
      ['ﻣﺪﯾﺮﯾﺘی', 193.49, 322.47, 30, 9.49, S],
      [' ', 223.49, 322.47, 0.26, 9.49, S],
      ['داﺷﺒﻮردﻫﺎی', 225.96, 322.47, 45.11, 9.49, S],
      [' ', 271.07, 322.47, 0.26, 9.49, S],
      ['ﺳﺎزی', 273.54, 322.47, 20.91, 9.49, S],
      ['پﯿﺎده', 294.43, 322.47, 17.52, 9.49, S],
      [' ', 311.94, 322.47, 0.26, 9.49, S],
      ['و', 314.41, 322.47, 4.24, 9.49, S],
      [' ', 318.65, 322.47, 0.26, 9.49, S],
      ['ﻃﺮاﺣی', 321.12, 322.47, 24.78, 9.49, S],
    ];
    // Whoever drew it: the forms alone say so.
    for (const producer of [CAIRO, undefined])
      expect(texts(drawnBy(producer, line))).toEqual(['طراحی و پیاده‌سازی داشبوردهای مدیریتی']);
  });

  it("is read back from the space of no width a run ends with ('سریع‌تر'), and the percent sign after its number", () => {
    const line: ItemRow[] = [
      ['ﺗﺮ', 305.79, 370.46, 6.6, 9.49, S],
      ['ﺳﺮﯾﻊ ', 312.39, 370.46, 19.08, 9.49, S],
      [' ', 331.47, 370.46, 0.26, 9.49, S],
      ['٪۴۰', 333.94, 370.46, 11.96, 9.49, S],
    ];
    expect(texts(drawnBy(CAIRO, line))).toEqual(['۴۰٪ سریع‌تر']);
  });

  // Glyphs named by their plain letters (cairo names a glyph by the text it first drew): only cairo's habit of
  // parting a word's runs at a non-joiner and nowhere else says one stood between 'ایران' and 'زمین'.
  const address: ItemRow[] = [
    ['کوچه', 324.32, 261.13, 21.72, 10.99, N],
    [' ', 346.04, 261.13, 0.22, 10.99, N],
    ['زمین،', 348.47, 261.13, 21.99, 10.99, N],
    ['ایران', 370.47, 261.13, 19.85, 10.99, N],
    [' ', 390.32, 261.13, 0.22, 10.99, N],
    ['خیابان', 392.79, 261.13, 25.85, 10.99, N],
  ];

  it('is read back between two touching runs of letters in a PDF cairo drew', () => {
    expect(texts(drawnBy(CAIRO, address))).toEqual(['خیابان ایران‌زمین، کوچه']);
  });

  it('is not made up between touching runs elsewhere: Chromium parts runs at ligatures too', () => {
    expect(texts(drawnBy('Skia/PDF m156', address))).toEqual(['خیابان ایرانزمین، کوچه']);
    // Chromium's 'للإ' | 'دارة' (lam-alef drawn as one glyph): alef joins nothing after it, so nothing stood there.
    const ligature: ItemRow[] = [
      ['العليا', 200, 300, 22, 10, S],
      [' ', 222, 300, 2.5, 10, S],
      ['دارة', 224.5, 300, 16, 10, S],
      ['للإ', 240.5, 300, 10, 10, S],
    ];
    expect(texts(drawnBy(CAIRO, ligature))).toEqual(['للإدارة العليا']);
  });
});

describe('numbers and brackets in a right-to-left line', () => {
  it("reads a year cairo drew as two touching runs ('۱' | '۳۹۷') whole", () => {
    const dates: ItemRow[] = [
      ['۱', 33.53, 434.96, 2.38, 8.5, S],
      ['۳۹۷', 35.91, 434.96, 14.04, 8.5, S],
      [' ', 49.95, 434.96, 0.26, 8.5, S],
      ['اﺳﻔﻨﺪ', 52.16, 434.96, 20.32, 8.5, S],
      [' ', 72.48, 434.96, 0.26, 8.5, S],
      ['-', 74.69, 434.96, 2.74, 8.5, S],
      [' ', 77.43, 434.96, 0.26, 8.5, S],
      ['۱۳۹۴', 79.64, 434.96, 15.68, 8.5, S],
      [' ', 95.32, 434.96, 0.26, 8.5, S],
      ['ﻣﻬﺮ', 97.53, 434.96, 12.13, 8.5, S],
    ];
    expect(texts(drawnBy(CAIRO, dates))).toEqual(['مهر ۱۳۹۴ - اسفند ۱۳۹۷']);
  });

  it("keeps a bracket that encloses right-to-left words in the line's order ('Linux (CentOS و Ubuntu)')", () => {
    const L = 'LiberationSerif';
    const D = 'DejaVuSans';
    const bullet: ItemRow[] = [
      ['سرورهای', 386.55, 610.72, 36.26, 10.99, N],
      [' ', 422.8, 610.72, 0.22, 10.99, N],
      ['نگهداری', 425.17, 610.72, 31.07, 10.99, N],
      [' ', 456.24, 610.72, 0.22, 10.99, N],
      ['و', 458.7, 610.72, 5.14, 10.99, N],
      [' ', 463.84, 610.72, 0.21, 10.99, N],
      ['نصب', 466.18, 610.72, 20.58, 10.99, N],
      ['Linux', 357.68, 610.72, 26.23, 10.99, L],
      ['(', 351.07, 610.72, 4.28, 10.99, D],
      ['CentOS', 316.11, 610.72, 34.73, 10.99, L],
      ['و', 308.67, 610.72, 5.14, 10.99, N],
      ['Ubuntu', 273.12, 610.72, 32.94, 10.99, L],
      ['و', 261.41, 610.72, 5.14, 10.99, N],
      [' ', 266.55, 610.72, 0.22, 10.99, N],
      [')', 268.94, 610.72, 4.28, 10.99, D],
      ['Windows Server', 185.32, 610.72, 73.37, 10.99, L],
    ];
    expect(texts(drawnBy(CAIRO, bullet))).toEqual(['نصب و نگهداری سرورهای Linux (CentOS و Ubuntu) و Windows Server']);
    // Brackets that enclose Latin after right-to-left words take the line's direction too, and stay where they are
    // drawn ('(B.Sc.)' in a Hebrew line, as Chromium prints it).
    const [HR, HB, LR, LB] = ['NotoSansHebrew-Regular', 'NotoSansHebrew-Bold', 'NotoSans-Regular', 'NotoSans-Bold'];
    const degree: ItemRow[] = [
      ['אוניברסיטת בן-גוריון בנגב', 177.87, 372, 116.66, 10.99, HR],
      [' ', 294.53, 372, 3.95, 10.99, HR],
      [',', 297.5, 372, 2.95, 10.99, LR],
      ['במדעי המחשב', 300.45, 372, 71.45, 10.99, HB],
      [' ', 371.9, 372, 3.96, 10.99, HB],
      [')', 374.86, 372, 3.73, 10.99, LB],
      ['.', 378.59, 372, 3.13, 10.99, LB],
      ['B.Sc', 381.73, 372, 22.12, 10.99, LB],
      ['(', 403.85, 372, 3.73, 10.99, LB],
      [' ', 407.58, 372, 3.96, 10.99, LB],
      ['תואר ראשון', 410.55, 372, 57.45, 10.99, HB],
      [' ', 467.99, 372, 21.57, 10.99, HB],
      ['2017–2013', 484.17, 372, 55.82, 10.99, LB],
    ];
    expect(texts(drawnBy('Skia/PDF m156', degree))).toEqual([
      '2017–2013 תואר ראשון (B.Sc.) במדעי המחשב, אוניברסיטת בן-גוריון בנגב',
    ]);
  });
});

describe('a Persian resume as LibreOffice prints it', () => {
  it("drops the kashidas its PDF maps to no character, read by their code ('س77ازمان')", () => {
    const line: ItemRow[] = [
      ['های', 72, 324.4, 15.18, 11, N],
      ['سرور در س77ازمان‌', 87.2, 324.4, 205.5, 11, N],
    ];
    expect(texts(measuredRows(line))).toEqual(['سرور در سازمان‌های']);
  });

  it("reads 'مسئولیت محدود' in brackets after the employer as its legal form, not its town", () => {
    const rows: ItemRow[] = [
      ['محمدرضا کریمی', 221, 120, 154, 20, 'NotoKufiArabic-Bold'],
      ['سوابق شغلی', 440, 640, 83, 13, 'NotoNaskhArabic-Bold'],
      ['کارشناس پشتیبانی فنی', 428.8, 676.3, 94.5, 11, 'NotoNaskhArabic-Bold'],
      ['۱۳۹۳', 100.8, 676.3, 18.64, 11, N],
      ['–', 93, 676.3, 5.5, 11, 'DejaVuSans'],
      ['۱۳۹۵', 72, 676.3, 18.38, 11, N],
      ['مسئولیت محدود', 363.7, 695, 65.67, 11, N],
      [' ', 429.37, 695, 6.75, 11, N],
      ['شبکه البرز', 436.12, 695, 39.71, 11, N],
      ['شرکت رایان‌', 475.9, 695, 47.49, 11, N],
      [')', 359.5, 695, 4.29, 11, 'DejaVuSans'],
      [' ', 363.79, 695, 65.6, 11, 'DejaVuSans'],
      ['(', 429.39, 695, 4.29, 11, 'DejaVuSans'],
    ];
    const [job] = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect([job?.company, job?.location]).toEqual(['شرکت رایان‌شبکه البرز (مسئولیت محدود)', '']);
  });
});

describe('a list beside a sidebar that ends further down (en-html-chrome-headers as cairo redraws it)', () => {
  const R = 'Inter-Regular';
  const SB = 'Inter-SemiBold';
  const rows: ItemRow[] = [
    ['Priya Natarajan', 92.3, 70, 120, 20, SB],
    ['priya.natarajan@example.com', 92.3, 94.5, 130, 9, R],
    ['EXPERIENCE', 52, 230, 60, 9.5, SB],
    ['Aug 2022 –', 52.03, 251.25, 47.59, 8.8, R],
    ['Present', 67.92, 263.25, 31.72, 8.8, R],
    ['Senior Data Analyst — H-E-B Digital', 113.65, 250.5, 163.95, 9.49, SB],
    ['Austin, TX', 286.16, 250.5, 46.16, 9.49, R],
    ['Own the weekly curbside and home delivery scorecard', 126.64, 267, 246.95, 9.49, R],
    ['(order fill rate, substitutions, on-time delivery) read by the', 126.64, 280.5, 258.64, 9.49, R],
    ['VP of eCommerce and 40 store directors', 126.64, 294, 183.7, 9.49, R],
    ['Rebuilt the fulfillment data model in dbt on Snowflake (62', 126.64, 309.75, 256.27, 9.49, R],
    ['tested and documented models), cutting the Monday refresh', 126.64, 323.25, 271.87, 9.49, R],
    ['from 5 hours to 35 minutes', 126.64, 336.75, 120.9, 9.49, R],
    ['Designed and analyzed 18 A/B tests on substitution prompts', 126.64, 351.75, 269.07, 9.49, R],
    ['and delivery windows; the winning checkout flow lifted', 126.64, 365.25, 245.51, 9.49, R],
    ['conversion by 2.3%', 126.64, 378.75, 89.13, 9.49, R],
    ['Built a Python forecast of hourly order volume by store that', 126.64, 394.5, 264.83, 9.49, R],
    ['now sets picker schedules for 90 stores, reducing overtime', 126.64, 408, 265.6, 9.49, R],
    ['hours by 11%', 126.64, 421.5, 58.79, 9.49, R],
    ["Mentor two junior analysts and run the team's fortnightly", 126.64, 437.25, 253.55, 9.49, R],
    ['SQL review', 126.64, 450.75, 50.88, 9.49, R],
    // The sidebar ends: the next job's lines run to the page's right margin.
    ['Jan 2020 –', 53.36, 475.5, 46.26, 8.8, R],
    ['Jul 2022', 63.21, 487.5, 36.4, 8.8, R],
    ['Data Analyst — Dell Technologies', 113.65, 474.75, 153.97, 9.49, SB],
    ['Round Rock, TX', 276.15, 474.75, 71.62, 9.49, R],
    [
      'Built Tableau dashboards for the global services supply chain team tracking parts availability for',
      126.64,
      491.25,
      429.79,
      9.49,
      R,
    ],
    ['8,000 SKUs across 30 repair depots', 126.64, 504.75, 162.52, 9.49, R],
    [
      'Wrote the SQL and Python pipeline behind the monthly warranty cost report, replacing a 40-tab',
      126.64,
      520.5,
      427.99,
      9.49,
      R,
    ],
    ['Excel workbook that took two people a week to update', 126.64, 534, 245.43, 9.49, R],
  ];

  it("reads an item's lines whole by the list's own right edge, not the section's", () => {
    const [first, second] = readResume(pdfLines(drawnBy(CAIRO, rows))).resume.experience;
    expect(first?.bullets).toEqual([
      'Own the weekly curbside and home delivery scorecard (order fill rate, substitutions, on-time delivery) read by the VP of eCommerce and 40 store directors',
      'Rebuilt the fulfillment data model in dbt on Snowflake (62 tested and documented models), cutting the Monday refresh from 5 hours to 35 minutes',
      'Designed and analyzed 18 A/B tests on substitution prompts and delivery windows; the winning checkout flow lifted conversion by 2.3%',
      'Built a Python forecast of hourly order volume by store that now sets picker schedules for 90 stores, reducing overtime hours by 11%',
      "Mentor two junior analysts and run the team's fortnightly SQL review",
    ]);
    expect(second?.bullets).toEqual([
      'Built Tableau dashboards for the global services supply chain team tracking parts availability for 8,000 SKUs across 30 repair depots',
      'Wrote the SQL and Python pipeline behind the monthly warranty cost report, replacing a 40-tab Excel workbook that took two people a week to update',
    ]);
  });
});

describe('where a PDF maker begins its text objects', () => {
  // pdf.js gives an empty item where a text object begins. Chromium begins one for each element it prints, so each
  // list item starts with one; cairo begins them where it likes (in zh-html-jianli's redraw at '负责…' and '带领…' but
  // not at '主导…', an item of its own between them), so in its PDFs they say nothing of where an element starts.
  const F = 'NotoSansCJKsc-Regular';
  const at = (text: string, y: number): ItemRow => [text, 65, y, cjkWidth(text, 9.22), 9.22, F];
  const begins = (y: number): ItemRow => ['', 65, y, 0, 9.22, F];
  const rows: ItemRow[] = [
    begins(181.5),
    at('负责订单中心的微服务拆分，日均处理订单从50万提升到300万', 181.5),
    at('主导支付对账系统重构，对账耗时由4小时缩短到25分钟', 196.5),
    begins(211.5),
    at('带领5人小组，制定代码评审规范', 211.5),
  ];
  const opened = (producer: string) =>
    pdfLines(drawnBy(producer, rows))
      .filter((l) => l.opens)
      .map((l) => l.text.slice(0, 2));

  it("marks the lines Chromium's elements open, and none in a PDF cairo drew", () => {
    expect(opened('Skia/PDF m156')).toEqual(['负责', '带领']);
    expect(opened(CAIRO)).toEqual([]);
  });
});

describe('a TeX resume redrawn by cairo, its maker gone (es-latex-curve)', () => {
  const rows: ItemRow[] = [
    [
      '– Coordinación de un equipo de 14 analistas y supervisores de cali-',
      204.19,
      327.51,
      326.56,
      10.9,
      'CharterBT-Roman',
    ],
    ['dad en tres turnos.', 215.08, 341.04, 89.42, 10.9, 'CharterBT-Roman'],
  ];

  it("undoes TeX's hyphenation by the font only TeX sets in that cut (Bitstream Charter's Type 1 as TeX names it)", () => {
    expect(texts(drawnBy(CAIRO, rows))).toEqual([
      'Coordinación de un equipo de 14 analistas y supervisores de calidad',
      'en tres turnos.',
    ]);
  });
});

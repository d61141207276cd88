import { describe, expect, it } from 'vitest';
import { pdfLines, readResume, type PdfPage } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

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

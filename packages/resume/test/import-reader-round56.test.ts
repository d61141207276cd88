import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { isUpdateNote } from '../src/import-reader/page-furniture';
import { listItems } from '../src/import-reader/skill-lists';
import { measuredRows, page } from './pdf-page';

// Corpus round 56: an Israeli CV from an online Hebrew builder, printed by Chromium (he-html-alljobs): each job's
// dates alone in a column at the right ('2021–היום'), the title beside them, 'Company | City' under it, the items'
// marks drawn; and the cairo redraw of a Gulf job site's Arabic CV (ar-html-bayt). RenderCV's LaTeX (en-latex-rendercv)
// and a Spanish researcher's CV typed in Word (es-word-academico).

/** Its first two jobs as pdf.js reads them, widths measured (the empty items are where Chromium starts a block). */
const HEBREW_JOBS = measuredRows([
  ['', 404.39, 58.5, 0, 25, 'NotoSansHebrew-Bold'],
  ['נועם אברהמי', 404.39, 58.5, 147.93, 25, 'NotoSansHebrew-Bold'],
  ['', 459.79, 197.25, 0, 12, 'NotoSansHebrew-Bold'],
  ['ניסיון תעסוקתי', 459.79, 197.25, 80.28, 12, 'NotoSansHebrew-Bold'],
  ['', 510.35, 220.5, 0, 9, 'NotoSansHebrew-Regular'],
  ['היום', 510.35, 220.5, 17.07, 9, 'NotoSansHebrew-Regular'],
  ['–2021', 527.42, 220.5, 25.09, 9, 'NotoSans-Regular'],
  ['Backend', 380.7, 220.5, 45.06, 10.5, 'NotoSans-Bold'],
  [' ', 425.75, 220.5, 3.78, 10.5, 'NotoSans-Bold'],
  ['ראש צוות', 428.59, 220.5, 44.57, 10.5, 'NotoSansHebrew-Bold'],
  ['', 411.8, 234.75, 0, 9.49, 'NotoSansHebrew-Regular'],
  ['תל אביב', 411.8, 234.75, 33.03, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 444.83, 234.75, 4.53, 9.49, 'NotoSansHebrew-Regular'],
  ['|', 448.23, 234.75, 5.23, 9.49, 'NotoSans-Regular'],
  [' ', 453.46, 234.75, 4.54, 9.49, 'NotoSans-Regular'],
  ['Wix', 456.87, 234.75, 16.3, 9.49, 'NotoSans-Regular'],
  ['', 49.36, 250.5, 0, 9.49, 'NotoSansHebrew-Regular'],
  ['סקירות', 49.36, 250.5, 28.99, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 78.35, 250.5, 3.41, 9.49, 'NotoSansHebrew-Regular'],
  [',', 80.91, 250.5, 2.54, 9.49, 'NotoSans-Regular'],
  ['כולל תכנון ספרינטים', 83.46, 250.5, 81.5, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 164.96, 250.5, 3.42, 9.49, 'NotoSansHebrew-Regular'],
  [',', 167.52, 250.5, 2.54, 9.49, 'NotoSans-Regular'],
  ['מפתחים האחראי על שירותי התשלומים של הפלטפורמה', 170.06, 250.5, 219.71, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 389.77, 250.5, 3.42, 9.49, 'NotoSansHebrew-Regular'],
  ['6', 392.33, 250.5, 5.43, 9.49, 'NotoSans-Regular'],
  [' ', 397.76, 250.5, 3.43, 9.49, 'NotoSans-Regular'],
  ['הובלת צוות של', 400.33, 250.5, 60.09, 9.49, 'NotoSansHebrew-Regular'],
  ['', 276.66, 264, 0, 9.49, 'NotoSansHebrew-Regular'],
  ['קוד וקביעת הארכיטקטורה של שירותים חדשים', 276.66, 264, 183.76, 9.49, 'NotoSansHebrew-Regular'],
  ['', 123.42, 278.25, 0, 9.49, 'NotoSansHebrew-Regular'],
  ['מיליון עסקאות ביום', 123.42, 278.25, 78.22, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 201.64, 278.25, 3.43, 9.49, 'NotoSansHebrew-Regular'],
  ['2', 204.21, 278.25, 5.43, 9.49, 'NotoSans-Regular'],
  ['המטפלים בכ-', 209.65, 278.25, 53.56, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 263.2, 278.25, 3.42, 9.49, 'NotoSansHebrew-Regular'],
  ['Node.js', 265.77, 278.25, 33.69, 9.49, 'NotoSans-Regular'],
  ['וב-', 299.46, 278.25, 11.28, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 310.74, 278.25, 3.42, 9.49, 'NotoSansHebrew-Regular'],
  ['Scala', 313.3, 278.25, 22.87, 9.49, 'NotoSans-Regular'],
  ['ב-', 336.18, 278.25, 8.48, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 344.65, 278.25, 3.43, 9.49, 'NotoSansHebrew-Regular'],
  ['Microservices', 347.23, 278.25, 60.64, 9.49, 'NotoSans-Regular'],
  [' ', 407.86, 278.25, 3.43, 9.49, 'NotoSans-Regular'],
  ['תכנון ופיתוח', 410.43, 278.25, 49.98, 9.49, 'NotoSansHebrew-Regular'],
  ['', 132.59, 292.5, 0, 9.49, 'NotoSansHebrew-Regular'],
  ['דקות', 132.59, 292.5, 20.46, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 153.04, 292.5, 3.43, 9.49, 'NotoSansHebrew-Regular'],
  ['8', 155.61, 292.5, 5.43, 9.49, 'NotoSans-Regular'],
  ['דקות ל-', 161.05, 292.5, 31.02, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 192.07, 292.5, 3.42, 9.49, 'NotoSansHebrew-Regular'],
  ['40', 194.64, 292.5, 10.86, 9.49, 'NotoSans-Regular'],
  ['וקיצור זמן הפריסה מ-', 205.5, 292.5, 85.53, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 291.03, 292.5, 3.42, 9.49, 'NotoSansHebrew-Regular'],
  ['GitHub', 293.6, 292.5, 31.53, 9.49, 'NotoSans-Regular'],
  [' ', 325.13, 292.5, 3.41, 9.49, 'NotoSans-Regular'],
  ['Actions', 327.69, 292.5, 32.65, 9.49, 'NotoSans-Regular'],
  ['ב-', 360.35, 292.5, 8.48, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 368.83, 292.5, 3.43, 9.49, 'NotoSansHebrew-Regular'],
  ['CI/CD', 371.4, 292.5, 25.68, 9.49, 'NotoSans-Regular'],
  [' ', 397.08, 292.5, 3.43, 9.49, 'NotoSans-Regular'],
  ['הטמעת תהליכי', 399.65, 292.5, 60.76, 9.49, 'NotoSansHebrew-Regular'],
  ['', 281.57, 307.5, 0, 9.49, 'NotoSansHebrew-Regular'],
  ['ראיונות טכניים וחניכת מפתחים חדשים בצוות', 281.57, 307.5, 178.84, 9.49, 'NotoSansHebrew-Regular'],
  ['', 506.81, 330, 0, 9, 'NotoSans-Regular'],
  ['2021–2019', 506.81, 330, 45.71, 9, 'NotoSans-Regular'],
  ['מפתח תוכנה בכיר', 390.43, 330, 82.73, 10.5, 'NotoSansHebrew-Bold'],
  ['', 375.46, 344.25, 0, 9.49, 'NotoSansHebrew-Regular'],
  ['תל אביב', 375.46, 344.25, 33.03, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 408.49, 344.25, 4.53, 9.49, 'NotoSansHebrew-Regular'],
  ['|', 411.89, 344.25, 5.23, 9.49, 'NotoSans-Regular'],
  [' ', 417.12, 344.25, 4.54, 9.49, 'NotoSans-Regular'],
  ['Check', 420.53, 344.25, 26.85, 9.49, 'NotoSans-Regular'],
  [' ', 447.37, 344.25, 3.42, 9.49, 'NotoSans-Regular'],
  ['Point', 449.93, 344.25, 23.23, 9.49, 'NotoSans-Regular'],
  ['', 208.22, 360, 0, 9.49, 'NotoSansHebrew-Regular'],
  ['למערכת ניהול מדיניות אבטחה בענן', 208.22, 360, 140.41, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 348.63, 360, 3.43, 9.49, 'NotoSansHebrew-Regular'],
  ['Java', 351.2, 360, 18.07, 9.49, 'NotoSans-Regular'],
  ['פיתוח רכיבי צד שרת ב-', 369.27, 360, 91.14, 9.49, 'NotoSansHebrew-Regular'],
  ['', 180.8, 374.25, 0, 9.49, 'NotoSans-Regular'],
  ['35%', 180.8, 374.25, 18.75, 9.49, 'NotoSans-Regular'],
  ['והפחתת זמני התגובה בכ-', 199.55, 374.25, 100.7, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 300.25, 374.25, 3.42, 9.49, 'NotoSansHebrew-Regular'],
  ['Elasticsearch', 302.81, 374.25, 57.41, 9.49, 'NotoSans-Regular'],
  ['שיפור ביצועי שאילתות ב-', 360.22, 374.25, 100.19, 9.49, 'NotoSansHebrew-Regular'],
  ['', 269.58, 388.5, 0, 9.49, 'NotoSansHebrew-Regular'],
  ['ל', 269.58, 388.5, 4.96, 9.49, 'NotoSansHebrew-Regular'],
  ['"', 274.53, 388.5, 3.87, 9.49, 'NotoSans-Regular'],
  ['בארץ ובחו', 278.41, 388.5, 41.35, 9.49, 'NotoSansHebrew-Regular'],
  [' ', 319.76, 388.5, 3.43, 9.49, 'NotoSansHebrew-Regular'],
  ['QA', 322.32, 388.5, 13.29, 9.49, 'NotoSans-Regular'],
  ['עבודה שוטפת מול צוותי מוצר ו-', 335.61, 388.5, 124.79, 9.49, 'NotoSansHebrew-Regular'],
]);

describe('a Hebrew CV with a date column at the right', () => {
  const { resume } = readResume(pdfLines(HEBREW_JOBS));

  it("reads each job's dates, title and employer, the employer's line under the title being none of its items", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['ראש צוות Backend', 'Wix', 'תל אביב', '2021', ''],
      ['מפתח תוכנה בכיר', 'Check Point', 'תל אביב', '2019', '2021'],
    ]);
  });

  it('joins an item wrapped at the left edge, its words having no capitals to say so', () => {
    expect(resume.experience[0]!.bullets).toEqual([
      'הובלת צוות של 6 מפתחים האחראי על שירותי התשלומים של הפלטפורמה, כולל תכנון ספרינטים, סקירות קוד וקביעת הארכיטקטורה של שירותים חדשים',
      'תכנון ופיתוח Microservices ב-Scala וב-Node.js המטפלים בכ-2 מיליון עסקאות ביום',
      'הטמעת תהליכי CI/CD ב-GitHub Actions וקיצור זמן הפריסה מ-40 דקות ל-8 דקות',
      'ראיונות טכניים וחניכת מפתחים חדשים בצוות',
    ]);
    expect(resume.experience[1]!.bullets).toHaveLength(3);
  });
});

describe('a right-to-left line whose left-to-right words a PDF draws in one item with the mark after them', () => {
  it("reads the dash drawn left of a year ('–2021') after it", () => {
    const [line] = pdfLines(
      measuredRows([
        ['היום', 510.35, 220.5, 17.07, 9, 'NotoSansHebrew-Regular'],
        ['–2021', 527.42, 220.5, 25.09, 9, 'NotoSans-Regular'],
      ]),
    );
    expect(line!.text).toBe('2021–היום');
  });

  it("reads a bar drawn left of a Latin name ('| Noor') after the name, before the town (cairo's redraw)", () => {
    const [line] = pdfLines(
      measuredRows([
        ['', 307.47, 566.11, 0, 9.49, 'NotoSansArabic-Regular'],
        ['اﻟﻤﺘﺤﺪة', 307.47, 566.11, 28.7, 9.49, 'NotoSansArabic-Regular'],
        [' ', 336.17, 566.11, 0.26, 9.49, 'NotoSansArabic-Regular'],
        ['اﻟﻌﺮﺑﻴﺔ', 338.64, 566.11, 24.14, 9.49, 'NotoSansArabic-Regular'],
        [' ', 362.78, 566.11, 0.26, 9.49, 'NotoSansArabic-Regular'],
        ['اﻹﻣﺎرات', 365.24, 566.11, 30.44, 9.49, 'NotoSansArabic-Regular'],
        [' ', 395.69, 566.11, 0.26, 9.49, 'NotoSansArabic-Regular'],
        ['دﺑﻲ،', 398.15, 566.11, 17.18, 9.49, 'NotoSansArabic-Regular'],
        [' ', 415.34, 566.11, 0.45, 9.49, 'NotoSansArabic-Regular'],
        ['| Noor', 419.57, 566.11, 32.1, 9.49, 'NotoSans-Regular'],
        [' ', 451.67, 566.11, 0.26, 9.49, 'NotoSans-Regular'],
        ['Al', 454.13, 566.11, 8.51, 9.49, 'NotoSans-Regular'],
        [' ', 462.65, 566.11, 0.26, 9.49, 'NotoSans-Regular'],
        ['Khaleej', 465.12, 566.11, 32.67, 9.49, 'NotoSans-Regular'],
        [' ', 497.79, 566.11, 0.26, 9.49, 'NotoSans-Regular'],
        ['Trading', 500.26, 566.11, 33.82, 9.49, 'NotoSans-Regular'],
        [' ', 534.08, 566.11, 0.26, 9.49, 'NotoSans-Regular'],
        ['LL', 536.55, 566.11, 9.95, 9.49, 'NotoSans-Regular'],
        ['C', 546.3, 566.11, 6, 9.49, 'NotoSans-Regular'],
      ]),
    );
    expect(line!.text).toBe('Noor Al Khaleej Trading LLC | دبي، الإمارات العربية المتحدة');
  });

  it('measures a stretch of Latin words whole from the Hebrew beside it: one part, not two', () => {
    const [line] = pdfLines(
      measuredRows([
        ['Full', 391.35, 411.75, 19.07, 10.5, 'NotoSans-Bold'],
        [' ', 410.42, 411.75, 3.78, 10.5, 'NotoSans-Bold'],
        ['Stack', 413.25, 411.75, 28.59, 10.5, 'NotoSans-Bold'],
        [' ', 441.84, 411.75, 3.78, 10.5, 'NotoSans-Bold'],
        ['מפתח', 444.68, 411.75, 28.49, 10.5, 'NotoSansHebrew-Bold'],
        // (The Hebrew of the line under it: the page is right to left.)
        ['אופטימה סולושנס בע"מ | הרצליה', 380, 426, 100, 9.49, 'NotoSansHebrew-Regular'],
      ]),
    );
    expect(line!.parts.map((p) => p.text)).toEqual(['מפתח Full Stack']);
  });
});

describe("the lines of a LaTeX builder's CV and a researcher's", () => {
  it("takes RenderCV's 'Last updated in March 2025' for the page's furniture, not a date of anything", () => {
    expect(isUpdateNote('Last updated in March 2025')).toBe(true);
    expect(isUpdateNote('Actualizado en marzo de 2025')).toBe(true);
    expect(isUpdateNote('Updated the billing service in 2025')).toBe(false);
  });

  it("leaves out a skills label of five words: 'Análisis de datos y programación: R, Python'", () => {
    const [line] = pdfLines(page([['Análisis de datos y programación: R, Python, MATLAB, OriginPro', 72, 100]]));
    expect(listItems(line!)).toEqual({
      label: 'Análisis de datos y programación',
      items: ['R', 'Python', 'MATLAB', 'OriginPro'],
    });
  });
});

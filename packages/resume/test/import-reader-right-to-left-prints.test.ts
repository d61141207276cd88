import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { findPhone } from '../src/import-reader/contact';
import { arabicLigaturesInOrder, bracketsInOrder } from '../src/import-reader/text';
import { page } from './pdf-page';

// Corpus round 53 and older right-to-left sources as their PDFs read: LibreOffice's Hebrew brackets (he-word-korot-
// haim), its Arabic lam-alef (ar-word-cv), and a Gulf job site's Arabic CV printed by Chromium (ar-html-bayt).

describe('a right-to-left line as a PDF gives it', () => {
  it('turns back brackets drawn with their mirrored glyph, and leaves a Latin pair as it is', () => {
    expect(bracketsInOrder('דיווח ומעקב אחר באגים ב-Jira )משרת סטודנט, במקביל ללימודים(')).toBe(
      'דיווח ומעקב אחר באגים ב-Jira (משרת סטודנט, במקביל ללימודים)',
    );
    expect(bracketsInOrder('פיתוח צד שרת ב-Python (Django) וב-Java )Spring(')).toBe(
      'פיתוח צד שרת ב-Python (Django) וב-Java (Spring)',
    );
    expect(bracketsInOrder('Analyst (Remote) )x(')).toBe('Analyst (Remote) )x(');
    const [line] = pdfLines(page([['בודקת תוכנה )QA(, חברת סייבריון בע"מ', 236, 100]]));
    expect(line!.text).toBe('בודקת תוכנה (QA), חברת סייבריון בע"מ');
  });

  it("puts a lam-alef read backwards before a word's final hamza back ('العمالء' is 'العملاء')", () => {
    expect(arabicLigaturesInOrder('مطابقة حسابات الموردين والعمالء')).toBe('مطابقة حسابات الموردين والعملاء');
    expect(arabicLigaturesInOrder('الأدلاء هؤلاء')).toBe('الأدلاء هؤلاء');
  });

  it('reads the plus sign a right-to-left line drew after an international number as its first sign', () => {
    expect(findPhone('971 50 387 2154+')).toBe('+971 50 387 2154');
    expect(findPhone('+971 50 387 2154')).toBe('+971 50 387 2154');
  });
});

describe("a job site's Arabic CV whose dates are painted after each job's items", () => {
  // (Right to left: the title at the right edge, the dates flush left on its row, drawn after the job's lines.)
  const { resume } = readResume(
    pdfLines(
      page([
        ['محمد خالد العمري', 380, 60, 18, 'NotoNaskhArabic-Bold'],
        ['الخبرة المهنية', 470, 120, 12, 'NotoSansArabic-Bold'],
        ['أخصائي مشتريات أول', 440, 150, 10, 'NotoSansArabic-Bold'],
        ['مجموعة الريم للتجزئة | دبي', 420, 165],
        ['• إدارة عمليات الشراء لأكثر من 350 صنفًا', 380, 180],
        ['• التفاوض مع الموردين وخفض تكلفة الشراء', 370, 195],
        ['مارس 2019 - حتى الآن', 42, 150],
        ['منسق مشتريات', 470, 225, 10, 'NotoSansArabic-Bold'],
        ['شركة النور للتجارة | الشارقة', 420, 240],
        ['• إصدار أوامر الشراء ومتابعة التوريد', 390, 255],
        ['يناير 2015 - فبراير 2019', 42, 225],
      ]),
    ),
  );

  it("gives each job the dates beside its title, not the next job's", () => {
    expect(resume.experience.map((j) => [j.title, j.startDate, j.endDate])).toEqual([
      ['أخصائي مشتريات أول', '2019-03', ''],
      ['منسق مشتريات', '2015-01', '2019-02'],
    ]);
  });
});

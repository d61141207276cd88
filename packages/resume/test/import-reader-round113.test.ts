import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, page } from './pdf-page';

// Corpus round 113: resumes written for this round (Thai, Hebrew, Ukrainian, French, Greek, Swedish, Dutch, Polish,
// Portuguese, Chinese, Japanese, Korean, Vietnamese, Indonesian, Mexican and US federal), scored before any rule was
// tuned to them, then read again.

describe("a job site's page whose headings are painted after everything else ('position: relative' for their rule)", () => {
  // Chromium paints positioned boxes after the page's other text: every heading comes last, the two beside each other
  // over the skills and languages columns ('ทักษะ' … 'ภาษา') on one baseline.
  const { resume } = readResume(
    pdfLines(
      page([
        ['พิมพ์ชนก วงศ์สวัสดิ์', 122, 72, 19, 'NotoSansThai-Bold'],
        ['081-234-5678', 137, 110, 8.8],
        ['pimchanok.w@example.com', 230, 110, 8.8],
        ['เขตจตุจักร กรุงเทพมหานคร', 380, 110, 8.8],
        ['นักวิเคราะห์ข้อมูลที่มีประสบการณ์กว่า 8 ปีในธุรกิจค้าปลีกและบริการทางการเงิน', 43, 174, 9.6],
        ['มี.ค. 2562 – ปัจจุบัน', 43, 240, 10.2],
        ['นักวิเคราะห์ข้อมูลอาวุโส', 157, 240, 10.2],
        ['บริษัท สยามรีเทล กรุ๊ป จำกัด (มหาชน)', 157, 255, 9.6],
        ['• พัฒนาแดชบอร์ดยอดขายรายสาขาด้วย Power BI สำหรับผู้บริหารกว่า 40 คน', 169, 272, 9.6],
        ['• ดูแลและให้คำปรึกษาทีมนักวิเคราะห์ข้อมูล 3 คน', 169, 287, 9.6],
        ['มิ.ย. 2558 – ก.พ. 2562', 43, 340, 10.2],
        ['นักวิเคราะห์ข้อมูล', 157, 340, 10.2],
        ['ธนาคารเมืองทอง จำกัด (มหาชน)', 157, 355, 9.6],
        ['• จัดทำรายงานความเสี่ยงด้านสินเชื่อรายเดือนด้วย SQL และ Excel', 169, 372, 9.6],
        ['Python (pandas, scikit-learn)', 55, 588, 9.6, 'NotoSans-Regular'],
        ['SQL', 55, 603, 9.6, 'NotoSans-Regular'],
        ['Power BI', 55, 618, 9.6, 'NotoSans-Regular'],
        ['Tableau', 55, 633, 9.6, 'NotoSans-Regular'],
        ['การวิเคราะห์เชิงสถิติ', 55, 663, 9.6, 'NotoSansThai-Regular'],
        ['ภาษาไทย – ภาษาแม่', 319, 588, 9.6, 'NotoSansThai-Regular'],
        ['ภาษาอังกฤษ – ดี (TOEIC 815)', 319, 603, 9.6, 'NotoSansThai-Regular'],
        ['วันเกิด', 307, 654, 9.6, 'NotoSansThai-Regular'],
        ['12 ส.ค. 2536', 380, 654, 9.6, 'NotoSansThai-Regular'],
        ['สัญชาติ', 307, 669, 9.6, 'NotoSansThai-Regular'],
        ['ไทย', 380, 669, 9.6, 'NotoSansThai-Regular'],
        ['สรุปประวัติโดยย่อ', 43, 150, 11.5, 'NotoSansThai-Bold'],
        ['ประวัติการทำงาน', 43, 215, 11.5, 'NotoSansThai-Bold'],
        ['ทักษะ', 43, 565, 11.5, 'NotoSansThai-Bold'],
        ['ภาษา', 307, 565, 11.5, 'NotoSansThai-Bold'],
        ['ข้อมูลส่วนตัว', 307, 629, 11.5, 'NotoSansThai-Bold'],
      ]),
    ),
  );

  it('reads each heading where it stands, over its own column', () => {
    expect(resume.summary).toMatch(/^นักวิเคราะห์ข้อมูลที่มีประสบการณ์/u);
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate])).toEqual([
      ['นักวิเคราะห์ข้อมูลอาวุโส', 'บริษัท สยามรีเทล กรุ๊ป จำกัด (มหาชน)', '2019-03'],
      ['นักวิเคราะห์ข้อมูล', 'ธนาคารเมืองทอง จำกัด (มหาชน)', '2015-06'],
    ]);
    expect(resume.experience[0]!.bullets).toHaveLength(2);
    expect([...resume.skills.core, ...resume.skills.tools]).toEqual([
      'Python (pandas, scikit-learn)',
      'SQL',
      'Power BI',
      'Tableau',
      'การวิเคราะห์เชิงสถิติ',
    ]);
    expect(resume.skills.languages.join(' ')).toContain('ภาษาไทย');
  });

  it("reads a Thai address by its units as the person's place", () => {
    expect(resume.profile.location).toBe('เขตจตุจักร กรุงเทพมหานคร');
  });
});

describe('a Hebrew resume printed by Chromium: a title ending in a Latin word beside its dates, left-pointing marks', () => {
  const H = 'NotoSansHebrew-Regular';
  const B = 'NotoSansHebrew-Bold';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['פרטים אישיים', 505, 163, 68, 11, B],
        ['054-7318862', 496, 189.8, 61, 9.2, 'DejaVuSans'],
        ['⌂', 566.8, 223.5, 5.8, 9.2, 'DejaVuSans'],
        ['רמת גן', 531.6, 223.5, 26, 9.2, H],
        ['כישורים', 534, 276.8, 38.6, 11, B],
        ['Node.js', 529, 318, 35, 9.3, 'DejaVuSans'],
        [' ', 563.4, 318, 6, 9.3, H],
        ['◂', 567.9, 318, 4.7, 9.3, 'DejaVuSans'],
        ['(Jest,', 465.8, 398.3, 23.5, 9.3, 'DejaVuSans'],
        [' ', 489.3, 398.3, 3.4, 9.3, 'DejaVuSans'],
        ['בדיקות אוטומטיות', 491.8, 398.3, 71.6, 9.3, H],
        [' ', 563.4, 398.3, 6, 9.3, H],
        ['◂', 567.9, 398.3, 4.7, 9.3, 'DejaVuSans'],
        ['Cypress)', 532, 413.3, 41, 9.3, 'DejaVuSans'],
        ['נועה בן דוד', 249, 66, 125, 25, B],
        ['ניסיון תעסוקתי', 287.2, 189.8, 86.9, 13, B],
        ['בכירה', 241.8, 216, 29, 11, B],
        [' ', 270.8, 216, 4, 11, B],
        ['Full', 273.8, 216, 22.3, 11, 'DejaVuSans-Bold'],
        [' ', 296.1, 216, 4, 11, B],
        ['Stack', 299, 216, 34.4, 11, 'DejaVuSans-Bold'],
        [' ', 333.5, 216, 4, 11, B],
        ['מפתחת', 336.4, 216, 37.8, 11, B],
        ['היום', 33.8, 216, 17.1, 9, H],
        [' ', 50.9, 216, 3.2, 9, H],
        ['–', 53.3, 216, 4.5, 9, 'DejaVuSans'],
        [' ', 57.8, 216, 3.3, 9, 'DejaVuSans'],
        ['2019', 60.2, 216, 22.9, 9, 'DejaVuSans'],
        ['תל אביב', 260.3, 230.3, 36.8, 10, B],
        [' ', 297.1, 230.3, 3.6, 10, B],
        [',monday.com', 299.8, 230.3, 74.4, 10, 'DejaVuSans-Bold'],
        ['Frontend', 277.4, 378, 56, 11, 'DejaVuSans-Bold'],
        [' ', 333.4, 378, 4, 11, 'DejaVuSans-Bold'],
        ['מפתחת', 336.4, 378, 37.8, 11, B],
        ['2019', 33.8, 378, 22.9, 9, 'DejaVuSans'],
        [' ', 56.7, 378, 3.3, 9, 'DejaVuSans'],
        ['–', 59.1, 378, 4.5, 9, 'DejaVuSans'],
        [' ', 63.6, 378, 3.2, 9, 'DejaVuSans'],
        ['2016', 66.1, 378, 22.9, 9, 'DejaVuSans'],
        ['רמת גן', 142.6, 392.3, 29.9, 10, B],
        [' ', 172.5, 392.3, 3.6, 10, B],
        [',Check Point Software Technologies', 175.2, 392.3, 199.1, 10, 'DejaVuSans-Bold'],
        ['השכלה', 333, 600, 41, 13, B],
        ['מתקדם', 248, 655.5, 36.7, 11, B],
        [' ', 284.7, 655.5, 4, 11, B],
        ['Full', 287.7, 655.5, 22.3, 11, 'DejaVuSans-Bold'],
        [' ', 310, 655.5, 4, 11, 'DejaVuSans-Bold'],
        ['Stack', 312.9, 655.5, 34.4, 11, 'DejaVuSans-Bold'],
        [' ', 347.4, 655.5, 4, 11, 'DejaVuSans-Bold'],
        ['קורס', 350.3, 655.5, 23.9, 11, B],
        ['2017', 33.8, 655.5, 22.9, 9, 'DejaVuSans'],
        ['ון ברייס', 332.8, 669.8, 34.2, 10, B],
        ["'", 367, 669.8, 3.1, 10, 'DejaVuSans-Bold'],
        ['ג', 370.1, 669.8, 4.1, 10, B],
      ]),
    ),
  );

  it("reads the title whole ('מפתחת Frontend'), its dates apart, and the town after the employer", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['מפתחת Full Stack בכירה', 'monday.com', 'תל אביב', '2019', ''],
      ['מפתחת Frontend', 'Check Point Software Technologies', 'רמת גן', '2016', '2019'],
    ]);
  });

  it("reads '◂' as a list's mark, a wrapped item under its mark, and the place after the house icon", () => {
    expect(resume.skills.core).toEqual(['Node.js', 'בדיקות אוטומטיות (Jest, Cypress)']);
    expect(resume.profile.location).toBe('רמת גן');
  });

  it("reads a course ('קורס …') as the degree over its school", () => {
    expect(resume.education).toMatchObject([
      { school: "ג'ון ברייס", degree: 'קורס Full Stack מתקדם', endDate: '2017' },
    ]);
  });
});

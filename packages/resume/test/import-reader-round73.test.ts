import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { findDates } from '../src/import-reader/dates';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 73: LinkedIn's export in Arabic again (ar-html-linkedin's schools and header) and in Italian
// (it-html-linkedin), a Ukrainian job site's CV (uk-html-robota), a Swedish Word CV on a modern two-column template
// (sv-word-modern), a Persian one printed larger (fa-html-jobinja) and a Thai job site's tables (th-html-jobthai).

const R = 'NotoSans-Regular';
const B = 'NotoSans-Bold';
const AR = 'NotoSansArabic-Regular';
const read = (...rows: ItemRow[][]) => readResume(pdfLines(measuredRows(...rows))).resume;

describe("LinkedIn's export in Arabic", () => {
  it("pairs each school with the degree under it, a Latin school's name set from the right as the Arabic ones, and reads '(2017 - 2019)' drawn as '(2019 - 2017)' in order", () => {
    // Drawn in visual order, as Chromium prints a right-to-left page: the numbers of a range after Arabic text are
    // each a run of their own, the first one rightmost.
    const rows: ItemRow[] = [
      ['ريم الكعبي', 330, 40, 75, 24, AR],
      ['التعليم', 368.6, 100, 36.8, 14, AR],
      ['Heriot-Watt University', 285.6, 130, 119.8, 11.5, R],
      [')', 179, 147, 3, 10, R],
      ['2019', 182, 147, 22.9, 10, AR],
      [' ', 204.9, 147, 2.6, 10, AR],
      ['-', 207.5, 147, 3.2, 10, AR],
      [' ', 210.7, 147, 2.6, 10, AR],
      ['2017', 213.3, 147, 22.9, 10, AR],
      ['(', 236.2, 147, 3, 10, R],
      ['·', 241.8, 147, 2.7, 10, R],
      ['علم البيانات', 247.1, 147, 46.8, 10, AR],
      ['،', 296.5, 147, 3.3, 10, AR],
      ['Master of Science - MS', 299.8, 147, 105.6, 10, R],
      ['جامعة الإمارات العربية المتحدة', 267.8, 175, 137.6, 11.5, AR],
      [')', 200.8, 192, 3, 10, R],
      ['2014', 203.8, 192, 22.9, 10, AR],
      [' ', 226.7, 192, 2.6, 10, AR],
      ['-', 229.3, 192, 3.2, 10, AR],
      [' ', 232.5, 192, 2.6, 10, AR],
      ['2010', 235.1, 192, 22.9, 10, AR],
      ['(', 258, 192, 3, 10, R],
      ['·', 263.6, 192, 2.7, 10, R],
      ['بكالوريوس، نظم المعلومات الإدارية', 268.9, 192, 136.5, 10, AR],
    ];
    expect(pdfLines(measuredRows(rows)).map((l) => l.text)).toContain(
      'Master of Science - MS، علم البيانات · (2017 - 2019)',
    );
    const resume = read(rows);
    expect(resume.education.map((e) => [e.school, e.startDate, e.endDate])).toEqual([
      ['Heriot-Watt University', '2017', '2019'],
      ['جامعة الإمارات العربية المتحدة', '2010', '2014'],
    ]);
  });

  it('reads the place under the name and headline of the main column, set from the right after the sidebar', () => {
    const resume = read([
      ['معلومات الاتصال', 480.6, 53, 80, 11.5, 'NotoSansArabic-Bold'],
      ['reem.alkaabi@example.com', 441, 74, 120, 9.5, R],
      ['الشهادات', 517.6, 110, 43.7, 11.5, 'NotoSansArabic-Bold'],
      ['Certified Analytics Professional (CAP)', 420, 130, 141, 9.5, R],
      ['ريم عبدالله الكعبي', 250.3, 44.9, 155, 24, AR],
      ['مديرة تحليلات البيانات في Emirates NBD | Power BI | تحويل البيانات إلى', 35.7, 80.7, 369.6, 11, AR],
      ['قرارات تدعم نمو الأعمال', 300.8, 97.2, 104.5, 11, AR],
      ['دبي، الإمارات العربية المتحدة', 291.8, 116.8, 113.5, 10, AR],
      ['الملخص', 358.3, 151.6, 47, 14, AR],
      ['أعمل منذ أكثر من عشر سنوات في تحليل البيانات في القطاع المصرفي.', 60, 179, 345.3, 10, AR],
    ]);
    expect(resume.profile.location).toBe('دبي، الإمارات العربية المتحدة');
  });

  it("keeps a role's one line of description under its company, title, dates and place: no role of its own", () => {
    const resume = read([
      ['ريم الكعبي', 330, 40, 75, 24, AR],
      ['الخبرة', 374, 80, 31.3, 14, AR],
      ['مصرف أبوظبي الإسلامي', 295.7, 110, 109.7, 11.5, AR],
      ['متدربة صيفية', 342.6, 126, 62.8, 10.5, 'NotoSansArabic-Bold'],
      ['يوليو 2013 - أغسطس 2013 (شهران)', 257.1, 143, 148.3, 10, AR],
      ['أبوظبي، الإمارات العربية المتحدة', 279.3, 159, 126, 10, AR],
      ['مراجعة بيانات العملاء وإدخالها في قسم الخدمات المصرفية للأفراد', 149.4, 178, 256, 10, AR],
    ]);
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([['متدربة صيفية', 'مصرف أبوظبي الإسلامي']]);
  });
});

describe("LinkedIn's export in Italian", () => {
  it("reads the place under a headline wrapped over three lines, and 'Riepilogo' as the summary", () => {
    const resume = read([
      ['Contatti', 28.3, 53, 50, 12, B],
      ['a.spreafico@example.com', 28.3, 72, 110, 9.5, R],
      ['Certificazioni', 28.3, 352, 75, 12, B],
      ['Lean Six Sigma Black Belt', 28.3, 370.7, 110, 9.5, R],
      ['Alessandra Spreafico', 189.9, 46.3, 230, 25, R],
      ['Supply Chain Manager presso Gruppo Alimentare Brivio | Lean Six Sigma', 189.9, 76.9, 370, 11, R],
      ['Black Belt | S&OP, pianificazione della domanda e miglioramento continuo', 189.9, 88.9, 372, 11, R],
      ['nel food & beverage e nel packaging', 189.9, 100.9, 180, 11, R],
      ['Milano, Lombardia, Italia', 189.9, 117.5, 115, 10, R],
      ['Riepilogo', 189.9, 148.5, 65, 15, R],
      ['Ingegnera gestionale con più di dieci anni di esperienza nella supply chain.', 189.9, 174.5, 370, 10, R],
    ]);
    expect(resume.profile.location).toBe('Milano, Lombardia, Italia');
    expect(resume.summary).toContain('Ingegnera gestionale');
  });
});

describe("a Ukrainian job site's CV", () => {
  it("reads 'по теперішній час' as the present", () => {
    expect(findDates('березень 2020 — по теперішній час (4 роки 9 місяців)')).toMatchObject({
      start: '2020-03',
      end: '',
    });
  });

  it("takes the skills after 'Навички:' in 'Додаткова інформація', the list wrapped onto the next line", () => {
    const resume = read([
      ['Мельничук Андрій', 42.8, 50, 150, 20, B],
      ['Додаткова інформація', 54.3, 198.2, 140, 13, B],
      ['Навички', 42.8, 224.4, 38.6, 9.5, R],
      [':', 81.4, 224.4, 2.3, 9.5, R],
      [
        ' планування маршрутів, митне оформлення, ЗЕД, Incoterms 2020, 1С:Підприємство 8.3, SAP ERP, MS',
        83.7,
        224.4,
        444.2,
        9.5,
        R,
      ],
      ['Excel, Power BI, Google Sheets, ведення переговорів.', 42.8, 238.7, 230.1, 9.5, R],
      ['Водійське посвідчення категорії B, стаж водіння 10 років.', 42.8, 252.2, 256.6, 9.5, R],
      ['Готовий до відряджень по Україні та Польщі.', 42.8, 265.7, 200.9, 9.5, R],
    ]);
    expect(resume.skills.core).toEqual([
      'планування маршрутів',
      'митне оформлення',
      'ЗЕД',
      'Incoterms 2020',
      '1С:Підприємство 8.3',
      'SAP ERP',
      'MS Excel',
      'Power BI',
      'Google Sheets',
      'ведення переговорів',
    ]);
    expect(resume.custom.flatMap((c) => c.bullets)).toEqual([
      'Водійське посвідчення категорії B, стаж водіння 10 років.',
      'Готовий до відряджень по Україні та Польщі.',
    ]);
  });
});

describe('an Indian fresher’s resume from WPS', () => {
  it("keeps a project's 'Tools:' list item out of the skills: what the project used", () => {
    const resume = read([
      ['SAI KIRAN REDDY', 56.8, 60, 150, 16, B],
      ['EDUCATION', 56.8, 100, 80, 12, B],
      ['B.Tech in Computer Science, JNTU Hyderabad, 2024', 56.8, 118, 260, 10.5, R],
      ['ACADEMIC PROJECTS', 56.8, 599.6, 120, 12, B],
      ['Crop Disease Detection using Deep Learning (Major Project)', 56.8, 618.7, 300, 10.5, B],
      ['•', 63, 644.7, 4, 10.5, R],
      ['Developed a CNN model using TensorFlow and Keras to identify 15 leaf diseases.', 77.8, 644.7, 380, 10.5, R],
      ['•', 63, 657.7, 4, 10.5, R],
      ['Tools:', 77.8, 657.7, 28, 10.5, B],
      [' Python, TensorFlow, Keras, OpenCV, Flask, HTML/CSS', 105.8, 657.7, 270, 10.5, R],
    ]);
    expect(resume.skills.core).toEqual([]);
  });
});

describe('a Swedish CV on a modern two-column template', () => {
  it("reads 'Katedralskolan, Uppsala' under 'Ekonomiprogrammet' as the school", () => {
    const resume = read([
      ['Johanna Ekström', 57, 50, 150, 20, B],
      ['Utbildning', 57, 100, 60, 12, B],
      ['Ekonomiprogrammet', 57, 120, 100, 10, B],
      ['Katedralskolan, Uppsala', 57, 134, 120, 10, R],
      ['2006 – 2009', 57, 148, 60, 10, R],
    ]);
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([['Katedralskolan', 'Ekonomiprogrammet']]);
  });
});

describe('a Persian CV printed larger', () => {
  it("joins 'ERP', wrapped from a right-to-left item to its right edge, to the item", () => {
    const FA = 'Vazirmatn-Regular';
    const resume = read([
      ['سارا محمدی', 330, 40, 75, 24, FA],
      ['سوابق کاری', 330, 80, 75, 14, 'Vazirmatn-Bold'],
      ['تحلیلگر داده ارشد', 300, 105, 105, 11, 'Vazirmatn-Bold'],
      ['فروردین ۱۳۹۸ - اکنون', 40, 105, 90, 10, FA],
      ['•', 400, 130, 4, 10, FA],
      ['پیاده‌سازی فرایندهای ETL با Python و SSIS برای یکپارچه‌سازی داده‌های', 36.8, 130, 353, 10, FA],
      ['ERP', 367.4, 147, 22.4, 10, FA],
      ['•', 400, 165, 4, 10, FA],
      ['راهبری و آموزش دو کارشناس تازه‌وارد تیم داده', 181, 165, 209, 10, FA],
    ]);
    expect(resume.experience.flatMap((j) => j.bullets)).toEqual([
      'پیاده‌سازی فرایندهای ETL با Python و SSIS برای یکپارچه‌سازی داده‌های ERP',
      'راهبری و آموزش دو کارشناس تازه‌وارد تیم داده',
    ]);
  });
});

describe("a Thai job site's resume", () => {
  const TH = 'NotoSansThai-Regular';
  const TB = 'NotoSansThai-Bold';
  const name: ItemRow = ['ณัฐธิดา พรหมสุวรรณ', 39.8, 70.1, 160, 19, TB];

  it("reads the items beside 'หน้าที่ความรับผิดชอบ', numbered in the value column, as the job's", () => {
    const resume = read([
      name,
      ['ประวัติการทำงาน', 48.3, 347.7, 76.7, 11, TB],
      ['มิ.ย. 2562 - ปัจจุบัน (5 ปี 8 เดือน)', 47.6, 373.7, 132.5, 9.5, TB],
      ['บริษัท', 47.6, 391.7, 22.2, 9.5, TH],
      ['บริษัท ไทยโตโยชิ ออโตพาร์ท จำกัด', 152.4, 391.7, 127.4, 9.5, TH],
      ['ตำแหน่ง', 47.6, 408.2, 31.7, 9.5, TH],
      ['เจ้าหน้าที่จัดซื้ออาวุโส', 152.4, 408.2, 90, 9.5, TH],
      ['หน้าที่ความรับผิดชอบ', 47.6, 459.2, 79.9, 9.5, TH],
      ['1. ออกใบขอซื้อ (PR) และใบสั่งซื้อ (PO) ในระบบ SAP MM', 152.4, 459.2, 250, 9.5, TH],
      ['2. ประเมินผลงานผู้ขายทุกไตรมาสตามข้อกำหนดของมาตรฐาน IATF 16949', 152.4, 472.7, 280.7, 9.5, TH],
    ]);
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.bullets])).toEqual([
      [
        'เจ้าหน้าที่จัดซื้ออาวุโส',
        'บริษัท ไทยโตโยชิ ออโตพาร์ท จำกัด',
        '2019-06',
        ['ออกใบขอซื้อ (PR) และใบสั่งซื้อ (PO) ในระบบ SAP MM', 'ประเมินผลงานผู้ขายทุกไตรมาสตามข้อกำหนดของมาตรฐาน IATF 16949'],
      ],
    ]);
  });

  it('reads a table of schools under a Thai head row, its years the Buddhist era’s in cells of their own', () => {
    const resume = read([
      name,
      ['ประวัติการศึกษา', 48.3, 114.4, 73, 11, TB],
      ['ระดับการศึกษา', 47.6, 139.7, 55.2, 9.5, TH],
      ['สถานศึกษา', 173.5, 139.7, 42.4, 9.5, TH],
      ['คณะ / สาขาวิชา', 296.7, 139.7, 58.2, 9.5, TH],
      ['ปีที่จบ', 450.7, 139.7, 22.3, 9.5, TH],
      ['เกรดเฉลี่ย', 501.4, 139.7, 38.5, 9.5, TH],
      ['ปริญญาตรี', 47.6, 156.2, 42.1, 9.5, TH],
      ['มหาวิทยาลัยบูรพา', 173.5, 156.2, 67.1, 9.5, TH],
      ['คณะโลจิสติกส์', 296.7, 156.2, 53.6, 9.5, TH],
      ['สาขาการจัดการโลจิสติกส์', 296.7, 169.7, 93.5, 9.5, TH],
      ['2557', 451, 156.2, 21.7, 9.5, TH],
      ['3.18', 511.3, 156.2, 18.8, 9.5, TH],
      ['มัธยมศึกษาตอนปลาย', 47.6, 186.2, 82, 9.5, TH],
      ['โรงเรียนชลกันยานุกูล', 173.5, 186.2, 79.9, 9.5, TH],
      ['แผนการเรียนศิลป์-คำนวณ', 296.7, 186.2, 99.3, 9.5, TH],
      ['2553', 451, 186.2, 21.7, 9.5, TH],
      ['3.45', 511.3, 186.2, 18.8, 9.5, TH],
    ]);
    // (The faculty's cell wrapped over two lines: Thai sets no spaces to say whether one stood at the break.)
    expect(resume.education.map((e) => [e.school, e.degree, e.endDate])).toEqual([
      ['มหาวิทยาลัยบูรพา', 'ปริญญาตรี, คณะโลจิสติกส์สาขาการจัดการโลจิสติกส์', '2014'],
      ['โรงเรียนชลกันยานุกูล', 'มัธยมศึกษาตอนปลาย, แผนการเรียนศิลป์-คำนวณ', '2010'],
    ]);
  });

  it('keeps the typing speed and the driving beside their labels out of the skills', () => {
    const resume = read([
      name,
      ['ความสามารถพิเศษ', 48.3, 217.2, 86.7, 11, TB],
      ['โปรแกรมคอมพิวเตอร์', 47.6, 242.4, 81.9, 9.5, TH],
      ['Microsoft Excel, SAP MM, Express', 152.4, 242.4, 150, 9.5, TH],
      ['ความเร็วในการพิมพ์', 47.6, 272.4, 73.9, 9.5, TH],
      ['ไทย 45 คำ/นาที อังกฤษ 40 คำ/นาที', 152.4, 272.4, 133.8, 9.5, TH],
      ['การขับขี่', 47.6, 289.7, 30.3, 9.5, TH],
      ['รถยนต์, รถจักรยานยนต์ (มีใบอนุญาตขับขี่)', 152.4, 289.7, 159.7, 9.5, TH],
    ]);
    expect(resume.skills.core).toEqual(['Microsoft Excel', 'SAP MM', 'Express']);
  });
});

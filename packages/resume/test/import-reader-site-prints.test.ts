import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { findPhone } from '../src/import-reader/contact';
import { isPageNumber, isUpdateNote } from '../src/import-reader/page-furniture';
import { saysPage } from '../src/import-reader/running-heads';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 90: resumes printed from job sites (fa-html-jobinja, ru-html-superjob, uk-html-workua, th-html-jobthai),
// whose pages carry the site's masthead and a foot that names it, in Persian digits too.

const SANS = 'Helvetica';
const BOLD = 'Helvetica-Bold';

describe('page numbers and dates in Persian digits', () => {
  it("reads 'صفحه ۱ از ۲' as the page's number, as 'Page 1 of 2' is", () => {
    expect(isPageNumber('صفحه ۱ از ۲')).toBe(true);
    expect(saysPage('این رزومه با رزومه‌ساز کاراینجا ساخته شده است صفحه ۲ از ۲', 2)).toBe(true);
    expect(saysPage('صفحه ۱ از ۲', 2)).toBe(false);
  });

  it("takes a note of the last update, in Persian digits and a Solar Hijri month, for the page's furniture", () => {
    expect(isUpdateNote('آخرین به\u200cروزرسانی: ۱۲ آبان ۱۴۰۳')).toBe(true);
    expect(isUpdateNote('更新于 2022-09-14')).toBe(true);
    expect(isUpdateNote('Обновлено 28 ноября 2024')).toBe(true);
    expect(isUpdateNote('کارشناس ارشد تحلیل داده ۱۴۰۳')).toBe(false);
  });

  it('takes a range of Solar Hijri years for no phone number, and still reads a phone in Persian digits', () => {
    expect(findPhone('کارشناسی ارشد مهندسی کامپیوتر، دانشگاه  ۱۳۹۲ - ۱۳۹۴')).toBeUndefined();
    expect(findPhone('۰۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('۰۹۱۲ ۳۴۵ ۶۷۸۹');
  });
});

describe("a job site's masthead above the name, the site named again in the page's foot", () => {
  const foot = (named: string): ItemRow[] => [
    [named, 40, 816, 120, 7.5, SANS],
    ['Page 1 of 1', 504, 816, 40, 7.5, SANS],
  ];
  const read = (footText: string) =>
    readResume(
      pdfLines(
        measuredRows([
          ['jobboard.example', 40, 36, 70, 12, SANS],
          ['Resume No 39417265 · updated 28 November 2024', 378, 36, 180, 9, SANS],
          ['Olga Gavrilova', 40, 78, 150, 20, BOLD],
          ['Chief Accountant', 40, 106, 110, 15, SANS],
          ['E-mail: olga.gavrilova@example.com', 40, 130, 180, 10, SANS],
          ['EXPERIENCE', 40, 170, 80, 12, BOLD],
          ['Chief Accountant', 40, 192, 100, 10.5, BOLD],
          ['Uralstal LLC', 40, 206, 70, 10, SANS],
          ['March 2019 – present', 450, 192, 100, 10, SANS],
          ['Kept the books of three companies of the group.', 40, 222, 230, 10, SANS],
          ...foot(footText),
        ]),
      ),
    ).resume;

  it("is the site's, not the person's: no web site, and the headline is the line under the name", () => {
    const resume = read('Printed from www.jobboard.example | Resume 39417265');
    expect(resume.profile.website).toBe('');
    expect(resume.profile.headline).toBe('Chief Accountant');
    expect(resume.profile.email).toBe('olga.gavrilova@example.com');
  });

  it("stays the person's web site where the foot names no site", () => {
    expect(read('Olga Gavrilova · Curriculum vitae').profile.website).toBe('jobboard.example');
  });
});

describe("a site's address above the name, beside the site's credit", () => {
  const read = (credit: string) =>
    readResume(
      pdfLines(
        measuredRows([
          ['empleosya.co', 54, 47, 70, 12, SANS],
          [credit, 380, 47, 180, 9, SANS],
          ['Juliana Marcela Restrepo Ochoa', 45, 85, 260, 19, BOLD],
          ['Jefe de Bodega y Distribución', 45, 109, 150, 11, SANS],
          ['Correo: juliana.restrepo@example.com', 55, 141, 180, 10, SANS],
          ['Experiencia laboral', 45, 190, 110, 12.5, BOLD],
          ['Jefe de Bodega y Distribución', 45, 212, 150, 10.5, BOLD],
          ['Distribuidora Andina S.A.S.', 45, 226, 130, 10, SANS],
          ['marzo 2019 – actualidad', 450, 212, 100, 10, SANS],
          ['Coordiné la bodega de Itagüí con 14 auxiliares.', 45, 242, 230, 10, SANS],
        ]),
      ),
    ).resume;

  it("is the site's when the credit names it ('Hoja de vida generada en empleosya.com.co'), though no foot does", () => {
    const resume = read('Hoja de vida generada en empleosya.com.co');
    expect(resume.profile.website).toBe('');
    expect(resume.profile.headline).toBe('Jefe de Bodega y Distribución');
  });

  it("stays the person's where the line beside it credits nothing", () => {
    expect(read('Actualizada el 3 de marzo').profile.website).toBe('empleosya.co');
  });
});

describe("a messenger's handle", () => {
  it("is no web site: 'Line ID' | 'pim.acc'", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Pimchanok Srisawat', 60, 78, 200, 20, BOLD],
          ['Senior Accountant', 60, 106, 110, 11, SANS],
          ['E-mail: pimchanok.s@example.com', 60, 129, 170, 10, SANS],
          ['Line ID:', 54, 150, 40, 10, SANS],
          ['pim.acc', 153, 150, 40, 10, SANS],
          ['EXPERIENCE', 54, 190, 80, 12, BOLD],
          ['Senior Accountant', 54, 212, 100, 10.5, BOLD],
          ['Siam Trading Co., Ltd.', 54, 226, 110, 10, SANS],
          ['2019 – Present', 450, 212, 70, 10, SANS],
          ['Closed the books each month in five working days.', 54, 242, 230, 10, SANS],
        ]),
      ),
    );
    expect(resume.profile.website).toBe('');
    expect(resume.profile.email).toBe('pimchanok.s@example.com');
  });
});

describe("a headline that ends on its employer's legal form", () => {
  it("keeps 'Pvt. Ltd.': a company's stop, not a sentence's", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Raghavendra Prasad K', 55.5, 108, 200, 20, BOLD],
          ['Senior Software Engineer at Kaveri Fintech Solutions Pvt. Ltd.', 55.5, 124, 300, 10.5, SANS],
          ['Mobile: +91 98450 12345', 55.5, 148, 120, 9.5, SANS],
          ['E-mail: raghu.prasadk92@example.com', 305, 148, 170, 9.5, SANS],
          ['Profile Summary', 42.8, 200, 90, 11, BOLD],
          [
            'Backend engineer with 6+ years of experience in Java based applications for banking.',
            42.8,
            224,
            380,
            9.5,
            SANS,
          ],
          ['Employment', 42.8, 260, 70, 11, BOLD],
          ['Senior Software Engineer', 42.8, 284, 120, 10.5, BOLD],
          ['Kaveri Fintech Solutions Pvt. Ltd.', 42.8, 298, 160, 9.5, SANS],
          ['Jun 2021 to Till Date', 42.8, 312, 100, 9.5, SANS],
        ]),
      ),
    );
    expect(resume.profile.headline).toBe('Senior Software Engineer at Kaveri Fintech Solutions Pvt. Ltd.');
    expect(resume.summary).toBe('Backend engineer with 6+ years of experience in Java based applications for banking.');
  });
});

describe('the headline a job site or a form gives the job wanted', () => {
  const headlineOf = (header: ItemRow[]) =>
    readResume(
      pdfLines(
        measuredRows([
          ...header,
          ['olga.gavrilova@example.com', 40, 200, 150, 10, SANS],
          ['EXPERIENCE', 40, 240, 80, 12, BOLD],
          ['Chief Accountant', 40, 262, 100, 10.5, BOLD],
          ['Uralstal LLC', 40, 276, 70, 10, SANS],
          ['March 2019 – present', 450, 262, 100, 10, SANS],
        ]),
      ),
    ).resume.profile.headline;
  const name: ItemRow = ['Мельничук Андрій', 110, 81, 170, 19, BOLD];

  it('reads the job under its label, not the label, nor the initials of an avatar beside the name', () => {
    expect(
      headlineOf([
        ['МА', 57, 99, 24, 16, SANS],
        name,
        ['Бажана посада', 110, 112, 60, 8, SANS],
        ['Керівник відділу логістики', 110, 125, 170, 12.5, BOLD],
      ]),
    ).toBe('Керівник відділу логістики');
  });

  it("reads it after the label's colon, its rest wrapped onto the next line in lower case", () => {
    expect(
      headlineOf([
        ['Кузнецов Дмитрий Алексеевич', 85, 58, 280, 20, BOLD],
        ['Желаемая должность: Ведущий инженер-конструктор / руководитель конструкторской', 85, 87, 440, 12, SANS],
        ['группы', 85, 100.5, 40, 12, SANS],
        ['Желаемый уровень дохода: от 220 000 руб.', 85, 114, 230, 12, SANS],
      ]),
    ).toBe('Ведущий инженер-конструктор / руководитель конструкторской группы');
  });

  it("reads it from the cell beside its label, without the list's number; the name in Latin letters is no headline", () => {
    expect(
      headlineOf([
        ['ณัฐธิดา พรหมสุวรรณ', 40, 70, 150, 19, BOLD],
        ['Miss Nattida Promsuwan', 40, 95, 120, 10.5, SANS],
        ['ตำแหน่งงานที่สนใจ', 40, 117, 80, 9.5, SANS],
        ['1. เจ้าหน้าที่จัดซื้ออาวุโส', 142, 117, 110, 9.5, SANS],
      ]),
    ).toBe('เจ้าหน้าที่จัดซื้ออาวุโส');
  });

  it("reads it after the colon in the first cell of a row of wishes ('期望职位：…' | '期望城市：…')", () => {
    expect(
      headlineOf([
        ['陈思远', 40, 56, 66, 22, BOLD],
        ['求职意向', 50, 163, 46, 11.5, BOLD],
        ['期望职位：大数据架构师', 48, 188, 105, 9.5, SANS],
        ['期望城市：上海、杭州', 230, 188, 95, 9.5, SANS],
      ]),
    ).toBe('大数据架构师');
  });
});

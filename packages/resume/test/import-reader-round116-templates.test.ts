import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { page } from './pdf-page';

// Corpus round 116: builders' layouts (Kickresume, Novoresume, resume.io, CakeResume, JobKorea, a Thai and a Hindi
// builder) read as the person wrote them.

const read = (rows: Parameters<typeof page>[0]) => readResume(pdfLines(page(rows))).resume;

describe("builders' pages", () => {
  it('reads the contact details at the top of the other column, drawn after a main heading, as the header', () => {
    // Kickresume: the right column's e-mail, phone and town painted between 'UTBILDNING' and its first line.
    const resume = read([
      ['Elin Lindqvist', 147, 59, 23, 'Helvetica-Bold'],
      ['ARBETSLIVSERFARENHET', 37, 221, 11, 'Helvetica-Bold'],
      ['03/2020 – 12/2023', 57, 246, 8, 'Helvetica-Bold'],
      ['Projektledare', 57, 258, 10.5, 'Helvetica-Bold'],
      ['Skanska Sverige AB, Göteborg', 57, 273, 9.4],
      ['UTBILDNING', 37, 593, 11, 'Helvetica-Bold'],
      ['elin.lindqvist@example.se', 454, 55, 8.7],
      ['070-482 19 36', 454, 73, 8.7],
      ['Majorna, Göteborg', 454, 91, 8.7],
      ['FÄRDIGHETER', 437, 143, 11, 'Helvetica-Bold'],
      ['Projektledning', 437, 169, 8.8],
      ['08/2008 – 06/2013', 57, 618, 8],
      ['Civilingenjör, Väg- och vattenbyggnad', 57, 629, 10.5, 'Helvetica-Bold'],
      ['Chalmers tekniska högskola, Göteborg', 57, 645, 9.4],
    ]);
    expect(resume.profile).toMatchObject({
      email: 'elin.lindqvist@example.se',
      phone: '070-482 19 36',
      location: 'Majorna, Göteborg',
    });
    expect(resume.education[0]?.school).toBe('Chalmers tekniska högskola');
  });

  it("reads a job's small label 'Achievements' without a colon as its items' label, no entry of its own", () => {
    const resume = read([
      ['Hannah Whitfield', 34, 31, 24, 'Helvetica-Bold'],
      ['WORK EXPERIENCE', 34, 138, 12.5, 'Helvetica-Bold'],
      ['Senior UX Designer', 34, 166, 11, 'Helvetica-Bold'],
      ['Indeed', 34, 182, 10, 'Helvetica-Bold'],
      ['03/2021 - Present', 34, 195, 8.6],
      ['Global job site with 350M monthly visitors.', 34, 209, 9.4],
      ['Achievements', 34, 224, 8.6],
      ['• Led the redesign of the mobile job application flow.', 46, 237, 9.4],
      ['• Ran 40+ moderated usability sessions with job seekers.', 46, 252, 9.4],
      ['UX Designer', 34, 276, 11, 'Helvetica-Bold'],
      ['Bazaarvoice', 34, 292, 10, 'Helvetica-Bold'],
      ['06/2018 - 02/2021', 34, 305, 8.6],
      ['Achievements', 34, 320, 8.6],
      ['• Designed the review moderation dashboard.', 46, 333, 9.4],
    ]);
    expect(resume.experience.map((e) => e.title)).toEqual(['Senior UX Designer', 'UX Designer']);
    expect(resume.experience[0]!.bullets).toHaveLength(2);
  });

  it("reads a group's name in a column of its own before its row of tags as no skill (CakeResume's)", () => {
    const resume = read([
      ['林怡君', 43, 50, 20, 'NotoSansCJK-Bold'],
      ['技能', 43, 686, 12.5, 'NotoSansCJK-Bold'],
      ['前端', 43, 719, 8.8],
      ['JavaScript', 106, 719, 8.6],
      ['TypeScript', 171, 719, 8.6],
      ['React', 236, 719, 8.6],
      ['工具', 43, 741, 8.8],
      ['Webpack', 106, 741, 8.6],
      ['Vite', 160, 741, 8.6],
      ['Jest', 196, 741, 8.6],
    ]);
    expect(resume.skills.core).toEqual(['JavaScript', 'TypeScript', 'React', 'Webpack', 'Vite', 'Jest']);
  });

  it('reads skills centred one a line in a sidebar as skills, the first in capitals no group name', () => {
    const resume = read([
      ['SANNE DE VRIES', 200, 50, 20, 'Helvetica-Bold'],
      ['VAARDIGHEDEN', 67, 437, 9, 'Helvetica-Bold'],
      ['SAP S/4HANA', 87, 463, 9.6],
      ['Power BI', 94.2, 489, 9.6],
      ['Excel / VBA', 87, 515, 9.6],
    ]);
    expect(resume.skills.core[0]).toBe('SAP S/4HANA');
  });

  it("reads a Korean job's '직무:' as its title", () => {
    const resume = read([
      ['김민지', 43, 50, 20, 'NotoSansCJK-Bold'],
      ['경력', 43, 373, 12, 'NotoSansCJK-Bold'],
      ['2019.03 ~ 재직중', 43, 406, 9.3],
      ['주식회사 우아한형제들', 159, 406, 10.5, 'NotoSansCJK-Bold'],
      ['직무: 프로덕트 매니저', 159, 422, 9.3],
      ['부서/직급: 커머스기획팀 / 과장', 290, 422, 9.3],
      ['• B마트 주문·결제 플로우 개편 기획', 159, 441, 9.3],
    ]);
    expect(resume.experience[0]).toMatchObject({ title: '프로덕트 매니저', company: '주식회사 우아한형제들' });
  });

  it("reads a Thai address wrapped over lines, a unit's word parted from its name, as one", () => {
    const resume = read([
      ['พิมพ์ชนก ศรีสุข', 213, 39, 22, 'NotoSansThai-Bold'],
      ['ติดต่อ', 23, 288, 11, 'NotoSansThai-Bold'],
      ['081-234-5678', 38.5, 314, 8.6],
      ['pimchanok.s@example.com', 38.5, 332, 8.6],
      ['123/45 ซอยลาดพร้าว 71 แขวง', 38.5, 349, 8.6],
      ['ลาดพร้าว เขตลาดพร้าว กรุงเทพฯ', 38.5, 362, 8.6],
      ['10230', 38.5, 376, 8.6],
    ]);
    expect(resume.profile.location).toBe('123/45 ซอยลาดพร้าว 71 แขวงลาดพร้าว เขตลาดพร้าว กรุงเทพฯ 10230');
  });

  it("reads a known town after a Hindi school's comma in a school table as its place", () => {
    const resume = read([
      ['राहुल शर्मा', 43, 41, 21, 'NotoSansDevanagari-Bold'],
      ['शिक्षा', 43, 522, 11.5, 'NotoSansDevanagari-Bold'],
      ['डिग्री / कक्षा', 49, 551, 9.5, 'NotoSansDevanagari-Bold'],
      ['संस्थान', 200, 551, 9.5, 'NotoSansDevanagari-Bold'],
      ['वर्ष', 400, 551, 9.5, 'NotoSansDevanagari-Bold'],
      ['कक्षा 12 (CBSE)', 49, 597, 9.5],
      ['केंद्रीय विद्यालय नंबर 1, कानपुर', 200, 597, 9.5],
      ['2011 – 2013', 400, 597, 9.5],
    ]);
    expect(resume.education[0]?.school).toBe('केंद्रीय विद्यालय नंबर 1');
  });
});

describe('a Polish CV from Word', () => {
  const resume = read([
    ['Katarzyna Wiśniewska', 62, 59, 20, 'Times-Bold'],
    ['DOŚWIADCZENIE ZAWODOWE', 65, 160, 11.5, 'Times-Bold'],
    ['03.2019 – obecnie', 62.5, 181, 11, 'Times-Bold'],
    ['Kraków', 497, 181, 11, 'Times-Italic'],
    ['Starsza specjalistka ds. księgowości – BPO Solutions Sp. z o.o.', 62.5, 194, 11],
    ['Zakres obowiązków:', 62.5, 209, 11],
    ['• Prowadzenie pełnej księgowości dla 6 spółek', 90.8, 222, 11],
    ['• Przygotowywanie deklaracji VAT i CIT-8', 90.8, 235, 11],
    ['09.2016 – 02.2019', 62.5, 256, 11],
    ['Wieliczka', 485, 256, 11, 'Times-Italic'],
    ['Księgowa – Biuro Rachunkowe „Bilans” s.c.', 62.5, 269, 11],
    ['Zakres obowiązków:', 62.5, 284, 11],
    ['• Księgowanie dokumentów kosztowych', 90.8, 297, 11],
    ['UMIEJĘTNOŚCI', 65, 330, 11.5, 'Times-Bold'],
    ['• SAP FI/CO', 90.8, 350, 11],
    ['ZDJĘCIE', 470, 365, 9],
  ]);

  it("reads the title and the employer with its legal form after the dates, not a sentence ('… Sp. z o.o.')", () => {
    expect(resume.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Starsza specjalistka ds. księgowości', 'BPO Solutions Sp. z o.o.', 'Kraków'],
      ['Księgowa', 'Biuro Rachunkowe „Bilans” s.c.', 'Wieliczka'],
    ]);
    expect(resume.experience[0]!.bullets).toHaveLength(2);
  });

  it("reads the photo's empty frame as no skill", () => {
    expect(resume.skills.core).toEqual(['SAP FI/CO']);
  });
});

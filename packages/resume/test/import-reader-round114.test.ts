import { describe, expect, it } from 'vitest';
import { cleanText, findDates, headingKind, looksLikePlace, pdfLines, readResume, unspace } from '../src/import-reader';
import { IS_LEGAL_FORM } from '../src/import-reader/lexicon';
import { columnOf } from '../src/import-reader/head-row';
import { townInBrackets } from '../src/import-reader/place-tails';
import { joinWrapped } from '../src/wrapped-text';
import { cjkItems, measuredRows, page } from './pdf-page';

// Corpus round 113, continued: the rules its resumes asked for, one at a time.

describe("the headings of this round's languages", () => {
  it.each([
    ['Знання і навички', 'skills'],
    ['Ключова інформація', 'summary'],
    ['Додаткова освіта та курси', 'certifications'],
    ['Ich biete', 'skills'],
    ['Ich suche', 'additional'],
    ['Знания и навыки', 'skills'],
    ['Ключевая информация', 'summary'],
    ['COMPÉTENCES INFORMATIQUES', 'skills'],
    ['สรุปประวัติโดยย่อ', 'summary'],
    ['Academic Project', 'projects'],
  ])('%s heads %s', (text, kind) => {
    expect(headingKind(text)).toMatchObject({ kind, cover: 1 });
  });

  it("reads a Thai table's 'วุฒิการศึกษา / สาขา' column as the degree's", () => {
    expect(columnOf('วุฒิการศึกษา/สาขา')).toBe('degree');
  });
});

describe('text as it was typed', () => {
  it("keeps the spaces of a French number and its sign ('à 78 %'): no letters spaced out", () => {
    expect(unspace('à 78 %')).toBe('à 78 %');
    expect(unspace('E X P É R I E N C E')).toBe('EXPÉRIENCE');
  });

  it('joins a Chinese line wrapped after its full-width comma without a space', () => {
    expect(cleanText('点击率提升 6.8%，')).toBe('点击率提升 6.8%，');
    expect(joinWrapped('点击率提升 6.8%，', 'GMV 提升 3.1%')).toBe('点击率提升 6.8%，GMV 提升 3.1%');
  });
});

describe('places and legal forms', () => {
  it("reads a French town's hyphened name in brackets as a town ('Saint-Nazaire', 'Aix-en-Provence')", () => {
    expect(townInBrackets('Saint-Nazaire')).toBe(true);
    expect(townInBrackets('Aix-en-Provence')).toBe(true);
    expect(townInBrackets('Mercedes-Benz')).toBe(false);
  });

  it("reads a town with its province in brackets as a place, not a phrase with its initials ('(FCT)')", () => {
    expect(looksLikePlace('Paterna (Valencia)')).toBe(true);
    expect(looksLikePlace('Prácticas de mantenimiento (FCT)')).toBe(false);
  });

  it("reads a Vietnamese street address by its house's number or its lane", () => {
    expect(looksLikePlace('Số 18 ngõ 95 Chùa Bộc, Đống Đa, Hà Nội')).toBe(true);
  });

  it("reads a British flat before its house's number as a street ('Flat 4, 18 Buckingham Gate')", () => {
    expect(looksLikePlace('Flat 4, 18 Buckingham Gate')).toBe(true);
  });

  it("reads a Persian town and its district, joined by the zero-width non-joiner ('تهران، سعادت‌آباد')", () => {
    expect(looksLikePlace('تهران، سعادت‌آباد')).toBe(true);
  });

  it("keeps a Persian season as written ('تابستان ۱۳۹۳', summer 1393), as 'Summer 2014' is", () => {
    expect(findDates('تابستان ۱۳۹۳')).toMatchObject({ text: 'تابستان ۱۳۹۳', asWritten: true });
  });

  it("knows Mexico's legal forms ('S.A. de C.V.', 'S.C.' with its stops)", () => {
    expect(IS_LEGAL_FORM.test('S.A. de C.V.')).toBe(true);
    expect(IS_LEGAL_FORM.test('S.C.')).toBe(true);
    // (South Carolina's letters, after a town, are no legal form: 'Greenville, SC'.)
    expect(IS_LEGAL_FORM.test('SC')).toBe(false);
  });
});

describe('job headers', () => {
  it("reads the employer before its trade in brackets after its town ('…, Київ (Аудит, бухгалтерські послуги)')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Ірина Мельничук', 45, 90, 19, 'Helvetica-Bold'],
          ['Досвід роботи', 45, 278, 13.5, 'Helvetica-Bold'],
          ['Помічник бухгалтера', 45, 304, 11, 'Helvetica-Bold'],
          ['з 07.2012 по 07.2015 (3 роки 1 місяць)', 45, 319, 10],
          ['ТОВ «Аудит-Консалт Плюс», Київ (Аудит, бухгалтерські послуги)', 45, 335, 10],
          ['Освіта', 45, 370, 13.5, 'Helvetica-Bold'],
        ]),
      ),
    );
    expect(resume.experience).toMatchObject([
      { title: 'Помічник бухгалтера', company: 'ТОВ «Аудит-Консалт Плюс»', location: 'Київ' },
    ]);
  });

  it("reads a federal resume's employer over its labelled details ('Hours per week: 40' in bold)", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['DENISE R. CALDWELL', 205, 60, 18, 'Helvetica-Bold'],
          ['WORK EXPERIENCE', 55, 156, 11.5, 'Helvetica-Bold'],
          ['Program Analyst', 50, 510, 11, 'Helvetica-Bold'],
          ['USDA Food and Nutrition Service, Alexandria, VA', 50, 526, 10.5],
          ['09/2017 – 05/2021', 50, 540, 10.5],
          ['Hours per week: 40', 50, 554, 10.5, 'Helvetica-Bold'],
          ['Series/Grade: GS-0343-11', 50, 568, 10.5],
          [
            'Analyzed state agency administrative data for the Supplemental Nutrition Assistance Program.',
            50,
            614,
            10.5,
          ],
        ]),
      ),
    );
    expect(resume.experience).toMatchObject([
      { title: 'Program Analyst', company: 'USDA Food and Nutrition Service', location: 'Alexandria, VA' },
    ]);
  });

  it("reads 'Employer, S.A. · Town (Province)' and 'Employer, S.A. · Town' over the title", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Sergio Martí Ferrer', 45, 60, 20, 'Helvetica-Bold'],
          ['EXPERIENCIA', 45, 132, 10.5, 'Helvetica-Bold'],
          ['2015 - 2019', 45, 264, 9.8, 'Helvetica-Bold'],
          ['Industrias Cárnicas Vaquero, S.A. · Paterna (Valencia)', 156, 264, 9.8, 'Helvetica-Bold'],
          ['Oficial de 1.ª de mantenimiento', 156, 278, 9],
          ['• Montaje de cuadros eléctricos y cableado de nuevas líneas de producción.', 156, 293, 9],
          ['2012', 45, 396, 9.8, 'Helvetica-Bold'],
          ['Mercadona, S.A. · Valencia', 156, 396, 9.8, 'Helvetica-Bold'],
          ['Prácticas de mantenimiento (FCT)', 156, 411, 9],
          ['FORMACIÓN', 45, 435, 10.5, 'Helvetica-Bold'],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Oficial de 1.ª de mantenimiento', 'Industrias Cárnicas Vaquero, S.A.', 'Paterna (Valencia)'],
      ['Prácticas de mantenimiento (FCT)', 'Mercadona, S.A.', 'Valencia'],
    ]);
  });
});

describe("a Taiwanese job site's jobs: the employer's profile and a paragraph in Chinese under the header", () => {
  const item = cjkItems('NotoSansCJKtc-Regular', 9.4);
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        item('陳怡君', 109, 80, 18),
        item('工作經歷', 61, 250, 11, 'NotoSansCJKtc-Bold'),
        item('2016/8~2019/2', 48, 393),
        item('數位行銷專員', 161, 394, 10.4, 'NotoSansCJKtc-Bold'),
        item('晨光數位行銷有限公司', 161, 409),
        item('廣告行銷公關業・30~100人・台北市信義區', 161, 424, 8.5),
        item('服務美妝、食品等品牌客戶，負責關鍵字廣告投放及成效優化。', 161, 439),
        item('學歷', 61, 545, 11, 'NotoSansCJKtc-Bold'),
        item('2013/9~2015/6', 51, 574),
        item('國立政治大學 碩士|畢業', 164, 574),
        item('企業管理研究所', 164, 587),
        item('2009/9~2013/6', 51, 608),
        item('國立中興大學 大學|畢業', 164, 608),
        item('行銷學系', 164, 623),
      ]),
    ),
  );

  it("reads the department under a school's degree level as its field", () => {
    expect(resume.education.map((s) => [s.school, s.degree, s.field])).toEqual([
      ['國立政治大學', '碩士', '企業管理研究所'],
      ['國立中興大學', '大學', '行銷學系'],
    ]);
  });

  it("keeps every line the header did not name as the job's text: Chinese has no word spaces to count", () => {
    expect(resume.experience).toHaveLength(1);
    expect(resume.experience[0]!.summary).toContain('廣告行銷公關業');
    expect(resume.experience[0]!.summary).toContain('服務美妝');
  });
});

describe("an Arabic Word CV saved as PDF: 'الجوال:' and a sentence's full stop after a percentage", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['أحمد خالد العتيبي', 205, 50, 185, 22, 'DejaVuSans-Bold'],
        ['الجوال: +966 55 812 4471', 380, 99, 168, 11, 'DejaVuSans'],
        ['الخبرات العملية', 433, 210, 104, 14, 'DejaVuSans-Bold'],
        ['مهندس شبكات أول | شركة الاتصالات السعودية', 256, 238, 282, 12, 'DejaVuSans'],
        ['يناير 2019 – حتى الآن', 448, 255, 90, 10, 'DejaVuSans'],
        ['•', 531, 288.8, 3.9, 11, 'LiberationSans'],
        ['خفض تكاليف الربط بنسبة', 195.5, 288.8, 215.8, 11, 'DejaVuSans'],
        ['30', 180, 288.8, 12.2, 11, 'LiberationSans'],
        ['.%', 167.2, 288.8, 12.9, 11, 'LiberationSans'],
      ]),
    ),
  );

  it('reads the phone after its label and the full stop after the sign', () => {
    expect(resume.profile.phone).toBe('+966 55 812 4471');
    expect(resume.experience[0]!.bullets).toEqual(['خفض تكاليف الربط بنسبة 30%.']);
  });
});

describe("a Korean form's name with its Chinese characters in brackets ('성명' | '김민준 (金敏俊)')", () => {
  const item = cjkItems('NotoSansCJKkr-Regular', 9.3);
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        item('인적사항', 47, 125, 11, 'NotoSansCJKkr-Bold'),
        item('성명', 46, 152),
        item('김민준 (金敏俊)', 120, 152),
        item('생년월일', 260, 152),
        item('1992.05.17 (만 32세)', 330, 152),
        item('휴대폰', 46, 178),
        item('010-2345-6789', 120, 178),
      ]),
    ),
  );

  it('reads the name without them', () => {
    expect(resume.profile.fullName).toBe('김민준');
  });
});

describe("a Polish CV's school over its degree in lower case ('Uniwersytet Opolski' over 'licencjat, Socjologia')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Katarzyna Nowakowska', 156, 58, 24, 'Helvetica-Bold'],
        ['WYKSZTAŁCENIE', 54, 590, 11.5, 'Helvetica-Bold'],
        ['2014 – 2016', 45, 610, 10.2, 'Helvetica-Bold'],
        ['Uniwersytet Ekonomiczny we Wrocławiu', 125, 610, 10.2, 'Helvetica-Bold'],
        ['magister, Zarządzanie zasobami ludzkimi', 125, 626.5, 9.5],
        ['2011 – 2014', 45, 646, 10.2, 'Helvetica-Bold'],
        ['Uniwersytet Opolski', 125, 646, 10.2, 'Helvetica-Bold'],
        ['licencjat, Socjologia', 125, 662.5, 9.5],
      ]),
    ),
  );

  it('reads the degree under its school, not as the rest of its name', () => {
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([
      ['Uniwersytet Ekonomiczny we Wrocławiu', 'magister, Zarządzanie zasobami ludzkimi'],
      ['Uniwersytet Opolski', 'licencjat, Socjologia'],
    ]);
  });
});

describe("a Japanese job site's 職務経歴書: each company's block over a table of its roles ('期間' | '業務内容')", () => {
  const item = cjkItems('NotoSansCJKjp-Regular', 9.6);
  const B = 'NotoSansCJKjp-Bold';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        item('山田 太郎', 46, 60, 18, B),
        item('■職務経歴', 52.5, 235.5, 10.8, B),
        item('株式会社丸栄商事', 49.5, 265.5, 10.4, B),
        item('（2013年4月～2018年3月）', 138.7, 265.5, 9.4),
        item('事業内容：OA機器・事務用品の販売および保守サービス', 49.5, 280.5, 8.8),
        item('資本金：9,800万円', 300, 280.5, 8.8),
        item('期間', 90, 299.5, 9, B),
        item('業務内容', 300, 299.5, 9, B),
        item('2013年4月～2018年3月', 52, 320.5),
        item('ルート営業', 162, 320.5),
        item('所属：東京支店 営業二課（メンバー12名）', 162, 337.5, 8.8),
        item('・都内中小企業約120社に対する複合機・事務用品のルート営業', 162, 369.5),
        item('株式会社ネクストリンクシステムズ', 49.5, 435.5, 10.4, B),
        item('（2018年4月～現在）', 220, 435.5, 9.4),
        item('事業内容：クラウド型業務システムの開発・販売', 49.5, 451.5, 8.8),
        item('期間', 90, 485.5, 9, B),
        item('業務内容', 300, 485.5, 9, B),
        item('2018年4月～2021年3月', 52, 505.5),
        item('法人営業', 162, 505.5),
        item('所属：ソリューション営業部 第一営業課', 162, 522.5, 8.8),
        item('・中堅製造業向け生産管理システムの新規開拓営業', 162, 555.5),
        item('2021年4月～現在', 52, 590.5),
        item('営業チームリーダー', 162, 590.5),
        item('所属：ソリューション営業部 第一営業課（メンバー5名）', 162, 607.5, 8.8),
        item('・チームの予算策定、案件進捗管理およびメンバーの育成', 162, 640.5),
      ]),
    ),
  );

  it("reads each role at its company, the unit after its label as the role's text", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['ルート営業', '株式会社丸栄商事', '2013-04', '2018-03'],
      ['法人営業', '株式会社ネクストリンクシステムズ', '2018-04', '2021-03'],
      ['営業チームリーダー', '株式会社ネクストリンクシステムズ', '2021-04', ''],
    ]);
    expect(resume.experience[0]!.summary).toContain('所属：東京支店');
  });
});

describe("an Indonesian internship's department after its title's dash ('Mahasiswa Magang – Departemen PPIC')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Dimas Prasetyo', 57, 60, 20, 'Helvetica-Bold'],
        ['PENGALAMAN KERJA', 57, 300, 12, 'Helvetica-Bold'],
        ['PT Garuda Mas Manufaktur', 57, 325, 11, 'Helvetica-Bold'],
        ['Juni 2015 – Agustus 2015', 430, 325, 10],
        ['Mahasiswa Magang – Departemen PPIC', 57, 339, 10, 'Helvetica-Oblique'],
        ['Cikarang', 500, 339, 10],
        ['• Membantu penyusunan jadwal produksi mingguan', 57, 353, 10],
      ]),
    ),
  );

  it('keeps the department with the title', () => {
    expect(resume.experience).toMatchObject([
      { title: 'Mahasiswa Magang – Departemen PPIC', company: 'PT Garuda Mas Manufaktur', location: 'Cikarang' },
    ]);
  });
});

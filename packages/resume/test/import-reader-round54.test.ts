import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { findDates } from '../src/import-reader/dates';
import { LEGAL_FORM } from '../src/import-reader/lexicon';
import { nameParted } from '../src/import-reader/name-labels';
import { bracketsInOrder } from '../src/import-reader/text';
import type { SourceLine } from '../src/import-reader/types';
import { page } from './pdf-page';

// Corpus round 54, written blind: a Chilean job site's CV of two label pairs a row (es-html-laborum), a Word
// template's letter-spaced name (en-word-bold-template), a Vietnamese (vi-word-cv), a Dutch (nl-word-cv) and an
// Egyptian Arabic CV typed in Word (ar-word-egypt).

describe("a job site's entries of two labelled fields a row", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Francisca Muñoz Araya', 43, 40, 18, 'NotoSans-Bold'],
        ['Experiencia laboral', 50, 80, 12, 'NotoSans-Bold'],
        ['Empresa:', 49, 100, 9, 'NotoSans-Bold'],
        ['Inmobiliaria y Constructora Los Peumos', 131, 100, 9],
        ['SpA', 131, 111, 9],
        ['Industria:', 312, 100, 9, 'NotoSans-Bold'],
        ['Construcción', 394, 100, 9],
        ['Cargo:', 49, 124, 9, 'NotoSans-Bold'],
        ['Asistente de Prevención de Riesgos', 131, 124, 9],
        ['Área:', 312, 124, 9, 'NotoSans-Bold'],
        ['Prevención de Riesgos', 394, 124, 9],
        ['Período:', 49, 137, 9, 'NotoSans-Bold'],
        ['Agosto 2014 - Diciembre 2016', 131, 137, 9],
        ['Ciudad:', 312, 137, 9, 'NotoSans-Bold'],
        ['Rancagua', 394, 137, 9],
        ['Conocimientos / Software', 50, 170, 12, 'NotoSans-Bold'],
        ['Conocimiento', 49, 190, 9, 'NotoSans-Bold'],
        ['Nivel', 173, 190, 9, 'NotoSans-Bold'],
        ['Conocimiento', 244, 190, 9, 'NotoSans-Bold'],
        ['Nivel', 505, 190, 9, 'NotoSans-Bold'],
        ['Microsoft Excel', 49, 203, 9],
        ['Avanzado', 173, 203, 9],
        ['AutoCAD', 244, 203, 9],
        ['Básico', 505, 203, 9],
      ]),
    ),
  );

  it('reads each label with its own value, a value the cell wrapped whole', () => {
    expect(LEGAL_FORM.test('Inmobiliaria y Constructora Los Peumos SpA')).toBe(true);
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      [
        'Asistente de Prevención de Riesgos',
        'Inmobiliaria y Constructora Los Peumos SpA',
        'Rancagua',
        '2014-08',
        '2016-12',
      ],
    ]);
  });

  it("leaves the lines under an items label's first item as items, not a wrapped value", () => {
    const items = readResume(
      pdfLines(
        page([
          ['Mariana Costa', 48, 40, 18, 'NotoSans-Bold'],
          ['Experiência profissional', 48, 80, 12, 'NotoSans-Bold'],
          ['Empresa:', 48, 100, 9],
          ['Metalúrgica Paulista Ltda.', 136, 100, 9],
          ['Cargo:', 48, 113, 9],
          ['Assistente de Recursos Humanos', 136, 113, 9],
          ['Período:', 48, 126, 9],
          ['01/2015 – 03/2016', 136, 126, 9],
          ['Principais', 48, 139, 9],
          ['Triagem de currículos e agendamento de entrevistas', 140, 139, 9],
          ['atividades:', 48, 152, 9],
          ['Admissões e cadastro de colaboradores no TOTVS RM', 140, 152, 9],
          ['Controle de ponto, férias e benefícios (vale-transporte e plano de saúde) de 350', 140, 165, 9],
          ['colaboradores', 136, 178, 9],
        ]),
      ),
    ).resume;
    expect(items.experience[0]?.bullets).toEqual([
      'Triagem de currículos e agendamento de entrevistas',
      'Admissões e cadastro de colaboradores no TOTVS RM',
      'Controle de ponto, férias e benefícios (vale-transporte e plano de saúde) de 350 colaboradores',
    ]);
  });

  it("reads the skills table's heads ('Conocimiento' | 'Nivel') as no skills", () => {
    expect([...resume.skills.core, ...resume.skills.tools]).toEqual(['Microsoft Excel', 'AutoCAD']);
  });
});

describe('a name a letter-spaced heading read back without its word space', () => {
  it("parts it as the person's e-mail or profile address does", () => {
    expect(nameParted('JASMINEWHITFIELD', ['jasmine.whitfield@example.com'])).toBe('JASMINE WHITFIELD');
    expect(nameParted('JASMINEWHITFIELD', ['jwhitfield@example.com'])).toBe('JASMINE WHITFIELD');
    expect(nameParted('JasmineWhitfield', ['linkedin.com/in/jasmine-whitfield'])).toBe('Jasmine Whitfield');
    expect(nameParted('JASMINEWHITFIELD', ['jasminew@example.com'])).toBe('JASMINE WHITFIELD');
  });

  it("reads the name of a Word template's letter-spaced heading with its word space", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['JASMINEWHITFIELD', 36, 64, 24, 'NotoSans-Bold'],
          ['EXECUTIVE ASSISTANT', 36, 86, 11],
          ['jwhitfield@example.com | (704) 555-0172', 36, 104, 10],
        ]),
      ),
    );
    expect(resume.profile.fullName).toBe('JASMINE WHITFIELD');
  });

  it('leaves a name alone that has its space, or that no address parts', () => {
    expect(nameParted('Jasmine Whitfield', ['jwhitfield@example.com'])).toBe('Jasmine Whitfield');
    expect(nameParted('JASMINEWHITFIELD', ['info@example.com', 'linkedin.com/in/someone-else'])).toBe(
      'JASMINEWHITFIELD',
    );
  });
});

describe('a Vietnamese CV typed in Word', () => {
  it("reads an employer's name of many syllables ('Công ty Cổ phần …') as its employer", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['LÊ THỊ NGỌC TRÂM', 204, 40, 16, 'TimesNewRoman-Bold'],
          ['KINH NGHIỆM LÀM VIỆC', 85, 80, 12, 'TimesNewRoman-Bold'],
          ['Công ty Cổ phần Nông sản Xuất khẩu Phương Nam', 85, 100, 11, 'TimesNewRoman-Bold'],
          ['03/2020 – nay', 450, 100, 11, 'TimesNewRoman-Bold'],
          ['Vị trí: Chuyên viên Xuất nhập khẩu', 85, 114, 11],
          ['- Phụ trách toàn bộ quy trình xuất khẩu hạt điều', 100, 128, 11],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate])).toEqual([
      ['Chuyên viên Xuất nhập khẩu', 'Công ty Cổ phần Nông sản Xuất khẩu Phương Nam', '2020-03'],
    ]);
  });
});

describe('a Dutch CV typed in Word', () => {
  it("reads 'diploma behaald' under a school as no part of its name", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Martijn van den Heuvel', 76, 40, 16, 'NotoSans-Bold'],
          ['Opleidingen', 71, 80, 12, 'NotoSans-Bold'],
          ['2002 – 2006', 71, 100, 10],
          ['Bachelor Bedrijfskunde, Hogeschool Utrecht', 199, 100, 10, 'NotoSans-Bold'],
          ['diploma behaald', 199, 113, 10],
          ['Computervaardigheden', 71, 140, 12, 'NotoSans-Bold'],
          ['MS Office, AFAS Profit, Exact Online', 71, 158, 10],
        ]),
      ),
    );
    expect(resume.education.map((e) => [e.degree, e.school])).toEqual([
      ['Bachelor Bedrijfskunde', 'Hogeschool Utrecht'],
    ]);
    expect([...resume.skills.core, ...resume.skills.tools]).toEqual(['MS Office', 'AFAS Profit', 'Exact Online']);
  });
});

describe('an Egyptian CV typed in Word, right to left', () => {
  it("reads a range between 'من' and 'حتى الآن' or 'إلى', in Arabic-Indic digits too", () => {
    const now = findDates('(من يناير ٢٠١٩ حتى الآن)');
    expect([now?.start, now?.end]).toEqual(['2019-01', '']);
    const past = findDates('(من يوليو 2013 إلى سبتمبر 2014)');
    expect([past?.start, past?.end]).toEqual(['2013-07', '2014-09']);
  });

  it('closes up the space a PDF leaves inside brackets around Arabic words', () => {
    expect(bracketsInOrder('اعداد الإقرارات الضريبية ( القيمة المضافة )')).toBe(
      'اعداد الإقرارات الضريبية (القيمة المضافة)',
    );
  });

  let id = 0;
  const line = (text: string, opts: { bold?: boolean; bullet?: boolean } = {}): SourceLine => ({
    id: id++,
    text,
    parts: [{ text, x: 0, right: 400, size: 12, bold: opts.bold ?? false, italic: false }],
    box: { page: 0, x: 0, y: id * 16, w: 400, h: 16 },
    size: 12,
    bold: opts.bold ?? false,
    italic: false,
    bullet: opts.bullet ?? false,
    region: 'body',
  });
  const { resume } = readResume(
    [
      line('سيرة ذاتية', { bold: true }),
      line('البيانات الشخصية:', { bold: true }),
      { ...line('الاسم: عمرو سامح الشافعي'), parts: [] },
      line('محل الميلاد: القاهرة'),
      line('العنوان: 18 شارع الطيران، مدينة نصر، القاهرة'),
      line('رقم المحمول: ٠١٠٢٣٤٥٦٧٨٩'),
      line('الخبرات العملية:', { bold: true }),
      line('محاسب أول – شركة الريادة للمقاولات والتشييد (من يناير ٢٠١٩ حتى الآن)', { bold: true }),
      line('المسئوليات:', { bold: true }),
      line('مراجعة المستخلصات الشهرية لمقاولي الباطن', { bullet: true }),
      line('المؤهلات الدراسية:', { bold: true }),
      line('بكالوريوس التجارة – شعبة محاسبة – جامعة عين شمس – دفعة 2014', { bullet: true }),
      line('الثانوية العامة – القسم الأدبي – مدرسة الحي السابع الثانوية بنين – 2010 – بمجموع 87%', { bullet: true }),
    ].map((l) =>
      l.parts.length ? l : { ...l, parts: [{ text: l.text, x: 0, right: 400, size: 12, bold: false, italic: false }] },
    ),
  );

  it('reads no birthplace as where the person lives', () => {
    // (As Word's lines give them: the label and its value apart, after a tab.)
    const cells = (label: string, value: string): SourceLine => ({
      ...line(`${label} ${value}`),
      parts: [
        { text: label, x: 0, right: 100, size: 12, bold: true, italic: false },
        { text: value, x: 120, right: 400, size: 12, bold: false, italic: false },
      ],
    });
    const born = readResume([
      line('عمرو سامح الشافعي', { bold: true }),
      cells('محل الميلاد:', 'القاهرة'),
      cells('رقم المحمول:', '٠١٠٢٣٤٥٦٧٨٩'),
    ]).resume;
    expect([born.profile.phone, born.profile.location]).toEqual(['٠١٠٢٣٤٥٦٧٨٩', '']);
  });

  it('reads the phone after its label in Arabic-Indic digits, and the address, not the birthplace', () => {
    expect([resume.profile.phone, resume.profile.location]).toEqual([
      '٠١٠٢٣٤٥٦٧٨٩',
      '18 شارع الطيران، مدينة نصر، القاهرة',
    ]);
  });

  it("reads the job's title, employer and dates in brackets", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['محاسب أول', 'شركة الريادة للمقاولات والتشييد', '2019-01', ''],
    ]);
  });

  it("reads schools typed as a list's items under 'المؤهلات الدراسية', a secondary school's total as its score", () => {
    expect(resume.education.map((e) => [e.school, e.degree, e.endDate, e.score])).toEqual([
      ['جامعة عين شمس', 'بكالوريوس التجارة', '2014', ''],
      ['مدرسة الحي السابع الثانوية بنين', 'الثانوية العامة', '2010', '87%'],
    ]);
  });
});

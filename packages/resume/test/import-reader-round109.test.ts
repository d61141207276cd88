import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, page } from './pdf-page';

// Corpus round 107: the second batch of this round's resumes (Russian, Turkish, Portuguese and American builders' pages,
// Word documents and LaTeX), written small.

describe("hh.ru's export: the years' count against the dash ('Опыт работы —10 лет 8 месяцев'), its languages and skills named over them", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['Волков Сергей Андреевич', 42.8, 86.3, 250.4, 19, 'LiberationSans-Bold'],
          ['s.volkov.dev@yandex.ru', 42.8, 135.8, 102.9, 9.5, 'LiberationSans'],
          ['Опыт работы —10 лет 8 месяцев', 42.8, 337.5, 200.8, 13, 'LiberationSans'],
          ['Март 2019 — по настоящее', 42.8, 363, 122.5, 9.5, 'LiberationSans'],
          ['время', 42.8, 375.8, 27.3, 9.5, 'LiberationSans'],
          ['5 лет 2 месяца', 42.8, 389.3, 65.7, 9.5, 'LiberationSans'],
          ['Тинькофф', 185.8, 363, 49.9, 9.5, 'LiberationSans-Bold'],
          ['Москва, www.tinkoff.ru', 185.8, 375.8, 96.6, 9.5, 'LiberationSans'],
          ['Финансовый сектор', 185.8, 389.3, 87.3, 9.5, 'LiberationSans'],
          ['Ведущий Java-разработчик', 185.8, 405.8, 140.2, 10.3, 'LiberationSans-Bold'],
          [
            'Разработка микросервисов платёжного шлюза на Java 17, Spring Boot и Kafka',
            197.8,
            420.8,
            345.3,
            9.5,
            'LiberationSans',
          ],
        ],
        [
          ['Ключевые навыки', 42.8, 129, 109.3, 13, 'LiberationSans'],
          ['Знание языков', 42.8, 150, 65.6, 9.5, 'LiberationSans'],
          ['Русский — Родной', 42.8, 164.3, 82.3, 9.5, 'LiberationSans'],
          ['Английский — B2 — Средне-продвинутый', 42.8, 178.5, 185.9, 9.5, 'LiberationSans'],
          ['Навыки', 42.8, 197.3, 33.5, 9.5, 'LiberationSans'],
          ['Java', 48, 212.3, 20.1, 9.5, 'LiberationSans'],
          ['Spring Boot', 81.6, 212.3, 49.6, 9.5, 'LiberationSans'],
          ['Apache Kafka', 144.7, 212.3, 59.1, 9.5, 'LiberationSans'],
        ],
      ),
    ),
  );

  it('reads the job under the heading', () => {
    expect(resume.experience).toMatchObject([
      { title: 'Ведущий Java-разработчик', company: 'Тинькофф', startDate: '2019-03', endDate: '' },
    ]);
  });

  it('reads the languages as spoken ones and the skills apart, and neither label', () => {
    expect(resume.skills.core).toEqual(['Java', 'Spring Boot', 'Apache Kafka']);
    expect(resume.skills.languages[0]).toBe('Русский — Родной');
  });
});

describe("kariyer.net's banner: its title and contact line drawn after the page's body, under the name drawn first", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['EY', 58.6, 77.3, 26, 22, 'NotoSans-Bold'],
        ['Emre Yıldırım', 108.4, 60.8, 134.8, 20, 'NotoSans-Bold'],
        ['Kişisel Bilgiler', 55.9, 164.3, 76.9, 11, 'NotoSans-Bold'],
        ['Doğum Tarihi', 45.4, 184.5, 55.8, 8.8, 'NotoSans-Regular'],
        ['08.11.1990', 153.1, 184.5, 44.9, 8.8, 'NotoSans-Regular'],
        ['İş Deneyimleri', 55.9, 310.5, 79.3, 11, 'NotoSans-Bold'],
        ['Mart 2019 - Halen', 45.4, 330.8, 69.4, 8.3, 'NotoSans-Regular'],
        ['Kıdemli Muhasebe Uzmanı', 159.1, 332.3, 132.7, 10, 'NotoSans-Bold'],
        ['Arçelik A.Ş.', 159.1, 346, 52, 8.8, 'NotoSans-Bold'],
        ['Eğitim Bilgileri', 55.9, 560, 80, 11, 'NotoSans-Bold'],
        ['2010 - 2014', 45.4, 580, 50, 10, 'NotoSans-Regular'],
        ['Marmara Üniversitesi', 159.1, 580, 100, 10, 'NotoSans-Bold'],
        ['Lisans · İşletme (Türkçe) · 3.12/4', 159.1, 595, 140, 8.8, 'NotoSans-Regular'],
        ['Kıdemli Muhasebe Uzmanı', 108.4, 79.5, 131.5, 10.5, 'NotoSans-Regular'],
        ['✉', 108.4, 96, 7.2, 8.6, 'DejaVuSans'],
        ['emre.yildirim@hotmail.com', 117.8, 96, 111.8, 8.6, 'NotoSans-Regular'],
        ['☎', 240.1, 96, 10.7, 8.6, 'DejaVuSans'],
        ['0532 418 27 65', 253, 96, 60.8, 8.6, 'NotoSans-Regular'],
        ['⌂', 324.3, 96, 5.5, 8.6, 'DejaVuSans'],
        ['Kadıköy, İstanbul', 331.9, 96, 68.9, 8.6, 'NotoSans-Regular'],
      ]),
    ),
  );

  it('reads the contact details', () => {
    expect(resume.profile).toMatchObject({
      fullName: 'Emre Yıldırım',
      email: 'emre.yildirim@hotmail.com',
      phone: '0532 418 27 65',
      location: 'Kadıköy, İstanbul',
    });
  });

  it("reads the language of teaching in brackets as the field's, no place", () => {
    expect(resume.education[0]).toMatchObject({ degree: 'Lisans', field: 'İşletme (Türkçe)' });
  });
});

describe("items marked with amssymb's '▶' ('\\blacktriangleright', enumitem's label)", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Inês Carvalho Sousa', 180, 40, 230, 23.9, 'TeXGyreHeros-Bold'],
        ['ines.csousa@sapo.pt', 43, 160, 80, 9, 'TeXGyreHeros-Regular'],
        ['Experiência Profissional', 218.6, 180, 150, 12, 'TeXGyreHeros-Bold'],
        ['Engenheira de Qualidade de Software Sénior', 218.6, 203.3, 213, 10, 'TeXGyreHeros-Bold'],
        ['set. 2020 – presente', 479, 203.3, 82.3, 9, 'TeXGyreHeros-Regular'],
        ['Ribeira Digital, S.A.', 218.6, 215.3, 86.1, 10, 'TeXGyreHeros-Italic'],
        ['– Porto', 307.4, 215.3, 32.1, 10, 'TeXGyreHeros-Regular'],
        ['▶', 217.6, 231.2, 7, 9, 'MSAM10'],
        [
          'Definição da estratégia de testes automatizados para a plataforma de',
          229.5,
          231.2,
          300.8,
          10,
          'TeXGyreHeros-Regular',
        ],
        ['checkout,', 532.5, 231.2, 28.8, 10, 'TeXGyreHeros-Regular'],
        ['com mais de 2 000 testes em Playwright.', 229.5, 243.2, 185.4, 10, 'TeXGyreHeros-Regular'],
        ['▶', 217.6, 256.1, 7, 9, 'MSAM10'],
        [
          'Redução do tempo de regressão de 3 dias para 40 minutos através da inte-',
          229.5,
          256.1,
          331.7,
          10,
          'TeXGyreHeros-Regular',
        ],
        ['gração contínua em Jenkins.', 229.5, 268.1, 127.3, 10, 'TeXGyreHeros-Regular'],
        ['▶', 217.6, 281.1, 7, 9, 'MSAM10'],
        ['Mentoria de três engenheiros de QA júnior.', 229.5, 281.1, 189.5, 10, 'TeXGyreHeros-Regular'],
      ]),
    ),
  );

  it('reads each item whole', () => {
    expect(resume.experience[0]!.bullets).toEqual([
      'Definição da estratégia de testes automatizados para a plataforma de checkout, com mais de 2 000 testes em Playwright.',
      'Redução do tempo de regressão de 3 dias para 40 minutos através da integração contínua em Jenkins.',
      'Mentoria de três engenheiros de QA júnior.',
    ]);
  });
});

describe("a nurse's unit after the title's dash, the hospital under it ('Charge Nurse – Medical ICU' over 'Grady Health System')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Tamika Brooks', 36, 50, 22, 'Helvetica-Bold'],
        ['tamika.brooks@example.com', 36, 70, 9],
        ['EXPERIENCE', 36, 186, 10.5, 'Helvetica-Bold'],
        ['Charge Nurse – Medical ICU', 36, 208, 9.6, 'Helvetica-Bold'],
        ['Mar 2021 – Present', 326, 208, 9.6],
        ['Grady Health System, Atlanta, GA', 36, 219, 8.6, 'Helvetica-Oblique'],
        ['Coordinate staffing and patient flow for a 24-bed MICU.', 46, 232, 8.6],
        ['Registered Nurse – Step-Down Unit', 36, 312, 9.6, 'Helvetica-Bold'],
        ['Aug 2016 – Aug 2018', 318, 312, 9.6],
        ['Piedmont Atlanta Hospital, Atlanta, GA', 36, 323, 8.6, 'Helvetica-Oblique'],
        ['Delivered care to adults after cardiac surgery.', 46, 336, 8.6],
      ]),
    ),
  );

  it('keeps the unit with the title', () => {
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Charge Nurse – Medical ICU', 'Grady Health System'],
      ['Registered Nurse – Step-Down Unit', 'Piedmont Atlanta Hospital'],
    ]);
  });
});

describe("an engineer's Word CV: a contact line parted by lozenges, a co-op under its employer in capitals", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Jamal D. Whitaker', 56, 50, 22, 'Helvetica-Bold'],
        ['2291 Northwest Blvd, Columbus, OH 43221 ◊ 614-555-0192 ◊ jwhitaker.pe@outlook.com', 56, 72, 11],
        ['EXPERIENCE', 51, 300, 13, 'Helvetica-Bold'],
        ['05/2016 – 08/2016', 56, 322, 10.5],
        ['WORTHINGTON INDUSTRIES', 156, 322, 10.5, 'Helvetica-Bold'],
        ['Engineering Co-op', 156, 336, 10, 'Helvetica-Oblique'],
        ['• Built fixtures for a press line', 160, 350, 10],
      ]),
    ),
  );

  it('reads the contact line parted by lozenges', () => {
    expect(resume.profile).toMatchObject({
      phone: '614-555-0192',
      email: 'jwhitaker.pe@outlook.com',
      location: '2291 Northwest Blvd, Columbus, OH 43221',
    });
  });

  it("reads 'Co-op' as the title", () => {
    expect(resume.experience).toMatchObject([{ title: 'Engineering Co-op', company: 'WORTHINGTON INDUSTRIES' }]);
  });
});

describe("a degree with its honours and grade under the school ('Bachelor of Science in …, cum laude – GPA 3.6/4.0')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Jamal D. Whitaker', 203.5, 59.5, 205.1, 22, 'NotoSerif-Bold'],
        ['jwhitaker.pe@outlook.com', 398.1, 77.7, 141, 11, 'NotoSerif-Regular'],
        ['E', 50.5, 516.2, 8.5, 13, 'NotoSerif-Bold'],
        ['DUCATION', 59, 516.2, 57.8, 10.4, 'NotoSerif-Bold'],
        ['08/2013 – 05/2017', 55.9, 536, 87.1, 10.5, 'NotoSerif-Regular'],
        ['Columbus, OH', 55.9, 549.7, 66.6, 10, 'NotoSerif-Italic'],
        ['THE OHIO STATE UNIVERSITY', 155.9, 536, 160.8, 10.5, 'NotoSerif-Bold'],
        ['Bachelor of Science in Mechanical Engineering', 155.9, 550.8, 237.6, 11, 'NotoSerif-Italic'],
        [', cum laude – GPA 3.6/4.0', 393.7, 550.8, 129.9, 11, 'NotoSerif-Regular'],
      ]),
    ),
  );

  it('reads the degree, its honours as a detail and its grade as the score', () => {
    expect(resume.education).toMatchObject([
      {
        school: 'THE OHIO STATE UNIVERSITY',
        degree: 'Bachelor of Science',
        field: 'Mechanical Engineering',
        score: '3.6/4.0',
        details: ['cum laude'],
      },
    ]);
  });
});

import { Document, Packer, Paragraph, TextRun, BorderStyle, ShadingType } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { labelled } from '../src/import-reader/contact';
import { looksLikePlace } from '../src/import-reader/places';
import { findDates } from '../src/import-reader/dates';
import { headingKind } from '../src/import-reader/headings';
import { degreeScore, schoolScore } from '../src/import-reader/lexicon';
import { cleanText } from '../src/import-reader/text';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 69: a Ukrainian résumé from Word (uk-word-rezyume), a Russian job site's Word export
// (ru-word-hh-export), a Brazilian currículo in Word tables (pt-word-br-tabela), a Québec CV (fr-word-quebec), a
// Turkish and an Italian moderncv (tr-latex-moderncv, it-latex-moderncv).

const SANS = 'LiberationSans';
const BOLD = 'LiberationSans-Bold';
const ROMAN = 'LMRoman10-Regular';
const ROMAN_BOLD = 'LMRoman10-Bold';
const row = (text: string, x: number, y: number, font = SANS, size = 11): ItemRow => [
  text,
  x,
  y,
  text.length * size * 0.48,
  size,
  font,
];

describe('a Ukrainian résumé typed in Word', () => {
  it("keeps Ukrainian's apostrophe as typed, and a font's apostrophe in English as one", () => {
    expect(cleanText('звʼязку та обʼєктів')).toBe('звʼязку та обʼєктів');
    expect(cleanText('the panelʼs layout')).toBe('the panel’s layout');
  });

  it("reads a school's name in bold wrapped beside its dates, and a certificates line under it as no school", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Коваленко Олена Миколаївна', 85, 60, 220, 16, BOLD],
          ['ОСВІТА', 85, 100, 50, 12, BOLD],
          ['2016 – 2017', 85, 120, 61, 11, BOLD],
          ['Київський національний економічний університет імені Вадима', 156, 120, 350, 11, BOLD],
          ['Гетьмана', 156, 132, 52, 11, BOLD],
          ['Магістр, спеціальність «Облік і оподаткування»', 156, 146, 242, 11, SANS],
          ['2012 – 2016', 85, 163, 61, 11, BOLD],
          ['Київський національний економічний університет імені Вадима', 156, 163, 350, 11, BOLD],
          ['Гетьмана', 156, 175, 52, 11, BOLD],
          ['Бакалавр, напрям підготовки «Облік і аудит»', 156, 189, 230, 11, SANS],
          ['Сертифікати: ACCA DipIFR (2020); «Бухгалтерський облік у 1С:Підприємство 8.3»,', 85, 205, 428, 11, SANS],
          ['навчальний центр «Профі-Облік» (2017).', 85, 218, 210, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.education.map((s) => [s.school, s.degree, s.startDate, s.endDate])).toEqual([
      [
        'Київський національний економічний університет імені Вадима Гетьмана',
        'Магістр, спеціальність «Облік і оподаткування»',
        '2016',
        '2017',
      ],
      [
        'Київський національний економічний університет імені Вадима Гетьмана',
        'Бакалавр, напрям підготовки «Облік і аудит»',
        '2012',
        '2016',
      ],
    ]);
  });

  it("reads a skills item wrapped back under its mark, a name across the wrap ('MS' / 'Excel')", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Коваленко Олена Миколаївна', 85, 60, 220, 16, BOLD],
          ['ПРОФЕСІЙНІ НАВИЧКИ', 85, 100, 150, 12, BOLD],
          ['•', 85, 120, 4, 11, SANS],
          ['ведення бухгалтерського та податкового обліку;', 91, 120, 250, 11, SANS],
          ['•', 85, 134, 4, 11, SANS],
          ['Програми: 1С:Підприємство 8.3, BAS Бухгалтерія, M.E.Doc, Клієнт-Банк, MS', 91, 134, 435, 11, SANS],
          ['Excel, Power BI.', 85, 147, 88, 11, SANS],
        ]),
      ),
    ).resume;
    const skills = resume.skills.core;
    expect(skills).toContain('MS Excel');
    expect(skills).not.toContain('MS');
  });
});

describe("a Russian job site's Word export", () => {
  const hhJob = (y: number, dates: [string, string], company: string, place: string, rest: ItemRow[]): ItemRow[] => [
    [dates[0], 57, y, 62, 10, SANS],
    [dates[1], 57, y + 11, 82, 10, SANS],
    [company, 176, y, company.length * 5.6, 10, BOLD],
    [place, 176, y + 12, place.length * 5, 10, SANS],
    ...rest,
  ];
  it('reads company, place, industry and its own list, then the title in bold, then the lines after it as items', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Соколов Андрей Викторович', 57, 44, 240, 18, SANS],
          ['Проживает: Санкт-Петербург, м. Выборгская', 57, 133, 208, 10, SANS],
          ['Опыт работы — 10 лет 4 месяца', 57, 320, 200, 12, BOLD],
          ...hhJob(351, ['Март 2019 —', 'настоящее время'], 'ООО «Балтийские платёжные решения»', 'Санкт-Петербург', [
            ['Финансовый сектор', 176, 376, 92, 10, SANS],
            ['•', 176, 388, 4, 10, SANS],
            ['Платежные системы', 181, 388, 97, 10, SANS],
            ['Ведущий Java-разработчик (Team Lead)', 176, 403, 198, 10, BOLD],
            ['•', 176, 441, 4, 10, SANS],
            ['Внедрил обязательное code review, число инцидентов снизилось на 40%;', 181, 441, 330, 10, SANS],
          ]),
          ...hhJob(559, ['Август 2016 —', 'Февраль 2019'], 'АО «НеваТелекомСофт»', 'Санкт-Петербург, nts.example.ru', [
            ['Информационные технологии, системная интеграция, интернет', 176, 584, 298, 10, SANS],
            ['•', 176, 596, 4, 10, SANS],
            ['Разработка программного обеспечения', 181, 596, 186, 10, SANS],
            ['Java-разработчик', 176, 611, 88, 10, BOLD],
            ['Разработка и поддержка биллинговой системы для операторов связи (Java 8,', 176, 625, 364, 10, SANS],
            ['Spring, Oracle)', 176, 637, 67, 10, SANS],
            ['Оптимизировал расчёт ежемесячных счетов: закрытие периода сократилось с', 176, 649, 367, 10, SANS],
            ['20 до 6 часов', 176, 661, 63, 10, SANS],
            ['Написал сервис выгрузки отчётности в личный кабинет абонента', 176, 673, 305, 10, SANS],
            ['Вместе с QA подняли покрытие кода автотестами с 35% до 80%', 176, 686, 300, 10, SANS],
          ]),
        ]),
      ),
    ).resume;
    expect(resume.profile.location).toBe('Санкт-Петербург');
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Ведущий Java-разработчик (Team Lead)', 'ООО «Балтийские платёжные решения»', '2019-03', ''],
      ['Java-разработчик', 'АО «НеваТелекомСофт»', '2016-08', '2019-02'],
    ]);
    expect(resume.experience[0]!.bullets).toEqual([
      'Внедрил обязательное code review, число инцидентов снизилось на 40%;',
    ]);
    expect(resume.experience[1]!.bullets).toEqual(
      expect.arrayContaining([
        'Написал сервис выгрузки отчётности в личный кабинет абонента',
        'Вместе с QA подняли покрытие кода автотестами с 35% до 80%',
      ]),
    );
  });

  it("reads skills drawn as boxed runs in one Word paragraph as tags, 'Spring Boot' whole", async () => {
    const tag = (text: string) =>
      new TextRun({
        text,
        shading: { type: ShadingType.CLEAR, fill: 'EEEEEE', color: 'auto' },
        border: { style: BorderStyle.SINGLE, size: 4, color: 'D0D0D0', space: 1 },
      });
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Соколов Андрей', bold: true, size: 36 })] }),
            new Paragraph({ children: [new TextRun({ text: 'Ключевые навыки', bold: true, size: 28 })] }),
            new Paragraph({
              children: ['Java', 'Spring Boot', 'Микросервисная архитектура', 'Docker'].flatMap((t, i) =>
                i ? [new TextRun('  '), tag(t)] : [tag(t)],
              ),
            }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.skills.core).toEqual(['Java', 'Spring Boot', 'Микросервисная архитектура', 'Docker']);
  });
});

describe('a Brazilian currículo in Word tables', () => {
  it('keeps a course still in progress as written, with its expected end', () => {
    const found = findDates('Em andamento (previsão de conclusão: 12/2025)');
    expect(found?.asWritten).toBe(true);
    expect(found?.text).toBe('Em andamento (previsão de conclusão: 12/2025)');
  });

  it("reads 'Qualificações / Informática' as skills and 'Idioma:' as a spoken language", () => {
    expect(headingKind('QUALIFICAÇÕES / INFORMÁTICA')).toMatchObject({ kind: 'skills', cover: 1 });
    expect(headingKind('Idioma')).toMatchObject({ kind: 'languages', languages: expect.arrayContaining(['pt']) });
  });

  it("joins a school's initials wrapped onto the line of its dates ('(FPS) – Em andamento …')", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['ANA PAULA FERREIRA', 230, 60, 150, 14, BOLD],
          ['FORMAÇÃO ACADÊMICA', 85, 300, 140, 11, BOLD],
          ['Pós-Graduação em Urgência e Emergência – Faculdade Pernambucana de Saúde', 85, 317, 405, 11, SANS],
          ['(FPS) – Em andamento (previsão de conclusão: 12/2025)', 85, 330, 281, 11, SANS],
          ['Graduação em Enfermagem – Universidade Federal de Pernambuco (UFPE) – 2018', 85, 344, 400, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.education.map((s) => s.school)).toEqual([
      'Faculdade Pernambucana de Saúde (FPS)',
      'Universidade Federal de Pernambuco (UFPE)',
    ]);
  });
});

describe('a Québec CV, a Turkish and an Italian moderncv', () => {
  it("reads a Québec address with its postcode, a DEC as a degree and a cégep as a school ('Dec 2019' stays a month)", () => {
    expect(looksLikePlace('Montréal (Québec) H2X 1Y4')).toBe(true);
    expect(degreeScore('DEC en techniques de la logistique du transport')).toBe(1);
    expect(schoolScore('Cégep André-Laurendeau')).toBe(1);
    expect(degreeScore('Dec 2019 – Present')).toBe(0);
  });

  it("reads 'Diploma di Liceo Scientifico' as a degree, the liceo's name as the school", () => {
    expect(degreeScore('Diploma di Liceo Scientifico')).toBe(1);
    expect(schoolScore('Diploma di Liceo Scientifico')).toBe(0);
    expect(schoolScore('Liceo Scientifico Augusto Righi')).toBe(1);
  });

  it("reads a Turkish address with its door number ('No: 21/4') as the location, and 'GANO' as a grade", () => {
    expect(labelled('Bahçelievler Mah. 7. Cadde No: 21/4 – 06490 Çankaya/Ankara')).toBeUndefined();
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Emre Çağlar YILDIRIM', 116, 65, 250, 24.8, ROMAN],
          row('Bahçelievler Mah. 7. Cadde No: 21/4 – 06490 Çankaya/Ankara', 153, 115, ROMAN, 10.9),
          row('+90 (532) 614 27 85', 159, 128, ROMAN, 10.9),
          ['Eğitim', 60, 520, 40, 14.4, ROMAN],
          ['Orta Doğu Teknik Üniversitesi (ODTÜ)', 60, 543, 198, 10.9, ROMAN_BOLD],
          ['Ankara', 501, 543, 35, 10.9, ROMAN],
          ['Lisans, Makine Mühendisliği, GANO 3,21/4,00', 60, 557, 232, 10.9, ROMAN],
          ['2012 – 2016', 479, 557, 57, 10.9, ROMAN],
        ]),
      ),
    ).resume;
    expect(resume.profile.location).toBe('Bahçelievler Mah. 7. Cadde No: 21/4, 06490 Çankaya/Ankara');
    expect(resume.education.map((s) => [s.school, s.degree, s.field])).toEqual([
      ['Orta Doğu Teknik Üniversitesi (ODTÜ)', 'Lisans', 'Makine Mühendisliği'],
    ]);
  });
});

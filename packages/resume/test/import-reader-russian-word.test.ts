import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { joinWrapped } from '../src/wrapped-text';
import { headingKind } from '../src/import-reader/headings';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 51: a Russian резюме typed in Word (ru-word-rezyume), its dates in a narrow table column, each job's
// fields after labels ('Должность:', 'Обязанности:', 'Достижения:'). As pdf.js read its PDF.

const R = 'LiberationSerif';
const B = 'LiberationSerif-Bold';
const item = (text: string, y: number): ItemRow[] => [
  ['–', 203.9, y, 6, 12, R],
  [text, 218.1, y, text.length * 5.6, 12, R],
];

describe('a Russian резюме typed in Word', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Кузнецов Дмитрий Алексеевич', 85.2, 60, 220, 18, B],
        ['Опыт работы', 85.2, 275.5, 86.8, 14, B],
        ['Сентябрь 2019', 90.6, 298.7, 75.1, 12, R],
        ['— настоящее', 90.6, 312.5, 68.7, 12, R],
        ['время', 90.6, 326.3, 30.1, 12, R],
        ['АО «Гидромаш-Инжиниринг», г. Москва', 189.8, 298.7, 225.6, 12, B],
        ['Должность:', 189.8, 314.5, 64.1, 12, B],
        ['Ведущий инженер-конструктор', 256.9, 314.5, 162.5, 12, R],
        ['Обязанности:', 189.8, 330.3, 74.6, 12, B],
        ...item('руководство группой из 4 инженеров-конструкторов;', 344.1),
        ['Достижения:', 189.8, 360, 70, 12, B],
        ...item('внедрил библиотеку стандартных элементов в КОМПАС-', 373.8),
        ['3D, что позволило снизить число ошибок на 30%.', 218.1, 387.6, 250, 12, R],
        ['03.2016 –', 90.6, 410, 50, 12, R],
        ['08.2019', 90.6, 423.8, 40, 12, R],
        ['ООО «ТехноПривод», г. Королёв', 189.8, 410, 180, 12, B],
        ['Должность:', 189.8, 425.8, 64.1, 12, B],
        ['Инженер-конструктор 2 категории', 256.9, 425.8, 180, 12, R],
        ['Обязанности:', 189.8, 441.6, 74.6, 12, B],
        ...item('прочностные расчёты в ANSYS Mechanical.', 455.4),
        ['Профессиональные навыки', 85.2, 490, 160, 14, B],
        ['SolidWorks, КОМПАС-3D, ANSYS Mechanical', 85.2, 510, 230, 12, R],
      ]),
    ),
  );

  it("reads the title after 'Должность:' and the employer without its town after 'г.'", () => {
    expect(resume.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Ведущий инженер-конструктор', 'АО «Гидромаш-Инжиниринг»', 'г. Москва'],
      ['Инженер-конструктор 2 категории', 'ООО «ТехноПривод»', 'г. Королёв'],
    ]);
  });

  it("joins a range whose dash begins the cell's next line, '— настоящее' / 'время', as the job's dates", () => {
    expect(resume.experience.map((e) => [e.startDate, e.endDate])).toEqual([
      ['2019-09', ''],
      ['2016-03', '2019-08'],
    ]);
  });

  it("reads the items under 'Обязанности:' and 'Достижения:', a name broken at its hyphen before a digit whole", () => {
    expect(resume.experience[0]!.bullets).toEqual([
      'руководство группой из 4 инженеров-конструкторов;',
      'внедрил библиотеку стандартных элементов в КОМПАС-3D, что позволило снизить число ошибок на 30%.',
    ]);
  });

  it("reads 'Профессиональные навыки' as the skills", () => {
    expect(resume.skills.core).toEqual(['SolidWorks', 'КОМПАС-3D', 'ANSYS Mechanical']);
  });
});

describe('headings and wraps of the languages round 51 brought', () => {
  it.each([
    ['Професійні навички', 'skills'],
    ['Додаткова освіта та сертифікати', 'certifications'],
    ['Курсы и повышение квалификации', 'certifications'],
    ['PELATIHAN / SERTIFIKASI', 'certifications'],
    ['ΓΝΩΣΕΙΣ Η/Υ', 'skills'],
    ['BİLGİSAYAR BİLGİSİ', 'skills'],
    ['SỞ THÍCH', 'interests'],
    ['Дополнительная информация', 'additional'],
    ['REFERANSLAR', 'references'],
  ])("'%s' heads %s", (text, kind) => {
    expect(headingKind(text)?.kind).toBe(kind);
  });

  it("joins a word broken at its hyphen before a digit without a space ('КОМПАС-' / '3D')", () => {
    expect(joinWrapped('в КОМПАС-', '3D, что')).toBe('в КОМПАС-3D, что');
  });
});

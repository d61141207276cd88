import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 80: en-latex-developercv (the LaTeX Developer CV class), as committed and in larger type (`build.ts
// --probe=larger`); items as pdf.js read them from the files, each case misread before its rule.

const R = 'TeXGyreHeros-Regular';
const B = 'TeXGyreHeros-Bold';
const M = 'LMMono9-Regular';
const name: ItemRow[] = [
  ['ISLA DRUMMOND', 48.3, 54.4, 220, 29.8, B],
  ['isla.drummond@example.com', 275.3, 90, 110, 9, R],
];

describe("a job's technologies, two of them, where the section's other jobs list theirs so ('Python / Django')", () => {
  const rows: ItemRow[] = [
    ...name,
    ['EXPERIENCE', 48.3, 339.5, 57.9, 9, B],
    ['07/2016 – 07/2018', 45.4, 554.1, 74.8, 9, R],
    ['Junior Developer', 133.7, 554.1, 72.9, 9, B],
    ['Forthwise Software Ltd', 472.6, 554.1, 77.3, 7, B],
    ['Part of a team of eight looking after a PHP booking platform for 300 training companies.', 133.7, 565, 380, 9, R],
    ['PHP', 133.7, 597.7, 14.1, 9, M],
    ['/', 156.3, 597.7, 2.5, 9, R],
    ['Symfony', 167.6, 597.7, 33, 9, M],
    ['/', 209, 597.7, 2.5, 9, R],
    ['MySQL', 220.3, 597.7, 23.5, 9, M],
    ['2013 – 2015', 45.4, 618.2, 49.9, 9, R],
    ['Web Developer', 133.7, 618.2, 64.2, 9, B],
    ['University of Glasgow', 476.8, 618.2, 73.1, 7, B],
    ['•', 136.7, 630.1, 3.1, 9, R],
    ['Moved the course websites from static HTML to a Django app', 144.4, 630.1, 240, 9, R],
    ['•', 136.7, 641, 3.1, 9, R],
    ['Wrote a small booking system for lab machines used by about 600 students a term', 144.4, 641, 327.2, 9, R],
    ['Python', 133.7, 653, 28.2, 9, M],
    ['/', 170.4, 653, 2.5, 9, R],
    ['Django', 181.7, 653, 28.2, 9, M],
  ];

  it('reads them as its technologies, not a job titled by them', () => {
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.technologies])).toEqual([
      ['Junior Developer', 'Forthwise Software Ltd', ['PHP', 'Symfony', 'MySQL']],
      ['Web Developer', 'University of Glasgow', ['Python', 'Django']],
    ]);
  });
});

describe("a date column's cell touching the bold title beside it, no space between ('08/2018 – 02/2021Software Engineer')", () => {
  // In larger type the dates fill their column: the title starts 0.6 pt after them.
  const rows: ItemRow[] = [
    ...name,
    ['EXPERIENCE', 48.3, 339.5, 57.9, 9, B],
    ['03/2021 – now', 45.4, 367.3, 58.7, 9, R],
    ['Senior Software Engineer', 120.8, 367.3, 109.3, 9, B],
    ['Skyscanner', 437.2, 367.3, 39, 7, B],
    ['08/2018 – 02/2021', 45.4, 486.2, 74.8, 9, R],
    ['Software Engineer', 120.8, 486.2, 78.9, 9, B],
    ['FanDuel', 448.8, 486.2, 27.4, 7, B],
  ];

  it('reads the dates and the title apart', () => {
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Senior Software Engineer', 'Skyscanner', '2021-03', ''],
      ['Software Engineer', 'FanDuel', '2018-08', '2021-02'],
    ]);
  });
});

describe("an e-mail a narrow sidebar broke after its '@', on WPS's wide line grid ('…@exam' / 'ple.com')", () => {
  const SB = 'LiberationSans-Bold';
  const SR = 'LiberationSans';
  const rows: ItemRow[] = [
    ['NAVEEN KUMAR GOWDA', 223.2, 70.1, 200, 18, SB],
    ['Network Engineer', 223.2, 95, 90, 10, SR],
    ['CONTACT', 50.3, 295.4, 54.8, 10, SB],
    ['Mobile:', 50.3, 321.2, 29.7, 8.5, SB],
    ['+91 98450 12345', 50.3, 337.8, 66.3, 8.5, SR],
    ['E-mail:', 50.3, 358.4, 28.3, 8.5, SB],
    ['naveenkumar.gowda.network@exam', 50.3, 375, 140.3, 8.5, SR],
    ['ple.com', 50.3, 390.6, 29.8, 8.5, SR],
  ];

  it('reads the address whole, its lines 1.84 of their size apart', () => {
    expect(readResume(pdfLines(measuredRows(rows))).resume.profile.email).toBe('naveenkumar.gowda.network@example.com');
  });
});

describe("a Ukrainian item wrapped after a conjunction ('… Київської і' / 'Житомирської областей')", () => {
  const NB = 'NotoSans-Bold';
  const NR = 'NotoSans-Regular';
  const rows: ItemRow[] = [
    ['Олександр Ткаченко', 52.5, 84.8, 251.3, 23.2, NB],
    ['Телефон:', 52.5, 244.5, 48.8, 11, NR],
    ['+38 (067) 123-45-67', 164.3, 244.5, 101.3, 11, NR],
    ['Досвід роботи', 52.5, 306.8, 113.2, 15.1, NB],
    ['Менеджер з продажу', 52.5, 550.5, 136.6, 12.2, NB],
    ['з 09.2016 по 02.2019', 52.5, 569.3, 110.6, 11, NB],
    ['(2 роки 5 місяців)', 166, 569.3, 92.8, 11, NR],
    ['ТОВ «Агропостач Україна», Київ', 52.5, 585, 171.4, 11, NR],
    ['(Оптова торгівля, дистрибуція, 50–200 співробітників)', 226.8, 585, 290.5, 11, NR],
    ['Продаж засобів захисту рослин та насіння фермерським господарствам Київської і', 52.5, 606, 449, 11, NR],
    ['Житомирської областей', 52.5, 621.8, 129.7, 11, NR],
    ['Щотижневі виїзди до клієнтів, презентації продукції агрономам', 52.5, 638.3, 345.4, 11, NR],
    ['Участь у виставках «Агро» та «Зернові технології»', 52.5, 654, 269.6, 11, NR],
    ['Виконання плану продажів на 105–120% щокварталу', 52.5, 669.8, 287.4, 11, NR],
    ['Продавець-консультант', 52.5, 703.5, 153.8, 12.2, NB],
    ['з 07.2015 по 08.2016', 52.5, 721.5, 110.6, 11, NB],
    ['(1 рік 1 місяць)', 166, 721.5, 79.3, 11, NR],
  ];
  // The next job's lines at the next page's top, a paragraph across the whole width.
  const page2: ItemRow[] = [
    ['ФОП Кравчук О. М., Бровари', 52.5, 74.3, 154.9, 11, NR],
    ['(Роздрібна торгівля, менше 10 співробітників)', 210.3, 74.3, 249.3, 11, NR],
    [
      'Консультував покупців у магазині мобільних телефонів та аксесуарів, оформлював продажі в',
      52.5,
      95.3,
      507,
      11,
      NR,
    ],
    [
      'розстрочку. Вів облік товару в 1С, приймав поставки. Двічі визнаний найкращим продавцем',
      52.5,
      111,
      504.3,
      11,
      NR,
    ],
    ['місяця.', 52.5, 126.8, 38.6, 11, NR],
  ];

  it('keeps the wrapped line in its item: one job, four items', () => {
    const jobs = readResume(pdfLines(measuredRows(rows, page2))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Менеджер з продажу', 'ТОВ «Агропостач Україна»', '2016-09', '2019-02'],
      ['Продавець-консультант', 'ФОП Кравчук О. М.', '2015-07', '2016-08'],
    ]);
    expect(jobs[0]!.bullets).toEqual([
      'Продаж засобів захисту рослин та насіння фермерським господарствам Київської і Житомирської областей',
      'Щотижневі виїзди до клієнтів, презентації продукції агрономам',
      'Участь у виставках «Агро» та «Зернові технології»',
      'Виконання плану продажів на 105–120% щокварталу',
    ]);
  });
});

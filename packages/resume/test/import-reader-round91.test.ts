import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 91: items as pdf.js read them from the corpus's PDFs, each case misread before its rule.

const R = 'ArialMT';
const B = 'Arial-BoldMT';

describe("a paragraph beside its label's cell (ru-word-hh-export, hh.ru's 'Обо мне')", () => {
  const about: ItemRow[] = [
    ['Соколов Андрей', 56.8, 60, 150, 20, B],
    ['Дополнительная информация', 56.8, 589.8, 190, 12, B],
    ['Обо мне', 56.8, 612, 40, 10, R],
    ['Backend-разработчик с опытом более 10 лет, последние пять лет руковожу', 175.9, 612, 352.4, 10, R],
    ['командой. Люблю доводить сервисы до стабильной работы под нагрузкой и', 175.9, 623.5, 355.5, 10, R],
    ['выстраивать понятные процессы разработки. С 2020 года выступаю с', 175.9, 635, 327.2, 10, R],
    ['докладами на митапах Java-сообщества Санкт-Петербурга, веду внутренние', 175.9, 646.5, 360.2, 10, R],
    ['курсы по Spring для стажёров. Ищу команду с сильной инженерной культурой.', 175.9, 658, 366.6, 10, R],
  ];

  it('reads the paragraph as one, its lines wrapped under its first and a year inside it', () => {
    const { resume } = readResume(pdfLines(measuredRows(about)));
    const section = resume.custom.find((c) => c.label === 'Дополнительная информация');
    expect(section?.bullets).toEqual([
      'Обо мне Backend-разработчик с опытом более 10 лет, последние пять лет руковожу командой. Люблю доводить ' +
        'сервисы до стабильной работы под нагрузкой и выстраивать понятные процессы разработки. С 2020 года ' +
        'выступаю с докладами на митапах Java-сообщества Санкт-Петербурга, веду внутренние курсы по Spring для ' +
        'стажёров. Ищу команду с сильной инженерной культурой.',
    ]);
  });

  it("keeps a date column's cell and its entry's wrapped line apart from this rule", () => {
    // es-latex-tabular-ot1: '2008 – 2012' | 'Grado … Universidad de' / 'Granada, Granada', read by the date column.
    const rows: ItemRow[] = [
      ['Álvaro Peña Robles', 56.7, 39.8, 167.5, 17.2, B],
      ['Formación académica', 56.7, 133.2, 150, 14.3, B],
      ['sep. 2012 – jul.', 56.7, 154.6, 70, 10, R],
      ['2014', 56.7, 166.5, 20, 10, R],
      ['Máster Universitario en Ingeniería Informática, Universidad de Granada, Granada', 142.3, 154.6, 370, 10, R],
      ['2008 – 2012', 56.7, 190.4, 52, 10, R],
      ['Grado en Ingeniería Informática (Tecnologías de la Información), Universidad de', 142.3, 190.4, 396.3, 10, R],
      ['Granada, Granada', 142.3, 202.4, 81.2, 10, R],
      [
        'Escuela Técnica Superior de Ingenierías Informática y de Telecomunicación (ETSIIT). Un',
        142.3,
        214.3,
        396.3,
        10,
        R,
      ],
      ['año de Erasmus en el Politecnico di Milano (2010–2011).', 142.3, 226.3, 247.6, 10, R],
    ];
    const { resume } = readResume(pdfLines(measuredRows(rows)));
    expect(resume.education[1]).toMatchObject({
      school: 'Universidad de Granada',
      degree: 'Grado en Ingeniería Informática (Tecnologías de la Información)',
      startDate: '2008',
      endDate: '2012',
    });
  });
});

describe("a list item's justified line drawn a word at a time (es-word-guatemala, redrawn)", () => {
  const L = 'LiberationSans';
  const LB = 'LiberationSans-Bold';
  const mark = (y: number): ItemRow[] => [
    ['\uf0b7', 103.2, y, 4.52, 11, 'OpenSymbol'],
    [' ', 107.72, y, 1.23, 11, 'OpenSymbol'],
  ];
  // Each word an item of its own, its space a blank item, the gaps stretched alike to the column's edge.
  const words: Array<[string, number, number]> = [
    ['Control', 121.2, 35.4],
    ['del', 165.23, 14.67],
    ['presupuesto', 188.51, 60.58],
    ['anual', 257.64, 26.97],
    ['del', 293.21, 14.64],
    ['área', 316.48, 22.01],
    ['administrativa', 347.14, 67.77],
    ['(Q', 423.53, 12.21],
    ['1.2', 444.38, 15.28],
    ['millones)', 468.32, 43.96],
    ['y', 520.86, 5.5],
  ];
  const rows: ItemRow[] = [
    ['ANDREA MARISOL MONTERROSO BARRIOS', 176.5, 103.1, 240, 12, LB],
    ['EXPERIENCIA LABORAL', 85.2, 400, 130, 11, LB],
    ['Empresa: Distribuidora Centroamericana de Alimentos, S.A.', 85.2, 415, 313.7, 11, LB],
    ['Puesto: Coordinadora Administrativa', 85.2, 427.6, 182, 11, L],
    ['Del 01 de febrero de 2019 al presente', 85.2, 440.3, 185.15, 11, L],
    ['Atribuciones:', 85.2, 456, 70.77, 11, LB],
    ...mark(469.6),
    ['Coordinación de las áreas de compras, bodega y facturación de la sede central y', 121.2, 469.6, 404.82, 11, L],
    ['de las tres agencias departamentales.', 121.2, 482.3, 185.74, 11, L],
    ...mark(522.2),
    ...words.map(([text, x, width]): ItemRow => [text, x, 522.2, width, 11, L]),
    ['presentación de informes mensuales a la Gerencia General.', 121.2, 534.8, 290, 11, L],
  ];

  it('reads the line as one part, its words spaced', () => {
    const line = pdfLines(measuredRows(rows)).find((l) => l.text.startsWith('Control'));
    expect(line).toMatchObject({ bullet: true, text: words.map(([w]) => w).join(' ') });
    expect(line?.parts).toHaveLength(1);
  });

  it("reads the item whole among the job's items", () => {
    const { resume } = readResume(pdfLines(measuredRows(rows)));
    expect(resume.experience[0]?.bullets).toEqual([
      'Coordinación de las áreas de compras, bodega y facturación de la sede central y de las tres agencias departamentales.',
      'Control del presupuesto anual del área administrativa (Q 1.2 millones) y presentación de informes mensuales a la Gerencia General.',
    ]);
  });
});

describe("a university named for its city, then its district (en-word-nigeria: 'University of Lagos, Akoka')", () => {
  const rows: ItemRow[] = [
    ['ADEBAYO OLUWASEUN OKONKWO', 72.1, 90, 220, 14, B],
    ['INSTITUTIONS ATTENDED WITH DATES', 72.1, 385.5, 230, 12, B],
    ['University of Lagos, Akoka — 2012 – 2016', 72.1, 404.3, 250, 12, B],
    ['B.Sc. Accounting (Second Class Upper Division)', 72.1, 419.1, 260, 12, R],
    ['University of California, Berkeley — 2016 – 2018', 72.1, 438.9, 280, 12, B],
    ['M.A. Economics', 72.1, 453.7, 90, 12, R],
  ];

  it("reads the district as the school's place, and a state university's campus as part of its name", () => {
    const { resume } = readResume(pdfLines(measuredRows(rows)));
    expect(resume.education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['University of Lagos', 'B.Sc. Accounting', '2012', '2016'],
      ['University of California, Berkeley', 'M.A. Economics', '2016', '2018'],
    ]);
  });
});

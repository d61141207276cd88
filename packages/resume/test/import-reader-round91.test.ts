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

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 89: moderncv's fancy style rewrapped in a narrow column (en-latex-moderncv-fancy), its bold title
// stretched by TeX to the column's edge, pdf.js parting each word.

const ROMAN = 'LMRoman10-Regular';
const BOLD = 'LMRoman10-Bold';
const ITALIC = 'LMRoman10-Italic';

describe('a title TeX stretched to the edge of a narrow column, its rest and the employer on the lines under it', () => {
  const rows: ItemRow[] = [
    ['Chloe Brennan', 197.7, 80, 150, 24.8, ROMAN],
    ['chloe.brennan@example.com', 197.7, 110, 120, 10, ROMAN],
    ['Experience', 197.7, 380, 60, 14.3, ROMAN],
    ['', 197.7, 419.1, 0, 10.9, BOLD],
    ['Clinical', 197.7, 419.1, 42.5, 10.9, BOLD],
    [' ', 240.2, 419.1, 17.7, 10.9, BOLD],
    ['Support', 258.3, 419.1, 45.4, 10.9, BOLD],
    [' ', 303.7, 419.1, 17.7, 10.9, BOLD],
    ['Worker', 321.8, 419.1, 41.4, 10.9, BOLD],
    ['(Band 2), Rotational Post', 196.2, 432.7, 140.9, 10.9, BOLD],
    [',', 337.2, 432.7, 3, 10.9, ROMAN],
    [' ', 340.2, 432.7, 3.7, 10.9, ROMAN],
    ['Mid', 343.8, 432.7, 18.8, 10.9, ITALIC],
    ['Yorkshire', 195.7, 446.3, 46.2, 10.9, ITALIC],
    [' ', 241.9, 446.3, 8.3, 10.9, ITALIC],
    ['Hospitals', 250.3, 446.3, 44.9, 10.9, ITALIC],
    [' ', 295.2, 446.3, 8.3, 10.9, ITALIC],
    ['NHS', 303.6, 446.3, 22.9, 10.9, ITALIC],
    [' ', 326.5, 446.3, 8.3, 10.9, ITALIC],
    ['Trust', 334.9, 446.3, 26.4, 10.9, ITALIC],
    [',', 361.3, 446.3, 3.1, 10.9, ROMAN],
    ['Wakefield.', 197.2, 459.8, 49.1, 10.9, ROMAN],
    ['', 380.8, 419.1, 0, 10.9, BOLD],
    ['Aug 2014–Aug 2016', 380.8, 419.1, 109.6, 10.9, BOLD],
    ['Four-month rotations through the emergency department, the acute', 197.7, 472.5, 292.7, 10, ROMAN],
    ['medical unit and trauma and orthopaedics at Pinderfields Hospital.', 197.7, 484.4, 294.6, 10, ROMAN],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it('reads the title whole, and the employer from its first word on the wrapped line', () => {
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Clinical Support Worker (Band 2), Rotational Post', 'Mid Yorkshire Hospitals NHS Trust', '2014-08', '2016-08'],
    ]);
  });
});

// (en-word-bold-template and de-html-xing rewrapped: each sentence's last line short, so the next one's first word would
// have fitted after it.)
describe("a job's description in paragraphs set apart wider than their lines", () => {
  const SANS = 'Calibri';
  const descriptionOf = (rows: ItemRow[]) =>
    readResume(
      pdfLines(
        measuredRows([
          ['Dana Whitfield', 237.7, 80, 150, 24, 'Calibri-Bold'],
          ['dana.whitfield@example.com', 237.7, 110, 140, 10.5, SANS],
          ['EXPERIENCE', 237.7, 330, 80, 12, 'Calibri-Bold'],
          ['Office Manager • Brightline Pediatric Dentistry', 237.7, 365, 254.6, 11.5, SANS],
          ['June 2016 – February 2020', 237.7, 381, 130.1, 10.5, SANS],
          ...rows,
        ]),
      ),
    ).resume.experience[0]!;

  it('reads wrapped paragraphs a paragraph’s space apart as the description, not as items', () => {
    const job = descriptionOf([
      ['Ran the front office of a four-dentist practice seeing about 90', 237.7, 399, 315.3, 11, SANS],
      ['patients a day, supervising three receptionists and two billing', 237.7, 414.7, 317.1, 11, SANS],
      ['coordinators.', 237.7, 430.4, 69, 11, SANS],
      ['Handled payroll in ADP, supply orders and the dentists’ insurance', 237.7, 451.2, 337.4, 11, SANS],
      ['credentialing, and cut unpaid claims older than 90 days by 40%', 237.7, 467, 325.2, 11, SANS],
      ['after taking over the billing follow-up.', 237.7, 482.7, 194.4, 11, SANS],
    ]);
    expect(job.bullets).toEqual([]);
    expect(job.summary).toContain('two billing coordinators. Handled payroll in ADP');
  });

  it('reads a paragraph’s space a fifth wider than its lines stand apart (11.2 pt, then 13.5 pt) as one', () => {
    const SANS = 'DejaVuSans';
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Jonas Petersen', 54.8, 66, 182.2, 21.6, 'DejaVuSans-Bold'],
          ['jonas.petersen@example.com', 54.8, 82.5, 150, 9.7, SANS],
          ['Berufserfahrung', 54.8, 111.8, 120.5, 13, 'DejaVuSans-Bold'],
          ['OTTO (GmbH & Co KG)', 54.8, 133.5, 137.1, 10.8, 'DejaVuSans-Bold'],
          ['Senior UX Designer', 54.8, 144.8, 106.5, 9.7, 'DejaVuSans-Bold'],
          ['Jan. 2021 – Heute · 3 Jahre 11 Monate', 54.8, 156, 173.9, 9.2, SANS],
          ['Hamburg', 54.8, 167.3, 42.5, 9.2, SANS],
          ['', 54.8, 180.8, 0, 9.7, SANS],
          [
            'Verantwortlich für die Nutzerführung im Checkout des Onlineshops mit monatlich 40 Millionen',
            54.8,
            180.8,
            457.8,
            9.7,
            SANS,
          ],
          ['Besuchen.', 54.8, 192, 50.6, 9.7, SANS],
          ['', 54.8, 205.5, 0, 9.7, SANS],
          ['Aufbau eines Research-Teams mit zwei UX-Researcherinnen.', 54.8, 205.5, 293, 9.7, SANS],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toEqual([]);
    expect(resume.experience[0]!.summary).toContain('40 Millionen Besuchen. Aufbau eines Research-Teams');
  });

  it('still reads items typed one a paragraph, on no stop, as items', () => {
    const SANS_RU = 'LiberationSans';
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Дмитрий Соколов', 175.9, 60, 150, 18, 'LiberationSans-Bold'],
          ['dmitry.sokolov@example.ru', 175.9, 80, 120, 9, SANS_RU],
          ['Опыт работы', 56.8, 480, 80, 12, 'LiberationSans-Bold'],
          ['Август 2016 — Февраль 2019', 56.8, 506.7, 100.3, 9, SANS_RU],
          ['АО «НеваТелекомСофт»', 175.9, 506.7, 110.2, 9, 'LiberationSans-Bold'],
          ['Санкт-Петербург, nevatelecomsoft.example.ru', 175.9, 518.1, 188.7, 9, SANS_RU],
          ['Информационные технологии, системная интеграция, интернет', 175.9, 529.4, 268.6, 9, SANS_RU],
          ['Java-разработчик', 175.9, 554.1, 79.2, 9, 'LiberationSans-Bold'],
          [
            'Разработка и поддержка биллинговой системы для операторов связи (Java 8, Spring,',
            175.9,
            567.5,
            358.8,
            9,
            SANS_RU,
          ],
          ['Oracle)', 175.9, 577.8, 29.5, 9, SANS_RU],
          [
            'Оптимизировал расчёт ежемесячных счетов: закрытие периода сократилось с 20 до 6',
            175.9,
            589.2,
            363.3,
            9,
            SANS_RU,
          ],
          ['часов', 175.9, 599.5, 24, 9, SANS_RU],
          ['Написал сервис выгрузки отчётности в личный кабинет абонента', 175.9, 610.9, 274.8, 9, SANS_RU],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toEqual([
      'Разработка и поддержка биллинговой системы для операторов связи (Java 8, Spring, Oracle)',
      'Оптимизировал расчёт ежемесячных счетов: закрытие периода сократилось с 20 до 6 часов',
      'Написал сервис выгрузки отчётности в личный кабинет абонента',
    ]);
  });

  it('still reads short sentences one a line, as close as a paragraph’s lines, as items', () => {
    const job = descriptionOf([
      ['Ran the front office of a four-dentist practice seeing about 90', 237.7, 399, 315.3, 11, SANS],
      ['patients a day.', 237.7, 414.7, 75, 11, SANS],
      ['Handled payroll in ADP and supply orders.', 237.7, 430.4, 210, 11, SANS],
    ]);
    expect(job.bullets).toEqual([
      'Ran the front office of a four-dentist practice seeing about 90 patients a day.',
      'Handled payroll in ADP and supply orders.',
    ]);
  });
});

// (tr-html-kariyer: each school's level over its name, then its labelled department, dates and grade.)
describe("a Turkish job site's schools", () => {
  const SANS = 'NotoSans-Regular';
  const BOLD_SANS = 'NotoSans-Bold';
  const labelled = (label: string, value: string, y: number, width: number): ItemRow[] => [
    [label, 52.2, y, label.length * 4.5, 9, SANS],
    [value, 134.4, y, width, 9, SANS],
  ];
  const school = (level: string, name: string, department: string, dates: string, y: number): ItemRow[] => [
    [level, 52.2, y, level.length * 3.9, 8.5, SANS],
    [name, 52.2, y + 13.5, name.length * 5.4, 10, BOLD_SANS],
    ...labelled('Bölüm:', department, y + 27.7, department.length * 4.5),
    ...labelled('Tarih:', dates, y + 40.5, 48.8),
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Elif Yıldırım', 54.1, 90, 120, 18, BOLD_SANS],
        ['elif.yildirim@example.com', 54.1, 110, 120, 9, SANS],
        ['Eğitim Bilgileri', 42.8, 143.3, 80.8, 11, BOLD_SANS],
        ...school('Üniversite (Lisans)', 'Marmara Üniversitesi', 'İşletme', '2012 - 2016', 165.8),
        ...school('Lise', 'Bakırköy Anadolu Lisesi', 'Eşit Ağırlık', '2008 - 2012', 242.3),
        ['Yabancı Diller', 42.8, 324.8, 75.3, 11, BOLD_SANS],
      ]),
    ),
  );

  it('reads the degree in brackets after the level, and the department after its label as the field', () => {
    expect(resume.education.map((e) => [e.school, e.degree, e.field, e.startDate, e.endDate])).toEqual([
      ['Marmara Üniversitesi', 'Lisans', 'İşletme', '2012', '2016'],
      ['Bakırköy Anadolu Lisesi', 'Lise', 'Eşit Ağırlık', '2008', '2012'],
    ]);
    expect(resume.education.flatMap((e) => e.details)).toEqual([]);
  });

  it('reads the department alone, without a level over the school, once: as the degree', () => {
    const { resume: alone } = readResume(
      pdfLines(
        measuredRows([
          ['Elif Yıldırım', 54.1, 90, 120, 18, BOLD_SANS],
          ['elif.yildirim@example.com', 54.1, 110, 120, 9, SANS],
          ['Eğitim Bilgileri', 42.8, 143.3, 80.8, 11, BOLD_SANS],
          ...school('', 'Marmara Üniversitesi', 'İşletme', '2012 - 2016', 165.8).slice(1),
          ['Yabancı Diller', 42.8, 324.8, 75.3, 11, BOLD_SANS],
        ]),
      ),
    );
    expect(alone.education.map((e) => [e.school, e.degree, e.field])).toEqual([
      ['Marmara Üniversitesi', 'İşletme', ''],
    ]);
  });
});

// (es-latex-moderncv-classic-cl: moderncv's items, their marks drawn as shapes pdf.js does not read.)
describe('a list of sentences whose marks are drawn, one item wrapped before a last word in capitals', () => {
  const SANS = 'LMSans10-Regular';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Camila Restrepo Gómez', 131.3, 90, 200, 24.8, SANS],
        ['camila.restrepo@example.com', 131.3, 120, 130, 10, SANS],
        ['Experiencia', 131.3, 400, 80, 14.3, SANS],
        ['mar. 2017 –', 68.5, 429.8, 54.9, 10.9, SANS],
        ['dic. 2020', 80.7, 443.3, 41.6, 10.9, SANS],
        ['Ingeniero de Desarrollo Senior', 131.3, 429.8, 150.3, 10.9, 'LMSans10-Bold'],
        [', ', 281.6, 429.8, 6.6, 10.9, SANS],
        ['Pragma S.A.', 288.3, 429.8, 58.3, 10.9, 'LMSans10-Oblique'],
        [', Medellín', 346.6, 429.8, 45, 10.9, SANS],
        ['Fábrica de software para clientes del sector financiero y asegurador.', 131.3, 443.3, 280.4, 10, SANS],
        [
          'Desarrollé los servicios REST del portal de afiliados de pensiones voluntarias en Java y Spring',
          142.2,
          467.2,
          393.6,
          10,
          SANS,
        ],
        ['Boot', 142.2, 479.2, 20.5, 10, SANS],
        [
          'Construí el front-end de la simulación de créditos en Angular, usado por más de 300 asesores',
          142.2,
          491.1,
          393.6,
          10,
          SANS,
        ],
        ['comerciales', 142.2, 503.1, 47.4, 10, SANS],
        ['Acompañé la adopción de Scrum en dos equipos como Scrum Master', 141.8, 515, 289.2, 10, SANS],
      ]),
    ),
  );

  it('keeps the last word on its item', () => {
    expect(resume.experience[0]!.bullets).toEqual([
      'Desarrollé los servicios REST del portal de afiliados de pensiones voluntarias en Java y Spring Boot',
      'Construí el front-end de la simulación de créditos en Angular, usado por más de 300 asesores comerciales',
      'Acompañé la adopción de Scrum en dos equipos como Scrum Master',
    ]);
  });
});

// (es-word-wps-argentina in the larger probe's type: WPS's line grid sets every line 31.2 pt apart, its justified
// lines' words parts of their own.)
describe("a WPS CV's schools on a wide line grid, each after its level in bold", () => {
  const SERIF = 'LiberationSerif';
  const BOLD_SERIF = 'LiberationSerif-Bold';
  /** A justified line: the label in bold, then each word where WPS set it. */
  const justified = (
    y: number,
    label: string,
    labelWidth: number,
    words: Array<[string, number, number]>,
  ): ItemRow[] => [
    [label, 90.1, y, labelWidth, 14.5, BOLD_SERIF],
    ...words.map(([text, x, width]): ItemRow => [text, x, y, width, 14.5, SERIF]),
  ];
  const row = (k: number) => 300 + 31.2 * k;
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Florencia Belén Giménez', 90.1, 100, 200, 16, BOLD_SERIF],
        ['flor.gimenez90@example.com', 90.1, 131.2, 180, 14.5, SERIF],
        ['Tel.: (011) 4555-1234', 90.1, 162.4, 150, 14.5, SERIF],
        ['Domicilio: Av. Rivadavia 5420, C.A.B.A.', 90.1, 193.6, 250, 14.5, SERIF],
        ['ESTUDIOS', 90.1, row(0), 73.3, 14.5, BOLD_SERIF],
        ...justified(row(2), 'Terciario:', 62.7, [
          ['Técnica', 164.8, 45.8],
          ['Superior', 222.5, 49.9],
          ['en', 284.3, 13.7],
          ['Administración', 309.8, 90.2],
          ['–', 411.8, 7.3],
          ['Instituto', 430.9, 48.3],
          ['de', 491.1, 13.6],
        ]),
        ['Formación Técnica Superior N° 18 (2008 - 2010, completo)', 90.1, row(3), 348, 14.5, SERIF],
        ...justified(row(4), 'Universitario:', 86.9, [
          ['Contador', 186.5, 53.9],
          ['Público', 249.7, 44.3],
          ['–', 303.4, 7.3],
          ['UBA', 319.9, 30.6],
          ['(en', 359.9, 18.5],
          ['curso,', 387.7, 35],
          ['18', 432, 14.5],
          ['materias', 455.9, 49],
        ]),
        ['aprobadas)', 90.1, row(5), 63.5, 14.5, SERIF],
        ['CURSOS', 90.1, row(7), 59, 14.5, BOLD_SERIF],
      ]),
    ),
  );

  it('joins each school’s wrapped line to it, a grid line down, and starts a school at each level', () => {
    expect(resume.education.map((s) => [s.degree, s.school, s.startDate, s.endDate, s.datesText ?? ''])).toEqual([
      ['Técnica Superior en Administración', 'Instituto de Formación Técnica Superior N° 18', '2008', '2010', ''],
      ['Contador Público', 'UBA', '', '', 'en curso'],
    ]);
  });
});

// (es-word-wps-colombia in larger type: the first level's label stood apart from its text, a justified line's wide
// space after it.)
describe('schools after their levels, the first label a part of its own', () => {
  const SANS = 'LiberationSans';
  const BOLD_SANS = 'LiberationSans-Bold';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Laura Marcela Rincón Pabón', 71, 80, 250, 18, BOLD_SANS],
        ['laura.rincon@example.com', 71, 104, 160, 13, SANS],
        ['FORMACIÓN ACADÉMICA', 71, 487.1, 181.9, 14.5, BOLD_SANS],
        ['Universitarios:', 71, 515.9, 91, 13, BOLD_SANS],
        [' ', 162, 515.9, 14, 13, BOLD_SANS],
        ['Administración de Empresas – Universidad Industrial de', 176, 515.9, 322.9, 13, SANS],
        ['Santander (UIS) – 2015', 71, 531.5, 137.3, 13, SANS],
        ['Secundarios:', 71, 547.1, 82.3, 13, BOLD_SANS],
        [' ', 153.3, 547.1, 1.7, 13, BOLD_SANS],
        ['Bachiller Académico – Colegio Santa Isabel de Hungría – 2009', 155, 547.1, 363.4, 13, SANS],
        ['CURSOS', 71, 585, 62, 14.5, BOLD_SANS],
      ]),
    ),
  );

  it('starts a school at the next level typed before its text', () => {
    expect(resume.education.map((s) => [s.degree, s.school, s.endDate])).toEqual([
      ['Administración de Empresas', 'Universidad Industrial de Santander (UIS)', '2015'],
      ['Bachiller Académico', 'Colegio Santa Isabel de Hungría', '2009'],
    ]);
  });
});

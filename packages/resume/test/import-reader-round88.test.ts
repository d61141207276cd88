import { describe, expect, it } from 'vitest';
import { looksLikePlace, pdfLines, readResume } from '../src/import-reader';
import { splitSections } from '../src/import-reader/sections';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 88: a job's last items painted after the page's head (id-html-kalibrr), a field of study with commas in
// a wrapped cell (es-html-reactive), and, in the probes' type, a line grid's broken range and heading, dates pushed
// down a table cell, a bold title touching its dates (en-word-wps-twocol, en-word-rowtable, es-word-wps-chile).

const SANS = 'Arial';
const BOLD = 'Arial-Bold';

describe('a job’s last items painted after the head of the page, under the next heading', () => {
  const item = (text: string, y: number): ItemRow[] => [
    ['•', 88, y, 4, 8.8, 'Symbol'],
    [text, 97, y, 5 * text.length, 8.8, SANS],
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Pengalaman Kerja', 54, 256, 100, 11, BOLD],
        ['Backend Engineer', 96, 467, 90, 9.5, BOLD],
        ['PT Kirim Cepat Logistik', 96, 481, 110, 8.8, SANS],
        ['Jul 2018 - Des 2020', 96, 494, 90, 8.3, SANS],
        ...item('Membangun API pelacakan paket dengan Node.js dan Redis', 539),
        ...item('Memigrasikan antrean pesan dari RabbitMQ ke Apache Kafka tanpa downtime', 554),
        ['Software Developer', 96, 615, 95, 9.5, BOLD],
        ['CV Solusi Data Mataram', 96, 629, 110, 8.8, SANS],
        ['Agu 2016 - Jun 2018', 96, 642, 90, 8.3, SANS],
        ['Software house yang mengerjakan sistem informasi untuk kampus.', 96, 671, 300, 8.8, SANS],
        ['Pendidikan', 54, 764, 60, 11, BOLD],
        // The page's head, painted after its body (a positioned box), then the last job's items.
        ['Rizky Aditya Nugroho', 122, 48, 180, 17, BOLD],
        ['Jakarta Selatan, DKI Jakarta · rizky.nugroho@example.com', 122, 89, 300, 8.5, SANS],
        ...item('Mengembangkan sistem informasi akademik berbasis Laravel', 688),
        ...item('Membuat modul pelaporan keuangan dan ekspor data ke Excel', 702),
        ...item('Menangani deployment ke server VPS dan backup basis data MySQL harian', 716),
        ['Universitas Gadjah Mada', 96, 790, 120, 9.5, BOLD],
        ['Sarjana (S1), Teknik Informatika', 96, 804, 150, 8.8, SANS],
        ['2012 - 2016', 96, 817, 60, 8.3, SANS],
      ]),
    ),
  );

  it('gives the items to the job they stand under, not to the school', () => {
    expect(resume.experience.map((e) => e.bullets.length)).toEqual([2, 3]);
    expect(resume.experience[1]!.bullets.at(-1)).toBe(
      'Menangani deployment ke server VPS dan backup basis data MySQL harian',
    );
    expect(resume.education.map((e) => [e.school, e.details])).toEqual([['Universitas Gadjah Mada', []]]);
  });
});

describe('a field of study whose name has commas, in a cell before the degree’s', () => {
  const schoolOf = (rows: ItemRow[]) =>
    readResume(
      pdfLines(
        measuredRows([
          ['Lucía Ferreyra', 218, 40, 120, 18, BOLD],
          ['lucia.ferreyra@example.com', 218, 62, 140, 9.75, SANS],
          ['Educación', 218, 90, 60, 9.75, BOLD],
          ['Universidad Nacional de Córdoba (FaMAF)', 218, 110, 210, 9.75, BOLD],
          ['Abr 2020 - Nov 2020', 480, 110, 90, 9.75, BOLD],
          ...rows,
        ]),
      ),
    ).resume.education[0]!;

  it('reads it as the field, not as a town', () => {
    const school = schoolOf([
      ['Ciencia de Datos, Aprendizaje Automático y sus Aplicaciones', 218, 125, 280, 9.75, SANS],
      ['Diplomatura', 520, 125, 55, 9.75, SANS],
    ]);
    expect(school.school).toBe('Universidad Nacional de Córdoba (FaMAF)');
    expect([school.degree, school.field]).toEqual([
      'Diplomatura',
      'Ciencia de Datos, Aprendizaje Automático y sus Aplicaciones',
    ]);
  });

  it('joins the cell’s last word, wrapped under it, to the cell', () => {
    const school = schoolOf([
      ['Ciencia de Datos, Aprendizaje Automático y sus', 218, 125, 215, 9.75, SANS],
      ['Diplomatura', 480, 125, 55, 9.75, SANS],
      ['Aplicaciones', 218, 139, 58, 9.75, SANS],
    ]);
    expect([school.degree, school.field]).toEqual([
      'Diplomatura',
      'Ciencia de Datos, Aprendizaje Automático y sus Aplicaciones',
    ]);
  });
});

describe('a place of several names parted by commas', () => {
  it('may hold the small words of places’ names, not other words in lower case', () => {
    for (const place of [
      'Rio de Janeiro, Brasil',
      'Stratford-upon-Avon, Warwickshire',
      'Santiago de los Caballeros, República Dominicana',
    ])
      expect(looksLikePlace(place)).toBe(true);
    for (const phrase of [
      'Ciencia de Datos, Aprendizaje Automático y sus Aplicaciones',
      'Gestión, Control y sus Procesos',
    ])
      expect(looksLikePlace(phrase)).toBe(false);
  });
});

describe('a job’s range broken after its month on a line grid, the year two grid lines down', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Marielle Pascual', 228, 63, 200, 24, BOLD],
        ['marielle.pascual@example.com', 228, 100, 150, 11.5, SANS],
        ['WORK EXPERIENCE', 228, 441, 120, 14.5, BOLD],
        ['Staff Nurse', 228, 481, 70, 13, BOLD],
        ['San Lorenzo General Hospital – Lipa City, Batangas', 228, 514, 260, 12, SANS],
        ['June 2017 – February 2018', 228, 546, 130, 12, SANS],
        ['•', 232, 581, 4, 12, 'Symbol'],
        ['Handled 8 to 10 patients per shift in a 40-bed ward.', 243, 581, 250, 12, SANS],
        ['Nurse Volunteer', 228, 620, 95, 13, SANS],
        ['January 2017 – May', 420, 620, 110, 12, SANS],
        ['2017', 228, 651, 26, 12, SANS],
        ['Tanauan City Rural Health Unit – Tanauan City, Batangas', 228, 684, 280, 12, SANS],
        ['•', 232, 719, 4, 12, 'Symbol'],
        ['Assisted in the immunization program in the barangays.', 243, 719, 260, 12, SANS],
      ]),
    ),
  );

  it('reads the range whole', () => {
    expect(resume.experience.map((e) => [e.title, e.startDate, e.endDate])).toEqual([
      ['Staff Nurse', '2017-06', '2018-02'],
      ['Nurse Volunteer', '2017-01', '2017-05'],
    ]);
  });
});

describe('a second title’s dates pushed down its table cell, in type that wraps its items to more lines or fewer', () => {
  // Word's row: the wide cell holds the employer, both titles and their items; the narrow one the dates, pushed down
  // by empty paragraphs to where the second title stood when the author wrote it.
  const read = (rows: ItemRow[]) =>
    readResume(
      pdfLines(
        measuredRows([
          ['Brian Halvorsen', 218, 59, 160, 22, BOLD],
          ['brian.halvorsen@example.com', 84, 89, 150, 10, SANS],
          ['EXPERIENCE', 54, 185, 80, 11, BOLD],
          ['TARGET CORPORATION', 60, 207, 120, 10, SANS],
          ['Minneapolis, MN', 470, 207, 75, 10, SANS],
          ['Senior Manager, Operations Finance', 60, 220, 170, 10, SANS],
          ['June 2019 – Present', 460, 220, 85, 10, SANS],
          ...rows,
        ]),
      ),
    ).resume.experience.map((e) => [e.title, e.startDate, e.endDate, e.bullets.length]);
  const item = (text: string, y: number): ItemRow[] => [
    ['•', 84, y, 4, 10, 'Symbol'],
    [text, 96, y, 4.6 * text.length, 10, SANS],
  ];

  it('gives them to the title three lines under them', () => {
    expect(
      read([
        ...item('Built the driver-based labor forecast used in the annual plan', 234),
        ...item('Moved month-end reporting from Excel to Power', 248),
        ['Mar 2016 – May 2019', 458, 248, 87, 10, SANS],
        ['BI and Hyperion, saving about 60 analyst hours a', 96, 261, 220, 10, SANS],
        ['month', 96, 275, 25, 10, SANS],
        ['Senior Financial Analyst, Supply Chain', 60, 289, 175, 10, SANS],
        ...item('Owned the $650M transportation expense forecast', 302),
      ]),
    ).toEqual([
      ['Senior Manager, Operations Finance', '2019-06', '', 2],
      ['Senior Financial Analyst, Supply Chain', '2016-03', '2019-05', 1],
    ]);
  });

  it('gives them to the title two lines above them, past its first item', () => {
    expect(
      read([
        ...item('Moved month-end reporting from Excel to Power BI and Hyperion', 234),
        ['Senior Financial Analyst, Supply Chain', 60, 248, 175, 10, SANS],
        ...item('Owned the $650M transportation expense forecast and reported', 261),
        ['weekly against plan to the VP of Logistics', 96, 275, 190, 10, SANS],
        ['Mar 2016 – May 2019', 458, 275, 87, 10, SANS],
        ...item('Modeled the financial case for two new regional distribution centers', 289),
      ]),
    ).toEqual([
      ['Senior Manager, Operations Finance', '2019-06', '', 1],
      ['Senior Financial Analyst, Supply Chain', '2016-03', '2019-05', 2],
    ]);
  });
});

describe('a heading broken over two lines of a word processor’s line grid, in a sidebar before the name', () => {
  const lines = pdfLines(
    measuredRows([
      ['DATOS', 54, 232, 48, 14.5, BOLD],
      ['PERSONALES', 54, 270, 100, 14.5, BOLD],
      ['RUT: 18.456.732-K', 54, 307, 110, 12, SANS],
      ['Nacionalidad: Chilena', 54, 329, 120, 12, SANS],
      ['Correo: cfuentes.soto@example.cl', 54, 352, 150, 12, SANS],
      ['CAMILA FUENTES', 227, 66, 250, 29, BOLD],
      ['SOTO', 227, 123, 80, 29, BOLD],
      ['Ingeniera Comercial', 227, 178, 150, 15.5, SANS],
      ['PERFIL', 227, 227, 60, 14.5, BOLD],
      ['Ingeniera Comercial con más de seis años de experiencia en control de gestión.', 227, 264, 330, 12.5, SANS],
    ]),
  );
  const { resume } = readResume(lines);

  it('reads one heading, and the name from the main column', () => {
    expect(splitSections(lines).sections.map((s) => s.heading?.text)).toEqual(['DATOS PERSONALES', 'PERFIL']);
    expect(resume.profile.fullName).toBe('CAMILA FUENTES SOTO');
    expect(resume.profile.email).toBe('cfuentes.soto@example.cl');
  });
});

describe('a bold title whose end touches its dates in plain type at the tab stop', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Camila Fuentes Soto', 227, 66, 250, 24, BOLD],
        ['cfuentes.soto@example.cl', 227, 100, 150, 12, SANS],
        ['EXPERIENCIA LABORAL', 227, 434, 170, 14.5, BOLD],
        ['Analista de Control de Gestión', 227, 471, 189.1, 12.5, BOLD],
        ['mar. 2021 – a la fecha', 416.7, 471, 127.5, 12.5, SANS],
        ['Viña Andes del Sur S.A. | Santiago', 227, 489, 190, 12.5, SANS],
        ['•', 230, 511, 4, 12.5, 'Symbol'],
        ['Elaboro el presupuesto anual y los forecast trimestrales', 241, 511, 290, 12.5, SANS],
      ]),
    ),
  );

  it('reads the title and the dates apart', () => {
    expect(resume.experience.map((e) => [e.title, e.startDate])).toEqual([
      ['Analista de Control de Gestión', '2021-03'],
    ]);
  });
});

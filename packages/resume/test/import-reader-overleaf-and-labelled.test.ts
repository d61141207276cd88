import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 40: an Overleaf 'simple resume' (en-latex-overleaf-simple), a Colombian hoja de vida typed in Word
// (es-word-hoja-de-vida) and a German tabellarischer Lebenslauf (de-word-tabellarisch), and a Word document in two
// columns laid out again in larger type (es-word-columnas, rewrapped), as pdf.js read them.

const read = (...pages: Row[][]) => readResume(pdfLines(measuredRows(...pages))).resume;

describe("an Overleaf resume's headings in small capitals, no larger than its text", () => {
  const job = (y: number, bold: string, dates: string, italic: string, item: string): Row[] => [
    [bold, 36, y, 150, 10.91, 'CMBX10'],
    [dates, 470, y, 106, 10.91, 'CMR10'],
    [italic, 36, y + 13.55, 160, 10.91, 'CMTI10'],
    ['Boston, MA', 517.81, y + 13.55, 58.19, 10.91, 'CMTI10'],
    ['•', 36, y + 29.1, 5.45, 10.91, 'CMSY10'],
    [item, 46.91, y + 29.1, 450, 10.91, 'CMR10'],
  ];
  const resume = read([
    ['Sofia Marchetti', 227.46, 50.35, 157.09, 20.66, 'CMBX12'],
    ['sofia.marchetti@example.com', 129.49, 66.29, 127.93, 9.96, 'CMR10'],
    ['Education', 36, 92.19, 62.87, 11.96, 'CMCSC10'],
    ['Northeastern University', 36, 108.34, 133.73, 10.91, 'CMBX10'],
    ['Boston, MA', 517.91, 108.34, 58.09, 10.91, 'CMR10'],
    ['B.S. in Computer Science', 36, 121.89, 130, 10.91, 'CMTI10'],
    ['Expected May 2025', 481.6, 121.89, 94.4, 10.91, 'CMR10'],
    ['Experience', 36, 150.9, 68.08, 11.96, 'CMCSC10'],
    ...job(
      167,
      'Khoury College of Computer Sciences',
      'Sep. 2024 – Present',
      'Undergraduate Teaching Assistant',
      ['Lead weekly lab sections of 35 students for CS 3500 Object-Oriented Design'][0]!,
    ),
    ...job(215, 'Software Engineer Co-op', 'Jan. 2024 – Jun. 2024', 'Wayfair', 'Added Kafka consumers for 3 streams'),
    ...job(263, 'Software Engineering Intern', 'Jun. 2023 – Aug. 2023', 'HubSpot', 'Shipped a bulk-edit feature'),
  ]);

  it('reads a line set in a small-capitals font (CMCSC10) as a heading', () => {
    expect(resume.education.map((s) => s.school)).toEqual(['Northeastern University']);
    expect(resume.experience).toHaveLength(3);
  });

  it('reads a job whose words say its employer is in bold, unlike the others, the way round its words say', () => {
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Undergraduate Teaching Assistant', 'Khoury College of Computer Sciences'],
      ['Software Engineer Co-op', 'Wayfair'],
      ['Software Engineering Intern', 'HubSpot'],
    ]);
  });
});

describe("a hoja de vida's personal details and labelled schools", () => {
  const L = 'LiberationSans';
  const B = 'LiberationSans-Bold';
  const row = (y: number, label: string, value: string, font = L): Row[] => [
    [label, 85.05, y, label.length * 5.5, 11, B],
    [value, 226.8, y, value.length * 5.5, 11, font],
  ];
  const resume = read([
    ['HOJA DE VIDA', 250, 80, 100, 14, B],
    ['DIANA MARCELA RODRÍGUEZ PEÑA', 190, 100, 220, 14, B],
    ['DATOS PERSONALES', 85.05, 130, 120, 11, B],
    ...row(146, 'Cédula de ciudadanía:', '1.020.456.789 de Bogotá'),
    ...row(159, 'Lugar de nacimiento:', 'Tunja, Boyacá'),
    ...row(172, 'Dirección:', 'Calle 45 # 12-30 Apto 502, Bogotá D.C.'),
    ...row(185, 'Celular:', '310 555 4821'),
    ...row(198, 'Correo electrónico:', 'dianamarcela.rodriguez93@example.com'),
    ['FORMACIÓN ACADÉMICA', 85.05, 230, 140, 11, B],
    ['Universitaria', 85.05, 246, 70, 11, B],
    ['Universidad Católica de Colombia', 85.05, 259, 180, 11, L],
    ...row(272, 'Título:', 'Psicóloga'),
    ...row(285, 'Año de grado:', '2016'),
    ['Secundaria', 85.05, 311, 60, 11, B],
    ['Colegio Distrital Restrepo Millán', 85.05, 324, 180, 11, L],
    ...row(337, 'Título:', 'Bachiller Académico'),
    ...row(350, 'Año de grado:', '2010'),
  ]);

  it('reads no phone in an ID number, nor the place of birth as the location', () => {
    expect([resume.profile.phone, resume.profile.location]).toEqual([
      '310 555 4821',
      'Calle 45 # 12-30 Apto 502, Bogotá D.C.',
    ]);
  });

  it('reads a school named without its label over its labelled degree, and the level over it as neither', () => {
    expect(resume.education.map((s) => [s.school, s.degree, s.endDate])).toEqual([
      ['Universidad Católica de Colombia', 'Psicóloga', '2016'],
      ['Colegio Distrital Restrepo Millán', 'Bachiller Académico', '2010'],
    ]);
  });
});

describe('a tabellarischer Lebenslauf', () => {
  const L = 'LiberationSans';
  const B = 'LiberationSans-Bold';
  const resume = read([
    ['Lebenslauf', 71, 88.7, 106, 20, B],
    ['Persönliche Daten', 71, 124, 105, 12, B],
    ['Name', 76.4, 143.6, 27, 10, L],
    ['Matthias Hofbauer', 196.9, 143.6, 81, 10, L],
    ['Anschrift', 76.4, 157.1, 39, 10, L],
    ['Bucher Straße 54', 196.9, 157.1, 78, 10, L],
    ['90419 Nürnberg', 196.9, 168.6, 72, 10, L],
    ['Telefon', 76.4, 182.1, 34, 10, L],
    ['0176 23456789', 196.9, 182.1, 69, 10, L],
    ['Berufserfahrung', 71, 250.3, 94, 12, B],
    ['04/2021 – heute', 76.4, 269.9, 73, 10, L],
    ['Teamleiter Projektmanagement', 196.9, 269.9, 150, 10, B],
    ['Siemens Healthineers AG, Erlangen', 196.9, 281.4, 160, 10, L],
    ['•', 204, 295.9, 4, 10, 'OpenSymbol'],
    ['Einführung eines einheitlichen Projektcontrollings in SAP PS, Termintreue der', 214.9, 295.9, 312, 10, L],
    ['Installationen von 78 % auf 93 % gesteigert, in 14 Ländern', 214.9, 308.5, 306, 10, L],
    ['seit 09/2019', 76.4, 326.5, 55, 10, L],
    ['Lehrbeauftragter für Projektmanagement', 196.9, 326.5, 190, 10, B],
    ['Technische Hochschule Nürnberg, Nürnberg', 196.9, 338, 200, 10, L],
    ['•', 204, 352.5, 4, 10, 'OpenSymbol'],
    ['Betreuung von Bachelorarbeiten', 214.9, 352.5, 150, 10, L],
  ]);

  it('reads a street of two words over its postcode and town as the address', () => {
    expect(resume.profile.location).toBe('Bucher Straße 54, 90419 Nürnberg');
  });

  it("reads dates opening with a word in lower case ('seit 09/2019') under an item that ran to the edge as a job's", () => {
    expect(resume.experience.map((j) => [j.title, j.startDate, j.bullets.length])).toEqual([
      ['Teamleiter Projektmanagement', '2021-04', 1],
      ['Lehrbeauftragter für Projektmanagement', '2019-09', 1],
    ]);
  });
});

describe("job titles set in the headings' type", () => {
  const L = 'LiberationSans';
  const B = 'LiberationSans-Bold';
  const I = 'LiberationSans-Italic';
  const job = (x: number, y: number, title: string, where: string, dates: string, item: string): Row[] => [
    [title, x, y, title.length * 6.7, 11, B],
    [where, x, y + 13.7, where.length * 5.1, 11, I],
    [dates, x, y + 27.3, dates.length * 5.3, 11, L],
    ['Logros:', x, y + 43, 40.85, 11, B],
    ['', x + 5, y + 56.6, 4.52, 11, 'OpenSymbol'],
    [item, x + 18, y + 56.6, 200, 11, L],
  ];
  const resume = read(
    [
      ['Laura Peña Almonte', 56.8, 60, 200, 20, B],
      // (The page's other column, which sets how far a line could have gone on.)
      ['INGENIERA DE PROCESOS', 320.3, 326.4, 144.75, 11, B],
      ['Cervecería Nacional Dominicana – Santo Domingo', 320.3, 340, 228, 11, I],
      ['HABILIDADES', 56.8, 465.2, 75.07, 11, B],
      ['', 61.8, 485, 4.52, 11, 'OpenSymbol'],
      ['Lean Manufacturing y 5S', 74.8, 485, 122, 11, L],
      ['EXPERIENCIA LABORAL', 56.8, 615.4, 131.24, 11, B],
      ...job(
        56.8,
        637.8,
        'SUPERVISORA DE MEJORA CONTINUA',
        'Baxter Healthcare – Haina, San Cristóbal',
        'Enero 2020 – Presente',
        'Lideré 14 proyectos Kaizen',
      ),
    ],
    [
      ...job(
        56.8,
        52.9,
        'PASANTE DE INGENIERÍA INDUSTRIAL',
        'Induveca – La Vega',
        'Enero – Junio 2014',
        'Estudios de tiempos',
      ),
      ['REFERENCIAS PERSONALES', 56.8, 200, 150, 11, B],
      ['Ing. Ramón Castillo – Baxter Healthcare', 320.3, 220, 228, 11, L],
    ],
  );

  it('reads one right under its heading, or over its dates, as a job, not as a heading', () => {
    expect(resume.experience.map((j) => [j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['2020-01', '', 1],
      ['2014-01', '2014-06', 1],
    ]);
    expect(resume.custom.map((c) => c.label)).not.toContain('PASANTE DE INGENIERÍA INDUSTRIAL');
  });
});

describe("a job whose employer is typed again after a page break, '(continued)'", () => {
  const S = 'NotoSerif';
  const B = 'NotoSerif-Bold';
  const BI = 'NotoSerif-BoldItalic';
  const item = (y: number, text: string): Row[] => [
    ['\uF0B7', 72, y, 4.5, 11, 'OpenSymbol'],
    [text, 90, y, 380, 11, S],
  ];
  const resume = read(
    [
      ['MARCUS D. WHITFIELD', 200, 72, 210, 20, B],
      ['PROFESSIONAL EXPERIENCE', 72, 600, 200, 12, B],
      ['ACME LOGISTICS, INC., Memphis, TN', 72, 625, 230, 11, B],
      ['2019 – Present', 470, 625, 70, 11, B],
      ['Vice President of Operations', 72, 640, 170, 11, BI],
      ...item(658, 'Lead 1,400 associates across six distribution centers'),
      ...item(673, 'Cut cost per unit shipped by 14% in two years'),
    ],
    [
      ['Marcus D. Whitfield', 72, 40, 110, 10, S],
      ['ACME LOGISTICS, INC., Memphis, TN (continued)', 72, 80, 300, 11, B],
      ...item(98, 'Opened a 600,000 sq ft fulfillment center on time and under budget'),
      ...item(113, 'Built the safety program that halved recordable incidents'),
      ['NIKE, INC., Memphis, TN', 72, 140, 150, 11, B],
      ['2014 – 2019', 480, 140, 60, 11, B],
      ['Director of Operations', 72, 155, 140, 11, BI],
      ...item(173, 'Ran the North American returns campus'),
    ],
  );

  it('reads the items after it as the job above', () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.bullets.length])).toEqual([
      ['Vice President of Operations', 'ACME LOGISTICS, INC.', 4],
      ['Director of Operations', 'NIKE, INC.', 1],
    ]);
  });
});

describe('an employer on a dated line with its town, over its roles each dated in brackets', () => {
  const N = 'NotoSans';
  const B = 'NotoSans-Bold';
  const I = 'NotoSans-Italic';
  const item = (y: number, text: string): Row[] => [
    ['\uF0B7', 54, y, 4.5, 11, 'OpenSymbol'],
    [text, 72, y, 400, 11, N],
  ];
  const resume = read([
    ['Rodrigo Garza Villarreal', 180, 60, 250, 20, B],
    ['EXPERIENCIA PROFESIONAL', 54, 200, 180, 11, B],
    ['Arca Continental – Monterrey, N.L.', 54, 222, 190, 11, B],
    ['Ene 2019 – Actual', 470, 222, 88, 11, N],
    ['Gerente de Compras', 54, 236, 105, 11, I],
    ['(Mar 2021 – Actual)', 162, 236, 95, 11, N],
    ['Logros:', 54, 252, 40, 11, B],
    ...item(266, 'Generé ahorros por $12 MDP en 2023 con la renegociación de contratos'),
    ['Jefe de Compras', 54, 290, 85, 11, I],
    ['(Ene 2019 – Feb 2021)', 142, 290, 105, 11, N],
    ['Logros:', 54, 306, 40, 11, B],
    ...item(320, 'Implementé licitaciones trimestrales de refacciones críticas'),
    ['Whirlpool México – Apodaca, N.L.', 54, 346, 180, 11, B],
    ['Ago. 2016 – Dic. 2018', 455, 346, 103, 11, N],
    ['Comprador Sr. de Materiales Directos', 54, 360, 200, 11, I],
    ...item(376, 'Negocié contratos anuales de lámina de acero'),
  ]);

  it('reads each role as a job at that employer', () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Gerente de Compras', 'Arca Continental', '2021-03', ''],
      ['Jefe de Compras', 'Arca Continental', '2019-01', '2021-02'],
      ['Comprador Sr. de Materiales Directos', 'Whirlpool México', '2016-08', '2018-12'],
    ]);
  });
});

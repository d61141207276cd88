import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { headingKind } from '../src/import-reader/headings';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 76: the corpus laid out again in larger type (`build.ts --probe=larger`; one case from the smaller).
// Letter-spaced headings that pdf.js parts at some letter gaps only, a heading broken inside its word in a table's
// narrow label column, names in display type wrapped flush right or a word a line, a section in two columns of one
// width whose right column goes on at the next page's left, and e-mails broken in narrow cells.

describe('letter-spaced capitals parted at some of their gaps', () => {
  it('name their section', () => {
    expect(headingKind('BER U FS ER F AH RU N G')?.kind).toBe('experience');
    expect(headingKind('KON T AK T')?.kind).toBe('contact');
    expect(headingKind('S PRA CH EN')?.kind).toBe('languages');
    expect(headingKind('PRO JEC TS')?.kind).toBe('projects');
    // (Four letters a run, and an apostrophe: fr-word-moderne in larger type.)
    expect(headingKind('CO MPÉT EN CES')?.kind).toBe('skills');
    expect(headingKind('CEN TR ES D’I NT ÉRÊT')?.kind).toBe('interests');
    // (Or at one wide gap only, as the smaller print of a Word resume gave them.)
    expect(headingKind('EXPERIEN CE')?.kind).toBe('experience');
    expect(headingKind('OB JECTIVE')?.kind).toBe('summary');
    expect(headingKind('SALES MANAGER')).toBeUndefined();
    // (Short words of capitals that join into no heading are words.)
    expect(headingKind('AWS GCP SQL')).toBeUndefined();
  });

  it('head the jobs under them', () => {
    const B = 'LiberationSans-Bold';
    const R = 'LiberationSans';
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['ANNIKA BRÜGGEMANN', 240.2, 80, 300, 28, R],
          ['BER U FS ER F AH RU N G', 240.2, 317.8, 164.7, 14.5, B],
          ['04/2021 – heute', 240.2, 347, 60, 11, R],
          ['Product Owner Mobile Banking', 305.4, 347, 180, 11, B],
          ['Finlytic Solutions GmbH, Köln', 305.4, 364, 170, 11, R],
          ['• Verantwortung für das Product Backlog der Banking-App', 323.4, 383, 230, 11, R],
          ['A US B IL DU N G', 240.2, 420, 110, 14.5, B],
          ['10/2015 – 09/2017', 240.2, 449, 60, 11, R],
          ['Studium der Wirtschaftsinformatik', 305.4, 449, 200, 11, B],
          ['Universität zu Köln', 305.4, 466, 110, 11, R],
          ['Abschluss: Master of Science (Note 1,7)', 305.4, 483, 210, 11, R],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Product Owner Mobile Banking', 'Finlytic Solutions GmbH'],
    ]);
    // (The school's fields are read as with any heading: what this tests is that the section is found.)
    expect(resume.education).toHaveLength(1);
  });
});

describe("a heading broken inside its word in a table's label column", () => {
  const B = 'NotoSans-Bold';
  const R = 'NotoSans-Regular';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Rachel Kowalczyk', 59.9, 57.7, 200, 26, B],
        ['Lakewood, OH 44107 • (216) 555-0193', 59.9, 104.2, 260, 13, R],
        ['EXPERIENC', 59.9, 261.4, 79.3, 14.5, B],
        ['E', 59.9, 282.7, 8.1, 14.5, B],
        ['Senior Brand Marketing Manager', 153.4, 259.8, 217.0, 13, B],
        [', American Greetings', 370.6, 259.8, 128.0, 13, R],
        ['Jan 2019 - Present', 153.4, 278.9, 109.7, 13, R],
        ['• Own the annual brand plan and a $6.5M media budget', 189.4, 298, 330, 13, R],
        ['Marketing Manager, OverDrive', 153.4, 337, 200, 13, B],
        ['Mar 2016 – Dec 2018', 153.4, 356, 120, 13, R],
        ['• Ran marketing to public libraries and schools', 189.4, 376, 300, 13, R],
      ]),
    ),
  );

  it('names the section whole, and its first job keeps its dates', () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate])).toEqual([
      ['Senior Brand Marketing Manager', 'American Greetings', '2019-01'],
      ['Marketing Manager', 'OverDrive', '2016-03'],
    ]);
  });
});

describe('a name in display type wrapped', () => {
  const nameOf = (rows: ItemRow[]) => readResume(pdfLines(measuredRows(rows))).resume.profile.fullName;
  const contact: ItemRow[] = [
    ['matias.fuentealba@example.cl', 131.3, 200, 150, 10.9, 'LatinModernRoman'],
    ['Experiencia profesional', 131.3, 239.2, 149.2, 14.3, 'LatinModernRoman'],
  ];

  it('flush right, its surname under it', () => {
    expect(
      nameOf([
        ['Matías Fuentealba', 156.1, 94.8, 306.0, 37.9, 'LatinModernRoman'],
        ['Araya', 361.8, 134.7, 100.3, 37.9, 'LatinModernRoman'],
        ['Ingeniero Civil Informático', 273.4, 171.6, 188.7, 17.2, 'LatinModernRoman'],
        ...contact,
      ]),
    ).toBe('Matías Fuentealba Araya');
  });

  it('a word a line in a narrow column', () => {
    expect(
      nameOf([
        ['Francisca', 59.5, 91.2, 123.1, 33.9, 'LatinModernRoman'],
        ['Contreras', 59.5, 116.1, 127.5, 33.9, 'LatinModernRoman'],
        ['Muñoz', 59.5, 140.9, 90.3, 33.9, 'LatinModernRoman'],
        ['Ingeniera Civil Industrial', 59.5, 168.1, 163.2, 17.2, 'LatinModernRoman'],
        ...contact,
      ]),
    ).toBe('Francisca Contreras Muñoz');
  });

  // Round 89: a given name too short to read as a name alone, over the rest (es-latex-moderncv-doubleitem, rewrapped).
  it('a given name alone over the rest of the name on two lines', () => {
    expect(
      nameOf([
        ['Santiago', 68.5, 96.2, 115.5, 33.9, 'LatinModernRoman'],
        ['Andrés Mejía', 67.4, 127.7, 174.9, 33.9, 'LatinModernRoman'],
        ['Rojas', 68.5, 159.1, 72.3, 33.9, 'LatinModernRoman'],
        ['Desarrollador de Software', 68.5, 195, 172.7, 17.2, 'LatinModernRoman'],
        ...contact,
      ]),
    ).toBe('Santiago Andrés Mejía Rojas');
  });

  it('not the rest of a headline centred under a name and its start', () => {
    expect(
      nameOf([
        ['Grace Adeyemi', 136.8, 80.6, 171.2, 24.8, 'LatinModernRoman'],
        [' ', 307.9, 80.6, 7.8, 24.8, 'LatinModernRoman'],
        ['— Supply Chain', 315.7, 80.6, 159.6, 24.8, 'LatinModernRoman'],
        ['Analyst', 269.5, 103.6, 72.2, 24.8, 'LatinModernRoman'],
        ['Houston, TX', 276.5, 118.9, 59.4, 10.9, 'LatinModernRoman'],
        ...contact,
      ]),
    ).toBe('Grace Adeyemi');
  });
});

describe("a word processor's two columns of one width", () => {
  const R = 'LiberationSans';
  const B = 'LiberationSans-Bold';
  const I = 'LiberationSans-Italic';
  const item = (text: string, x: number, y: number, width: number): ItemRow[] => [
    ['\uf0b7', x - 13, y, 4.9, 12, 'OpenSymbol'],
    [text, x, y, width, 12, R],
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['Yokasta Rosario Peña', 138.2, 44.4, 300, 20, B],
          ['FORMACIÓN ACADÉMICA', 56.8, 470, 150, 13, B],
          ['Maestría en Gerencia y Productividad, 2019', 56.8, 489, 228, 12, B],
          ['Universidad APEC (UNAPEC)', 56.8, 503.8, 150, 12, R],
          ['HABILIDADES', 56.8, 517.9, 88.8, 13, B],
          ...item('Lean Manufacturing y 5S', 74.8, 537.7, 133.2),
          ...item('Control estadístico de procesos', 74.8, 552.6, 167.9),
          ...item('Microsoft Office (Excel avanzado)', 74.8, 567.4, 179.2),
          ['EXPERIENCIA LABORAL', 320.3, 485, 160, 13, B],
          ['INGENIERA DE PROCESOS', 320.3, 508.9, 157.9, 12, B],
          ['Cervecería Nacional Dominicana – Santo Domingo', 320.3, 523.7, 219.8, 12, I],
          ['Marzo 2017 – Diciembre 2019', 320.3, 538.5, 160.6, 12, R],
          ...item('Aumenté la eficiencia (OEE) de la línea', 338.3, 553.3, 209.2),
          ['de envasado de latas del 68 % al 79 %', 338.3, 567.1, 207.2, 12, R],
        ],
        [
          // The right column going on at the next page's left, as wide as it.
          ['ANALISTA DE PLANIFICACIÓN', 56.8, 53.8, 190, 12, B],
          ['Grupo Rica – Santo Domingo', 56.8, 68.6, 156.6, 12, I],
          ['Agosto 2014 – Febrero 2017', 56.8, 83.4, 152.5, 12, R],
          ...item('Elaboré el plan semanal de producción', 74.8, 98.2, 207.2),
          ['de leche UHT y jugos para tres líneas', 74.8, 112.1, 200.5, 12, R],
        ],
      ),
    ),
  );

  it('reads the jobs on from one column to the next, not into the skills', () => {
    expect(resume.experience.map((j) => j.company)).toEqual(['Cervecería Nacional Dominicana', 'Grupo Rica']);
    expect(resume.skills.core).not.toContain('ANALISTA DE PLANIFICACIÓN');
  });
});

describe('an e-mail broken in a narrow table cell', () => {
  const emailOf = (rows: ItemRow[]) => readResume(pdfLines(measuredRows(rows))).resume.profile.email;

  it('beside its label, both cells wrapped', () => {
    const R = 'LiberationSerif';
    const B = 'LiberationSerif-Bold';
    expect(
      emailOf([
        ['Verónica Chiriboga Andrade', 90.8, 120, 260, 20, B],
        ['Celular:', 90.8, 314.0, 48.4, 13, B],
        ['099 555 0123', 218.4, 314.0, 79.5, 13, R],
        ['Correo', 90.8, 332.5, 42.6, 13, B],
        ['veronica.chiriboga88@example.', 218.4, 332.5, 185.8, 13, R],
        ['electrónico:', 90.8, 347.5, 73.6, 13, B],
        ['com', 218.4, 347.5, 24.5, 13, R],
      ]),
    ).toBe('veronica.chiriboga88@example.com');
  });

  it('centred in its cell', () => {
    const R = 'NotoSansCJKsc-Regular';
    expect(
      emailOf([
        ['王磊', 250, 120, 50, 24, R],
        ['手机', 58.9, 226.6, 25, 12.5, R],
        ['138 0013 8000', 128.8, 226.6, 85.1, 12.5, R],
        ['wanglei95@example.c', 297.5, 219.1, 130.9, 12.5, R],
        ['om', 353.4, 234.1, 19.2, 12.5, R],
      ]),
    ).toBe('wanglei95@example.com');
  });
});

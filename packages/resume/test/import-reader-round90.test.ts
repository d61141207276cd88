import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { looksLikeStreet } from '../src/import-reader/places';
import { withoutPay } from '../src/import-reader/headline-text';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 90: items as pdf.js read them from the corpus's PDFs, each case misread before its rule.

const R = 'Inter-Regular';
const S = 'Inter-SemiBold';

describe("a sidebar that goes on at the next page's top, beside the main column (fr-html-wttj, rewrapped)", () => {
  // The sidebar is drawn before the main column on each page; on the second its last two lines share the main
  // column's first two baselines, as a table's row drawn a cell at a time would.
  const first: ItemRow[] = [
    ["CENTRES D'INTÉRÊT", 24.48, 700, 120, 10.8, S],
    ['Voile (régates en', 44.37, 771.75, 81.55, 10.26, R],
    ['Méditerranée)', 44.37, 785.25, 70, 10.26, R],
    ['Photographie', 44.37, 806.25, 64.88, 10.26, R],
    ['JULIEN CASTELLANI', 232.65, 60, 280, 29.16, R],
    ['Expériences professionnelles', 261.73, 295.5, 184.47, 12.96, S],
    ['Chef de projet digital', 232.65, 327, 108.81, 10.8, S],
    ["Janv. 2021 – Aujourd'hui", 453, 327, 105.77, 9.18, R],
    ['Sirocco Digital — Marseille', 232.65, 342.75, 130.5, 10.26, R],
    ['Formation', 261.73, 792, 63.22, 12.96, S],
    ['Master Management de projets digitaux', 232.65, 822.75, 196.86, 10.26, S],
    ['— Kedge', 432.4, 822.75, 44.15, 10.26, R],
    ['Business School', 232.65, 837.75, 79.69, 10.26, R],
    ['2015 – 2017', 508.15, 822.75, 50.62, 9.18, R],
  ];
  const second: ItemRow[] = [
    ['Randonnée dans les', 44.37, 10.5, 98.02, 10.26, R],
    ['Calanques', 44.37, 24, 51.28, 10.26, R],
    ['Licence LEA anglais-italien', 232.65, 10.5, 133.65, 10.26, S],
    ['— Aix-Marseille', 369.19, 10.5, 76.54, 10.26, R],
    ['Université', 232.65, 25.5, 48.7, 10.26, R],
    ['2012 – 2015', 507.75, 10.5, 51.02, 9.18, R],
    ['Baccalauréat ES', 232.65, 47.25, 80.41, 10.26, S],
    ['— Lycée Thiers', 315.95, 47.25, 74.92, 10.26, R],
    ['2012', 538.05, 47.25, 20.72, 9.18, R],
  ];

  it('reads the sidebar apart: no line holds both columns', () => {
    const texts = pdfLines(measuredRows(first, second)).map((l) => l.text);
    expect(texts).toContain('Randonnée dans les');
    expect(texts).toContain('Licence LEA anglais-italien — Aix-Marseille');
  });

  it('reads the degree on the page after its section began, with its dates', () => {
    const { resume } = readResume(pdfLines(measuredRows(first, second)));
    const licence = resume.education.find((e) => e.degree === 'Licence LEA anglais-italien');
    expect(licence).toMatchObject({ startDate: '2012', endDate: '2015' });
    expect(resume.education.map((e) => e.degree)).toEqual([
      'Master Management de projets digitaux',
      'Licence LEA anglais-italien',
      'Baccalauréat ES',
    ]);
  });
});

describe("a school's common noun wrapped alone under its name ('— Aix-Marseille' / 'Université')", () => {
  // fr-html-wttj, rewrapped: the header's cell ends before the dates' column, narrower than the page's lines.
  const rows = (noun: string): ItemRow[] => [
    ['JULIEN CASTELLANI', 232.65, 60, 280, 29.16, R],
    ['Formation', 261.73, 292, 63.22, 12.96, S],
    ['Licence LEA anglais-italien', 232.65, 360.5, 133.65, 10.26, S],
    ['— Aix-Marseille', 369.19, 360.5, 76.54, 10.26, R],
    [noun, 232.65, 375.5, 48.7, 10.26, R],
    ['2012 – 2015', 507.75, 360.5, 51.02, 9.18, R],
  ];

  it.each([
    ['Université', 'Aix-Marseille Université'],
    ['University', 'Aix-Marseille University'],
  ])('ends the name above: %s', (noun, school) => {
    const [licence] = readResume(pdfLines(measuredRows(rows(noun)))).resume.education;
    expect(licence).toMatchObject({ school, degree: 'Licence LEA anglais-italien', field: '' });
  });

  it("ends it before the school's place and beside its dates ('Columbus State' / 'Community College – Columbus, OH')", () => {
    const T = 'TimesNewRomanPSMT';
    const school: ItemRow[] = [
      ['Jordan Mitchell', 72, 60, 150, 18, T],
      ['EDUCATION', 72, 300, 80, 13, 'TimesNewRomanPS-BoldMT'],
      ['Associate of Applied Science in Business Management, Columbus State', 72, 320, 400, 12, T],
      ['Community College – Columbus, OH', 72, 334, 190, 12, T],
      ['2009', 513, 334, 24, 12, T],
    ];
    const [entry] = readResume(pdfLines(measuredRows(school))).resume.education;
    expect(entry).toMatchObject({ school: 'Columbus State Community College', endDate: '2009' });
  });
});

describe('an Ecuadorian address by block and lot, wrapped in a sidebar (es-word-cuadros)', () => {
  const B = 'NotoSans-Bold';
  const N = 'NotoSans-Regular';
  const rows: ItemRow[] = [
    ['ANDRÉS SEBASTIÁN', 215.6, 65.8, 268.53, 26, B],
    ['VILLACÍS MOREIRA', 215.6, 101.2, 245.34, 26, N],
    ['Ingeniero en Acuicultura | Aseguramiento de Calidad', 215.6, 134.8, 288.15, 10.5, N],
    ['C O N T A C T O', 17.1, 174.8, 71.18, 11, B],
    ['098 555 0142', 34.1, 197.9, 59.18, 9.5, N],
    ['andres.villacis@example.com', 34.1, 214.9, 130.86, 9.5, N],
    ['Cdla. Alborada 9.ª etapa, Mz. 14', 34.1, 231.8, 140.61, 9.5, N],
    ['V. 7', 34.1, 245.5, 16.12, 9.5, N],
    ['Guayaquil, Ecuador', 34.1, 258.4, 86.44, 9.5, N],
    ['DATOS PERSONALES', 17.1, 288, 132.19, 11, B],
  ];

  it("reads the whole address: the citadel's name, its block's and lot's numbers, the town", () => {
    expect(readResume(pdfLines(measuredRows(rows))).resume.profile.location).toBe(
      'Cdla. Alborada 9.ª etapa, Mz. 14 V. 7, Guayaquil, Ecuador',
    );
  });

  it.each([['Col. Narvarte, Benito Juárez'], ['Urb. La Trigaleña, Valencia'], ['Mz. B Lt. 12, Los Olivos']])(
    'takes %s for a street',
    (street) => expect(looksLikeStreet(street)).toBe(true),
  );
});

describe("a faculty's name before its university's initials (es-latex-moderncv-ar)", () => {
  const SS = 'CMSS10';
  const rows: ItemRow[] = [
    ['Martina Rodríguez', 146.14, 90, 180, 24.88, SS],
    ['martina.rodriguez@example.com', 146.14, 130, 150, 9.96, SS],
    ['Experiencia', 146.14, 478.74, 70, 14.35, 'CMSS12'],
    ['2016–2019', 88.08, 495.71, 49.09, 10.91, SS],
    ['Ayudante de cátedra', 146.14, 495.71, 100.76, 10.91, 'CMSSBX10'],
    [', Facultad de Ciencias Económicas, UBA, CABA, Ad honorem', 246.9, 495.71, 280, 10.91, SS],
    ['Estadística I. Clases prácticas para comisiones de 60 alumnos.', 146.14, 510.66, 300, 9.96, SS],
  ];

  it('is one employer, its town apart', () => {
    const [job] = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(job).toMatchObject({
      title: 'Ayudante de cátedra',
      company: 'Facultad de Ciencias Económicas, UBA',
      location: 'CABA',
    });
  });
});

describe("the pay wanted after a headline (work.ua's 'Менеджер з продажу, 25 000 грн')", () => {
  it.each([
    ['Менеджер з продажу, 25 000 грн', 'Менеджер з продажу'],
    ['Бухгалтер, от 80 000 руб.', 'Бухгалтер'],
    ['Analista contable – $ 1.200.000', 'Analista contable'],
    ['Senior Engineer | €85,000', 'Senior Engineer'],
    // (A number that is no pay stays.)
    ['Data Analyst, 3 years', 'Data Analyst, 3 years'],
    ['Senior Accountant | Month-End Close | SEC Reporting', 'Senior Accountant | Month-End Close | SEC Reporting'],
  ])('%s -> %s', (headline, kept) => expect(withoutPay(headline)).toBe(kept));
});

describe("an employer's legal form written out, wrapped onto the next line ('• KRUGER' / 'CORPORATION')", () => {
  const N = 'Calibri';
  const B = 'Calibri-Bold';
  const rows: ItemRow[] = [
    ['María José Cevallos Tapia', 238, 60, 260, 22, B],
    ['EXPERIENCIA LABORAL', 238, 150, 160, 14.5, N],
    ['jun. 2013 – dic. 2014', 238, 180, 100, 10.5, N],
    ['ASISTENTE DE TALENTO HUMANO • KRUGER', 238, 196, 290, 12, B],
    ['CORPORATION', 238, 211, 95, 12, B],
    ['Publiqué las vacantes y realicé las primeras entrevistas de', 252, 228, 300, 11, N],
    ['los procesos de selección de desarrolladores', 252, 242, 230, 11, N],
  ];

  it('is part of the employer', () => {
    const [job] = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(job?.company.toUpperCase()).toBe('KRUGER CORPORATION');
  });
});

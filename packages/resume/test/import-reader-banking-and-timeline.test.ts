import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 31: moderncv's banking style in OT1 from Seville (es-latex-banking-ot1) and a Colombian builder's
// export with a timeline (es-html-sidebar-co).

describe("moderncv's banking style in Spanish", () => {
  // Round 31 (es-latex-banking-ot1): the name wrapped with the title after its dash, babel's dashes in the address.
  const R = 'TeXGyrePagella-Regular';
  const B = 'TeXGyrePagella-Bold';
  const rows: Row[] = [
    ['Rocío Gutiérrez', 207.61, 101.6, 180.05, 24.8, B],
    ['Márquez', 119.8, 120.66, 101.53, 24.8, B],
    [' ', 221.33, 120.66, 6.2, 24.8, B],
    ['— Ingeniera Industrial', 227.53, 120.66, 247.95, 24.8, R],
    ['C/ Asunción 52, 3º B– 41011 Sevilla– España', 191.11, 138.13, 213.06, 10.9, R],
    ['M', 162.54, 151.67, 10.91, 10.9, B],
    ['+34 655 555 142', 176.18, 151.67, 76.47, 10.9, R],
    ['Experiencia profesional', 74.41, 215.5, 150.0, 14.3, B],
    ['Heineken España', 74.41, 625.51, 87.39, 10.9, B],
    ['Sevilla', 486.33, 625.51, 34.54, 10.9, B],
    ['Ingeniera en prácticas, Media jornada', 74.41, 639.06, 165.6, 10.9, 'TeXGyrePagella-Italic'],
    ['Oct. 2015–Jun. 2016', 428.54, 639.06, 92.32, 10.9, 'TeXGyrePagella-Italic'],
    ['Apoyo al departamento de mantenimiento en la planificación del mantenimiento', 84.93, 651.38, 380.0, 10.0, R],
  ];
  const { profile, experience } = readResume(pdfLines(measuredRows(rows))).resume;

  it('reads a name wrapped before the title on its second line, both centred, and the title as the headline', () => {
    expect([profile.fullName, profile.headline]).toEqual(['Rocío Gutiérrez Márquez', 'Ingeniera Industrial']);
  });

  it('reads an address whose dashes lost the space before them as fields parted by commas', () => {
    expect(profile.location).toBe('C/ Asunción 52, 3º B, 41011 Sevilla, España');
  });

  it("leaves 'Media jornada' after the title out of it", () => {
    expect(experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Ingeniera en prácticas', 'Heineken España', 'Sevilla'],
    ]);
  });
});

describe("a Colombian builder's export with a timeline", () => {
  // Round 31 (es-html-sidebar-co): the next heading drawn before the job whose item ends above it; SENA's centres.
  const M = 'Roboto-Medium';
  const L = 'SourceSans3ExtraLight-Regular';
  const I = 'SourceSans3ExtraLight-Italic';
  const D = 'SourceSans3ExtraLight-Bold';
  const page1: Row[] = [
    ['LAURA MARCELA RINCÓN ARÉVALO', 232.43, 60.0, 300.0, 30.0, 'Roboto-Bold'],
    ['EXPERIENCIA LABORAL', 232.43, 150.0, 151.35, 12.0, 'Roboto-Bold'],
  ];
  const page2: Row[] = [
    ['FORMACIÓN ACADÉMICA', 232.43, 303.0, 151.35, 12.0, 'Roboto-Bold'],
    ['Mar 2011 - Jul 2016', 252.16, 173.0, 80.0, 10.0, D],
    ['Aprendiz Contable', 252.16, 187.5, 87.13, 10.6, M],
    ['Ferretería El Constructor Ltda. | Bogotá D.C.', 252.16, 201.75, 176.16, 10.0, I],
    ['•', 256.0, 248.25, 4.0, 10.0, L],
    ['Apoyo en la elaboración de las conciliaciones bancarias y de los arqueos', 266.16, 248.25, 299.48, 10.0, L],
    ['de caja.', 266.16, 261.75, 32.0, 10.0, L],
    ['2010 - 2015', 252.16, 388.5, 49.54, 10.0, D],
    ['Contadora Pública', 252.16, 403.5, 87.19, 10.6, M],
    ['Universidad Central | Bogotá D.C.', 252.16, 417.0, 135.09, 10.0, I],
    ['2008 - 2009', 252.16, 445.5, 49.54, 10.0, D],
    ['Técnico en Contabilización de Operaciones Comerciales y', 252.16, 460.5, 273.5, 10.6, M],
    ['Financieras', 252.16, 474.75, 54.67, 10.6, M],
    ['SENA - Centro de Gestión Administrativa | Bogotá D.C.', 252.16, 489.0, 216.51, 10.0, I],
    ['2007', 252.16, 517.5, 21.11, 10.0, D],
    ['Bachiller Académico', 252.16, 531.75, 97.35, 10.6, M],
    ['Colegio Nicolás Esguerra | Bogotá D.C.', 252.16, 546.0, 160.0, 10.0, I],
  ];
  const { experience, education } = readResume(pdfLines(measuredRows(page1, page2))).resume;

  it("keeps an item's last line the next section's heading was drawn before", () => {
    expect(experience.map((j) => j.bullets)).toEqual([
      ['Apoyo en la elaboración de las conciliaciones bancarias y de los arqueos de caja.'],
    ]);
  });

  it("reads 'SENA - Centro de Gestión Administrativa | Bogotá D.C.' as one school and its town, not a sentence", () => {
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Universidad Central', 'Contadora Pública', '2010', '2015'],
      [
        'SENA - Centro de Gestión Administrativa',
        'Técnico en Contabilización de Operaciones Comerciales y Financieras',
        '2008',
        '2009',
      ],
      ['Colegio Nicolás Esguerra', 'Bachiller Académico', '', '2007'],
    ]);
  });
});

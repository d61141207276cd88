import { describe, expect, it } from 'vitest';
import { headingKind, pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 64: a Venezuelan 'Síntesis curricular' from Word (es-word-venezuela), a US builder's export with
// positioned list items (en-html-livecareer), a Canadian co-op résumé (en-word-ca-coop), a Brazilian moderncv
// (pt-latex-moderncv-br) and an Italian job site's export (it-html-infojobs).

const SANS = 'LiberationSans';
const BOLD = 'LiberationSans-Bold';
/** A label cell and its value, as the Venezuelan CV's borderless table sets them. */
const labelled = (label: string, value: string, y: number): ItemRow[] => [
  [label, 85.2, y, label.length * 6, 11, BOLD],
  [value, 198.5, y, value.length * 5.5, 11, SANS],
];
const mark = (y: number): ItemRow => ['\uf0b7', 216.5, y, 4.5, 11, 'OpenSymbol'];
const text = (t: string, y: number): ItemRow => [t, 234.5, y, t.length * 4.9, 11, SANS];

describe("a Venezuelan 'Síntesis curricular'", () => {
  it("reads a list whose first item stands beside its label ('Funciones:' | '•' | item) as the job's items", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Mariana Rondón', 226, 72, 160, 14, BOLD],
          ['EXPERIENCIA LABORAL', 85.2, 440, 150, 11, BOLD],
          ...labelled('Empresa:', 'Industrias Plásticas del Centro, C.A.', 460),
          ...labelled('Cargo:', 'Contadora General', 474),
          ...labelled('Desde:', '03/2018', 488),
          ['Funciones:', 85.2, 501, 58.7, 11, BOLD],
          mark(501),
          text('Supervisar el registro de las operaciones contables y el', 501),
          text('cierre mensual en el sistema Profit Plus', 514),
          mark(527),
          text('Coordinar un equipo de tres analistas contables', 527),
          ['HABILIDADES', 85.2, 570, 90, 11, BOLD],
          ['Microsoft Excel avanzado, Profit Plus', 85.2, 590, 200, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => j.bullets)).toEqual([
      [
        'Supervisar el registro de las operaciones contables y el cierre mensual en el sistema Profit Plus',
        'Coordinar un equipo de tres analistas contables',
      ],
    ]);
  });

  it("reads 'Desde:' | start | 'Hasta: end' as the job's dates, at the top of a page too, and an item a page break cut after a comma whole", () => {
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            ['Mariana Rondón', 226, 72, 160, 14, BOLD],
            ['EXPERIENCIA LABORAL', 85.2, 440, 150, 11, BOLD],
            ...labelled('Empresa:', 'Hernández, Salas & Asociados', 660),
            ...labelled('Cargo:', 'Analista Contable', 674),
            ...labelled('Desde:', '09/2014', 688),
            ['Hasta: 02/2018', 283.6, 688, 76, 11, SANS],
            ['Funciones:', 85.2, 702, 58.7, 11, BOLD],
            mark(702),
            text('Llevar la contabilidad de quince clientes', 702),
            mark(716),
            text('Elaborar las nóminas y calcular los aportes al IVSS,', 716),
          ],
          [
            text('FAOV, INCES y Régimen Prestacional de Empleo', 72),
            mark(86),
            text('Realizar las conciliaciones bancarias', 86),
            ...labelled('Empresa:', 'Farmacias Unidas del Centro, C.A.', 120),
            ...labelled('Cargo:', 'Asistente de Contabilidad', 134),
            ...labelled('Desde:', '10/2011', 148),
            ['Hasta: 08/2014', 283.6, 148, 76, 11, SANS],
            ['HABILIDADES', 85.2, 200, 90, 11, BOLD],
            ['Microsoft Excel avanzado, Profit Plus', 85.2, 220, 200, 11, SANS],
          ],
        ),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.company, j.startDate, j.endDate])).toEqual([
      ['Hernández, Salas & Asociados', '2014-09', '2018-02'],
      ['Farmacias Unidas del Centro, C.A.', '2011-10', '2014-08'],
    ]);
    expect(resume.experience[0]!.bullets).toEqual([
      'Llevar la contabilidad de quince clientes',
      'Elaborar las nóminas y calcular los aportes al IVSS, FAOV, INCES y Régimen Prestacional de Empleo',
      'Realizar las conciliaciones bancarias',
    ]);
  });

  it("puts a month and year at the top of a page ('Desde: 09/2014 Hasta: 02/2018') in its job, not among the page's furniture", () => {
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            ['SÍNTESIS CURRICULAR', 226, 72, 160, 14, BOLD],
            ['EXPERIENCIA LABORAL', 85.2, 640, 150, 11, BOLD],
            ...labelled('Empresa:', 'Hernández, Salas & Asociados', 690),
            ...labelled('Cargo:', 'Analista Contable', 704),
          ],
          [
            ['Desde:', 85.2, 72, 36.7, 11, BOLD],
            ['09/2014', 198.5, 72, 39.7, 11, SANS],
            ['Hasta: 02/2018', 283.6, 72, 76, 11, SANS],
            ['Funciones:', 85.2, 86, 58.7, 11, BOLD],
            mark(86),
            text('Llevar la contabilidad de quince clientes', 86),
            ['HABILIDADES', 85.2, 200, 90, 11, BOLD],
            ['Microsoft Excel avanzado, Profit Plus', 85.2, 220, 200, 11, SANS],
          ],
        ),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.startDate, j.endDate])).toEqual([
      ['Analista Contable', '2014-09', '2018-02'],
    ]);
  });

  it("reads 'Año de egreso:' as the year a school was finished", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Mariana Rondón', 226, 72, 160, 14, BOLD],
          ['FORMACIÓN ACADÉMICA', 85.2, 320, 150, 11, BOLD],
          ...labelled('Título obtenido:', 'Licenciada en Contaduría Pública', 340),
          ...labelled('Institución:', 'Universidad de Carabobo', 353),
          ...labelled('Año de egreso:', '2011', 366),
          ['HABILIDADES', 85.2, 420, 90, 11, BOLD],
          ['Microsoft Excel avanzado, Profit Plus', 85.2, 440, 200, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.education.map((s) => [s.school, s.degree, s.endDate])).toEqual([
      ['Universidad de Carabobo', 'Licenciada en Contaduría Pública', '2011'],
    ]);
  });
});

describe("a builder's export whose list items are drawn after the rest", () => {
  const NOTO = 'NotoSans-Regular';
  const NOTO_BOLD = 'NotoSans-Bold';
  const row = (t: string, x: number, y: number, font = NOTO, size = 9.8): ItemRow => [
    t,
    x,
    y,
    t.length * 4.8,
    size,
    font,
  ];

  it("puts a table's right cell drawn late beside its row, and items drawn late at a page's top under the item above", () => {
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            row('Tamara Ellison', 43.5, 60, NOTO_BOLD, 28),
            row('Skills', 43.5, 228, NOTO_BOLD, 12.8),
            row('Work History', 43.5, 344, NOTO_BOLD, 12.8),
            row('Department Supervisor, 08/2012 to 05/2015', 43.5, 668, NOTO_BOLD, 10.2),
            row("Kohl's – Matthews, NC", 43.5, 682),
            // (Positioned list items, painted after the rest in the page's order: the skills' table's left cell, its
            // right cell, then the job's.)
            row('Store operations management', 56.5, 251.3),
            row('P&L and budget control', 56.5, 266.3),
            row('Inventory and shrink control', 56.5, 282),
            row('Visual merchandising', 56.5, 297.8),
            row('Labor scheduling and payroll', 56.5, 313.5),
            row('Recruiting and onboarding', 319.4, 251.3),
            row('Associate coaching', 319.4, 266.3),
            row('Loss prevention', 319.4, 282),
            row('Customer service excellence', 319.4, 297.8),
            row('Omnichannel fulfillment', 319.4, 313.5),
            row('Oversaw the men’s and children’s departments, including replenishment and markdowns.', 56.5, 700),
            row('Trained new associates on point-of-sale and returns.', 56.5, 716),
          ],
          [
            row('Sales Associate, 05/2010 to 07/2012', 43.5, 100, NOTO_BOLD, 10.2),
            row('Old Navy – Charlotte, NC', 43.5, 114),
            row('Education', 43.5, 209.3, NOTO_BOLD, 12.8),
            row('Bachelor of Science: Business Administration, 2014', 43.5, 233.3, NOTO_BOLD, 10.2),
            row('University of North Carolina at Charlotte - Charlotte, NC', 43.5, 246.8),
            // (Positioned list items: painted after everything else on the page.)
            row('Coordinated truck processing for 2,000 to 3,500 units per delivery.', 56.5, 47),
            row('Served as manager on duty on weekends.', 56.5, 62),
            row('Assisted customers on the sales floor and at the register.', 56.5, 130),
            row('Maintained merchandise presentation.', 56.5, 146),
          ],
        ),
      ),
    ).resume;
    expect(resume.skills.core).toEqual([
      'Store operations management',
      'Recruiting and onboarding',
      'P&L and budget control',
      'Associate coaching',
      'Inventory and shrink control',
      'Loss prevention',
      'Visual merchandising',
      'Customer service excellence',
      'Labor scheduling and payroll',
      'Omnichannel fulfillment',
    ]);
    expect(resume.experience.map((j) => [j.title, j.bullets])).toEqual([
      [
        'Department Supervisor',
        [
          'Oversaw the men’s and children’s departments, including replenishment and markdowns.',
          'Trained new associates on point-of-sale and returns.',
          'Coordinated truck processing for 2,000 to 3,500 units per delivery.',
          'Served as manager on duty on weekends.',
        ],
      ],
      [
        'Sales Associate',
        ['Assisted customers on the sales floor and at the register.', 'Maintained merchandise presentation.'],
      ],
    ]);
  });

  it("reads a school after one whose degree line ends with its year ('…, 2014') as a school of its own", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          row('Tamara Ellison', 43.5, 60, NOTO_BOLD, 28),
          row('Education', 43.5, 209.3, NOTO_BOLD, 12.8),
          row('Bachelor of Science: Business Administration, 2014', 43.5, 233.3, NOTO_BOLD, 10.2),
          row('University of North Carolina at Charlotte - Charlotte, NC', 43.5, 246.8),
          row('Associate of Applied Science: Marketing', 43.5, 270, NOTO_BOLD, 10.2),
          row('Central Piedmont Community College - Charlotte, NC', 43.5, 283.5),
          row('Certifications', 43.5, 320, NOTO_BOLD, 12.8),
          row('OSHA 10-Hour General Industry Safety - 2021', 43.5, 346),
        ]),
      ),
    ).resume;
    expect(resume.education.map((s) => [s.school, s.degree, s.endDate])).toEqual([
      ['University of North Carolina at Charlotte', 'Bachelor of Science: Business Administration', '2014'],
      ['Central Piedmont Community College', 'Associate of Applied Science: Marketing', ''],
    ]);
  });
});

describe('a Canadian co-op résumé, a Brazilian moderncv and an Italian job site', () => {
  it("leaves 'Candidate for' out of a degree not yet awarded", () => {
    const CAL = 'Carlito';
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Owen Nakamura', 240, 50, 120, 20, 'Carlito-Bold'],
          ['EDUCATION', 43, 500, 70, 11, 'Carlito-Bold'],
          ['Candidate for Bachelor of Applied Science, Mechatronics Engineering', 43, 518, 330, 10.5, 'Carlito-Bold'],
          ['University of Waterloo', 43, 531, 110, 10.5, CAL],
          ['Sept 2021 – Apr 2026', 470, 531, 100, 10.5, CAL],
          ['INTERESTS', 43, 570, 70, 11, 'Carlito-Bold'],
          ['Robotics, climbing', 43, 588, 90, 10.5, CAL],
        ]),
      ),
    ).resume;
    expect(resume.education.map((s) => [s.school, [s.degree, s.field].filter(Boolean).join(', ')])).toEqual([
      ['University of Waterloo', 'Bachelor of Applied Science, Mechatronics Engineering'],
    ]);
  });

  it("leaves Brazil's 'CLT' (how the job was held) out of the title", () => {
    const PAL = 'TeXGyrePagella-Regular';
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Rafael Tavares', 230, 60, 140, 20, PAL],
          ['Experiência Profissional', 57, 200, 140, 14, 'TeXGyrePagella-Bold'],
          ['Banco Inter', 57, 222, 60, 10, 'TeXGyrePagella-Bold'],
          ['Belo Horizonte', 480, 222, 60, 10, PAL],
          ['Desenvolvedor Java Pleno, CLT', 57, 235, 140, 10, 'TeXGyrePagella-Italic'],
          ['jan. 2017 – fev. 2020', 455, 235, 85, 10, 'TeXGyrePagella-Italic'],
          ['{', 60, 250, 4, 10, 'Type3'],
          ['Migrei o motor de pagamentos para microsserviços em Spring Boot.', 70, 250, 280, 10, PAL],
          ['Idiomas', 57, 300, 50, 14, 'TeXGyrePagella-Bold'],
          ['Inglês', 57, 320, 30, 10, PAL],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([['Desenvolvedor Java Pleno', 'Banco Inter']]);
  });

  it("knows InfoJobs.it's 'Conoscenze e competenze' as skills", () => {
    expect(headingKind('Conoscenze e competenze')).toMatchObject({ kind: 'skills', cover: 1 });
  });
});

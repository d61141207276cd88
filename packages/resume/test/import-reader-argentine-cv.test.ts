import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 42: an Argentine CV typed in WPS Writer (es-word-wps-argentina), its labels in bold before their
// values, as pdf.js read its LibreOffice PDF.

const R = 'LiberationSerif';
const B = 'LiberationSerif-Bold';
const labelled = (y: number, label: string, value: string, width: number): Row[] => [
  [label, 90.1, y, label.length * 5.4, 12, B],
  [value, 90.1 + label.length * 5.4 + 3, y, width, 12, R],
];

describe('an Argentine CV typed in WPS Writer', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['CURRICULUM VITAE', 214, 99.1, 167.42, 16, B],
        ['DATOS PERSONALES', 90.1, 136.7, 124.27, 12, B],
        ...labelled(167.9, 'Nombre y apellido:', 'Florencia Belén Giménez', 122.56),
        ...labelled(183.5, 'DNI:', '35.123.456', 54),
        ...labelled(230.3, 'Domicilio:', 'Av. Rivadavia 5420, 3° B, C.A.B.A.', 175.33),
        ...labelled(245.9, 'Tel.:', '(011) 4555-1234', 80.99),
        ...labelled(261.5, 'Cel.:', '(011) 15-5555-6789', 96.98),
        ...labelled(277.1, 'E-mail:', 'flor.gimenez90@example.com', 148.28),
        ['EXPERIENCIA LABORAL', 90.1, 433.1, 146.2, 12, B],
        ['03/2018 - Actualidad: Transportes Río de la Plata S.R.L.', 90.1, 464.3, 288.82, 12, B],
        ...labelled(479.9, 'Puesto:', 'Asistente Administrativa', 125),
        ['Tareas:', 90.1, 495.5, 39.29, 12, B],
        ['- Carga de facturas en Tango Gestión', 111.1, 511.1, 179.14, 12, R],
        ['06/2014 - 02/2018: Estudio Contable Ferraro & Asociados', 90.1, 542.3, 295.51, 12, B],
        ...labelled(557.9, 'Puesto:', 'Administrativa Contable', 120),
        ['Tareas:', 90.1, 573.5, 39.29, 12, B],
        ['- Generación de VEP y presentaciones en la página de AFIP', 111.1, 589.1, 280, 12, R],
        ['ESTUDIOS', 90.1, 640, 60.62, 12, B],
        ...labelled(
          671.2,
          'Secundario:',
          'Bachiller con orientación en Economía – Colegio Nacional N° 2 (2003 - 2007)',
          380,
        ),
      ]),
    ),
  );

  it('reads the name after its label', () => {
    expect(resume.profile.fullName).toBe('Florencia Belén Giménez');
  });

  // Decided: of two phones, the one listed first is the resume's (a landline over a mobile too), as the corpus's
  // other CVs with both expect.
  it('reads the first of two labelled phones', () => {
    expect(resume.profile.phone).toBe('(011) 4555-1234');
  });

  it("reads 'Puesto:' in bold under a dated line as the job's title", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate])).toEqual([
      ['Asistente Administrativa', 'Transportes Río de la Plata S.R.L.', '2018-03'],
      ['Administrativa Contable', 'Estudio Contable Ferraro & Asociados', '2014-06'],
    ]);
  });

  it("reads a school's level typed before its degree as neither degree nor school", () => {
    expect(resume.education.map((s) => [s.degree, s.school])).toEqual([
      ['Bachiller con orientación en Economía', 'Colegio Nacional N° 2'],
    ]);
  });
});

// Round 89: the schools one a line after their level in bold, the last undated, its status in brackets.
describe("an Argentine CV's schools after their levels", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Florencia Belén Giménez', 214, 99.1, 167.42, 16, B],
        ['flor.gimenez90@example.com', 90.1, 120, 148.28, 12, R],
        ['ESTUDIOS', 90.1, 355.1, 60.6, 12, B],
        ...labelled(
          386.3,
          'Secundario:',
          'Bachiller con orientación en Economía – Colegio Nacional N° 2 (2003 -',
          349.3,
        ),
        ['2007)', 90.1, 401.9, 28, 12, R],
        ...labelled(417.5, 'Terciario:', 'Técnica Superior en Administración – Instituto de Formación Técnica', 357.4),
        ['Superior N° 18 (2008 - 2010, completo)', 90.1, 433.1, 192.3, 12, R],
        ...labelled(448.7, 'Universitario:', 'Contador Público – UBA (en curso, 18 materias aprobadas)', 286.1),
        ['CURSOS', 90.1, 479.9, 48.6, 12, B],
      ]),
    ),
  );

  it('reads an undated school after its level as a school of its own', () => {
    expect(resume.education.map((s) => [s.degree, s.school, s.startDate, s.endDate])).toEqual([
      ['Bachiller con orientación en Economía', 'Colegio Nacional N° 2', '2003', '2007'],
      ['Técnica Superior en Administración', 'Instituto de Formación Técnica Superior N° 18', '2008', '2010'],
      ['Contador Público', 'UBA', '', ''],
    ]);
  });

  it("keeps the studies' status in brackets as their dates as written, and what follows it as a detail", () => {
    const uba = resume.education[2]!;
    expect(uba.datesText).toBe('en curso');
    expect(uba.details).toEqual(['18 materias aprobadas']);
  });
});

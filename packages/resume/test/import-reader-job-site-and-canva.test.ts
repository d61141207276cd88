import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus rounds 34 and 35: an Argentine job site's profile export (es-html-bumeran) and a Spanish Canva CV
// (es-html-canva-es), both printed by Chromium.

const L = 'LiberationSans';
const B = 'LiberationSans-Bold';

describe("an Argentine job site's profile export", () => {
  // Drawn as the site paints it: the page's head and foot first, then the name, its headline and the body.
  const head: Row[] = [
    ['trabajá.com.ar', 45, 29.25, 68.34, 10, B],
    ['CV actualizado el 28/11/2024', 452.48, 28.5, 97.43, 7.5, L],
    ['Página 1 de 2', 503.62, 820.5, 46.3, 7.5, L],
    ['Este CV fue generado desde trabajá.com.ar', 45, 820.5, 146.34, 7.5, L],
    ['Martín Ezequiel Sosa', 106.99, 78, 199.97, 19.99, B],
    ['Contador Público', 106.99, 96, 84.33, 10.99, L],
    ['Datos personales', 45, 145.5, 95.84, 11.5, B],
    ['Teléfono celular:', 45, 232.5, 69.12, 9.49, L],
    ['+54 9 11 5555-0199', 152.71, 232.5, 84.54, 9.49, L],
  ];
  const job: Row[] = [
    ['Experiencia laboral', 45, 377.25, 105.43, 11.5, B],
    ['Laboratorios Bagó S.A.', 45, 402.75, 116.68, 10.5, B],
    ['Área:', 45, 417.75, 22.69, 9.49, L],
    ['Administración, contabilidad y finanzas', 152.71, 417.75, 163.57, 9.49, L],
    ['Industria:', 45, 433.5, 39.04, 9.49, L],
    ['Farmacéutica', 152.71, 433.5, 57.5, 9.49, L],
    ['Puesto:', 45, 449.25, 32.19, 9.49, L],
    ['Analista contable Sr.', 152.71, 449.25, 86.54, 9.49, L],
    ['Desde 03/2019 hasta la actualidad', 45, 464.25, 146.18, 9.49, L],
    ['Personas a cargo:', 45, 478.5, 77.04, 9.49, L],
    ['2', 152.71, 478.5, 5.28, 9.49, L],
    ['Descripción:', 45, 496.5, 52.23, 9.49, L],
    [
      '• Liquidación de IVA, Ingresos Brutos por Convenio Multilateral y anticipos de Ganancias',
      45,
      536.25,
      372.5,
      9.49,
      L,
    ],
  ];
  const rest: Row[] = [
    ['Educación', 45, 299.25, 58.13, 11.5, B],
    ['Posgrado - En curso', 45, 323.25, 82.04, 9, L],
    ['Especialización en Tributación', 45, 335.25, 138.2, 9.49, B],
    ['Universidad de Buenos Aires (UBA)', 45, 348.75, 150.36, 9.49, L],
    ['Facultad de Ciencias Económicas', 45, 362.25, 142.98, 9.49, L],
    ['2023 - Actualidad', 45, 375.75, 73.36, 9.49, L],
    ['Universitario - Graduado', 45, 399, 98.04, 9, L],
    ['Contador Público', 45, 411, 79.1, 9.49, B],
    ['Universidad de Buenos Aires (UBA)', 45, 424.5, 150.36, 9.49, L],
    ['Facultad de Ciencias Económicas', 45, 438, 142.98, 9.49, L],
    ['2008 - 2014', 45, 451.5, 50.67, 9.49, L],
    ['Idiomas', 45, 545.25, 43.44, 11.5, B],
    ['Inglés:', 45, 568.5, 27.97, 9.49, L],
    ['Oral Avanzado / Escrito Intermedio', 152.71, 568.5, 146.5, 9.49, L],
    ['Portugués:', 45, 585, 45.91, 9.49, L],
    ['Oral Básico / Escrito Básico', 152.71, 585, 117.11, 9.49, L],
    ['Conocimientos', 45, 615.75, 83.03, 11.5, B],
    ['Excel - Avanzado', 53.74, 641.25, 69.38, 9, L],
    ['Tango Gestión - Avanzado', 144.61, 641.25, 105.41, 9, L],
    ['SAP FI - Intermedio', 271.5, 641.25, 78.86, 9, L],
  ];
  const { profile, experience, education, skills } = readResume(pdfLines(measuredRows([...head, ...job], rest))).resume;

  it('reads the headline drawn after the page foot under the name it stands under', () => {
    expect([profile.fullName, profile.headline, profile.phone]).toEqual([
      'Martín Ezequiel Sosa',
      'Contador Público',
      '+54 9 11 5555-0199',
    ]);
  });

  it("reads the title after its label cell ('Puesto:') and keeps the other labelled rows as the job's details", () => {
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['Analista contable Sr.', 'Laboratorios Bagó S.A.', '', '2019-03', ''],
    ]);
    expect(experience[0]!.summary).toContain('Industria: Farmacéutica');
  });

  it("reads each school's dates under its lines, and its level and status ('Posgrado - En curso') as no degree", () => {
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Universidad de Buenos Aires (UBA)', 'Especialización en Tributación', '2023', ''],
      ['Universidad de Buenos Aires (UBA)', 'Contador Público', '2008', '2014'],
    ]);
  });

  it("reads tags with their level as written ('Excel - Avanzado'), and a language in its label cell", () => {
    expect(skills.core).toEqual(['Excel - Avanzado', 'Tango Gestión - Avanzado', 'SAP FI - Intermedio']);
    expect(skills.languages).toEqual([
      'Inglés (Oral Avanzado / Escrito Intermedio)',
      'Portugués (Oral Básico / Escrito Básico)',
    ]);
  });
});

describe('a Canva CV whose Experience heading is drawn after its jobs', () => {
  const R = 'NotoSans-Regular';
  const H = 'NotoSans-Bold';
  const rows: Row[] = [
    ['Valeria Ortega Castañeda', 223, 82.1, 303, 34, 'NotoSerifDisplay-Bold'],
    ['PERFIL', 223, 185.3, 53, 12, H],
    ['Diseñadora con nueve años de experiencia en diseño gráfico y de', 223, 205.5, 291, 9.5, R],
    ['producto digital. Me especializo en investigación con usuarios,', 223, 219, 278, 9.5, R],
    ['negocio.', 223, 258.8, 38, 9.5, R],
    ['DISEÑADORA UX/UI SÉNIOR', 223, 303, 146, 10.5, H],
    ['Wizeline | 2019 - Presente', 223, 315.8, 116, 9.5, R],
    ['• Dirijo entrevistas con usuarios y pruebas de usabilidad en cada sprint', 223, 358.5, 315, 9.5, R],
    ['DISEÑADORA GRÁFICA', 223, 407.2, 118, 10.5, H],
    ['Farmacias Guadalajara | 2016 - 2019', 223, 420, 163, 9.5, R],
    ['• Adapté las campañas de temporada a redes sociales y al sitio web', 223, 462.8, 299, 9.5, R],
    ['EXPERIENCIA', 223, 280.5, 104, 12, H],
    ['EDUCACIÓN', 223, 578.2, 92, 12, H],
  ];

  it('puts the heading back in the room between the profile and the first job, three and a half lines high', () => {
    const { experience, summary } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['DISEÑADORA UX/UI SÉNIOR', 'Wizeline', '2019', ''],
      ['DISEÑADORA GRÁFICA', 'Farmacias Guadalajara', '2016', '2019'],
    ]);
    expect(summary).toMatch(/negocio\.$/u);
  });
});

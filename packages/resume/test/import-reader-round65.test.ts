import { describe, expect, it } from 'vitest';
import { looksLikePlace, pdfLines, readResume } from '../src/import-reader';
import { isDocumentTitle } from '../src/import-reader/page-furniture';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 65: a Chilean CV typed in LaTeX (es-latex-hyperref-chile) and a Colombian 'hoja de vida' from WPS
// Writer (es-word-wps-colombia).

const REG = 'LMRoman10-Regular';
const BOLD = 'LMRoman10-Bold';
const ITALIC = 'LMRoman10-Italic';

describe('a Chilean CV typed in LaTeX', () => {
  const head = (company: string, place: string, title: string, dates: string, y: number): ItemRow[] => [
    [company, 56.7, y, company.length * 6, 10.9, BOLD],
    [place, 555 - place.length * 5.2, y, place.length * 5.2, 10.9, REG],
    [title, 56.7, y + 13.5, title.length * 5, 10.9, ITALIC],
    [dates, 555 - dates.length * 5, y + 13.5, dates.length * 5, 10.9, ITALIC],
  ];

  it("keeps a superscript on its line ('41.300 m²') and reads 'Práctica Profesional' as an internship's title", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Felipe Andrés Muñoz Castro', 200, 60, 200, 17, 'LMRomanCaps10-Regular'],
          ['Experiencia Profesional', 56.7, 120, 150, 14.3, 'LMRoman12-Bold'],
          ...head('Ingevec S.A.', 'Santiago', 'Jefe de Proyectos', 'marzo 2019 – a la fecha', 146.9),
          [
            'Dirijo la construcción de dos edificios de departamentos en Ñuñoa y San Miguel, contratados a suma',
            73.1,
            177,
            482.3,
            10.9,
            REG,
          ],
          ['alzada por UF 480.000, con 41.300 m', 73.1, 190.6, 178.1, 10.9, REG],
          ['2', 251.1, 186.6, 4.2, 7.97, 'LMRoman8-Regular'],
          [' ', 255.4, 186.6, 4.1, 7.97, 'LMRoman8-Regular'],
          ['construidos en total.', 259.5, 190.6, 97.7, 10.9, REG],
          ...head('Dirección de Vialidad (MOP)', 'Rancagua', 'Práctica Profesional', 'enero 2013 – febrero 2013', 240),
          ['Dibujé en Civil 3D los perfiles longitudinales de las obras de saneamiento.', 73.1, 270, 354, 10.9, REG],
          ['Idiomas', 56.7, 320, 50, 14.3, 'LMRoman12-Bold'],
          ['Inglés avanzado', 56.7, 340, 80, 10.9, REG],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate, j.bullets])).toEqual([
      [
        'Jefe de Proyectos',
        'Ingevec S.A.',
        'Santiago',
        '2019-03',
        [
          'Dirijo la construcción de dos edificios de departamentos en Ñuñoa y San Miguel, contratados a suma alzada por UF 480.000, con 41.300 m2 construidos en total.',
        ],
      ],
      [
        'Práctica Profesional',
        'Dirección de Vialidad (MOP)',
        'Rancagua',
        '2013-01',
        ['Dibujé en Civil 3D los perfiles longitudinales de las obras de saneamiento.'],
      ],
    ]);
  });
});

describe("a Colombian 'hoja de vida' from WPS Writer", () => {
  const SANS = 'LiberationSans';
  const SANS_BOLD = 'LiberationSans-Bold';

  it("joins an employer typed after its label and wrapped back under it, left open ('… ORIENTE –' / 'COOPORIENTE')", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['LAURA MARCELA PINZÓN ARDILA', 200, 80, 220, 14, SANS_BOLD],
          ['EXPERIENCIA LABORAL', 71, 120, 150, 11, SANS_BOLD],
          ['EMPRESA:', 71, 140, 55, 11, SANS_BOLD],
          ['COOPERATIVA DE AHORRO Y CRÉDITO DEL ORIENTE –', 130, 140, 300, 11, SANS],
          ['COOPORIENTE', 71, 155, 80, 11, SANS],
          ['CARGO:', 71, 171, 45, 11, SANS_BOLD],
          ['Auxiliar Administrativa y de Cartera', 120, 171, 200, 11, SANS],
          ['TIEMPO:', 71, 186, 50, 11, SANS_BOLD],
          ['Desde marzo de 2016 hasta enero de 2019', 125, 186, 230, 11, SANS],
          ['CURSOS', 71, 230, 60, 11, SANS_BOLD],
          ['Excel avanzado – SENA – 2018', 71, 250, 160, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      [
        'Auxiliar Administrativa y de Cartera',
        'COOPERATIVA DE AHORRO Y CRÉDITO DEL ORIENTE – COOPORIENTE',
        '2016-03',
        '2019-01',
      ],
    ]);
  });

  it("reads each school after its level in the plural ('Universitarios:', 'Secundarios:')", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['LAURA MARCELA PINZÓN ARDILA', 200, 80, 220, 14, SANS_BOLD],
          ['FORMACIÓN ACADÉMICA', 71, 260, 150, 11, SANS_BOLD],
          ['Universitarios:', 71, 281.2, 76.9, 11, SANS_BOLD],
          [' ', 147.9, 281.2, 7.1, 11, SANS_BOLD],
          ['Administración de Empresas – Universidad Industrial de Santander (UIS) –', 155, 281.2, 364.9, 11, SANS],
          ['2015', 71, 296.8, 24.4, 11, SANS],
          ['Secundarios:', 71, 312.4, 70, 11, SANS_BOLD],
          [' ', 141, 312.4, 14, 11, SANS_BOLD],
          ['Bachiller Académico – Colegio Santa Isabel de Hungría – 2009', 155, 312.4, 307, 11, SANS],
          ['CURSOS', 71, 350, 60, 11, SANS_BOLD],
          ['Excel avanzado – SENA – 2018', 71, 370, 160, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.education.map((s) => [s.school, s.degree, s.endDate])).toEqual([
      ['Universidad Industrial de Santander (UIS)', 'Administración de Empresas', '2015'],
      ['Colegio Santa Isabel de Hungría', 'Bachiller Académico', '2009'],
    ]);
  });
});

describe('places and items a page break cut', () => {
  it('knows the larger towns of Chile, Colombia, Peru, Argentina and Mexico after an employer', () => {
    for (const town of ['Rancagua', 'Calama', 'Bucaramanga', 'Arequipa', 'Neuquén', 'Toluca'])
      expect(looksLikePlace(town), town).toBe(true);
  });

  it("goes on a job's item a page break cut after a comma, its rest starting in capitals", () => {
    const SANS = 'LiberationSans';
    const item = (text: string, y: number): ItemRow[] => [
      ['\uf0b7', 66, y, 5, 10, 'OpenSymbol'],
      [text, 75, y, text.length * 5, 10, SANS],
    ];
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            ['Lucía Herrera', 230, 60, 120, 18, 'LiberationSans-Bold'],
            ['EXPERIENCIA', 57, 600, 80, 11, 'LiberationSans-Bold'],
            ['Analista Contable', 57, 620, 90, 10, 'LiberationSans-Bold'],
            ['Hernández, Salas & Asociados', 57, 634, 150, 10, SANS],
            ['Septiembre 2014 – Febrero 2018', 400, 634, 140, 10, SANS],
            ...item('Llevé la contabilidad de quince clientes', 650),
            ...item('Elaboré las nóminas y calculé los aportes al IVSS,', 664),
          ],
          [
            ['FAOV, INCES y Régimen Prestacional de Empleo', 75, 60, 220, 10, SANS],
            ...item('Realicé las conciliaciones bancarias', 74),
            ['IDIOMAS', 57, 120, 60, 11, 'LiberationSans-Bold'],
            ['Inglés intermedio', 57, 140, 90, 10, SANS],
          ],
        ),
      ),
    ).resume;
    expect(resume.experience.map((j) => j.bullets)).toEqual([
      [
        'Llevé la contabilidad de quince clientes',
        'Elaboré las nóminas y calculé los aportes al IVSS, FAOV, INCES y Régimen Prestacional de Empleo',
        'Realicé las conciliaciones bancarias',
      ],
    ]);
  });
});

describe("Peru's 'Curriculum Vitae documentado'", () => {
  it("reads the name from 'Apellidos y nombres' in the given names' order, under a title and a call's number that are neither name nor place", () => {
    const SANS = 'LiberationSans';
    const SANS_BOLD = 'LiberationSans-Bold';
    const cell = (label: string, value: string, y: number): ItemRow[] => [
      [label, 61, y, label.length * 5, 10, SANS_BOLD],
      [value, 203, y, value.length * 4.8, 10, SANS],
    ];
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['CURRICULUM VITAE DOCUMENTADO', 190, 60, 220, 14, SANS_BOLD],
          ['PROCESO CAS N.° 087-2024-MDLO', 214, 82, 168, 10, SANS_BOLD],
          ['Puesto al que postula: Especialista en Abastecimiento', 174, 93, 248, 10, SANS],
          ['I. DATOS PERSONALES', 61, 115, 120, 10, SANS_BOLD],
          ...cell('Apellidos y nombres', 'Tello Ccahuana, Lucía Fernanda', 135),
          ...cell('DNI', '46218735', 151),
          ...cell('Dirección', 'Jr. Las Gardenias 245, Urb. Los Jardines, San Martín de Porres, Lima', 199),
          ...cell('Celular', '987 654 321', 215),
          ...cell('Correo electrónico', 'lucia.tello.ccahuana@example.com', 231),
          ['II. FORMACIÓN ACADÉMICA', 61, 262, 140, 10, SANS_BOLD],
          ['Título Profesional', 61, 280, 78, 10, SANS],
          ['Universidad Nacional Federico Villarreal', 259, 280, 177, 10, SANS],
          ['19/12/2014', 467, 280, 49, 10, SANS],
        ]),
      ),
    ).resume;
    expect([resume.profile.fullName, resume.profile.location, resume.profile.phone]).toEqual([
      'Lucía Fernanda Tello Ccahuana',
      'Jr. Las Gardenias 245, Urb. Los Jardines, San Martín de Porres, Lima',
      '987 654 321',
    ]);
    expect(looksLikePlace('PROCESO CAS N.° 087-2024-MDLO')).toBe(false);
    // (The document's own titles, Peru's and Venezuela's, are page furniture.)
    expect(['CURRICULUM VITAE DOCUMENTADO', 'SÍNTESIS CURRICULAR'].map(isDocumentTitle)).toEqual([true, true]);
  });
});

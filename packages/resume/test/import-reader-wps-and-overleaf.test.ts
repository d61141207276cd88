import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 29: a Peruvian CV typed in WPS Writer (es-word-wps-peru: 'Label<TAB>: value' paragraphs that wrap back
// to the margin, a school and its initials after a dash).

const R = 'NotoSans-Regular';
const B = 'NotoSans-Bold';
const head = (street: string, rest: string): Row[] => [
  ['EDWIN JHONATAN RAMOS HUAMANÍ', 178.1, 105.6, 239.15, 13.0, B],
  ['DATOS PERSONALES', 90.1, 129.6, 124.27, 12.0, 'LiberationSerif-Bold'],
  ['DNI', 90.1, 163.1, 20.12, 11.0, R],
  [': 45871236', 234.1, 163.1, 56.04, 11.0, R],
  ['Dirección', 90.1, 219.1, 48.47, 11.0, R],
  [street, 234.1, 219.1, 505 - 234.1 - 12, 11.0, R],
  [rest, 90.1, 231.1, 105.0, 11.0, R],
  ['Celular', 90.1, 245.1, 36.33, 11.0, R],
  [': 987 654 321', 234.1, 245.1, 68.03, 11.0, R],
  ['PERFIL PROFESIONAL', 90.1, 284.9, 140.0, 12.0, 'LiberationSerif-Bold'],
  [
    'Bachiller en Ingeniería Industrial y Profesional Técnico en Mecánica de Mantenimiento',
    90.1,
    305.3,
    415.0,
    11.0,
    R,
  ],
];

describe('a CV typed in WPS Writer', () => {
  it("reads an address whose 'Label<TAB>: value' paragraph wraps back to the margin as one place", () => {
    for (const [street, rest] of [
      // In lower case, and after a line that ran to the edge.
      [': Av. Próceres de la Independencia 3245, San Juan', 'de Lurigancho, Lima'],
      [': Av. Próceres de la Independencia 3245, San', 'Juan de Lurigancho, Lima'],
    ] as const) {
      const { profile } = readResume(pdfLines(measuredRows(head(street, rest)))).resume;
      expect(profile.location).toBe('Av. Próceres de la Independencia 3245, San Juan de Lurigancho, Lima');
      expect(profile.phone).toBe('987 654 321');
    }
  });

  it('keeps the initials after a dash in the school’s name', () => {
    const rows: Row[] = [
      ['EDWIN JHONATAN RAMOS HUAMANÍ', 178.1, 105.6, 239.15, 13.0, B],
      ['FORMACIÓN ACADÉMICA', 90.1, 400.6, 150.0, 12.0, 'LiberationSerif-Bold'],
      ['2016 – 2021', 90.1, 420.1, 61.45, 11.0, R],
      ['Universidad Tecnológica del Perú (UTP)', 161.0, 420.1, 220.0, 11.0, B],
      ['Bachiller en Ingeniería Industrial', 161.0, 432.1, 168.75, 11.0, R],
      ['2010 – 2012', 90.1, 448.1, 61.45, 11.0, R],
      ['Servicio Nacional de Adiestramiento en Trabajo Industrial –', 161.0, 448.1, 325.83, 11.0, B],
      ['SENATI', 90.1, 460.1, 39.35, 11.0, B],
      ['Profesional Técnico en Mecánica de Mantenimiento', 161.0, 472.1, 250.0, 11.0, R],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.degree, e.field, e.startDate, e.endDate])).toEqual([
      ['Universidad Tecnológica del Perú (UTP)', 'Bachiller en Ingeniería Industrial', '', '2016', '2021'],
      [
        'Servicio Nacional de Adiestramiento en Trabajo Industrial – SENATI',
        'Profesional Técnico en Mecánica de Mantenimiento',
        '',
        '2010',
        '2012',
      ],
    ]);
  });
});

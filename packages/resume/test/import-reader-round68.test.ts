import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 68: a Bolivian 'Hoja de Vida' from WPS Writer (es-word-wps-bolivia), whose employers include a ministry.

describe("a Bolivian 'Hoja de Vida' from WPS Writer", () => {
  it("reads 'Institución:' in a job as its employer", () => {
    const SANS = 'LiberationSans';
    const BOLD = 'LiberationSans-Bold';
    const labelled = (label: string, value: string, y: number): ItemRow[] => [
      [label, 72, y, label.length * 6, 11, BOLD],
      [value, 72 + label.length * 6 + 4, y, value.length * 5.2, 11, SANS],
    ];
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['HOJA DE VIDA', 250, 60, 100, 14, BOLD],
          ['Nombre:', 72, 90, 50, 11, BOLD],
          ['Rodrigo Mamani Quispe', 190, 90, 120, 11, SANS],
          ['EXPERIENCIA LABORAL', 72, 300, 140, 11, BOLD],
          ...labelled('Institución:', 'Ministerio de Economía y Finanzas Públicas', 320),
          ...labelled('Cargo:', 'Analista Económico', 334),
          ...labelled('Periodo:', 'Enero 2017 – Febrero 2020', 348),
          ...labelled('Institución:', 'Instituto Nacional de Estadística (INE)', 380),
          ...labelled('Cargo:', 'Técnico en Estadística', 394),
          ...labelled('Periodo:', 'Julio 2015 – Diciembre 2016', 408),
          ['IDIOMAS', 72, 450, 60, 11, BOLD],
          ['Castellano, Inglés, Aymara', 72, 466, 130, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.company, j.title, j.startDate, j.endDate])).toEqual([
      ['Ministerio de Economía y Finanzas Públicas', 'Analista Económico', '2017-01', '2020-02'],
      ['Instituto Nacional de Estadística (INE)', 'Técnico en Estadística', '2015-07', '2016-12'],
    ]);
  });
});

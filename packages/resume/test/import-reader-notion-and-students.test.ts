import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 33: a Notion page exported to PDF (en-html-notion) and a Mexican student's Word CV
// (es-word-estudiante-mx).

describe('a Notion page exported to PDF', () => {
  const R = 'Inter-Regular';
  const S = 'Inter-SemiBold';
  const rows: Row[] = [
    ['Nadia Kowalczyk', 64.5, 90.0, 250.0, 36.0, 'Inter-Bold'],
    ['Experience', 64.5, 200.0, 90.0, 16.2, S],
    ['Product Designer — Figma', 64.5, 230.0, 180.0, 13.5, S],
    ['Mar 2021', 64.5, 250.0, 45.0, 10.8, R],
    ['→', 112.0, 250.0, 10.8, 10.8, 'LiberationSans'],
    ['Present · New York, NY', 126.0, 250.0, 120.0, 10.8, R],
    ['Designed the Inspect panelʼs code snippets for Dev Mode', 80.0, 272.0, 300.0, 10.8, R],
    ['Education', 64.5, 585.75, 77.1, 16.2, S],
    ['Rhode Island School of Design', 64.5, 616.5, 194.38, 13.5, S],
    ['BFA, Graphic Design', 64.5, 637.5, 104.42, 10.8, R],
    ['2011', 64.5, 659.25, 22.17, 10.8, R],
    ['→', 89.71, 659.25, 10.8, 10.8, 'LiberationSans'],
    ['2015 · Providence, RI', 103.53, 659.25, 106.81, 10.8, R],
    ['Last updated', 64.5, 687.0, 66.42, 10.8, R],
    ['@March 3, 2025', 133.96, 687.0, 84.65, 10.8, R],
  ];
  const { experience, education } = readResume(pdfLines(measuredRows(rows))).resume;

  it("reads 'Last updated @March 3, 2025' as no school and the font's modifier-letter apostrophe as an apostrophe", () => {
    expect(education.map((e) => [e.school, e.startDate, e.endDate])).toEqual([
      ['Rhode Island School of Design', '2011', '2015'],
    ]);
    expect(experience[0]!.bullets).toEqual(['Designed the Inspect panel’s code snippets for Dev Mode']);
  });
});

describe("a Mexican student's Word CV", () => {
  const L = 'LiberationSans';
  const rows: Row[] = [
    ['Valeria Hernández Ortiz', 220.0, 60.0, 180.0, 16.0, 'LiberationSans-Bold'],
    ['EXPERIENCIA', 56.8, 250.0, 80.0, 11.0, 'LiberationSans-Bold'],
    ['Prácticas profesionales', 56.8, 269.1, 112.14, 10.0, 'LiberationSans-BoldItalic'],
    ['Becario de Desarrollo Web', 56.8, 282.5, 127.07, 10.0, 'LiberationSans-Bold'],
    ['— Nubia Software S.A. de C.V.', 186.9, 282.5, 140.0, 10.0, L],
    ['Enero – Junio 2024', 452.0, 282.5, 86.57, 10.0, L],
    ['•', 75.0, 295.0, 4.0, 10.0, 'Symbol'],
    ['Desarrollé pantallas en React y TypeScript para el portal de clientes', 93.0, 295.0, 330.0, 10.0, L],
    ['Servicio social', 56.8, 377.5, 69.89, 10.0, 'LiberationSans-BoldItalic'],
    ['Auxiliar de Soporte Técnico', 56.8, 390.9, 132.07, 10.0, 'LiberationSans-Bold'],
    ['— Alcaldía Gustavo A. Madero', 191.79, 390.9, 137.03, 10.0, L],
    ['Agosto 2023 – Febrero 2024', 411.5, 390.9, 127.12, 10.0, L],
    ['•', 75.0, 403.3, 4.0, 10.0, 'Symbol'],
    ['Di soporte técnico a más de 80 equipos de cómputo', 93.0, 403.3, 250.0, 10.0, L],
  ];

  it("reads 'Servicio social' in bold italics over 'Puesto — Empresa' as a label, not the employer", () => {
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Becario de Desarrollo Web', 'Nubia Software S.A. de C.V.', '2024-01', '2024-06'],
      ['Auxiliar de Soporte Técnico', 'Alcaldía Gustavo A. Madero', '2023-08', '2024-02'],
    ]);
  });
});

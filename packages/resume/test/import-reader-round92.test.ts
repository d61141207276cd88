import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 92: resumes written for this round, as Chromium printed them and pdf.js read them.

const R = 'Georgia';
const B = 'Georgia-Bold';

describe("an Italian school's mark after its name, on the line under the degree", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Giulia Ferraris', 67.2, 84, 180, 22, R],
        ['Istruzione e formazione', 67.2, 300, 150, 12, B],
        ['2013 – 2015', 67.2, 322, 58, 10.5, R],
        ['Laurea magistrale in Economia e Commercio', 180, 322, 232, 10.5, B],
        ['Università degli Studi di Torino — 110/110 e lode', 180, 336, 262, 10.5, R],
      ]),
    ),
  );

  it("reads '110/110 e lode' as the score, and as no field of study", () => {
    expect(resume.education.map((e) => [e.school, e.degree, e.field, e.score])).toEqual([
      ['Università degli Studi di Torino', 'Laurea magistrale in Economia e Commercio', '', '110/110 e lode'],
    ]);
  });
});

describe("a French job's bold title, its comma, then the employer and an unknown town after a dash", () => {
  const line = (y: number, title: string, width: number, rest: string) =>
    [
      [title, 172, y, width, 10, 'Arial-BoldMT'],
      [rest, 172 + width, y, rest.length * 4.8, 10, 'ArialMT'],
    ] as const;
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Camille Lefèvre', 219, 60, 170, 22, 'Arial-BoldMT'],
        ['Expériences professionnelles', 71, 160, 200, 11, 'Arial-BoldMT'],
        ["2021 – aujourd'hui", 71, 180, 85, 10, 'ArialMT'],
        ...line(180, 'Chargée de communication digitale', 168, ', Groupe SEB – Écully'),
        ['Pilotage des réseaux sociaux de la marque (250 000 abonnés)', 183, 194, 280, 10, 'ArialMT'],
        ['2018 – 2021', 71, 214, 55, 10, 'ArialMT'],
        ...line(214, 'Assistante marketing', 100, ', Agence Kiosque – Lyon'),
        ['Rédaction de contenus web et de newsletters', 183, 228, 210, 10, 'ArialMT'],
      ]),
    ),
  );

  it("parts title and employer where the bold ends, and reads 'Écully' as the place", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Chargée de communication digitale', 'Groupe SEB', 'Écully'],
      ['Assistante marketing', 'Agence Kiosque', 'Lyon'],
    ]);
  });
});

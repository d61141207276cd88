import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, page } from './pdf-page';

// Corpus round 108: resumes written after this round's rules, scored before any was tuned to them, then read again.

describe("a nurse's letters after her name in a part of their own ('Ashley N. Monroe,' | 'BSN, RN, CCRN')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Ashley N. Monroe,', 174.2, 69.7, 163.6, 18, 'NotoSans-Bold'],
        ['BSN, RN, CCRN', 342.6, 69.7, 95.4, 13, 'NotoSans-Bold'],
        ['Memphis, TN 38117 | (901) 555-0148 | ashley.monroe.rn@outlook.com', 125, 87.2, 362, 10.5, 'NotoSans-Regular'],
      ]),
    ),
  );

  it('reads the name with its letters, as the corpus keeps them', () => {
    expect(resume.profile.fullName).toBe('Ashley N. Monroe, BSN, RN, CCRN');
  });
});

describe("an Austrian CV: 'Lukas Hofer, BSc' over a table of personal data, a HTL under its Reife- und Diplomprüfung", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Lebenslauf – Lukas Hofer, BSc', 429, 36, 8],
        ['LEBENSLAUF', 57, 58, 9, 'Helvetica-Bold'],
        ['Lukas Hofer, BSc', 57, 69, 20, 'Helvetica-Bold'],
        ['PERSÖNLICHE DATEN', 57, 104, 11.5, 'Helvetica-Bold'],
        ['Adresse', 62, 125, 10],
        ['Neubaugasse 58/12, 1070 Wien', 177, 125, 10],
        ['E-Mail', 62, 150, 10],
        ['lukas.hofer@gmx.at', 177, 150, 10],
        ['AUSBILDUNG', 57, 560, 11.5, 'Helvetica-Bold'],
        ['09/2007 – 06/2012', 62, 623, 10],
        ['Reife- und Diplomprüfung, Höhere Abteilung für Informationstechnologie', 177, 623, 10, 'Helvetica-Bold'],
        ['HTL Leonding', 177, 635, 10],
      ]),
    ),
  );

  it('reads the name and the school', () => {
    expect(resume.profile.fullName).toBe('Lukas Hofer, BSc');
    expect(resume.education).toMatchObject([
      { school: 'HTL Leonding', degree: 'Reife- und Diplomprüfung, Höhere Abteilung für Informationstechnologie' },
    ]);
  });
});

describe("a Dutch hospital's academy under a further training ('Vervolgopleiding …' over 'Rijnstate Academie, Arnhem')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Sanne de Vries', 43, 50, 22, 'Helvetica-Bold'],
        ['sanne.devries@example.nl', 43, 72, 9],
        ['OPLEIDINGEN', 43, 446, 10, 'Helvetica-Bold'],
        ['Vervolgopleiding Intensive Care Verpleegkundige', 43, 469, 8.8, 'Helvetica-Bold'],
        ['2014 - 2016', 328, 469, 8.8],
        ['Rijnstate Academie, Arnhem', 43, 481, 8.8, 'Helvetica-Oblique'],
        ['HBO-V Verpleegkunde', 43, 500, 8.8, 'Helvetica-Bold'],
        ['2008 - 2012', 328, 500, 8.8],
        ['Hogeschool van Arnhem en Nijmegen (HAN)', 43, 512, 8.8, 'Helvetica-Oblique'],
      ]),
    ),
  );

  it('reads the academy as the school and the training as what was studied', () => {
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([
      ['Rijnstate Academie', 'Vervolgopleiding Intensive Care Verpleegkundige'],
      ['Hogeschool van Arnhem en Nijmegen (HAN)', 'HBO-V Verpleegkunde'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 46: an online builder's two-column CV (en-html-twocol-left-timeline), the given name light over the
// surname in bolder capitals; and a CV typed in Word in Spain (es-word-curriculum-espana), its software skills each
// with a level. As pdf.js read their PDFs.

describe("a builder's CV whose given name is set light over the surname in bolder capitals", () => {
  const L = 'Lato-Regular';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Priya', 25.5, 179.3, 54.1, 24, 'Lato-Light'],
        ['RAMANATHAN', 25.5, 201, 146.4, 19, 'Lato-Black'],
        ['Senior Data Analyst', 25.5, 224.3, 94.7, 11, L],
        ['C O N T A C T', 25.5, 261.8, 61.2, 10.5, 'Lato-Bold'],
        ['07700 900417', 41, 288, 58.3, 8.8, L],
        ['priya.ramanathan@example.com', 41, 307.5, 124.7, 8.8, L],
        ['Leeds, UK', 41, 326.3, 38.7, 8.8, L],
      ]),
    ),
  );

  it('reads both lines as the name, the job title under them as the headline', () => {
    expect(resume.profile.fullName.toUpperCase()).toBe('PRIYA RAMANATHAN');
    expect(resume.profile.headline).toBe('Senior Data Analyst');
  });
});

describe("a CV's software skills, each with its level after a colon", () => {
  const R = 'LiberationSerif';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['LUCÍA MARTÍN SERRANO', 220, 100, 180, 14, 'LiberationSerif-Bold'],
        ['INFORMÁTICA', 85.2, 488.9, 88.6, 12, 'LiberationSerif-Bold'],
        ['Paquete Office: nivel avanzado', 85.2, 510.7, 150.2, 12, R],
        ['SAP: nivel usuario', 85.2, 526.5, 90.5, 12, R],
        ['ContaPlus: nivel avanzado', 85.2, 558.1, 127.9, 12, R],
      ]),
    ),
  );

  it("keeps 'SAP: nivel usuario' whole, a user's level being a level as 'nivel avanzado' is", () => {
    expect([...resume.skills.core, ...resume.skills.tools]).toEqual([
      'Paquete Office: nivel avanzado',
      'SAP: nivel usuario',
      'ContaPlus: nivel avanzado',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { page } from './pdf-page';

// Corpus round 105: the third batch of this round's resumes, written small.

describe("A levels' subjects after their label, then the school ('A Levels: Mathematics, Geography, …, Leeds City College')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Declan Fairweather', 84, 60, 20, 'Helvetica-Bold'],
        ['declan.fairweather@example.co.uk', 84, 82, 10],
        ['Education', 142, 475, 14.3],
        ['2010–2013', 84, 498, 10.9],
        ['BSc (Hons) Logistics and Supply Chain Management, University of Huddersfield', 160, 498, 10.9],
        ['2008–2010', 84, 514, 10.9],
        ['A Levels: Mathematics, Geography, Business Studies, Leeds City College', 160, 514, 10.9],
      ]),
    ),
  );

  it('reads the college as the school', () => {
    expect(resume.education.map((e) => e.school)).toEqual(['University of Huddersfield', 'Leeds City College']);
  });
});

describe("two titles parted by a slash under the employer's line ('Sales Associate / Key Holder')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Dana Kowalski', 72, 60, 18, 'Helvetica-Bold'],
        ['dana.kowalski@example.com', 72, 80, 10],
        ['PROFESSIONAL EXPERIENCE', 72, 110, 12, 'Helvetica-Bold'],
        ['Kohl’s — Columbus, OH', 72, 130, 10, 'Helvetica-Bold'],
        ['June 2012 – August 2015', 440, 130, 10],
        ['Sales Associate / Key Holder', 72, 144, 10, 'Helvetica-Oblique'],
        ['• Opened and closed the store four days a week', 80, 158, 10],
      ]),
    ),
  );

  it('keeps the title whole', () => {
    expect(resume.experience).toMatchObject([{ title: 'Sales Associate / Key Holder', company: 'Kohl’s' }]);
  });
});

describe("a winery named for its town, then the town ('Bodega Altos del Tupungato, Tupungato')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Mariela Quiroga', 72, 60, 18, 'Helvetica-Bold'],
        ['mquiroga@example.com.ar', 72, 80, 10],
        ['Experiencia laboral', 72, 110, 12, 'Helvetica-Bold'],
        ['Enóloga', 72, 130, 10, 'Helvetica-Bold'],
        ['Mar 2019 - Actual', 450, 130, 10],
        ['Bodega Altos del Tupungato, Tupungato', 72, 144, 10, 'Helvetica-Oblique'],
        ['• Responsable de la elaboración de vinos tintos de alta gama', 80, 158, 10],
      ]),
    ),
  );

  it('reads the town apart', () => {
    expect(resume.experience).toMatchObject([{ company: 'Bodega Altos del Tupungato', location: 'Tupungato' }]);
  });
});

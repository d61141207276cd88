import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 49: a Swedish builder's CV (sv-html-cv), its contact details stacked flush right beside the name. As
// pdf.js read its PDF.

describe("a Swedish CV's address, the street named by its kind ('Storgatan')", () => {
  const R = 'NotoSans-Regular';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Elin Sjöström', 45.4, 62, 172.1, 26, 'NotoSans-Bold'],
        ['Projektledare', 45.4, 86, 81.6, 13, R],
        ['Storgatan 12, 411 38 Göteborg', 420.2, 50, 130, 9, R],
        ['070-123 45 67', 491.1, 64, 59.1, 9, R],
        ['elin.sjostrom@example.com', 430.7, 78, 119.5, 9, R],
      ]),
    ),
  );

  it('reads the address as the location', () => {
    expect(resume.profile.location).toBe('Storgatan 12, 411 38 Göteborg');
    expect(resume.profile.phone).toBe('070-123 45 67');
  });
});

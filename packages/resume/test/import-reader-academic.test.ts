import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// An academic CV typed in res.cls's margin style (corpus round 15, en-latex-res): the home address and the contact
// details in two columns under the name, headings in a margin column in Times' small capitals.

const R = 'NimbusRomNo9L-Regu';
const M = 'NimbusRomNo9L-Medi';
const I = 'NimbusRomNo9L-ReguItal';
const { profile, education } = readResume(
  pdfLines(
    measuredRows([
      ['Katherine L. Moreau', 240.58, 53.16, 130.84, 14.35, M],
      ['48 Elm Street, Apt. 2', 54, 64.35, 85.28, 9.96, R],
      ['(617) 555-0193', 495.74, 64.35, 62.26, 9.96, R],
      ['Somerville, MA 02144', 54, 76.3, 92.15, 9.96, R],
      ['kmoreau@example.com', 460.71, 76.3, 97.28, 9.96, R],
      ['E', 54.25, 103.43, 6.09, 9.96, R],
      ['DUCATION', 60.83, 103.43, 44.17, 7.97, R],
      ['Georgia Institute of Technology', 147.6, 103.43, 134.31, 9.96, M],
      [', Atlanta, GA', 281.91, 103.43, 53.68, 9.96, R],
      ['Aug. 2010 – May 2014', 464.7, 103.43, 93.3, 9.96, R],
      ['B.S. in Chemical and Biomolecular Engineering', 147.6, 115.39, 192.88, 9.96, I],
      [', with highest honors', 340.48, 115.39, 83.58, 9.96, R],
    ] satisfies Row[]),
  ),
).resume;

describe("an academic CV in res.cls's style", () => {
  it('reads the street and the town under it as the place, though each shares its line with a contact detail', () => {
    expect([profile.location, profile.phone, profile.email]).toEqual([
      '48 Elm Street, Apt. 2, Somerville, MA 02144',
      '(617) 555-0193',
      'kmoreau@example.com',
    ]);
  });

  it("keeps a degree's honours after its field as a detail, not as the field", () => {
    expect(education.map((e) => [e.degree, e.field, e.details])).toEqual([
      ['B.S.', 'Chemical and Biomolecular Engineering', ['with highest honors']],
    ]);
  });
});

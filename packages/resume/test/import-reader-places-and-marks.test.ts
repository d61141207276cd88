import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Places and list marks the eighth round's review and its layouts laid out larger found misread: letters after a
// name that also name a region, a grid address, moderncv's date margin and marvosym's marks.

const read = (rows: Row[]) => readResume(pdfLines(measuredRows(rows))).resume;

describe('letters after a name that also name a region', () => {
  const header = (place: string): Row[] => [
    ['Dana Price', 72, 60, 110, 20, 'LiberationSans-Bold'],
    [place, 72, 84, 90, 10, 'LiberationSans'],
    ['dana.price@example.com', 72, 98, 130, 10, 'LiberationSans'],
  ];

  it.each(['Baltimore, MD', 'Jackson, MS', 'Natal, RN'])('reads %s after a town as the location', (place) => {
    expect(read(header(place)).profile.location).toBe(place);
  });

  it('keeps a name with letters after it out of the location', () => {
    expect(read(header('Jane Doe, RN')).profile.location).toBe('');
  });
});

describe("a builder's sidebar with a grid address over three lines", () => {
  const rows: Row[] = [
    ['Details', 25.5, 42.1, 36.5, 12, 'Helvetica-Bold'],
    ['2150 S 1300 E', 25.5, 60.6, 58.1, 9, 'Helvetica'],
    ['Salt Lake City', 25.5, 73.3, 55.7, 9, 'Helvetica'],
    ['United States', 25.5, 86.1, 56.5, 9, 'Helvetica'],
    ['(801) 555-0162', 25.5, 104.8, 62.1, 9, 'Helvetica'],
    ['h.christensen@example.com', 25.5, 116.8, 121.8, 9, 'Helvetica'],
    ['Hannah Christensen', 206.9, 39.5, 254.5, 28, 'Helvetica-Bold'],
  ];

  it('reads the street without a street word, its town and its country as the location, and none as the headline', () => {
    const { profile } = read(rows);
    expect([profile.location, profile.headline]).toEqual(['2150 S 1300 E, Salt Lake City, United States', '']);
  });
});

describe('a German moderncv laid out wider: a stretched title beside the date margin, marvosym list marks', () => {
  // Items as pdf.js reads the corpus's de-latex-moderncv typeset 16 % larger: TeX stretched the title's spaces, and
  // each item's mark is marvosym's glyph read as '{'.
  const rows: Row[] = [
    ['Katharina', 59.53, 91.2, 129.65, 33.87, 'LMSans17-Regular'],
    ['Weißenborn', 58.03, 116.1, 156.2, 33.87, 'LMSans17-Regular'],
    ['Berufserfahrung', 153.53, 210.0, 92.67, 14.35, 'LMSans12-Regular'],
    ['03/2019 – heute', 68.75, 229.4, 75.82, 10.91, 'LMSans10-Regular'],
    [' ', 144.57, 229.4, 8.96, 10.91, 'LMSans10-Regular'],
    ['Entwicklungsingenieurin', 153.53, 229.4, 121.3, 10.91, 'LMSans10-Bold'],
    [' ', 274.83, 229.4, 6.59, 10.91, 'LMSans10-Bold'],
    ['Elektrische', 281.55, 229.4, 55.12, 10.91, 'LMSans10-Bold'],
    [' ', 336.67, 229.4, 6.59, 10.91, 'LMSans10-Bold'],
    ['Antriebe', 343.39, 229.4, 43.84, 10.91, 'LMSans10-Bold'],
    [',', 387.23, 229.4, 3.09, 10.91, 'LMSans10-Regular'],
    [' ', 390.32, 229.4, 5.99, 10.91, 'LMSans10-Regular'],
    ['Robert Bosch', 396.43, 229.4, 65.62, 10.91, 'LMSans10-Oblique'],
    ['GmbH', 153.53, 242.9, 29.3, 10.91, 'LMSans10-Oblique'],
    [', Stuttgart-Feuerbach', 182.83, 242.9, 98.22, 10.91, 'LMSans10-Regular'],
    ['{', 153.45, 256.5, 5.53, 9.96, 'MarVoSym'],
    [' ', 158.98, 256.5, 5.13, 9.96, 'MarVoSym'],
    [
      'Auslegung und Simulation permanenterregter Synchronmaschinen für',
      164.11,
      256.5,
      298.09,
      9.96,
      'LMSans10-Regular',
    ],
    ['800-V-Achsantriebe mit Ansys Maxwell und MATLAB/Simulink', 164.44, 268.4, 266.08, 9.96, 'LMSans10-Regular'],
    ['{', 153.45, 280.4, 5.53, 9.96, 'MarVoSym'],
    [' ', 158.98, 280.4, 5.45, 9.96, 'MarVoSym'],
    [
      'Koordination der Prüfstandsversuche mit drei Zulieferern und Auswertung',
      164.44,
      280.4,
      297.6,
      9.96,
      'LMSans10-Regular',
    ],
    ['der Messdaten in Python', 164.44, 292.4, 104.19, 9.96, 'LMSans10-Regular'],
    ['{', 153.45, 304.3, 5.53, 9.96, 'MarVoSym'],
    [' ', 158.98, 304.3, 5.12, 9.96, 'MarVoSym'],
    [
      'Technische Projektleitung für ein Kundenprojekt mit einem Entwicklungs-',
      164.1,
      304.3,
      299.6,
      9.96,
      'LMSans10-Regular',
    ],
    ['budget von 1,8 Mio. Euro', 164.44, 316.3, 107.51, 9.96, 'LMSans10-Regular'],
  ];

  it('reads the stretched title whole and the employer after its comma', () => {
    const [job] = read(rows).experience;
    expect([job!.title, job!.company, job!.location]).toEqual([
      'Entwicklungsingenieurin Elektrische Antriebe',
      'Robert Bosch GmbH',
      'Stuttgart-Feuerbach',
    ]);
  });

  it('starts an item at each mark, with its wrapped line', () => {
    expect(read(rows).experience[0]!.bullets).toEqual([
      'Auslegung und Simulation permanenterregter Synchronmaschinen für 800-V-Achsantriebe mit Ansys Maxwell und MATLAB/Simulink',
      'Koordination der Prüfstandsversuche mit drei Zulieferern und Auswertung der Messdaten in Python',
      'Technische Projektleitung für ein Kundenprojekt mit einem Entwicklungsbudget von 1,8 Mio. Euro',
    ]);
  });
});

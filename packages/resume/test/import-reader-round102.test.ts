import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, page } from './pdf-page';

// Corpus round 102: resumes written for this round (a builder's timeline, a dense table, LaTeX with a math symbol, a
// sidebar's address over its country), as pdf.js read them.

describe("a timeline's entries painted after the page's foot, beside their dates drawn first", () => {
  // As Chromium draws a builder's timeline: the headings and the skills, then each section's dates, then the entries
  // ('position: relative' for the dot on the line between).
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Soren Aldridge', 46.5, 62.3, 181.3, 25, 'NotoSans-Bold'],
        ['soren.aldridge@eastlink.ca', 451.5, 81, 114, 9, 'NotoSans-Regular'],
        ['WORK EXPERIENCE', 46.5, 157.5, 126.4, 10.5, 'NotoSans-Bold'],
        ['EDUCATION', 46.5, 483.8, 77.8, 10.5, 'NotoSans-Bold'],
        ['SKILLS', 46.5, 594.8, 44.5, 10.5, 'NotoSans-Bold'],
        ['Marine electrical systems', 54.3, 616.5, 104.1, 8.8, 'NotoSans-Regular'],
        ['PLC troubleshooting', 54.3, 636, 84.2, 8.8, 'NotoSans-Regular'],
        ['2019 – Now', 46.5, 177.8, 50.2, 9, 'NotoSans-Bold'],
        ['2014 – 2019', 46.5, 305.3, 50.4, 9, 'NotoSans-Bold'],
        ['Electrical Project Coordinator', 132.4, 179.3, 158.1, 10.8, 'NotoSans-Bold'],
        ['Harbourline Shipyards', 132.4, 193.5, 98.6, 9.4, 'NotoSans-Regular'],
        [
          'Track material shortages in SAP and cut idle crew hours by about 15%',
          144.4,
          209.3,
          312.8,
          9.6,
          'NotoSans-Regular',
        ],
        [
          'Run weekly coordination meetings with pipefitting and quality teams',
          144.4,
          224.3,
          310.2,
          9.6,
          'NotoSans-Regular',
        ],
        ['Marine Electrician', 132.4, 306.8, 97.8, 10.8, 'NotoSans-Bold'],
        ['Atlantic Vessel Services Ltd.', 132.4, 320.3, 120.4, 9.4, 'NotoSans-Regular'],
        ['Troubleshot PLC-controlled winch and crane systems at sea', 144.4, 336, 270.6, 9.6, 'NotoSans-Regular'],
        ['Mentored four apprentices through their Red Seal hours', 144.4, 351, 253.8, 9.6, 'NotoSans-Regular'],
        ['2021 – 2023', 46.5, 504, 50.4, 9, 'NotoSans-Bold'],
        ['2008 – 2010', 46.5, 545.3, 50.4, 9, 'NotoSans-Bold'],
        ['Certificate in Project Management', 132.4, 504.8, 185.9, 10.8, 'NotoSans-Bold'],
        ['Dalhousie University', 132.4, 519, 90.6, 9.4, 'NotoSans-Regular'],
        ['Electrical Construction and Industrial Diploma', 132.4, 546.8, 249.6, 10.8, 'NotoSans-Bold'],
        ['Nova Scotia Community College', 132.4, 560.3, 140.6, 9.4, 'NotoSans-Regular'],
      ]),
    ),
  );

  it('reads each entry with its dates, in its section', () => {
    expect(resume.experience).toMatchObject([
      { title: 'Electrical Project Coordinator', company: 'Harbourline Shipyards', startDate: '2019', endDate: '' },
      { title: 'Marine Electrician', company: 'Atlantic Vessel Services Ltd.', startDate: '2014', endDate: '2019' },
    ]);
    expect(resume.experience[1]!.bullets).toEqual([
      'Troubleshot PLC-controlled winch and crane systems at sea',
      'Mentored four apprentices through their Red Seal hours',
    ]);
    expect(resume.education).toMatchObject([
      { school: 'Dalhousie University', startDate: '2021' },
      { school: 'Nova Scotia Community College', endDate: '2010' },
    ]);
    expect(resume.skills.core.join(' ')).not.toMatch(/Shipyards|Dalhousie/);
  });
});

describe("a table row's town in its last cell, drawn after the row's items ('dates' | 'Company / Title' | 'Town')", () => {
  const font = 'LiberationSansNarrow';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Anders Holmgren, P.E.', 204.4, 50, 202.7, 18, `${font}-Bold`],
        ['Milwaukee, WI 53207 | (414) 555-0162 | anders.holmgren@gmail.com', 130.3, 66, 280.4, 9.2, font],
        ['EXPERIENCE', 40, 280, 65.5, 9.6, `${font}-Bold`],
        ['06/2014 – 04/2019', 40, 299.3, 65.7, 9.6, font],
        ['Badger Fluid Power, Inc.', 123.6, 299.3, 91.4, 9.6, `${font}-Bold`],
        ['/', 217.2, 299.3, 2.2, 9.6, font],
        ['Mechanical Engineer', 221.6, 299.3, 73.5, 9.6, `${font}-Italic`],
        ['Owned ECNs and BOMs in SolidWorks PDM for a 300-part product family', 134.6, 312, 257.5, 9.6, font],
        ['Qualified a second source for chrome-plated rods, saving $180k a year', 134.6, 324.8, 247.2, 9.6, font],
        ['Milwaukee, WI', 520.8, 299.3, 51.2, 9.6, font],
        ['01/2013 – 08/2013', 40, 369, 65.7, 9.6, font],
        ['Lakeshore Turbine Components', 123.6, 369, 120.1, 9.6, `${font}-Bold`],
        ['/', 245.9, 369, 2.2, 9.6, font],
        ['Manufacturing Engineering Intern', 250.3, 369, 118.4, 9.6, `${font}-Italic`],
        ['Built inspection fixtures for turbine blade machining cells', 134.6, 381.8, 214.2, 9.6, font],
        ['Sheboygan, WI', 518.2, 369, 53.8, 9.6, font],
      ]),
    ),
  );

  it('reads the town as the place, the slash as parting employer and title', () => {
    expect(resume.profile.fullName).toBe('Anders Holmgren, P.E.');
    expect(resume.experience).toMatchObject([
      { title: 'Mechanical Engineer', company: 'Badger Fluid Power, Inc.', location: 'Milwaukee, WI' },
      { title: 'Manufacturing Engineering Intern', company: 'Lakeshore Turbine Components', location: 'Sheboygan, WI' },
    ]);
    expect(resume.experience.flatMap((e) => e.bullets)).toHaveLength(3);
  });
});

describe("a math font's symbol in a LaTeX item ('(n ≈ 3,000)', cmsy's 'LMMathSymbols')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Priya Raman', 72, 60, 18, 'LMRoman17-Regular'],
        ['priya.raman@example.com', 72, 80, 10, 'LMRoman10-Regular'],
        ['Experience', 72, 110, 12, 'LMRoman12-Bold'],
        ['UX Researcher, Duolingo', 72, 130, 10, 'LMRoman10-Bold'],
        ['Jan 2021 – Present', 450, 130, 10, 'LMRoman10-Regular'],
        ['•', 80, 145, 10, 'LMMathSymbols10-Regular'],
        ['Designed quarterly satisfaction surveys (n', 90, 145, 10, 'LMRoman10-Regular'],
        ['≈', 302, 145, 10, 'LMMathSymbols10-Regular'],
        ['3,000) in Qualtrics and R', 310, 145, 10, 'LMRoman10-Regular'],
      ]),
    ),
  );

  it('keeps the symbol in the text', () => {
    expect(resume.experience[0]!.bullets).toEqual([
      'Designed quarterly satisfaction surveys (n ≈ 3,000) in Qualtrics and R',
    ]);
  });
});

describe("an address over its country in a sidebar ('Te Aro, Wellington 6011' / 'New Zealand')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Ngaio Fenwick', 42, 40, 28, 'Helvetica-Bold'],
        ['CONTACT', 42, 112, 9.5, 'Helvetica-Bold'],
        ['Te Aro, Wellington 6011', 42, 141, 9.5],
        ['New Zealand', 42, 153, 9.5],
        ['+64 21 555 0193', 42, 168, 9.5],
        ['ngaio.fenwick@example.co.nz', 42, 183, 9.5],
      ]),
    ),
  );

  it('reads the place whole', () => {
    expect(resume.profile.location).toBe('Te Aro, Wellington 6011, New Zealand');
  });
});

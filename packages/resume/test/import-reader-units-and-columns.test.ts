import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Layouts the corpus met first in its eighth round (a nurse's Word resume in table cells, a builder's 'Title at
// Company' entries, a German moderncv), scored blind before any rule changed: items as pdf.js read the corpus's
// files, each case misread before its rule.

const read = (rows: Row[]) => readResume(pdfLines(measuredRows(rows))).resume;

describe("a nurse's Word resume: credentials after the name, titles wrapped in their table cell", () => {
  const rows: Row[] = [
    ['Lauren Whitaker', 195.5, 62, 156.6, 20, 'LiberationSans-Bold'],
    [', BSN, RN', 352.2, 62, 64.5, 14, 'LiberationSans'],
    [
      'Salt Lake City, UT 84101 | (801) 555-0147 | lauren.whitaker.rn@example.com',
      133.7,
      78.6,
      344.4,
      10,
      'LiberationSans',
    ],
    ['Clinical Experience', 54.1, 256.9, 119.2, 13, 'LiberationSans-Bold'],
    ['Registered Nurse III / Charge Nurse, Emergency', 54.1, 283, 272.4, 12, 'LiberationSans-Bold'],
    ['Department', 54.1, 296.8, 66.7, 12, 'LiberationSans-Bold'],
    ['Intermountain Medical Center, Murray, UT', 54.1, 309.7, 186.5, 10, 'LiberationSans-Italic'],
    ['Jun 2020 – Present', 471.5, 281.1, 86.6, 10, 'LiberationSans'],
    ['•', 59.1, 324.2, 3.5, 10, 'LiberationSans'],
    [' ', 62.6, 324.2, 9.5, 10, 'LiberationSans'],
    [
      'Precept new graduate nurses and travelers through a 12-week orientation',
      72.1,
      324.2,
      427.9,
      10,
      'LiberationSans',
    ],
    ['Registered Nurse, Cardiovascular Intensive Care Unit', 54.1, 381.1, 304.4, 12, 'LiberationSans-Bold'],
    ['(CVICU)', 54.1, 394.9, 45.3, 12, 'LiberationSans-Bold'],
    ['University of Utah Hospital, Salt Lake City, UT', 54.1, 407.8, 203.7, 10, 'LiberationSans-Italic'],
    ['Aug 2018 – May 2020', 460.4, 379.2, 97.7, 10, 'LiberationSans'],
    ['•', 59.1, 422.2, 3.5, 10, 'LiberationSans'],
    [' ', 62.6, 422.2, 9.5, 10, 'LiberationSans'],
    ['Titrated vasoactive drips and sedation to protocol', 72.1, 422.2, 300, 10, 'LiberationSans'],
  ];

  it('reads the name with the letters after it, as she writes it', () => {
    expect(read(rows).profile.fullName).toBe('Lauren Whitaker, BSN, RN');
  });

  it("joins a unit's last word, or its initials in brackets, that the cell wrapped onto a line of their own", () => {
    const jobs = read(rows).experience.map(({ title, company }) => [title, company]);
    expect(jobs).toEqual([
      ['Registered Nurse III / Charge Nurse, Emergency Department', 'Intermountain Medical Center'],
      ['Registered Nurse, Cardiovascular Intensive Care Unit (CVICU)', 'University of Utah Hospital'],
    ]);
  });
});

describe('a list item wrapped onto words that say until now', () => {
  it("joins '… 14 preceptees' / 'to date' into one item, not a job's dates", () => {
    const rows: Row[] = [
      ['Lauren Whitaker', 195.5, 62, 156.6, 20, 'LiberationSans-Bold'],
      ['Clinical Experience', 54.1, 300, 119.2, 13, 'LiberationSans-Bold'],
      ['Charge Nurse', 54.1, 345.1, 100, 12, 'LiberationSans-Bold'],
      ['Intermountain Medical Center, Murray, UT', 54.1, 373.7, 223.8, 12, 'LiberationSans-Italic'],
      ['Jun 2020 – Present', 454.1, 345.1, 103.9, 12, 'LiberationSans'],
      ['•', 59.1, 419.1, 4.2, 12, 'LiberationSans'],
      [' ', 63.3, 419.1, 8.8, 12, 'LiberationSans'],
      [
        'Precept new graduate nurses and travelers through a 12-week orientation; 14 preceptees',
        72.1,
        419.1,
        473.6,
        12,
        'LiberationSans',
      ],
      ['to date', 72.1, 432.9, 36.6, 12, 'LiberationSans'],
    ];
    expect(read(rows).experience.map((j) => j.bullets)).toEqual([
      ['Precept new graduate nurses and travelers through a 12-week orientation; 14 preceptees to date'],
    ]);
  });
});

describe("a builder's 'Title at Company, City' entries", () => {
  it('reads a title that names its unit before its employer, wrapped after the joiner', () => {
    const rows: Row[] = [
      ['Hannah Christensen', 206.9, 48, 254, 25, 'NotoSans-Bold'],
      ['Employment History', 206.9, 190.5, 122.6, 12, 'NotoSans-Bold'],
      ['Senior Data Analyst at Overstock, Midvale', 206.9, 210, 209.7, 10, 'NotoSans-Bold'],
      ['MARCH 2021 — PRESENT', 206.9, 223.5, 100, 7.5, 'NotoSans-Regular'],
      ['•', 210, 237.8, 4, 9, 'NotoSans-Regular'],
      ['Lead a team of three analysts that owns the pricing dashboards', 219.9, 237.8, 300, 9, 'NotoSans-Regular'],
      ['Business Intelligence Developer, Finance and Operations at', 206.9, 326.3, 295.3, 10, 'NotoSans-Bold'],
      ['Intermountain Health, Salt Lake City', 206.9, 339.8, 183.3, 10, 'NotoSans-Bold'],
      ['JUNE 2019 — FEBRUARY 2021', 206.9, 353.3, 118.1, 7.5, 'NotoSans-Regular'],
      ['•', 210, 367.8, 4, 9, 'NotoSans-Regular'],
      ['Built the monthly close dashboards for the finance team', 219.9, 367.8, 280, 9, 'NotoSans-Regular'],
    ];
    const jobs = read(rows).experience.map(({ title, company, location }) => [title, company, location]);
    expect(jobs).toEqual([
      ['Senior Data Analyst', 'Overstock', 'Midvale'],
      ['Business Intelligence Developer, Finance and Operations', 'Intermountain Health', 'Salt Lake City'],
    ]);
  });
});

describe('a German moderncv', () => {
  it("joins a company's legal form wrapped onto the next line to its name", () => {
    const rows: Row[] = [
      ['Katharina Weißenborn', 59.5, 91.6, 296, 33.9, 'LMSans17-Regular'],
      ['Berufserfahrung', 153.5, 185, 93, 14.3, 'LMSans12-Regular'],
      ['03/2019 – heute', 68.8, 229.8, 72.5, 10.9, 'LMSans10-Regular'],
      ['Entwicklungsingenieurin Elektrische Antriebe', 153.5, 229.8, 230, 10.9, 'LMSans10-Bold'],
      [',', 383.5, 229.8, 3, 10.9, 'LMSans10-Regular'],
      [' ', 386.5, 229.8, 3.6, 10.9, 'LMSans10-Regular'],
      ['Robert Bosch', 390.1, 229.8, 65, 10.9, 'LMSans10-Oblique'],
      ['GmbH', 153.5, 243.4, 28, 10.9, 'LMSans10-Oblique'],
      [', Stuttgart-Feuerbach', 181.5, 243.4, 100, 10.9, 'LMSans10-Regular'],
      ['Auslegung und Simulation permanenterregter Synchronmaschinen', 164.4, 258, 290, 10, 'LMSans10-Regular'],
    ];
    expect(read(rows).experience.map(({ title, company, location }) => [title, company, location])).toEqual([
      ['Entwicklungsingenieurin Elektrische Antriebe', 'Robert Bosch GmbH', 'Stuttgart-Feuerbach'],
    ]);
  });

  it("joins a town wrapped after 'am' and reads a school's range broken in the date margin", () => {
    const rows: Row[] = [
      ['Katharina Weißenborn', 59.5, 91.6, 296, 33.9, 'LMSans17-Regular'],
      ['Berufserfahrung', 153.5, 185, 93, 14.3, 'LMSans12-Regular'],
      ['11/2012 –', 98.4, 367.8, 47.3, 10.9, 'LMSans10-Regular'],
      ['09/2015', 106.4, 381.3, 38.2, 10.9, 'LMSans10-Regular'],
      ['Entwicklungsingenieurin Leistungselektronik', 153.5, 367.8, 219.4, 10.9, 'LMSans10-Bold'],
      [',', 372.9, 367.8, 3, 10.9, 'LMSans10-Regular'],
      [' ', 376, 367.8, 3.6, 10.9, 'LMSans10-Regular'],
      ['Festo SE & Co. KG', 379.6, 367.8, 90, 10.9, 'LMSans10-Oblique'],
      [', Esslingen am', 469.6, 367.8, 66.1, 10.9, 'LMSans10-Regular'],
      ['Neckar', 153.5, 381.3, 31.4, 10.9, 'LMSans10-Regular'],
      ['Entwicklung von Ansteuerplatinen für Servoumrichter bis 7,5 kW', 164.4, 396, 270, 10, 'LMSans10-Regular'],
      ['Ausbildung', 153.5, 443.8, 63.9, 14.3, 'LMSans12-Regular'],
      ['10/2010 –', 98.4, 463.2, 47.3, 10.9, 'LMSans10-Regular'],
      ['09/2012', 106.4, 476.8, 38.2, 10.9, 'LMSans10-Regular'],
      ['M.Sc. Elektrotechnik und Informationstechnik', 153.5, 463.2, 230.7, 10.9, 'LMSans10-Bold'],
      [',', 384.3, 463.2, 3, 10.9, 'LMSans10-Regular'],
      [' ', 387.3, 463.2, 3.6, 10.9, 'LMSans10-Regular'],
      ['Universität Stuttgart', 390.9, 463.2, 94.8, 10.9, 'LMSans10-Oblique'],
      [', Stuttgart,', 485.8, 463.2, 51.5, 10.9, 'LMSans10-Regular'],
      ['Abschlussnote 1,4', 153.5, 476.8, 81.6, 10.9, 'LMSans10-Oblique'],
    ];
    const resume = read(rows);
    expect(resume.experience.map(({ title, company, location }) => [title, company, location])).toEqual([
      ['Entwicklungsingenieurin Leistungselektronik', 'Festo SE & Co. KG', 'Esslingen am Neckar'],
    ]);
    expect(resume.education.map(({ school, startDate, endDate }) => [school, startDate, endDate])).toEqual([
      ['Universität Stuttgart', '2010-10', '2012-09'],
    ]);
  });
});

describe("a PhD candidate's CV: dates in a left column, labelled details under a school, long employer names", () => {
  const NAME: Row = ['Daniela M. Ferreira', 222.3, 83, 167, 17.2, 'LMRoman12-Bold'];

  it('keeps labelled details with their school, and honours and an expected date out of the degree', () => {
    const rows: Row[] = [
      NAME,
      ['Education', 72, 169.8, 59.5, 12, 'LMRoman12-Bold'],
      ['2021 – present', 72, 189.7, 68.9, 10.9, 'LMRoman10-Regular'],
      [' ', 140.9, 189.7, 16.2, 10.9, 'LMRoman10-Regular'],
      ['Ph.D., Chemistry', 157, 189.7, 97.1, 10.9, 'LMRoman10-Bold'],
      [' ', 254.2, 189.7, 3.6, 10.9, 'LMRoman10-Bold'],
      ['(expected May 2026)', 257.8, 189.7, 100.3, 10.9, 'LMRoman10-Regular'],
      ['University of Wisconsin–Madison, Madison, WI', 157, 203.2, 227.9, 10.9, 'LMRoman10-Regular'],
      ['Dissertation:', 157, 216.8, 60.6, 10.9, 'LMRoman10-Regular'],
      [' ', 217.7, 216.8, 4.8, 10.9, 'LMRoman10-Regular'],
      ['Earth-abundant photocatalysts for C–N cross-coupling', 222.5, 216.8, 256.2, 10.9, 'LMRoman10-Italic'],
      ['Advisor: Prof. Thomas K. Whitfield', 157, 230.3, 174.6, 10.9, 'LMRoman10-Regular'],
      ['2017 – 2021', 72, 250.9, 56.4, 10.9, 'LMRoman10-Regular'],
      [' ', 128.4, 250.9, 28.7, 10.9, 'LMRoman10-Regular'],
      ['B.S., Chemistry', 157, 250.9, 87.9, 10.9, 'LMRoman10-Bold'],
      [', summa cum laude', 244.9, 250.9, 93.4, 10.9, 'LMRoman10-Regular'],
      ['The University of Texas at El Paso, El Paso, TX', 157, 264.4, 233.9, 10.9, 'LMRoman10-Regular'],
    ];
    const schools = read(rows).education.map(({ school, degree, startDate, endDate, details }) => ({
      school,
      degree,
      dates: `${startDate}|${endDate}`,
      details,
    }));
    expect(schools).toEqual([
      {
        school: 'University of Wisconsin–Madison',
        degree: 'Ph.D., Chemistry',
        // (Ongoing: no end date.)
        dates: '2021|',
        details: [
          'expected May 2026',
          'Dissertation: Earth-abundant photocatalysts for C–N cross-coupling',
          'Advisor: Prof. Thomas K. Whitfield',
        ],
      },
      {
        school: 'The University of Texas at El Paso',
        degree: 'B.S., Chemistry',
        dates: '2017|2021',
        details: ['summa cum laude'],
      },
    ]);
  });

  it('reads an employer inside two others, wrapped over two lines, as one name, not as a sentence', () => {
    const rows: Row[] = [
      NAME,
      ['Research Experience', 72, 289.6, 122.1, 12, 'LMRoman12-Bold'],
      ['Jan 2019 –', 72, 505.8, 51.7, 10.9, 'LMRoman10-Regular'],
      ['May 2021', 72, 519.4, 46.4, 10.9, 'LMRoman10-Regular'],
      ['Undergraduate Research Assistant', 157, 505.8, 190.7, 10.9, 'LMRoman10-Bold'],
      [
        'Materials Chemistry Laboratory, Department of Chemistry and Biochemistry,',
        157,
        519.4,
        383,
        10.9,
        'LMRoman10-Regular',
      ],
      ['The University of Texas at El Paso', 157, 532.9, 168.1, 10.9, 'LMRoman10-Regular'],
      ['•', 160, 548.5, 5, 10.9, 'LMRoman10-Regular'],
      [
        'Prepared zirconium metal–organic frameworks for arsenate removal',
        170.1,
        548.5,
        330,
        10.9,
        'LMRoman10-Regular',
      ],
    ];
    expect(read(rows).experience.map(({ title, company }) => [title, company])).toEqual([
      [
        'Undergraduate Research Assistant',
        'Materials Chemistry Laboratory, Department of Chemistry and Biochemistry, The University of Texas at El Paso',
      ],
    ]);
  });
});

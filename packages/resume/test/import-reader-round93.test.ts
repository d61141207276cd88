import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 93: the corpus laid out larger (build.ts --probe=larger: Letter paper, HTML at 116 %, LaTeX 2.6 cm
// narrower, Word type a fifth larger), as pdf.js read the PDFs.

describe("an e-mail a footer's narrow cell broke ('…@example.co' over 'm'), the footer on every page", () => {
  // en-word-gallery laid out larger (a Word gallery template's footer of contact cells), as pdf.js read its
  // LibreOffice PDF.
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['Megan Castellanos', 216.1, 90.6, 295.4, 33.5, 'LiberationSans-Bold'],
          ['Math Teacher & Instructional Coach', 216.1, 112.9, 207.3, 13, 'LiberationSans'],
          [' ', 423.4, 112.9, 3.7, 13, 'LiberationSans'],
          ['|', 427.1, 112.9, 3.4, 13, 'LiberationSans'],
          [' ', 430.5, 112.9, 3.6, 13, 'LiberationSans'],
          ['Aurora, CO', 434.1, 112.9, 65.7, 13, 'LiberationSans'],
          ['OBJECTIVE', 50.5, 163.3, 77.6, 13, 'LiberationSans-Bold'],
          ['High school math teacher', 50.5, 184.9, 135.9, 12, 'LiberationSans'],
          ['with ten years in the', 50.5, 200, 106.5, 12, 'LiberationSans'],
          ['classroom, looking for a', 50.5, 215.2, 126.5, 12, 'LiberationSans'],
          ['full-time math', 50.5, 230.3, 71.9, 12, 'LiberationSans'],
          ['instructional coach role', 50.5, 245.5, 122.6, 12, 'LiberationSans'],
          ['where I can help', 50.5, 260.6, 88, 12, 'LiberationSans'],
          ['teachers plan lessons', 50.5, 275.8, 115.9, 12, 'LiberationSans'],
          ['every student can get', 50.5, 290.9, 114.6, 12, 'LiberationSans'],
          ['into.', 50.5, 306.1, 22.6, 12, 'LiberationSans'],
          ['SKILLS', 50.5, 340.2, 48.6, 13, 'LiberationSans-Bold'],
          ['Illustrative Mathematics', 50.5, 361.7, 125.2, 12, 'LiberationSans'],
          ['curriculum', 50.5, 376.9, 55.3, 12, 'LiberationSans'],
          ['Desmos and GeoGebra', 50.5, 394, 126.6, 12, 'LiberationSans'],
          ['Google Classroom and', 50.5, 411.2, 122.6, 12, 'LiberationSans'],
          ['Infinite Campus', 50.5, 426.3, 83.3, 12, 'LiberationSans'],
          ['NWEA MAP and', 50.5, 443.5, 88.6, 12, 'LiberationSans'],
          ['PSAT/SAT data analysis', 50.5, 458.6, 131.2, 12, 'LiberationSans'],
          ['Differentiated instruction', 50.5, 475.8, 129.2, 12, 'LiberationSans'],
          ['SIOP strategies for', 50.5, 492.9, 101.3, 12, 'LiberationSans'],
          ['English learners', 50.5, 508.1, 85.9, 12, 'LiberationSans'],
          ['Restorative practices', 50.5, 525.2, 111.9, 12, 'LiberationSans'],
          ['PLC facilitation', 50.5, 542.4, 79.9, 12, 'LiberationSans'],
          ['LANGUAGES', 50.5, 576.5, 87, 13, 'LiberationSans-Bold'],
          ['English (native)', 50.5, 598, 82.6, 12, 'LiberationSans'],
          ['Spanish (conversational)', 50.5, 615.2, 131.9, 12, 'LiberationSans'],
          ['EXPERIENCE', 216.1, 163.3, 88.2, 13, 'LiberationSans-Bold'],
          ['Math Teacher & Department Chair', 216.1, 189.3, 201.2, 12.5, 'LiberationSans-Bold'],
          [',', 417.6, 189.3, 3.5, 12.5, 'LiberationSans-Bold'],
          [' ', 421.1, 189.3, 3.4, 12.5, 'LiberationSans-Bold'],
          ['Rangeview High', 424.5, 189.3, 96.5, 12.5, 'LiberationSans-Bold'],
          ['School', 216.1, 205.1, 41.6, 12.5, 'LiberationSans-Bold'],
          ['AUGUST 2019', 216.1, 219.5, 71.6, 10, 'LiberationSans'],
          [' ', 287.7, 219.5, 4.4, 10, 'LiberationSans'],
          ['–', 292.1, 219.5, 5.6, 10, 'LiberationSans'],
          [' ', 297.6, 219.5, 3.8, 10, 'LiberationSans'],
          ['PRESENT', 301.4, 219.5, 50.1, 10, 'LiberationSans'],
          ['', 216.1, 238, 4.9, 12, 'OpenSymbol'],
          [' ', 221, 238, 9.5, 12, 'OpenSymbol'],
          ['Teach Algebra II, Precalculus and AP Calculus AB to five', 230.5, 238, 303.1, 12, 'LiberationSans'],
          ['sections of 28 to 34 students in a Title I school where most', 230.5, 253.2, 311.1, 12, 'LiberationSans'],
          ['families speak a language other than English at home', 230.5, 268.4, 285.1, 12, 'LiberationSans'],
          ['', 216.1, 286.5, 4.9, 12, 'OpenSymbol'],
          [' ', 221, 286.5, 9.5, 12, 'OpenSymbol'],
          ['Lead a department of 14 teachers through the adoption of', 230.5, 286.5, 306.4, 12, 'LiberationSans'],
          ['Illustrative Mathematics, running the weekly PLC meeting and', 230.5, 301.7, 327.7, 12, 'LiberationSans'],
          ['modeling lessons in colleagues’ classrooms', 230.5, 316.9, 232.5, 12, 'LiberationSans'],
          ['', 216.1, 335, 4.9, 12, 'OpenSymbol'],
          [' ', 221, 335, 9.5, 12, 'OpenSymbol'],
          ['Raised the AP Calculus AB pass rate from 38% to 61% in', 230.5, 335, 305.8, 12, 'LiberationSans'],
          ['three years by adding a Saturday review series and pairing', 230.5, 350.2, 312.4, 12, 'LiberationSans'],
          ['every student with a study partner', 230.5, 365.4, 179.9, 12, 'LiberationSans'],
          ['', 216.1, 383.5, 4.9, 12, 'OpenSymbol'],
          [' ', 221, 383.5, 9.5, 12, 'OpenSymbol'],
          [
            'Mentor two first-year teachers each year through the district’s',
            230.5,
            383.5,
            325.1,
            12,
            'LiberationSans',
          ],
          ['induction program, observing and debriefing one of their', 230.5, 398.7, 297.1, 12, 'LiberationSans'],
          ['lessons every week', 230.5, 413.9, 104.6, 12, 'LiberationSans'],
          ['Mathematics Teacher', 216.1, 439.5, 127, 12.5, 'LiberationSans-Bold'],
          [',', 343.3, 439.5, 3.5, 12.5, 'LiberationSans-Bold'],
          [' ', 346.8, 439.5, 3.4, 12.5, 'LiberationSans-Bold'],
          ['Hinkley High School', 350.2, 439.5, 120.7, 12.5, 'LiberationSans-Bold'],
          ['AUGUST 2015', 216.1, 453.9, 71.6, 10, 'LiberationSans'],
          [' ', 287.7, 453.9, 4.4, 10, 'LiberationSans'],
          ['–', 292.1, 453.9, 5.6, 10, 'LiberationSans'],
          [' ', 297.6, 453.9, 3.8, 10, 'LiberationSans'],
          ['JUNE 2019', 301.4, 453.9, 55, 10, 'LiberationSans'],
          ['', 216.1, 472.4, 4.9, 12, 'OpenSymbol'],
          [' ', 221, 472.4, 9.5, 12, 'OpenSymbol'],
          ['Taught Algebra I, Geometry and a ninth-grade math support', 230.5, 472.4, 318.4, 12, 'LiberationSans'],
          ['class, co-teaching two sections with a special education', 230.5, 487.6, 295.8, 12, 'LiberationSans'],
          ['teacher for students on IEPs', 230.5, 502.8, 151.2, 12, 'LiberationSans'],
          ['', 216.1, 520.9, 4.9, 12, 'OpenSymbol'],
          [' ', 221, 520.9, 9.5, 12, 'OpenSymbol'],
          [
            'Built a shared bank of 120 Desmos activities that the Algebra I',
            230.5,
            520.9,
            330.4,
            12,
            'LiberationSans',
          ],
          ['team still uses', 230.5, 536.1, 75.9, 12, 'LiberationSans'],
          ['', 216.1, 554.3, 4.9, 12, 'OpenSymbol'],
          [' ', 221, 554.3, 9.5, 12, 'OpenSymbol'],
          ['Sponsored the Math Club and took a team to the state math', 230.5, 554.3, 317.7, 12, 'LiberationSans'],
          ['competition three years in a row', 230.5, 569.5, 169.8, 12, 'LiberationSans'],
          ['Student Teacher', 216.1, 595.1, 97.8, 12.5, 'LiberationSans-Bold'],
          [',', 314.1, 595.1, 3.5, 12.5, 'LiberationSans-Bold'],
          [' ', 317.6, 595.1, 3.4, 12.5, 'LiberationSans-Bold'],
          ['Poudre High School', 321, 595.1, 119.3, 12.5, 'LiberationSans-Bold'],
          ['SPRING 2015', 216.1, 609.5, 68.3, 10, 'LiberationSans'],
          ['', 216.1, 628, 4.9, 12, 'OpenSymbol'],
          [' ', 221, 628, 9.5, 12, 'OpenSymbol'],
          ['Planned and taught Geometry and Algebra II units for three', 230.5, 628, 314.4, 12, 'LiberationSans'],
          ['classes under a cooperating teacher, including a ten-day unit', 230.5, 643.2, 323.1, 12, 'LiberationSans'],
          ['on transformations', 230.5, 658.4, 99.3, 12, 'LiberationSans'],
          ['', 216.1, 676.5, 4.9, 12, 'OpenSymbol'],
          [' ', 221, 676.5, 9.5, 12, 'OpenSymbol'],
          ['Graded quizzes and unit tests, gave written feedback on', 230.5, 676.5, 298.5, 12, 'LiberationSans'],
          ['every assessment and kept parent contact logs for 85', 230.5, 691.7, 284.5, 12, 'LiberationSans'],
          ['megan.castellanos@example.co', 57.4, 754.4, 137.3, 9.5, 'LiberationSans'],
          ['m', 122.2, 766.3, 7.9, 9.5, 'LiberationSans'],
          ['Twitter handle', 218.7, 754.4, 59.6, 9.5, 'LiberationSans'],
          [' ', 278.3, 754.4, 31.3, 9.5, 'LiberationSans'],
          ['(720) 555-0146', 309.6, 754.4, 64.9, 9.5, 'LiberationSans'],
          [' ', 374.5, 754.4, 29.8, 9.5, 'LiberationSans'],
          ['linkedin.com/in/megancastellanos', 404.3, 754.4, 141.9, 9.5, 'LiberationSans'],
          ['MC', 72.3, 98, 45, 29, 'LiberationSans-Bold'],
        ],
        [
          ['students', 230.5, 54.5, 45.3, 12, 'LiberationSans'],
          ['Math Tutor (Part-Time)', 216.1, 80.1, 133.9, 12.5, 'LiberationSans-Bold'],
          [',', 350.2, 80.1, 3.5, 12.5, 'LiberationSans-Bold'],
          [' ', 353.7, 80.1, 3.4, 12.5, 'LiberationSans-Bold'],
          ['Mathnasium of Fort Collins', 357.1, 80.1, 160.9, 12.5, 'LiberationSans-Bold'],
          ['SEPTEMBER 2012', 216.1, 94.5, 93, 10, 'LiberationSans'],
          [' ', 309.1, 94.5, 4.5, 10, 'LiberationSans'],
          ['–', 313.6, 94.5, 5.6, 10, 'LiberationSans'],
          [' ', 319.1, 94.5, 3.8, 10, 'LiberationSans'],
          ['DECEMBER 2014', 322.9, 94.5, 87.5, 10, 'LiberationSans'],
          ['Tutored students in grades 3 through 12 after school and on', 216.1, 113, 318.4, 12, 'LiberationSans'],
          ['megan.castellanos@example.co', 57.4, 754.4, 137.3, 9.5, 'LiberationSans'],
          ['m', 122.2, 766.3, 7.9, 9.5, 'LiberationSans'],
          ['Twitter handle', 218.7, 754.4, 59.6, 9.5, 'LiberationSans'],
          [' ', 278.3, 754.4, 31.3, 9.5, 'LiberationSans'],
          ['(720) 555-0146', 309.6, 754.4, 64.9, 9.5, 'LiberationSans'],
          [' ', 374.5, 754.4, 29.8, 9.5, 'LiberationSans'],
          ['linkedin.com/in/megancastellanos', 404.3, 754.4, 141.9, 9.5, 'LiberationSans'],
        ],
      ),
    ),
  );

  it('reads the whole address, and the phone beside it', () => {
    expect(resume.profile).toMatchObject({ email: 'megan.castellanos@example.com', phone: '(720) 555-0146' });
  });

  it("drops the monogram of her initials ('MC'), which the reading order set before page 2's job", () => {
    expect(resume.experience.map((j) => [j.title, j.company])).toContainEqual([
      'Math Tutor (Part-Time)',
      'Mathnasium of Fort Collins',
    ]);
    expect(JSON.stringify(resume)).not.toContain('"MC"');
  });
});

describe("a narrow sidebar's e-mail broken before its '@' and its address over four lines", () => {
  // en-word-wps-sidebar laid out larger, as pdf.js read its LibreOffice PDF.
  const rows: Row[] = [
    ['CONTACT', 50.3, 327.7, 69.5, 13, 'LiberationSans-Bold'],
    ['Mobile:', 50.3, 353.3, 38.5, 11, 'LiberationSans-Bold'],
    ['+91 98450 12345', 50.3, 369.9, 85.9, 11, 'LiberationSans'],
    ['E-mail:', 50.3, 390.5, 36.6, 11, 'LiberationSans-Bold'],
    ['naveenkumar.gowda.network', 50.3, 407.1, 143.7, 11, 'LiberationSans'],
    ['@example.com', 50.3, 422.7, 76.5, 11, 'LiberationSans'],
    ['Address:', 50.3, 443.3, 47.6, 11, 'LiberationSans-Bold'],
    ['#45, 3rd Main Road,', 50.3, 459.9, 99.6, 11, 'LiberationSans'],
    ['Vijayanagar,', 50.3, 475.5, 61.1, 11, 'LiberationSans'],
    ['Bengaluru – 560040,', 50.3, 491.1, 102.2, 11, 'LiberationSans'],
    ['Karnataka', 50.3, 506.7, 50.1, 11, 'LiberationSans'],
    ['NAVEEN KUMAR', 223.2, 92.9, 244.7, 30, 'LiberationSans-Bold'],
    ['GOWDA', 223.2, 139.7, 118.3, 30, 'LiberationSans-Bold'],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it("reads 'naveenkumar.gowda.network' / '@example.com' as one address", () => {
    expect(resume.profile.email).toBe('naveenkumar.gowda.network@example.com');
  });

  it('reads the address down to its last line, the commas saying it goes on', () => {
    expect(resume.profile.location).toBe('#45, 3rd Main Road, Vijayanagar, Bengaluru – 560040, Karnataka');
  });
});

describe('a Google Docs heading in several types wrapped over dates set under it', () => {
  // en-html-gdocs laid out larger: '**Company**, City — *Title*' with the title's last word on the next line.
  const rows: Row[] = [
    ['Rachel Goldberg', 73.7, 93, 204.6, 30.2, 'LiberationSerif'],
    ['4127 Cedar Springs Rd, Dallas, TX 75219 · (214) 555', 73.7, 112.5, 239.4, 11, 'LiberationSerif'],
    ['‑', 313.1, 112.5, 3.7, 11, 'LiberationSerif'],
    ['0187 · rachel.goldberg@example.com', 316.7, 112.5, 169, 11, 'LiberationSerif'],
    [
      'Registered nurse with nine years in emergency and critical care, a calm charge nurse and a',
      73.7,
      138,
      440.4,
      12.2,
      'LiberationSerif',
    ],
    ['patient teacher.', 73.7, 152.3, 73.7, 12.2, 'LiberationSerif'],
    ['EXPERIENCE', 73.7, 183, 87.4, 12.8, 'LiberationSans-Bold'],
    ['Baylor Scott & White Medical Center', 73.7, 207.8, 205.3, 12.8, 'LiberationSerif-Bold'],
    [', Dallas, TX —', 279, 207.8, 78, 12.8, 'LiberationSerif'],
    [' ', 357, 207.8, 4.3, 12.8, 'LiberationSerif'],
    ['Charge Nurse, Emergency', 360.2, 207.8, 134.7, 12.8, 'LiberationSerif-Italic'],
    ['Department', 73.7, 222.8, 60.9, 12.8, 'LiberationSerif-Italic'],
    ['MARCH 2019 – PRESENT', 73.7, 236.3, 118.2, 9.8, 'LiberationSans'],
    [
      'Coordinate a 22-bed emergency department and a team of 10 nurses on 12-hour night',
      92.3,
      252.8,
      416.7,
      12.2,
      'LiberationSerif',
    ],
    ['shifts', 92.3, 267, 26.4, 12.2, 'LiberationSerif'],
    [
      'Cut door-to-triage time from 14 to 8 minutes by redesigning the intake workflow',
      92.3,
      282,
      394,
      12.2,
      'LiberationSerif',
    ],
    [
      'Precept new graduate nurses; 11 of 12 completed orientation on schedule',
      92.3,
      297.8,
      355.9,
      12.2,
      'LiberationSerif',
    ],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it("keeps the title's last word ('Charge Nurse, Emergency' / 'Department')", () => {
    expect(resume.experience[0]).toMatchObject({
      title: 'Charge Nurse, Emergency Department',
      company: 'Baylor Scott & White Medical Center',
    });
  });
});

describe("a school set smaller at the end of its row, its town wrapped to where the row's text starts", () => {
  // en-latex-friggeri laid out narrower (a \\parbox's last field run on to the column's edge), as pdf.js read it.
  const rows: Row[] = [
    ['caitlin', 170.8, 71.1, 101.9, 39.9, 'TeXGyreHeros-Regular'],
    [' ', 272.7, 71.1, 11.1, 39.9, 'TeXGyreHeros-Regular'],
    ['brennan', 283.8, 71.1, 157.4, 39.9, 'TeXGyreHeros-Bold'],
    // (The summary's line that sets the column's edge.)
    [
      'Data engineer with eight years of turning messy operational data into pipelines',
      172.9,
      175.1,
      335,
      10,
      'TeXGyreHeros-Regular',
    ],
    ['senior data engineer', 242.4, 88.9, 127.1, 13.9, 'TeXGyreHeros-Regular'],
    ['education', 172.9, 572.4, 66.7, 17.2, 'TeXGyreHerosCondensed-Bold'],
    ['2014–2016', 172.9, 593.9, 49.9, 10, 'TeXGyreHeros-Regular'],
    [' ', 222.8, 593.9, 21, 10, 'TeXGyreHeros-Regular'],
    ['M.S.', 243.8, 593.9, 16.8, 10, 'TeXGyreHerosCondensed-Bold'],
    [' ', 260.6, 593.9, 2.3, 10, 'TeXGyreHerosCondensed-Bold'],
    ['in', 262.9, 593.9, 7.8, 10, 'TeXGyreHeros-Regular'],
    [' ', 270.6, 593.9, 2.8, 10, 'TeXGyreHeros-Regular'],
    ['Statistics', 273.4, 593.9, 39.8, 10, 'TeXGyreHeros-Regular'],
    [' ', 313.1, 593.9, 33.5, 10, 'TeXGyreHeros-Regular'],
    ['Carnegie', 346.6, 593.9, 32.3, 8, 'TeXGyreHeros-Regular'],
    [' ', 378.9, 593.9, 2.2, 8, 'TeXGyreHeros-Regular'],
    ['Mellon', 381.1, 593.9, 23.5, 8, 'TeXGyreHeros-Regular'],
    [' ', 404.6, 593.9, 2.2, 8, 'TeXGyreHeros-Regular'],
    ['University,', 406.8, 593.9, 36.5, 8, 'TeXGyreHeros-Regular'],
    [' ', 443.3, 593.9, 2.2, 8, 'TeXGyreHeros-Regular'],
    ['Pittsburgh,', 445.5, 593.9, 38.1, 8, 'TeXGyreHeros-Regular'],
    [' ', 483.6, 593.9, 2.2, 8, 'TeXGyreHeros-Regular'],
    ['PA', 485.8, 593.9, 10, 8, 'TeXGyreHeros-Regular'],
    ['Thesis:', 243.8, 605.9, 32.1, 10, 'TeXGyreHeros-Regular'],
    [' ', 275.9, 605.9, 9.9, 10, 'TeXGyreHeros-Regular'],
    ['Change-point', 285.8, 605.9, 59.7, 10, 'TeXGyreHeros-Italic'],
    [' ', 345.5, 605.9, 5.8, 10, 'TeXGyreHeros-Italic'],
    ['detection', 351.3, 605.9, 40.1, 10, 'TeXGyreHeros-Italic'],
    [' ', 391.4, 605.9, 5.8, 10, 'TeXGyreHeros-Italic'],
    ['in', 397.3, 605.9, 7.8, 10, 'TeXGyreHeros-Italic'],
    [' ', 405, 605.9, 5.9, 10, 'TeXGyreHeros-Italic'],
    ['hospital', 410.9, 605.9, 34.2, 10, 'TeXGyreHeros-Italic'],
    [' ', 445.1, 605.9, 5.8, 10, 'TeXGyreHeros-Italic'],
    ['admission', 450.9, 605.9, 44.8, 10, 'TeXGyreHeros-Italic'],
    ['counts', 243.8, 617.8, 29.4, 10, 'TeXGyreHeros-Italic'],
    ['2010–2014', 172.9, 632.3, 49.9, 10, 'TeXGyreHeros-Regular'],
    [' ', 222.8, 632.3, 21, 10, 'TeXGyreHeros-Regular'],
    ['B.A.', 243.8, 632.3, 16.5, 10, 'TeXGyreHerosCondensed-Bold'],
    [' ', 260.3, 632.3, 2.1, 10, 'TeXGyreHerosCondensed-Bold'],
    ['in', 262.4, 632.3, 7.8, 10, 'TeXGyreHeros-Regular'],
    [' ', 270.2, 632.3, 2.6, 10, 'TeXGyreHeros-Regular'],
    ['Mathematics', 272.8, 632.3, 56.4, 10, 'TeXGyreHeros-Regular'],
    [' ', 329.2, 632.3, 2.6, 10, 'TeXGyreHeros-Regular'],
    ['and', 331.8, 632.3, 16.6, 10, 'TeXGyreHeros-Regular'],
    [' ', 348.4, 632.3, 2.6, 10, 'TeXGyreHeros-Regular'],
    ['Economics', 351.1, 632.3, 48.7, 10, 'TeXGyreHeros-Regular'],
    ['University', 399.8, 632.3, 34.8, 8, 'TeXGyreHeros-Regular'],
    [' ', 434.6, 632.3, 2.1, 8, 'TeXGyreHeros-Regular'],
    ['of', 436.7, 632.3, 6.7, 8, 'TeXGyreHeros-Regular'],
    [' ', 443.3, 632.3, 2.1, 8, 'TeXGyreHeros-Regular'],
    ['Michigan,', 445.4, 632.3, 34.1, 8, 'TeXGyreHeros-Regular'],
    [' ', 479.5, 632.3, 2.1, 8, 'TeXGyreHeros-Regular'],
    ['Ann', 481.6, 632.3, 14.2, 8, 'TeXGyreHeros-Regular'],
    ['Arbor,', 243.8, 644.3, 21.1, 8, 'TeXGyreHeros-Regular'],
    [' ', 264.9, 644.3, 2.2, 8, 'TeXGyreHeros-Regular'],
    ['MI', 267.1, 644.3, 8.8, 8, 'TeXGyreHeros-Regular'],
    ['Minor', 243.8, 656.2, 24.9, 10, 'TeXGyreHeros-Regular'],
    [' ', 268.7, 656.2, 2.8, 10, 'TeXGyreHeros-Regular'],
    ['in', 271.5, 656.2, 7.8, 10, 'TeXGyreHeros-Regular'],
    [' ', 279.2, 656.2, 2.8, 10, 'TeXGyreHeros-Regular'],
    ['Computer', 282, 656.2, 43.6, 10, 'TeXGyreHeros-Regular'],
    [' ', 325.6, 656.2, 2.8, 10, 'TeXGyreHeros-Regular'],
    ['Science.', 328.4, 656.2, 38.2, 10, 'TeXGyreHeros-Regular'],
    [' ', 366.6, 656.2, 3.7, 10, 'TeXGyreHeros-Regular'],
    ['GPA', 370.3, 656.2, 20.2, 10, 'TeXGyreHeros-Regular'],
    [' ', 390.5, 656.2, 2.8, 10, 'TeXGyreHeros-Regular'],
    ['3.7/4.0.', 393.3, 656.2, 33.2, 10, 'TeXGyreHeros-Regular'],
  ];
  const { resume } = readResume(pdfLines(measuredRows(rows)));

  it("reads 'University of Michigan, Ann' / 'Arbor, MI' as the school and its town", () => {
    expect(resume.education.at(-1)).toMatchObject({ school: 'University of Michigan', degree: 'B.A.' });
    expect(JSON.stringify(resume.education)).not.toContain('Michigan, Ann"');
  });
});

import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// A US federal resume as typed in Word for USAJOBS (corpus round 16, en-word-federal): each job opens with
// 'EMPLOYER<TAB>dates' in bold capitals, the office and its street address, the title alone in the same bold, then
// 'Label: value | Label: value' lines and the supervisor; duty paragraphs, then 'KEY ACCOMPLISHMENTS:' over the items.

const R = 'LiberationSerif';
const B = 'LiberationSerif-Bold';
const MARK = '\uf0b7';

const HEAD: Row[] = [
  ['JORDAN A. MITCHELL', 217, 54, 178.1, 16, B],
  ['PROFESSIONAL EXPERIENCE', 54.1, 261.7, 160.35, 11, B],
];

describe('a federal resume', () => {
  it("reads the employer's dated line, its office and the title in the same bold as one job, and the items after 'KEY ACCOMPLISHMENTS:' as its own", () => {
    const rows: Row[] = [
      ...HEAD,
      ['U.S. DEPARTMENT OF VETERANS AFFAIRS', 54.1, 282.3, 231.39, 11, B],
      ['03/2019 – Present', 475.6, 282.3, 82.4, 11, B],
      [
        'Veterans Benefits Administration, Office of Field Operations, 810 Vermont Avenue NW, Washington, DC 20420',
        54.1,
        295,
        500.79,
        11,
        R,
      ],
      ['Management and Program Analyst', 54.1, 307.6, 165.73, 11, B],
      ['Series/Grade: GS-0343-12 | Hours per week: 40 | Salary: $114,066 per year', 54.1, 320.3, 332.09, 11, R],
      ['Supervisor: Denise Carter, (202) 555-0147; may contact', 54.1, 332.9, 247.46, 11, R],
      ['BRIEFINGS AND LIAISON:', 54.1, 348.6, 140.93, 11, B],
      ['Brief senior leaders, including the Deputy Under Secretary for Field Operations,', 198.5, 348.6, 358.72, 11, R],
      [
        'on findings. Serve as the office’s point of contact for GAO and OIG audits of claims timeliness.',
        54.1,
        361.2,
        421.67,
        11,
        R,
      ],
      ['KEY ACCOMPLISHMENTS:', 54.1, 376.9, 144.99, 11, B],
      [MARK, 59.1, 391.5, 4.52, 11, 'OpenSymbol'],
      [
        'Built the Power BI dashboard used in the weekly field operations review, replacing 14 Excel reports that took',
        72.1,
        391.5,
        482.06,
        11,
        R,
      ],
      ['two analysts a full day each week to compile.', 72.1, 404.2, 199.78, 11, R],
      [MARK, 59.1, 417.8, 4.52, 11, 'OpenSymbol'],
      [
        'Served as Acting Supervisory Management and Program Analyst for 120 days (06/2023 – 10/2023).',
        72.1,
        417.8,
        420,
        11,
        R,
      ],
      ['U.S. ARMY', 54.1, 450.3, 56.5, 11, B],
      ['08/2009 – 05/2015', 475, 450.3, 83.08, 11, B],
      ['3rd Brigade Combat Team, 82nd Airborne Division, Fort Bragg, NC', 54.1, 463, 302.14, 11, R],
      ['Unit Supply Sergeant', 54.1, 475.6, 100.8, 11, B],
      ['Rank: Sergeant (E-5) | MOS: 92Y, Unit Supply Specialist | Hours per week: 50+', 54.1, 488.3, 354.2, 11, R],
      ['Supervisor: 1SG Marcus Hale, (910) 555-0173; may contact', 54.1, 500.9, 265.46, 11, R],
      [MARK, 59.1, 516.6, 4.52, 11, 'OpenSymbol'],
      [
        'Ordered, received and issued supplies through GCSS-Army and PBUSE for three subordinate platoons.',
        72.1,
        516.6,
        455.3,
        11,
        R,
      ],
    ];
    const { experience, custom } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Management and Program Analyst', 'U.S. DEPARTMENT OF VETERANS AFFAIRS', '2019-03', ''],
      ['Unit Supply Sergeant', 'U.S. ARMY', '2009-08', '2015-05'],
    ]);
    expect(experience[0]!.bullets).toEqual([
      'Built the Power BI dashboard used in the weekly field operations review, replacing 14 Excel reports that took two analysts a full day each week to compile.',
      'Served as Acting Supervisory Management and Program Analyst for 120 days (06/2023 – 10/2023).',
    ]);
    expect(custom.map((c) => c.label)).not.toContain('KEY ACCOMPLISHMENTS:');
  });
});

// A US federal resume typed in Word (Times New Roman, 11 pt) the way federal-resume guides and agency HR offices tell
// applicants to write one for a USAJOBS announcement, two pages: the name in bold capitals centred over the street
// address and 'Cell: … | Email: …'; an applicant-information block as a borderless table of 'Label: value' pairs two
// to a row ('Citizenship:', 'Veterans’ Preference: 5-point (TP)', 'Highest Grade Held: GS-0343-12, 03/2019 – Present'
// (a range of dates that is no job), 'Announcement No.:', 'Position Applied For:' with a title and grade wrapping in
// its cell); headings in grey-shaded bars; each position as the employer in bold capitals with 'MM/YYYY – Present' on
// a right tab stop, then the component, office and the employer's street address (a second address beside the
// applicant's), the title alone in bold, a line of 'Series/Grade: GS-0343-12 | Hours per week: 40 | Salary: $114,066
// per year' and 'Supervisor: Name, (202) 555-0147; may contact' (a phone that is not the applicant's); the current job
// in Kathryn Troutman's 'Outline Format' (duty paragraphs that open with a bold capitalised headline, which are no list
// items, then 'KEY ACCOMPLISHMENTS:' over items), the next with items that open with a capitalised headline; items that
// carry dates of their own ('(06/2023 – 10/2023)', 'in 07/2017', 'Kandahar, Afghanistan (02/2012 – 11/2012)'); two
// positions at one agency; a military position ('U.S. ARMY', 'Rank: Sergeant (E-5) | MOS: 92Y …'); schools as
// 'Degree, MM/YYYY' over 'School, City, ST' over semester hours and GPA; CERTIFICATIONS, PROFESSIONAL TRAINING and
// AWARDS dated like entries; skills as one line split by semicolons, one item with commas inside its brackets; an
// ADDITIONAL INFORMATION paragraph with 'since 2017' and '2019 – Present'; and a footer on every page
// 'Jordan A. Mitchell | Announcement No. VA-25-12604815<TAB>Page N of M' from PAGE and NUMPAGES fields.
import { Footer, PageNumber, Paragraph, ShadingType, TabStopType, TextRun } from 'docx';
import { bullet, pairTable, para, wordDocument, wordVariant, TEXT_WIDTH, type Expected } from './docx-kit';

const VA = 'U.S. DEPARTMENT OF VETERANS AFFAIRS';

export const expected: Expected = {
  language: 'en',
  name: 'JORDAN A. MITCHELL',
  email: 'jordan.mitchell@example.com',
  phone: '(703) 555-0186',
  location: '4417 Briar Creek Court, Fairfax, VA 22032',
  jobs: [
    {
      title: 'Management and Program Analyst',
      company: VA,
      start: '2019-03',
      end: 'present',
      bullets: [
        'Designed the national workload-sharing model that moved 38,000 pending disability claims between regional offices in FY 2022, cutting average days pending from 141 to 104.',
        'Built the Power BI dashboard used in the weekly field operations review, replacing 14 Excel reports that took two analysts a full day each week to compile.',
        'Wrote the PACT Act claims triage procedure adopted by all 56 regional offices in 09/2022; received a Special Contribution Award ($2,500).',
        'Served as Acting Supervisory Management and Program Analyst for 120 days (06/2023 \u2013 10/2023), leading a team of five analysts.',
      ],
    },
    {
      title: 'Program Support Specialist',
      company: VA,
      start: '2016-07',
      end: '2019-03',
      bullets: [
        'WORKLOAD MANAGEMENT: Tracked the station\u2019s inventory of 9,000+ claims and assigned work to 11 teams each week, keeping the regional office within its national timeliness target for 10 straight quarters.',
        'QUALITY REVIEW: Reviewed 40 completed rating decisions a month against M21-1 procedures and coached team members on recurring errors; station accuracy rose from 88% to 93%.',
        'ADMINISTRATIVE SUPPORT: Managed the division\u2019s $1.2M overtime budget and timekeeping in VATAS for 140 employees.',
        'Promoted from GS-9 to GS-11 in 07/2017.',
      ],
    },
    {
      title: 'Logistics Analyst',
      company: 'LEIDOS, INC.',
      start: '2015-06',
      end: '2016-06',
      bullets: [
        'Analyzed demand history for 2,300 repair parts and recommended stock levels that cut backorders by 17% over six months.',
        'Cleaned and reconciled 48,000 item records ahead of a migration between two inventory systems.',
        'Prepared the monthly supply-availability briefing for the DLA program office.',
      ],
    },
    {
      title: 'Unit Supply Sergeant',
      company: 'U.S. ARMY',
      start: '2009-08',
      end: '2015-05',
      bullets: [
        'Accounted for $14M in property book equipment for a 130-soldier company with zero unresolved losses across four change-of-command inventories.',
        'Ordered, received and issued supplies through GCSS-Army and PBUSE for three subordinate platoons.',
        'Deployed to Kandahar, Afghanistan (02/2012 \u2013 11/2012); ran the company\u2019s supply point and weekly resupply convoys to two combat outposts.',
        'Trained and supervised two junior supply specialists; both were promoted ahead of their peers.',
      ],
    },
  ],
  schools: [
    { school: 'George Mason University', degree: 'Master of Public Administration', end: '2018-12' },
    {
      school: 'University of Maryland University College',
      degree: 'Bachelor of Science, Business Administration',
      end: '2015-05',
    },
  ],
  skills: [
    'Microsoft Excel (Power Query, PivotTables, VBA)',
    'Power BI',
    'Tableau',
    'SQL Server Management Studio',
    'SharePoint Online',
    'Microsoft Project',
    'VBMS',
    'GCSS-Army',
  ],
};

/** The sizes typed in the Word document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
const WORD_BULLET = { text: '\uf0b7', font: 'Symbol' };
const ANNOUNCEMENT = 'VA-25-12604815';

/** A section heading in a grey-shaded bar across the page, bold capitals. */
const heading = (text: string) =>
  new Paragraph({
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
    spacing: { before: 160, after: 80 },
    keepNext: true,
    children: [new TextRun({ text, bold: true, size: sz(22) })],
  });

const line = (text: string | Parameters<typeof para>[0], after = 0) => para(text, { spacing: { after } });

/** A position's head: employer and dates, component and address, title, the grade line, the supervisor. */
const position = (employer: string, dates: string, where: string, title: string, facts: string, supervisor: string) => [
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    spacing: { before: 160, after: 0 },
    keepNext: true,
    children: [new TextRun({ text: employer, bold: true }), new TextRun({ text: `\t${dates}`, bold: true })],
  }),
  line(where),
  line({ text: title, bold: true }),
  line(facts),
  line(supervisor, 60),
];

/** A duty paragraph of the Outline Format: a bold capitalised headline, then plain sentences (no list mark). */
const duty = (headline: string, text: string) =>
  para([{ text: `${headline}: `, bold: true }, text], { spacing: { after: 60 }, alignment: 'both' });

/** An item opening with a capitalised headline (kept in the item's text), the rest plain. */
const headlined = (text: string) => {
  const cut = text.indexOf(': ') + 2;
  return bullet([{ text: text.slice(0, cut), bold: true }, text.slice(cut)]);
};

const [analyst, support, leidos, army] = expected.jobs as Array<(typeof expected.jobs)[0]>;

const footer = new Footer({
  children: [
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
      children: [
        new TextRun({ text: `Jordan A. Mitchell | Announcement No. ${ANNOUNCEMENT}`, size: sz(18) }),
        new TextRun({ text: '\tPage ', size: sz(18) }),
        new TextRun({ children: [PageNumber.CURRENT], size: sz(18) }),
        new TextRun({ text: ' of ', size: sz(18) }),
        new TextRun({ children: [PageNumber.TOTAL_PAGES], size: sz(18) }),
      ],
    }),
  ],
});

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: { top: 864, bottom: 936, left: 1080, right: 1080, footer: 432 } } },
        footers: { default: footer },
        children: [
          para(
            { text: 'JORDAN A. MITCHELL', bold: true, size: sz(32) },
            { alignment: 'center', spacing: { after: 20 } },
          ),
          para('4417 Briar Creek Court, Fairfax, VA 22032', { alignment: 'center', spacing: { after: 20 } }),
          para('Cell: (703) 555-0186 | Email: jordan.mitchell@example.com', {
            alignment: 'center',
            spacing: { after: 160 },
          }),
          pairTable(
            [
              ['Citizenship', 'U.S. Citizen'],
              ['Veterans\u2019 Preference', '5-point (TP)'],
              ['Federal Status', 'Current VA employee (career)'],
              ['Security Clearance', 'Secret (active)'],
              ['Highest Grade Held', 'GS-0343-12, 03/2019 \u2013 Present'],
              ['Announcement No.', ANNOUNCEMENT],
              ['Position Applied For', 'Supervisory Management and Program Analyst, GS-0343-13'],
              ['Availability', 'Full-time; open to telework'],
            ],
            { bold: true },
          ),
          heading('SUMMARY OF QUALIFICATIONS'),
          para(
            'Management and program analyst with nine years of federal civilian service and six years of active-duty ' +
              'Army service. Evaluates claims-processing programs across 56 regional offices, builds the data models ' +
              'and dashboards that senior leaders use to manage workload, and writes the procedures that put ' +
              'recommendations into practice. Experienced in briefing executives and working with GAO and OIG auditors.',
            { alignment: 'both', spacing: { after: 60 } },
          ),
          heading('PROFESSIONAL EXPERIENCE'),
          ...position(
            VA,
            '03/2019 \u2013 Present',
            'Veterans Benefits Administration, Office of Field Operations, 810 Vermont Avenue NW, Washington, DC 20420',
            analyst!.title,
            'Series/Grade: GS-0343-12 | Hours per week: 40 | Salary: $114,066 per year',
            'Supervisor: Denise Carter, (202) 555-0147; may contact',
          ),
          duty(
            'PROGRAM EVALUATION',
            'Plan and conduct evaluations of compensation claims processing at 56 regional offices. Define the ' +
              'questions, pull the data from the Veterans Benefits Management System (VBMS) and the corporate data ' +
              'warehouse, interview station managers, and write findings and recommendations for the Director of ' +
              'Field Operations.',
          ),
          duty(
            'DATA ANALYSIS AND REPORTING',
            'Maintain the office\u2019s weekly workload and timeliness reports. Write SQL queries and Power BI models ' +
              'that track inventory, days pending and accuracy by station and by claim type.',
          ),
          duty(
            'BRIEFINGS AND LIAISON',
            'Brief senior leaders, including the Deputy Under Secretary for Field Operations, on findings. Serve as ' +
              'the office\u2019s point of contact for GAO and OIG audits of claims timeliness.',
          ),
          para({ text: 'KEY ACCOMPLISHMENTS:', bold: true }, { spacing: { before: 60, after: 40 } }),
          ...analyst!.bullets.map((b) => bullet(b)),
          ...position(
            VA,
            '07/2016 \u2013 03/2019',
            'Veterans Benefits Administration, Washington Regional Office, 1722 I Street NW, Washington, DC 20421',
            support!.title,
            'Series/Grade: GS-0301-09/11 | Hours per week: 40 | Salary: $81,929 per year (GS-11)',
            'Supervisor: Robert Nguyen, (202) 555-0133; may contact',
          ),
          ...support!.bullets.map((b) => (b.includes(': ') ? headlined(b) : bullet(b))),
          ...position(
            leidos!.company,
            '06/2015 \u2013 06/2016',
            'Reston, VA (on site at the Defense Logistics Agency, Fort Belvoir, VA)',
            leidos!.title,
            'Hours per week: 40 | Salary: $64,500 per year',
            'Supervisor: Karen Whitfield, (571) 555-0190; may contact',
          ),
          ...leidos!.bullets.map((b) => bullet(b)),
          ...position(
            army!.company,
            '08/2009 \u2013 05/2015',
            '3rd Brigade Combat Team, 82nd Airborne Division, Fort Bragg, NC',
            army!.title,
            'Rank: Sergeant (E-5) | MOS: 92Y, Unit Supply Specialist | Hours per week: 50+',
            'Supervisor: 1SG Marcus Hale, (910) 555-0173; may contact',
          ),
          ...army!.bullets.map((b) => bullet(b)),
          heading('EDUCATION'),
          line({ text: 'Master of Public Administration, 12/2018', bold: true }),
          line('George Mason University, Fairfax, VA'),
          line('42 semester hours | GPA: 3.84/4.00', 100),
          line({ text: 'Bachelor of Science, Business Administration, 05/2015', bold: true }),
          line('University of Maryland University College, Adelphi, MD'),
          line('120 semester hours | GPA: 3.46/4.00 | Completed while on active duty', 60),
          heading('CERTIFICATIONS'),
          line(
            'Federal Acquisition Certification for Contracting Officer\u2019s Representatives (FAC-COR), Level II, 06/2021',
            40,
          ),
          line('Lean Six Sigma Green Belt, VA Office of Enterprise Integration, 03/2020', 60),
          heading('PROFESSIONAL TRAINING'),
          line('VA Leadership Effectiveness Accountability Development (LEAD) Program, 10 months, 2023', 40),
          line('Program Evaluation Fundamentals, Graduate School USA, 24 hours, 2020', 60),
          heading('AWARDS'),
          line('Special Contribution Award ($2,500), 09/2022; Time-Off Awards (2), 2020 and 2021', 40),
          line(
            'Army Commendation Medal (2), Army Achievement Medal (3), Afghanistan Campaign Medal with Campaign Star',
            60,
          ),
          heading('TECHNICAL SKILLS'),
          para(expected.skills.join('; '), { spacing: { after: 60 } }),
          heading('ADDITIONAL INFORMATION'),
          line('Member, American Society for Public Administration (ASPA), since 2017.', 40),
          line('Volunteer tax preparer, IRS VITA program, Fairfax County, 2019 \u2013 Present.', 40),
        ],
      },
    ],
    'Times New Roman',
    22,
    WORD_BULLET,
  );

// A US operations manager's two-page resume typed in Word 2016 from a blank document (Letter, Garamond 11, which the
// PDF's maker replaces): the name and the contact line typed in the page header part (Insert > Header, no 'different
// first page', so Word repeats both at the top of page 2 in the middle of a job), a rule under the contact line,
// PROFESSIONAL PROFILE as a justified paragraph, AREAS OF EXPERTISE as short phrases with Word's default list mark
// (U+F0B7 in Symbol) set in three newspaper columns (Layout > Columns > Three on the selected list, which puts a
// continuous section break before and after it, so the list runs down the first column and on in the next and the
// lines of the page read across three items at once), PROFESSIONAL EXPERIENCE where each employer is one bold line
// 'COMPANY NAME, City, ST<TAB>2017 – Present' (the company in capitals, the employer's years on a right tab stop), then
// one or two roles under it as 'Title (2021 – Present)' in italics, the years in brackets on the title's line, a
// one-sentence scope paragraph, a bold 'Key Achievements:' over items; EDUCATION & CERTIFICATIONS one line each
// ('**MBA, Operations Management** – Indiana University Kelley School of Business<TAB>2016', certifications with their
// year after a comma, not schools); 'Page X of Y' from PAGE and NUMPAGES fields in the footer.
import { BorderStyle, Footer, Header, Paragraph, SectionType, TabStopType, TextRun, type ISectionOptions } from 'docx';
import { bullet, pageFooter, para, tabbed, wordDocument, type Expected } from './docx-kit';

const ALLISON = 'ALLISON TRANSMISSION';

export const expected: Expected = {
  language: 'en',
  name: 'Marcus T. Whitfield',
  email: 'marcus.whitfield@example.com',
  phone: '(317) 555-0127',
  location: 'Carmel, IN 46032',
  jobs: [
    {
      title: 'Senior Operations Manager',
      company: ALLISON,
      start: '2021',
      end: 'present',
      bullets: [
        'Raised overall equipment effectiveness on the 3000 and 4000 Series assembly lines from 71% to 84% in 18 months through standard work, quick changeover and daily tiered meetings',
        'Cut the recordable injury rate from 3.1 to 1.2 by launching a near-miss reporting app and a supervisor-led safety walk on every shift',
        'Delivered $6.2M in annual cost savings in 2023 by consolidating two subassembly cells and bringing gear machining for the eGen Flex line back in-house',
        'Improved on-time delivery to OEM customers from 88% to 97.5% while absorbing a 22% volume increase without adding a fourth shift',
        'Negotiated local work-rule changes with UAW Local 933 that allowed cross-training across three departments, with no grievances filed in the first year',
      ],
    },
    {
      title: 'Operations Manager',
      company: ALLISON,
      start: '2017',
      end: '2021',
      bullets: [
        'Led a kaizen program that completed 46 events in three years and cleared 14,000 square feet of work-in-process inventory from the floor',
        'Reduced scrap in gear machining by 38%, saving $1.1M a year, through a Black Belt project on tool wear and in-process gauging',
        'Kept both shifts running through the 2020 shutdown and restart and wrote the return-to-work procedures later adopted by every Indianapolis facility',
      ],
    },
    {
      title: 'Production Manager',
      company: 'CUMMINS INC.',
      start: '2012',
      end: '2017',
      bullets: [
        'Launched the QSK95 assembly line on schedule and $400K under budget, coordinating engineering, purchasing and 30 suppliers through production part approval',
        'Lowered first-pass engine test failures from 9% to 3.5% by adding error-proofing at 12 torque stations and a daily quality huddle with the test cell technicians',
        'Trained 25 supervisors and team leaders in A3 problem solving, a course the plant still uses as the standard for every new leader',
        'Cut overtime 30% by rebalancing the line to takt time and building a cross-training matrix with three qualified operators for every station',
      ],
    },
    {
      title: 'Group Leader, Paint Department',
      company: 'SUBARU OF INDIANA AUTOMOTIVE',
      start: '2009',
      end: '2012',
      bullets: [
        'Reduced paint defects per vehicle by 27% by working with process engineering on booth humidity controls and a revised wet-sanding standard',
        'Introduced a purge solvent recovery system that cut purchased solvent by 18% and kept the department within the plant\u2019s zero-landfill commitment',
        'Selected after one year to lead the second-shift kaizen team, whose 2011 project on color-change time won the plant\u2019s annual improvement award',
      ],
    },
  ],
  schools: [
    {
      school: 'Indiana University Kelley School of Business',
      degree: 'MBA, Operations Management',
      end: '2016',
    },
    { school: 'Purdue University', degree: 'B.S., Industrial Engineering', end: '2009' },
  ],
  skills: [
    'Plant Operations',
    'Lean Manufacturing & 5S',
    'Continuous Improvement',
    'P&L Management',
    'Capacity Planning',
    'OSHA Safety Compliance',
    'IATF 16949 / ISO 14001',
    'Root Cause Analysis (A3, 8D)',
    'SAP S/4HANA',
    'UAW Labor Relations',
    'New Product Launch',
    'Team Building & Coaching',
  ],
};

const NAVY = '1F3864';
const WORD_BULLET = { text: '\uf0b7', font: 'Symbol' };

/** Letter with 0.7 in margins at the sides and the header a half inch from the top edge, as she set them. */
const PAGE = {
  margin: { top: 1008, bottom: 1008, left: 1008, right: 1008, header: 576, footer: 576 },
};

/** The text's width in twips: Letter less both margins; the right tab stops sit there. */
const WIDTH = 12240 - 2 * 1008;

/** A section heading typed in bold capitals in navy with a thin rule under the paragraph. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 200, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: NAVY, space: 1 } },
    children: [new TextRun({ text, bold: true, size: 24, color: NAVY })],
  });

/** The employer's line: 'COMPANY, City, ST' in bold, the employer's years on a right tab stop. */
const employer = (company: string, place: string, years: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: 160, after: 40 },
    children: [
      new TextRun({ text: `${company}, ${place}`, bold: true }),
      new TextRun({ text: `\t${years}`, bold: true }),
    ],
  });

/** A role: 'Title (2021 – Present)' in italics on one line. */
const role = (title: string, years: string, first = true) =>
  para({ text: `${title} (${years})`, italics: true }, { spacing: { before: first ? 20 : 160, after: 40 } });

const scope = (text: string) => para(text, { spacing: { after: 60 } });

type Job = (typeof expected.jobs)[0];
const achievements = (job: Job) => [
  para({ text: 'Key Achievements:', bold: true }, { spacing: { after: 40 } }),
  ...job.bullets.map((b) => bullet(b)),
];

const [seniorOps, ops, cummins, subaru] = expected.jobs as [Job, Job, Job, Job];

const header = new Header({
  children: [
    para(
      { text: 'Marcus T. Whitfield', bold: true, size: 40, color: NAVY },
      { alignment: 'center', spacing: { after: 40 } },
    ),
    para(
      'Carmel, IN 46032 | (317) 555-0127 | marcus.whitfield@example.com | linkedin.com/in/marcuswhitfield',
      {
        alignment: 'center',
        spacing: { after: 120 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: NAVY, space: 4 } },
      },
      { size: 20 },
    ),
  ],
});

const footer: Footer = pageFooter();

const sections: ISectionOptions[] = [
  {
    properties: { page: PAGE },
    headers: { default: header },
    footers: { default: footer },
    children: [
      heading('PROFESSIONAL PROFILE'),
      para(
        'Operations manager with 15 years in automotive and heavy-duty manufacturing, leading plants and departments ' +
          'of up to 650 hourly and salaried employees across three shifts. Brings a Lean Six Sigma Black Belt\u2019s ' +
          'discipline to safety, quality, delivery and cost, with a record of cutting scrap, raising OEE and working ' +
          'through labor issues with the union before they become grievances. Equally at home on the floor at the ' +
          '5:30 a.m. start-up meeting and in front of the executive team at the quarterly business review.',
        { alignment: 'both', spacing: { after: 60 } },
      ),
      heading('AREAS OF EXPERTISE'),
    ],
  },
  {
    // Layout > Columns > Three on the selected list: a continuous section break before it and after it.
    properties: { page: PAGE, type: SectionType.CONTINUOUS, column: { count: 3, space: 288, equalWidth: true } },
    children: expected.skills.map((s) => bullet(s)),
  },
  {
    properties: { page: PAGE, type: SectionType.CONTINUOUS },
    children: [
      heading('PROFESSIONAL EXPERIENCE'),
      employer(ALLISON, 'Indianapolis, IN', '2017 \u2013 Present'),
      role(seniorOps.title, '2021 \u2013 Present'),
      scope(
        'Lead final assembly and test for medium- and heavy-duty transmissions at Plant 14 with 4 area managers, ' +
          '22 supervisors, 610 UAW-represented employees and a $48M operating budget.',
      ),
      ...achievements(seniorOps),
      role(ops.title, '2017 \u2013 2021', false),
      scope(
        'Managed machining and heat treat operations across two shifts with 180 employees, reporting to the Plant Manager.',
      ),
      ...achievements(ops),
      employer(cummins.company, 'Columbus, IN', '2012 \u2013 2017'),
      role(cummins.title, '2012 \u2013 2017'),
      scope(
        'Ran high-horsepower engine assembly at the Columbus Engine Plant with 6 supervisors and 140 employees ' +
          'building QSK engines for mining, rail and marine customers.',
      ),
      ...achievements(cummins),
      employer(subaru.company, 'Lafayette, IN', '2009 \u2013 2012'),
      role(subaru.title, '2009 \u2013 2012'),
      scope(
        'Supervised 45 associates on second shift in the paint department of the plant building the Outback and Legacy.',
      ),
      ...achievements(subaru),
      heading('EDUCATION & CERTIFICATIONS'),
      tabbed(
        [{ text: 'MBA, Operations Management', bold: true }, ' \u2013 Indiana University Kelley School of Business'],
        '2016',
        {},
        WIDTH,
      ),
      tabbed([{ text: 'B.S., Industrial Engineering', bold: true }, ' \u2013 Purdue University'], '2009', {}, WIDTH),
      para('Lean Six Sigma Black Belt (ASQ), 2018', { spacing: { before: 80, after: 20 } }),
      para('Certified in Planning and Inventory Management (CPIM), APICS, 2014', { spacing: { after: 20 } }),
      para('OSHA 30-Hour General Industry Outreach Training, 2013', { spacing: { after: 20 } }),
    ],
  },
];

export const build = () => wordDocument(sections, 'Garamond', 22, WORD_BULLET);

// A US retail-to-operations manager's two-page resume typed in Word 2016 from a blank document (Letter, Word's 1 in
// margins; Calibri 11 typed, set here in Liberation Sans 10.5 so the lines fall about where Calibri's would), the kind
// a store manager writes when moving to a distribution center. What it has:
// - the name centred in 18 pt bold over one centred contact line 'City, ST | phone | e-mail';
// - headings in bold capitals over a bottom border (Home > Borders), SUMMARY OF QUALIFICATIONS as items of Word's
//   default bulleted list (U+F0B7 in Symbol) that belong to no job;
// - PROFESSIONAL EXPERIENCE with each job as one line '**Title**, Company – City, ST<TAB>MM/YYYY – Present' (the title
//   bold, the rest plain, AutoCorrect's en dashes, the dates on a right tab stop at the margin), then its items; two
//   jobs at the same employer (a promotion), listed as two;
// - Word's 'Different First Page' header: nothing on page 1, and from page 2 a header of two lines, the name in bold
//   over 'Page 2' (a PAGE field); the page break falls in the middle of the Store Manager job's items, which run on
//   under that header;
// - EDUCATION in the jobs' shape ('**Degree**, School – City, ST<TAB>Year'), CERTIFICATIONS as items ending in their
//   year ('…, ASCM – 2022'), which are no schools; SKILLS as three rows of three phrases on left tab stops, no marks;
// - REFERENCES on page 2: three referees, each a bold name over 'Title, Company', a 'Relationship:' line for one of
//   them, and 'Phone: … | Email: …' — other people's phones and e-mails, none of them the author's.
import {
  AlignmentType,
  BorderStyle,
  Header,
  PageNumber,
  Paragraph,
  TabStopType,
  TextRun,
  type IRunOptions,
} from 'docx';
import { wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Tanya M. Brewster',
  email: 'tanya.brewster@example.com',
  phone: '(614) 555-0183',
  location: 'Columbus, OH',
  jobs: [
    {
      title: 'Operations Manager',
      company: 'Buckeye Fulfillment Services',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Run outbound operations for a 410,000 sq ft e-commerce fulfillment center shipping 22,000 orders a day for three home goods retailers',
        'Lead 9 supervisors and up to 120 associates across three shifts, growing to 260 with seasonal temps during peak',
        'Raised pick and pack units per hour by 18% by re-slotting fast movers and moving labor each hour against the WMS backlog',
        'Cut recordable injuries from 11 to 3 a year with daily safety huddles and a forklift and order picker retraining program',
        'Own a $6.5M annual operating budget; finished 2023 at 4% under plan and 2024 at 2% under plan',
        'Brought the building from 96.4% to 99.6% on-time shipping and from 99.1% to 99.8% order accuracy in 18 months',
        'Partnered with HR on hiring and onboarding and brought 90-day turnover down from 41% to 24%',
        'Rolled out Manhattan WMOS wave planning and cartonization with IT, on time and without a missed carrier pickup',
        'Launched a cross-training program so that every associate can work two departments, which covered the 2022 peak without overtime',
      ],
    },
    {
      title: 'Store Manager',
      company: 'Meridian Home & Garden',
      start: '2016-06',
      end: '2021-02',
      bullets: [
        'Managed a $28M big-box store with 85 associates and 5 department managers, with full P&L responsibility',
        'Opened the store in 2016: hired and trained the first 70 associates and set up the receiving, stocking and closing routines',
        'Grew comparable sales 6.2% in 2019, ranking 4th of 62 stores in the Ohio Valley region',
        'Reduced shrink from 2.1% to 1.3% of sales through weekly cycle counts, receiving audits and a camera upgrade',
        'Ran the receiving dock and backroom: six truckloads a week, with freight on the sales floor within 24 hours',
        'Built the weekly labor schedule in Kronos and held payroll at 9.5% of sales',
        'Trained 7 assistant managers, four of whom were promoted to store manager',
        'Turned the garden center into a curbside pickup area in five days when the store closed to walk-in customers in 2020',
      ],
    },
    {
      title: 'Assistant Store Manager',
      company: 'Meridian Home & Garden',
      start: '2013-04',
      end: '2016-05',
      bullets: [
        'Oversaw receiving, replenishment and inventory for a $19M store',
        'Supervised 3 department managers and 40 associates as the closing manager',
        'Led the annual physical inventory three years running with a variance under 0.2%',
        'Introduced a planogram checklist that raised visual merchandising audit scores from 82% to 96%',
      ],
    },
    {
      title: 'Department Supervisor',
      company: 'Parkside Outfitters',
      start: '2009-09',
      end: '2013-03',
      bullets: [
        'Supervised 12 sales associates in footwear and outdoor equipment',
        'Placed weekly replenishment orders and took the department’s markdowns',
      ],
    },
  ],
  schools: [
    { school: 'Franklin University', degree: 'Bachelor of Science in Business Administration', end: '2015' },
    {
      school: 'Columbus State Community College',
      degree: 'Associate of Applied Science in Business Management',
      end: '2009',
    },
  ],
  skills: [
    'Manhattan WMOS',
    'Inventory Control',
    'Shrink Reduction',
    'P&L Management',
    'Labor Planning',
    'Kronos Workforce',
    'Microsoft Excel',
    'OSHA Safety',
    'Team Training',
  ],
};

/** Word's 1 in margins on Letter: 6.5 in of text. */
const WIDTH = 12240 - 2 * 1440;

/** Sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** Word 2016's Normal style: lines 1.08 apart. */
const LINE = 259;

const text = (r: string | IRunOptions) => new TextRun(typeof r === 'string' ? { text: r } : r);

/** A plain paragraph of runs, 2 pt after; a referee's lines kept with the next (Paragraph > Keep with next). */
const line = (
  runs: Array<string | IRunOptions>,
  after = 40,
  alignment?: (typeof AlignmentType)[keyof typeof AlignmentType],
  keepNext = false,
) => new Paragraph({ alignment, keepNext, spacing: { after, line: LINE }, children: runs.map(text) });

/** A heading: an empty paragraph typed before it, then bold capitals over a bottom border. */
const heading = (title: string) => [
  new Paragraph({ spacing: { after: 0, line: LINE }, children: [] }),
  new Paragraph({
    spacing: { before: 60, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '000000', space: 1 } },
    children: [new TextRun({ text: title, bold: true, size: sz(24) })],
  }),
];

/** An item of Word's default bulleted list. */
const item = (runs: string | Array<string | IRunOptions>) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: 20, line: LINE },
    children: (Array.isArray(runs) ? runs : [runs]).map(text),
  });

/** '**Title**, Company – City, ST<TAB>dates' with the dates on a right tab stop at the margin. */
const entryLine = (title: string, rest: string, dates: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: 140, after: 40, line: LINE },
    keepNext: true,
    children: [new TextRun({ text: title, bold: true }), new TextRun(`${rest}\t${dates}`)],
  });

type Job = (typeof expected.jobs)[number];
const job = (j: Job, place: string, dates: string) => [
  entryLine(j.title, `, ${j.company} – ${place}`, dates),
  ...j.bullets.map((b) => item(b)),
];
const [buckeye, meridian, meridianAsm, parkside] = expected.jobs as [Job, Job, Job, Job];

/** Three phrases a row on left tab stops at a third and two thirds of the line. */
const skillRow = (a: string, b: string, c: string) =>
  new Paragraph({
    tabStops: [
      { type: TabStopType.LEFT, position: Math.round(WIDTH / 3) },
      { type: TabStopType.LEFT, position: Math.round((2 * WIDTH) / 3) },
    ],
    spacing: { after: 40, line: LINE },
    children: [new TextRun(`${a}\t${b}\t${c}`)],
  });

/** A referee's block: bold name, 'Title, Company', maybe 'Relationship:', then 'Phone: … | Email: …'. */
const referee = (name: string, role: string, phone: string, email: string, relationship?: string) => [
  line([{ text: name, bold: true }], 0, undefined, true),
  line([role], 0, undefined, true),
  ...(relationship ? [line([`Relationship: ${relationship}`], 0, undefined, true)] : []),
  line([`Phone: ${phone} | Email: ${email}`], 160),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: {
          titlePage: true,
          page: { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440, header: 720, footer: 720 } },
        },
        headers: {
          first: new Header({ children: [new Paragraph('')] }),
          default: new Header({
            children: [
              new Paragraph({ children: [new TextRun({ text: 'Tanya M. Brewster', bold: true })] }),
              new Paragraph({
                spacing: { after: 120 },
                children: [new TextRun('Page '), new TextRun({ children: [PageNumber.CURRENT] })],
              }),
            ],
          }),
        },
        children: [
          line([{ text: 'Tanya M. Brewster', bold: true, size: sz(36) }], 40, AlignmentType.CENTER),
          line(['Columbus, OH | (614) 555-0183 | tanya.brewster@example.com'], 80, AlignmentType.CENTER),
          ...heading('SUMMARY OF QUALIFICATIONS'),
          item(
            'Operations manager with 14 years in retail and distribution, from the sales floor to running a 410,000 sq ft fulfillment center',
          ),
          item('Has led teams of up to 120 associates and 9 supervisors across three shifts'),
          item('Managed the P&L of a $28M store and a $6.5M annual operating budget'),
          item('Known for turning around shrink, turnover and safety results within the first year'),
          item('Hands-on with warehouse management systems, Kronos scheduling and Excel reporting'),
          item(
            'Promoted four times in 14 years, each time into a larger building or team, and trusted with two new-store and new-building openings',
          ),
          ...heading('PROFESSIONAL EXPERIENCE'),
          ...job(buckeye, 'Groveport, OH', '03/2021 – Present'),
          ...job(meridian, 'Columbus, OH', '06/2016 – 02/2021'),
          ...job(meridianAsm, 'Hilliard, OH', '04/2013 – 05/2016'),
          ...job(parkside, 'Westerville, OH', '09/2009 – 03/2013'),
          ...heading('EDUCATION'),
          entryLine('Bachelor of Science in Business Administration', ', Franklin University – Columbus, OH', '2015'),
          entryLine(
            'Associate of Applied Science in Business Management',
            ', Columbus State Community College – Columbus, OH',
            '2009',
          ),
          ...heading('CERTIFICATIONS'),
          item('Certified Supply Chain Professional (CSCP), ASCM – 2022'),
          item('OSHA 30-Hour General Industry – 2021'),
          item('Lean Six Sigma Green Belt – 2019'),
          ...heading('SKILLS'),
          skillRow('Manhattan WMOS', 'Inventory Control', 'Shrink Reduction'),
          skillRow('P&L Management', 'Labor Planning', 'Kronos Workforce'),
          skillRow('Microsoft Excel', 'OSHA Safety', 'Team Training'),
          ...heading('REFERENCES'),
          ...referee(
            'Luis Ortega',
            'Director of Distribution, Buckeye Fulfillment Services',
            '(614) 555-0172',
            'luis.ortega@example.com',
          ),
          ...referee(
            'Sharon Whitaker-Bell',
            'Regional Director of Stores, Meridian Home & Garden',
            '(614) 555-0164',
            'swhitakerbell@example.com',
            'Former district manager',
          ),
          ...referee(
            'Karen J. Mulroney',
            'Store Manager (retired), Parkside Outfitters',
            '(740) 555-0129',
            'kmulroney@example.com',
          ),
        ],
      },
    ],
    'Liberation Sans',
    22,
    { text: '\uF0B7', font: 'Symbol' },
  );

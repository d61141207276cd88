// A US project manager's two-page resume typed in Word 2019 from a blank document, the way most people make one
// without a template: Letter with Word's 'Moderate' margins (1 in at the top and bottom, 0.75 in at the sides), the
// Normal style left as it comes (Calibri 11, 8 pt after, 1.08 lines; Calibri is set in whatever LibreOffice finds for
// it, wider), the space after removed by hand on the lines of each job's head. What it has:
// - the name typed in capitals, bold, 18 pt, centred over one centred contact line 'Denver, CO 80205 | (720) 555-0193 |
//   e-mail | linkedin.com/in/…' (the e-mail plain text, its AutoCorrect link undone; the line wraps before the
//   LinkedIn address in the rewrapped copy);
// - headings in bold capitals over a bottom border (Home > Borders > Bottom Border);
// - PROFESSIONAL SUMMARY as one paragraph;
// - CORE COMPETENCIES as a borderless table of three columns and three rows (Insert > Table, then Borders > No
//   Border), each cell a phrase with '▪' (U+25AA, Insert > Symbol) and a space typed before it: no list;
// - PROFESSIONAL EXPERIENCE, four employers, each a bold line 'COMPANY NAME, City, ST' (the company in capitals) with
//   its dates 'Jan 2019 – Present' in plain type on a right tab stop at the margin, then the title alone in bold
//   italics, a one-sentence scope line in italics ('Led a PMO of 6 …'), then the items of Word's default bulleted
//   list (U+F0B7 in Symbol, List Paragraph) with their figures in bold ('**$640K under budget**'); at ALPINE CREST
//   ENERGY two titles (a promotion) under the one employer line, which keeps the whole span 'Jun 2013 – Dec 2018',
//   each title a bold italic line with its own dates on the right tab ('Project Manager<TAB>Mar 2016 – Dec 2018'),
//   the scope line under the first only;
// - Word's 'Different First Page' (w:titlePg): page 2's header says the name and 'Page 2' (a PAGE field after two
//   tabs, at the Header style's right stop at 6.5 in, short of the 7 in margin); nothing in the first page's header
//   and no footer; the page breaks where the text runs out, inside ALPINE CREST ENERGY's first list (in the rewrapped
//   copy, its type a tenth larger, before ALPINE CREST ENERGY, and a third page starts at EDUCATION);
// - EDUCATION & CERTIFICATIONS as '**Master of Science in Project Management**, University of Eastern Colorado,
//   Greeley, CO<TAB>2016' and a bachelor's in the same shape, then 'PMP – Project Management Institute, 2017' and
//   'Certified ScrumMaster (CSM) – Scrum Alliance, 2019' with the year after a comma (certificates, not schools);
// - TECHNICAL SKILLS as '**Label:** list' lines, one list with a comma inside brackets ('Excel (pivot tables,
//   XLOOKUP)').
import {
  AlignmentType,
  BorderStyle,
  Document,
  Header,
  LevelFormat,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

/** The items as typed, their figures bold between '**'. */
const SUMMIT_ITEMS = [
  'Delivered the Epic EHR upgrade for 9 hospitals and 120 clinics **2 weeks ahead of schedule** and **$640K under budget**',
  'Raised on-time delivery across the portfolio from **68% to 91%** in two years with weekly RAID reviews and earned-value reporting',
  'Stood up a stage-gate intake process that cut project approval time from **10 weeks to 4**',
  'Managed **$5.2M** in vendor contracts with 7 suppliers, renegotiating two to save **$380K** a year',
  'Coached 4 project coordinators to their PMP or CAPM; 2 were promoted to project manager',
];
const ALPINE_PM_ITEMS = [
  'Led the **$3.5M** meter data platform rollout to **410,000** customers, with 99.6% of meters reading on day one',
  'Ran a cross-functional team of 18 engineers, analysts and field supervisors from 3 departments',
  'Introduced Jira and two-week sprints for the software team, raising delivered story points by **35%**',
  'Cut change-order costs by **22%** by setting up a formal change control board',
];
const ALPINE_APM_ITEMS = [
  'Scheduled and tracked 12 substation upgrade projects in Microsoft Project, each with 300+ tasks',
  'Prepared monthly status and budget reports for the VP of Operations and the steering committee',
  'Coordinated permits and planned outages with 4 municipalities with **zero** unplanned customer outages',
];
const KESTREL_ITEMS = [
  'Maintained integrated master schedules of **1,500+** activities and flagged critical-path slips every week',
  'Organized 40+ design reviews and customer meetings a year, publishing minutes and action logs within 24 hours',
  'Built the Excel risk register the whole program office adopted, tracking **120** open risks',
];
const PEAKVIEW_ITEMS = [
  'Tracked submittals, RFIs and change orders for 6 commercial builds worth **$22M** in total',
  'Kept subcontractor insurance and lien waiver records complete for every monthly pay application',
];

const plain = (s: string) => s.replace(/\*\*/g, '');

const SUMMIT = 'SUMMIT RIDGE HEALTH';
const ALPINE = 'ALPINE CREST ENERGY';
const KESTREL = 'KESTREL AEROSPACE SYSTEMS';
const PEAKVIEW = 'PEAK VIEW BUILDERS';

export const expected: Expected = {
  language: 'en',
  name: 'DANIELLE R. KOVACH',
  email: 'dkovach.pm@example.com',
  phone: '(720) 555-0193',
  location: 'Denver, CO 80205',
  jobs: [
    {
      title: 'Senior IT Project Manager',
      company: SUMMIT,
      start: '2019-01',
      end: 'present',
      bullets: SUMMIT_ITEMS.map(plain),
    },
    {
      title: 'Project Manager',
      company: ALPINE,
      start: '2016-03',
      end: '2018-12',
      bullets: ALPINE_PM_ITEMS.map(plain),
    },
    {
      title: 'Associate Project Manager',
      company: ALPINE,
      start: '2013-06',
      end: '2016-02',
      bullets: ALPINE_APM_ITEMS.map(plain),
    },
    {
      title: 'Project Coordinator',
      company: KESTREL,
      start: '2010-08',
      end: '2013-05',
      bullets: KESTREL_ITEMS.map(plain),
    },
    {
      title: 'Project Assistant',
      company: PEAKVIEW,
      start: '2008-06',
      end: '2010-07',
      bullets: PEAKVIEW_ITEMS.map(plain),
    },
  ],
  schools: [
    {
      school: 'University of Eastern Colorado',
      degree: 'Master of Science in Project Management',
      end: '2016',
    },
    { school: 'Colorado Plains University', degree: 'Bachelor of Science in Business Administration', end: '2008' },
  ],
  skills: [
    'Portfolio Management',
    'Agile & Scrum',
    'Budget & Cost Control',
    'Stakeholder Management',
    'Risk & Issue Management',
    'Vendor Management',
    'PMO Governance',
    'Change Management',
    'Resource Planning',
    'Microsoft Project',
    'Smartsheet',
    'Jira',
    'Confluence',
    'Asana',
    'Power BI',
    'Tableau',
    'Excel (pivot tables, XLOOKUP)',
    'Microsoft Teams',
    'SharePoint',
    'Slack',
    'Miro',
  ],
};

/** Letter with Word's 'Moderate' margins (1 in at the top and bottom, 0.75 in at the sides): 7 in of text. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1440, bottom: 1440, left: 1080, right: 1080, header: 720, footer: 720 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
  type Options = Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'>;
  const p = (runs: IRunOptions[], options: Options = {}) =>
    new Paragraph({ ...options, children: runs.map((r) => new TextRun(r)) });

  /** Typed text with its '**' parts bold. */
  const marked = (text: string): IRunOptions[] =>
    text
      .split('**')
      .map((t, i) => ({ text: t, bold: i % 2 === 1 }))
      .filter((r) => r.text);

  /** An item of Word's bulleted list (Home > Bullets): List Paragraph, no space between items. */
  const item = (text: string) =>
    new Paragraph({
      style: 'ListParagraph',
      numbering: { reference: 'word-bullets', level: 0 },
      children: marked(text).map((r) => new TextRun(r)),
    });

  /** A heading: bold capitals 12 pt over a bottom border. */
  const heading = (text: string) =>
    p([{ text, bold: true, size: sz(24) }], {
      spacing: { before: 240, after: 120 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
      keepNext: true,
    });

  const TAB = [{ type: TabStopType.RIGHT, position: WIDTH }];
  const tight = { after: 0 };
  /** The employer's line: bold, the company in capitals, the dates in plain type on a right tab stop. */
  const employer = (company: string, place: string, dates: string) =>
    p([{ text: `${company}, ${place}`, bold: true }, { text: `\t${dates}` }], {
      tabStops: TAB,
      spacing: { before: 120, after: 0 },
      keepNext: true,
    });
  /** The title in bold italics, alone or with its own dates on the same right tab. */
  const title = (text: string, dates?: string) =>
    p([{ text, bold: true, italics: true }, ...(dates ? [{ text: `\t${dates}` }] : [])], {
      tabStops: TAB,
      spacing: tight,
      keepNext: true,
    });
  const scope = (text: string) => p([{ text, italics: true }], { spacing: tight, keepNext: true });

  /** Core competencies: a 3 × 3 table with no borders, '▪ ' typed before each phrase. */
  const third = Math.floor(WIDTH / 3);
  const competencies = new Table({
    width: { size: third * 3, type: WidthType.DXA },
    columnWidths: [third, third, third],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows: [0, 3, 6].map(
      (i) =>
        new TableRow({
          children: expected.skills.slice(i, i + 3).map(
            (s) =>
              new TableCell({
                borders: NO_BORDERS,
                width: { size: third, type: WidthType.DXA },
                children: [p([{ text: `▪ ${s}` }], { spacing: { after: 40 } })],
              }),
          ),
        }),
    ),
  });

  type Job = (typeof expected.jobs)[0];
  const [summit, alpinePm, alpineApm, kestrel, peakview] = expected.jobs as [Job, Job, Job, Job, Job];

  const children = [
    p([{ text: expected.name, bold: true, size: sz(36) }], { alignment: AlignmentType.CENTER, spacing: { after: 40 } }),
    p([{ text: `${expected.location} | ${expected.phone} | ${expected.email} | linkedin.com/in/dkovachpm` }], {
      alignment: AlignmentType.CENTER,
    }),
    heading('PROFESSIONAL SUMMARY'),
    p([
      {
        text:
          'PMP-certified project manager with 15 years of experience delivering healthcare IT, utility and aerospace ' +
          'projects on time and within budget. Builds and runs PMOs, leads cross-functional teams of up to 40 people ' +
          'and manages portfolios of more than $14M using both predictive and Agile methods. Known for clear ' +
          'executive reporting, disciplined risk management and calm leadership when projects get hard.',
      },
    ]),
    heading('CORE COMPETENCIES'),
    competencies,
    heading('PROFESSIONAL EXPERIENCE'),
    employer(SUMMIT, 'Denver, CO', 'Jan 2019 – Present'),
    title(summit.title),
    scope(
      'Led a PMO of 6 project managers delivering a $14M portfolio of EHR, infrastructure and clinical system ' +
        'projects for a 9-hospital network.',
    ),
    ...SUMMIT_ITEMS.map(item),
    employer(ALPINE, 'Golden, CO', 'Jun 2013 – Dec 2018'),
    title(alpinePm.title, 'Mar 2016 – Dec 2018'),
    scope('Managed capital and IT projects of up to $3.5M for an electric utility serving 410,000 customers.'),
    ...ALPINE_PM_ITEMS.map(item),
    title(alpineApm.title, 'Jun 2013 – Feb 2016'),
    ...ALPINE_APM_ITEMS.map(item),
    employer(KESTREL, 'Colorado Springs, CO', 'Aug 2010 – May 2013'),
    title(kestrel.title),
    scope('Supported 3 program managers on satellite ground-system contracts worth $48M.'),
    ...KESTREL_ITEMS.map(item),
    employer(PEAKVIEW, 'Pueblo, CO', 'Jun 2008 – Jul 2010'),
    title(peakview.title),
    scope('Assisted the project management team of a regional general contractor.'),
    ...PEAKVIEW_ITEMS.map(item),
    heading('EDUCATION & CERTIFICATIONS'),
    p(
      [
        { text: 'Master of Science in Project Management', bold: true },
        { text: ', University of Eastern Colorado, Greeley, CO\t2016' },
      ],
      { tabStops: TAB, spacing: tight },
    ),
    p(
      [
        { text: 'Bachelor of Science in Business Administration', bold: true },
        { text: ', Colorado Plains University, Pueblo, CO\t2008' },
      ],
      { tabStops: TAB },
    ),
    p([{ text: 'PMP – Project Management Institute, 2017' }], { spacing: tight }),
    p([{ text: 'Certified ScrumMaster (CSM) – Scrum Alliance, 2019' }]),
    heading('TECHNICAL SKILLS'),
    p(
      [
        { text: 'Project Management:', bold: true },
        { text: ' Microsoft Project, Smartsheet, Jira, Confluence, Asana' },
      ],
      {
        spacing: tight,
      },
    ),
    p([{ text: 'Reporting & Analytics:', bold: true }, { text: ' Power BI, Tableau, Excel (pivot tables, XLOOKUP)' }], {
      spacing: tight,
    }),
    p([{ text: 'Collaboration:', bold: true }, { text: ' Microsoft Teams, SharePoint, Slack, Miro' }]),
  ];

  const header = new Header({
    children: [
      new Paragraph({
        style: 'Header',
        children: [
          new TextRun({ text: 'Danielle R. Kovach', bold: true }),
          new TextRun({ text: '\t\tPage ' }),
          new TextRun({ children: [PageNumber.CURRENT] }),
        ],
      }),
    ],
  });

  const doc = new Document({
    creator: 'Danielle Kovach',
    lastModifiedBy: 'Danielle Kovach',
    // Word's default tab stops: every 0.5 in.
    defaultTabStop: 720,
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: sz(22), language: { value: 'en-US' } },
          paragraph: { spacing: { before: 0, after: 160, line: 259, lineRule: LineRuleType.AUTO } },
        },
      },
      paragraphStyles: [
        {
          id: 'ListParagraph',
          name: 'List Paragraph',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { indent: { left: 720 }, contextualSpacing: true },
        },
        {
          id: 'Header',
          name: 'header',
          basedOn: 'Normal',
          paragraph: {
            spacing: { after: 0, line: 240, lineRule: LineRuleType.AUTO },
            tabStops: [
              { type: TabStopType.CENTER, position: 4680 },
              { type: TabStopType.RIGHT, position: 9360 },
            ],
          },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'word-bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { titlePage: true, page: { size: PAGE, margin: MARGIN } },
        headers: { first: new Header({ children: [new Paragraph({ style: 'Header' })] }), default: header },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

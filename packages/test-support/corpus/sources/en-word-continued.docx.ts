// A US senior operations leader's two-page resume typed in Word 2016 from an executive template (Letter, 0.75 in side
// margins and 0.7 in top and bottom; Garamond 11 with no space after paragraphs and single lines, set in Noto Serif by
// the PDF's maker): the name in large bold capitals centred in the first page's body over one centred contact line
// 'City, ST ZIP | phone | e-mail | LinkedIn'; headings in bold capitals over a bottom border; PROFESSIONAL SUMMARY as
// a justified paragraph; CORE COMPETENCIES as nine phrases in a borderless table of three columns, each cell an item of
// Word's bulleted list (U+F0B7 in Symbol), read across the rows; PROFESSIONAL EXPERIENCE with five employers, each one
// bold line in capitals 'COMPANY NAME, City, ST' with the years flush right on a right tab stop ('2019 – Present'),
// the title alone on a line in bold italics, a short scope paragraph (not at the oldest job), then the items with the
// same U+F0B7 mark. At NIKE, INC. two titles under one employer line, each a bold italic line carrying its own years
// in brackets ('Director of Operations (2017 – 2019)', 'Senior Operations Manager (2014 – 2017)'), the employer line
// keeping the overall span. The page break falls inside ACME LOGISTICS' items: the author put a hard page break
// (Ctrl+Enter) there and typed the employer line again at the top of page 2 with ' (continued)' after it and no
// dates ('ACME LOGISTICS, INC., Memphis, TN (continued)'), then the job's remaining items: one job, not two.
// Word's 'Different First Page' (w:titlePg): the first page's header is empty, the later pages' header says the name
// and 'Page 2' (a PAGE field after two tabs, at the Header style's right stop at 6.5 in, short of the 7 in margin)
// over a thin rule; the footer of every page is 'Page X of Y' (PAGE and NUMPAGES fields). EDUCATION as '**Degree** –
// School, City, ST<TAB>Year'; CERTIFICATIONS in the same shape ('Certified Six Sigma Black Belt (CSSBB), American
// Society for Quality<TAB>2016'), which are no schools. The rewrapped copy, its type a tenth larger, fills page 1
// before the hard break and so runs onto a third page.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  LevelFormat,
  LineRuleType,
  Packer,
  PageBreak,
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

const ACME = 'ACME LOGISTICS, INC.';
const NIKE = 'NIKE, INC.';

export const expected: Expected = {
  language: 'en',
  name: 'MARCUS D. WHITFIELD',
  email: 'marcus.whitfield@example.com',
  phone: '(901) 555-0127',
  location: 'Germantown, TN 38138',
  jobs: [
    {
      title: 'Senior Director of Operations',
      company: 'WILLIAMS-SONOMA, INC.',
      start: '2019',
      end: 'present',
      bullets: [
        'Cut cost per unit shipped by 14% in three years through engineered labor standards, re-slotting and a move to four-day shift patterns across all three buildings',
        'Led the $38M installation of a sortation and goods-to-person system, live before the 2021 peak',
        'Raised on-time shipping from 93.1% to 99.2% and held it through two holiday peaks',
        'Brought the recordable injury rate down from 4.8 to 2.1 with daily hazard walks',
      ],
    },
    {
      title: 'Director of Operations',
      company: NIKE,
      start: '2017',
      end: '2019',
      bullets: [
        'Delivered $5.2M in annual savings by consolidating two outbound buildings into one',
        'Launched the campus’s first e-commerce single-unit flow, reaching 45,000 orders a day',
        'Reduced temporary labor spend by 30% with a cross-training program covering 400 associates',
      ],
    },
    {
      title: 'Senior Operations Manager',
      company: NIKE,
      start: '2014',
      end: '2017',
      bullets: [
        'Managed inbound receiving and putaway for 1.1 million units a week across three shifts',
        'Cut dock-to-stock time from 72 to 26 hours with dock appointments and vendor ASN targets',
        'Led the Six Sigma project that lowered inventory adjustments by $1.4M a year',
      ],
    },
    {
      title: 'Operations Manager',
      company: ACME,
      start: '2010',
      end: '2014',
      bullets: [
        'Grew the site from four to nine clients while keeping order accuracy above 99.7%',
        'Implemented Manhattan WMS across all clients, replacing paper pick lists and spreadsheets',
        'Built daily tiered huddles and a visual KPI board that cut overtime hours by 22%',
        'Passed FDA and client audits with no findings in the healthcare client’s temperature-controlled area',
        'Hired and trained 12 supervisors, five of whom went on to become operations managers',
      ],
    },
    {
      title: 'Distribution Center Shift Manager',
      company: 'AUTOZONE, INC.',
      start: '2007',
      end: '2010',
      bullets: [
        'Raised night-shift productivity by 18% in units per hour through pick-path changes and incentive targets',
        'Kept store order fill rate at 98.5% or better for 30 consecutive months',
        'Took the shift through the conversion to radio-frequency scanning with no missed store deliveries',
      ],
    },
    {
      title: 'Operations Supervisor',
      company: 'UPS SUPPLY CHAIN SOLUTIONS',
      start: '2003',
      end: '2007',
      bullets: [
        'Supervised 35 package handlers in a service parts hub running overnight next-flight-out orders',
        'Redesigned the returns process for a technology client, cutting processing time from five days to two',
      ],
    },
  ],
  schools: [
    { school: 'University of Memphis', degree: 'MBA, Supply Chain Management', end: '2012' },
    { school: 'Mississippi State University', degree: 'B.S., Industrial Engineering', end: '2003' },
  ],
  skills: [
    'Multi-Site Operations',
    'P&L Management',
    'Lean / Six Sigma',
    'WMS / WES Systems',
    'Labor Planning',
    'Safety & OSHA Compliance',
    'Automation & Robotics',
    'Continuous Improvement',
    'Talent Development',
  ],
};

type Job = (typeof expected.jobs)[0];
const [wsm, director, senior, acme, autozone, ups] = expected.jobs as [Job, Job, Job, Job, Job, Job];

/** Letter, 0.75 in at the sides and 0.7 in at the top and bottom; 7 in of text. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1008, bottom: 1008, left: 1080, right: 1080, header: 576, footer: 576 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const INK = '262626';

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

  const p = (
    runs: Array<IRunOptions | PageBreak>,
    options: Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'> = {},
  ) => new Paragraph({ ...options, children: runs.map((r) => (r instanceof PageBreak ? r : new TextRun(r))) });

  /** An item of Word's bulleted list (Home > Bullets): List Paragraph, no space between items. */
  const item = (text: string, last = false) =>
    new Paragraph({
      style: 'ListParagraph',
      numbering: { reference: 'word-bullets', level: 0 },
      spacing: last ? { after: 120 } : undefined,
      children: [new TextRun(text)],
    });
  const items = (list: readonly string[]) => list.map((b, i) => item(b, i === list.length - 1));

  /** A heading: bold capitals over a bottom border (Home > Borders > Bottom Border). */
  const heading = (text: string) =>
    p([{ text, bold: true, size: sz(24), color: INK }], {
      spacing: { before: 160, after: 100 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: INK, space: 1 } },
      keepNext: true,
    });

  const TAB = [{ type: TabStopType.RIGHT, position: WIDTH }];
  /** The employer's line: bold capitals, the city after a comma, the years on a right tab stop at the margin. */
  const employerLine = (company: string, place: string, years: string) =>
    p([{ text: `${company}, ${place}\t${years}`, bold: true }], { tabStops: TAB, keepNext: true });
  /** The title alone on its line in bold italics. */
  const titleLine = (text: string) => p([{ text, bold: true, italics: true }], { keepNext: true });
  const scope = (text: string) => p([{ text }], { spacing: { after: 20 } });

  /** Core competencies: three to a row of a borderless table (Borders > No Border), each cell a bulleted item. */
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
                children: [item(s)],
              }),
          ),
        }),
    ),
  });

  const children = [
    p([{ text: expected.name, bold: true, size: sz(36), color: INK }], {
      alignment: AlignmentType.CENTER,
      spacing: { after: 40 },
    }),
    p(
      [
        {
          text: `${expected.location} | ${expected.phone} | ${expected.email} | linkedin.com/in/mwhitfield`,
          size: sz(19),
        },
      ],
      { alignment: AlignmentType.CENTER, spacing: { after: 60 } },
    ),
    heading('PROFESSIONAL SUMMARY'),
    p(
      [
        {
          text:
            'Operations leader with 20 years in distribution, e-commerce fulfillment and third-party logistics ' +
            'in the Memphis hub. Runs multi-site operations of up to 1,200 associates and 3.5 million square ' +
            'feet, lowering cost per unit while raising safety and service levels. Six Sigma Black Belt and PMP ' +
            'who builds the teams, metrics and daily routines that make improvements stick.',
        },
      ],
      { alignment: AlignmentType.JUSTIFIED },
    ),
    heading('CORE COMPETENCIES'),
    competencies,
    heading('PROFESSIONAL EXPERIENCE'),
    employerLine(wsm.company, 'Olive Branch, MS', '2019 – Present'),
    titleLine(wsm.title),
    scope(
      'Lead three distribution centers (3.5M sq ft) shipping furniture and housewares for Pottery Barn, West Elm ' +
        'and Williams Sonoma, with 1,200 associates and a $96M operating budget.',
    ),
    ...items(wsm.bullets),
    employerLine(NIKE, 'Memphis, TN', '2014 – 2019'),
    titleLine(`${director.title} (2017 – 2019)`),
    scope('Ran outbound operations at a 2.8M sq ft distribution center with 9 managers and 650 associates.'),
    ...items(director.bullets),
    titleLine(`${senior.title} (2014 – 2017)`),
    ...items(senior.bullets),
    employerLine(ACME, 'Memphis, TN', '2010 – 2014'),
    titleLine(acme.title),
    scope('Managed a 600,000 sq ft multi-client warehouse serving retail and healthcare customers.'),
    item(acme.bullets[0]!),
    item(acme.bullets[1]!),
    // Ctrl+Enter: a hard page break in a paragraph of its own (the list turned off first).
    p([new PageBreak()]),
    p([{ text: `${ACME}, Memphis, TN (continued)`, bold: true }], { keepNext: true }),
    ...items(acme.bullets.slice(2)),
    employerLine(autozone.company, 'Memphis, TN', '2007 – 2010'),
    titleLine(autozone.title),
    scope('Ran the night shift of a 140-associate parts distribution center serving 400 stores in six states.'),
    ...items(autozone.bullets),
    employerLine(ups.company, 'Louisville, KY', '2003 – 2007'),
    titleLine(ups.title),
    ...items(ups.bullets),
    heading('EDUCATION'),
    p([{ text: 'MBA, Supply Chain Management', bold: true }, { text: ' – University of Memphis, Memphis, TN\t2012' }], {
      tabStops: TAB,
      spacing: { after: 40 },
    }),
    p(
      [
        { text: 'B.S., Industrial Engineering', bold: true },
        { text: ' – Mississippi State University, Starkville, MS\t2003' },
      ],
      { tabStops: TAB },
    ),
    heading('CERTIFICATIONS'),
    p([{ text: 'Certified Six Sigma Black Belt (CSSBB), American Society for Quality\t2016' }], {
      tabStops: TAB,
      spacing: { after: 40 },
    }),
    p([{ text: 'Project Management Professional (PMP), Project Management Institute\t2013' }], { tabStops: TAB }),
  ];

  const small = { size: sz(18), color: '595959' };
  const footer = () =>
    new Footer({
      children: [
        new Paragraph({
          style: 'Footer',
          alignment: AlignmentType.CENTER,
          children: [
            new TextRun({ ...small, text: 'Page ' }),
            new TextRun({ ...small, children: [PageNumber.CURRENT] }),
            new TextRun({ ...small, text: ' of ' }),
            new TextRun({ ...small, children: [PageNumber.TOTAL_PAGES] }),
          ],
        }),
      ],
    });
  const header = new Header({
    children: [
      new Paragraph({
        style: 'Header',
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '7F7F7F', space: 1 } },
        children: [
          new TextRun({ ...small, text: 'Marcus D. Whitfield', bold: true }),
          new TextRun({ ...small, text: '\t\tPage ' }),
          new TextRun({ ...small, children: [PageNumber.CURRENT] }),
        ],
      }),
    ],
  });

  const doc = new Document({
    creator: 'Marcus Whitfield',
    lastModifiedBy: 'Marcus Whitfield',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: 'Garamond', size: sz(22) },
          paragraph: { spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO } },
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
            tabStops: [
              { type: TabStopType.CENTER, position: 4680 },
              { type: TabStopType.RIGHT, position: 9360 },
            ],
          },
        },
        {
          id: 'Footer',
          name: 'footer',
          basedOn: 'Normal',
          paragraph: {
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
              style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { titlePage: true, page: { size: PAGE, margin: MARGIN } },
        headers: { first: new Header({ children: [new Paragraph({ style: 'Header' })] }), default: header },
        footers: { first: footer(), default: footer() },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

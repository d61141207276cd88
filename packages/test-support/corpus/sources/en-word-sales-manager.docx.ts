// A US regional sales manager's two-page resume typed by himself in Word 2016 from a blank document (Letter, Word's
// 1 in margins; he set Cambria 11 as the default font and removed the space after paragraphs, the Cambria given here
// as Noto Serif, the serif the PDF's maker has). What it has:
// - the name typed in mixed case ('Derek M. Hollister') and shown in large bold small capitals (Font > Small caps, drawn
//   by LibreOffice as shrunken capitals), centred over one centred contact line 'Carmel, IN 46032 | phone | e-mail |
//   LinkedIn' that carries a bottom border (Borders > Bottom Border) across the page;
// - headings in Word's Heading 1 style, which he modified (the style is defined in styles.xml: Cambria 12 bold in dark
//   blue, capitals, a thin rule under it, keep with next): PROFESSIONAL SUMMARY, CORE COMPETENCIES, PROFESSIONAL
//   EXPERIENCE, EDUCATION, AWARDS;
// - CORE COMPETENCIES as twelve short phrases in a borderless 3 × 4 table (Insert > Table, Borders > No Border), each
//   cell an item of Word's default bulleted list (U+F0B7 in Symbol) pulled back to the cell's edge, read across rows;
// - PROFESSIONAL EXPERIENCE with four employers, each one bold line 'COMPANY NAME, City, ST' (the company in capitals,
//   one with a comma in it: 'W.W. GRAINGER, INC., Indianapolis, IN') with the employer's overall years on a right tab
//   stop at the margin ('2017 – Present'); under it each role as 'Title (Month YYYY – Month YYYY)' in bold italics (a
//   title with a comma: 'Regional Sales Manager, Great Lakes (January 2021 – Present)'), a one-line scope sentence,
//   then 'Key Achievements:' in bold over items of Word's default bulleted list (U+F0B7 in Symbol, List Paragraph)
//   full of $ and % figures, several over two lines; CARRIER has two roles under its one employer line (a promotion),
//   the employer line keeping the whole span; Word breaks the page where the text runs out, inside the District Sales
//   Manager's items (three on page 1, the last alone at the top of page 2; the rewrapped copy, its type a tenth
//   larger, runs onto a third page with EDUCATION and AWARDS under a 'Page 3' header);
// - Word's 'Different First Page' (w:titlePg): the first page's header is empty, the second page's header says
//   'Derek M. Hollister – Page 2' (the number a PAGE field) in small grey italics;
// - EDUCATION one line a school, degree first after an em dash ('**MBA, Marketing** — Indiana University Kelley School
//   of Business, 2012');
// - AWARDS as list items 'President’s Club, Carrier Global Corporation — 2019, 2021' and two more: no jobs.
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

const CARRIER = 'CARRIER GLOBAL CORPORATION';

export const expected: Expected = {
  language: 'en',
  name: 'Derek M. Hollister',
  email: 'dhollister@example.com',
  phone: '(317) 555-0194',
  location: 'Carmel, IN 46032',
  jobs: [
    {
      title: 'Regional Sales Manager, Great Lakes',
      company: CARRIER,
      start: '2021-01',
      end: 'present',
      bullets: [
        'Grew regional revenue from $148M to $196M (+32%) in three years, ranking first of 11 U.S. regions in 2023',
        'Raised dealer gross margin on ducted systems by 4.2 points with a tiered pricing program rolled out to all 310 dealers',
        'Signed 42 new Factory Authorized Dealers, adding $19.5M in annual sales',
        'Cut days sales outstanding from 51 to 38 by tying floor-plan terms to prompt payment',
        'Coached four territory managers into district roles while regional turnover fell from 22% to 9%',
      ],
    },
    {
      title: 'District Sales Manager',
      company: CARRIER,
      start: '2017-03',
      end: '2020-12',
      bullets: [
        'Grew district sales 27% to $79M in four years while holding price realization 1.5% above plan',
        'Won a three-year, $6.8M rooftop unit replacement program with Indianapolis Public Schools',
        'Launched a dealer co-op marketing program that lifted heat pump share from 18% to 31%',
        'Finished 2019 at 124% of quota, first of 48 district managers nationwide',
      ],
    },
    {
      title: 'Senior Account Manager',
      company: 'W.W. GRAINGER, INC.',
      start: '2013-06',
      end: '2017-02',
      bullets: [
        'Grew the book from $21M to $28M (+33%) by placing onsite vending and KeepStock inventory programs in 14 plants',
        'Signed a $4.1M three-year supply agreement with a Tier 1 automotive supplier in Columbus, IN',
        'Documented $2.3M in customer cost savings, used to renew 96% of contracts at full price',
        'Cut the share of spot buys in the book from 40% to 15% by moving accounts onto negotiated price lists',
      ],
    },
    {
      title: 'Territory Sales Manager',
      company: 'ECOLAB INC.',
      start: '2010-05',
      end: '2013-05',
      bullets: [
        'Grew territory revenue from $2.6M to $3.9M (+50%) in three years',
        'Converted 38 restaurants of a regional chain from a competitor ($740K a year)',
        'Held customer retention at 97% with quarterly reviews at every key account',
      ],
    },
    {
      title: 'Sales Representative',
      company: 'CINTAS CORPORATION',
      start: '2007-07',
      end: '2010-04',
      bullets: [
        'Closed $1.2M in new annual recurring revenue in 2009, 138% of quota',
        'Built a pipeline of 120 qualified prospects a quarter through cold calling',
      ],
    },
  ],
  schools: [
    { school: 'Indiana University Kelley School of Business', degree: 'MBA, Marketing', end: '2012' },
    { school: 'University of Cincinnati', degree: 'BBA, Marketing', end: '2007' },
  ],
  skills: [
    'Regional P&L',
    'Channel Development',
    'Key Accounts',
    'Sales Forecasting',
    'Pricing Strategy',
    'Team Coaching',
    'Territory Planning',
    'Contract Negotiation',
    'Salesforce CRM',
    'Pipeline Management',
    'New Business',
    'Sales Training',
  ],
};

type Job = (typeof expected.jobs)[0];
const [rsm, dsm, grainger, ecolab, cintas] = expected.jobs as [Job, Job, Job, Job, Job];

/** Letter with Word's 1 in margins: 6.5 in of text. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1440, bottom: 1440, left: 1440, right: 1440, header: 720, footer: 720 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BLUE = '1F3864';
/** The serif standing in for the author's Cambria. */
const FONT = 'Noto Serif';

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

  const p = (
    runs: IRunOptions[],
    options: Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'> = {},
  ) => new Paragraph({ ...options, children: runs.map((r) => new TextRun(r)) });

  /** A heading in his modified Heading 1 style. */
  const heading = (text: string) => new Paragraph({ heading: 'Heading1', children: [new TextRun(text)] });

  /** An item of Word's bulleted list (Home > Bullets): List Paragraph, no space between items. */
  const item = (runs: string | IRunOptions[], last = false) =>
    new Paragraph({
      style: 'ListParagraph',
      numbering: { reference: 'word-bullets', level: 0 },
      spacing: last ? { after: 120 } : undefined,
      children: (typeof runs === 'string' ? [{ text: runs }] : runs).map((r) => new TextRun(r)),
    });

  const TAB = [{ type: TabStopType.RIGHT, position: WIDTH }];
  /** The employer's line: bold, the company in capitals, the city after a comma, the overall years on a right tab. */
  const employerLine = (company: string, place: string, years: string) =>
    p([{ text: `${company}, ${place}\t${years}`, bold: true }], {
      tabStops: TAB,
      keepNext: true,
      spacing: { before: 120, after: 20 },
    });
  /** A role: 'Title (Month YYYY – Month YYYY)' in bold italics. */
  const role = (job: Job, dates: string) =>
    p([{ text: `${job.title} (${dates})`, bold: true, italics: true }], { keepNext: true, spacing: { before: 40 } });
  const scope = (text: string) => p([{ text }], { keepNext: true, spacing: { after: 40 } });
  const achievements = (job: Job) => [
    p([{ text: 'Key Achievements:', bold: true }], { keepNext: true }),
    ...job.bullets.map((b, i) => item(b, i === job.bullets.length - 1)),
  ];

  /** Core competencies: three to a row of a table with no borders, each cell a bulleted item at the cell's edge. */
  const third = Math.floor(WIDTH / 3);
  const competencies = new Table({
    width: { size: third * 3, type: WidthType.DXA },
    columnWidths: [third, third, third],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows: [0, 3, 6, 9].map(
      (i) =>
        new TableRow({
          children: expected.skills.slice(i, i + 3).map(
            (s) =>
              new TableCell({
                borders: NO_BORDERS,
                width: { size: third, type: WidthType.DXA },
                children: [
                  new Paragraph({
                    style: 'ListParagraph',
                    numbering: { reference: 'word-bullets', level: 0 },
                    indent: { left: 360, hanging: 360 },
                    children: [new TextRun(s)],
                  }),
                ],
              }),
          ),
        }),
    ),
  });

  const school = (degree: string, rest: string) =>
    p([{ text: degree, bold: true }, { text: ` — ${rest}` }], { spacing: { after: 40 } });
  const award = (name: string, rest: string, last = false) => item([{ text: name, bold: true }, { text: rest }], last);

  const rule = { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 4 };

  const children = [
    p([{ text: expected.name, bold: true, smallCaps: true, size: sz(52), color: BLUE }], {
      alignment: AlignmentType.CENTER,
    }),
    p(
      [
        {
          text: `${expected.location} | ${expected.phone} | ${expected.email} | linkedin.com/in/dhollister`,
          size: sz(19),
        },
      ],
      { alignment: AlignmentType.CENTER, border: { bottom: rule }, spacing: { after: 120 } },
    ),
    heading('PROFESSIONAL SUMMARY'),
    p(
      [
        {
          text:
            'Regional sales manager with 16 years in B2B sales of HVAC equipment, industrial supplies and ' +
            'facility services across the Midwest. Builds dealer and distributor networks, coaches territory ' +
            'teams to beat quota year after year and keeps growth profitable through pricing discipline and ' +
            'accurate forecasting. Two-time President’s Club winner with an MBA in marketing.',
        },
      ],
      { alignment: AlignmentType.JUSTIFIED },
    ),
    heading('CORE COMPETENCIES'),
    competencies,
    heading('PROFESSIONAL EXPERIENCE'),
    employerLine(CARRIER, 'Indianapolis, IN', '2017 – Present'),
    role(rsm, 'January 2021 – Present'),
    scope('Lead nine territory managers selling HVAC systems to 310 dealers in IN, OH and KY.'),
    ...achievements(rsm),
    role(dsm, 'March 2017 – December 2020'),
    scope('Managed four territory managers and $62M in equipment sales in central Indiana.'),
    ...achievements(dsm),
    employerLine(grainger.company, 'Indianapolis, IN', '2013 – 2017'),
    role(grainger, 'June 2013 – February 2017'),
    scope('Managed 35 manufacturing and healthcare accounts buying $28M a year in supplies.'),
    ...achievements(grainger),
    employerLine(ecolab.company, 'Indianapolis, IN', '2010 – 2013'),
    role(ecolab, 'May 2010 – May 2013'),
    scope('Sold cleaning and sanitation programs to restaurants, hotels and hospitals.'),
    ...achievements(ecolab),
    employerLine(cintas.company, 'Cincinnati, OH', '2007 – 2010'),
    role(cintas, 'July 2007 – April 2010'),
    scope('Sold uniform rental and facility services to new accounts in greater Cincinnati.'),
    ...achievements(cintas),
    heading('EDUCATION'),
    school('MBA, Marketing', 'Indiana University Kelley School of Business, 2012'),
    school('BBA, Marketing', 'University of Cincinnati, 2007'),
    heading('AWARDS'),
    award('President’s Club', ', Carrier Global Corporation — 2019, 2021'),
    award('Circle of Excellence', ', W.W. Grainger, Inc. — 2015'),
    award('Rookie of the Year', ', Cintas Corporation, Cincinnati location — 2008', true),
  ];

  const small = { size: sz(18), color: '7F7F7F', italics: true };
  const header = new Header({
    children: [
      new Paragraph({
        style: 'Header',
        children: [
          new TextRun({ ...small, text: `${expected.name} – Page ` }),
          new TextRun({ ...small, children: [PageNumber.CURRENT] }),
        ],
      }),
    ],
  });

  const doc = new Document({
    creator: 'Derek Hollister',
    lastModifiedBy: 'Derek Hollister',
    title: 'Derek Hollister Resume',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(22), language: { value: 'en-US' } },
          paragraph: { spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO } },
        },
        heading1: {
          run: { font: FONT, size: sz(24), bold: true, allCaps: true, color: BLUE },
          paragraph: {
            spacing: { before: 240, after: 100 },
            keepNext: true,
            keepLines: true,
            outlineLevel: 0,
            border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: BLUE, space: 1 } },
          },
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

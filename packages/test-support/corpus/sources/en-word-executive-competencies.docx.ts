// A US senior executive's two-page resume typed in Word from a blank document, the way executive-resume writers lay
// one out (Letter, 0.7 in top and bottom, 0.8 in at the sides; the writer's Garamond 11 is given here as Liberation
// Serif, a serif the PDF's maker has, no space after paragraphs unless set by hand). What it has:
// - the name typed in mixed case ('Darlene R. Whitcombe') and shown in bold small capitals (Font > Small caps, which
//   LibreOffice draws as shrunken capitals), centred, letter-spaced, over one centred contact line with bullets
//   between its fields ('Naperville, IL 60540 • (630) 555-0148 • e-mail • linkedin.com/in/…');
// - a centred headline in bold letter-spaced capitals with a pipe in it, 'CHIEF OPERATING OFFICER | SUPPLY CHAIN
//   TRANSFORMATION' (a headline, not a job), and an italic tag line of three phrases split by '•' under it;
// - headings centred in bold capitals between a top and a bottom border (Borders > Top and Bottom Border);
// - EXECUTIVE PROFILE as one justified paragraph;
// - CORE COMPETENCIES as a borderless 3 × 3 table (Insert > Table, Borders > No Border), each cell a list item whose
//   mark is the large black square Word's 'Define New Bullet' offers from Wingdings (character 110, U+F06E in the
//   file), one phrase wrapping in its cell ('ERP Transformation (SAP' / 'S/4HANA)'); these are the skills;
// - PROFESSIONAL EXPERIENCE with four employers, each one bold line in capitals 'COMPANY NAME, City, ST' with the
//   employer's years 'YYYY – Present' on a right tab stop at the margin, then an italic paragraph describing the
//   company (what it makes, its revenue, its people: no item, no title), then the title in bold alone on its line,
//   a plain paragraph of scope (budget, headcount, reporting line), then 'Selected Achievements:' in bold italics over
//   items of Word's default bulleted list (U+F0B7 in Symbol), several over two lines; at HALVERSON FOODS two
//   successive titles (a promotion), each bold with its own years on the right tab ('Chief Operating
//   Officer<TAB>2021 – Present', 'Senior Vice President, Supply Chain<TAB>2018 – 2021'), each with its own scope and
//   achievements, the employer line keeping its whole span '2018 – Present';
// - EDUCATION as one line a school, degree first, no years ('**MBA**, Kellogg School of Management, Northwestern
//   University', '**BS, Industrial Engineering**, Purdue University');
// - BOARD MEMBERSHIPS as '**Role**, Organization<TAB>YYYY – Present' lines shaped like the employer lines (a food
//   bank, a university's advisory board, a trade association's roundtable): no jobs and no schools.
// Word breaks the page where the text runs out, only the headings kept with the next paragraph (no header, no footer,
// no page numbers): page 1 ends with MERIDIAN's employer line, description and title, page 2 starts at its scope
// paragraph (in the rewrapped copy, its type a tenth larger, page 2 starts at MERIDIAN's employer line).
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  LineRuleType,
  Packer,
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

const HALVERSON = 'HALVERSON FOODS, INC.';

export const expected: Expected = {
  language: 'en',
  name: 'Darlene R. Whitcombe',
  email: 'darlene.whitcombe@example.com',
  phone: '(630) 555-0148',
  location: 'Naperville, IL 60540',
  jobs: [
    {
      title: 'Chief Operating Officer',
      company: HALVERSON,
      start: '2021',
      end: 'present',
      bullets: [
        'Delivered $118M in run-rate cost savings over three years through a network redesign that closed two legacy plants and added high-speed lines in Joliet and Monterrey',
        'Raised case fill rate to key retailers from 91.4% to 98.7% while cutting finished-goods inventory by 19 days',
        'Led the $64M SAP S/4HANA deployment across all 11 plants on time and within 3% of budget',
        'Brought the total recordable incident rate from 3.9 to 1.6, the best in the company’s 70-year history',
        'Built the integration playbook used for the 2023 acquisition of a regional bakery, reaching synergy targets six months early',
      ],
    },
    {
      title: 'Senior Vice President, Supply Chain',
      company: HALVERSON,
      start: '2018',
      end: '2021',
      bullets: [
        'Stood up the company’s first integrated business planning process, lifting forecast accuracy from 64% to 81%',
        'Renegotiated the top 40 ingredient and packaging contracts, saving $27M a year',
        'Kept every plant running through 2020 with a cross-trained labor reserve and dual-sourced proteins',
        'Consolidated six third-party warehouses into two company-run distribution centers',
      ],
    },
    {
      title: 'Vice President, North America Manufacturing',
      company: 'MERIDIAN CONSUMER BRANDS',
      start: '2012',
      end: '2018',
      bullets: [
        'Improved overall equipment effectiveness across 14 plants from 61% to 78% with a Lean and TPM program run by plant teams',
        'Cut conversion cost per unit by 11% in five years while absorbing wage inflation',
        'Started up a $150M liquid detergent plant in Greenville, SC, reaching rated capacity in nine months',
        'Reduced consumer quality complaints by 42% through standard work and line-side quality checks',
        'Developed four plant managers who were later promoted to regional or corporate roles',
      ],
    },
    {
      title: 'Director of Operations & Logistics',
      company: 'KESTREL PACKAGING CORPORATION',
      start: '2007',
      end: '2012',
      bullets: [
        'Closed the Racine plant and moved its volume to three sister sites without a missed customer shipment',
        'Cut freight spend by $6.8M a year with a dedicated fleet and a transportation management system',
        'Raised on-time delivery from 87% to 97% in two years',
        'Negotiated the first multi-year labor agreement at the Milwaukee plant without a work stoppage',
      ],
    },
    {
      title: 'Senior Manager, Operations Strategy',
      company: 'THE BRAXTON GROUP',
      start: '2003',
      end: '2007',
      bullets: [
        'Led 14 engagements on plant footprint, procurement and distribution strategy for food and consumer-goods clients',
        'Designed the distribution network model that the firm reused for clients for the next decade',
        'Recruited and coached a team of eight consultants and analysts',
      ],
    },
  ],
  schools: [
    { school: 'Kellogg School of Management, Northwestern University', degree: 'MBA' },
    { school: 'Purdue University', degree: 'BS, Industrial Engineering' },
  ],
  skills: [
    'P&L Leadership',
    'Supply Chain Transformation',
    'Plant Network Optimization',
    'S&OP / Integrated Planning',
    'Lean Manufacturing & TPM',
    'Strategic Sourcing',
    'ERP Transformation (SAP S/4HANA)',
    'Food Safety & Quality Systems',
    'M&A Integration',
  ],
};

type Job = (typeof expected.jobs)[0];
const [coo, svp, meridian, kestrel, braxton] = expected.jobs as [Job, Job, Job, Job, Job];

/** Letter, 0.7 in at the top and bottom and 0.8 in at the sides: 6.9 in of text. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1008, bottom: 1008, left: 1152, right: 1152 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const NAVY = '1F3A5F';

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

  const p = (
    runs: IRunOptions[],
    options: Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'> = {},
  ) => new Paragraph({ ...options, children: runs.map((r) => new TextRun(r)) });

  const TAB = [{ type: TabStopType.RIGHT, position: WIDTH }];
  const rule = { style: BorderStyle.SINGLE, size: 6, color: NAVY, space: 2 };

  /** A heading: centred bold capitals, letter-spaced, between a top and a bottom border. */
  const heading = (text: string) =>
    p([{ text, bold: true, size: sz(23), color: NAVY, characterSpacing: 30 }], {
      alignment: AlignmentType.CENTER,
      spacing: { before: 200, after: 120 },
      border: { top: rule, bottom: rule },
      keepNext: true,
    });

  /** The employer's line: bold capitals, the city after a comma, the employer's years on a right tab stop. */
  const employerLine = (company: string, place: string, years: string) =>
    p([{ text: `${company}, ${place}\t${years}`, bold: true }], {
      tabStops: TAB,
      spacing: { before: 160, after: 20 },
    });
  /** The company described in a sentence or two, in italics. */
  const about = (text: string) => p([{ text, italics: true, color: '404040' }], { spacing: { after: 60 } });
  /** The title alone on its line in bold, or with its own years on the right tab stop. */
  const titleLine = (text: string, years?: string) =>
    p(years ? [{ text: `${text}\t`, bold: true }, { text: years }] : [{ text, bold: true }], {
      tabStops: TAB,
      spacing: { before: 60, after: 20 },
    });
  const scope = (text: string) => p([{ text }], { alignment: AlignmentType.JUSTIFIED, spacing: { after: 60 } });
  const selected = () => p([{ text: 'Selected Achievements:', bold: true, italics: true }]);

  /** An item of Word's bulleted list (Home > Bullets): List Paragraph, no space between items. */
  const item = (text: string, last = false) =>
    new Paragraph({
      style: 'ListParagraph',
      numbering: { reference: 'word-bullets', level: 0 },
      spacing: last ? { after: 60 } : undefined,
      children: [new TextRun(text)],
    });
  const achievements = (job: Job) => [selected(), ...job.bullets.map((b, i) => item(b, i === job.bullets.length - 1))];

  /** Core competencies: a 3 × 3 table with no borders, each cell an item marked with Wingdings' large square. */
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
                children: [
                  new Paragraph({
                    numbering: { reference: 'squares', level: 0 },
                    spacing: { after: 40 },
                    children: [new TextRun(s)],
                  }),
                ],
              }),
          ),
        }),
    ),
  });

  /** A board seat: '**Role**, Organization' with its years on the right tab stop. */
  const board = (role: string, org: string, years: string) =>
    p([{ text: role, bold: true }, { text: `, ${org}\t${years}` }], { tabStops: TAB, spacing: { after: 40 } });

  const children = [
    p([{ text: expected.name, bold: true, smallCaps: true, size: sz(44), color: NAVY, characterSpacing: 20 }], {
      alignment: AlignmentType.CENTER,
      spacing: { after: 40 },
    }),
    p(
      [
        {
          text: `${expected.location}  •  ${expected.phone}  •  ${expected.email}  •  linkedin.com/in/dwhitcombe`,
          size: sz(20),
        },
      ],
      { alignment: AlignmentType.CENTER, spacing: { after: 160 } },
    ),
    p(
      [
        {
          text: 'CHIEF OPERATING OFFICER | SUPPLY CHAIN TRANSFORMATION',
          bold: true,
          size: sz(24),
          characterSpacing: 20,
        },
      ],
      {
        alignment: AlignmentType.CENTER,
        spacing: { after: 20 },
      },
    ),
    p(
      [{ text: 'Multi-Plant Manufacturing  •  End-to-End Supply Chain  •  Turnarounds & Integrations', italics: true }],
      {
        alignment: AlignmentType.CENTER,
        spacing: { after: 60 },
      },
    ),
    heading('EXECUTIVE PROFILE'),
    p(
      [
        {
          text:
            'Operations executive with 20+ years leading manufacturing and supply chain organizations in food and ' +
            'consumer products, most recently as COO of a $2.4B privately held food manufacturer. Known for ' +
            'redesigning plant and distribution networks, putting planning disciplines in place that hold up under ' +
            'volatility, and building the leadership bench that sustains results. Partners with the CEO, CFO and ' +
            'board on capital allocation, acquisitions and long-range planning; comfortable in union and non-union ' +
            'environments in the U.S. and Mexico.',
        },
      ],
      { alignment: AlignmentType.JUSTIFIED },
    ),
    heading('CORE COMPETENCIES'),
    competencies,
    heading('PROFESSIONAL EXPERIENCE'),
    employerLine(HALVERSON, 'Oak Brook, IL', '2018 – Present'),
    about(
      'Privately held maker of frozen and refrigerated foods for grocery and foodservice customers, with $2.4B in ' +
        'revenue, 11 plants and 6,800 employees in the U.S. and Mexico.',
    ),
    titleLine(coo.title, '2021 – Present'),
    scope(
      'Report to the CEO with full accountability for manufacturing, supply chain, procurement, quality, ' +
        'engineering and EHS; 6,200 employees, a $1.7B cost base and a $140M annual capital budget.',
    ),
    ...achievements(coo),
    titleLine(svp.title, '2018 – 2021'),
    scope(
      'Recruited to build an end-to-end supply chain function from separate planning, purchasing and logistics ' +
        'teams; 420 employees and $1.1B in annual spend.',
    ),
    ...achievements(svp),
    employerLine(meridian.company, 'Chicago, IL', '2012 – 2018'),
    about(
      'Publicly traded household and personal care products company with $5.1B in revenue and brands sold in ' +
        'more than 40 countries.',
    ),
    titleLine(meridian.title),
    scope(
      'Led 14 plants in the U.S. and Canada with 3,900 employees and an $890M operating budget, reporting to the ' +
        'Chief Supply Chain Officer.',
    ),
    ...achievements(meridian),
    employerLine(kestrel.company, 'Milwaukee, WI', '2007 – 2012'),
    about('Family-owned maker of corrugated and folding-carton packaging for food and beverage customers.'),
    titleLine(kestrel.title),
    scope('Ran five plants, the company’s private fleet and its customer service team; 1,100 employees.'),
    ...achievements(kestrel),
    employerLine(braxton.company, 'Minneapolis, MN', '2003 – 2007'),
    about('Boutique operations strategy consulting firm serving consumer-goods and industrial clients.'),
    titleLine(braxton.title),
    scope('Managed client teams of four to ten on supply chain and manufacturing strategy engagements.'),
    ...achievements(braxton),
    heading('EDUCATION'),
    p([{ text: 'MBA', bold: true }, { text: ', Kellogg School of Management, Northwestern University' }], {
      spacing: { after: 40 },
    }),
    p([{ text: 'BS, Industrial Engineering', bold: true }, { text: ', Purdue University' }]),
    heading('BOARD MEMBERSHIPS'),
    board('Board of Directors', 'Northern Illinois Food Bank', '2019 – Present'),
    board('Industry Advisory Board', 'Purdue University Supply Chain Management Program', '2016 – Present'),
    board('Chair', 'Chicago Roundtable, Council of Supply Chain Management Professionals', '2015 – 2019'),
  ];

  const doc = new Document({
    creator: 'Darlene Whitcombe',
    lastModifiedBy: 'Darlene Whitcombe',
    title: 'Darlene Whitcombe - Resume',
    styles: {
      default: {
        document: {
          run: { font: 'Liberation Serif', size: sz(22), language: { value: 'en-US' } },
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
        {
          reference: 'squares',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF06E',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: 288, hanging: 288 } },
                run: { font: 'Wingdings', size: sz(14), color: NAVY },
              },
            },
          ],
        },
      ],
    },
    sections: [{ properties: { page: { size: PAGE, margin: MARGIN } }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

// A mid-career US operations finance manager's resume built in Word 2016 the way many are (Letter, 0.75 in margins,
// Calibri 11 with the Normal style's spacing taken out, which the PDF's maker replaces with the wider Noto Sans): the
// name centred in large type over one centred contact line split by typed '•' ('Minneapolis, MN • phone • e-mail •
// linkedin.com/in/…'); headings typed in bold capitals over a bottom border; SUMMARY as two sentences; the whole
// EXPERIENCE section one borderless table of two columns, one row a job: the wide LEFT cell holds the company in bold
// capitals, the title in italics under it and Word's bulleted list (List Paragraph, U+F0B7 in Symbol) under that, an
// empty paragraph closing the cell; the narrow RIGHT cell, right-aligned, holds the city and state on its first line
// and the dates on its second ('June 2019 – Present' with the month spelled out, 'Mar 2016 – May 2019' abbreviated).
// One row holds two roles at the same company (a promotion): the second title in italics after the first role's items
// in the left cell, and its dates pushed down in the right cell by empty paragraphs typed until they sat level with it
// (level in this layout only: where the items wrap otherwise, as in the rewrapped copy, they drift off the title).
// Rows may break across pages: the last job's row splits after its first line, its company and city at page 1's foot,
// its title, dates and items at the top of page 2. EDUCATION in the same table shape (the school in bold capitals, the
// degree in italics and a line of detail | 'City, ST' over 'May 2014'); SKILLS as a borderless table of three columns
// with one skill a cell, each an item of the same bulleted list, read across the rows, two of them wrapping in the
// narrow cell ('Financial planning &' / 'analysis', 'Lean Six Sigma Green' / 'Belt').
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
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Brian Halvorsen',
  email: 'brian.halvorsen@example.com',
  phone: '(612) 555-0148',
  location: 'Minneapolis, MN',
  jobs: [
    {
      title: 'Senior Manager, Operations Finance',
      company: 'TARGET CORPORATION',
      start: '2019-06',
      end: 'present',
      bullets: [
        'Lead a team of four analysts supporting $1.4B in annual operating expense for 42 distribution and fulfillment centers',
        'Built the driver-based labor forecast used in the annual plan, cutting forecast error from 6.1% to 2.3%',
        'Partner with regional operations directors on monthly business reviews, capital requests and variance explanations',
        'Identified $18M in savings through a network-wide review of overtime, temporary labor and equipment leases',
        'Moved month-end reporting from Excel to Power BI and Hyperion, saving about 60 analyst hours a month',
      ],
    },
    {
      title: 'Senior Financial Analyst, Supply Chain',
      company: 'TARGET CORPORATION',
      start: '2016-03',
      end: '2019-05',
      bullets: [
        'Owned the $650M transportation expense forecast and reported weekly against plan to the VP of Logistics',
        'Modeled the financial case for two new regional distribution centers approved by the Capital Committee',
        'Reconciled carrier accruals with accounting at each close, reducing prior-period adjustments by 70%',
      ],
    },
    {
      title: 'Financial Analyst',
      company: 'GENERAL MILLS',
      start: '2011-08',
      end: '2016-02',
      bullets: [
        'Prepared the monthly plant P&L and cost-per-case reporting for three cereal plants',
        'Ran standard cost setting for 300 SKUs each fiscal year with plant controllers and procurement',
        'Analyzed ingredient price variances and presented hedging results to the supply chain leadership team',
        'Served as finance lead for the SAP ECC rollout at the Buffalo, NY plant',
      ],
    },
    {
      title: 'Operations Analyst',
      company: 'C.H. ROBINSON',
      start: '2008-07',
      end: '2011-07',
      bullets: [
        'Tracked on-time delivery and margin for 120 truckload customers in the Midwest region',
        'Built Access and Excel reports that replaced manual carrier scorecards for 15 branch offices',
        'Trained new branch staff on load entry, rate confirmations and carrier compliance checks',
      ],
    },
  ],
  schools: [
    { school: 'UNIVERSITY OF ST. THOMAS', degree: 'Master of Business Administration, Finance', end: '2014-05' },
    {
      school: 'UNIVERSITY OF WISCONSIN–MADISON',
      degree: 'Bachelor of Business Administration, Accounting',
      end: '2008-05',
    },
  ],
  skills: [
    'Financial planning & analysis',
    'Budgeting and forecasting',
    'Variance analysis',
    'Capital planning',
    'Cost accounting',
    'Labor modeling',
    'SAP (ECC, BW)',
    'Oracle Hyperion',
    'Power BI',
    'Advanced Excel',
    'SQL',
    'Lean Six Sigma Green Belt',
  ],
};

/** Letter, Word's 'Moderate'-like 0.75 in margins all round. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1080, bottom: 1080, left: 1080, right: 1080, header: 720, footer: 720 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The narrow right column: 2 in, dragged on the ruler; the wide left one takes the rest. */
const RIGHT = 2880;
const LEFT = WIDTH - RIGHT;
/** Word's default cell margins of 0.08 in. */
const CELL_MARGIN = 115;
/** How many empty paragraphs push the second role's dates level with its title (counted on the page). */
const PUSH = 12;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
/** A table with its borders taken off (Borders > No Border). */
const TABLE_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [seniorManager, seniorAnalyst, generalMills, robinson] = expected.jobs as [Job, Job, Job, Job];
const [stThomas, wisconsin] = expected.schools as [School, School];

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

  const p = (
    runs: IRunOptions[],
    options: Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'> = {},
  ) => new Paragraph({ ...options, children: runs.map((r) => new TextRun(r)) });

  /** An item of Word's bulleted list (the Bullets button on Home): List Paragraph, numbering level 0. */
  const item = (text: string) =>
    new Paragraph({
      style: 'ListParagraph',
      numbering: { reference: 'word-bullets', level: 0 },
      children: [new TextRun(text)],
    });

  const empty = () => p([]);
  const right = (text: string) => p([{ text }], { alignment: AlignmentType.RIGHT });

  const heading = (text: string) =>
    p([{ text, bold: true, size: sz(24) }], {
      spacing: { before: 200, after: 100 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
      keepNext: true,
    });

  const cell = (width: number, children: Paragraph[]) =>
    new TableCell({
      borders: NO_BORDERS,
      width: { size: width, type: WidthType.DXA },
      margins: { top: 0, bottom: 0, left: CELL_MARGIN, right: CELL_MARGIN },
      children,
    });

  const row = (left: Paragraph[], rightCell: Paragraph[]) =>
    new TableRow({ children: [cell(LEFT, left), cell(RIGHT, rightCell)] });

  const table = (rows: TableRow[]) =>
    new Table({
      width: { size: WIDTH, type: WidthType.DXA },
      columnWidths: [LEFT, RIGHT],
      borders: TABLE_BORDERS,
      rows,
    });

  const company = (name: string) => p([{ text: name, bold: true }]);
  const title = (text: string) => p([{ text, italics: true }]);

  /** One job a row: company, title and items | city over dates. */
  const job = (j: Job, city: string, dates: string) =>
    row([company(j.company), title(j.title), ...j.bullets.map(item), empty()], [right(city), right(dates)]);

  /**
   * The promotion: both roles in one row, the second role's dates pushed down by one empty paragraph for each line
   * the first role's items take in this layout (twelve: every item wraps in the cell, two over three lines).
   */
  const promoted = row(
    [
      company(seniorManager.company),
      title(seniorManager.title),
      ...seniorManager.bullets.map(item),
      title(seniorAnalyst.title),
      ...seniorAnalyst.bullets.map(item),
      empty(),
    ],
    [
      right('Minneapolis, MN'),
      right('June 2019 \u2013 Present'),
      ...Array.from({ length: PUSH }, empty),
      right('Mar 2016 \u2013 May 2019'),
    ],
  );

  const school = (s: School, city: string, when: string, detail?: string) =>
    row(
      [company(s.school), title(s.degree ?? ''), ...(detail ? [p([{ text: detail }])] : []), empty()],
      [right(city), right(when)],
    );

  const third = Math.floor(WIDTH / 3);
  const skillRows: TableRow[] = [];
  for (let i = 0; i < expected.skills.length; i += 3)
    skillRows.push(
      new TableRow({
        children: expected.skills.slice(i, i + 3).map(
          (s) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: third, type: WidthType.DXA },
              margins: { top: 0, bottom: 0, left: CELL_MARGIN, right: CELL_MARGIN },
              children: [item(s)],
            }),
        ),
      }),
    );
  const skills = new Table({
    width: { size: third * 3, type: WidthType.DXA },
    columnWidths: [third, third, third],
    borders: TABLE_BORDERS,
    rows: skillRows,
  });

  const doc = new Document({
    creator: 'Brian Halvorsen',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: sz(22) },
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
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          p([{ text: 'Brian Halvorsen', bold: true, size: sz(48) }], {
            alignment: AlignmentType.CENTER,
            spacing: { after: 60 },
          }),
          p(
            [
              {
                text:
                  'Minneapolis, MN \u2022 (612) 555-0148 \u2022 brian.halvorsen@example.com \u2022 ' +
                  'linkedin.com/in/brianhalvorsen',
                size: sz(21),
              },
            ],
            { alignment: AlignmentType.CENTER, spacing: { after: 120 } },
          ),
          heading('SUMMARY'),
          p([
            {
              text:
                'Operations finance leader with 15 years in retail, consumer goods and logistics, partnering with ' +
                'distribution and plant leaders to plan, forecast and control costs. Known for driver-based models ' +
                'that operations teams actually use and for finding savings without hurting service.',
            },
          ]),
          heading('EXPERIENCE'),
          table([
            promoted,
            job(generalMills, 'Minneapolis, MN', 'Aug 2011 \u2013 Feb 2016'),
            job(robinson, 'Eden Prairie, MN', 'Jul 2008 \u2013 Jul 2011'),
          ]),
          heading('EDUCATION'),
          table([
            school(stThomas, 'Minneapolis, MN', 'May 2014', 'Opus College of Business, evening program'),
            school(wisconsin, 'Madison, WI', 'May 2008'),
          ]),
          heading('SKILLS'),
          skills,
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

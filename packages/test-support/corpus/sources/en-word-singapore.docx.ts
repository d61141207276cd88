// A Singaporean operations executive's resume typed in Word from a blank document, the way they are sent to agencies
// and posted on MyCareersFuture (A4, Word's 2.54 cm margins, Arial 10.5 which the PDF's maker sets in Liberation
// Sans, a page and a half). What it has:
// - the name in bold ('Darren Lim Wei Jie', surname second of four words) over one contact line split by typed bars
//   ('Tampines, Singapore | +65 9123 4567 | e-mail');
// - headings typed in bold capitals over a bottom border;
// - PERSONAL PARTICULARS as 'Label: value' pairs two to a row of a borderless table, the labels in bold: 'Nationality:
//   Singaporean', 'Expected Salary: S$5,500' (a number that is no phone), 'Notice Period: 1 month', 'Availability:
//   Immediate';
// - PROFESSIONAL EXPERIENCE as a borderless table of two columns, one row a job: the narrow LEFT cell holds the dates
//   ('Mar 2021 – Present', 'Jan 2017 – Feb 2021'); the wide RIGHT cell the company in bold ('ST Logistics Pte Ltd'),
//   the title in italics under it, 'Key Responsibilities:' over Word's bulleted list (U+F0B7 in Symbol), then 'Key
//   Achievements:' over more items of the same list, items wrapping in the cell; the second job's row breaks across
//   the page;
// - NATIONAL SERVICE in the same row shape, not a job: '2014 – 2016' | 'Singapore Armed Forces — Full-time National
//   Service' in bold over 'Rank: Third Sergeant (3SG)' and 'Vocation: …' lines;
// - EDUCATION typed as plain lines, not in the table: the degree in bold ('Bachelor of Business (Logistics and Supply
//   Chain Management)') over 'RMIT University (via SIM Global Education)' over '2017 – 2020 (Part-time)' and a line
//   of detail; then the diploma on one line ('Diploma in Supply Chain Management, Temasek Polytechnic, 2011 – 2014')
//   and 'GCE ‘O’ Level, Tampines Secondary School, 2010' (Word's AutoCorrect quotes);
// - SKILLS as 'Technical: SAP MM, WMS (Manhattan), Excel (VLOOKUP, Pivot Tables)' and 'Languages: English, Mandarin,
//   Malay (basic)' (spoken languages, not skills);
// - 'REFERENCES: Available upon request' as the last line, the label set like a heading.
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
  name: 'Darren Lim Wei Jie',
  email: 'darren.lim.wj@example.com',
  phone: '+65 9123 4567',
  location: 'Tampines, Singapore',
  jobs: [
    {
      title: 'Senior Operations Executive',
      company: 'ST Logistics Pte Ltd',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Oversee daily inbound, outbound and inventory operations for a 180,000 sq ft multi-client warehouse at Jurong, handling about 2,400 order lines a day',
        'Supervise a team of 3 supervisors and 28 warehouse assistants and forklift drivers across two shifts',
        'Plan manpower and prepare weekly KPI reports (order accuracy, dock-to-stock time, on-time dispatch) for clients and management',
        'Handle client escalations, stock discrepancies and claims with customer service and transport teams',
        'Conduct monthly cycle counts and year-end stocktakes with external auditors',
        'Ensure compliance with WSH requirements, bizSAFE Level 3 and client SOPs',
        'Reduced picking errors from 0.8% to 0.2% by introducing barcode scanning at the packing stations',
        'Led the go-live of Manhattan WMS for two healthcare clients with no missed shipments during cut-over',
        'Cut overtime hours by 15% in FY2023 through shift re-planning and cross-training of staff',
        'Received the ST Logistics Service Excellence Award in 2022',
      ],
    },
    {
      title: 'Operations Executive',
      company: 'Toll Logistics (Asia) Pte Ltd',
      start: '2017-01',
      end: '2021-02',
      bullets: [
        'Coordinated inbound containers and outbound deliveries for FMCG and retail clients at the Toll Tampines warehouse',
        'Created purchase orders and goods receipts in SAP MM and reconciled stock between SAP and the WMS',
        'Scheduled 12 contracted lorries daily and followed up on proof of delivery with transporters',
        'Prepared monthly billing data and inventory ageing reports for the account managers',
        'Improved stock accuracy from 97.5% to 99.6% within one year by setting up a daily cycle count programme',
        'Trained 10 new staff on receiving, put-away and picking procedures',
        'Supported the relocation of 6,000 pallet positions to a new site over one weekend with no stock loss',
      ],
    },
  ],
  schools: [
    {
      school: 'RMIT University (via SIM Global Education)',
      degree: 'Bachelor of Business (Logistics and Supply Chain Management)',
      start: '2017',
      end: '2020',
    },
    {
      school: 'Temasek Polytechnic',
      degree: 'Diploma in Supply Chain Management',
      start: '2011',
      end: '2014',
    },
    { school: 'Tampines Secondary School', degree: 'GCE \u2018O\u2019 Level', end: '2010' },
  ],
  skills: ['SAP MM', 'WMS (Manhattan)', 'Excel (VLOOKUP, Pivot Tables)'],
};

/** A4 with Word's default 2.54 cm margins all round. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1440, bottom: 1440, left: 1440, right: 1440, header: 708, footer: 708 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The narrow date column, dragged to 4.5 cm on the ruler; the right one takes the rest. */
const LEFT = 2551;
const RIGHT = WIDTH - LEFT;
/** Word's default cell margins of 0.19 cm. */
const CELL_MARGIN = 108;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
/** Table > Borders > No Border. */
const TABLE_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

type Job = (typeof expected.jobs)[0];
const [stl, toll] = expected.jobs as [Job, Job];

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

  const p = (
    runs: IRunOptions[],
    options: Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'> = {},
  ) => new Paragraph({ ...options, children: runs.map((r) => new TextRun(r)) });

  /** An item of Word's bulleted list (Home > Bullets): List Paragraph, numbering level 0. */
  const item = (text: string) =>
    new Paragraph({
      style: 'ListParagraph',
      numbering: { reference: 'word-bullets', level: 0 },
      children: [new TextRun(text)],
    });

  const heading = (text: string) =>
    p([{ text, bold: true, size: sz(22) }], {
      spacing: { before: 240, after: 120 },
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

  const row = (dates: string, right: Paragraph[]) =>
    new TableRow({ children: [cell(LEFT, [p([{ text: dates }])]), cell(RIGHT, right)] });

  const table = (rows: TableRow[]) =>
    new Table({
      width: { size: WIDTH, type: WidthType.DXA },
      columnWidths: [LEFT, RIGHT],
      borders: TABLE_BORDERS,
      rows,
    });

  const label = (text: string) => p([{ text, bold: true }], { spacing: { before: 80, after: 40 } });
  const empty = () => p([]);

  /** A job's row: company, title, then the responsibilities and achievements (how many of each: `split`). */
  const job = (j: Job, dates: string, split: number) =>
    row(dates, [
      p([{ text: j.company, bold: true }]),
      p([{ text: j.title, italics: true }]),
      label('Key Responsibilities:'),
      ...j.bullets.slice(0, split).map(item),
      label('Key Achievements:'),
      ...j.bullets.slice(split).map(item),
      empty(),
    ]);

  const half = WIDTH / 2;
  const pair = (name: string, value: string) =>
    cell(half, [p([{ text: `${name}: `, bold: true }, { text: value }], { spacing: { after: 60 } })]);
  const particulars = new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [half, half],
    borders: TABLE_BORDERS,
    rows: [
      new TableRow({ children: [pair('Nationality', 'Singaporean'), pair('Expected Salary', 'S$5,500')] }),
      new TableRow({ children: [pair('Notice Period', '1 month'), pair('Availability', 'Immediate')] }),
    ],
  });

  const line = (runs: IRunOptions[]) => p(runs, { spacing: { after: 40 } });

  const doc = new Document({
    creator: 'Darren Lim',
    title: 'Resume - Darren Lim',
    styles: {
      default: {
        document: {
          run: { font: 'Arial', size: sz(21) },
          paragraph: { spacing: { before: 0, after: 0, line: 252, lineRule: LineRuleType.AUTO } },
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
          p([{ text: 'Darren Lim Wei Jie', bold: true, size: sz(32) }], { spacing: { after: 60 } }),
          p([{ text: 'Tampines, Singapore | +65 9123 4567 | darren.lim.wj@example.com' }], {
            spacing: { after: 120 },
          }),
          heading('PERSONAL PARTICULARS'),
          particulars,
          heading('PROFESSIONAL EXPERIENCE'),
          table([job(stl, 'Mar 2021 \u2013 Present', 6), job(toll, 'Jan 2017 \u2013 Feb 2021', 4)]),
          heading('NATIONAL SERVICE'),
          table([
            row('2014 \u2013 2016', [
              p([{ text: 'Singapore Armed Forces \u2014 Full-time National Service', bold: true }]),
              p([{ text: 'Rank: Third Sergeant (3SG)' }]),
              p([{ text: 'Vocation: Supply Specialist, 3rd Division Support Command' }]),
            ]),
          ]),
          heading('EDUCATION'),
          line([{ text: 'Bachelor of Business (Logistics and Supply Chain Management)', bold: true }]),
          line([{ text: 'RMIT University (via SIM Global Education)' }]),
          line([{ text: '2017 \u2013 2020 (Part-time)' }]),
          p([{ text: 'Completed while working full-time; Distinction for Warehouse and Distribution Management' }], {
            spacing: { after: 160 },
          }),
          p([{ text: 'Diploma in Supply Chain Management, Temasek Polytechnic, 2011 \u2013 2014' }], {
            spacing: { after: 160 },
          }),
          line([{ text: 'GCE \u2018O\u2019 Level, Tampines Secondary School, 2010' }]),
          heading('SKILLS'),
          line([
            { text: 'Technical: ', bold: true },
            { text: 'SAP MM, WMS (Manhattan), Excel (VLOOKUP, Pivot Tables)' },
          ]),
          line([{ text: 'Languages: ', bold: true }, { text: 'English, Mandarin, Malay (basic)' }]),
          p([{ text: 'REFERENCES: ', bold: true, size: sz(22) }, { text: 'Available upon request' }], {
            spacing: { before: 240 },
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

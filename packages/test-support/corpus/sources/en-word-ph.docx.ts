// A Filipino applicant's resume typed from scratch in MS Word for an accounting job at a BPO (shared services) company,
// the way they are handed in at job fairs and e-mailed to recruiters in Metro Manila (set on 'long bond paper',
// 8.5 × 13 in, with Word's 'Moderate' margins, Bookman Old Style at 11 pt, no 'keep with next' anywhere, so the
// page break falls inside the first job's list). What it has:
// - the top as a table of one row: the name in bold capitals, the address ('Blk 12 Lot 5, Brgy. San Isidro, Cainta,
//   Rizal'), 'Cellphone No.: 0917 555 0123' and 'E-mail Address: …' one a line in the left cell, and a 2x2 ID picture
//   (white background, collared blazer) pasted in a bordered cell at the top right; a thick rule under the table;
// - section headings in bold capitals, no rules: OBJECTIVE as the stock sentence; PERSONAL INFORMATION as
//   'Label<TAB>: value' lines on one tab stop (Age, Date of Birth 'March 14, 1995', Place of Birth, Sex, Civil Status,
//   Religion, Height '5'3"', Weight '52 kg', Citizenship, and the Father's and Mother's names, two more people's
//   names before any job);
// - EDUCATIONAL ATTAINMENT as 'Tertiary:', 'Secondary:', 'Primary:' in bold, the lines beside them pushed over by
//   typed tabs on Word's default stops (no table): school, course, the school's street address, 'S.Y. 2012 – 2016'
//   (a school year June to March), a 'Dean's Lister, 1st Semester, S.Y. 2014 – 2015' line under the college (a second
//   range), 'With Honors' under the high school, 'Graduated: March 2008' for the elementary school; no degree written
//   for the high school or the elementary school;
// - WORK EXPERIENCE as the company in bold, its full address (floor, building, barangay, city), 'Position: …',
//   'June 2018 – Present', then 'Duties and Responsibilities:' over items with Word's default list mark (U+F0B7 in
//   Symbol); BIR form numbers in an item ('2550M, 1601-C and 1601-E');
// - the OJT under its own heading, ON-THE-JOB TRAINING, set like a job ('April 2015 – May 2015 (200 hours)'), a
//   government office for its employer ('Municipal Treasurer's Office, Municipality of Cainta');
// - SEMINARS AND TRAININGS ATTENDED as items whose title is in quotes over the organiser, the venue and a whole date
//   ('February 3, 2018');
// - SKILLS as sentences ('Proficient in Microsoft Office applications (Word, Excel and PowerPoint)', 'Typing speed of
//   45 words per minute');
// - CHARACTER REFERENCES: three people side by side in the cells of a borderless table, each as name in bold
//   ('Prof. Leonora B. Castillo, CPA' wrapping), position, company (wrapping in the narrow cell) and 'Contact No.:
//   0918 555 0147' (one landline 'Tel. No.: (02) 8555 0192'), read across the cells: more phones than the applicant's;
// - 'I hereby certify that the above information is true and correct…' and, at the right, the name in bold
//   capitals over a signature line and 'Applicant' under it.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { png, NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'ANGELICA MAE R. SORIANO',
  email: 'angelicamae.soriano@example.com',
  phone: '0917 555 0123',
  location: 'Blk 12 Lot 5, Brgy. San Isidro, Cainta, Rizal',
  jobs: [
    {
      title: 'Accounts Payable Specialist',
      company: 'Vertex Global Shared Services Phils., Inc.',
      start: '2018-06',
      end: 'present',
      bullets: [
        'Process and post vendor invoices, credit memos and employee reimbursements of a US-based healthcare client in SAP and Coupa within the agreed turnaround time.',
        'Perform three-way matching of purchase orders, goods receipts and invoices and resolve discrepancies with buyers and vendors.',
        'Prepare the weekly payment run proposal and release vendor payments through check, ACH and wire transfer.',
        'Reconcile vendor statements of account and handle vendor inquiries through e-mail and phone calls.',
        'Train newly hired associates and serve as the subject matter expert (SME) of the team during month-end closing.',
      ],
    },
    {
      title: 'Accounting Clerk',
      company: 'JG Santos Trading Corporation',
      start: '2016-08',
      end: '2018-05',
      bullets: [
        'Recorded daily sales, collections and disbursements in QuickBooks.',
        'Prepared check vouchers and monitored the issuance and releasing of checks to suppliers.',
        'Prepared the monthly bank reconciliation statements of three bank accounts.',
        'Assisted in the preparation of BIR Forms 2550M, 1601-C and 1601-E.',
      ],
    },
    {
      title: 'On-the-Job Trainee',
      company: "Municipal Treasurer's Office, Municipality of Cainta",
      start: '2015-04',
      end: '2015-05',
      bullets: [
        'Assisted in the encoding of real property tax payments and the filing of official receipts.',
        'Sorted and filed disbursement vouchers and their supporting documents.',
      ],
    },
  ],
  schools: [
    {
      school: 'Polytechnic University of the Philippines',
      degree: 'Bachelor of Science in Accountancy',
      start: '2012',
      end: '2016',
    },
    { school: 'Cainta Catholic College', start: '2008', end: '2012' },
    { school: 'San Isidro Elementary School', end: '2008-03' },
  ],
  skills: [
    'Proficient in Microsoft Office applications (Word, Excel and PowerPoint)',
    'Knowledgeable in SAP, Coupa and QuickBooks',
    'Bookkeeping and bank reconciliation',
    'Good oral and written communication skills in English',
    'Typing speed of 45 words per minute',
    'Can work under pressure and with minimal supervision',
  ],
};

// 'Long bond paper' (8.5 × 13 in, what offices and applicants in the Philippines print on) with Word's 1 in margins.
const PAGE = { width: 12240, height: 18720 };
// Word's 'Moderate' margins: 1 in top and bottom, 0.75 in left and right.
const MARGIN = { top: 1440, bottom: 1440, left: 1080, right: 1080 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const PHOTO = 2880; // the picture's cell: 2 in, as the 2x2 ID picture it holds

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

// The 2x2 ID picture: head and shoulders on a white background, dark blazer over a white collar.
const idPicture = png(200, 200, (x, y) => {
  const inEllipse = (cx: number, cy: number, rx: number, ry: number) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  const face = inEllipse(100, 84, 31, 40);
  const hair = inEllipse(100, 78, 41, 50) || (y > 78 && y < 150 && Math.abs(x - 100) > 26 && Math.abs(x - 100) < 44);
  const neck = y > 110 && y < 140 && Math.abs(x - 100) < 15;
  const body = y > 132 && inEllipse(100, 215, 92, 84);
  const collar = body && y < 180 && Math.abs(x - 100) < 34 - (y - 132) * 0.5;
  if (face || neck) return [201, 152, 118];
  if (collar) return [244, 244, 246];
  if (body) return [38, 40, 52];
  if (hair) return [34, 27, 24];
  return [255, 255, 255];
});

const single = { style: BorderStyle.SINGLE, size: 6, color: '000000' };

const line = (runs: Array<string | IRunOptions> | string | IRunOptions, after = 0, more: object = {}) =>
  new Paragraph({
    spacing: { after },
    ...more,
    children: (Array.isArray(runs) ? runs : [runs]).map((r) => new TextRun(typeof r === 'string' ? { text: r } : r)),
  });

/** A heading as she typed it: bold capitals, a blank line's worth of space above. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 160, after: 80 },
    children: [new TextRun({ text, bold: true, size: sz(24) })],
  });

/** 'Label<TAB>: value' on one tab stop, the colons in a column. */
const info = (label: string, value: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: 2520 }],
    indent: { left: 360 },
    spacing: { after: 0 },
    children: [new TextRun(label), new TextRun(`\t: ${value}`)],
  });

/**
 * A school: 'Tertiary:' in bold and two tabs, then each further line typed with three tabs, so everything stands on
 * Word's default stop at 1.5 in; each line its own paragraph (Enter), as people type them.
 */
const school = (level: string, lines: Array<string | IRunOptions>) => [
  new Paragraph({
    spacing: { after: 0 },
    children: [
      new TextRun({ text: level, bold: true }),
      new TextRun('\t\t'),
      new TextRun(typeof lines[0] === 'string' ? { text: lines[0], bold: true } : lines[0]!),
    ],
  }),
  ...lines.slice(1).map(
    (l, i) =>
      new Paragraph({
        spacing: { after: i === lines.length - 2 ? 100 : 0 },
        children: [new TextRun('\t\t\t'), new TextRun(typeof l === 'string' ? { text: l } : l)],
      }),
  ),
];

const item = (text: string | Array<string | IRunOptions>, after = 20) =>
  line(text, after, { numbering: { reference: 'dots', level: 0 }, alignment: AlignmentType.JUSTIFIED });

type Job = (typeof expected.jobs)[0];
const job = (j: Job, address: string, dates: string) => [
  line({ text: j.company, bold: true }, 0),
  line(address, 0),
  line([{ text: 'Position: ' }, { text: j.title, bold: true }], 0),
  line({ text: dates, italics: true }, 60),
  line({ text: 'Duties and Responsibilities:', underline: {} }, 40),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1 ? 140 : 0)),
];

const seminar = (title: string, where: string) =>
  new Paragraph({
    numbering: { reference: 'dots', level: 0 },
    spacing: { after: 60 },
    children: [new TextRun({ text: `“${title}”`, bold: true }), new TextRun({ text: where, break: 1 })],
  });

/** The references side by side, one a cell of a borderless table of three columns. */
type Reference = [name: string, position: string, company: string, phone: string];
const references = (people: Reference[]) => {
  const w = Math.floor(WIDTH / people.length);
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: people.map(() => w),
    rows: [
      new TableRow({
        children: people.map(
          ([name, position, company, phone]) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: w, type: WidthType.DXA },
              children: [line({ text: name, bold: true }), line(position), line(company), line(phone)],
            }),
        ),
      }),
    ],
  });
};

const [vertex, santos, ojt] = expected.jobs as [Job, Job, Job];

// The top: name and contact lines left, the 2x2 picture in a bordered cell right.
const top = new Table({
  width: { size: WIDTH, type: WidthType.DXA },
  columnWidths: [WIDTH - PHOTO, PHOTO],
  rows: [
    new TableRow({
      children: [
        new TableCell({
          borders: NO_BORDERS,
          width: { size: WIDTH - PHOTO, type: WidthType.DXA },
          verticalAlign: VerticalAlign.CENTER,
          children: [
            line({ text: expected.name, bold: true, size: sz(32) }, 120),
            line(expected.location!, 20),
            line(['Cellphone No.: ', expected.phone!], 20),
            line(['E-mail Address: ', { text: expected.email!, color: '0563C1', underline: {} }], 0),
          ],
        }),
        new TableCell({
          borders: { top: single, bottom: single, left: single, right: single },
          margins: { top: 40, bottom: 40, left: 40, right: 40 },
          width: { size: PHOTO, type: WidthType.DXA },
          children: [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [new ImageRun({ type: 'png', data: idPicture, transformation: { width: 184, height: 184 } })],
            }),
          ],
        }),
      ],
    }),
  ],
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Angelica',
    styles: { default: { document: { run: { font: 'Bookman Old Style', size: sz(22) } } } },
    numbering: {
      config: [
        {
          reference: 'dots',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uf0b7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: { size: PAGE, margin: MARGIN },
        },
        children: [
          top,
          new Paragraph({
            spacing: { after: 0 },
            border: { bottom: { style: BorderStyle.THICK, size: 18, color: '000000', space: 1 } },
            children: [],
          }),
          heading('OBJECTIVE'),
          line(
            'To obtain a position as an Accounts Payable or General Accounting Specialist in a reputable company ' +
              'where I can apply my knowledge and experience in accounting, and to further develop my skills for ' +
              'the growth of the company.',
            0,
            { alignment: AlignmentType.JUSTIFIED, indent: { left: 360 } },
          ),
          heading('PERSONAL INFORMATION'),
          info('Age', '29'),
          info('Date of Birth', 'March 14, 1995'),
          info('Place of Birth', 'Marikina City'),
          info('Sex', 'Female'),
          info('Civil Status', 'Single'),
          info('Religion', 'Roman Catholic'),
          info('Height', '5\'3"'),
          info('Weight', '52 kg'),
          info('Citizenship', 'Filipino'),
          info("Father's Name", 'Rodolfo C. Soriano'),
          info("Mother's Name", 'Marites R. Soriano'),
          heading('EDUCATIONAL ATTAINMENT'),
          ...school('Tertiary:', [
            'Polytechnic University of the Philippines',
            'Bachelor of Science in Accountancy',
            'Anonas St., Sta. Mesa, Manila',
            'S.Y. 2012 – 2016',
            { text: "Dean's Lister, 1st Semester, S.Y. 2014 – 2015", italics: true },
          ]),
          ...school('Secondary:', [
            'Cainta Catholic College',
            'A. Bonifacio Avenue, Cainta, Rizal',
            'S.Y. 2008 – 2012',
            { text: 'With Honors', italics: true },
          ]),
          ...school('Primary:', [
            'San Isidro Elementary School',
            'Brgy. San Isidro, Cainta, Rizal',
            'Graduated: March 2008',
          ]),
          heading('WORK EXPERIENCE'),
          ...job(
            vertex,
            '12th Floor, Cyber One Building, Eastwood City, Bagumbayan, Quezon City',
            'June 2018 – Present',
          ),
          ...job(santos, 'Ortigas Avenue Extension, Brgy. San Juan, Cainta, Rizal', 'August 2016 – May 2018'),
          heading('ON-THE-JOB TRAINING'),
          ...job(ojt, 'Cainta Municipal Hall, A. Bonifacio Avenue, Cainta, Rizal', 'April 2015 – May 2015 (200 hours)'),
          heading('SEMINARS AND TRAININGS ATTENDED'),
          seminar(
            'Advanced Microsoft Excel for Finance Professionals',
            'Vertex Learning and Development Center, Quezon City – March 12, 2022',
          ),
          seminar(
            'TRAIN Law: Updates on Income Tax, VAT and Withholding Taxes',
            'Philippine Institute of Certified Public Accountants (PICPA) – Rizal Chapter, Antipolo City – ' +
              'February 3, 2018',
          ),
          seminar(
            '21st JPIA Regional Accounting Students’ Convention',
            'Junior Philippine Institute of Accountants – NCR, SMX Convention Center, Pasay City – ' +
              'September 26, 2015',
          ),
          heading('SKILLS'),
          ...expected.skills.map((s) => item(s, 0)),
          heading('CHARACTER REFERENCES'),
          references([
            [
              'Ms. Jocelyn T. Ramos',
              'Team Leader, Accounts Payable',
              'Vertex Global Shared Services Phils., Inc.',
              'Contact No.: 0918 555 0147',
            ],
            ['Mr. Gerardo L. Santos', 'General Manager', 'JG Santos Trading Corporation', 'Contact No.: 0922 555 0184'],
            [
              'Prof. Leonora B. Castillo, CPA',
              'Faculty, College of Accountancy and Finance',
              'Polytechnic University of the Philippines',
              'Tel. No.: (02) 8555 0192',
            ],
          ]),
          new Paragraph({
            spacing: { before: 160, after: 300 },
            alignment: AlignmentType.JUSTIFIED,
            children: [
              new TextRun(
                'I hereby certify that the above information is true and correct to the best of my knowledge and ' +
                  'belief.',
              ),
            ],
          }),
          // The name in bold capitals over the signature line (a border under it), 'Applicant' under the line.
          new Paragraph({
            alignment: AlignmentType.CENTER,
            indent: { left: WIDTH - 4320 },
            spacing: { after: 0 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
            children: [new TextRun({ text: expected.name, bold: true })],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            indent: { left: WIDTH - 4320 },
            children: [new TextRun({ text: 'Applicant', size: sz(20) })],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// A Kenyan accountant's CV typed from a blank document in MS Word (A4, Word's 'Moderate' margins, Times New Roman 12,
// which LibreOffice sets in Liberation Serif), the way it is printed at the cyber café and dropped at HR offices in
// Nairobi or e-mailed to recruiters. Two pages. What it has:
// - 'CURRICULUM VITAE' centred in bold underlined capitals as the only title: the name is nowhere but on the 'Name:'
//   line under PERSONAL DETAILS;
// - headings in bold capitals over a thin paragraph border, the same size as the text;
// - PERSONAL DETAILS as bold 'Label:' then a tab to one left stop set on the ruler (4.5 cm), the values in a column:
//   Name, 'ID No.: 28456713' (an eight-digit national ID, fictional), 'Date of Birth: 12th March 1993', Gender,
//   Nationality 'Kenyan', Marital Status, Languages, 'Phone: +254 712 345 678', 'Email:', and
//   'Postal Address: P.O. Box 12345-00100 Nairobi' (a post-office box with its postcode after a hyphen, the only
//   address);
// - CAREER OBJECTIVE as the stock sentence, justified;
// - EDUCATION BACKGROUND with the year range first ('2012 – 2016'), a typed tab, the school in bold, then a new
//   paragraph starting with a tab for the certificate ('Bachelor of Commerce (Accounting Option) – Second Class
//   Honours (Upper Division)' wrapping back to the left margin under the years, 'Kenya Certificate of Secondary
//   Education (KCSE) – Mean Grade B+', 'Kenya Certificate of Primary Education (KCPE) – 391 Marks'), three schools
//   down to the primary school;
// - PROFESSIONAL QUALIFICATIONS apart from the schools: 'Certified Public Accountant (CPA K) – KASNEB, 2018' and the
//   ICPAK membership with its number, as list items;
// - WORK EXPERIENCE newest first, each job as the same tab-aligned label lines ('Organisation:', one with its town
//   after a comma, 'Position:', 'Duration: March 2019 to date', 'June 2017 to February 2019'), 'Duties and
//   Responsibilities:' in bold over items with Word's default list mark (U+F0B7 in Symbol), some wrapping; page 2
//   starting between the second job's 'Duration:' line and its 'Duties and Responsibilities:' (three pages in the
//   rewrapped copy, the third referee alone on the last); the last job a university industrial attachment at the tax
//   authority ('Kenya Revenue Authority, Times Tower, Nairobi', 'Industrial Attachee', May to August 2015);
// - SKILLS AND COMPETENCIES as Wingdings arrow items (U+F0D8), HOBBIES as one line;
// - REFEREES as a borderless table of two columns (two referees on the first row, the third alone under the first),
//   each a name with a title ('Mr.', 'CPA', 'Dr.'), position, organisation, a P.O. Box, 'Tel: 07…' and 'Email:':
//   three more phones and e-mails than the candidate's own, one referee at her current employer.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  UnderlineType,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Faith Wanjiku Mwangi',
  email: 'faith.wanjiku.mwangi@example.com',
  phone: '+254 712 345 678',
  location: 'P.O. Box 12345-00100 Nairobi',
  jobs: [
    {
      title: 'Accountant',
      company: 'Tausi Logistics Kenya Limited',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Preparing monthly management accounts and financial reports for presentation to the Finance Manager and the Board.',
        'Preparing and filing monthly VAT, PAYE and withholding tax returns on iTax within the statutory deadlines.',
        'Reconciling the company’s six bank accounts and the M-Pesa paybill account on a monthly basis.',
        'Processing supplier invoices and payments on Sage 300 and reconciling creditors’ statements.',
        'Maintaining the fixed assets register and computing monthly depreciation.',
        'Coordinating the annual external audit and preparing the audit schedules.',
      ],
    },
    {
      title: 'Assistant Accountant',
      company: 'Mwangaza Sacco Society Limited',
      start: '2017-06',
      end: '2019-02',
      bullets: [
        'Posting members’ deposits, loan repayments and dividends on the Sacco management system.',
        'Preparing loan disbursement vouchers and following up on loan arrears with the credit department.',
        'Preparing monthly returns to SASRA and assisting in the preparation of the annual budget.',
        'Handling petty cash and preparing the monthly petty cash reconciliation.',
      ],
    },
    {
      title: 'Audit Trainee',
      company: 'Kariuki & Associates Certified Public Accountants',
      start: '2016-08',
      end: '2017-05',
      bullets: [
        'Assisted in the statutory audits of schools, churches, Saccos and small and medium enterprises.',
        'Vouching of payments, verification of fixed assets and preparation of audit working papers.',
        'Preparing books of accounts and draft financial statements for clients.',
      ],
    },
    {
      title: 'Industrial Attachee',
      company: 'Kenya Revenue Authority',
      start: '2015-05',
      end: '2015-08',
      bullets: [
        'Assisted taxpayers to register for KRA PINs and to file their returns on iTax.',
        'Capturing and filing taxpayers’ records in the Domestic Taxes Department.',
        'Answering taxpayers’ enquiries at the customer service desk.',
      ],
    },
  ],
  schools: [
    {
      school: 'University of Nairobi',
      degree: 'Bachelor of Commerce (Accounting Option)',
      start: '2012',
      end: '2016',
    },
    {
      school: 'Alliance Girls’ High School',
      degree: 'Kenya Certificate of Secondary Education (KCSE)',
      start: '2008',
      end: '2011',
    },
    {
      school: 'Kilimani Primary School',
      degree: 'Kenya Certificate of Primary Education (KCPE)',
      start: '2000',
      end: '2007',
    },
  ],
  skills: [
    'Proficient in Microsoft Office Suite (Word, Excel, PowerPoint and Outlook)',
    'Working knowledge of Sage 300, QuickBooks and SAP Business One',
    'Tax compliance and filing of returns on iTax',
    'Financial reporting under IFRS',
    'Strong analytical and problem solving skills',
    'Good communication and interpersonal skills',
    'Ability to work under pressure and meet deadlines',
  ],
};

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const [tausi, mwangaza, kariuki, kra] = expected.jobs as [Job, Job, Job, Job];
const [uon, alliance, kilimani] = expected.schools as [School, School, School];

/** A4 with Word's 'Moderate' margins: 2.54 cm at the top and bottom, 1.91 cm at the sides. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1440, bottom: 1440, left: 1080, right: 1080 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The one left tab stop she set on the ruler for the labels' values and the schools, 4.5 cm. */
const STOP = 2552;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type Piece = string | IRunOptions;
const runs = (pieces: Piece | Piece[]) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) => new TextRun(typeof p === 'string' ? { text: p } : p),
  ) as ParagraphChild[];

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

const line = (pieces: Piece | Piece[], after = 0, more: ParagraphOptions = {}) =>
  new Paragraph({ spacing: { after }, ...more, children: runs(pieces) });

/** A line whose tabs go to the stop on the ruler. */
const stopped = (pieces: Piece | Piece[], after = 0, more: ParagraphOptions = {}) =>
  line(pieces, after, { tabStops: [{ type: TabStopType.LEFT, position: STOP }], ...more });

/** A heading: bold capitals over a thin border (Borders > Bottom Border), a blank line's space above. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 120 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true })],
  });

/** 'Label:<TAB>value', the label in bold. */
const label = (name: string, value: Piece | Piece[], after = 40) =>
  stopped([{ text: `${name}:`, bold: true }, '\t', ...(Array.isArray(value) ? value : [value])], after);

/** An item: 'dots' (Word's default, Symbol U+F0B7) or 'arrows' (Wingdings U+F0D8). */
const item = (text: string, list: 'dots' | 'arrows' = 'dots', after = 20) =>
  line(text, after, { numbering: { reference: list, level: 0 }, alignment: AlignmentType.JUSTIFIED });

/** 'YYYY – YYYY<TAB>School' in bold, then a paragraph typed as a tab and the certificate with its grade. */
const school = (s: School, grade: string) => [
  stopped([`${s.start} – ${s.end}`, '\t', { text: s.school!, bold: true }], 20, { keepNext: true }),
  stopped(`\t${s.degree} – ${grade}`, 160),
];

const job = (j: Job, organisation: string, duration: string) => [
  label('Organisation', { text: organisation, bold: true }),
  label('Position', j.title),
  label('Duration', duration, 80),
  line({ text: 'Duties and Responsibilities:', bold: true }, 40, { keepNext: true }),
  ...j.bullets.map((b, i) => item(b, 'dots', i === j.bullets.length - 1 ? 200 : 20)),
];

/** REFEREES: a table of two columns with 'No Border', one referee a cell, the third alone on the second row. */
function referees(people: string[][]) {
  const col = Math.floor(WIDTH / 2);
  const cell = (lines: string[] | undefined) =>
    new TableCell({
      borders: NO_BORDERS,
      width: { size: col, type: WidthType.DXA },
      children: lines
        ? lines.map((l, i) => line(i === 0 ? { text: l, bold: true } : l, i === lines.length - 1 ? 200 : 20))
        : [line('')],
    });
  const rows: TableRow[] = [];
  for (let i = 0; i < people.length; i += 2)
    rows.push(new TableRow({ cantSplit: true, children: [cell(people[i]), cell(people[i + 1])] }));
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [col, col],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows,
  });
}

const listLevel = (text: string, font: string) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font } },
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Faith Mwangi',
    lastModifiedBy: 'Faith Mwangi',
    styles: {
      default: {
        document: {
          run: { font: 'Times New Roman', size: sz(24), language: { value: 'en-GB' } },
          paragraph: { spacing: { after: 0, line: 240 } },
        },
      },
    },
    numbering: {
      config: [
        { reference: 'dots', levels: [listLevel('\uf0b7', 'Symbol')] },
        { reference: 'arrows', levels: [listLevel('\uf0d8', 'Wingdings')] },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          line({ text: 'CURRICULUM VITAE', bold: true, size: sz(32), underline: { type: UnderlineType.SINGLE } }, 120, {
            alignment: AlignmentType.CENTER,
          }),
          heading('PERSONAL DETAILS'),
          label('Name', expected.name),
          label('ID No.', '28456713'),
          label('Date of Birth', '12th March 1993'),
          label('Gender', 'Female'),
          label('Nationality', 'Kenyan'),
          label('Marital Status', 'Single'),
          label('Languages', 'English and Kiswahili'),
          label('Phone', expected.phone!),
          label('Email', { text: expected.email!, color: '0563C1', underline: { type: UnderlineType.SINGLE } }),
          label('Postal Address', expected.location!),
          heading('CAREER OBJECTIVE'),
          line(
            'To secure a challenging position in a reputable organisation where I can apply my accounting, ' +
              'taxation and financial reporting skills, grow professionally and contribute to the achievement of ' +
              'the organisation’s goals and objectives.',
            0,
            { alignment: AlignmentType.JUSTIFIED },
          ),
          heading('EDUCATION BACKGROUND'),
          ...school(uon, 'Second Class Honours (Upper Division)'),
          ...school(alliance, 'Mean Grade B+'),
          ...school(kilimani, '391 Marks'),
          heading('PROFESSIONAL QUALIFICATIONS'),
          item('Certified Public Accountant (CPA K) – KASNEB, 2018'),
          item('Member, Institute of Certified Public Accountants of Kenya (ICPAK) – Member No. 24517'),
          heading('WORK EXPERIENCE'),
          ...job(tausi, tausi.company, 'March 2019 to date'),
          ...job(mwangaza, `${mwangaza.company}, Thika`, 'June 2017 to February 2019'),
          ...job(kariuki, kariuki.company, 'August 2016 to May 2017'),
          ...job(kra, `${kra.company}, Times Tower, Nairobi`, 'May 2015 to August 2015'),
          heading('SKILLS AND COMPETENCIES'),
          ...expected.skills.map((s) => item(s, 'arrows')),
          heading('HOBBIES'),
          line('Reading, travelling, swimming and volunteering in community projects.'),
          heading('REFEREES'),
          referees([
            [
              'Mr. Peter Otieno Onyango',
              'Finance Manager',
              'Tausi Logistics Kenya Limited',
              'P.O. Box 45678-00200 Nairobi',
              'Tel: 0722 555 014',
              'Email: peter.onyango@example.com',
            ],
            [
              'CPA Mary Achieng Odhiambo',
              'Chief Executive Officer',
              'Mwangaza Sacco Society Limited',
              'P.O. Box 2230-01000 Thika',
              'Tel: 0733 555 219',
              'Email: m.odhiambo@example.com',
            ],
            [
              'Dr. Samuel Kiprop Chebet',
              'Senior Lecturer, Department of Finance and Accounting',
              'University of Nairobi',
              'P.O. Box 30197-00100 Nairobi',
              'Tel: 0710 555 863',
              'Email: skchebet@example.com',
            ],
          ]),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

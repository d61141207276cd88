// A South African CV typed in Word (A4, en-ZA's 2.54 cm margins, Arial 11 set in Liberation Sans, Word's default list
// mark U+F0B7 in Symbol) by an accountant in Johannesburg, the way schools, SETA courses and recruitment agencies
// here teach it. What it has:
// - 'CURRICULUM VITAE' centred in bold underlined capitals as the only title: the name is nowhere but in the table
//   under it, split into 'Surname:' and 'First Names:' (the name of the file is the name written the usual way);
// - headings in bold capitals in paragraphs shaded light grey;
// - PERSONAL DETAILS as a two-column table with its borders taken off, the labels in bold with colons in the narrow
//   left column: Surname, First Names, 'Identity Number' (13 digits, fictional), 'Date of Birth: 15 March 1995',
//   Gender, Nationality 'South African', 'Driver's Licence: Code 10 (EB)', Home Language 'Sesotho', 'Other Languages',
//   Marital Status, Health, 'Criminal Record: None', 'Contact Number: 082 555 0147', 'E-mail:', and
//   'Physical Address: Unit 12, Protea Court, 45 Jan Smuts Avenue, Randburg, 2194' wrapping in its cell;
// - EDUCATIONAL BACKGROUND with underlined 'Secondary Education' as label rows on a tab stop at the table's column
//   ('Highest Grade Passed: Grade 12 (National Senior Certificate)', 'School:', 'Year Completed: 2012', 'Subjects:'
//   wrapping under its stop), then underlined 'Tertiary Education' with one bold line 'BCom Accounting, University of
//   Johannesburg, 2013 – 2016' over 'Majors:';
// - EMPLOYMENT HISTORY newest first, each job as bold label rows on the same stop ('Company: … (Pty) Ltd', 'Position:',
//   'Period: February 2019 – Present'), 'Duties:' alone over Word's list items, a 'Reason for leaving:' row after the
//   items of the older jobs ('Completion of training contract'), a close corporation ('CC') as the part-time job
//   during studies;
// - COMPUTER LITERACY as list items (the skills): 'MS Office (Word, Excel, PowerPoint, Outlook)', Pastel Partner,
//   SAP Business One, CaseWare;
// - REFERENCES as three blocks of a name with 'Mr'/'Ms', a title ('CA(SA)'), 'Position – Company' and
//   'Tel:'/'Cell:' numbers (landline 011 and mobiles), more phones than the candidate's own.
import {
  AlignmentType,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { bullet, NO_BORDERS, para, wordDocument, wordVariant, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Lerato Precious Nkosi',
  email: 'lerato.nkosi95@example.com',
  phone: '082 555 0147',
  location: 'Unit 12, Protea Court, 45 Jan Smuts Avenue, Randburg, 2194',
  jobs: [
    {
      title: 'Accountant',
      company: 'Thornbury Logistics (Pty) Ltd',
      start: '2019-02',
      end: 'present',
      bullets: [
        'Preparing monthly management accounts and year-end financial statements for review by the Financial Manager',
        'Performing monthly bank, creditors and debtors reconciliations',
        'Processing journals, accruals and prepayments on SAP Business One',
        'Preparing and submitting VAT201 and EMP201 returns to SARS on eFiling',
        'Maintaining the fixed asset register and calculating monthly depreciation',
        'Assisting the external auditors with the annual audit and preparing audit files',
      ],
    },
    {
      title: 'Trainee Accountant',
      company: 'Mahlangu & Partners Inc.',
      start: '2017-01',
      end: '2019-01',
      bullets: [
        'Bookkeeping for small business clients up to trial balance on Pastel Partner',
        'Compiling annual financial statements on CaseWare',
        'Preparing income tax and provisional tax returns for individuals and companies',
        'Performing audit fieldwork on debtors, creditors and inventory under the supervision of the audit senior',
      ],
    },
    {
      title: 'Bookkeeping Assistant (Part-time)',
      company: 'Zenzele Property Management CC',
      start: '2015-03',
      end: '2016-11',
      bullets: ['Capturing rental invoices and tenant receipts', 'Filing and general office administration'],
    },
  ],
  schools: [
    { school: 'Ikusasa Secondary School', degree: 'Grade 12 (National Senior Certificate)', end: '2012' },
    { school: 'University of Johannesburg', degree: 'BCom Accounting', start: '2013', end: '2016' },
  ],
  skills: ['MS Office (Word, Excel, PowerPoint, Outlook)', 'Pastel Partner', 'SAP Business One', 'CaseWare'],
};

type Job = (typeof expected.jobs)[number];
const [thornbury, mahlangu, zenzele] = expected.jobs as [Job, Job, Job];

/** A4 with Word's margins for South Africa, 2.54 cm all round. */
const A4 = { size: { width: 11906, height: 16838 }, margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } };
const WIDTH = 11906 - 2 * 1440;
/** The labels' column: the table's left cell and the tab stop the label rows use, 5 cm. */
const LABELS = 2835;

/** Sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A heading: bold capitals in a paragraph shaded grey (Borders and Shading > Shading), a blank line's space above. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 280, after: 120 },
    keepNext: true,
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
    children: [new TextRun({ text, bold: true })],
  });

/** An underlined sub-heading ('Secondary Education'). */
const subheading = (text: string) =>
  para({ text, bold: true, underline: {} }, { spacing: { before: 120, after: 80 }, keepNext: true });

/** 'Label:<TAB>value' on a left tab stop at the table's column; a long value wraps back under the stop. */
const row = (label: string, value: Run | Run[], after = 40) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: LABELS }],
    indent: { left: LABELS, hanging: LABELS },
    spacing: { after },
    children: [
      new TextRun({ text: `${label}:`, bold: true }),
      new TextRun({ text: '\t' }),
      ...(Array.isArray(value) ? value : [value]).map((v) => new TextRun(typeof v === 'string' ? { text: v } : v)),
    ],
  });

/** PERSONAL DETAILS: a table of two columns, label and value, 'No Border' applied. */
const details = (pairs: Array<[string, string]>) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LABELS, WIDTH - LABELS],
    borders: {
      ...NO_BORDERS,
      insideHorizontal: NO_BORDERS.top,
      insideVertical: NO_BORDERS.top,
    },
    rows: pairs.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({
              borders: NO_BORDERS,
              width: { size: LABELS, type: WidthType.DXA },
              children: [para({ text: `${label}:`, bold: true }, { spacing: { after: 40 } })],
            }),
            new TableCell({
              borders: NO_BORDERS,
              width: { size: WIDTH - LABELS, type: WidthType.DXA },
              children: [para(value, { spacing: { after: 40 } })],
            }),
          ],
        }),
    ),
  });

/** A job: company, position and period as label rows, 'Duties:' over the items, and why she left an older one. */
const job = (j: Job, period: string, reason?: string) => [
  row('Company', j.company),
  row('Position', j.title),
  row('Period', period),
  para({ text: 'Duties:', bold: true }, { spacing: { before: 40, after: 40 }, keepNext: true }),
  ...j.bullets.map((b) => bullet(b)),
  ...(reason ? [para('', { spacing: { after: 0 } }), row('Reason for leaving', reason)] : []),
  para('', { spacing: { after: 120 } }),
];

/** A referee: the name in bold, the position and company, the numbers. */
const referee = (name: string, position: string, phone: string) => [
  para({ text: name, bold: true }, { spacing: { after: 0 }, keepNext: true }),
  para(position, { spacing: { after: 0 }, keepNext: true }),
  para(phone, { spacing: { after: 200 } }),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: A4 },
        children: [
          para(
            { text: 'CURRICULUM VITAE', bold: true, underline: {}, size: sz(32) },
            { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
          ),
          heading('PERSONAL DETAILS'),
          details([
            ['Surname', 'Nkosi'],
            ['First Names', 'Lerato Precious'],
            ['Identity Number', '9503150812083'],
            ['Date of Birth', '15 March 1995'],
            ['Gender', 'Female'],
            ['Nationality', 'South African'],
            ['Driver’s Licence', 'Code 10 (EB)'],
            ['Home Language', 'Sesotho'],
            ['Other Languages', 'English, isiZulu'],
            ['Marital Status', 'Single'],
            ['Health', 'Excellent'],
            ['Criminal Record', 'None'],
            ['Contact Number', expected.phone!],
            ['E-mail', expected.email!],
            ['Physical Address', expected.location!],
          ]),
          heading('EDUCATIONAL BACKGROUND'),
          subheading('Secondary Education'),
          row('Highest Grade Passed', 'Grade 12 (National Senior Certificate)'),
          row('School', 'Ikusasa Secondary School, Soweto'),
          row('Year Completed', '2012'),
          row(
            'Subjects',
            'English Home Language, Sesotho First Additional Language, Mathematics, Accounting, Business Studies, ' +
              'Economics, Life Orientation',
          ),
          subheading('Tertiary Education'),
          para(
            { text: 'BCom Accounting, University of Johannesburg, 2013 – 2016', bold: true },
            { spacing: { after: 40 } },
          ),
          row('Majors', 'Financial Accounting, Management Accounting, Taxation, Auditing'),
          heading('EMPLOYMENT HISTORY'),
          ...job(thornbury, 'February 2019 – Present'),
          ...job(mahlangu, 'January 2017 – January 2019', 'Completion of training contract'),
          ...job(zenzele, 'March 2015 – November 2016', 'Completed my studies'),
          heading('COMPUTER LITERACY'),
          ...expected.skills.map((s) => bullet(s)),
          heading('REFERENCES'),
          ...referee('Mr Sipho Dlamini', 'Financial Manager – Thornbury Logistics (Pty) Ltd', 'Tel: 011 555 0182'),
          ...referee(
            'Ms Nomvula Mahlangu CA(SA)',
            'Director – Mahlangu & Partners Inc.',
            'Tel: 011 555 0136 / Cell: 083 555 0123',
          ),
          ...referee('Mrs Thandi van Wyk', 'Office Manager – Zenzele Property Management CC', 'Cell: 072 555 0191'),
        ],
      },
    ],
    'Arial',
    22,
    { text: '\uF0B7', font: 'Symbol' },
  );

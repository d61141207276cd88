// A Nigerian graduate's CV typed from scratch in MS Word (A4, Word's 'Normal' 2.54 cm margins, Times New Roman 12,
// saved on a computer whose Office is registered to 'USER'), the way it is e-mailed to recruiters and HR in Lagos four
// years after NYSC. What it has:
// - the name centred in bold capitals over the centred address ('No. 14, Adeola Odeku Street, Victoria Island,
//   Lagos'), 'Phone: 0803 555 0142, 0812 555 0190' (two lines, as most people here keep two SIMs) and 'E-mail: …',
//   then the paragraph border Word draws when '___' and Enter are typed;
// - headings in bold underlined capitals, no rules, the same size as the text;
// - PERSONAL DATA as 'Label:' then typed tabs on Word's default 0.5 in stops so the values stand in a column (one,
//   two or three tabs by the label's length): Date of Birth '14th June, 1994', Sex, Marital Status, State of Origin,
//   'L.G.A:', Nationality, Religion, Languages Spoken;
// - CAREER OBJECTIVE as the stock sentence, justified;
// - INSTITUTIONS ATTENDED WITH DATES: 'School, Town — YYYY – YYYY' in bold over the certificate obtained there
//   ('B.Sc. Accounting (Second Class Upper Division)', 'West African Senior School Certificate (WASSCE) — 2011',
//   'First School Leaving Certificate (FSLC) — 2005'), three schools down to the primary school; PROFESSIONAL
//   QUALIFICATION (ICAN's ACA with a year) apart;
// - NATIONAL YOUTH SERVICE CORPS (NYSC) as 'Place of Primary Assignment: …' and 'Year: 2017/2018 (Batch A)' with no
//   title or duties, not a job;
// - WORK EXPERIENCE as 'Company — Town' in bold, 'Position: …', 'Date: March 2019 – Date' (the other 'March 2018 to
//   February 2019'), 'Duties/Responsibilities:' in bold over items in nominal style ('Preparation of …') with Word's
//   default list mark (U+F0B7 in Symbol), some wrapping;
// - SKILLS/COMPETENCIES as Wingdings check marks (U+F0FC), HOBBIES as one line;
// - REFEREES as a numbered list of three, each a name with a title ('Dr. (Mrs.)', 'FCA', 'Barr.') over
//   'Position,', 'Organisation,', 'Address.' lines (Enter after the number is removed by Backspace, so the lines hang
//   at the number's indent) and 'Tel: 080…': three more names and phones after the candidate's, one the second
//   employer's partner.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'CHIDINMA GRACE OKONKWO',
  email: 'chidinmaokonkwo94@example.com',
  phone: '0803 555 0142',
  location: 'No. 14, Adeola Odeku Street, Victoria Island, Lagos',
  jobs: [
    {
      title: 'Accountant',
      company: 'Harmattan Foods Nigeria Limited',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Preparation of monthly management accounts, quarterly and annual financial statements in line with IFRS.',
        'Reconciliation of bank statements, supplier and customer accounts on a monthly basis.',
        'Computation and remittance of statutory deductions (PAYE, Pension, NHF, VAT and WHT) to the relevant authorities as and when due.',
        'Processing of vendor invoices and payments on Sage 300 and maintenance of the fixed asset register.',
        'Liaising with the external auditors and tax consultants during the annual audit and FIRS/LIRS tax audits.',
      ],
    },
    {
      title: 'Audit Associate',
      company: 'Adewale Oni & Co.',
      start: '2018-03',
      end: '2019-02',
      bullets: [
        'Carried out statutory audits of SMEs, private schools and NGOs under the supervision of the Audit Senior.',
        'Vouching, casting and verification of ledgers, payment vouchers and fixed assets.',
        'Preparation of audit working papers and draft financial statements for clients.',
        'Assisted in the computation and filing of company income tax returns with FIRS.',
      ],
    },
  ],
  schools: [
    { school: 'University of Lagos', degree: 'B.Sc. Accounting', start: '2012', end: '2016' },
    {
      school: 'Queen’s College',
      degree: 'West African Senior School Certificate (WASSCE)',
      start: '2005',
      end: '2011',
    },
    {
      school: 'Ebun-Oluwa Nursery and Primary School',
      degree: 'First School Leaving Certificate (FSLC)',
      start: '1999',
      end: '2005',
    },
  ],
  skills: [
    'Proficient in Microsoft Office (Word, Excel and PowerPoint)',
    'Sage 300, QuickBooks and SAP Business One',
    'Financial reporting (IFRS) and budgeting',
    'Tax computation and remittance',
    'Good communication and interpersonal skills',
    'Ability to work under pressure with minimal supervision',
  ],
};

type Job = (typeof expected.jobs)[0];
const [harmattan, oni] = expected.jobs as [Job, Job];

/** A4 with Word's 'Normal' margins, 2.54 cm all round. */
const A4 = { size: { width: 11906, height: 16838 }, margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } };

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions;
const runs = (list: R | R[]) =>
  (Array.isArray(list) ? list : [list]).map((r) => new TextRun(typeof r === 'string' ? { text: r } : r));

const line = (list: R | R[], after = 0, more: object = {}) =>
  new Paragraph({ spacing: { after }, ...more, children: runs(list) as ParagraphChild[] });

const centred = (list: R | R[], after = 0) => line(list, after, { alignment: AlignmentType.CENTER });

/** A heading as she typed it: bold, underlined capitals, a blank line's space above. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 200, after: 100 },
    children: [new TextRun({ text, bold: true, underline: {} })],
  });

/** 'Label:' and as many tabs as it took to reach the column on Word's default stops. */
const data = (label: string, tabs: number, value: string) => line([`${label}:${'\t'.repeat(tabs)}`, value], 40);

const item = (text: string, list = 'duties', after = 20) =>
  line(text, after, { numbering: { reference: list, level: 0 }, alignment: AlignmentType.JUSTIFIED });

/** A school in bold with its dates after a dash, the certificate obtained there under it. */
const school = (name: string, certificate: string) => [line({ text: name, bold: true }, 20), line(certificate, 120)];

const job = (j: Job, place: string, dates: string) => [
  line({ text: `${j.company} — ${place}`, bold: true }, 20),
  line(['Position: ', j.title], 20),
  line(`Date: ${dates}`, 80),
  line({ text: 'Duties/Responsibilities:', bold: true }, 40),
  ...j.bullets.map((b, i) => item(b, 'duties', i === j.bullets.length - 1 ? 160 : 20)),
];

/** A referee: the name on a numbered line, the other lines at the number's text indent. */
const referee = (name: string, lines: string[]) => [
  line({ text: name, bold: true }, 0, { numbering: { reference: 'referees', level: 0 } }),
  ...lines.map((l, i) => line(l, i === lines.length - 1 ? 120 : 0, { indent: { left: 360 } })),
];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'USER',
    lastModifiedBy: 'USER',
    styles: { default: { document: { run: { font: 'Times New Roman', size: sz(24) } } } },
    numbering: {
      config: [
        {
          reference: 'duties',
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
        {
          reference: 'checks',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uf0fc',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Wingdings' } },
            },
          ],
        },
        {
          reference: 'referees',
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: A4 },
        children: [
          centred({ text: expected.name, bold: true, size: sz(32) }, 60),
          centred(expected.location!),
          centred('Phone: 0803 555 0142, 0812 555 0190'),
          centred(['E-mail: ', { text: expected.email!, color: '0563C1', underline: {} }]),
          // The rule Word's AutoFormat makes of '___' and Enter: a border under an empty paragraph.
          new Paragraph({
            spacing: { after: 0 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: '000000', space: 1 } },
            children: [],
          }),
          heading('PERSONAL DATA'),
          data('Date of Birth', 2, '14th June, 1994'),
          data('Sex', 3, 'Female'),
          data('Marital Status', 2, 'Single'),
          data('State of Origin', 1, 'Anambra State'),
          data('L.G.A', 3, 'Idemili North'),
          data('Nationality', 2, 'Nigerian'),
          data('Religion', 2, 'Christianity'),
          data('Languages Spoken', 1, 'English and Igbo'),
          heading('CAREER OBJECTIVE'),
          line(
            'To build a successful career in a reputable organisation where my skills in accounting and financial ' +
              'reporting will be fully utilised, and to contribute meaningfully to the achievement of the ' +
              'organisation’s goals while developing myself professionally.',
            0,
            { alignment: AlignmentType.JUSTIFIED },
          ),
          heading('INSTITUTIONS ATTENDED WITH DATES'),
          ...school('University of Lagos, Akoka — 2012 – 2016', 'B.Sc. Accounting (Second Class Upper Division)'),
          ...school(
            'Queen’s College, Yaba, Lagos — 2005 – 2011',
            'West African Senior School Certificate (WASSCE) — 2011',
          ),
          ...school(
            'Ebun-Oluwa Nursery and Primary School, Surulere, Lagos — 1999 – 2005',
            'First School Leaving Certificate (FSLC) — 2005',
          ),
          heading('PROFESSIONAL QUALIFICATION'),
          line('Associate Chartered Accountant (ACA), Institute of Chartered Accountants of Nigeria (ICAN) — 2020'),
          heading('NATIONAL YOUTH SERVICE CORPS (NYSC)'),
          line(
            'Place of Primary Assignment: Federal Inland Revenue Service (FIRS), Integrated Tax Office, Ilorin, ' +
              'Kwara State',
            20,
          ),
          line('Year: 2017/2018 (Batch A)'),
          heading('WORK EXPERIENCE'),
          ...job(harmattan, 'Oregun, Ikeja, Lagos', 'March 2019 – Date'),
          ...job(oni, 'Surulere, Lagos', 'March 2018 to February 2019'),
          heading('SKILLS/COMPETENCIES'),
          ...expected.skills.map((s) => item(s, 'checks', 20)),
          heading('HOBBIES'),
          line('Reading, Travelling, Cooking and Watching Movies.'),
          heading('REFEREES'),
          ...referee('Dr. (Mrs.) Folake A. Adeyemi', [
            'Senior Lecturer,',
            'Department of Accounting,',
            'University of Lagos, Akoka, Lagos.',
            'Tel: 0805 555 0119',
          ]),
          ...referee('Mr. Adewale O. Oni, FCA', [
            'Principal Partner,',
            'Adewale Oni & Co. (Chartered Accountants),',
            '23, Adeniran Ogunsanya Street, Surulere, Lagos.',
            'Tel: 0802 555 0178',
          ]),
          ...referee('Barr. Ikechukwu O. Eze', [
            'Principal Counsel,',
            'Eze & Associates (Legal Practitioners),',
            '5, Awolowo Road, Ikoyi, Lagos.',
            'Tel: 0703 555 0163',
          ]),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

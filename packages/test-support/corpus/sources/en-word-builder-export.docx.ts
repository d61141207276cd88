// A US customer success manager's resume made in an online resume builder (Zety / Resume Genius / Novoresume kind)
// and taken away with its 'Download as Word' button: the builder's HTML template converted to .docx by its server, not
// typed in Word. What the conversion leaves (Letter, 0.5 in top and bottom, 0.42 in at the sides, the template's
// Century Gothic, which the PDF's maker sets in Noto Sans):
// - no body text outside tables: the page is a stack of borderless fixed-layout tables with widths in twips, one a
//   section, an empty spacer paragraph of an exact 8 pt line between each two (so Word does not join them);
// - the styles the converter names after the template's CSS classes: paragraph styles 'div_document',
//   'div_document_div_name', 'div_document_div_sectiontitle', 'div_document_div_paragraph', 'div_document_ul_li' and
//   the like, character styles 'span_jobtitle' (bold), 'span_companyname' (italic), 'span_jobdates', 'span_txtBold'…
//   carrying the formatting (the runs have none of their own); every paragraph with an exact line height and space
//   after in points, as the CSS's line-height and margin said;
// - the contact block as one row of two cells: the name in large type split into two runs (first and last name, the
//   template's two fields) at the left, and at the right three lines each a bold label and its value ('Address Austin,
//   TX 78745', 'Phone (512) 555-0193', 'E-mail …'), no colons;
// - each section's table: a narrow left cell with its heading ('Summary', 'Skills', 'Experience', 'Education',
//   'Certifications') in small capitals with letter spacing, the right cell with the content; Skills as a nested
//   borderless two-column table of list items; in Experience and Education each entry is a row of its own, the heading
//   cell merged down the rows (vMerge, the HTML's rowspan), the dates in a narrow middle cell written as these builders
//   print them ('2021-03 - Current', 'YYYY-MM - YYYY-MM' with a hyphen between spaced parts), too wide for the
//   cell in this font so they wrap after the hyphen ('2021-03 -' / 'Current'); the title in bold (one with a comma of
//   its own: 'Customer Success Manager, Mid-Market') over 'Company Name, City, ST' in italics (three runs: company,
//   city, state) over Word list paragraphs with U+F0B7 in Symbol; the degree written 'Bachelor of Arts: Communication
//   Studies' over the school in the same italic line, a graduation month alone in the date cell;
// - Certifications as list items 'Name - YYYY-MM' (no schools). Two pages: page 2 starts with the Experience table's
//   last row, beside the empty continuation of the merged heading cell (rows may break across pages, as the converter
//   leaves them: in the rewrapped copy, its type a tenth larger, the third job's row splits inside its list).
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
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalMergeType,
  WidthType,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Keisha Whitfield',
  email: 'keisha.whitfield@example.com',
  phone: '(512) 555-0193',
  location: 'Austin, TX 78745',
  jobs: [
    {
      title: 'Senior Customer Success Manager',
      company: 'Clearbridge Software',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Manage a portfolio of 28 enterprise accounts worth $4.2M in ARR, with 97% gross retention and 118% net retention in 2023',
        'Lead quarterly executive business reviews with VP-level sponsors, tying product usage to each customer’s own goals',
        'Built the churn-risk playbook in Gainsight used by the 14-person CS team, cutting unexpected churn by 40%',
        'Partner with Account Executives on renewals and expansions; sourced $860K in upsell pipeline over two years',
        'Mentor new CSMs through their first 90 days and run the team’s monthly account review sessions',
      ],
    },
    {
      title: 'Customer Success Manager, Mid-Market',
      company: 'Tandem Health Systems',
      start: '2018-06',
      end: '2021-02',
      bullets: [
        'Owned onboarding and adoption for 65 mid-market clinics using a scheduling and billing platform',
        'Shortened average time to go-live from 74 to 45 days by standardizing kickoff calls and training plans',
        'Ran monthly health checks and usage reviews; kept logo retention above 92% through the 2020 downturn',
        'Wrote 30+ help center articles with the support team, reducing how-to tickets by 22%',
        'Collected feature requests from customers and presented the top themes to Product each quarter',
      ],
    },
    {
      title: 'Account Manager',
      company: 'Sprocket Logistics',
      start: '2015-09',
      end: '2018-05',
      bullets: [
        'Managed 120 small and mid-size shipper accounts, growing account revenue 15% year over year',
        'Handled billing disputes and service escalations with the operations and carrier teams',
        'Trained customers on the online shipping portal during the move away from phone orders',
      ],
    },
    {
      title: 'Customer Support Specialist',
      company: 'Hillcrest Telecom',
      start: '2013-07',
      end: '2015-08',
      bullets: [
        'Resolved 50+ calls and chats a day on billing, installation and internet service issues',
        'Kept a 94% customer satisfaction score and was named Support Rep of the Quarter twice',
        'Documented recurring outage issues for the Tier 2 team in Jira',
      ],
    },
  ],
  schools: [
    {
      school: 'Texas State University',
      degree: 'Bachelor of Arts: Communication Studies',
      end: '2013-05',
    },
  ],
  skills: [
    'Customer onboarding',
    'Renewals and expansion',
    'Churn risk analysis',
    'Executive business reviews',
    'Customer health scoring',
    'Gainsight and Salesforce',
    'Zendesk and Jira',
    'SQL and Looker reporting',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];

/** Where each job was, as the builder's 'City' and 'State' fields hold it, and the dates as it prints them. */
const PLACES: Array<[city: string, state: string, from: string, to: string]> = [
  ['Austin', 'TX', '2021-03', 'Current'],
  ['Austin', 'TX', '2018-06', '2021-02'],
  ['San Antonio', 'TX', '2015-09', '2018-05'],
  ['Round Rock', 'TX', '2013-07', '2015-08'],
];

const CERTIFICATIONS = [
  'Certified Customer Success Manager (CCSM Level II), SuccessCOACHING - 2022-04',
  'Gainsight Administrator Certification - 2021-11',
  'Salesforce Certified Administrator - 2019-08',
];

const SUMMARY =
  'Customer success manager with 10 years in B2B SaaS and customer-facing roles, managing enterprise portfolios of up ' +
  'to $4.2M in ARR. Skilled in onboarding, adoption, renewals and expansion, with a record of 97% gross retention. ' +
  'Comfortable leading executive business reviews and working escalations across Support, Product and Sales.';

/** Letter; the template's 0.5 in top and bottom, 0.42 in (30 px) at the sides. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 720, bottom: 720, left: 600, right: 600, header: 0, footer: 0 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The heading column, the date column and the rest, in twips as the converter wrote them from the CSS pixels. */
const HEAD = 2100;
const DATES = 1500;
const BODY = WIDTH - HEAD - DATES;
const CONTENT = WIDTH - HEAD;

const FONT = 'Century Gothic';
const ACCENT = '1B5E7A';
const TEXT = '231F20';

const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
/** An exact line height in twips (the CSS line-height), scaled with the type. */
const exact = (twips: number) => ({ line: Math.round(twips * wordVariant.scale), lineRule: LineRuleType.EXACT });

const NONE = { style: BorderStyle.NONE, size: 0, color: 'auto' };
const TABLE_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

type Span = [style: string, text: string];

/** A paragraph in one of the converter's styles, its runs each in a character style and nothing else. */
const p = (style: string, spans: Span[]) =>
  new Paragraph({ style, children: spans.map(([s, text]) => new TextRun({ style: s, text })) });

const item = (text: string) =>
  new Paragraph({
    style: 'div_document_ul_li',
    numbering: { reference: 'ulli', level: 0 },
    children: [new TextRun({ style: 'span', text })],
  });

const cell = (
  width: number,
  children: Array<Paragraph | Table>,
  more: Partial<ConstructorParameters<typeof TableCell>[0]> = {},
) =>
  new TableCell({
    borders: NO_BORDERS,
    width: { size: width, type: WidthType.DXA },
    margins: { top: 0, bottom: 0, left: 0, right: 150 },
    ...more,
    children,
  });

const table = (widths: number[], rows: TableRow[]) =>
  new Table({
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: TABLE_BORDERS,
    rows,
  });

/** The section's heading cell: small capitals, letter-spaced, in the accent colour. */
const heading = (text: string) => p('div_document_div_sectiontitle', [['span_sectiontitle', text]]);

/** The gap the converter leaves between two sections' tables. */
const gap = () =>
  new Paragraph({
    style: 'div_document_div_SECTION_gap',
    children: [new TextRun({ style: 'span', text: '' })],
  });

/** A section of heading and one content cell. */
const simple = (title: string, content: Array<Paragraph | Table>) =>
  table([HEAD, CONTENT], [new TableRow({ children: [cell(HEAD, [heading(title)]), cell(CONTENT, content)] })]);

/** The space under each entry (the template's padding-bottom), and the gap beside the dates. */
const ROW_PAD = { top: 0, bottom: 200, left: 0, right: 150 };

/** A section whose entries are rows: the heading cell merged down them, the dates, the entry. */
const entries = (title: string, rows: Array<[dates: Span[], content: Paragraph[]]>) =>
  table(
    [HEAD, DATES, BODY],
    rows.map(
      ([dates, content], i) =>
        new TableRow({
          children: [
            cell(HEAD, i === 0 ? [heading(title)] : [p('div_document', [])], {
              verticalMerge: i === 0 ? VerticalMergeType.RESTART : VerticalMergeType.CONTINUE,
            }),
            cell(DATES, [p('div_document_div_datesWrapper', dates)], { margins: ROW_PAD }),
            cell(BODY, content, { margins: { ...ROW_PAD, right: 0 } }),
          ],
        }),
    ),
  );

const job = (j: Job, [city, state, from, to]: (typeof PLACES)[0]): [Span[], Paragraph[]] => [
  [
    ['span_jobdates', from],
    ['span', ' - '],
    ['span_jobdates', to],
  ],
  [
    p('div_document_div_paddedline', [['span_jobtitle', j.title]]),
    p('div_document_div_companyline', [
      ['span_companyname', j.company],
      ['span_companyname', ', '],
      ['span_jobcity', city],
      ['span_jobcity', ', '],
      ['span_jobstate', state],
    ]),
    ...j.bullets.map(item),
  ],
];

const school = (s: School, city: string, state: string): [Span[], Paragraph[]] => [
  [['span_jobdates', s.end!]],
  [
    p('div_document_div_paddedline', [['span_degree', s.degree!]]),
    p('div_document_div_companyline', [
      ['span_companyname', s.school],
      ['span_companyname', ', '],
      ['span_jobcity', city],
      ['span_jobcity', ', '],
      ['span_jobstate', state],
    ]),
  ],
];

/** The template's skills list, split by its CSS into two columns: the converter makes them a nested table. */
function skillColumns() {
  const half = Math.floor(CONTENT / 2);
  const rows: TableRow[] = [];
  for (let i = 0; i < expected.skills.length; i += 2)
    rows.push(
      new TableRow({
        children: expected.skills
          .slice(i, i + 2)
          .map((s) => cell(half, [item(s)], { margins: { top: 0, bottom: 0, left: 0, right: 0 } })),
      }),
    );
  return table([half, half], rows);
}

function contact() {
  const [first, last] = expected.name.split(' ') as [string, string];
  const line = (label: string, value: string) =>
    p('div_document_div_address', [
      ['span_txtBold', label],
      ['span', ' '],
      ['span', value],
    ]);
  const left = Math.round(WIDTH * 0.55);
  return table(
    [left, WIDTH - left],
    [
      new TableRow({
        children: [
          cell(left, [
            p('div_document_div_name', [
              ['span_fName', first],
              ['span', ' '],
              ['span_lName', last],
            ]),
          ]),
          cell(WIDTH - left, [
            line('Address', expected.location!),
            line('Phone', expected.phone!),
            line('E-mail', expected.email!),
          ]),
        ],
      }),
    ],
  );
}

export async function build(): Promise<Uint8Array> {
  const para = (
    id: string,
    paragraph: Record<string, unknown>,
    run: Record<string, unknown> = {},
    basedOn = 'div_document',
  ) => ({ id, name: id, basedOn, paragraph, run });
  const span = (id: string, run: Record<string, unknown> = {}) => ({ id, name: id, basedOn: 'span', run });

  const jobs = expected.jobs as Job[];
  const doc = new Document({
    title: `${expected.name} Resume`,
    creator: '',
    styles: {
      default: {
        document: { run: { font: FONT, size: sz(20), color: TEXT }, paragraph: { spacing: { after: 0 } } },
      },
      paragraphStyles: [
        {
          id: 'div_document',
          name: 'div_document',
          basedOn: 'Normal',
          paragraph: { spacing: { before: 0, after: 0, ...exact(280) } },
          run: { font: FONT, size: sz(20), color: TEXT },
        },
        para('div_document_div_name', { spacing: { before: 0, after: 0, ...exact(760) } }, { size: sz(56) }),
        para('div_document_div_address', { spacing: { before: 0, after: 40, ...exact(260) } }, { size: sz(18) }),
        para(
          'div_document_div_sectiontitle',
          { spacing: { before: 0, after: 0, ...exact(300) } },
          { size: sz(22), color: ACCENT },
        ),
        para('div_document_div_paragraph', { spacing: { before: 0, after: 0, ...exact(280) } }),
        para('div_document_div_datesWrapper', { spacing: { before: 0, after: 0, ...exact(280) } }),
        para('div_document_div_paddedline', { spacing: { before: 0, after: 0, ...exact(280) } }),
        para('div_document_div_companyline', { spacing: { before: 0, after: 60, ...exact(280) } }),
        para('div_document_ul_li', { spacing: { before: 0, after: 40, ...exact(280) }, indent: { left: 300 } }),
        para('div_document_div_SECTION_gap', { spacing: { before: 0, after: 0, ...exact(160) } }, { size: sz(8) }),
      ],
      characterStyles: [
        { id: 'span', name: 'span', basedOn: 'DefaultParagraphFont', run: {} },
        span('span_fName', { bold: true, color: ACCENT }),
        span('span_lName', { bold: true, color: ACCENT }),
        span('span_txtBold', { bold: true }),
        span('span_sectiontitle', { bold: true, smallCaps: true, characterSpacing: 30 }),
        span('span_jobtitle', { bold: true }),
        span('span_degree', { bold: true }),
        span('span_companyname', { italics: true }),
        span('span_jobcity', { italics: true }),
        span('span_jobstate', { italics: true }),
        span('span_jobdates', {}),
      ],
    },
    numbering: {
      config: [
        {
          reference: 'ulli',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 300, hanging: 300 } }, run: { font: 'Symbol', size: sz(18) } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          contact(),
          gap(),
          gap(),
          simple('Summary', [p('div_document_div_paragraph', [['span', SUMMARY]])]),
          gap(),
          simple('Skills', [skillColumns()]),
          gap(),
          entries(
            'Experience',
            jobs.map((j, i) => job(j, PLACES[i]!)),
          ),
          gap(),
          entries('Education', [school(expected.schools[0]!, 'San Marcos', 'TX')]),
          gap(),
          simple('Certifications', CERTIFICATIONS.map(item)),
          gap(),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

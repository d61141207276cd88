// A US marketing manager's two-page resume made in Word 2016 from a common template whose whole page is one borderless
// table (Letter, Calibri 11 and Calibri Light, which the PDF's maker replaces): the first row merged across both
// columns holds the name in large type over one contact line in 9.5 pt (made smaller to keep it on one line) split by
// typed '•' separators ('Lakewood, OH 44107 • (216) 555-0193 • e-mail • LinkedIn') and a thin rule; every later row is
// a section, its heading in the narrow LEFT cell (typed in title case, set in capitals by the style; 'Volunteer
// Experience' wraps over two lines in the cell) and its content in the wide right cell: OBJECTIVE as a sentence,
// EXPERIENCE, EDUCATION, SKILLS, VOLUNTEER EXPERIENCE. The two newer jobs follow the template's placeholder ('Job
// Title, Company' with the title in bold, over 'Dates From - To' in grey): 'Jan 2019 - Present' as typed with a hyphen,
// 'Mar 2016 – Dec 2018' where Word's AutoCorrect made it an en dash. The two older jobs were pasted from her old resume
// in its own shape: 'Company — City, ST<TAB>2013 – 2016' in bold with the years on a right tab stop inside the cell,
// over the title in italics. Items in Word's List Paragraph style with Word's default list mark (U+F0B7 in Symbol, 0.5
// in indent), several wrapping in the cell; an empty paragraph typed after each job. The Experience row breaks across
// the page (rows may split), so page 2 starts in the right cell with the left one empty, at the last job (Dix & Eaton).
// Schools as 'Degree, School' over '2015 - 2018' or 'May 2011' and a line of detail; skills as one list of items;
// volunteering in the jobs' very shape (not jobs). A plain page number flush right in the footer (Insert > Page Number
// > Bottom of Page > Plain Number 3), on both pages.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
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
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Rachel Kowalczyk',
  email: 'rachel.kowalczyk@example.com',
  phone: '(216) 555-0193',
  location: 'Lakewood, OH 44107',
  jobs: [
    {
      title: 'Senior Brand Marketing Manager',
      company: 'American Greetings',
      start: '2019-01',
      end: 'present',
      bullets: [
        'Own the annual brand plan and a $6.5M media budget for two greeting card lines sold in more than 4,000 drug and grocery stores',
        'Led the 2022 relaunch of the Valentine’s Day program with new packaging, in-store displays and paid social, growing sell-through 14% over the prior year',
        'Manage a team of four marketing specialists and the creative and media agencies of record',
        'Built the company’s first customer segmentation with the insights team from 1.2 million loyalty records, now used to plan every seasonal campaign',
        'Present the quarterly brand review to the Chief Marketing Officer and the sales leadership team',
      ],
    },
    {
      title: 'Marketing Manager',
      company: 'OverDrive',
      start: '2016-03',
      end: '2018-12',
      bullets: [
        'Ran marketing to public libraries and schools in the U.S. and Canada, generating 2,300 qualified leads a year through webinars, trade shows and email',
        'Moved the team from spreadsheets to HubSpot and built lead scoring with the sales team, raising the lead-to-opportunity rate from 9% to 16%',
        'Produced the launch campaign for librarians of the Libby reading app, including a promotion toolkit downloaded by more than 5,000 libraries',
      ],
    },
    {
      title: 'Digital Marketing Specialist',
      company: 'Progressive Insurance',
      start: '2013',
      end: '2016',
      bullets: [
        'Managed paid search campaigns for auto and motorcycle quotes with a monthly budget of $1.2M',
        'Ran A/B tests on quote-start landing pages that lifted conversion 11%',
        'Wrote the weekly performance report for marketing leadership',
      ],
    },
    {
      title: 'Account Coordinator',
      company: 'Dix & Eaton',
      start: '2011',
      end: '2013',
      bullets: [
        'Supported media relations and social media for six B2B and healthcare clients',
        'Drafted press releases, pitch letters and monthly coverage reports',
      ],
    },
  ],
  schools: [
    { school: 'Cleveland State University', degree: 'MBA', start: '2015', end: '2018' },
    { school: 'Miami University', degree: 'B.S. in Marketing', end: '2011-05' },
  ],
  skills: [
    'Brand strategy and positioning',
    'Integrated campaign planning',
    'Budget management ($6M+)',
    'Consumer insights and segmentation',
    'HubSpot and Salesforce',
    'Google Analytics 4 and Google Ads',
    'Meta Ads Manager',
    'Adobe Creative Cloud',
    'Agency management',
  ],
};

const ACCENT = '2F5496';
const GREY = '595959';

/** Letter with Word 2016's Normal margins of the template: 0.75 in at the sides, 0.7 in top and bottom. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1008, bottom: 1008, left: 1080, right: 1080, header: 576, footer: 576 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LEFT = 1872;
const RIGHT = WIDTH - LEFT;
const CELL_MARGIN = 115;
/** Where the right tab stop of the pasted employer lines sits: the right cell's text edge. */
const TAB = RIGHT - 2 * CELL_MARGIN;
/** The space above each section's row: the template's cell margin at the top. */
const ROW_GAP = 216;

type Job = (typeof expected.jobs)[0];
const [greetings, overdrive, progressive, dix] = expected.jobs as [Job, Job, Job, Job];

const p = (children: TextRun[], options: Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'> = {}) =>
  new Paragraph({ ...options, children });

/** An item of Word's bulleted list (the Bullets button on Home): List Paragraph, numbering level 0. */
const item = (text: string) =>
  new Paragraph({
    style: 'ListParagraph',
    numbering: { reference: 'word-bullets', level: 0 },
    children: [new TextRun(text)],
  });

const empty = () => p([]);

/** The template's entry: 'Job Title, Company' (title in bold) over 'Dates From - To' in grey. */
const entry = (first: string, second: string, when: string) => [
  p([new TextRun({ text: first, bold: true }), new TextRun(`, ${second}`)], { keepNext: true }),
  p([new TextRun({ text: when, color: GREY })], { keepNext: true, spacing: { after: 60 } }),
];

/** Her old resume's shape, pasted in: 'Company — City<TAB>years' in bold over the title in italics. */
const pasted = (company: string, city: string, years: string, title: string) => [
  p([new TextRun({ text: `${company} \u2014 ${city}`, bold: true }), new TextRun({ text: `\t${years}`, bold: true })], {
    tabStops: [{ type: TabStopType.RIGHT, position: TAB }],
    keepNext: true,
  }),
  p([new TextRun({ text: title, italics: true })], { keepNext: true, spacing: { after: 60 } }),
];

const heading = (text: string) => p([new TextRun(text)], { style: 'Heading1' });

const cell = (width: number, children: Paragraph[], columnSpan?: number, top = 0) =>
  new TableCell({
    borders: NO_BORDERS,
    width: { size: width, type: WidthType.DXA },
    columnSpan,
    margins: { top, bottom: 0, left: CELL_MARGIN, right: CELL_MARGIN },
    children,
  });

const row = (title: string, children: Paragraph[]) =>
  new TableRow({
    children: [cell(LEFT, [heading(title)], undefined, ROW_GAP), cell(RIGHT, children, undefined, ROW_GAP)],
  });

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

  const layout = new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LEFT, RIGHT],
    rows: [
      new TableRow({
        children: [
          cell(
            WIDTH,
            [
              p([new TextRun({ text: 'Rachel Kowalczyk', size: sz(56), color: ACCENT, font: 'Calibri Light' })], {
                spacing: { after: 40 },
              }),
              p(
                [
                  new TextRun({
                    text:
                      'Lakewood, OH 44107 \u2022 (216) 555-0193 \u2022 rachel.kowalczyk@example.com \u2022 ' +
                      'linkedin.com/in/rachelkowalczyk',
                    size: sz(19),
                    color: GREY,
                  }),
                ],
                {
                  spacing: { after: 120 },
                  border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 6 } },
                },
              ),
            ],
            2,
          ),
        ],
      }),
      row('Objective', [
        p([
          new TextRun(
            'Marketing manager with 12 years in consumer brands, insurance and agency work, seeking a senior brand ' +
              'or product marketing role in Northeast Ohio where I can lead a team and own a multi-channel budget.',
          ),
        ]),
      ]),
      row('Experience', [
        ...entry(greetings.title, greetings.company, 'Jan 2019 - Present'),
        ...greetings.bullets.map(item),
        empty(),
        ...entry(overdrive.title, overdrive.company, 'Mar 2016 \u2013 Dec 2018'),
        ...overdrive.bullets.map(item),
        empty(),
        ...pasted(progressive.company, 'Mayfield Village, OH', '2013 \u2013 2016', progressive.title),
        ...progressive.bullets.map(item),
        empty(),
        ...pasted(dix.company, 'Cleveland, OH', '2011 \u2013 2013', dix.title),
        ...dix.bullets.map(item),
      ]),
      row('Education', [
        ...entry('MBA', 'Cleveland State University', '2015 - 2018'),
        p([new TextRun('Evening program, Monte Ahuja College of Business, completed while working full time.')]),
        empty(),
        ...entry('B.S. in Marketing', 'Miami University', 'May 2011'),
        p([new TextRun('Farmer School of Business. Minor in Journalism. Dean’s List, five semesters.')]),
      ]),
      row('Skills', expected.skills.map(item)),
      row('Volunteer Experience', [
        ...entry('Marketing Committee Volunteer', 'Cleveland Animal Protective League', '2017 - Present'),
        item('Plan the social media calendar for the spring adoption drive and write the monthly donor e-newsletter'),
        item('Helped raise $85,000 at the 2023 Fur Ball gala by running its online auction page'),
      ]),
    ],
  });

  const footer = new Footer({
    children: [
      new Paragraph({
        style: 'Footer',
        alignment: AlignmentType.RIGHT,
        children: [new TextRun({ children: [PageNumber.CURRENT] })],
      }),
    ],
  });

  const doc = new Document({
    creator: 'Rachel Kowalczyk',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: sz(22) },
          paragraph: { spacing: { before: 0, after: 0, line: 259, lineRule: LineRuleType.AUTO } },
        },
        heading1: {
          run: { font: 'Calibri Light', size: sz(24), bold: true, allCaps: true, color: ACCENT },
          paragraph: { spacing: { before: 0, after: 0 } },
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
          id: 'Footer',
          name: 'footer',
          basedOn: 'Normal',
          run: { size: sz(20), color: GREY },
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
        footers: { default: footer },
        children: [layout],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

// A British graduate's two-page CV typed in Word on A4 (Word's UK default margins of 2.54 cm; Calibri 11 typed,
// set here in Liberation Sans 10.5 so the lines fall about where Calibri's would), the way a university careers
// service's handout has it: the name and contact details typed into Word's page header with 'Different First Page'
// ticked, so they are in the header part of page 1 only ('Nottingham, NG7 1LD' and '07700 900317 | e-mail' under
// the name, a border under them) and page 2 has none; a 'Personal Statement' paragraph; 'Education' first, each
// school as 'School, Town<TAB>dates' in bold over the degree with its classification on the same line ('BSc (Hons)
// Economics, 2:1'), a 'Dissertation:' and a 'Relevant modules:' line, and 'A-levels: Mathematics (A*), …' with
// grades on one line; 'Work Experience' as 'Employer, Town<TAB>dates' in bold over the job title in italics
// ('Part-time Barista', 'Economics Placement Student'), 'Sept 2021 – June 2022', 'July 2022 – Aug 2023',
// 'Oct 2023 – Present' and a 'Summer 2020' temp job whose title ends page 1 and whose list starts page 2, each job
// with a Word bulleted list (Word's own mark, U+F0B7 in Symbol); 'Skills' as 'IT:' and 'Languages:' lines (spoken
// languages), an 'Interests' paragraph and 'References available on request'. Headings in bold dark blue with a
// paragraph border under them; Word's Normal style (8 pt after, 1.08 lines) left as it was.
import { AlignmentType, BorderStyle, Header, Paragraph, TabStopType, TextRun } from 'docx';
import { para, wordDocument, wordVariant, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Aisha Rahman',
  email: 'aisha.rahman98@example.com',
  phone: '07700 900317',
  location: 'Nottingham, NG7 1LD',
  jobs: [
    {
      title: 'Part-time Barista',
      company: 'Caffè Nero',
      start: '2023-10',
      end: 'present',
      bullets: [
        'Prepare drinks and serve customers in a busy city-centre store, often handling over 300 transactions on a Saturday shift',
        'Cash up the tills at close and record the day’s takings and waste',
        'Trained four new starters on the coffee machine and the store’s food safety checks',
      ],
    },
    {
      title: 'Economics Placement Student',
      company: 'Experian',
      start: '2022-07',
      end: '2023-08',
      bullets: [
        'Worked in the Economics team on the monthly UK consumer credit and regional house price forecasts used by lenders and retail clients',
        'Cleaned and merged quarterly ONS, Bank of England and internal credit data in R, replacing a manual Excel process and saving around two days a month',
        'Built a Power BI dashboard of regional unemployment and arrears that is now part of the team’s client pack',
        'Wrote sections of three client briefings on the cost of living and presented one of them to the wider analytics team of 40',
        'Rated ‘Exceeds expectations’ in my end-of-placement review',
      ],
    },
    {
      title: 'Part-time Sales Assistant',
      company: 'John Lewis & Partners',
      start: '2021-09',
      end: '2022-06',
      bullets: [
        'Worked 16 hours a week alongside my second year of study in the home and electricals departments',
        'Helped customers choose products and arranged deliveries and aftercare, regularly meeting weekly targets for product protection sales',
        'Handled refunds and complaints calmly during the peak Christmas and Black Friday periods',
      ],
    },
    {
      title: 'Temporary Warehouse Operative',
      company: 'Ocado',
      datesAsWritten: 'Summer 2020',
      bullets: [
        'Picked and packed online grocery orders to time and accuracy targets during the first national lockdown',
        'Followed strict hygiene and social distancing procedures in a temperature-controlled warehouse',
      ],
    },
  ],
  schools: [
    { school: 'University of Nottingham', degree: 'BSc (Hons) Economics', start: '2020-09', end: '2024-06' },
    { school: 'Roundwood Park School', degree: 'A-levels', start: '2018', end: '2020' },
  ],
  skills: [
    'Microsoft Excel (pivot tables and XLOOKUP)',
    'R',
    'Stata',
    'Python (pandas)',
    'SQL',
    'Power BI',
    'Microsoft PowerPoint',
  ],
};

const [nero, experian, johnLewis, ocado] = expected.jobs as Array<(typeof expected.jobs)[0]>;

/** Half-points, a tenth larger in the rewrapped variant like the document's own type. */
const sz = (n: number) => Math.round(n * wordVariant.scale);

/** A4 with Word's UK default margins of 2.54 cm, the header 1.25 cm from the edge. */
const A4 = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1440, bottom: 1440, left: 1440, right: 1440, header: 708, footer: 708 },
};
const WIDTH = 11906 - 2 * 1440;
const BLUE = '1F3864';

/** Word's Normal style as it comes: 8 pt after each paragraph, lines at 1.08. */
const NORMAL = { after: 160, line: 259 };

const normal = (runs: Run | Run[], after = NORMAL.after) => para(runs, { spacing: { ...NORMAL, after } });

/** A heading as she typed it: bold dark blue, a size up, with a border under it (Borders and Shading > Bottom). */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 120 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 1 } },
    children: [new TextRun({ text, bold: true, color: BLUE, size: sz(26) })],
  });

/** 'Name, Town' in bold with the dates on a right tab stop at the margin, no space after (she set it to 0). */
const entryLine = (left: string, dates: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { after: 0, line: NORMAL.line },
    children: [new TextRun({ text: left, bold: true }), new TextRun({ text: `\t${dates}`, bold: true })],
  });

/** An item of Word's bulleted list, the paragraph spacing Word gives list items (none between them). */
const item = (text: string, last: boolean) =>
  para(text, {
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: last ? NORMAL.after : 0, line: NORMAL.line },
  });

/** A job: 'Employer, Town<TAB>dates' in bold over the title in italics, then its list. */
const job = (j: (typeof expected.jobs)[0], town: string, dates: string) => [
  entryLine(`${j.company}, ${town}`, dates),
  normal({ text: j.title, italics: true }, 40),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

/** A label in bold followed by its text ('Dissertation: …', 'IT: …'). */
const labelled = (label: string, text: string, after = 0) => normal([{ text: `${label} `, bold: true }, text], after);

const justified = (text: string) =>
  para(text, { alignment: AlignmentType.BOTH, spacing: { ...NORMAL, after: NORMAL.after } });

/** Page 1's header: the name, the town and postcode, then phone and e-mail, a border under the last line. */
const firstHeader = () =>
  new Header({
    children: [
      para(
        { text: 'Aisha Rahman', bold: true, size: sz(40), color: BLUE },
        { alignment: AlignmentType.CENTER, spacing: { after: 40 } },
      ),
      para(expected.location!, { alignment: AlignmentType.CENTER, spacing: { after: 0 } }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 0 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 4 } },
        children: [new TextRun(`${expected.phone}  |  ${expected.email}`)],
      }),
    ],
  });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: A4, titlePage: true },
        headers: { first: firstHeader(), default: new Header({ children: [new Paragraph('')] }) },
        children: [
          heading('Personal Statement'),
          justified(
            'I am a recent Economics graduate from the University of Nottingham with a year’s industrial placement ' +
              'in the Economics team at Experian, where I worked on consumer credit forecasts and learned to turn ' +
              'messy data into clear charts and short written briefings. I enjoy applied, data-driven work and am ' +
              'confident using R, Stata and Excel. Alongside my studies I have always worked part-time, which has ' +
              'taught me to manage my time and to stay calm with customers when it is busy. I am now looking for a ' +
              'graduate analyst or assistant economist role in the public sector or in consultancy, ideally in the ' +
              'East Midlands or London.',
          ),
          heading('Education'),
          entryLine('University of Nottingham', 'Sept 2020 – June 2024'),
          normal('BSc (Hons) Economics, 2:1', 40),
          labelled(
            'Dissertation:',
            'The effect of the National Living Wage on part-time employment in the East Midlands (68%)',
            40,
          ),
          labelled(
            'Relevant modules:',
            'Econometrics I and II, Labour Economics, Public Sector Economics, Macroeconomic Policy, Economics of ' +
              'Financial Markets',
            NORMAL.after,
          ),
          entryLine('Roundwood Park School, Harpenden', '2018 – 2020'),
          normal('A-levels: Mathematics (A*), Economics (A), Geography (B)'),
          heading('Work Experience'),
          ...job(nero, 'Nottingham', 'Oct 2023 – Present'),
          ...job(experian, 'Nottingham', 'July 2022 – Aug 2023'),
          ...job(johnLewis, 'Nottingham', 'Sept 2021 – June 2022'),
          ...job(ocado, 'Hatfield', 'Summer 2020'),
          heading('Skills'),
          labelled('IT:', expected.skills.join(', '), 40),
          labelled('Languages:', 'English (native), Bengali (fluent spoken), Spanish (intermediate, B1)'),
          heading('Interests'),
          justified(
            'I play five-a-side football every week and was social secretary of the University women’s football ' +
              'club in my final year, organising socials and the end-of-season awards night for around 60 members. I ' +
              'also volunteer one evening a fortnight at a food bank in Radford, and I enjoy cooking and reading ' +
              'about economic history.',
          ),
          normal('References available on request'),
        ],
      },
    ],
    'Liberation Sans',
    21,
    { text: '\uF0B7', font: 'Symbol' },
  );

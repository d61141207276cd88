// A Pakistani software engineer's CV typed from a blank document in MS Word (A4, 0.75 in margins, Arial 10.5, which
// LibreOffice sets in Liberation Sans), the way it is sent to HR in Lahore and uploaded on Rozee.pk. Two pages. What it
// has:
// - the name centred in bold over 'Software Engineer', then one centred contact line 'House No. 214, Block G, Johar
//   Town, Lahore | +92 300 1234567 | e-mail' (the address with commas inside a line split by bars; it wraps in the
//   rewrapped copy) and a line with LinkedIn and GitHub, a rule under it;
// - headings in bold capitals over a thin paragraph border;
// - CAREER OBJECTIVE as the stock sentence, justified;
// - ACADEMIC QUALIFICATION before the experience, as a bordered table with a bold header row 'Degree | Board /
//   University | Year | Division / CGPA' (BS Computer Science, FAST-NUCES, 2018, 3.45/4.00; FSc Pre-Engineering, BISE
//   Lahore, 2014, '1st Division'; Matric, BISE Lahore, 2012, 'A+'): the schools only say the year they ended, the
//   degree and school in separate cells, a grade cell with a slash;
// - PROFESSIONAL EXPERIENCE, four jobs newest first, each the title in bold alone on its line over 'Company, Lahore'
//   with the dates on a right tab stop ('June 2021 – Present', 'August 2019 – May 2021', 'Sep 2018 – July 2019',
//   'June 2017 – August 2017'), then items with Word's default list mark (U+F0B7 in Symbol), some wrapping; the last
//   an internship during the degree;
// - PROJECTS after the jobs, set like them (a bold name, 'Technologies:' in italics, the same list items), but no job:
//   the final-year project with its year in the name ('Final Year Project (2018)');
// - TECHNICAL SKILLS as a borderless table of two columns, the category in bold and its list after commas;
// - PERSONAL INFORMATION at the end as 'Label<TAB>: value' lines on one tab stop: Father's Name (a second full name),
//   'CNIC: 35202-1234567-8' (the national identity card number: digits and hyphens, no phone), 'Date of Birth:
//   12-03-1996', Marital Status, Religion, Nationality, 'Domicile: Lahore (Punjab)' and 'Languages: Urdu, English,
//   Punjabi' (spoken languages, no skills);
// - 'REFERENCES: Will be furnished on request.' as the last line, the label set like a heading.
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
  VerticalAlign,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

const ADDRESS = 'House No. 214, Block G, Johar Town, Lahore';

export const expected: Expected = {
  language: 'en',
  name: 'Muhammad Usman Tariq',
  email: 'usman.tariq96@example.com',
  phone: '+92 300 1234567',
  location: ADDRESS,
  jobs: [
    {
      title: 'Senior Software Engineer',
      company: 'Ravi Digital Labs (Pvt.) Ltd.',
      start: '2021-06',
      end: 'present',
      bullets: [
        'Leading a team of four developers on the backend of a freight logistics platform for a US-based client, built with Node.js, NestJS and PostgreSQL.',
        'Designed and implemented the shipment tracking service that processes more than 200,000 events per day through RabbitMQ.',
        'Reduced the average API response time from 800 ms to 250 ms by adding Redis caching and optimising slow queries.',
        'Set up CI/CD pipelines on GitLab and deployed the services on AWS ECS with Docker.',
        'Conducting code reviews and technical interviews, and mentoring associate engineers.',
      ],
    },
    {
      title: 'Software Engineer',
      company: 'Indus Softworks (Pvt.) Ltd.',
      start: '2019-08',
      end: '2021-05',
      bullets: [
        'Developed and maintained a school management system used by more than 120 private schools across Punjab, built with Laravel and Vue.js.',
        'Integrated the JazzCash and Easypaisa payment gateways for online fee collection.',
        'Wrote REST APIs for the Android and iOS parent apps and documented them in Swagger.',
        'Migrated the application from shared hosting to AWS EC2 and RDS without downtime.',
      ],
    },
    {
      title: 'Associate Software Engineer',
      company: 'CodeMinar Technologies',
      start: '2018-09',
      end: '2019-07',
      bullets: [
        'Worked on the front end of e-commerce websites for clients in the UK and UAE using React and Redux.',
        'Converted Figma and PSD designs into responsive HTML/CSS pages.',
        'Fixed bugs reported by the QA team and wrote unit tests with Jest.',
      ],
    },
    {
      title: 'Software Development Intern',
      company: 'Punjab Soft Solutions',
      start: '2017-06',
      end: '2017-08',
      bullets: [
        'Developed the attendance and leave module of an in-house HR portal in PHP and MySQL.',
        'Assisted the senior developers in testing and deployment.',
      ],
    },
  ],
  schools: [
    { school: 'FAST-NUCES', degree: 'BS Computer Science', end: '2018' },
    { school: 'BISE Lahore', degree: 'FSc Pre-Engineering', end: '2014' },
    { school: 'BISE Lahore', degree: 'Matric', end: '2012' },
  ],
  skills: [
    'JavaScript',
    'TypeScript',
    'PHP',
    'Python',
    'Java',
    'Node.js',
    'NestJS',
    'Express.js',
    'Laravel',
    'React',
    'Vue.js',
    'PostgreSQL',
    'MySQL',
    'MongoDB',
    'Redis',
    'AWS (EC2, ECS, RDS, S3)',
    'Docker',
    'GitLab CI',
    'Nginx',
    'Git',
    'Jira',
    'Postman',
    'Swagger',
    'RabbitMQ',
    'Ubuntu Linux',
    'Windows',
  ],
};

/** The rows of the skills table as he typed them, the category then the list. */
const SKILL_ROWS: Array<[string, string[]]> = [
  ['Programming Languages', ['JavaScript', 'TypeScript', 'PHP', 'Python', 'Java']],
  ['Frameworks & Libraries', ['Node.js', 'NestJS', 'Express.js', 'Laravel', 'React', 'Vue.js']],
  ['Databases', ['PostgreSQL', 'MySQL', 'MongoDB', 'Redis']],
  ['Cloud & DevOps', ['AWS (EC2, ECS, RDS, S3)', 'Docker', 'GitLab CI', 'Nginx']],
  ['Tools', ['Git', 'Jira', 'Postman', 'Swagger', 'RabbitMQ']],
  ['Operating Systems', ['Ubuntu Linux', 'Windows']],
];

type Job = (typeof expected.jobs)[number];
const [ravi, indus, codeminar, punjabSoft] = expected.jobs as [Job, Job, Job, Job];

/** A4 with 0.75 in margins all round, and the text width between them. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 1080;
const WIDTH = PAGE.width - 2 * MARGIN;
/** The tab stop he set on the ruler for the personal details' colons, 4 cm. */
const DETAIL_TAB = 2268;

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

/** A heading: bold capitals a point larger than the text, over a thin bottom border. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 220, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(23) })],
  });

/** An item with Word's default list mark (Symbol U+F0B7). */
const item = (text: string, after = 20) =>
  line(text, after, { numbering: { reference: 'dots', level: 0 }, alignment: AlignmentType.JUSTIFIED });

/** A job: the title in bold, then 'Company, Lahore' with the dates on a right tab stop, then the items. */
const job = (j: Job, dates: string) => [
  line({ text: j.title, bold: true }, 0, { keepNext: true }),
  line([`${j.company}, Lahore`, '\t', dates], 60, {
    keepNext: true,
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
  }),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1 ? 160 : 20)),
];

/** A project: its name in bold, the technologies in italics, then items like a job's. */
const project = (name: string, technologies: string, items: string[]) => [
  line({ text: name, bold: true }, 0, { keepNext: true }),
  line({ text: `Technologies: ${technologies}`, italics: true }, 60, { keepNext: true }),
  ...items.map((b, i) => item(b, i === items.length - 1 ? 160 : 20)),
];

const single = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const GRID = { top: single, bottom: single, left: single, right: single };
const cellMargins = { top: 40, bottom: 40, left: 100, right: 100 };

function academicTable() {
  const widths = [2900, 3200, 1300, WIDTH - 2900 - 3200 - 1300];
  const cell = (text: string, i: number, header: boolean) =>
    new TableCell({
      borders: GRID,
      margins: cellMargins,
      verticalAlign: VerticalAlign.CENTER,
      width: { size: widths[i]!, type: WidthType.DXA },
      children: [
        line(header ? { text, bold: true } : text, 0, {
          alignment: i === 0 ? AlignmentType.LEFT : AlignmentType.CENTER,
        }),
      ],
    });
  const rows = [
    ['Degree', 'Board / University', 'Year', 'Division / CGPA'],
    ['BS Computer Science', 'FAST-NUCES', '2018', '3.45/4.00'],
    ['FSc Pre-Engineering', 'BISE Lahore', '2014', '1st Division'],
    ['Matric', 'BISE Lahore', '2012', 'A+'],
  ];
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: rows.map(
      (r, row) => new TableRow({ tableHeader: row === 0, children: r.map((text, i) => cell(text, i, row === 0)) }),
    ),
  });
}

function skillsTable() {
  const left = 2700;
  const right = WIDTH - left;
  const cell = (children: Paragraph[], width: number) =>
    new TableCell({
      borders: NO_BORDERS,
      margins: { top: 20, bottom: 20, left: 0, right: 100 },
      width: { size: width, type: WidthType.DXA },
      children,
    });
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [left, right],
    rows: SKILL_ROWS.map(
      ([category, list]) =>
        new TableRow({
          children: [cell([line({ text: category, bold: true })], left), cell([line(list.join(', '))], right)],
        }),
    ),
  });
}

/** A personal detail as 'Label<TAB>: value', the colons lined up on one left tab stop. */
const detail = (label: string, value: string) =>
  line([label, `\t: ${value}`], 40, { tabStops: [{ type: TabStopType.LEFT, position: DETAIL_TAB }] });

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Usman',
    styles: { default: { document: { run: { font: 'Arial', size: sz(21) } } } },
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
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 567, footer: 567 },
          },
        },
        children: [
          line({ text: expected.name, bold: true, size: sz(34) }, 20, { alignment: AlignmentType.CENTER }),
          line({ text: 'Software Engineer', size: sz(24) }, 80, { alignment: AlignmentType.CENTER }),
          line(`${ADDRESS}  |  ${expected.phone!}  |  ${expected.email!}`, 20, { alignment: AlignmentType.CENTER }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 120 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: '000000', space: 4 } },
            children: runs('linkedin.com/in/usman-tariq-dev  |  github.com/usmantariq96'),
          }),
          heading('CAREER OBJECTIVE'),
          line(
            'To secure a challenging position as a Software Engineer in a progressive organization where I can ' +
              'utilize my skills in backend development and cloud technologies, and contribute to the growth of ' +
              'the organization while enhancing my own knowledge.',
            60,
            { alignment: AlignmentType.JUSTIFIED },
          ),
          heading('ACADEMIC QUALIFICATION'),
          academicTable(),
          heading('PROFESSIONAL EXPERIENCE'),
          ...job(ravi, 'June 2021 – Present'),
          ...job(indus, 'August 2019 – May 2021'),
          ...job(codeminar, 'Sep 2018 – July 2019'),
          ...job(punjabSoft, 'June 2017 – August 2017'),
          heading('PROJECTS'),
          ...project('Urdu Nastaliq OCR – Final Year Project (2018)', 'Python, TensorFlow, OpenCV', [
            'Built a system that recognises printed Urdu text in the Nastaliq script from scanned pages, using a CNN-LSTM model.',
            'Prepared a data set of 12,000 text lines from Urdu newspapers and books, and reached 91% character accuracy.',
          ]),
          ...project('FoodMandi – Grocery Delivery App', 'React Native, Node.js, MongoDB', [
            'A side project: an app for ordering groceries from local stores in Lahore, with cash on delivery and live order tracking.',
          ]),
          heading('TECHNICAL SKILLS'),
          skillsTable(),
          heading('PERSONAL INFORMATION'),
          detail("Father's Name", 'Muhammad Tariq Mehmood'),
          detail('CNIC', '35202-1234567-8'),
          detail('Date of Birth', '12-03-1996'),
          detail('Marital Status', 'Single'),
          detail('Religion', 'Islam'),
          detail('Nationality', 'Pakistani'),
          detail('Domicile', 'Lahore (Punjab)'),
          detail('Languages', 'Urdu, English, Punjabi'),
          new Paragraph({
            spacing: { before: 240 },
            children: [
              new TextRun({ text: 'REFERENCES:', bold: true, size: sz(23) }),
              new TextRun(' Will be furnished on request.'),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

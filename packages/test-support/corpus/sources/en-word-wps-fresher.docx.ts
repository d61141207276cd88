// A fresh B.Tech graduate's resume from Hyderabad, typed in WPS Writer (the free office suite on most Indian student
// laptops) and saved as .docx for the campus placement cell and job portals. A4 with the margins narrowed to 2 cm,
// WPS's Normal style (Calibri 10.5 pt, '宋体' as the East Asian font on every run, default tab stops every 420 twips,
// list indents of 420 twips), and the fonts of wherever each part came from. What it has:
// - the name in bold Times New Roman capitals at the top left, surname first ('BODDU KAVYA SRI'), over contact lines
//   typed 'Label<TAB>: value' with the colons lined up by one or two typed tabs on the default stops ('Mobile :
//   +91-9876500147', 'Email', 'LinkedIn', 'Address : Plot No. 47, …, Hyderabad – 500072, Telangana.' wrapping back
//   to the margin), no photo, then an empty paragraph with a bottom border (what typing '___' and Enter leaves);
// - headings in bold Cambria capitals, dark blue, over a thin rule of the same colour (a paragraph border);
// - CAREER OBJECTIVE as the stock sentence pasted in Arial 10, justified;
// - ACADEMIC QUALIFICATIONS as a bordered table with a shaded header row (Qualification | Institution | Board /
//   University | Year | CGPA / %) in Times New Roman, cells wrapping ('B.Tech (Computer Science and Engineering)'),
//   'Intermediate (MPC)' with 'TSBIE', 'SSC (10th)' with one year and '9.7 GPA';
// - INTERNSHIPS as 'Company, City' in bold with the dates pushed right by typed tabs (not a right tab stop: they end
//   short of the margin), 'Role: …' in italics, items with Wingdings' small square (U+F0A7); 'June 2023 – August
//   2023' beside 'Dec 2023 – Feb 2024', one internship remote ('Bengaluru (Remote)');
// - ACADEMIC PROJECTS: 'Title (Major Project)' in bold, 'Team Size: 4', the same square items and a 'Tools:' /
//   'Technologies:' item listing what was used (not the skills section); the page break before the second project;
// - TECHNICAL SKILLS as Symbol-bullet lines (U+F0B7) in Times New Roman, a bold label and typed tabs before ': list'
//   ('Languages : C, Java, Python, SQL', 'Operating Systems : Windows, Linux (Ubuntu)');
// - CERTIFICATIONS and EXTRA-CURRICULAR ACTIVITIES with Wingdings' diamond (U+F076), 'Name – Issuer, Year';
// - PERSONAL DETAILS as 'Label<TAB>: value' with one to four typed tabs (Father's Name, Date of Birth '12-08-2002',
//   Gender, Nationality, Marital Status, 'Languages Known : English, Telugu and Hindi', Hobbies);
// - DECLARATION, 'Place: Hyderabad', then 'Date:' with '(BODDU KAVYA SRI)' pushed right by typed tabs.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'BODDU KAVYA SRI',
  email: 'kavyasri.boddu2002@example.com',
  phone: '+91-9876500147',
  location: 'Plot No. 47, Vivekananda Nagar Colony, Kukatpally, Hyderabad – 500072, Telangana',
  jobs: [
    {
      title: 'Data Science Intern',
      company: 'Technovate Analytics Pvt. Ltd.',
      start: '2023-06',
      end: '2023-08',
      bullets: [
        'Cleaned and analysed 1.2 lakh sales records of 40 retail stores using Python (Pandas and NumPy).',
        'Built a demand forecasting model using Random Forest which achieved 87% accuracy on the test data.',
        'Created Power BI dashboards for the weekly sales review of the client’s regional managers.',
        'Presented the findings of the project to the analytics team at the end of the internship.',
      ],
    },
    {
      title: 'Web Development Intern',
      company: 'CodeCraft Technologies',
      start: '2023-12',
      end: '2024-02',
      bullets: [
        'Developed responsive pages for the company’s training portal using React.js and Bootstrap.',
        'Integrated REST APIs for student registration and course enrolment with the backend team.',
        'Fixed UI bugs reported as GitHub issues and took part in weekly code reviews.',
      ],
    },
  ],
  schools: [
    {
      school: 'Sri Annapurna Institute of Engineering and Technology',
      degree: 'B.Tech (Computer Science and Engineering)',
      start: '2020',
      end: '2024',
    },
    { school: 'Sri Medha Junior College', degree: 'Intermediate (MPC)', start: '2018', end: '2020' },
    { school: 'Little Buds High School', degree: 'SSC (10th)', end: '2018' },
  ],
  skills: [
    'C',
    'Java',
    'Python',
    'SQL',
    'HTML',
    'CSS',
    'JavaScript',
    'React.js',
    'NumPy',
    'Pandas',
    'Matplotlib',
    'Scikit-learn',
    'TensorFlow',
    'MySQL',
    'MongoDB',
    'Git',
    'GitHub',
    'VS Code',
    'Jupyter Notebook',
    'Power BI',
    'MS Excel',
    'Windows',
    'Linux (Ubuntu)',
  ],
};

/** The skills lines as she typed them: label, the tabs that brought its colon into line, the list. */
const SKILL_LINES: Array<[string, number, string[]]> = [
  ['Languages', 3, ['C', 'Java', 'Python', 'SQL']],
  ['Web Technologies', 1, ['HTML', 'CSS', 'JavaScript', 'React.js']],
  ['Libraries', 3, ['NumPy', 'Pandas', 'Matplotlib', 'Scikit-learn', 'TensorFlow']],
  ['Databases', 3, ['MySQL', 'MongoDB']],
  ['Tools', 4, ['Git', 'GitHub', 'VS Code', 'Jupyter Notebook', 'Power BI', 'MS Excel']],
  ['Operating Systems', 1, ['Windows', 'Linux (Ubuntu)']],
];

/** A4 with the margins she narrowed to 2 cm, and the text width between them. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 1134;
const WIDTH = PAGE.width - 2 * MARGIN;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A font as WPS writes it on a run: the Latin faces named, '宋体' for East Asian text. */
const face = (name: string) => ({ ascii: name, hAnsi: name, cs: name, eastAsia: '宋体' });
const CALIBRI = face('Calibri');
const TIMES = face('Times New Roman');
const CAMBRIA = face('Cambria');
const ARIAL = face('Arial');

type Piece = string | IRunOptions;
const runs = (pieces: Piece[], base: IRunOptions) =>
  pieces.map((p) => new TextRun(typeof p === 'string' ? { ...base, text: p } : { ...base, ...p }));

/** A body paragraph in WPS's Normal style: no spacing before or after, single line spacing. */
const line = (pieces: Piece | Piece[], options: { after?: number; keepNext?: boolean } = {}, base = {}) =>
  new Paragraph({
    spacing: { before: 0, after: options.after ?? 0, line: 240 },
    keepNext: options.keepNext,
    children: runs(Array.isArray(pieces) ? pieces : [pieces], { font: CALIBRI, size: sz(21), ...base }),
  });

const blank = () => line('');

const BLUE = '1F3864';

/** A section heading: bold Cambria capitals in dark blue over a thin rule of the same colour. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 160, after: 80, line: 240 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(24), color: BLUE, font: CAMBRIA })],
  });

/** 'Label<TAB>…: value', the colon brought into line by tabs typed on the default stops. */
const labelled = (label: string, tabs: number, value: Piece, base: IRunOptions = {}) =>
  line([label, `${'\t'.repeat(tabs)}: `, value], { after: 20 }, base);

/** An item of one of the lists: 'squares' (Wingdings U+F0A7), 'dots' (Symbol U+F0B7), 'diamonds' (Wingdings U+F076). */
const item = (pieces: Piece | Piece[], list: 'squares' | 'dots' | 'diamonds', base: IRunOptions = {}) =>
  new Paragraph({
    numbering: { reference: list, level: 0 },
    alignment: AlignmentType.JUSTIFIED,
    spacing: { before: 0, after: 20, line: 240 },
    children: runs(Array.isArray(pieces) ? pieces : [pieces], { font: CALIBRI, size: sz(21), ...base }),
  });

const wpsLevel = (text: string, font: string) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 420, hanging: 420 } }, run: { font } },
});

const single = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const GRID = { top: single, bottom: single, left: single, right: single };

function qualifications() {
  const widths = [2300, 3050, 2050, 1100, WIDTH - 2300 - 3050 - 2050 - 1100];
  const cell = (text: string, i: number, header: boolean) =>
    new TableCell({
      borders: GRID,
      margins: { top: 40, bottom: 40, left: 108, right: 108 },
      verticalAlign: VerticalAlign.CENTER,
      width: { size: widths[i]!, type: WidthType.DXA },
      ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'DEEAF6' } } : {}),
      children: [
        new Paragraph({
          alignment: i === 1 ? AlignmentType.LEFT : AlignmentType.CENTER,
          children: [new TextRun({ text, bold: header, font: TIMES, size: sz(22) })],
        }),
      ],
    });
  const [btech, inter, ssc] = expected.schools as Array<(typeof expected.schools)[0]>;
  const rows = [
    ['Qualification', 'Institution', 'Board / University', 'Year', 'CGPA / %'],
    [btech!.degree!, `${btech!.school}, Hyderabad`, 'JNTU Hyderabad', '2020 – 2024', '8.21 CGPA'],
    [inter!.degree!, `${inter!.school}, Ameerpet`, 'TSBIE', '2018 – 2020', '96.4%'],
    [ssc!.degree!, `${ssc!.school}, Kukatpally`, 'BSE, Telangana', '2018', '9.7 GPA'],
  ];
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: rows.map((r, row) => new TableRow({ children: r.map((text, i) => cell(text, i, row === 0)) })),
  });
}

const [technovate, codecraft] = expected.jobs as Array<(typeof expected.jobs)[0]>;

/** An internship: 'Company, City' in bold, the dates pushed right by typed tabs, 'Role: …' in italics, the items. */
const internship = (job: (typeof expected.jobs)[0], place: string, tabs: number, dates: string) => [
  line([{ text: `${job.company}, ${place}`, bold: true }, `${'\t'.repeat(tabs)}${dates}`], { keepNext: true }),
  line({ text: `Role: ${job.title}`, italics: true }, { after: 40, keepNext: true }),
  ...job.bullets.map((b) => item(b, 'squares')),
  blank(),
];

/** An academic project: its title in bold, the team's size, the items and what it was built with. */
const project = (title: string, team: number, bullets: string[], toolsLabel: string, tools: string) => [
  line({ text: title, bold: true }, { keepNext: true }),
  line(`Team Size: ${team}`, { after: 40, keepNext: true }),
  ...bullets.map((b) => item(b, 'squares')),
  item([{ text: `${toolsLabel}: `, bold: true }, tools], 'squares'),
  blank(),
];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Kavya',
    lastModifiedBy: 'Kavya',
    defaultTabStop: 420,
    styles: {
      default: { document: { run: { font: CALIBRI, size: sz(21) }, paragraph: { spacing: { after: 0 } } } },
    },
    numbering: {
      config: [
        { reference: 'squares', levels: [wpsLevel('\uf0a7', 'Wingdings')] },
        { reference: 'dots', levels: [wpsLevel('\uf0b7', 'Symbol')] },
        { reference: 'diamonds', levels: [wpsLevel('\uf076', 'Wingdings')] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 851, footer: 992 },
          },
        },
        children: [
          line({ text: expected.name, bold: true, size: sz(36), font: TIMES }, { after: 60 }),
          labelled('Mobile', 2, expected.phone!),
          labelled('Email', 2, expected.email!),
          labelled('LinkedIn', 1, 'linkedin.com/in/kavya-sri-boddu'),
          labelled('Address', 2, `${expected.location!}.`),
          new Paragraph({
            spacing: { before: 0, after: 0, line: 240 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: '000000', space: 1 } },
            children: [],
          }),
          heading('CAREER OBJECTIVE'),
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            spacing: { before: 0, after: 0, line: 276 },
            children: [
              new TextRun({
                text:
                  'Seeking an entry-level position as a Software Engineer in a reputed organization where I can ' +
                  'apply my knowledge of programming and data analysis, learn new technologies and contribute to ' +
                  'the growth of the organization while growing along with it.',
                font: ARIAL,
                size: sz(20),
              }),
            ],
          }),
          heading('ACADEMIC QUALIFICATIONS'),
          qualifications(),
          heading('INTERNSHIPS'),
          ...internship(technovate!, 'Hyderabad', 6, 'June 2023 – August 2023'),
          ...internship(codecraft!, 'Bengaluru (Remote)', 6, 'Dec 2023 – Feb 2024'),
          heading('ACADEMIC PROJECTS'),
          ...project(
            'Crop Disease Detection using Deep Learning (Major Project)',
            4,
            [
              'Developed a CNN model using TensorFlow and Keras to identify 15 diseases from photos of tomato, potato and pepper leaves.',
              'Trained the model on the PlantVillage dataset of 20,000+ images and achieved 94% validation accuracy.',
              'Deployed the model as a Flask web application where farmers can upload a leaf photo and get the remedies in Telugu and English.',
            ],
            'Tools',
            'Python, TensorFlow, Keras, OpenCV, Flask, HTML/CSS',
          ),
          ...project(
            'Online Bus Pass Management System (Mini Project)',
            3,
            [
              'Designed a web application for students to apply for and renew their bus passes online with document upload.',
              'Built the backend in PHP and MySQL with an admin module to verify and approve the applications.',
            ],
            'Technologies',
            'HTML, CSS, JavaScript, PHP, MySQL',
          ),
          heading('TECHNICAL SKILLS'),
          ...SKILL_LINES.map(([label, tabs, list]) =>
            item([{ text: label, bold: true }, `${'\t'.repeat(tabs)}: ${list.join(', ')}`], 'dots', {
              font: TIMES,
              size: sz(22),
            }),
          ),
          heading('CERTIFICATIONS'),
          item('Python for Data Science – NPTEL (IIT Madras), Elite, 2022', 'diamonds'),
          item('AWS Academy Cloud Foundations – AWS Academy, 2023', 'diamonds'),
          item('Responsive Web Design – freeCodeCamp, 2022', 'diamonds'),
          item('SQL (Intermediate) – HackerRank, 2023', 'diamonds'),
          heading('EXTRA-CURRICULAR ACTIVITIES'),
          item(
            'Volunteered in the NSS (National Service Scheme) unit of the college for two years; took part in blood donation and tree plantation drives.',
            'diamonds',
          ),
          item(
            'Coordinated the coding contest of the college technical fest “Techvista 2023” with 300+ participants.',
            'diamonds',
          ),
          item('Won second prize in the 24-hour hackathon conducted by the CSE department (2023).', 'diamonds'),
          item('Member of the college badminton team; played in the JNTUH inter-college tournament.', 'diamonds'),
          heading('PERSONAL DETAILS'),
          labelled("Father's Name", 2, 'Boddu Srinivas'),
          labelled('Date of Birth', 3, '12-08-2002'),
          labelled('Gender', 4, 'Female'),
          labelled('Nationality', 3, 'Indian'),
          labelled('Marital Status', 2, 'Unmarried'),
          labelled('Languages Known', 1, 'English, Telugu and Hindi'),
          labelled('Hobbies', 4, 'Sketching, Reading novels, Playing badminton'),
          heading('DECLARATION'),
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            spacing: { before: 0, after: 0, line: 240 },
            children: [
              new TextRun({
                text:
                  'I hereby declare that all the details furnished above are true to the best of my knowledge ' +
                  'and belief.',
                font: CALIBRI,
                size: sz(21),
              }),
            ],
          }),
          blank(),
          blank(),
          line('Place: Hyderabad'),
          line(['Date:', '\t'.repeat(16), { text: `(${expected.name})`, bold: true }]),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

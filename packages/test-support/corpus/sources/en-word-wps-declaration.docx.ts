// An experienced quality engineer's curriculum vitae from Bengaluru, typed in WPS Writer (the free suite that came
// with his laptop) and saved as .docx, the kind sent through Naukri and consultants' e-mails after fourteen years in
// automotive components. A4 with the margins narrowed to 2 cm at the top and bottom and 1.91 cm at the sides, every run
// in Bookman Old Style (set by LibreOffice in URW Bookman) with the '宋体' East Asian font WPS writes on each run, the
// default tab stops of 420 twips, 1.15 line spacing; two pages, the third job at the top of page 2. What it has:
// - 'CURRICULUM VITAE' centred, bold and underlined, at the top;
// - then a borderless two-cell table: the name in bold capitals at the top of the left cell ('PRASHANT V.
//   DESHPANDE', a middle initial), 'Mobile: +91 98450 12345' on the same line flush right in the right cell and
//   'Email: …' under it, then an empty paragraph with a thick-thin double rule under it;
// - headings as SHADED PARAGRAPHS: bold capitals on Word's '15 %' pattern shading (pct15, black dots on white) with
//   a rule above and below ('CAREER OBJECTIVE', 'PROFESSIONAL EXPERIENCE', 'EDUCATIONAL QUALIFICATION', 'TECHNICAL
//   SKILLS', 'PERSONAL DETAILS', 'DECLARATION');
// - CAREER OBJECTIVE justified, then a bold 'Total Experience: 14 Years' line (no job, no date);
// - three jobs, each as bold 'Label: value' lines: 'Company: Vikram Autotech Pvt. Ltd., Bengaluru' (the value in bold,
//   the city after a comma; 'Deccan Precision Castings Pvt. Ltd., Chakan, Pune' with two places),
//   'Designation: …', a 'Department:' line and a 'Reporting To: Manager – Quality' line that are no titles,
//   'Duration: June 2018 to Till Date', '16-08-2013 to 31-05-2018' (whole dates, day first) and 'July 2010 to July
//   2013'; then 'Roles & Responsibilities:' bold and underlined over items with Wingdings' arrow (U+F0D8), justified
//   and wrapping; the current job has 'Achievements:' over two more arrow items ('from 850 to 120'); an empty
//   paragraph between jobs;
// - EDUCATIONAL QUALIFICATION as a bordered table with a bold header row (Qualification | Institute |
//   Board/University | Year | Percentage): 'B.E. (Mechanical Engineering)' wrapping in its cell, institutes with
//   their town after a comma ('Walchand College of Engineering, Sangli'), '12th (HSC)' and '10th (SSC)' whose board
//   ('Maharashtra State Board, Kolhapur Division') wraps over two lines, one year per row, percentages;
// - TECHNICAL SKILLS as Wingdings check-mark items (U+F0FC) 'Label<TAB>: list' on one left tab stop, the lists
//   with colons and parentheses of their own ('IATF 16949:2016', 'SAP (QM Module)', 'MS Office (Excel,
//   PowerPoint)'), three of the lists wrapping back under the label, not the colon;
// - PERSONAL DETAILS as 'Label<TAB>: value' on a left tab stop set on the ruler (Father's Name, Date of Birth '15th
//   April 1988', Gender, Marital Status, Nationality, Passport No., 'Languages Known : English, Hindi & Marathi
//   (Read, Write, Speak); Kannada (Speak)', and the address in one paragraph wrapping back to the left margin:
//   'Flat No. 302, Sai Residency, …, Bengaluru – 560068, Karnataka.');
// - DECLARATION as the stock sentence, two empty paragraphs, 'Place: Bengaluru' and then 'Date:' with the name in
//   parentheses pushed to the right by typed spaces (not a tab).
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
  TabStopType,
  TextRun,
  UnderlineType,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'PRASHANT V. DESHPANDE',
  email: 'prashant.deshpande.qa@example.com',
  phone: '+91 98450 12345',
  // The corpus joins an address's pieces with commas, whatever separators the page printed (see README).
  location: 'Flat No. 302, Sai Residency, 6th Cross, Hongasandra, Begur Road, Bengaluru – 560068, Karnataka',
  jobs: [
    {
      title: 'Senior Engineer',
      company: 'Vikram Autotech Pvt. Ltd.',
      start: '2018-06',
      end: 'present',
      bullets: [
        'Handling customer complaints of Tata Motors, Mahindra and Ashok Leyland and preparing 8D reports with root cause analysis and corrective actions within the customer timeline.',
        'Preparation and updating of PFMEA, Control Plan and PQCS for the machining and assembly lines of axle and brake components.',
        'Conducting internal process audits and product audits as per IATF 16949:2016 and VDA 6.3.',
        'Preparing PPAP documents for new parts and getting PSW approval from the customers.',
        'Conducting MSA studies (Gauge R&R, Attribute Agreement Analysis) and monitoring SPC charts for critical characteristics.',
        'Leading the daily quality review meeting with the production and maintenance teams and tracking the in-house rejection PPM.',
        'Reduced the customer PPM from 850 to 120 in two years through Poka-Yoke and Why-Why analysis.',
        'Successfully faced the IATF 16949:2016 surveillance audits of 2019, 2021 and 2023 with zero major non-conformities.',
      ],
    },
    {
      title: 'Engineer – Quality Control',
      company: 'Deccan Precision Castings Pvt. Ltd.',
      start: '2013-08',
      end: '2018-05',
      bullets: [
        'Inspection of incoming raw materials and castings as per the drawing and the inspection standards.',
        'Layout inspection of machined components on the CMM (Zeiss Contura) and preparing the inspection reports.',
        'Monitoring the line rejections and analysing the defects using 7 QC tools.',
        'Handling the calibration of measuring instruments and gauges and maintaining the calibration records.',
        'Training the operators and inspectors on work instructions and visual inspection standards.',
      ],
    },
    {
      title: 'Junior Engineer – Production',
      company: 'Sahyadri Auto Components Pvt. Ltd.',
      start: '2010-07',
      end: '2013-07',
      bullets: [
        'Planning the daily production of the CNC and VMC machine shop as per the monthly schedule.',
        'Preparing the setting approval and first piece inspection reports for new jobs.',
        'Maintaining the 5S and safety standards of the shop floor.',
      ],
    },
  ],
  schools: [
    { school: 'Walchand College of Engineering', degree: 'B.E. (Mechanical Engineering)', end: '2010' },
    { school: 'Vivekanand College', degree: '12th (HSC)', end: '2006' },
    { school: 'Vidyamandir High School', degree: '10th (SSC)', end: '2004' },
  ],
  skills: [
    '7 QC Tools',
    '8D',
    'Why-Why Analysis',
    'PFMEA',
    'Control Plan',
    'Poka-Yoke',
    'APQP',
    'PPAP',
    'MSA',
    'SPC',
    'IATF 16949:2016',
    'ISO 9001:2015',
    'VDA 6.3',
    'AutoCAD',
    'SolidWorks',
    'Minitab',
    'SAP (QM Module)',
    'MS Office (Excel, PowerPoint)',
    'CMM (Zeiss Contura)',
    'Contour Tracer',
    'Surface Roughness Tester',
    'Height Gauge',
    'Vernier Caliper',
    'Micrometer',
  ],
};

/** The skills lines as he typed them, label then the list. */
const SKILL_LINES: Array<[string, string[]]> = [
  ['Quality Tools', ['7 QC Tools', '8D', 'Why-Why Analysis', 'PFMEA', 'Control Plan', 'Poka-Yoke']],
  ['Core Tools', ['APQP', 'PPAP', 'MSA', 'SPC']],
  ['Quality Systems', ['IATF 16949:2016', 'ISO 9001:2015', 'VDA 6.3']],
  ['Software', ['AutoCAD', 'SolidWorks', 'Minitab', 'SAP (QM Module)', 'MS Office (Excel, PowerPoint)']],
  [
    'Measuring Instruments',
    [
      'CMM (Zeiss Contura)',
      'Contour Tracer',
      'Surface Roughness Tester',
      'Height Gauge',
      'Vernier Caliper',
      'Micrometer',
    ],
  ],
];

/** A4; 2 cm at the top and bottom, 1.91 cm at the sides; the text width between them. */
const PAGE = { width: 11906, height: 16838 };
const SIDE = 1083;
const WIDTH = PAGE.width - 2 * SIDE;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A font as WPS writes it on a run: the Latin faces named, '宋体' for East Asian text. */
const BOOKMAN = {
  ascii: 'Bookman Old Style',
  hAnsi: 'Bookman Old Style',
  cs: 'Bookman Old Style',
  eastAsia: '宋体',
};

type Piece = string | IRunOptions;
const runs = (pieces: Piece | Piece[], base: IRunOptions = {}) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) => new TextRun({ font: BOOKMAN, size: sz(20), ...base, ...(typeof p === 'string' ? { text: p } : p) }),
  );

/** 1.15 line spacing, as he set it for the whole document. */
const LINE = 276;

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

const line = (pieces: Piece | Piece[], after = 0, more: ParagraphOptions = {}, base: IRunOptions = {}) =>
  new Paragraph({ spacing: { before: 0, after, line: LINE }, ...more, children: runs(pieces, base) });

const blank = () => line('');

const single = { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 };

/** A heading: bold capitals on the 15 % pattern shading, with a rule above and below. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 160, after: 100, line: LINE },
    keepNext: true,
    shading: { type: ShadingType.PERCENT_15, color: '000000', fill: 'FFFFFF' },
    border: { top: single, bottom: single },
    children: runs({ text, bold: true, size: sz(22) }),
  });

/** 'Label: value' with the label in bold, as typed for each job. */
const labelled = (label: string, value: Piece, after = 0) =>
  line([{ text: `${label}: `, bold: true }, value], after, { keepNext: true });

/** The bold underlined line over a job's items. */
const subhead = (text: string) =>
  line({ text, bold: true, underline: { type: UnderlineType.SINGLE } }, 40, { keepNext: true });

/** An item on one of the lists: 'arrows' (Wingdings U+F0D8) or 'checks' (Wingdings U+F0FC). */
const item = (pieces: Piece | Piece[], list: 'arrows' | 'checks', more: ParagraphOptions = {}) =>
  line(pieces, 30, { numbering: { reference: list, level: 0 }, alignment: AlignmentType.JUSTIFIED, ...more });

/** A personal detail as 'Label<TAB>: value' on the tab stop he set on the ruler. */
const DETAIL_TAB = 2835;
const detail = (label: string, value: string) =>
  line([label, `\t: ${value}`], 40, {
    tabStops: [{ type: TabStopType.LEFT, position: DETAIL_TAB }],
    alignment: AlignmentType.LEFT,
  });

/** The spaces he typed after 'Date:' until his name reached the right margin. */
const DATE_SPACES = 78;

/** The skills lines' stop, a little further than the longest label. */
const SKILL_TAB = 3400;

/** The name on the left, the mobile number and e-mail flush right beside it: a borderless table of two cells. */
function nameRow() {
  const left = 4300;
  const right = WIDTH - left;
  const contact = (label: string, value: string) =>
    line([{ text: label, bold: true }, value], 0, { alignment: AlignmentType.RIGHT });
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [left, right],
    borders: {
      top: NO_BORDERS.top,
      bottom: NO_BORDERS.bottom,
      left: NO_BORDERS.left,
      right: NO_BORDERS.right,
      insideHorizontal: NO_BORDERS.top,
      insideVertical: NO_BORDERS.top,
    },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders: NO_BORDERS,
            width: { size: left, type: WidthType.DXA },
            verticalAlign: VerticalAlign.TOP,
            children: [line({ text: expected.name, bold: true, size: sz(28) })],
          }),
          new TableCell({
            borders: NO_BORDERS,
            width: { size: right, type: WidthType.DXA },
            children: [contact('Mobile: ', expected.phone!), contact('Email: ', expected.email!)],
          }),
        ],
      }),
    ],
  });
}

const GRID = { top: single, bottom: single, left: single, right: single };

function educationTable() {
  const widths = [1900, 2750, 2900, 700, WIDTH - 1900 - 2750 - 2900 - 700];
  const cell = (text: string, i: number, header: boolean) =>
    new TableCell({
      borders: GRID,
      margins: { top: 40, bottom: 40, left: 100, right: 100 },
      verticalAlign: VerticalAlign.CENTER,
      width: { size: widths[i]!, type: WidthType.DXA },
      children: [
        line(header ? { text, bold: true } : text, 0, {
          alignment: i === 0 || header || i >= 3 ? AlignmentType.CENTER : AlignmentType.LEFT,
        }),
      ],
    });
  const [be, hsc, ssc] = expected.schools as Array<(typeof expected.schools)[0]>;
  const rows = [
    ['Qualification', 'Institute', 'Board/University', 'Year', 'Percentage'],
    [be!.degree!, `${be!.school}, Sangli`, 'Shivaji University, Kolhapur', be!.end!, '71.85%'],
    [hsc!.degree!, `${hsc!.school}, Kolhapur`, 'Maharashtra State Board, Kolhapur Division', hsc!.end!, '78.33%'],
    [ssc!.degree!, `${ssc!.school}, Ichalkaranji`, 'Maharashtra State Board, Kolhapur Division', ssc!.end!, '84.13%'],
  ];
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: rows.map((r, row) => new TableRow({ children: r.map((text, i) => cell(text, i, row === 0)) })),
  });
}

const [vikram, deccan, sahyadri] = expected.jobs as Array<(typeof expected.jobs)[0]>;

interface Job {
  company: string;
  designation: string;
  department?: string;
  reportingTo?: string;
  duration: string;
  responsibilities: string[];
  achievements?: string[];
}

const job = (j: Job) => [
  labelled('Company', { text: j.company, bold: true }),
  labelled('Designation', j.designation),
  ...(j.department ? [labelled('Department', j.department)] : []),
  ...(j.reportingTo ? [labelled('Reporting To', j.reportingTo)] : []),
  labelled('Duration', j.duration, 100),
  subhead('Roles & Responsibilities:'),
  ...j.responsibilities.map((r) => item(r, 'arrows')),
  ...(j.achievements ? [line('', 40), subhead('Achievements:'), ...j.achievements.map((a) => item(a, 'arrows'))] : []),
  blank(),
];

const wpsLevel = (text: string, font: string) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 420, hanging: 420 } }, run: { font } },
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Prashant',
    lastModifiedBy: 'Prashant Deshpande',
    defaultTabStop: 420,
    styles: {
      default: {
        document: { run: { font: BOOKMAN, size: sz(20) }, paragraph: { spacing: { after: 0, line: LINE } } },
      },
    },
    numbering: {
      config: [
        { reference: 'arrows', levels: [wpsLevel('\uf0d8', 'Wingdings')] },
        { reference: 'checks', levels: [wpsLevel('\uf0fc', 'Wingdings')] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: 1134, bottom: 1134, left: SIDE, right: SIDE, header: 851, footer: 992 },
          },
        },
        children: [
          line({ text: 'CURRICULUM VITAE', bold: true, size: sz(28), underline: { type: UnderlineType.SINGLE } }, 200, {
            alignment: AlignmentType.CENTER,
          }),
          nameRow(),
          new Paragraph({
            spacing: { before: 0, after: 60, line: 240 },
            border: { bottom: { style: BorderStyle.THICK_THIN_SMALL_GAP, size: 18, color: '000000', space: 1 } },
            children: runs('', { size: sz(8) }),
          }),
          heading('CAREER OBJECTIVE'),
          line(
            'Seeking a challenging position in Quality Assurance in a reputed automotive organization where I can ' +
              'utilize my experience in customer quality, process audits and problem solving for the growth of the ' +
              'organization and for my professional growth.',
            80,
            { alignment: AlignmentType.JUSTIFIED },
          ),
          line([
            { text: 'Total Experience: ', bold: true },
            '14 Years in Quality and Production of automotive components.',
          ]),
          heading('PROFESSIONAL EXPERIENCE'),
          ...job({
            company: `${vikram!.company}, Bengaluru`,
            designation: vikram!.title,
            department: 'Quality Assurance (QA)',
            reportingTo: 'Manager – Quality',
            duration: 'June 2018 to Till Date',
            responsibilities: vikram!.bullets.slice(0, 6),
            achievements: vikram!.bullets.slice(6),
          }),
          ...job({
            company: `${deccan!.company}, Chakan, Pune`,
            designation: deccan!.title,
            duration: '16-08-2013 to 31-05-2018',
            responsibilities: deccan!.bullets,
          }),
          ...job({
            company: `${sahyadri!.company}, Kolhapur`,
            designation: sahyadri!.title,
            department: 'Machine Shop',
            duration: 'July 2010 to July 2013',
            responsibilities: sahyadri!.bullets,
          }),
          heading('EDUCATIONAL QUALIFICATION'),
          educationTable(),
          heading('TECHNICAL SKILLS'),
          ...SKILL_LINES.map(([label, list]) =>
            item([{ text: label, bold: true }, `\t: ${list.join(', ')}`], 'checks', {
              tabStops: [{ type: TabStopType.LEFT, position: SKILL_TAB }],
              alignment: AlignmentType.LEFT,
            }),
          ),
          heading('PERSONAL DETAILS'),
          detail("Father's Name", 'Mr. Vilas Ramchandra Deshpande'),
          detail('Date of Birth', '15th April 1988'),
          detail('Gender', 'Male'),
          detail('Marital Status', 'Married'),
          detail('Nationality', 'Indian'),
          detail('Passport No.', 'P4827153'),
          detail('Languages Known', 'English, Hindi & Marathi (Read, Write, Speak); Kannada (Speak)'),
          detail('Address', `${expected.location!}.`),
          heading('DECLARATION'),
          line(
            'I hereby declare that the information furnished above is true to the best of my knowledge and belief.',
            0,
            { alignment: AlignmentType.JUSTIFIED },
          ),
          blank(),
          blank(),
          line('Place: Bengaluru'),
          line(['Date:', ' '.repeat(DATE_SPACES), { text: `(${expected.name})`, bold: true }]),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

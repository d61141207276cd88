// An Indian mechanical engineer's CV as it is typed in MS Word for jobs in the Gulf, six years into a job in Dubai
// (A4, 2 cm margins at the top and bottom and 1.9 cm at the sides, Arial 10, which LibreOffice sets in Liberation
// Sans), two pages. What it has:
// - 'CURRICULUM VITAE' centred, bold and underlined at the top; the name in bold capitals over 'Mobile: +971 50 123
//   4567', 'Email: …' and 'Address: Flat No. 807, …, Al Nahda, Dubai, UAE' one a line (labels in bold), a passport
//   photo floating at the right margin beside them (square wrapping), a thick rule under the block;
// - headings in bold dark-blue capitals over a bottom border; CAREER OBJECTIVE as the stock sentence; PROFESSIONAL
//   SUMMARY as Wingdings square items (U+F0A7) starting 'Mechanical Engineer with 10+ years of …';
// - WORK EXPERIENCE: each job as 'Company Name LLC, Dubai, UAE' in bold with 'Sep 2018 – Till Date' on a right tab
//   stop ('Jun 2014 – Aug 2018' for the older job, '…, Pune, India'), then 'Designation: Senior MEP Engineer' (label
//   in bold) and 'Responsibilities:' bold and underlined over items with Word's default list mark (U+F0B7 in Symbol),
//   some wrapping over two lines; under the Dubai job a second list 'Major Projects Handled:' (project, place,
//   consultant and value in AED);
// - EDUCATIONAL QUALIFICATION as a bordered table with a shaded header row (Qualification | Institution |
//   University/Board | Year | Percentage; 'B.E. Mechanical' with 'University of Pune', 'HSC', 'SSC'), the
//   institution with its town after a comma;
// - TECHNICAL SKILLS as Symbol items 'Label: list' with the label in bold ('Software: AutoCAD, Revit MEP, HAP, …',
//   'Codes & Standards:', 'Authority Approvals: DCD, DEWA, …'); CERTIFICATIONS & MEMBERSHIP with years;
// - PERSONAL DETAILS as 'Label<TAB>: value' on one left tab stop (Date of Birth, Gender, Nationality: Indian, Marital
//   Status, Visa Status: Employment Visa (Transferable), Passport No with its expiry, Driving License, Languages
//   Known: English, Hindi, Marathi, and a Permanent Address in India: a second address after the Dubai one);
// - DECLARATION as a paragraph, then 'Place: Dubai' and 'Date:' on their own lines and the name flush right under
//   them.
import {
  AlignmentType,
  BorderStyle,
  Document,
  HorizontalPositionAlign,
  HorizontalPositionRelativeFrom,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  TextWrappingSide,
  TextWrappingType,
  UnderlineType,
  VerticalAlign,
  VerticalPositionRelativeFrom,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { png, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'NIKHIL SURESH PATIL',
  email: 'nikhil.patil.mep@example.com',
  phone: '+971 50 123 4567',
  location: 'Flat No. 807, Al Waleed Building, Al Nahda, Dubai, UAE',
  jobs: [
    {
      title: 'Senior MEP Engineer',
      company: 'Gulf Crest Electromechanical Contracting LLC',
      start: '2018-09',
      end: 'present',
      bullets: [
        'Responsible for the execution, installation, testing and commissioning of HVAC, plumbing, drainage and fire fighting systems for high-rise residential and commercial buildings.',
        'Review of consultant drawings and preparation of coordinated MEP shop drawings and builders work drawings in Revit MEP and AutoCAD.',
        'Preparation and submission of material submittals, method statements and technical queries (RFI) to the consultant for approval.',
        'Heat load calculation using HAP, duct and pipe sizing and ESP calculation for FCUs, AHUs and FAHUs.',
        'Coordination with civil, electrical and ELV teams and with the main contractor to resolve site clashes.',
        'Obtaining approvals and inspections from Dubai Civil Defence (DCD), DEWA and Dubai Municipality for fire fighting and plumbing services.',
        'Supervision of subcontractors and foremen, daily progress monitoring and preparation of weekly progress reports for the Project Manager.',
        'Testing and commissioning of chilled water pumps, AHUs, FCUs, ventilation fans and fire pumps with the consultant and the third party agency.',
        'Preparation of as-built drawings, O&M manuals and snag lists for the handing over of projects.',
        'Ensuring work is carried out as per the HSE plan and the quality procedures of the company.',
        'G+4P+28 Residential Tower, Jumeirah Village Circle, Dubai – Consultant: Arcadia Engineering Consultants – AED 38 Million (MEP)',
        'B+G+12 Hotel Apartments, Al Barsha 1, Dubai – Consultant: Meridian Design Associates – AED 26 Million (MEP)',
        'G+2 Retail Mall Extension, Al Qusais Industrial Area, Dubai – AED 14 Million (MEP)',
      ],
    },
    {
      title: 'HVAC Design Engineer',
      company: 'Sahyadri Aircon Engineers Pvt. Ltd.',
      start: '2014-06',
      end: '2018-08',
      bullets: [
        'Heat load calculation using HAP and E-20 sheets for commercial buildings, hospitals and IT parks.',
        'Selection of equipment such as chillers, AHUs, cooling towers, pumps and VRF systems as per the load and the client requirement.',
        'Preparation of HVAC layouts, schematic diagrams and sections in AutoCAD.',
        'Preparation of BOQ, technical specifications and cost estimation for tenders.',
        'Site visits for the measurement of existing services and the coordination of installation work.',
        'Assisting the site team during testing, adjusting and balancing (TAB) of air and water systems.',
      ],
    },
  ],
  schools: [
    { school: 'Sinhgad College of Engineering', degree: 'B.E. Mechanical', end: '2014' },
    { school: 'Fergusson College', degree: 'HSC', end: '2010' },
    { school: 'New English School', degree: 'SSC', end: '2008' },
  ],
  skills: [
    'AutoCAD',
    'Revit MEP',
    'HAP',
    'Navisworks Manage',
    'McQuay Duct Sizer',
    'Elite Fire',
    'MS Office (Excel, Word, Project)',
    'Heat Load Calculation',
    'Duct & Pipe Sizing',
    'ESP Calculation',
    'Chilled Water Systems',
    'VRF Systems',
    'Fire Fighting & Plumbing Design',
    'ASHRAE',
    'SMACNA',
    'NFPA',
    'UAE Fire & Life Safety Code',
    'DEWA Regulations',
    'DCD',
    'DEWA',
    'Dubai Municipality',
    'Trakhees',
  ],
};

/** The skills lines as he typed them, label then the list. */
const SKILL_LINES: Array<[string, string[]]> = [
  [
    'Software',
    [
      'AutoCAD',
      'Revit MEP',
      'HAP',
      'Navisworks Manage',
      'McQuay Duct Sizer',
      'Elite Fire',
      'MS Office (Excel, Word, Project)',
    ],
  ],
  [
    'Design',
    [
      'Heat Load Calculation',
      'Duct & Pipe Sizing',
      'ESP Calculation',
      'Chilled Water Systems',
      'VRF Systems',
      'Fire Fighting & Plumbing Design',
    ],
  ],
  ['Codes & Standards', ['ASHRAE', 'SMACNA', 'NFPA', 'UAE Fire & Life Safety Code', 'DEWA Regulations']],
  ['Authority Approvals', ['DCD', 'DEWA', 'Dubai Municipality', 'Trakhees']],
];

/** A4; 2 cm at the top and bottom, 1.9 cm at the sides; the text width between them. */
const PAGE = { width: 11906, height: 16838 };
const SIDE = 1077;
const WIDTH = PAGE.width - 2 * SIDE;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const BLUE = '1F3864';

type Piece = string | IRunOptions;
const runs = (pieces: Piece | Piece[]) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) => new TextRun(typeof p === 'string' ? { text: p } : p),
  ) as ParagraphChild[];

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

const line = (pieces: Piece | Piece[], after = 0, more: ParagraphOptions = {}) =>
  new Paragraph({ spacing: { after }, ...more, children: runs(pieces) });

/** A heading: bold dark-blue capitals over a thin rule. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 220, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BLUE, space: 1 } },
    children: [new TextRun({ text, bold: true, color: BLUE, size: sz(23) })],
  });

/** An item on one of the lists: 'squares' (Wingdings U+F0A7) or 'dots' (Word's default, Symbol U+F0B7). */
const item = (pieces: Piece | Piece[], list: 'squares' | 'dots' = 'dots', after = 30) =>
  line(pieces, after, { numbering: { reference: list, level: 0 }, alignment: AlignmentType.JUSTIFIED });

/** The bold underlined line over a job's items. */
const subhead = (text: string) =>
  line({ text, bold: true, underline: { type: UnderlineType.SINGLE } }, 40, {
    keepNext: true,
    spacing: { before: 60, after: 40 },
  });

/** 'Company, City, Country' in bold with the dates on a right tab stop at the margin. */
const jobLine = (where: string, dates: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: 80, after: 40 },
    keepNext: true,
    children: [new TextRun({ text: where, bold: true }), new TextRun({ text: `\t${dates}`, bold: true })],
  });

/** A personal detail as 'Label<TAB>: value', the colons lined up on one left tab stop. */
const DETAIL_TAB = 2552;
const detail = (label: string, value: string) =>
  line([label, `\t: ${value}`], 50, {
    tabStops: [{ type: TabStopType.LEFT, position: DETAIL_TAB }],
    indent: { left: DETAIL_TAB + 170, hanging: DETAIL_TAB + 170 },
  });

const single = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const GRID = { top: single, bottom: single, left: single, right: single };

function educationTable() {
  const widths = [1700, 3000, 2600, 900, WIDTH - 1700 - 3000 - 2600 - 900];
  const cell = (text: string, i: number, header: boolean) =>
    new TableCell({
      borders: GRID,
      margins: { top: 50, bottom: 50, left: 100, right: 100 },
      verticalAlign: VerticalAlign.CENTER,
      width: { size: widths[i]!, type: WidthType.DXA },
      ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'DEEAF6' } } : {}),
      children: [
        line(header ? { text, bold: true } : text, 0, {
          alignment: i === 1 || i === 2 ? AlignmentType.LEFT : AlignmentType.CENTER,
        }),
      ],
    });
  const [be, hsc, ssc] = expected.schools as Array<(typeof expected.schools)[0]>;
  const rows = [
    ['Qualification', 'Institution', 'University/Board', 'Year', 'Percentage'],
    [be!.degree!, `${be!.school}, Pune`, 'University of Pune', be!.end!, '68.40% (First Class)'],
    [hsc!.degree!, `${hsc!.school}, Pune`, 'Maharashtra State Board', hsc!.end!, '74.17%'],
    [ssc!.degree!, `${ssc!.school}, Satara`, 'Maharashtra State Board', ssc!.end!, '82.46%'],
  ];
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: rows.map(
      (r, row) => new TableRow({ tableHeader: row === 0, children: r.map((text, i) => cell(text, i, row === 0)) }),
    ),
  });
}

// The passport photo pasted at the top right: a head and shoulders in a dark suit on a white backdrop, 3 × 3.8 cm.
const portrait = png(120, 152, (x, y) => {
  const head = ((x - 60) / 26) ** 2 + ((y - 60) / 33) ** 2 <= 1;
  const hair = head && y < 40;
  const shoulders = y > 100 && ((x - 60) / 58) ** 2 + ((y - 165) / 62) ** 2 <= 1;
  const collar = shoulders && Math.abs(x - 60) < 10 && y < 125;
  if (hair) return [38, 30, 26];
  if (head) return [176, 132, 102];
  if (collar) return [238, 240, 244];
  if (shoulders) return [34, 40, 56];
  return [246, 246, 248];
});

const photo = () =>
  new ImageRun({
    type: 'png',
    data: portrait,
    transformation: { width: 113, height: 144 },
    floating: {
      horizontalPosition: { relative: HorizontalPositionRelativeFrom.MARGIN, align: HorizontalPositionAlign.RIGHT },
      verticalPosition: { relative: VerticalPositionRelativeFrom.PARAGRAPH, offset: 0 },
      wrap: { type: TextWrappingType.SQUARE, side: TextWrappingSide.LEFT },
      margins: { left: 114300 },
    },
  });

const contact = (label: string, value: string) => line([{ text: `${label}: `, bold: true }, value], 50);

const [gulfCrest, sahyadri] = expected.jobs as Array<(typeof expected.jobs)[0]>;

const listLevel = (text: string, font: string) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font } },
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Nikhil Patil',
    lastModifiedBy: 'Nikhil Patil',
    styles: {
      default: {
        document: { run: { font: 'Arial', size: sz(20) }, paragraph: { spacing: { after: 0, line: 240 } } },
      },
    },
    numbering: {
      config: [
        { reference: 'squares', levels: [listLevel('\uf0a7', 'Wingdings')] },
        { reference: 'dots', levels: [listLevel('\uf0b7', 'Symbol')] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: 1134, bottom: 1134, left: SIDE, right: SIDE, header: 709, footer: 709 },
          },
        },
        children: [
          line({ text: 'CURRICULUM VITAE', bold: true, size: sz(28), underline: { type: UnderlineType.SINGLE } }, 240, {
            alignment: AlignmentType.CENTER,
          }),
          new Paragraph({
            spacing: { after: 100 },
            children: [photo(), new TextRun({ text: expected.name, bold: true, size: sz(30) })],
          }),
          contact('Mobile', expected.phone!),
          contact('Email', expected.email!),
          contact('Address', expected.location!),
          line([{ text: 'Total Experience: ', bold: true }, '10+ Years (UAE: 6 Years, India: 4 Years)'], 50),
          line(''),
          line(''),
          new Paragraph({
            spacing: { after: 0 },
            border: { bottom: { style: BorderStyle.THICK, size: 12, color: BLUE, space: 1 } },
            children: [],
          }),
          heading('CAREER OBJECTIVE'),
          line(
            'To obtain a challenging position as an MEP Engineer in a reputed organization where I can utilize my ' +
              'technical knowledge and site experience in HVAC, plumbing and fire fighting systems for the growth ' +
              'of the organization and enhance my skills further.',
            0,
            { alignment: AlignmentType.JUSTIFIED },
          ),
          heading('PROFESSIONAL SUMMARY'),
          item(
            'Mechanical Engineer with 10+ years of experience in design, execution, testing and commissioning of ' +
              'MEP services for high-rise residential, hotel and commercial projects in UAE and India.',
            'squares',
          ),
          item(
            'Hands-on experience in HVAC (chilled water, DX and VRF systems), plumbing, drainage and fire fighting ' +
              'works.',
            'squares',
          ),
          item('Well versed with the approval procedures of DCD, DEWA, Dubai Municipality and Trakhees.', 'squares'),
          item('Good knowledge of ASHRAE, SMACNA and NFPA standards and the UAE Fire & Life Safety Code.', 'squares'),
          item('Proficient in AutoCAD, Revit MEP and HAP for design and shop drawings.', 'squares'),
          item('Holding valid UAE Driving License and Employment Visa (Transferable).', 'squares'),
          heading('WORK EXPERIENCE'),
          jobLine(`${gulfCrest!.company}, Dubai, UAE`, 'Sep 2018 – Till Date'),
          line([{ text: 'Designation: ', bold: true }, gulfCrest!.title], 20, { keepNext: true }),
          subhead('Responsibilities:'),
          ...gulfCrest!.bullets.slice(0, 10).map((b) => item(b)),
          subhead('Major Projects Handled:'),
          ...gulfCrest!.bullets.slice(10).map((b) => item(b)),
          line('', 80),
          jobLine(`${sahyadri!.company}, Pune, India`, 'Jun 2014 – Aug 2018'),
          line([{ text: 'Designation: ', bold: true }, sahyadri!.title], 20, { keepNext: true }),
          subhead('Responsibilities:'),
          ...sahyadri!.bullets.map((b) => item(b)),
          heading('EDUCATIONAL QUALIFICATION'),
          educationTable(),
          heading('TECHNICAL SKILLS'),
          ...SKILL_LINES.map(([label, list]) =>
            item([{ text: `${label}: `, bold: true }, list.join(', ')], 'dots', 40),
          ),
          heading('CERTIFICATIONS & MEMBERSHIP'),
          item('Registered Member – Society of Engineers, UAE (2019)', 'dots', 40),
          item('LEED Green Associate – U.S. Green Building Council (2021)', 'dots', 40),
          item('Revit MEP Training – Autodesk Authorized Training Centre, Pune (2016)', 'dots', 40),
          heading('PERSONAL DETAILS'),
          detail('Date of Birth', '22nd August 1991'),
          detail('Gender', 'Male'),
          detail('Nationality', 'Indian'),
          detail('Marital Status', 'Married'),
          detail('Visa Status', 'Employment Visa (Transferable)'),
          detail('Passport No', 'T4729183 (Valid till 16/05/2029)'),
          detail('Driving License', 'UAE Light Vehicle License'),
          detail('Languages Known', 'English, Hindi, Marathi'),
          detail('Permanent Address', 'At Post Rahimatpur, Tal. Koregaon, Dist. Satara, Maharashtra – 415511, India'),
          heading('DECLARATION'),
          line(
            'I hereby declare that all the information furnished above is true and correct to the best of my ' +
              'knowledge and belief.',
            360,
            { alignment: AlignmentType.JUSTIFIED },
          ),
          line('Place: Dubai', 60),
          line('Date:', 200),
          line({ text: expected.name, bold: true }, 0, { alignment: AlignmentType.RIGHT }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

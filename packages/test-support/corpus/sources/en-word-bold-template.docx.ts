// A resume typed over one of Microsoft Word's built-in modern templates (File > New, the 'Bold modern resume' /
// 'Blue grey resume' kind), saved as PDF. The template's parts are kept the way Word writes them, its colours and fonts
// approximated: a navy band drawn as a rectangle in the first page's header, behind the text, with the name (Title
// style, white capitals spaced out) and the profession (Subtitle) over it in the body; then the page as one borderless
// layout table row of two cells, the narrow left one shaded blue-grey with OBJECTIVE, SKILLS (List Bullet items,
// some wrapping in the cell) and CONTACT (a table inside the cell: a small picture in one cell, the text in the next,
// as the template's icons are pictures), the wide right one with EXPERIENCE, EDUCATION and VOLUNTEER EXPERIENCE.
// Headings are Heading 1 in capitals by the style with letter spacing; each job is 'Job Title • Company' in Heading 2
// (the title bold, the company in a lighter weight and colour) over 'Dates From – To' in Heading 3 in a light grey.
// What she did with it, as people do: the office manager job described by two paragraphs instead of the template's
// list, the oldest job dated by years only, the finished bachelor's degree dated 'May 2019' and the associate degree
// '2011 – 2013', a volunteer role written in a job's shape under VOLUNTEER EXPERIENCE (not a job), the city in the
// contact table under the e-mail and phone.
import {
  AlignmentType,
  Document,
  Header,
  HorizontalPositionRelativeFrom,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  TextWrappingType,
  VerticalAlign,
  VerticalPositionRelativeFrom,
  WidthType,
} from 'docx';
import { ShapeRun } from 'docx/shapes';
import { hex, NO_BORDERS, png, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Jasmine Whitfield',
  email: 'jwhitfield@example.com',
  phone: '(704) 555-0172',
  location: 'Charlotte, NC 28209',
  jobs: [
    {
      title: 'Executive Assistant to the CFO',
      company: 'Carolina Harbor Bank',
      start: '2020-03',
      end: 'present',
      bullets: [
        'Manage the calendar, travel and expense reports of the Chief Financial Officer and two finance vice presidents',
        'Prepare board and audit committee materials each quarter, track action items and take minutes at the monthly finance leadership meeting',
        'Moved the department’s paper invoice approvals to DocuSign, cutting the approval cycle from nine days to three',
        'Coordinate the annual investor day for 250 guests, including venue, catering, speakers and printed materials',
      ],
    },
    {
      title: 'Office Manager',
      company: 'Brightline Pediatric Dentistry',
      start: '2016-06',
      end: '2020-02',
      // Described by two paragraphs: no items to score.
      bullets: [],
    },
    {
      title: 'Administrative Assistant',
      company: 'Queen City Realty Group',
      start: '2013-08',
      end: '2016-05',
      bullets: [
        'Supported eight agents with listing paperwork, MLS entries and closing file checklists',
        'Answered a ten-line phone system and scheduled 30 to 40 showings a week',
        'Kept the office’s supply spending under $1,200 a month',
      ],
    },
    {
      title: 'Front Desk Agent',
      company: 'Ballantyne Park Hotel',
      start: '2011',
      end: '2013',
      bullets: [
        'Checked in guests, handled reservations in Opera PMS and balanced the cash drawer at the end of each shift',
        'Named Employee of the Quarter twice',
      ],
    },
  ],
  schools: [
    { school: 'Catawba State University', degree: 'B.A. in Communication Studies', end: '2019-05' },
    {
      school: 'Piedmont Valley Community College',
      degree: 'A.A.S. in Office Administration',
      start: '2011',
      end: '2013',
    },
  ],
  skills: [
    'Microsoft 365 (Outlook, Word, Excel, PowerPoint)',
    'Calendar and travel management',
    'Board and committee meeting preparation',
    'Concur and Expensify',
    'DocuSign',
    'QuickBooks Online',
    'Event planning',
    'Typing 75 wpm',
  ],
};

// The template's look: a navy band, navy headings, a blue-grey left column, grey dates.
const NAVY = '1F3A5F';
const PALE = 'B4C7DC';
const SHADE = 'E9EEF4';
const INK = '262626';
const GREY = '7F8A96';
const HEAD_FONT = 'Century Gothic';
const FONT = 'Calibri';

const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 720, bottom: 720, left: 720, right: 720, header: 0, footer: 360 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LEFT = 3600;
const RIGHT = WIDTH - LEFT;

// The contact icons: white marks on navy squares with rounded corners, small pictures as the template's are.
const ICON = 64;
const icon = (mark: (x: number, y: number) => boolean) =>
  png(ICON, ICON, (x, y) => {
    const c = Math.min(x, ICON - 1 - x, y, ICON - 1 - y);
    const corner = Math.hypot(Math.max(0, 10 - Math.min(x, ICON - 1 - x)), Math.max(0, 10 - Math.min(y, ICON - 1 - y)));
    if (c < 0 || corner > 10) return hex(SHADE);
    return mark(x, y) ? [255, 255, 255] : hex(NAVY);
  });
const inRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) =>
  x >= x0 && x <= x1 && y >= y0 && y <= y1;
const nearSegment = (x: number, y: number, x0: number, y0: number, x1: number, y1: number, width: number) => {
  const t = Math.max(0, Math.min(1, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / ((x1 - x0) ** 2 + (y1 - y0) ** 2)));
  return Math.hypot(x - x0 - t * (x1 - x0), y - y0 - t * (y1 - y0)) <= width;
};
const envelope = icon(
  (x, y) =>
    (inRect(x, y, 14, 20, 50, 44) && !inRect(x, y, 17, 23, 47, 41)) ||
    nearSegment(x, y, 16, 22, 32, 34, 1.6) ||
    nearSegment(x, y, 48, 22, 32, 34, 1.6),
);
const handset = icon(
  (x, y) => (inRect(x, y, 22, 12, 42, 52) && !inRect(x, y, 25, 17, 39, 44)) || Math.hypot(x - 32, y - 48) <= 2,
);
const linkedin = icon(
  (x, y) =>
    inRect(x, y, 17, 27, 22, 48) ||
    Math.hypot(x - 19.5, y - 21) <= 3.2 ||
    inRect(x, y, 27, 27, 32, 48) ||
    inRect(x, y, 41, 33, 46, 48) ||
    (Math.hypot(x - 37, y - 35) <= 9 && Math.hypot(x - 37, y - 35) >= 4 && y <= 35 && x >= 29),
);
const pin = icon((x, y) => {
  const d = Math.hypot(x - 32, y - 26);
  const head = d <= 12 && d >= 5;
  const tip = y > 26 && y <= 52 && Math.abs(x - 32) <= (52 - y) * 0.45 && d > 5;
  return head || tip;
});

type Job = (typeof expected.jobs)[0];
const [bank, dentist, realty, hotel] = expected.jobs as [Job, Job, Job, Job];

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

  // The template's paragraphs, each in its style.
  const heading = (text: string, first = false) =>
    new Paragraph({ style: 'Heading1', spacing: first ? { before: 0 } : undefined, children: [new TextRun(text)] });
  const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });
  const item = (text: string) => new Paragraph({ style: 'ListBullet', children: [new TextRun(text)] });
  /** 'Job Title • Company' (or 'Degree • School'): the first part bold, the second in the lighter character style. */
  const entry = (first: string, second: string) =>
    new Paragraph({
      style: 'Heading2',
      children: [
        new TextRun(first),
        new TextRun({ text: ' • ', style: 'Emphasis' }),
        new TextRun({ text: second, style: 'Emphasis' }),
      ],
    });
  const dates = (text: string) => new Paragraph({ style: 'Heading3', children: [new TextRun(text)] });

  const job = (j: Job, when: string, about?: string[]) => [
    entry(j.title, j.company),
    dates(when),
    ...(about ? about.map(body) : j.bullets.map(item)),
  ];

  // The contact details: a table inside the left cell, the icon in a narrow cell and the text beside it.
  const ICON_CELL = 400;
  const contactRow = (picture: Buffer, text: string) =>
    new TableRow({
      children: [
        new TableCell({
          borders: NO_BORDERS,
          width: { size: ICON_CELL, type: WidthType.DXA },
          margins: { left: 0, right: 0, top: 0, bottom: 0 },
          verticalAlign: VerticalAlign.CENTER,
          children: [
            new Paragraph({
              spacing: { before: 40, after: 40 },
              children: [new ImageRun({ type: 'png', data: picture, transformation: { width: 18, height: 18 } })],
            }),
          ],
        }),
        new TableCell({
          borders: NO_BORDERS,
          width: { size: LEFT - 288 - 216 - ICON_CELL, type: WidthType.DXA },
          margins: { left: 0, right: 0, top: 0, bottom: 0 },
          verticalAlign: VerticalAlign.CENTER,
          children: [new Paragraph({ style: 'ContactInfo', children: [new TextRun(text)] })],
        }),
      ],
    });
  const contact = new Table({
    width: { size: LEFT - 288 - 216, type: WidthType.DXA },
    columnWidths: [ICON_CELL, LEFT - 288 - 216 - ICON_CELL],
    rows: [
      contactRow(envelope, expected.email!),
      contactRow(handset, expected.phone!),
      contactRow(linkedin, 'linkedin.com/in/jwhitfield'),
      contactRow(pin, expected.location!),
    ],
  });

  const left = [
    heading('Objective', true),
    body(
      'Detail-oriented executive assistant with ten years of office experience, looking to support a senior ' +
        'leadership team at a growing Charlotte company.',
    ),
    heading('Skills'),
    ...expected.skills.map(item),
    heading('Contact'),
    contact,
    // Word keeps a paragraph after a table at the end of a cell.
    new Paragraph({ spacing: { after: 0 }, children: [] }),
  ];

  const right = [
    heading('Experience', true),
    ...job(bank, 'March 2020 – Present'),
    ...job(dentist, 'June 2016 – February 2020', [
      'Ran the front office of a four-dentist practice seeing about 90 patients a day, supervising three ' +
        'receptionists and two billing coordinators.',
      'Handled payroll in ADP, supply orders and the dentists’ insurance credentialing, and cut unpaid claims older ' +
        'than 90 days by 40% after taking over the billing follow-up.',
    ]),
    ...job(realty, 'August 2013 – May 2016'),
    ...job(hotel, '2011 – 2013'),
    heading('Education'),
    entry('B.A. in Communication Studies', 'Catawba State University'),
    dates('May 2019'),
    body('Evening degree program, completed while working full time.'),
    entry('A.A.S. in Office Administration', 'Piedmont Valley Community College'),
    dates('2011 – 2013'),
    heading('Volunteer Experience'),
    entry('Volunteer Coordinator', 'Queen City Food Pantry'),
    dates('2017 – Present'),
    body('Schedule about 60 weekend volunteers a month and lead the Saturday distribution shift twice a month.'),
  ];

  const layout = new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LEFT, RIGHT],
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders: NO_BORDERS,
            width: { size: LEFT, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: SHADE },
            margins: { top: 288, bottom: 288, left: 288, right: 216 },
            children: left,
          }),
          new TableCell({
            borders: NO_BORDERS,
            width: { size: RIGHT, type: WidthType.DXA },
            margins: { top: 288, bottom: 0, left: 432, right: 0 },
            children: right,
          }),
        ],
      }),
    ],
  });

  // The band: a rectangle across the top of the page, in the header, behind the text.
  const band = new ShapeRun({
    type: 'rectangle',
    transformation: { width: 816, height: 150 },
    fill: NAVY,
    line: 'none',
    floating: {
      horizontalPosition: { relative: HorizontalPositionRelativeFrom.PAGE, offset: 0 },
      verticalPosition: { relative: VerticalPositionRelativeFrom.PAGE, offset: 0 },
      behindDocument: true,
      allowOverlap: true,
      wrap: { type: TextWrappingType.NONE },
    },
  });
  const firstHeader = new Header({ children: [new Paragraph({ spacing: { after: 0 }, children: [band] })] });
  const emptyHeader = new Header({ children: [new Paragraph({ spacing: { after: 0 }, children: [] })] });

  const doc = new Document({
    creator: 'Jasmine Whitfield',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(20), color: INK },
          paragraph: { spacing: { before: 0, after: 100, line: 252, lineRule: LineRuleType.AUTO } },
        },
        title: {
          run: { font: HEAD_FONT, size: sz(48), bold: true, allCaps: true, color: 'FFFFFF', characterSpacing: 60 },
          paragraph: { spacing: { before: 0, after: 40, line: 240, lineRule: LineRuleType.AUTO } },
        },
        heading1: {
          run: { font: HEAD_FONT, size: sz(22), bold: true, allCaps: true, color: NAVY, characterSpacing: 30 },
          paragraph: {
            spacing: { before: 300, after: 120 },
            border: { bottom: { style: 'single', size: 8, color: NAVY, space: 2 } },
          },
        },
        heading2: {
          run: { font: FONT, size: sz(21), bold: true, color: INK },
          paragraph: { spacing: { before: 160, after: 0 }, keepNext: true },
        },
        heading3: {
          run: { font: FONT, size: sz(19), bold: false, color: GREY },
          paragraph: { spacing: { before: 0, after: 60 }, keepNext: true },
        },
      },
      paragraphStyles: [
        {
          id: 'Subtitle',
          name: 'Subtitle',
          basedOn: 'Normal',
          quickFormat: true,
          run: { font: HEAD_FONT, size: sz(22), allCaps: true, color: PALE, characterSpacing: 40 },
          paragraph: { spacing: { before: 0, after: 0 } },
        },
        {
          id: 'ListBullet',
          name: 'List Bullet',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { numbering: { reference: 'list-bullet', level: 0 }, spacing: { after: 40 } },
        },
        {
          id: 'ContactInfo',
          name: 'Contact Info',
          basedOn: 'Normal',
          quickFormat: true,
          run: { size: sz(18) },
          paragraph: { spacing: { after: 0 } },
        },
      ],
      characterStyles: [
        {
          id: 'Emphasis',
          name: 'Emphasis',
          basedOn: 'DefaultParagraphFont',
          quickFormat: true,
          run: { bold: false, color: '44546A' },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'list-bullet',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 288, hanging: 216 } }, run: { color: NAVY } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN }, titlePage: true },
        headers: { first: firstHeader, default: emptyHeader },
        children: [
          new Paragraph({ style: 'Title', spacing: { before: 60 }, children: [new TextRun('Jasmine Whitfield')] }),
          new Paragraph({ style: 'Subtitle', spacing: { after: 520 }, children: [new TextRun('Executive Assistant')] }),
          layout,
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

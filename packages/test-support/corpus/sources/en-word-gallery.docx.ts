// A resume filled in from the 'Swiss design resume' of Word's template gallery (File > New > Resumes), saved as PDF.
// The template's parts are kept the way Word writes them; its structure follows the template's placeholder text
// ('Your Name', 'Profession or Industry | Link to other online properties: Portfolio/Website/Blog', 'Job Title,
// Company', 'Dates From – To', 'Degree, School', 'Volunteer Experience or Leadership', 'Email', 'Twitter handle',
// 'Telephone', 'LinkedIn URL'), its colours and fonts are approximated. The page is one borderless layout table:
// the first row holds the initials in a red circle (a DrawingML ellipse with its text, so 'MC' is in the text layer)
// beside the name in the Title style and the profession line; the second row holds a narrow left cell (Objective,
// Skills) and a wide right one (Experience, Education, Volunteer Experience or Leadership), headings in Heading 1 set
// in capitals by the style, each job as 'Job Title, Company' in Heading 2 (the company in plain weight) over 'Dates
// From – To' in Heading 3 (capitals by the style), items in the List Bullet style (Word's U+F0B7 in Symbol), all of
// it in plain-text content controls and repeating sections. The contact details live in the footer: a table of four
// cells, each an icon in a red circle over its text, so they come after the page's body and again on page 2.
// What she did with it, as people do: replaced 'Link to other online properties' with her city, kept the
// 'Objective' heading over what is a summary, added 'Languages' under Skills in the same heading style, typed skills
// one a line (no list marks, four wrapping in the narrow cell), wrote 'Spring 2015' for her student teaching, described
// the tutoring job by a paragraph, kept the heading 'Volunteer Experience or Leadership' word for word and left the
// footer's 'Twitter handle' placeholder as it came (she has no Twitter account). The table's second row breaks across the pages, so page 2 starts between
// 'M.A. in Curriculum and Instruction, University of Colorado Denver' and its date.
import {
  AlignmentType,
  Document,
  FileChild,
  Footer,
  ImageRun,
  ImportedXmlComponent,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  XmlComponent,
  type ParagraphChild,
} from 'docx';
import { ShapeRun } from 'docx/shapes';
import { hex, NO_BORDERS, png, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Megan Castellanos',
  email: 'megan.castellanos@example.com',
  phone: '(720) 555-0146',
  location: 'Aurora, CO',
  jobs: [
    {
      title: 'Math Teacher & Department Chair',
      company: 'Rangeview High School',
      start: '2019-08',
      end: 'present',
      bullets: [
        'Teach Algebra II, Precalculus and AP Calculus AB to five sections of 28 to 34 students in a Title I school where most families speak a language other than English at home',
        'Lead a department of 14 teachers through the adoption of Illustrative Mathematics, running the weekly PLC meeting and modeling lessons in colleagues’ classrooms',
        'Raised the AP Calculus AB pass rate from 38% to 61% in three years by adding a Saturday review series and pairing every student with a study partner',
        'Mentor two first-year teachers each year through the district’s induction program, observing and debriefing one of their lessons every week',
      ],
    },
    {
      title: 'Mathematics Teacher',
      company: 'Hinkley High School',
      start: '2015-08',
      end: '2019-06',
      bullets: [
        'Taught Algebra I, Geometry and a ninth-grade math support class, co-teaching two sections with a special education teacher for students on IEPs',
        'Built a shared bank of 120 Desmos activities that the Algebra I team still uses',
        'Sponsored the Math Club and took a team to the state math competition three years in a row',
      ],
    },
    {
      title: 'Student Teacher',
      company: 'Poudre High School',
      datesAsWritten: 'Spring 2015',
      bullets: [
        'Planned and taught Geometry and Algebra II units for three classes under a cooperating teacher, including a ten-day unit on transformations',
        'Graded quizzes and unit tests, gave written feedback on every assessment and kept parent contact logs for 85 students',
      ],
    },
    {
      title: 'Math Tutor (Part-Time)',
      company: 'Mathnasium of Fort Collins',
      start: '2012-09',
      end: '2014-12',
      // Described by a paragraph: no items to score.
      bullets: [],
    },
  ],
  schools: [
    { school: 'University of Colorado Denver', degree: 'M.A. in Curriculum and Instruction', end: '2021-05' },
    { school: 'Colorado State University', degree: 'B.S. in Mathematics', end: '2015-05' },
  ],
  skills: [
    'Illustrative Mathematics curriculum',
    'Desmos and GeoGebra',
    'Google Classroom and Infinite Campus',
    'NWEA MAP and PSAT/SAT data analysis',
    'Differentiated instruction',
    'SIOP strategies for English learners',
    'Restorative practices',
    'PLC facilitation',
  ],
};

// The template's look: a red accent, near-black headings, grey text, one sans-serif throughout.
const ACCENT = 'D9412B';
const INK = '262626';
const TEXT = '404040';
const GREY = '7F7F7F';
const FONT = 'Arial';

const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 864, bottom: 1584, left: 1008, right: 1008, header: 432, footer: 432 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LEFT = 3024;
const RIGHT = WIDTH - LEFT;

// Content controls (w:sdt) as Word writes them into a template's document: around paragraphs, around a run inside a
// paragraph, and the repeating section (w15) whose items are the entries of Experience and Education.
class Element extends XmlComponent {
  constructor(name: string, children: unknown[] = []) {
    super(name);
    for (const child of children) this.root.push(child);
  }
}
class BlockSdt extends FileChild {
  constructor(properties: string, children: unknown[]) {
    super('w:sdt');
    this.root.push(ImportedXmlComponent.fromXmlString(`<w:sdtPr>${properties}</w:sdtPr>`));
    this.root.push(new Element('w:sdtContent', children));
  }
}
let nextId = 1209418732;
const sdtId = () => `<w:id w:val="${(nextId += 7919)}"/>`;
const textControl = (alias: string) =>
  `<w:alias w:val="${alias}"/><w:tag w:val=""/>${sdtId()}<w15:appearance w15:val="hidden"/><w:text/>`;
const richControl = (alias: string) =>
  `<w:alias w:val="${alias}"/><w:tag w:val=""/>${sdtId()}<w15:appearance w15:val="hidden"/>`;

/** An inline control around runs: the text she typed over the placeholder. */
const inline = (alias: string, runs: TextRun[]) =>
  new Element('w:sdt', [
    ImportedXmlComponent.fromXmlString(`<w:sdtPr>${textControl(alias)}</w:sdtPr>`),
    new Element('w:sdtContent', runs),
  ]) as unknown as ParagraphChild;

const block = (alias: string, paragraphs: Paragraph[], plain = true) =>
  new BlockSdt(plain ? textControl(alias) : richControl(alias), paragraphs) as unknown as Paragraph;

const repeating = (alias: string, items: Paragraph[][]) =>
  new BlockSdt(
    `<w:alias w:val="${alias}"/>${sdtId()}<w15:appearance w15:val="hidden"/><w15:repeatingSection/>`,
    items.map(
      (paragraphs) =>
        new BlockSdt(`${sdtId()}<w15:appearance w15:val="hidden"/><w15:repeatingSectionItem/>`, paragraphs),
    ),
  ) as unknown as Paragraph;

// The template's paragraphs, each in its style.
const heading = (text: string) => new Paragraph({ style: 'Heading1', children: [new TextRun(text)] });
const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const item = (text: string) => new Paragraph({ style: 'ListBullet', children: [new TextRun(text)] });
/** 'Job Title, Company' (or 'Degree, School'): two controls and a typed ', ', the second in the plain-weight style. */
const entry = (first: [string, string], second: [string, string]) =>
  new Paragraph({
    style: 'Heading2',
    children: [
      inline(first[0], [new TextRun(first[1])]),
      new TextRun(', '),
      inline(second[0], [new TextRun({ text: second[1], style: 'SubtleReference' })]),
    ],
  });
/** 'Dates From – To': two controls and a typed en dash, or one date. */
const dates = (from: string, to?: string) =>
  new Paragraph({
    style: 'Heading3',
    children: to
      ? [inline('Dates From', [new TextRun(from)]), new TextRun(' – '), inline('To', [new TextRun(to)])]
      : [inline('Dates From', [new TextRun(from)])],
  });

type Job = (typeof expected.jobs)[0];
const [rangeview, hinkley, poudre, mathnasium] = expected.jobs as [Job, Job, Job, Job];

const job = (j: Job, from: string, to?: string, about?: string) => [
  entry(['Job Title', j.title], ['Company', j.company]),
  dates(from, to),
  ...(about ? [body(about)] : j.bullets.map(item)),
];

const school = (degree: string, name: string, earned: string, about: string) => [
  entry(['Degree', degree], ['School', name]),
  dates(earned),
  body(about),
];

// The footer's icons: white marks in red circles, drawn as small pictures as the template's icons are pictures.
const ICON = 96;
const icon = (mark: (x: number, y: number) => boolean) =>
  png(ICON, ICON, (x, y) => {
    const r = Math.hypot(x - ICON / 2 + 0.5, y - ICON / 2 + 0.5);
    if (r > ICON / 2) return [255, 255, 255];
    return mark(x, y) ? [255, 255, 255] : hex(ACCENT);
  });
const inRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) =>
  x >= x0 && x <= x1 && y >= y0 && y <= y1;
const nearSegment = (x: number, y: number, x0: number, y0: number, x1: number, y1: number, width: number) => {
  const t = Math.max(0, Math.min(1, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / ((x1 - x0) ** 2 + (y1 - y0) ** 2)));
  return Math.hypot(x - x0 - t * (x1 - x0), y - y0 - t * (y1 - y0)) <= width;
};
const envelope = icon(
  (x, y) =>
    (inRect(x, y, 26, 32, 70, 64) && !inRect(x, y, 30, 36, 66, 60)) ||
    nearSegment(x, y, 28, 34, 48, 51, 2) ||
    nearSegment(x, y, 68, 34, 48, 51, 2),
);
const bird = icon((x, y) => {
  const bodyPart = ((x - 46) / 20) ** 2 + ((y - 52) / 13) ** 2 <= 1;
  const head = Math.hypot(x - 62, y - 40) <= 8;
  const wing = ((x - 38) / 12) ** 2 + ((y - 40) / 7) ** 2 <= 1;
  const beak = inRect(x, y, 68, 36, 76, 40);
  return bodyPart || head || wing || beak;
});
const handset = icon(
  (x, y) => (inRect(x, y, 36, 22, 60, 74) && !inRect(x, y, 40, 28, 56, 64)) || Math.hypot(x - 48, y - 69) <= 2.5,
);
const linkedin = icon(
  (x, y) =>
    inRect(x, y, 28, 42, 35, 70) ||
    Math.hypot(x - 31.5, y - 33) <= 4.5 ||
    inRect(x, y, 42, 42, 49, 70) ||
    inRect(x, y, 61, 50, 68, 70) ||
    (Math.hypot(x - 56, y - 52) <= 12 && Math.hypot(x - 56, y - 52) >= 5 && y <= 52 && x >= 45),
);

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

  const cell = (width: number, children: Paragraph[], margins: { left: number; right: number }, center = false) =>
    new TableCell({
      borders: NO_BORDERS,
      width: { size: width, type: WidthType.DXA },
      margins: { top: 0, bottom: 0, ...margins },
      verticalAlign: center ? VerticalAlign.CENTER : VerticalAlign.TOP,
      children,
    });

  // The initials: an ellipse with its text, inline in the first cell.
  const initials = new ShapeRun({
    type: 'ellipse',
    transformation: { width: 118, height: 118 },
    fill: ACCENT,
    line: 'none',
    textOptions: { verticalAlignment: 'center', margins: { left: 0, right: 0, top: 0, bottom: 0 } },
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 0 },
        children: [new TextRun({ text: 'MC', bold: true, size: sz(48), color: 'FFFFFF', font: FONT })],
      }),
    ],
  });

  const layout = new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LEFT, RIGHT],
    rows: [
      new TableRow({
        children: [
          cell(LEFT, [new Paragraph({ spacing: { after: 0 }, children: [initials] })], { left: 0, right: 288 }, true),
          cell(
            RIGHT,
            [
              block('Your Name', [new Paragraph({ style: 'Title', children: [new TextRun('Megan Castellanos')] })]),
              new Paragraph({
                style: 'Subtitle',
                children: [
                  inline('Profession or Industry', [new TextRun('Math Teacher & Instructional Coach')]),
                  new TextRun(' | '),
                  inline('Link to other online properties:', [new TextRun('Aurora, CO')]),
                ],
              }),
            ],
            { left: 288, right: 0 },
            true,
          ),
        ],
      }),
      new TableRow({
        children: [
          cell(
            LEFT,
            [
              heading('Objective'),
              block(
                'Objective',
                [
                  body(
                    'High school math teacher with ten years in the classroom, looking for a full-time math ' +
                      'instructional coach role where I can help teachers plan lessons every student can get into.',
                  ),
                ],
                false,
              ),
              heading('Skills'),
              block(
                'Skills',
                expected.skills.map((s) => new Paragraph({ style: 'SkillLine', children: [new TextRun(s)] })),
                false,
              ),
              heading('Languages'),
              new Paragraph({ style: 'SkillLine', children: [new TextRun('English (native)')] }),
              new Paragraph({ style: 'SkillLine', children: [new TextRun('Spanish (conversational)')] }),
            ],
            { left: 0, right: 288 },
          ),
          cell(
            RIGHT,
            [
              heading('Experience'),
              repeating('Experience', [
                job(rangeview, 'August 2019', 'Present'),
                job(hinkley, 'August 2015', 'June 2019'),
                job(poudre, 'Spring 2015'),
                job(
                  mathnasium,
                  'September 2012',
                  'December 2014',
                  'Tutored students in grades 3 through 12 after school and on Saturdays, ran placement assessments ' +
                    'for new students and walked parents through their child’s learning plan.',
                ),
              ]),
              heading('Education'),
              repeating('Education', [
                school(
                  'M.A. in Curriculum and Instruction',
                  'University of Colorado Denver',
                  'May 2021',
                  'Mathematics education concentration, finished while teaching full time. GPA 3.9. Capstone on ' +
                    'number talks in ninth-grade support classes.',
                ),
                school(
                  'B.S. in Mathematics',
                  'Colorado State University',
                  'May 2015',
                  'Colorado secondary teaching license, mathematics (grades 7–12). Dean’s List, six semesters.',
                ),
              ]),
              heading('Volunteer Experience or Leadership'),
              block(
                'Volunteer Experience or Leadership',
                [
                  body(
                    'Volunteer homework helper at the Aurora Central Library’s Saturday Math Lab since 2017, and ' +
                      'organizer of the Rangeview Family Math Night each spring (about 300 students and parents).',
                  ),
                ],
                false,
              ),
            ],
            { left: 288, right: 0 },
          ),
        ],
      }),
    ],
  });

  // The footer: four cells, each an icon over its text, the e-mail's and the LinkedIn address's cells wider.
  const FOOT = [3024, 1872, 1872, WIDTH - 3024 - 2 * 1872];
  const contact = (width: number, picture: Buffer, alias: string, text: string) =>
    new TableCell({
      borders: NO_BORDERS,
      width: { size: width, type: WidthType.DXA },
      children: [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { after: 40 },
          children: [new ImageRun({ type: 'png', data: picture, transformation: { width: 26, height: 26 } })],
        }),
        new Paragraph({
          style: 'Footer',
          alignment: AlignmentType.CENTER,
          children: [inline(alias, [new TextRun(text)])],
        }),
      ],
    });
  const footer = new Footer({
    children: [
      new Table({
        width: { size: WIDTH, type: WidthType.DXA },
        columnWidths: FOOT,
        rows: [
          new TableRow({
            children: [
              contact(FOOT[0]!, envelope, 'Email', 'megan.castellanos@example.com'),
              contact(FOOT[1]!, bird, 'Twitter handle', 'Twitter handle'),
              contact(FOOT[2]!, handset, 'Telephone', '(720) 555-0146'),
              contact(FOOT[3]!, linkedin, 'LinkedIn URL', 'linkedin.com/in/megancastellanos'),
            ],
          }),
        ],
      }),
    ],
  });

  const doc = new Document({
    creator: 'Megan Castellanos',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(20), color: TEXT },
          paragraph: { spacing: { before: 0, after: 120, line: 264, lineRule: LineRuleType.AUTO } },
        },
        title: {
          run: { font: FONT, size: sz(56), bold: true, color: INK, characterSpacing: -10 },
          paragraph: { spacing: { before: 0, after: 60, line: 240, lineRule: LineRuleType.AUTO } },
        },
        heading1: {
          run: { font: FONT, size: sz(22), bold: true, allCaps: true, color: ACCENT, characterSpacing: 10 },
          // No 'keep with next': LibreOffice would then move the whole second row to page 2.
          paragraph: { spacing: { before: 360, after: 120 } },
        },
        heading2: {
          run: { font: FONT, size: sz(21), bold: true, color: INK },
          paragraph: { spacing: { before: 200, after: 20 }, keepNext: true },
        },
        heading3: {
          run: { font: FONT, size: sz(17), bold: false, allCaps: true, color: GREY, characterSpacing: 10 },
          paragraph: { spacing: { before: 0, after: 80 }, keepNext: true },
        },
      },
      paragraphStyles: [
        {
          id: 'Subtitle',
          name: 'Subtitle',
          basedOn: 'Normal',
          quickFormat: true,
          run: { font: FONT, size: sz(22), color: ACCENT },
          paragraph: { spacing: { before: 0, after: 0 } },
        },
        {
          id: 'SkillLine',
          name: 'No Spacing',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { spacing: { before: 0, after: 40 } },
        },
        {
          id: 'ListBullet',
          name: 'List Bullet',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { numbering: { reference: 'list-bullet', level: 0 }, spacing: { after: 60 } },
        },
        {
          id: 'Footer',
          name: 'footer',
          basedOn: 'Normal',
          run: { size: sz(16), color: TEXT },
          paragraph: { spacing: { after: 0 } },
        },
      ],
      characterStyles: [
        {
          id: 'SubtleReference',
          name: 'Subtle Reference',
          basedOn: 'DefaultParagraphFont',
          quickFormat: true,
          run: { bold: false, color: TEXT },
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
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: 288, hanging: 288 } },
                run: { font: 'Symbol', color: ACCENT },
              },
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

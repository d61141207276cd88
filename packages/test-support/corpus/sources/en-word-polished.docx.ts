// A resume filled in from Word 2016's 'Polished resume, designed by MOO' (File > New), saved as PDF; the template's
// structure follows its placeholder text ('Name of Employer', 'Job Title | Dates of Employment', 'Degree | Date
// Earned', 'AWARDS AND ACKNOWLEDGEMENTS'), its colours and fonts are approximated. Its parts are kept the way Word
// writes them: the name in a plain-text content control in the Title style (capitals by
// the style's caps formatting over the mixed-case name), the contact line as three inline content controls
// ('Address | Phone | Email', the address with its street), headings in Heading 1 typed in capitals over a rule in the
// accent colour, the OBJECTIVE paragraph in a content control, EXPERIENCE and EDUCATION as Word's repeating section
// content controls: each job the employer in Heading 2 ('Name of Employer', to which she added the city) over
// 'Job Title | Dates of Employment' in Heading 3 (two controls and a typed ' | '), then items in the List Bullet style
// (Word's own mark, U+F0B7 in Symbol); each school the same way ('Degree | Date Earned') over a paragraph. A thin
// accent band drawn in the page header. What she changed: a promotion written as one title with a slash ('Senior
// Account Executive / Account Executive'), a title with a comma of its own ('Manager, Internal Communications'),
// 'Summer 2014' for an internship, SKILLS as List Bullet items in a two-column continuous section (Layout > Columns,
// so the list runs down the left column and on in the right one), and AWARDS AND ACKNOWLEDGEMENTS as more List Bullet
// items after the skills, which belong to no job.
import {
  AlignmentType,
  BorderStyle,
  Document,
  FileChild,
  Header,
  HorizontalPositionRelativeFrom,
  ImportedXmlComponent,
  LevelFormat,
  Packer,
  Paragraph,
  SectionType,
  TextRun,
  TextWrappingType,
  VerticalPositionRelativeFrom,
  XmlComponent,
  type ParagraphChild,
} from 'docx';
import { ShapeRun } from 'docx/shapes';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Caroline Whitfield-Ayers',
  email: 'caroline.whitfieldayers@example.com',
  phone: '(919) 555-0164',
  location: '2418 Wade Avenue, Raleigh, NC 27607',
  jobs: [
    {
      title: 'Manager, Internal Communications',
      company: 'WakeMed Health & Hospitals',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Lead a team of four writers and designers who produce the intranet, a weekly newsletter and quarterly town halls for more than 10,000 employees at three hospitals',
        'Planned the internal launch of the new electronic health record with 140 unit champions; 92% of staff finished their training before go-live',
        'Cut the weekly newsletter from 22 items to 8 and raised its open rate from 41% to 67%',
        'Write talking points, all-staff e-mails and video scripts for the CEO and the chief nursing officer',
      ],
    },
    {
      title: 'Senior Account Executive / Account Executive',
      company: 'Capstrat',
      start: '2017-08',
      end: '2021-02',
      bullets: [
        'Ran day-to-day media relations for four health care and higher education clients with combined retainers of $1.1 million',
        'Secured 310 earned placements in 2019, among them The Wall Street Journal, Modern Healthcare and WRAL',
        'Wrote the agency’s crisis communications playbook, now part of onboarding for every new account',
      ],
    },
    {
      title: 'Marketing and Communications Coordinator',
      company: 'North Carolina Museum of Art',
      start: '2015-06',
      end: '2017-07',
      bullets: [
        'Wrote press releases, wall text and web copy for twelve exhibitions a year',
        'Grew the museum’s Instagram following from 18,000 to 54,000 in two years',
        'Coordinated press previews and media tours with curators and the director',
      ],
    },
    {
      title: 'Metro Desk Intern',
      company: 'The News & Observer',
      datesAsWritten: 'Summer 2014',
      bullets: [
        'Reported and wrote 26 bylined stories on Wake County schools, transit and local government',
        'Built a searchable database of county restaurant inspection scores for the paper’s website',
      ],
    },
  ],
  schools: [
    { school: 'North Carolina State University', degree: 'M.S. in Communication', end: '2020-12' },
    {
      school: 'University of North Carolina at Chapel Hill',
      degree: 'B.A. in Media and Journalism',
      end: '2015-05',
    },
  ],
  skills: [
    'Internal and executive communications',
    'Media relations',
    'Crisis communications',
    'Change management communications',
    'AP style',
    'Cision and Meltwater',
    'Adobe InDesign and Premiere Rush',
    'SharePoint and Staffbase',
    'Google Analytics',
  ],
};

// The template's look: a teal accent, charcoal text, Century Gothic headings over a Garamond-like body.
const ACCENT = '2B7A78';
const INK = '3A3A3A';
const GREY = '6B6B6B';
const HEAD_FONT = 'Century Gothic';
const BODY_FONT = 'Garamond';
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1224, bottom: 1080, left: 1152, right: 1152, header: 0, footer: 576 };

// Content controls (w:sdt) as Word writes them into a template's document: around paragraphs, around a run inside a
// paragraph, and the repeating section (w15) whose items are the entries of EXPERIENCE and EDUCATION.
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
let nextId = -1840271133;
const sdtId = () => `<w:id w:val="${(nextId += 104729)}"/>`;
/** A plain-text control with the template's alias, its box hidden (the templates' w15:appearance). */
const textControl = (alias: string) =>
  `<w:alias w:val="${alias}"/><w:tag w:val=""/>${sdtId()}<w15:appearance w15:val="hidden"/><w:text/>`;
const richControl = (alias: string) =>
  `<w:alias w:val="${alias}"/><w:tag w:val=""/>${sdtId()}<w15:appearance w15:val="hidden"/>`;

/** An inline control around runs, the text the user typed over the placeholder. */
const inline = (alias: string, runs: TextRun[]) =>
  new Element('w:sdt', [
    ImportedXmlComponent.fromXmlString(`<w:sdtPr>${textControl(alias)}</w:sdtPr>`),
    new Element('w:sdtContent', runs),
  ]) as unknown as ParagraphChild;

const block = (alias: string, paragraphs: Paragraph[], plain = true) =>
  new BlockSdt(plain ? textControl(alias) : richControl(alias), paragraphs);

const repeating = (alias: string, items: Paragraph[][]) =>
  new BlockSdt(
    `<w:alias w:val="${alias}"/>${sdtId()}<w15:appearance w15:val="hidden"/><w15:repeatingSection/>`,
    items.map(
      (paragraphs) =>
        new BlockSdt(`${sdtId()}<w15:appearance w15:val="hidden"/><w15:repeatingSectionItem/>`, paragraphs),
    ),
  );

// The template's paragraphs, each in its style.
const heading = (text: string) => new Paragraph({ style: 'Heading1', children: [new TextRun(text)] });
const employer = (alias: string, text: string) =>
  new Paragraph({ style: 'Heading2', children: [inline(alias, [new TextRun(text)])] });
const subline = (first: [string, string], second: [string, string]) =>
  new Paragraph({
    style: 'Heading3',
    children: [
      inline(first[0], [new TextRun(first[1])]),
      new TextRun(' | '),
      inline(second[0], [new TextRun(second[1])]),
    ],
  });
const item = (text: string) => new Paragraph({ style: 'ListBullet', children: [new TextRun(text)] });
const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });

type Job = (typeof expected.jobs)[0];
const [wakemed, capstrat, ncma, nando] = expected.jobs as [Job, Job, Job, Job];

const job = (company: string, j: Job, dates: string) => [
  employer('Name of Employer', company),
  subline(['Job Title', j.title], ['Dates of Employment', dates]),
  ...j.bullets.map(item),
];

const school = (name: string, degree: string, earned: string, about: string) => [
  employer('Name of School', name),
  subline(['Degree', degree], ['Date Earned', earned]),
  body(about),
];

// The band across the top of every page: a rectangle anchored in the header, behind the text.
const px = (twips: number) => Math.round(twips / 15);
const emu = (twips: number) => twips * 635;
const band = new ShapeRun({
  type: 'rectangle',
  transformation: { width: px(PAGE.width), height: px(300) },
  fill: ACCENT,
  line: 'none',
  floating: {
    horizontalPosition: { relative: HorizontalPositionRelativeFrom.PAGE, offset: 0 },
    verticalPosition: { relative: VerticalPositionRelativeFrom.PAGE, offset: emu(0) },
    behindDocument: true,
    allowOverlap: true,
    wrap: { type: TextWrappingType.NONE },
  },
});

export const build = async () => {
  const doc = new Document({
    creator: 'Caroline Whitfield-Ayers',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: BODY_FONT, size: sz(21), color: INK },
          paragraph: { spacing: { before: 0, after: 100, line: 252 } },
        },
        title: {
          run: { font: HEAD_FONT, size: sz(52), allCaps: true, color: ACCENT, characterSpacing: 40 },
          paragraph: { spacing: { before: 0, after: 60 }, keepNext: true },
        },
        heading1: {
          run: { font: HEAD_FONT, size: sz(22), bold: true, color: ACCENT, characterSpacing: 20 },
          paragraph: {
            spacing: { before: 280, after: 120 },
            keepNext: true,
            border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: ACCENT, space: 2 } },
          },
        },
        heading2: {
          run: { font: HEAD_FONT, size: sz(21), bold: true, color: INK },
          paragraph: { spacing: { before: 160, after: 0 }, keepNext: true },
        },
        heading3: {
          run: { font: HEAD_FONT, size: sz(19), bold: false, color: GREY },
          paragraph: { spacing: { before: 20, after: 60 }, keepNext: true },
        },
      },
      paragraphStyles: [
        {
          id: 'ContactInfo',
          name: 'Contact Info',
          basedOn: 'Normal',
          quickFormat: true,
          run: { font: HEAD_FONT, size: sz(18), color: GREY },
          paragraph: { spacing: { before: 0, after: 80 } },
        },
        {
          id: 'ListBullet',
          name: 'List Bullet',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: {
            numbering: { reference: 'list-bullet', level: 0 },
            spacing: { after: 40 },
          },
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
                paragraph: { indent: { left: 360, hanging: 360 } },
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
        headers: { default: new Header({ children: [new Paragraph({ children: [band] })] }) },
        children: [
          block('Your Name', [
            new Paragraph({ heading: 'Title', children: [new TextRun('Caroline Whitfield-Ayers')] }),
          ]),
          new Paragraph({
            style: 'ContactInfo',
            children: [
              inline('Address', [new TextRun('2418 Wade Avenue, Raleigh, NC 27607')]),
              new TextRun(' | '),
              inline('Phone', [new TextRun('(919) 555-0164')]),
              new TextRun(' | '),
              inline('Email', [new TextRun('caroline.whitfieldayers@example.com')]),
            ],
          }),
          heading('OBJECTIVE'),
          block(
            'Objective',
            [
              body(
                'Internal communications manager with ten years in health care, agency and museum communications, ' +
                  'looking for a director role where I can build the team and the channels that keep a large ' +
                  'workforce informed through change.',
              ),
            ],
            false,
          ),
          heading('EXPERIENCE'),
          repeating('Experience', [
            job('WakeMed Health & Hospitals, Raleigh, NC', wakemed, 'March 2021 – Present'),
            job('Capstrat, Raleigh, NC', capstrat, 'August 2017 – February 2021'),
            job('North Carolina Museum of Art, Raleigh, NC', ncma, 'June 2015 – July 2017'),
            job('The News & Observer, Raleigh, NC', nando, 'Summer 2014'),
          ]),
          heading('EDUCATION'),
          repeating('Education', [
            school(
              'North Carolina State University',
              'M.S. in Communication',
              'December 2020',
              'Evening program, finished while working full time. Thesis on how hospital nurses read change ' +
                'announcements on mobile devices.',
            ),
            school(
              'University of North Carolina at Chapel Hill',
              'B.A. in Media and Journalism',
              'May 2015',
              'Minor in Spanish. GPA 3.6. Staff writer for The Daily Tar Heel, 2012 – 2015.',
            ),
          ]),
          heading('SKILLS'),
        ],
      },
      {
        properties: {
          type: SectionType.CONTINUOUS,
          page: { size: PAGE, margin: MARGIN },
          column: { count: 2, space: 432, equalWidth: true },
        },
        children: expected.skills.map(item),
      },
      {
        properties: { type: SectionType.CONTINUOUS, page: { size: PAGE, margin: MARGIN } },
        children: [
          heading('AWARDS AND ACKNOWLEDGEMENTS'),
          item('PRSA North Carolina Infinity Award, internal communications campaign (EHR launch), 2023'),
          item('WakeMed President’s Award for the COVID-19 vaccine clinic communications team, 2021'),
          item('Capstrat Account Person of the Year, 2019'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

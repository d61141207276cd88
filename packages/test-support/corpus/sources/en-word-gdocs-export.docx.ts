// A resume filled in from one of Google Docs' resume templates (the 'Swiss'/'Serif' kind) and downloaded as .docx
// (File > Download > Microsoft Word), then opened in Word and saved as PDF. Unlike en-word-gdocs (which leans on the
// docx package's stock heading styles and one contact line), this file carries the styles the way Google Docs writes
// them into styles.xml: Title (the name, large and in the accent colour), Subtitle (a one-line headline), Heading 1
// (section names typed in capitals, accent colour), Heading 2 ('**Company**, City, ST — Job Title': the company in
// bold, the rest normal, an em dash) and Heading 3 (the dates typed in small grey capitals, 'JUNE 2021 - PRESENT' with
// a plain hyphen); Google's own list definition ('●', then '○' and '■', indent 720/360) and its 1.15 line spacing.
// The top is the template's borderless two-cell table: name and headline on the left, the street, 'City, ST ZIP',
// phone and e-mail one a line in the right cell, flush right. What is hard: the contact details sit beside the name
// rather than under it (and the street is a line of its own); one job is described by a paragraph and has no items;
// the company and the place share one bold/plain heading line with the title after an em dash; the dates' line is a
// heading style of its own; SKILLS are list items one a line, AWARDS sentences with a bold lead, LANGUAGES one line.
// The Document is made here rather than by docx-kit's wordDocument (which has neither paragraph styles nor Google's
// list marks), with the same scaling for the rewrapped build.
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Nadia Haddad',
  email: 'nadia.haddad.pe@gmail.com',
  phone: '(614) 555-0128',
  location: '2214 Summit Street, Columbus, OH 43201',
  jobs: [
    {
      title: 'Transportation Project Engineer',
      company: 'Burgess & Niple',
      start: '2021-06',
      end: 'present',
      bullets: [
        'Lead signal timing and corridor studies for 14 municipal clients across central Ohio, on projects from $40,000 to $1.8 million',
        'Designed the signal, detection and pavement marking plans for the 3.2-mile Cleveland Avenue bus rapid transit corridor for COTA',
        'Built a library of Synchro and VISSIM base models that cut the setup of a new corridor study by about 30%',
        'Mentor three engineers in training preparing for the PE exam',
      ],
    },
    {
      title: 'Traffic Engineer',
      company: 'Ohio Department of Transportation',
      start: '2018-09',
      end: '2021-05',
      bullets: [],
    },
    {
      title: 'Transportation Analyst',
      company: 'Kimley-Horn',
      start: '2014-07',
      end: '2018-08',
      bullets: [
        'Collected and analyzed turning movement counts for more than 200 intersections in Marion and Hamilton counties',
        'Drafted signing and striping plans in MicroStation for INDOT resurfacing projects',
        'Wrote the capacity analysis chapters of 11 traffic impact studies for retail and residential developments',
      ],
    },
  ],
  schools: [{ school: 'Purdue University', degree: 'B.S. Civil Engineering', start: '2010-08', end: '2014-05' }],
  skills: [
    'Synchro and SimTraffic',
    'PTV VISSIM',
    'Highway Capacity Manual analysis',
    'MicroStation and OpenRoads Designer',
    'AutoCAD Civil 3D',
    'ArcGIS Pro',
  ],
};

// The template's fonts and colours (Lato throughout, a brick-red accent from Google's palette, grey dates).
const FONT = 'Lato';
const ACCENT = 'B45F06';
const INK = '333333';
const GREY = '666666';
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
// Letter with the template's 0.6 in margins at top and bottom and 0.75 in at the sides.
const WIDTH = 12240 - 2 * 1080;

// The jobs with items (the Ohio DOT job is the paragraph written under its heading).
const [bn, , kh] = expected.jobs as [(typeof expected.jobs)[0], unknown, (typeof expected.jobs)[0]];

const h1 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(text)] });
/** 'Company, City, ST — Title': Google writes the bold as direct formatting on the first run. */
const h2 = (bold: string, rest: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    children: [new TextRun({ text: bold, bold: true }), new TextRun({ text: rest })],
  });
const h3 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(text)] });
const body = (children: TextRun[] | string) =>
  new Paragraph({ children: typeof children === 'string' ? [new TextRun(children)] : children });
const item = (text: string) =>
  new Paragraph({ numbering: { reference: 'gdocs-bullets', level: 0 }, children: [new TextRun(text)] });
const contact = (text: string) =>
  new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { before: 0, after: 0 }, children: [new TextRun(text)] });

/** The template's top: a borderless table, the name and headline left, the contact lines right. */
const top = () => {
  const left = Math.round(WIDTH * 0.64);
  const right = WIDTH - left;
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [left, right],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders: NO_BORDERS,
            width: { size: left, type: WidthType.DXA },
            children: [
              new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Nadia Haddad')] }),
              new Paragraph({
                style: 'Subtitle',
                children: [new TextRun('Traffic signal and transit priority engineer, PE (Ohio)')],
              }),
            ],
          }),
          new TableCell({
            borders: NO_BORDERS,
            width: { size: right, type: WidthType.DXA },
            children: [
              contact('2214 Summit Street'),
              contact('Columbus, OH 43201'),
              contact('(614) 555-0128'),
              contact('nadia.haddad.pe@gmail.com'),
            ],
          }),
        ],
      }),
    ],
  });
};

const bulletLevel = (level: number, text: string) => ({
  level,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: {
    paragraph: { indent: { left: 720 * (level + 1), hanging: 360 }, spacing: { before: 0, after: 0 } },
  },
});

export const build = async () => {
  const doc = new Document({
    creator: 'Google Docs',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(19), color: INK },
          paragraph: { spacing: { line: 276, lineRule: LineRuleType.AUTO, before: 0, after: 0 } },
        },
        title: {
          run: { font: FONT, size: sz(56), bold: true, color: ACCENT },
          paragraph: { spacing: { before: 0, after: 60 }, keepNext: true },
        },
        heading1: {
          run: { font: FONT, size: sz(22), bold: true, color: ACCENT },
          paragraph: { spacing: { before: 300, after: 60 }, keepNext: true },
        },
        heading2: {
          run: { font: FONT, size: sz(21), bold: false, color: '000000' },
          paragraph: { spacing: { before: 200, after: 0 }, keepNext: true },
        },
        heading3: {
          run: { font: FONT, size: sz(16), bold: false, color: GREY },
          paragraph: { spacing: { before: 20, after: 60 }, keepNext: true },
        },
      },
      paragraphStyles: [
        {
          id: 'Subtitle',
          name: 'Subtitle',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { font: FONT, size: sz(22), color: GREY },
          paragraph: { spacing: { before: 0, after: 0 }, keepNext: true },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'gdocs-bullets',
          levels: [bulletLevel(0, '●'), bulletLevel(1, '○'), bulletLevel(2, '■')],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 864, bottom: 864, left: 1080, right: 1080 },
          },
        },
        children: [
          top(),
          h1('EXPERIENCE'),
          h2('Burgess & Niple', ', Columbus, OH — Transportation Project Engineer'),
          h3('JUNE 2021 - PRESENT'),
          ...bn.bullets.map(item),
          h2('Ohio Department of Transportation', ', Delaware, OH — Traffic Engineer'),
          h3('SEPTEMBER 2018 - MAY 2021'),
          body(
            'Reviewed signal permits, traffic impact studies and access requests for District 6, an eight-county ' +
              'district north of Columbus. Managed the retiming of 85 state-route signals under the district’s ' +
              'three-year program and answered about 150 requests a year from villages and townships for speed ' +
              'studies, school zones and crosswalks.',
          ),
          h2('Kimley-Horn', ', Indianapolis, IN — Transportation Analyst'),
          h3('JULY 2014 - AUGUST 2018'),
          ...kh.bullets.map(item),
          h1('EDUCATION'),
          h2('Purdue University', ', West Lafayette — B.S. Civil Engineering'),
          h3('AUGUST 2010 - MAY 2014'),
          body(
            'Transportation and infrastructure track; senior design project on a roundabout for U.S. 231 at ' +
              'Cherry Lane, built by the city in 2017.',
          ),
          h1('SKILLS'),
          ...expected.skills.map(item),
          h1('AWARDS'),
          body([
            new TextRun({ text: 'Young Engineer of the Year', bold: true }),
            new TextRun(' from the Ohio Section of the Institute of Transportation Engineers, 2023.'),
          ]),
          body([
            new TextRun({ text: 'Dean’s Award', bold: true }),
            new TextRun(' for the senior design project, Purdue University College of Engineering, 2014.'),
          ]),
          h1('LANGUAGES'),
          body('Spanish, French'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

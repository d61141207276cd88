// A US marketing coordinator's resume made in Word 2016 from its built-in 'Resume (color)' template (File > New, the
// 'Modern chronological' kind) and filled in by her, saved as PDF (Letter, the template's theme fonts Calibri and
// Calibri Light set here in Carlito when the machine has it, else in Liberation Sans; Calibri Light's thin weight has
// no twin, so the name comes out in the regular weight). The template's parts are kept the way Word writes them, its
// colours approximated: the name in the Title style, large capitals by the style's caps formatting over the mixed-case
// name she typed ('Kayla Brennan', expected as typed); the template's 'Address | Phone | Email' line in its Contact
// Info style with her street address, apartment and ZIP ('4127 Maple Ave, Apt 3B, Columbus, OH 43214 | 614-555-0139 |
// e-mail', the whole address expected as the location, as the corpus keeps it); an objective paragraph; section
// headings typed in mixed case ('Experience') in Heading 1 (a defined style, w:pStyle 'Heading1'), drawn as coloured
// capitals by the style. Each job in the template's shape: the Heading 3 line 'DATES FROM – TO', which she typed over
// in capitals ('JUNE 2021 – PRESENT', so the style's small caps draw them full size), over the Heading 2 line 'JOB
// TITLE, COMPANY', typed in bold capitals as the placeholder showed it ('MARKETING COORDINATOR, LUMEN HEALTH
// PARTNERS': the company is what follows the comma, one with an ampersand), then a plain paragraph describing the
// role, then list items in the template's List Bullet style (Word's own mark, U+F0B7 in Symbol); the agency job has
// only its paragraph. EDUCATION in the same shape ('MAY 2019' over 'B.A. IN STRATEGIC COMMUNICATION, OHIO UNIVERSITY')
// and a line of detail; SKILLS as the template's borderless two-column table, one row whose cells each hold a list
// (four items on the left, three on the right, so a printed line holds two skills from different cells, the last
// line one); ACTIVITIES as a paragraph with years in it that are no job's. One page (in the rewrapped copy, its type a
// tenth larger, the contact line wraps before the e-mail and ACTIVITIES goes alone to page 2).
// Titles, companies, degree and school are expected in the capitals she typed, as the corpus keeps text typed in
// capitals (en-word-promotions' 'NATIONWIDE MUTUAL INSURANCE', en-word-initials' 'FINANCIAL ANALYST' and 'RUTGERS
// UNIVERSITY'); only capitals made by a style (the name, the headings) are expected as typed in mixed case.
import { execFileSync } from 'node:child_process';
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
  TextRun,
  WidthType,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Kayla Brennan',
  email: 'kayla.brennan@example.com',
  phone: '614-555-0139',
  location: '4127 Maple Ave, Apt 3B, Columbus, OH 43214',
  jobs: [
    {
      title: 'MARKETING COORDINATOR',
      company: 'LUMEN HEALTH PARTNERS',
      start: '2021-06',
      end: 'present',
      bullets: [
        'Plan and send email campaigns in HubSpot to 85,000 patients, raising the average open rate from 21% to 34%',
        'Coordinate print and digital ads for 12 clinic openings with two outside agencies and the in-house designer',
        'Write and schedule posts for four social channels; grew Instagram followers from 3,200 to 11,500',
        'Keep the $650,000 marketing budget tracker and reconcile agency invoices each month',
      ],
    },
    {
      title: 'MARKETING ASSISTANT',
      company: 'HOLLIS & PRICE COMMUNICATIONS',
      start: '2019-08',
      end: '2021-05',
      // Described by the paragraph alone, as the template's placeholder text invites: no list items to score.
      bullets: [],
    },
    {
      title: 'COMMUNICATIONS INTERN',
      company: 'ATHENS COUNTY VISITORS BUREAU',
      start: '2018-05',
      end: '2018-08',
      bullets: [
        'Wrote 14 blog posts for the visitor website about local festivals, trails and restaurants',
        'Photographed events and organized the photo library used for the 2019 visitor guide',
      ],
    },
  ],
  schools: [{ school: 'OHIO UNIVERSITY', degree: 'B.A. IN STRATEGIC COMMUNICATION', end: '2019-05' }],
  skills: [
    'HubSpot and Mailchimp',
    'Hootsuite and Sprout Social',
    'Google Analytics 4',
    'WordPress',
    'Canva and Adobe InDesign',
    'AP style copyediting',
    'Event planning',
  ],
};

/** Calibri's metric twin if fontconfig knows it (Debian's fonts-crosextra-carlito), else Liberation Sans. */
function bodyFont() {
  try {
    const found = execFileSync('fc-list', [':family=Carlito', 'family'], { encoding: 'utf8' });
    return found.trim() ? 'Carlito' : 'Liberation Sans';
  } catch {
    return 'Liberation Sans';
  }
}

// The template's look: dark grey text, a blue accent for the headings and the name, Calibri 11 for the body and
// Calibri Light for the name, on Letter with the template's margins.
const ACCENT = '2E74B5';
const INK = '404040';
const FONT = bodyFont();
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1080, bottom: 1080, left: 1224, right: 1224, header: 720, footer: 720 };
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

// The template's paragraphs, each in its style.
const heading = (text: string) => new Paragraph({ style: 'Heading1', children: [new TextRun(text)] });
const dates = (text: string) => new Paragraph({ style: 'Heading3', children: [new TextRun(text)] });
// 'JOB TITLE, COMPANY': she typed over the two placeholders in capitals, the comma between them kept.
const entry = (first: string, second: string) =>
  new Paragraph({ style: 'Heading2', children: [new TextRun(`${first}, `), new TextRun(second)] });
const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const listBullet = (text: string) => new Paragraph({ style: 'ListBullet', children: [new TextRun(text)] });

type Job = (typeof expected.jobs)[0];
const [lumen, hollis, athens] = expected.jobs as [Job, Job, Job];
const [ohio] = expected.schools as [(typeof expected.schools)[0]];

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE };
const half = Math.floor(TEXT_WIDTH / 2);
const skillCell = (skills: string[]) =>
  new TableCell({ borders: NO_BORDERS, width: { size: half, type: WidthType.DXA }, children: skills.map(listBullet) });
// The template's Skills table: one row, a list in each cell.
const skills = new Table({
  width: { size: half * 2, type: WidthType.DXA },
  columnWidths: [half, half],
  borders: { ...NO_BORDERS, insideHorizontal: NONE, insideVertical: NONE },
  rows: [new TableRow({ children: [skillCell(expected.skills.slice(0, 4)), skillCell(expected.skills.slice(4))] })],
});

export const build = async () => {
  const doc = new Document({
    creator: 'Kayla Brennan',
    lastModifiedBy: 'Kayla Brennan',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(22), color: INK, language: { value: 'en-US' } },
          paragraph: { spacing: { before: 0, after: 120, line: 259 } },
        },
        title: {
          run: { font: FONT, size: sz(56), allCaps: true, color: '262626', characterSpacing: 20 },
          paragraph: { spacing: { before: 0, after: 60 }, keepNext: true },
        },
        heading1: {
          run: { font: FONT, size: sz(28), bold: true, allCaps: true, color: ACCENT, characterSpacing: 10 },
          paragraph: { spacing: { before: 240, after: 80 }, keepNext: true, keepLines: true },
        },
        heading2: {
          run: { font: FONT, size: sz(24), bold: true, color: '262626' },
          paragraph: { spacing: { before: 0, after: 80 }, keepNext: true, keepLines: true },
        },
        heading3: {
          run: { font: FONT, size: sz(22), bold: false, smallCaps: true, color: '595959' },
          paragraph: { spacing: { before: 160, after: 20 }, keepNext: true, keepLines: true },
        },
      },
      paragraphStyles: [
        {
          id: 'ContactInfo',
          name: 'Contact Info',
          basedOn: 'Normal',
          quickFormat: true,
          run: { color: '595959' },
          paragraph: { spacing: { before: 0, after: 200 } },
        },
        {
          id: 'ListBullet',
          name: 'List Bullet',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { numbering: { reference: 'list-bullet', level: 0 }, spacing: { after: 40 } },
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
              style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          new Paragraph({ heading: 'Title', children: [new TextRun('Kayla Brennan')] }),
          new Paragraph({
            style: 'ContactInfo',
            children: [
              new TextRun('4127 Maple Ave, Apt 3B, Columbus, OH 43214 | 614-555-0139 | kayla.brennan@example.com'),
            ],
          }),
          heading('Objective'),
          body(
            'Marketing coordinator with five years in healthcare and agency marketing, looking for a marketing specialist role where I can own email and social programs from plan to report.',
          ),
          heading('Experience'),
          dates('JUNE 2021 – PRESENT'),
          entry(lumen.title, lumen.company),
          body(
            'Support the marketing director of a network of 18 primary and urgent care clinics across central Ohio, from campaign planning to monthly reporting.',
          ),
          ...lumen.bullets.map(listBullet),
          dates('AUGUST 2019 – MAY 2021'),
          entry(hollis.title, hollis.company),
          body(
            'Assisted the account teams of a 25-person PR and marketing agency serving regional banks, hospitals and restaurants. Drafted press releases and client newsletters, built media lists in Cision, pulled monthly social and web reports, and handled the logistics of photo shoots and launch events.',
          ),
          dates('MAY 2018 – AUGUST 2018'),
          entry(athens.title, athens.company),
          body('Summer internship in the bureau’s three-person marketing office in Athens, Ohio.'),
          ...athens.bullets.map(listBullet),
          heading('Education'),
          dates('MAY 2019'),
          entry(ohio.degree!, ohio.school),
          body(
            'Scripps College of Communication, minor in Marketing. Cum laude; account executive at ImPRessions, the student-run PR firm.',
          ),
          heading('Skills'),
          skills,
          heading('Activities'),
          body(
            'Volunteer social media lead for the Clintonville Farmers’ Market since 2020. Member of the Central Ohio chapter of PRSA and co-chair of its Young Professionals mixer in 2023.',
          ),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

// A US marketing operations manager's resume typed in Word over Microsoft's 'Modern chronological resume' template
// (File > New), keeping its content styles and the shapes of its placeholders (Letter, Calibri 11 and Calibri Light,
// which the PDF's maker replaces): the name as the template's two placeholders on one Title line, 'First Name' in
// Calibri Light and 'Last Name' in bold, so the two halves of one name differ in weight; under it the template's two
// contact lines, 'Address · Phone · Email' and 'LinkedIn Profile · Twitter/Blog/Portfolio', split by middle dots
// (she put her LinkedIn address and her own site on the second); an objective paragraph with no heading; section
// headings typed in mixed case in Heading 1, whose caps formatting shows them as small capitals in the accent colour
// (EXPERIENCE, EDUCATION, SKILLS, ACTIVITIES); each job as the template's two lines, 'Dates From – To' in Heading 3,
// typed 'March 2019 – Present' and shown in small capitals ('MARCH 2019 – PRESENT'), over the Heading 2 line 'Job
// Title, Company' where the title and the comma after it are bold in the text colour and the company is the
// template's Subtle Reference style (not bold, in the accent colour). One title holds a comma of its own ('Manager,
// Client Services, Larkspur Media Group'): only the weight and the colour tell where the title ends. The newest jobs
// have list items she added with Word's Bullets button (Word's own mark, U+F0B7 in Symbol); the credit union job
// keeps the template's shape, a paragraph describing it. Schools in the same two lines, each dated by its graduation
// alone ('May 2014' shown 'MAY 2014') over 'Degree, School' and a line of detail. SKILLS as the template's
// borderless two-column table, one row whose two cells each hold a list of three items (so each printed line holds
// two skills side by side, read across the cells); ACTIVITIES as one paragraph. Two pages: page 2 starts at the
// second school (in the rewrapped copy at the first, its dates line left alone at the foot of page 1).
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
  name: 'Natalie Pellegrino',
  email: 'natalie.pellegrino@example.com',
  phone: '(614) 555-0148',
  location: '2217 Northwest Blvd, Columbus, OH 43212',
  jobs: [
    {
      title: 'Marketing Operations Manager',
      company: 'Buckeye Outdoor Supply Co.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Own the marketing technology stack (HubSpot, Salesforce, Looker Studio) for a 42-store outdoor retailer and its e-commerce site',
        'Built the campaign intake and approval process in Asana, cutting the average launch time from 19 to 11 business days',
        'Manage a $3.8M annual media and events budget with monthly forecasts to the CMO and Finance',
        'Led the move from email blasts to segmented lifecycle programs, lifting repeat online purchases 17% in the first year',
      ],
    },
    {
      title: 'Manager, Client Services',
      company: 'Larkspur Media Group',
      start: '2016-06',
      end: '2019-02',
      bullets: [
        'Managed a team of five account coordinators serving 30 regional retail and healthcare clients',
        'Kept client retention above 92% for three straight years by introducing quarterly business reviews',
        'Wrote the agency’s onboarding playbook and trained every new client services hire on it',
      ],
    },
    {
      title: 'Marketing Coordinator',
      company: 'Scioto Valley Federal Credit Union',
      start: '2014-08',
      end: '2016-05',
      // Described by a paragraph, as the template's placeholder text invites: no list items to score.
      bullets: [],
    },
    {
      title: 'Marketing Intern',
      company: 'Olentangy Brewing Company',
      start: '2013-05',
      end: '2013-08',
      bullets: [
        'Ran the taproom’s social media calendar and photographed new releases for Instagram',
        'Organized a summer event series that drew 1,200 guests over eight weekends',
      ],
    },
  ],
  schools: [
    {
      school: 'Lakemont University',
      degree: 'Master of Business Administration',
      end: '2021-12',
    },
    {
      school: 'Wexford State University',
      degree: 'Bachelor of Science in Marketing',
      end: '2014-05',
    },
  ],
  skills: [
    'HubSpot and Marketo',
    'Salesforce reporting',
    'Campaign budgeting and forecasting',
    'Looker Studio and Google Analytics 4',
    'Vendor and agency management',
    'Process design in Asana',
  ],
};

// The template's look: dark grey text, a blue-green accent for the headings and the company names, Calibri for the
// body and Calibri Light for the first name (the theme's fonts), on Letter with the template's margins.
const ACCENT = '1E7B8E';
const INK = '404040';
const FONT = 'Calibri';
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1008, bottom: 1008, left: 1152, right: 1152, header: 720, footer: 720 };
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

// The template's paragraphs, each in its style.
const heading = (text: string) => new Paragraph({ style: 'Heading1', children: [new TextRun(text)] });
const dates = (text: string) => new Paragraph({ style: 'Heading3', children: [new TextRun(text)] });
// 'Job Title, Company': the comma typed between the two placeholders keeps the title's formatting.
const entry = (first: string, second: string) =>
  new Paragraph({
    style: 'Heading2',
    children: [new TextRun(`${first}, `), new TextRun({ text: second, style: 'SubtleReference' })],
  });
const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const item = (text: string) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: 40 },
    children: [new TextRun(text)],
  });
const listBullet = (text: string) => new Paragraph({ style: 'ListBullet', children: [new TextRun(text)] });

type Job = (typeof expected.jobs)[0];
const [buckeye, larkspur, scioto, olentangy] = expected.jobs as [Job, Job, Job, Job];
const [mba, bs] = expected.schools as [(typeof expected.schools)[0], (typeof expected.schools)[0]];

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
  rows: [new TableRow({ children: [skillCell(expected.skills.slice(0, 3)), skillCell(expected.skills.slice(3))] })],
});

export const build = async () => {
  const doc = new Document({
    creator: 'Natalie Pellegrino',
    lastModifiedBy: 'Natalie Pellegrino',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(22), color: INK, language: { value: 'en-US' } },
          paragraph: { spacing: { before: 0, after: 120, line: 259 } },
        },
        title: {
          run: { font: 'Calibri Light', size: sz(60), color: '262626' },
          paragraph: { spacing: { before: 0, after: 80 }, keepNext: true },
        },
        heading1: {
          run: { font: FONT, size: sz(24), bold: true, allCaps: true, color: ACCENT, characterSpacing: 10 },
          paragraph: { spacing: { before: 320, after: 120 }, keepNext: true, keepLines: true },
        },
        heading2: {
          run: { font: FONT, size: sz(24), bold: true, color: '262626' },
          paragraph: { spacing: { before: 0, after: 60 }, keepNext: true, keepLines: true },
        },
        heading3: {
          run: { font: FONT, size: sz(22), bold: false, smallCaps: true, color: '595959' },
          paragraph: { spacing: { before: 200, after: 20 }, keepNext: true, keepLines: true },
        },
      },
      paragraphStyles: [
        {
          id: 'ContactInfo',
          name: 'Contact Info',
          basedOn: 'Normal',
          quickFormat: true,
          run: { color: '595959' },
          paragraph: { spacing: { before: 0, after: 0 } },
        },
        {
          id: 'ListBullet',
          name: 'List Bullet',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { numbering: { reference: 'list-bullet', level: 0 }, spacing: { after: 40 } },
        },
      ],
      characterStyles: [
        {
          id: 'SubtleReference',
          name: 'Subtle Reference',
          basedOn: 'DefaultParagraphFont',
          quickFormat: true,
          run: { bold: false, color: ACCENT },
        },
        { id: 'Strong', name: 'Strong', basedOn: 'DefaultParagraphFont', quickFormat: true, run: { bold: true } },
      ],
    },
    numbering: {
      config: ['bullets', 'list-bullet'].map((reference) => ({
        reference,
        levels: [
          {
            level: 0,
            format: LevelFormat.BULLET,
            text: '\uF0B7',
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { font: 'Symbol' } },
          },
        ],
      })),
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          new Paragraph({
            heading: 'Title',
            children: [new TextRun('Natalie '), new TextRun({ text: 'Pellegrino', style: 'Strong', font: FONT })],
          }),
          new Paragraph({
            style: 'ContactInfo',
            children: [
              new TextRun('2217 Northwest Blvd, Columbus, OH 43212 · (614) 555-0148 · natalie.pellegrino@example.com'),
            ],
          }),
          new Paragraph({
            style: 'ContactInfo',
            spacing: { after: 360 },
            children: [new TextRun('linkedin.com/in/nataliepellegrino · nataliepellegrino.com')],
          }),
          body(
            'Marketing operations manager with ten years in retail, agency and financial services marketing, looking to lead the marketing operations and analytics team of a growing consumer brand.',
          ),
          heading('Experience'),
          dates('March 2019 – Present'),
          entry(buckeye.title, buckeye.company),
          ...buckeye.bullets.map(item),
          dates('June 2016 – February 2019'),
          entry(larkspur.title, larkspur.company),
          ...larkspur.bullets.map(item),
          dates('August 2014 – May 2016'),
          entry(scioto.title, scioto.company),
          body(
            'Planned and produced the credit union’s branch, direct mail and email campaigns for 14 branches and about 60,000 members. Managed the member newsletter and the website’s rate pages, and worked with Compliance on every disclosure. Launched the first online account-opening campaign, which brought in 2,300 new checking accounts in six months.',
          ),
          dates('May 2013 – August 2013'),
          entry(olentangy.title, olentangy.company),
          ...olentangy.bullets.map(item),
          heading('Education'),
          dates('December 2021'),
          entry(mba.degree!, mba.school),
          body(
            'Evening program, concentration in marketing analytics. Capstone on pricing tests for a regional grocer.',
          ),
          dates('May 2014'),
          entry(bs.degree!, bs.school),
          body('Minor in Communication. Dean’s List six semesters; vice president of the student chapter of the AMA.'),
          heading('Skills'),
          skills,
          heading('Activities'),
          body(
            'I have run the marketing committee of the Franklinton Community Pantry since 2018, including its yearly Harvest 5K, which raised $48,000 in 2023. I also mentor two students a year through the Wexford State marketing alumni program and coach a U10 girls’ soccer team in the fall.',
          ),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

// A mid-career EHS (environment, health and safety) manager's two-page resume, filled in from one of the
// downloadable resume templates Word 2016 offers (File > New): the name and the contact line ('City, ST |
// 616.555.0193 | e-mail | LinkedIn URL') live in the page HEADER part, so Word repeats them at the top of page 2;
// 'Page 1 of 2' from PAGE and NUMPAGES fields in the footer; section headings in small capitals (typed in mixed case)
// with a bottom border on the paragraph; each job as 'Company Name, City, ST' in bold with its dates on a right tab
// stop ('Jan. 2019 – Present', 'Sept. 2017 – Dec. 2018', one '2015 – 2017' in years only), the title in italics on
// the next line; list items marked with the square from Word's bullet library (U+F0A7 in Wingdings) for most jobs and
// with Wingdings' check mark (U+F0FC) for one job's achievements, several long enough to wrap; a job whose items
// start on page 1 and end on page 2 under the repeated header; 'Core Competencies' as a borderless table of three
// columns (each cell a square-marked item); Education as 'B.S., Degree Name' over 'School, City, ST<TAB>2011';
// Certifications on two lines. Two list definitions in one document, so the Document is made here rather than by
// docx-kit's wordDocument (which has one), with the same page set-up and the same scaling for the rewrapped build.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Header,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { NO_BORDERS, pageFooter, para, TEXT_WIDTH, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Renee Vanderploeg',
  email: 'renee.vanderploeg@example.com',
  phone: '616.555.0193',
  location: 'Grand Rapids, MI',
  jobs: [
    {
      title: 'Environmental, Health & Safety Manager',
      company: 'Steelcase Inc.',
      start: '2019-01',
      end: 'present',
      bullets: [
        'Lead EHS programs for two furniture plants and a distribution center with 1,150 employees across three shifts, reporting to the Director of Operations',
        'Cut the total recordable incident rate from 3.4 to 1.2 in four years by rolling out job hazard analyses for 210 tasks and a near-miss reporting app built in Microsoft Power Apps',
        'Manage Title V air permits, stormwater and hazardous waste compliance with zero notices of violation from MI EGLE since 2019',
        'Led the plants to ISO 45001 certification in 2021 and keep the ISO 14001 system current through internal audits',
        'Chair the joint labor-management safety committee and train 40 supervisors a year on incident investigation',
      ],
    },
    {
      title: 'Senior EHS Specialist',
      company: 'Gentex Corporation',
      start: '2017-09',
      end: '2018-12',
      bullets: [
        'Reduced lost-time injuries by 45% in one year by redesigning ergonomics at 60 assembly workstations with the engineering team',
        'Wrote the lockout/tagout program and the machine-specific procedures for 320 pieces of equipment, which passed an OSHA inspection with no citations',
        'Brought the plant’s SARA Tier II and Form R reporting in house, saving $28,000 a year in consulting fees',
        'Earned the company’s Excellence in Safety award in 2018',
      ],
    },
    {
      title: 'EHS Specialist',
      company: 'Knape & Vogt Manufacturing',
      start: '2015',
      end: '2017',
      bullets: [
        'Ran the industrial hygiene sampling program for noise, welding fume and hexavalent chromium in the plating area',
        'Managed workers’ compensation claims with the insurance carrier and brought the average claim cost down by 22%',
        'Delivered new-hire safety orientation and forklift certification to 300 employees a year',
        'Set up the chemical approval process and moved 1,400 safety data sheets into an online library',
        'Coordinated the spill prevention (SPCC) plan and the annual emergency evacuation drills with the Kentwood Fire Department',
      ],
    },
    {
      title: 'Safety Coordinator',
      company: 'Consumers Energy',
      start: '2011-06',
      end: '2015-03',
      bullets: [
        'Audited contractor safety on gas main replacement projects across eight counties',
        'Kept the OSHA 300 logs and the monthly safety metrics for the Jackson service territory',
      ],
    },
  ],
  schools: [
    {
      school: 'Grand Valley State University',
      degree: 'B.S., Occupational Safety and Health Management',
      end: '2011',
    },
  ],
  skills: [
    'OSHA compliance',
    'ISO 45001 / ISO 14001',
    'Incident investigation',
    'Industrial hygiene',
    'Environmental permitting',
    'Ergonomics',
    'Lockout/tagout',
    'Safety training',
    'Root cause analysis',
  ],
};

const FONT = 'Calibri';
const INK = '262626';

/** A list item on one of the two lists: 'squares' (Wingdings U+F0A7) or 'checks' (Wingdings U+F0FC). */
const item = (text: string, list: 'squares' | 'checks' = 'squares') =>
  para(text, { numbering: { reference: list, level: 0 }, spacing: { after: 30 } });

/** A heading as the template styles it: small capitals over a rule (the paragraph's bottom border). */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '1F3864', space: 2 } },
    children: [new TextRun({ text, smallCaps: true, bold: true, size: 26, color: '1F3864' })],
  });

/** 'Company Name, City, ST' in bold, the dates flush right on a right tab stop, the title in italics under it. */
const job = (j: (typeof expected.jobs)[0], place: string, dates: string, list: 'squares' | 'checks' = 'squares') => [
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    spacing: { before: 140, after: 0 },
    keepNext: true,
    children: [new TextRun({ text: `${j.company}, ${place}`, bold: true }), new TextRun({ text: `\t${dates}` })],
  }),
  para({ text: j.title, italics: true }, { spacing: { after: 60 }, keepNext: true }),
  ...j.bullets.map((b) => item(b, list)),
];

/** The core competencies: three square-marked items to a row of a borderless table. */
function competencies(skills: readonly string[]) {
  const width = Math.floor(TEXT_WIDTH / 3);
  const rows: TableRow[] = [];
  for (let i = 0; i < skills.length; i += 3)
    rows.push(
      new TableRow({
        children: skills.slice(i, i + 3).map(
          (s) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: width, type: WidthType.DXA },
              children: [item(s)],
            }),
        ),
      }),
    );
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [width, width, width],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows,
  });
}

const header = new Header({
  children: [
    new Paragraph({
      spacing: { after: 40 },
      children: [new TextRun({ text: 'Renee Vanderploeg', bold: true, size: 44, color: '1F3864' })],
    }),
    new Paragraph({
      spacing: { after: 120 },
      children: [
        new TextRun({
          text: 'Grand Rapids, MI | 616.555.0193 | renee.vanderploeg@example.com | linkedin.com/in/reneevanderploeg',
          size: 19,
          color: '404040',
        }),
      ],
    }),
  ],
});

const [steelcase, gentex, knape, consumers] = expected.jobs as Array<(typeof expected.jobs)[0]>;

const listLevel = (text: string) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { font: 'Wingdings' } },
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Microsoft Office User',
    styles: {
      default: { document: { run: { font: FONT, size: Math.round(21 * wordVariant.scale), color: INK } } },
    },
    numbering: {
      config: [
        { reference: 'squares', levels: [listLevel('\uf0a7')] },
        { reference: 'checks', levels: [listLevel('\uf0fc')] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1584, bottom: 1080, left: 1080, right: 1080, header: 576, footer: 576 },
          },
        },
        headers: { default: header },
        footers: { default: pageFooter() },
        children: [
          heading('Professional Summary'),
          para(
            'Certified Safety Professional with 13 years in manufacturing and utilities, building safety programs ' +
              'that supervisors own and that hold up under OSHA and ISO audits. Comfortable on the plant floor and in ' +
              'front of the leadership team.',
          ),
          heading('Core Competencies'),
          competencies(expected.skills),
          heading('Professional Experience'),
          ...job(steelcase!, 'Grand Rapids, MI', 'Jan. 2019 – Present'),
          ...job(gentex!, 'Zeeland, MI', 'Sept. 2017 – Dec. 2018', 'checks'),
          ...job(knape!, 'Grand Rapids, MI', '2015 – 2017'),
          ...job(consumers!, 'Jackson, MI', 'Jun. 2011 – Mar. 2015'),
          heading('Education'),
          para({ text: 'B.S., Occupational Safety and Health Management', bold: true }, { spacing: { after: 0 } }),
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
            spacing: { after: 60 },
            children: [new TextRun({ text: 'Grand Valley State University, Allendale, MI' }), new TextRun('\t2011')],
          }),
          heading('Certifications'),
          para('Certified Safety Professional (CSP), Board of Certified Safety Professionals, 2018'),
          para('OSHA 501 Trainer Course for General Industry, OSHA Training Institute, 2016'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

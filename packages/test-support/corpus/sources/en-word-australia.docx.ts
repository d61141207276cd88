// An Australian resume typed in Word (A4, Arial 10.5) by a mid-career project coordinator in construction, the way
// Australian job sites and TAFE careers advice lay one out: the name at the top over one line
// 'Mobile: 0491 570 156 | Email: … | Parramatta NSW 2150' (a mobile from ACMA's range for fiction), headings in bold
// capitals over a paragraph border, a CAREER OBJECTIVE paragraph, KEY SKILLS as short phrases in a three-column table
// with its borders removed (no list marks, read row by row), EMPLOYMENT HISTORY with each role as the title in bold over
// 'Company, City NSW<TAB>Jan 2020 – Current' on a right tab stop, 'Key responsibilities:' and 'Key achievements:' in
// bold over Word's own bulleted lists (U+F0B7 in Symbol), a contract role marked only on its dates line
// ('Jun 2018 – Dec 2019 (Contract)'), an older job with responsibilities alone and a casual supermarket job from uni
// with two items and no label; EDUCATION & TRAINING one line a qualification ('**Bachelor of Business (Management)**,
// Western Sydney University, 2014', TAFE NSW certificates); LICENCES & CERTIFICATIONS (White Card, first aid unit code,
// NSW driver licence) as list items; REFEREES as two blocks of name, title, company and 'Mobile:' lines; smart
// apostrophes, en dashes, and Australian spelling.
import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { bullet, NO_BORDERS, para, wordDocument, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Danielle Fitzgerald',
  email: 'dfitzgerald84@example.com',
  phone: '0491 570 156',
  location: 'Parramatta NSW 2150',
  jobs: [
    {
      title: 'Project Coordinator',
      company: 'Lendlease',
      start: '2020-01',
      end: 'present',
      bullets: [
        'Coordinate the day-to-day administration of a $380m commercial office and retail development in the Sydney CBD, supporting two Project Managers and a site team of 40',
        'Maintain the master program in MS Project and prepare the weekly progress report for the client and the Lendlease project leadership team',
        'Manage document control in Aconex, including RFIs, transmittals, drawing registers and consultant submittals',
        'Reduced the average RFI response time from nine to four working days by introducing a weekly RFI tracker and review meeting with the design team',
        'Received a Lendlease ‘Safety Star’ award in 2022 for leading the site’s WHS induction and training records audit',
      ],
    },
    {
      title: 'Project Administrator',
      company: 'Sydney Water',
      start: '2018-06',
      end: '2019-12',
      bullets: [
        'Provided administration support to the Capital Delivery team on a program of 14 water main renewal projects across Western Sydney',
        'Prepared monthly cost and schedule reports and kept the project risk and issue registers up to date',
        'Coordinated community notifications and road occupancy approvals with councils, residents and businesses',
        'Set up a SharePoint document library for the program, replacing three shared drives and the team’s paper filing',
      ],
    },
    {
      title: 'Administration Officer',
      company: 'Westbuild Group',
      start: '2015-02',
      end: '2018-05',
      bullets: [
        'Provided reception and administration support to a residential builder’s head office of 25 staff',
        'Processed subcontractor invoices and supplier accounts in MYOB for the weekly payment run',
        'Maintained site induction, White Card and insurance registers for more than 120 subcontractors',
      ],
    },
    {
      title: 'Customer Service Assistant',
      company: 'Woolworths',
      start: '2009-11',
      end: '2015-01',
      bullets: [
        'Served customers on registers and self-serve checkouts in a high-volume supermarket while studying',
        'Trained new team members on the registers and on opening and closing procedures',
      ],
    },
  ],
  schools: [
    { school: 'Western Sydney University', degree: 'Bachelor of Business (Management)', end: '2014' },
    { school: 'TAFE NSW', degree: 'Certificate IV in Project Management Practice', end: '2019' },
    { school: 'TAFE NSW', degree: 'Certificate IV in Work Health and Safety', end: '2017' },
  ],
  skills: [
    'Stakeholder engagement',
    'Project scheduling (MS Project)',
    'Document control (Aconex)',
    'Contract administration',
    'Budget tracking & reporting',
    'Procurement & purchase orders',
    'Risk & issue registers',
    'WHS compliance',
    'Subcontractor coordination',
    'Meeting minutes & action logs',
    'Advanced Excel',
    'Time management',
  ],
};

const [lendlease, sydneyWater, westbuild, woolworths] = expected.jobs as Array<(typeof expected.jobs)[0]>;

/** A4 with Word's 'Moderate'-ish margins she set: 2 cm top and bottom, 2 cm at the sides. */
const A4 = { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } };
const WIDTH = 11906 - 2 * 1134;

/** A heading: bold capitals a size up, with a bottom border (Borders and Shading), a little space before. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '1F3864', space: 1 } },
    children: [new TextRun({ text, bold: true, size: 23, color: '1F3864' })],
  });

/** 'Key responsibilities:' / 'Key achievements:' in bold before their lists. */
const label = (text: string) => para({ text, bold: true }, { spacing: { before: 60, after: 40 }, keepNext: true });

/** The role: its title in bold on a line of its own, then 'Company, City<TAB>dates' with a right tab at the margin. */
const role = (title: string, where: string, dates: string) => [
  para({ text: title, bold: true }, { spacing: { before: 0, after: 0 }, keepNext: true }),
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { after: 60 },
    keepNext: true,
    children: [new TextRun({ text: where }), new TextRun({ text: '\t' }), new TextRun({ text: dates })],
  }),
];

/** The empty paragraph she leaves between two roles. */
const blank = () => para('', { spacing: { after: 0 } });

type Job = (typeof expected.jobs)[0];
const entry = (j: Job, where: string, dates: string, responsibilities: number) => [
  ...role(j.title, where, dates),
  label('Key responsibilities:'),
  ...j.bullets.slice(0, responsibilities).map((b) => bullet(b)),
  ...(responsibilities < j.bullets.length
    ? [label('Key achievements:'), ...j.bullets.slice(responsibilities).map((b) => bullet(b))]
    : []),
];

/** KEY SKILLS: a 3 × 4 table, the borders taken off (Table Design > Borders > No Border), a phrase in each cell. */
const skills = () => {
  const third = Math.floor(WIDTH / 3);
  const NONE = NO_BORDERS.top;
  const rows: TableRow[] = [];
  for (let i = 0; i < expected.skills.length; i += 3)
    rows.push(
      new TableRow({
        children: expected.skills.slice(i, i + 3).map(
          (s) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: third, type: WidthType.DXA },
              children: [para(s, { spacing: { before: 20, after: 20 } })],
            }),
        ),
      }),
    );
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [third, third, third],
    borders: { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE },
    rows,
  });
};

/** A qualification on one line: the award in bold, then the institution and the year after commas. */
const qualification = (award: string, rest: string) =>
  para([{ text: award, bold: true }, `, ${rest}`], { spacing: { after: 60 } });

const referee = (lines: Run[]) =>
  lines.map((l, i) =>
    para(l, { spacing: { after: i === lines.length - 1 ? 160 : 0 }, keepNext: i < lines.length - 1 }),
  );

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: A4 },
        children: [
          para({ text: 'Danielle Fitzgerald', bold: true, size: 40 }, { spacing: { after: 60 } }),
          para(`Mobile: ${expected.phone} | Email: ${expected.email} | ${expected.location}`, {
            spacing: { after: 120 },
          }),
          heading('CAREER OBJECTIVE'),
          para(
            'Organised and reliable Project Coordinator with more than nine years’ experience in the construction and ' +
              'infrastructure sectors, from site administration through to coordinating a $380m commercial project for ' +
              'a tier one builder. I am known for keeping programs, documents and people on track, and for building ' +
              'good working relationships with clients, consultants and subcontractors. I am now seeking a Senior ' +
              'Project Coordinator or Assistant Project Manager role in Western Sydney or the Parramatta area where I ' +
              'can continue to develop my project management skills.',
            { alignment: AlignmentType.BOTH, spacing: { after: 60 } },
          ),
          heading('KEY SKILLS'),
          skills(),
          heading('EMPLOYMENT HISTORY'),
          ...entry(lendlease, 'Lendlease, Sydney NSW', 'Jan 2020 – Current', 3),
          blank(),
          ...entry(sydneyWater, 'Sydney Water, Parramatta NSW', 'Jun 2018 – Dec 2019 (Contract)', 3),
          blank(),
          ...entry(westbuild, 'Westbuild Group, Norwest NSW', 'Feb 2015 – May 2018', 3),
          blank(),
          ...role(woolworths.title, 'Woolworths, Castle Hill NSW', 'Nov 2009 – Jan 2015'),
          ...woolworths.bullets.map((b) => bullet(b)),
          heading('EDUCATION & TRAINING'),
          qualification('Bachelor of Business (Management)', 'Western Sydney University, 2014'),
          qualification('Certificate IV in Project Management Practice', 'TAFE NSW, 2019'),
          qualification('Certificate IV in Work Health and Safety', 'TAFE NSW, 2017'),
          heading('LICENCES & CERTIFICATIONS'),
          bullet('General Construction Induction Card (White Card) – NSW'),
          bullet('Provide First Aid (HLTAID011) – St John Ambulance, valid to Aug 2027'),
          bullet('NSW Driver Licence (Class C, unrestricted) and own reliable vehicle'),
          heading('REFEREES'),
          ...referee([
            { text: 'Mark Henderson', bold: true },
            'Senior Project Manager',
            'Lendlease',
            'Mobile: 0491 570 157',
          ]),
          ...referee([
            { text: 'Priya Raman', bold: true },
            'Project Manager, Capital Delivery',
            'Sydney Water',
            'Mobile: 0491 570 158',
          ]),
        ],
      },
    ],
    'Arial',
    21,
    { text: '\uF0B7', font: 'Symbol' },
  );

// A British CV typed in Word on A4 by a retail operations manager, the way UK careers advice has it: the name
// centred over 'Address: …', 'Mobile: …' and 'Email: …' lines, a 'Personal Profile' paragraph, 'Key Skills' as two
// bulleted lists side by side in a one-row table with its borders removed (read down the left cell, then the right),
// 'Employment History' with each role as 'Job title – Employer, Town' in bold and the dates pushed right on a tab stop
// ('Sept 2019 – Present'), 'Key responsibilities:' and 'Achievements:' over their own lists, a Saturday job at
// university with a sentence and items of its own; 'Education & Qualifications' as 'School, Town<TAB>YYYY – YYYY'
// over 'BA (Hons) Business Management, 2:1', 'A-levels: …' with grades, and 'GCSEs: 9 including Maths and English
// (A*–C)'; an 'Interests' paragraph and 'References available on request'; Word's own list mark (U+F0B7 in Symbol),
// smart apostrophes ('Sainsbury’s'), and 'Page X of Y' fields in the footer.
import { AlignmentType, BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { bullet, NO_BORDERS, pageFooter, para, tabbed, wordDocument, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Rachel Whitworth',
  email: 'rwhitworth91@example.com',
  phone: '07700 900482',
  location: '14 Cardigan Road, Leeds LS6 2AB',
  jobs: [
    {
      title: 'Operations Manager',
      company: 'Sainsbury’s',
      start: '2019-09',
      end: 'present',
      bullets: [
        'Run the day-to-day operation of a 42,000 sq ft superstore taking £1.1m a week, with a team of 165 colleagues across grocery, general merchandise and the petrol station',
        'Line manage five department managers, set labour budgets and sign off weekly rotas',
        'Lead on availability, stock control and waste, including gap checks, markdown routines and the quarterly stock count',
        'Reduced known and unknown shrinkage by 0.4% of sales (around £190k a year) within 18 months',
        'Raised on-shelf availability from 94% to 98.5%, moving the store into the top ten of 41 stores in the region',
      ],
    },
    {
      title: 'Deputy Store Manager',
      company: 'Boots UK',
      start: '2016-03',
      end: '2019-08',
      bullets: [
        'Deputised for the Store Manager in a £6m turnover health and beauty store with 38 team members and an in-store pharmacy',
        'Recruited, inducted and trained new starters, and handled absence, disciplinary and grievance meetings',
        'Planned and ran the Christmas trading period, including the seasonal recruitment of 15 temporary staff',
        'Store achieved ‘Excellent’ in two consecutive area operational audits (2017 and 2018)',
      ],
    },
    {
      title: 'Assistant Store Manager',
      company: 'Next',
      start: '2012-06',
      end: '2016-02',
      bullets: [
        'Managed the womenswear floor and stockroom, with deliveries of up to 4,000 units a week',
        'Opened and closed the store, cashed up and banked takings',
        'Ran the stockroom side of the store’s full refit in 2014, trading throughout without losing a day',
      ],
    },
    {
      title: 'Customer Assistant',
      company: 'Marks & Spencer',
      start: '2009-09',
      end: '2012-05',
      bullets: [
        'Served customers on the tills and in the food hall, and trained new starters on the till system',
        'Covered as key holder on Sunday shifts in my final year',
      ],
    },
  ],
  schools: [
    {
      school: 'Sheffield Hallam University',
      degree: 'BA (Hons) Business Management',
      start: '2009',
      end: '2012',
    },
    { school: 'Notre Dame Catholic Sixth Form College', degree: 'A-levels', start: '2007', end: '2009' },
    { school: 'Allerton High School', degree: 'GCSEs', start: '2002', end: '2007' },
  ],
  skills: [
    'Team leadership & coaching',
    'P&L and budget management',
    'Stock control & shrinkage reduction',
    'Rota planning (Kronos)',
    'Recruitment & performance management',
    'Visual merchandising',
    'Health & safety (IOSH Managing Safely)',
    'Microsoft Excel & Office 365',
  ],
};

const [sainsburys, boots, next, mands] = expected.jobs as Array<(typeof expected.jobs)[0]>;

/** A4 with 2 cm margins all round (she narrowed Word's 2.54 cm to keep the CV to two pages). */
const A4 = { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } };
const WIDTH = 11906 - 2 * 1134;

const centred = (runs: Run | Run[], after = 0) => para(runs, { alignment: AlignmentType.CENTER, spacing: { after } });

/** A heading as she typed it: bold, a size up, with a paragraph border under it (Borders and Shading > Bottom). */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true, size: 26 })],
  });

/** 'Key responsibilities:' and 'Achievements:', underlined, before their lists. */
const label = (text: string) => para({ text, underline: {} }, { spacing: { before: 60, after: 40 } });

/** 'Job title – Employer, Town' in bold, the dates on a right tab stop at the margin (also bold: she bolded the line). */
const role = (j: (typeof expected.jobs)[0], town: string, dates: string) =>
  tabbed({ text: `${j.title} – ${j.company}, ${town}`, bold: true }, { text: dates, bold: true }, {}, WIDTH);

/** The empty paragraph she leaves between two roles (Enter pressed twice). */
const blank = () => para('', { spacing: { after: 0 } });

/** A role with 'Key responsibilities:' over its first items and 'Achievements:' over the rest. */
const entry = (j: (typeof expected.jobs)[0], town: string, dates: string, responsibilities: number) => [
  role(j, town, dates),
  label('Key responsibilities:'),
  ...j.bullets.slice(0, responsibilities).map((b) => bullet(b)),
  label('Achievements:'),
  ...j.bullets.slice(responsibilities).map((b) => bullet(b)),
];

/** Key Skills: one row of two cells with no borders, a bulleted list typed in each. */
const skills = () => {
  const half = Math.floor(WIDTH / 2);
  const left = expected.skills.slice(0, 4);
  const right = expected.skills.slice(4);
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [half, half],
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
        children: [left, right].map(
          (items) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: half, type: WidthType.DXA },
              children: items.map((s) => bullet(s)),
            }),
        ),
      }),
    ],
  });
};

/** A school as 'Name, Town<TAB>YYYY – YYYY' in bold over what she got there. */
const school = (name: string, dates: string, result: string) => [
  tabbed({ text: name, bold: true }, { text: dates, bold: true }, {}, WIDTH),
  para(result, { spacing: { after: 120 } }),
];

const justified = (text: string) => para(text, { alignment: AlignmentType.BOTH, spacing: { after: 60 } });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: A4 },
        footers: { default: pageFooter() },
        children: [
          centred({ text: 'Rachel Whitworth', bold: true, size: 36 }, 120),
          centred(`Address: ${expected.location}`),
          centred(`Mobile: ${expected.phone}`),
          centred(`Email: ${expected.email}`),
          heading('Personal Profile'),
          justified(
            'A hard-working and results-driven retail operations manager with over ten years’ experience in food and ' +
              'non-food retail, from the shop floor to running a large superstore. I lead by example, get the best out ' +
              'of people and am at my best in a busy, customer-focused environment. I have a strong track record of ' +
              'improving availability, reducing shrinkage and developing managers for promotion. I am now looking ' +
              'for a Store Manager or Area Operations role within a growing retail business in the Leeds or West ' +
              'Yorkshire area. Full clean UK driving licence.',
          ),
          heading('Key Skills'),
          skills(),
          heading('Employment History'),
          ...entry(sainsburys, 'Leeds', 'Sept 2019 – Present', 3),
          blank(),
          ...entry(boots, 'Harrogate', 'Mar 2016 – Aug 2019', 3),
          blank(),
          ...entry(next, 'Wakefield', 'June 2012 – Feb 2016', 2),
          blank(),
          role(mands, 'Sheffield', 'Sept 2009 – May 2012'),
          para('Part-time role alongside my degree.', { spacing: { before: 40, after: 40 } }),
          ...mands.bullets.map((b) => bullet(b)),
          heading('Education & Qualifications'),
          ...school('Sheffield Hallam University', '2009 – 2012', 'BA (Hons) Business Management, 2:1'),
          ...school(
            'Notre Dame Catholic Sixth Form College, Leeds',
            '2007 – 2009',
            'A-levels: Business Studies (B), English Language (B), Geography (C)',
          ),
          ...school('Allerton High School, Leeds', '2002 – 2007', 'GCSEs: 9 including Maths and English (A*–C)'),
          heading('Interests'),
          justified(
            'Outside work I enjoy fell walking in the Yorkshire Dales and running; I completed the Leeds Half ' +
              'Marathon in 2023 for Candlelighters. I also coach an under-11s netball team on Saturday mornings, which ' +
              'I find has a lot in common with managing a store team.',
          ),
          blank(),
          para({ text: 'References available on request', italics: true }),
        ],
      },
    ],
    'Calibri',
    22,
    { text: '\uF0B7', font: 'Symbol' },
  );

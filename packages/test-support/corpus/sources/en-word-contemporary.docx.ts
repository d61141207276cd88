// The layout of Word 2016's built-in 'Resume' template (its contemporary look): the name large at the top, one contact
// line under it with middle dots ('Columbus, OH 43215 · (614) 555-0188 · e-mail · linkedin.com/in/...'), then each
// section as one borderless table row of two cells: the heading ('Summary', 'Experience', 'Education', 'Skills',
// 'Volunteer Experience') in the narrow left cell and the entries in the wide right one. Each job is 'Title, Company'
// in small capitals (the title in bold) over 'Month YYYY – Month YYYY' in grey, then list items, some long enough to
// wrap in the cell; two roles at one employer (a promotion) one after the other; schools the same way with a line
// under them; skills as two lists side by side in a table inside the right cell; volunteering as a paragraph.
import { Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { bullet, para, wordDocument, NO_BORDERS, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Danielle Kostecki',
  email: 'dkostecki@example.com',
  phone: '(614) 555-0188',
  location: 'Columbus, OH 43215',
  jobs: [
    {
      title: 'Senior Supply Chain Analyst',
      company: 'Cardinal Health',
      start: '2021-06',
      end: 'present',
      bullets: [
        'Own the demand and replenishment plan for 4,200 medical-surgical SKUs across three distribution centers, holding fill rate at 98.6% while cutting safety stock by $3.1 million',
        'Built a Power BI control tower that flags late inbound purchase orders and at-risk customer orders each morning, so buyers act on exceptions before they become backorders',
        'Lead the monthly S&OP data review with procurement, finance and transportation',
      ],
    },
    {
      title: 'Supply Chain Analyst',
      company: 'Cardinal Health',
      start: '2019-08',
      end: '2021-05',
      bullets: [
        'Cleaned up item master data for 11,000 SKUs in SAP, correcting the lead times and order multiples that drove excess purchase orders',
        'Automated the weekly supplier scorecard in SQL and Excel, saving the team about six hours a week',
        'Analyzed expedited freight spend and moved 40 lanes to scheduled LTL, saving $410,000 a year',
      ],
    },
    {
      title: 'Operations Analyst',
      company: 'DHL Supply Chain',
      start: '2017-07',
      end: '2019-07',
      bullets: [
        'Tracked labor productivity and cost per unit for a 600,000 sq. ft. e-commerce fulfillment site serving a national apparel retailer',
        'Modeled slotting changes in Excel that shortened average pick travel by 18% before peak season',
        'Prepared the weekly KPI deck for site leadership and the customer’s logistics team',
      ],
    },
    {
      title: 'Inventory Control Specialist',
      company: 'Big Lots',
      start: '2015-06',
      end: '2017-06',
      bullets: [
        'Ran daily cycle counts and researched variances at the Columbus distribution center',
        'Raised inventory record accuracy from 94% to 99.2% in one year',
      ],
    },
  ],
  schools: [
    {
      school: 'The Ohio State University',
      degree: 'Master of Business Logistics Engineering',
      end: '2021-05',
    },
    { school: 'Ohio University', degree: 'B.B.A. in Supply Chain Management', end: '2015-05' },
  ],
  skills: [
    'Demand planning and forecasting',
    'Inventory optimization',
    'SAP ECC (MM, SD)',
    'Blue Yonder',
    'SQL',
    'Power BI',
    'Advanced Excel (Power Query, VBA)',
    'Lean Six Sigma Green Belt',
  ],
};

const ACCENT = '2E5E8C';
const GREY = '595959';
const LEFT = 2200;
const RIGHT = TEXT_WIDTH - LEFT;

/** One section: a borderless table row, its heading in the narrow left cell and its entries in the wide right one. */
const section = (heading: string, children: Array<Paragraph | Table>) =>
  new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [LEFT, RIGHT],
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders: NO_BORDERS,
            width: { size: LEFT, type: WidthType.DXA },
            margins: { top: 240, left: 0, right: 200 },
            children: [para({ text: heading, bold: true, color: ACCENT, size: 26 })],
          }),
          new TableCell({
            borders: NO_BORDERS,
            width: { size: RIGHT, type: WidthType.DXA },
            margins: { top: 240, left: 100, right: 0 },
            children,
          }),
        ],
      }),
    ],
  });

const role = (title: string, company: string) =>
  para(
    [{ text: title, bold: true }, { text: `, ${company}` }],
    { spacing: { after: 0 }, keepNext: true },
    { smallCaps: true, size: 24, color: '262626' },
  );
const dates = (text: string) => para({ text, color: GREY }, { spacing: { after: 60 }, keepNext: true });

type Job = (typeof expected.jobs)[0];
const job = (j: Job, when: string) => [
  role(j.title, j.company),
  dates(when),
  ...j.bullets.map((b) => bullet(b)),
  para('', { spacing: { after: 80 } }),
];

const [senior, analyst, dhl, biglots] = expected.jobs as [Job, Job, Job, Job];

/** Skills as two lists side by side, a borderless table of two cells inside the right cell. */
const half = Math.floor((RIGHT - 100) / 2);
const skillColumns = () =>
  new Table({
    width: { size: half * 2, type: WidthType.DXA },
    columnWidths: [half, half],
    rows: [
      new TableRow({
        children: [expected.skills.slice(0, 4), expected.skills.slice(4)].map(
          (list) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: half, type: WidthType.DXA },
              margins: { left: 0, right: 100 },
              children: list.map((s) => bullet(s)),
            }),
        ),
      }),
    ],
  });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: { top: 1008, bottom: 1008, left: 1080, right: 1080 } } },
        children: [
          new Paragraph({
            spacing: { after: 40 },
            children: [new TextRun({ text: 'Danielle Kostecki', size: 60, color: ACCENT })],
          }),
          para(
            'Columbus, OH 43215 · (614) 555-0188 · dkostecki@example.com · linkedin.com/in/dkostecki',
            { spacing: { after: 120 } },
            { color: GREY },
          ),
          section('Summary', [
            para(
              'Supply chain analyst with nine years in distribution and healthcare logistics. I turn messy ERP data into plans and dashboards that buyers and site leaders actually use.',
            ),
          ]),
          section('Experience', [
            ...job(senior, 'June 2021 – Present'),
            ...job(analyst, 'August 2019 – May 2021'),
            ...job(dhl, 'July 2017 – July 2019'),
            ...job(biglots, 'June 2015 – June 2017'),
          ]),
          section('Education', [
            role('Master of Business Logistics Engineering', 'The Ohio State University'),
            dates('May 2021'),
            para('Capstone: distribution network redesign for a regional grocery wholesaler.', {
              spacing: { after: 120 },
            }),
            role('B.B.A. in Supply Chain Management', 'Ohio University'),
            dates('May 2015'),
            para('Minor in Economics. Dean’s List, six semesters.'),
          ]),
          section('Skills', [skillColumns()]),
          section('Volunteer Experience', [
            para(
              'Plan weekend delivery routes for partner pantries of the Mid-Ohio Food Collective and sort donations at its warehouse one Saturday a month since 2018.',
            ),
          ]),
        ],
      },
    ],
    'Calibri',
    21,
  );

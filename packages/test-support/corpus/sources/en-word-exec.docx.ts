// A US sales executive's two-page resume typed in Word (Cambria) the way executive-resume writers lay it out: the name
// in capitals centred with the credential after a comma ('NATHANIEL CORCORAN, MBA'), one centred contact line
// 'City, ST | phone | e-mail | LinkedIn', EXECUTIVE SUMMARY as a paragraph, CORE COMPETENCIES as short phrases in a
// borderless table of three columns (no list marks), PROFESSIONAL EXPERIENCE where each employer is one bold line in
// capitals 'COMPANY NAME, City, ST<TAB>2016 – Present' (years only), the title in bold italics on its own line, a
// one-sentence scope paragraph in italics, then 'Key Achievements:' over items with Word's default list mark (U+F0B7 in
// Symbol). What is hard: the dates belong to the employer line, not the title line, except at the employer with two
// roles, where the employer line keeps its overall span and each title carries its own years on a right tab stop;
// the scope sentence and the 'Key Achievements:' label sit between title and items and are no items; an 'Early Career'
// line names two older jobs in one sentence (not expected as jobs); schools without years, degree first ('MBA, Kellogg
// School of Management, Northwestern University'); and 'Nathaniel Corcoran, MBA – Page 2' typed in the header of the
// pages after the first (Word's 'different first page'), above the rest of a job's items.
import { Header, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, BorderStyle } from 'docx';
import { bullet, para, tabbed, wordDocument, NO_BORDERS, TEXT_WIDTH, type Expected } from './docx-kit';

const SEALED_AIR = 'SEALED AIR CORPORATION';

export const expected: Expected = {
  language: 'en',
  name: 'NATHANIEL CORCORAN, MBA',
  email: 'nate.corcoran@example.com',
  phone: '(704) 555-0163',
  location: 'Charlotte, NC',
  jobs: [
    {
      title: 'Vice President of Sales, North America',
      company: SEALED_AIR,
      start: '2020',
      end: 'present',
      bullets: [
        'Grew North American revenue from $1.32B to $1.61B in four years, beating the annual plan three years out of four',
        'Won a five-year, $140M protective packaging agreement with a top-three e-commerce retailer, the largest contract in company history',
        'Rebuilt sales compensation around gross margin instead of volume, lifting price realization by 3.8 points',
        'Moved 600 sellers and managers from three legacy CRMs onto one Salesforce instance with a weekly forecast cadence, bringing forecast accuracy within 2%',
        'Cut regretted attrition among account managers from 19% to 8% through a new career ladder and a coaching program for first-line leaders',
      ],
    },
    {
      title: 'Regional Sales Director, Southeast',
      company: SEALED_AIR,
      start: '2016',
      end: '2020',
      bullets: [
        'Took the Southeast from last to first of six regions in revenue growth within two years',
        'Opened 14 new protein-processing accounts in Georgia and the Carolinas worth $38M a year in Cryovac food packaging',
        'Integrated the sales team of an acquired distributor in Tampa without losing a single top-20 account',
      ],
    },
    {
      title: 'National Account Director',
      company: 'BERRY GLOBAL',
      start: '2011',
      end: '2016',
      bullets: [
        'Managed $210M in annual sales to national grocery and foodservice accounts, including Kroger, Sysco and US Foods',
        'Renegotiated resin pass-through terms on every national contract, protecting $12M of margin during the 2014 price spike',
        'Led the joint business planning with Kroger that added two private-label container lines worth $26M a year',
        'Hired and developed six account managers, four of whom were later promoted to director',
      ],
    },
    {
      title: 'Senior Account Manager',
      company: 'INTERNATIONAL PAPER',
      start: '2007',
      end: '2011',
      bullets: [
        'Grew a book of corrugated packaging accounts in the Mid-South from $48M to $71M',
        'Converted Tyson Foods\u2019 Arkansas plants from a competitor, a $9M annual win',
        'Ranked in the top 5% of the national sales force in 2009 and 2010 (President\u2019s Club)',
      ],
    },
  ],
  schools: [
    { school: 'Kellogg School of Management, Northwestern University', degree: 'MBA' },
    { school: 'Texas A&M University', degree: 'B.S., Industrial Distribution' },
  ],
  skills: [
    'Sales Strategy & Execution',
    'P&L Ownership',
    'National Account Management',
    'Pricing & Margin Strategy',
    'Sales Forecasting',
    'Salesforce CRM',
    'Contract Negotiation',
    'M&A Integration',
    'Team Building & Coaching',
  ],
};

const SIZE = 21;
const WORD_BULLET = { text: '\uf0b7', font: 'Symbol' };

/** A section heading: bold capitals over a thin rule across the page. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 220, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '1F3864', space: 1 } },
    children: [new TextRun({ text, bold: true, size: 23, color: '1F3864' })],
  });

/** The employer's line: bold capitals, the city after a comma, the years on a right tab stop. */
const employerLine = (company: string, place: string, years: string) =>
  tabbed({ text: `${company}, ${place}`, bold: true }, { text: years, bold: true });

const title = (text: string) => para({ text, bold: true, italics: true }, { spacing: { before: 20, after: 40 } });

const titleWithYears = (text: string, years: string) =>
  tabbed({ text, bold: true, italics: true }, { text: years, bold: true, italics: true });

const scope = (text: string) => para({ text, italics: true }, { spacing: { after: 60 } });

const achievements = (job: (typeof expected.jobs)[0], last = false) => [
  para({ text: 'Key Achievements:', bold: true }, { spacing: { after: 40 } }),
  ...job.bullets.map((b, i) =>
    i === job.bullets.length - 1
      ? para(b, { numbering: { reference: 'bullets', level: 0 }, spacing: { after: last ? 200 : 120 } })
      : bullet(b),
  ),
];

/** Core competencies: short phrases three to a row of a borderless table, no list marks. */
function competencies(items: readonly string[]) {
  const width = Math.floor(TEXT_WIDTH / 3);
  const rows: TableRow[] = [];
  for (let i = 0; i < items.length; i += 3)
    rows.push(
      new TableRow({
        children: items.slice(i, i + 3).map(
          (s) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: width, type: WidthType.DXA },
              children: [para(s, { spacing: { after: 40 } })],
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

const [vp, rsd, berry, ip] = expected.jobs as Array<(typeof expected.jobs)[0]>;

export const build = () =>
  wordDocument(
    [
      {
        properties: { titlePage: true },
        headers: {
          first: new Header({ children: [new Paragraph('')] }),
          default: new Header({
            children: [
              para({ text: 'Nathaniel Corcoran, MBA \u2013 Page 2', italics: true, size: 18, color: '595959' }, {}),
            ],
          }),
        },
        children: [
          para(
            { text: 'NATHANIEL CORCORAN, MBA', bold: true, size: 36, color: '1F3864' },
            {
              alignment: 'center',
              spacing: { after: 60 },
            },
          ),
          para(
            'Charlotte, NC | (704) 555-0163 | nate.corcoran@example.com | linkedin.com/in/nathanielcorcoran',
            { alignment: 'center', spacing: { after: 120 } },
            { size: 19 },
          ),
          heading('EXECUTIVE SUMMARY'),
          para(
            'Sales executive with 20+ years in industrial and food packaging who builds and leads national sales ' +
              'organizations of up to 600 people. Known for turning around underperforming regions, landing ' +
              'enterprise contracts with the largest retailers and processors in the country, and putting the ' +
              'forecasting discipline and compensation plans in place that keep growth profitable. Trusted partner ' +
              'to the CEO and CFO on pricing, acquisitions and annual planning.',
            { alignment: 'both', spacing: { after: 60 } },
          ),
          heading('CORE COMPETENCIES'),
          competencies(expected.skills),
          heading('PROFESSIONAL EXPERIENCE'),
          employerLine(SEALED_AIR, 'Charlotte, NC', '2016 \u2013 Present'),
          titleWithYears(vp!.title, '2020 \u2013 Present'),
          scope(
            'Lead a 600-person sales organization across the U.S. and Canada with $1.6B in annual revenue in food ' +
              'packaging and protective solutions, reporting to the Chief Commercial Officer.',
          ),
          ...achievements(vp!),
          titleWithYears(rsd!.title, '2016 \u2013 2020'),
          scope(
            'Directed 7 district managers and 58 account managers selling Cryovac and protective packaging in ' +
              'eight southeastern states, with $290M in annual revenue.',
          ),
          ...achievements(rsd!),
          employerLine(berry!.company, 'Evansville, IN', '2011 \u2013 2016'),
          title(berry!.title),
          scope(
            'Owned the relationships and contracts for 22 national grocery, foodservice and consumer-products ' +
              'accounts in rigid plastic containers and films.',
          ),
          ...achievements(berry!),
          employerLine(ip!.company, 'Memphis, TN', '2007 \u2013 2011'),
          title(ip!.title),
          scope(
            'Sold corrugated boxes and displays to food, beverage and consumer-goods manufacturers in Tennessee, ' +
              'Arkansas and Mississippi.',
          ),
          ...achievements(ip!, true),
          para(
            [
              { text: 'Early Career: ', bold: true },
              'Territory Sales Representative with Georgia-Pacific in Atlanta, GA, and Inside Sales Specialist with ' +
                'Uline in Pleasant Prairie, WI, building accounts in packaging and shipping supplies (1999 \u2013 2005).',
            ],
            { spacing: { after: 60 } },
          ),
          heading('EDUCATION'),
          para([{ text: 'MBA', bold: true }, ', Kellogg School of Management, Northwestern University'], {
            spacing: { after: 40 },
          }),
          para([{ text: 'B.S., Industrial Distribution', bold: true }, ', Texas A&M University'], {
            spacing: { after: 40 },
          }),
        ],
      },
    ],
    'Cambria',
    SIZE,
    WORD_BULLET,
  );

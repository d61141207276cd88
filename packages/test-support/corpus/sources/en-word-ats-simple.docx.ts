// A US operations and supply-chain manager's "ATS-friendly" resume typed in Word from a blank document the way
// resume-scanner sites advise it (one column, no header or footer, no text boxes, no icons, standard headings; Letter,
// 0.7 in margins all round; Calibri 11, set here in Carlito when the machine has it, else in Liberation Sans), one page
// and a bit. What it has:
// - the name typed in capitals, bold and centred ('ANGELA M. PRUITT'), over one centred contact line split by typed
//   bullets ('Columbus, OH 43215 • (614) 555-0187 • e-mail • linkedin.com/in/…');
// - bold capital headings over a bottom border, left-aligned: PROFESSIONAL SUMMARY as one paragraph;
// - CORE COMPETENCIES as a borderless 3 × 3 table (Insert > Table, Borders > No Border) of short skills, one a cell,
//   no list marks ('S&OP Planning' with an ampersand);
// - PROFESSIONAL EXPERIENCE with each employer as one bold line 'COMPANY — City, ST' (the company typed in capitals,
//   an em dash, the place in mixed case; one company with a hyphen in it, 'SCOTTS MIRACLE-GRO'), then the title and
//   its dates on one line in italics split by a bar ('Operations Manager, Distribution | March 2021 – Present', the
//   title with a comma in it); at the first employer two titles (a promotion), the earlier one's line under the
//   later one's items with no second employer line; items in Word's default bulleted list (U+F0B7 in Symbol), most
//   with a figure, several over two lines;
// - EDUCATION one line a school, the degree in bold first: '**MBA, Operations Management** — The Ohio State
//   University, Fisher College of Business, 2016' (a comma inside the school's name, then the year after a comma);
// - CERTIFICATIONS in the same 'Name — Issuer, Year' shape as the schools ('APICS Certified Supply Chain
//   Professional (CSCP) — ASCM, 2019', 'Lean Six Sigma Green Belt — ASQ, 2017'): no schools, and not skills;
// - TECHNICAL SKILLS as '**Label:** list | **Label:** list' lines ('ERP: SAP S/4HANA, Oracle NetSuite | Analytics:
//   Power BI, Excel (advanced)', 'WMS/TMS: …'), a slash inside a label and inside a product's name.
// Word breaks the page where the text runs out, the headings kept with the next paragraph: page 1 ends with
// EDUCATION, page 2 holds CERTIFICATIONS and TECHNICAL SKILLS (in the rewrapped copy, its type a tenth larger, page 2
// starts inside the last job's items).
import { execFileSync } from 'node:child_process';
import { AlignmentType, BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { NO_BORDERS, para, wordDocument, wordVariant, type Expected, type Run } from './docx-kit';

const SCOTTS = 'SCOTTS MIRACLE-GRO';

export const expected: Expected = {
  language: 'en',
  name: 'ANGELA M. PRUITT',
  email: 'angela.pruitt@example.com',
  phone: '(614) 555-0187',
  location: 'Columbus, OH 43215',
  jobs: [
    {
      title: 'Operations Manager, Distribution',
      company: SCOTTS,
      start: '2021-03',
      end: 'present',
      bullets: [
        'Lead 6 supervisors and 140 associates across two distribution centers shipping 38 million units a year to home-improvement and mass retailers',
        'Raised peak-season order fill rate from 94.2% to 98.6% by rebuilding the labor plan around the weekly S&OP volume forecast',
        'Cut outbound freight cost per unit by 12% ($2.1M a year) by consolidating LTL shipments and rebidding 14 carrier lanes',
        'Led the warehouse and transportation cutover to SAP S/4HANA with zero missed customer shipments during go-live',
        'Reduced OSHA recordable incidents by 45% in two years through daily safety huddles and a forklift certification program',
      ],
    },
    {
      title: 'Supply Chain Planning Supervisor',
      company: SCOTTS,
      start: '2018-06',
      end: '2021-02',
      bullets: [
        'Supervised 5 demand and supply planners for the lawn fertilizer category ($420M in annual sales)',
        'Improved forecast accuracy from 68% to 81% by adding retailer point-of-sale data and weather signals to the statistical model',
        'Lowered finished-goods inventory by $9.5M while holding the customer service level at 97%',
      ],
    },
    {
      title: 'Supply Chain Analyst',
      company: 'ABBOTT NUTRITION',
      start: '2014-08',
      end: '2018-05',
      bullets: [
        'Built Power BI dashboards tracking on-time delivery and inventory turns for 11 co-manufacturers',
        'Found $1.3M in annual savings by rationalizing 240 slow-moving SKUs with the brand teams',
        'Reallocated raw materials across three plants during a 2016 packaging supplier shortage, avoiding any line stoppage',
      ],
    },
    {
      title: 'Operations Supervisor',
      company: 'DHL SUPPLY CHAIN',
      start: '2011-07',
      end: '2014-07',
      bullets: [
        'Supervised a second-shift team of 35 in a 600,000 sq. ft. contract warehouse for a national apparel retailer',
        'Raised pick accuracy from 99.1% to 99.8% with RF scanning audits and weekly one-on-one coaching',
        'Trained 60+ new hires on receiving, putaway and cycle count procedures',
      ],
    },
  ],
  schools: [
    {
      school: 'The Ohio State University, Fisher College of Business',
      degree: 'MBA, Operations Management',
      end: '2016',
    },
    { school: 'Ohio University', degree: 'BBA, Supply Chain Management', end: '2011' },
  ],
  skills: [
    'Demand Planning',
    'S&OP Planning',
    'Inventory Optimization',
    'Warehouse Operations',
    'Transportation Management',
    'Vendor Management',
    'Continuous Improvement',
    'KPI Dashboards',
    'Team Leadership',
    'SAP S/4HANA',
    'Oracle NetSuite',
    'Power BI',
    'Excel (advanced)',
    'Manhattan SCALE',
    'Blue Yonder TMS',
    'Kinaxis RapidResponse',
  ],
};

type Job = (typeof expected.jobs)[0];
const [manager, planning, abbott, dhl] = expected.jobs as [Job, Job, Job, Job];

/** Calibri's metric twin if fontconfig knows it (Debian's fonts-crosextra-carlito), else Liberation Sans. */
function bodyFont() {
  try {
    const found = execFileSync('fc-list', [':family=Carlito', 'family'], { encoding: 'utf8' });
    return found.trim() ? 'Carlito' : 'Liberation Sans';
  } catch {
    return 'Liberation Sans';
  }
}

const WORD_BULLET = { text: '\uf0b7', font: 'Symbol' };
/** Letter with 0.7 in margins all round: 12240 − 2 × 1008 twips. */
const MARGIN = 1008;
const WIDTH = 12240 - 2 * MARGIN;
/** A size the author set by hand, scaled with the document's type for the rewrapped copy. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const centred = (runs: Run | Run[], after = 20) => para(runs, { alignment: AlignmentType.CENTER, spacing: { after } });

/** A heading: bold capitals over a bottom border, kept with what follows. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 200, after: 80 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(24) })],
  });

/** 'COMPANY — City, ST' in bold on one line. */
const employer = (company: string, place: string) =>
  para({ text: `${company} — ${place}`, bold: true }, { spacing: { before: 120, after: 0 }, keepNext: true });
/** 'Title | Month YYYY – Month YYYY' in italics. */
const role = (title: string, dates: string, before = 0) =>
  para({ text: `${title} | ${dates}`, italics: true }, { spacing: { before, after: 40 }, keepNext: true });
/** An item of Word's bulleted list, no space between items. */
const item = (text: string) => para(text, { numbering: { reference: 'bullets', level: 0 }, spacing: { after: 0 } });
const items = (job: Job) => job.bullets.map(item);

/** Core competencies: a 3 × 3 table without borders, one short skill a cell, no list marks. */
const third = Math.floor(WIDTH / 3);
const competencies = new Table({
  width: { size: third * 3, type: WidthType.DXA },
  columnWidths: [third, third, third],
  borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
  rows: [0, 3, 6].map(
    (i) =>
      new TableRow({
        children: expected.skills.slice(i, i + 3).map(
          (s) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: third, type: WidthType.DXA },
              children: [para(s, { spacing: { after: 40 } })],
            }),
        ),
      }),
  ),
});

/** '**Label:** list | **Label:** list'. */
const labelled = (pairs: ReadonlyArray<[string, string]>) =>
  para(
    pairs.flatMap(([label, list], i): Run[] => [...(i ? [' | '] : []), { text: `${label}: `, bold: true }, list]),
    { spacing: { after: 40 } },
  );

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        children: [
          centred({ text: expected.name, bold: true, size: sz(36) }, 40),
          centred(`${expected.location} • ${expected.phone} • ${expected.email} • linkedin.com/in/angelapruitt`, 40),
          heading('PROFESSIONAL SUMMARY'),
          para(
            'Operations and supply chain manager with 13 years in consumer-products distribution, demand planning ' +
              'and third-party logistics. Runs multi-site warehouse teams, ties labor and inventory plans to the ' +
              'S&OP forecast, and leads ERP and WMS rollouts that go live without missed shipments. APICS CSCP and ' +
              'Lean Six Sigma Green Belt.',
          ),
          heading('CORE COMPETENCIES'),
          competencies,
          heading('PROFESSIONAL EXPERIENCE'),
          employer(SCOTTS, 'Marysville, OH'),
          role(manager.title, 'March 2021 – Present'),
          ...items(manager),
          role(planning.title, 'June 2018 – February 2021', 100),
          ...items(planning),
          employer(abbott.company, 'Columbus, OH'),
          role(abbott.title, 'August 2014 – May 2018'),
          ...items(abbott),
          employer(dhl.company, 'Groveport, OH'),
          role(dhl.title, 'July 2011 – July 2014'),
          ...items(dhl),
          heading('EDUCATION'),
          para(
            [
              { text: 'MBA, Operations Management', bold: true },
              ' — The Ohio State University, Fisher College of Business, 2016',
            ],
            { spacing: { after: 40 } },
          ),
          para([{ text: 'BBA, Supply Chain Management', bold: true }, ' — Ohio University, 2011']),
          heading('CERTIFICATIONS'),
          para([{ text: 'APICS Certified Supply Chain Professional (CSCP)', bold: true }, ' — ASCM, 2019'], {
            spacing: { after: 40 },
          }),
          para([{ text: 'Lean Six Sigma Green Belt', bold: true }, ' — ASQ, 2017']),
          heading('TECHNICAL SKILLS'),
          labelled([
            ['ERP', 'SAP S/4HANA, Oracle NetSuite'],
            ['Analytics', 'Power BI, Excel (advanced)'],
          ]),
          labelled([
            ['WMS/TMS', 'Manhattan SCALE, Blue Yonder TMS'],
            ['Planning', 'Kinaxis RapidResponse'],
          ]),
        ],
      },
    ],
    bodyFont(),
    22,
    WORD_BULLET,
  );

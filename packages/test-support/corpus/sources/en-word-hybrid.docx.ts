// A mid-career US procurement and logistics manager's 'hybrid' (combination) resume typed in Word 2016 from a blank
// document (Letter, the 'Moderate' margins of 1 in top and bottom and 0.75 in left and right; the Normal style kept
// with Word 2016's 8 pt after each paragraph and 1.08 line spacing, its Calibri made 10.5 to hold two pages, set in the
// wider Noto Sans by the PDF's maker; the contact line in 10): the name centred in bold small capitals (typed in mixed
// case, Font > Small caps) over one centred contact line split by ' | ' with a street address and an apartment ('1207
// Oak Hollow Dr, Apt 4B, Charlotte, NC 28211 | phone | e-mail | LinkedIn', the e-mail a blue link by AutoFormat, the
// line wrapping in the wider font so that the LinkedIn address sits alone on a second centred line);
// headings in bold dark-blue capitals over a bottom border; SUMMARY OF QUALIFICATIONS as four items of Word's bulleted
// list (List Paragraph, U+F0B7 in Symbol); CORE COMPETENCIES as nine short phrases in a borderless table of three
// columns read across the rows, plain text in the cells (no list marks), each cell carrying the Normal style's space
// after; PROFESSIONAL EXPERIENCE where each job is one bold paragraph 'Title, Company — City, ST<TAB>01/2019 – Present'
// with MM/YYYY dates on a right tab stop at the margin (a company name with its own comma: 'Lowe’s Companies, Inc.'),
// an italic one-sentence scope paragraph, a paragraph that is only the bold run 'Key Achievements:', then the items;
// at Lowe’s a promotion: the earlier title on a bold line of its own ('Buyer<TAB>06/2014 – 02/2017', no company, no
// place) with its own items straight under it; a summer internship typed with '05/2010 - 08/2010' (a hyphen AutoCorrect
// left alone at the end of the line); EDUCATION & CERTIFICATIONS as '**B.S., Supply Chain Management** — University of
// North Carolina at Charlotte, 2011' and certifications one a line ('APICS CSCP, 2016'), which are no schools; the
// page number alone in the footer (Insert > Page Number > Plain Number 2). Two pages: Word breaks where the text runs
// out, no 'keep with next' set by hand (here between the Lowe’s scope sentence and its 'Key Achievements:'; the
// rewrapped copy, its type a tenth larger, runs onto a third page). An empty paragraph typed after the summary's items.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  LevelFormat,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

const LOWES = 'Lowe’s Companies, Inc.';

export const expected: Expected = {
  language: 'en',
  name: 'Gregory A. Pruitt',
  email: 'greg.pruitt@example.com',
  phone: '(704) 555-0186',
  location: '1207 Oak Hollow Dr, Apt 4B, Charlotte, NC 28211',
  jobs: [
    {
      title: 'Procurement Manager',
      company: 'Piedmont Foodservice Group',
      start: '2019-01',
      end: 'present',
      bullets: [
        'Delivered $6.4M in negotiated savings over five years on packaging, disposables, MRO and inbound freight while holding case fill rate above 98.5%',
        'Consolidated the packaging supplier base from 31 vendors to 12 through two RFP rounds, cutting unit cost by 11% and purchase orders by 40%',
        'Led the move from spreadsheets and e-mail to Coupa for requisitions, approvals and contracts; 94% of spend now flows through catalogs or contracts',
        'Built a monthly supplier scorecard (on-time, in-full, quality holds) that reduced late inbound deliveries from 14% to 5%',
        'Negotiated fuel surcharge caps with three regional LTL carriers during the 2022 diesel spike, avoiding $780K in accessorial charges',
      ],
    },
    {
      title: 'Senior Buyer',
      company: LOWES,
      start: '2017-03',
      end: '2018-12',
      bullets: [
        'Raised gross margin on the outdoor power equipment category by 2.3 points through cost-down negotiations and a new private-label line',
        'Reworked order quantities and lead times with the demand planning team, lowering weeks of supply from 11.2 to 8.6 without lost sales',
        'Onboarded four offshore suppliers in Vietnam and Mexico, coordinating factory audits, compliance testing and first shipments',
      ],
    },
    {
      title: 'Buyer',
      company: LOWES,
      start: '2014-06',
      end: '2017-02',
      bullets: [
        'Purchased $95M a year of seasonal patio and grilling products for 1,700 stores, placing import orders nine months ahead of the season',
        'Cut end-of-season markdowns by $2.1M by moving slow sellers to ship-to-store and store-level allocation',
        'Resolved vendor chargeback disputes with accounts payable, recovering $340K in deductions taken in error',
      ],
    },
    {
      title: 'Logistics Coordinator',
      company: 'Carolina Freight Solutions, LLC',
      start: '2011-08',
      end: '2014-05',
      bullets: [
        'Booked and tracked 250+ truckload and LTL shipments a week for 35 retail and manufacturing customers',
        'Built carrier rate comparisons in Excel that lowered average cost per load by 7% on the company’s top 20 lanes',
        'Handled claims for freight loss and damage, closing 90% within 30 days',
      ],
    },
    {
      title: 'Operations Intern',
      company: 'Family Dollar Stores',
      start: '2010-05',
      end: '2010-08',
      bullets: [
        'Audited slotting in the Matthews distribution center and proposed moves that shortened picker travel by 9%',
        'Collected and cleaned receiving data for a dock scheduling pilot',
      ],
    },
  ],
  schools: [
    {
      school: 'University of North Carolina at Charlotte',
      degree: 'B.S., Supply Chain Management',
      end: '2011',
    },
  ],
  skills: [
    'Strategic Sourcing',
    'Supplier Negotiation',
    'Contract Management',
    'Spend Analysis',
    'Demand Planning',
    'Inventory Optimization',
    'Transportation Management (TMS)',
    'Vendor Scorecards & KPIs',
    'SAP S/4HANA (MM) & Coupa',
  ],
};

type Job = (typeof expected.jobs)[0];
const [piedmont, seniorBuyer, buyer, freight, intern] = expected.jobs as [Job, Job, Job, Job, Job];

/** Letter with Word's 'Moderate' margins: 1 in top and bottom, 0.75 in left and right; 7 in of text. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1440, bottom: 1440, left: 1080, right: 1080, header: 720, footer: 720 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const NAVY = '1F3864';

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

  const p = (
    runs: Array<IRunOptions | ExternalHyperlink>,
    options: Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'> = {},
  ) => new Paragraph({ ...options, children: runs.map((r) => (r instanceof ExternalHyperlink ? r : new TextRun(r))) });

  /** An item of Word's bulleted list (Home > Bullets): List Paragraph, whose contextual spacing drops the 8 pt. */
  const item = (text: string) =>
    new Paragraph({
      style: 'ListParagraph',
      numbering: { reference: 'word-bullets', level: 0 },
      children: [new TextRun(text)],
    });

  /** A run of items: no space between them; the last one's 8 pt after comes back before the next Normal paragraph. */
  const items = (list: readonly string[]) => list.map(item);

  /** A heading: bold dark-blue capitals with a bottom border (Home > Borders > Bottom Border). */
  const heading = (text: string) =>
    p([{ text, bold: true, size: sz(24), color: NAVY }], {
      spacing: { before: 120, after: 120 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: NAVY, space: 1 } },
    });

  /** A job's line: 'Title, Company — City, ST' in bold, the dates on a right tab stop at the margin. */
  const TAB = [{ type: TabStopType.RIGHT, position: WIDTH }];
  const jobLine = (job: Job, place: string, dates: string) =>
    p([{ text: `${job.title}, ${job.company} — ${place}\t${dates}`, bold: true }], {
      tabStops: TAB,
      spacing: { after: 0 },
    });
  /** The promotion's earlier title on a line of its own, no company or place. */
  const titleLine = (title: string, dates: string) =>
    p([{ text: `${title}\t${dates}`, bold: true }], { tabStops: TAB, spacing: { before: 120, after: 0 } });

  const scope = (text: string) => p([{ text, italics: true }], { spacing: { after: 60 } });
  const keyAchievements = () => p([{ text: 'Key Achievements:', bold: true }], { spacing: { after: 0 } });

  /** Core competencies: three to a row of a borderless table (Borders > No Border), plain text in Normal cells. */
  const third = Math.floor(WIDTH / 3);
  const competencies = new Table({
    width: { size: third * 3, type: WidthType.DXA },
    columnWidths: [third, third, third],
    borders: {
      ...NO_BORDERS,
      insideHorizontal: NO_BORDERS.top,
      insideVertical: NO_BORDERS.top,
    },
    rows: [0, 3, 6].map(
      (i) =>
        new TableRow({
          children: expected.skills.slice(i, i + 3).map(
            (s) =>
              new TableCell({
                borders: NO_BORDERS,
                width: { size: third, type: WidthType.DXA },
                children: [p([{ text: s }])],
              }),
          ),
        }),
    ),
  });

  const children = [
    p([{ text: 'Gregory A. Pruitt', bold: true, smallCaps: true, size: sz(40) }], {
      alignment: AlignmentType.CENTER,
      spacing: { after: 40 },
    }),
    p(
      [
        { text: `${expected.location} | ${expected.phone} | `, size: sz(20) },
        new ExternalHyperlink({
          link: `mailto:${expected.email}`,
          children: [new TextRun({ text: expected.email!, style: 'Hyperlink', size: sz(20) })],
        }),
        { text: ' | linkedin.com/in/gregpruitt', size: sz(20) },
      ],
      { alignment: AlignmentType.CENTER },
    ),
    heading('SUMMARY OF QUALIFICATIONS'),
    ...items([
      'Procurement and logistics professional with 13+ years in foodservice distribution, big-box retail and third-party freight',
      'Manage $85M+ in annual spend across packaging, disposables, MRO and inbound transportation',
      'Track record of $6.4M in negotiated savings since 2019 with no loss of fill rate or service level',
      'Hands-on with SAP S/4HANA, Coupa, Oracle JD Edwards, MercuryGate TMS and advanced Excel (Power Query, pivot tables)',
    ]),
    p([]),
    heading('CORE COMPETENCIES'),
    competencies,
    heading('PROFESSIONAL EXPERIENCE'),
    jobLine(piedmont, 'Charlotte, NC', '01/2019 – Present'),
    scope(
      'Lead sourcing and purchasing for a broadline foodservice distributor with $1.1B in sales and five ' +
        'distribution centers, managing a team of six buyers.',
    ),
    keyAchievements(),
    ...items(piedmont.bullets),
    jobLine(seniorBuyer, 'Mooresville, NC', '03/2017 – 12/2018'),
    scope(
      'Owned buying for the outdoor power equipment category ($240M a year) across 1,700 U.S. stores, working ' +
        'with 40 domestic and import suppliers.',
    ),
    keyAchievements(),
    ...items(seniorBuyer.bullets),
    titleLine(buyer.title, '06/2014 – 02/2017'),
    ...items(buyer.bullets),
    jobLine(freight, 'Charlotte, NC', '08/2011 – 05/2014'),
    scope('Coordinated truckload and LTL freight for a non-asset brokerage serving the Southeast.'),
    keyAchievements(),
    ...items(freight.bullets),
    jobLine(intern, 'Matthews, NC', '05/2010 - 08/2010'),
    scope('Summer internship in the distribution center operations group.'),
    ...items(intern.bullets),
    heading('EDUCATION & CERTIFICATIONS'),
    p([
      { text: 'B.S., Supply Chain Management', bold: true },
      { text: ' — University of North Carolina at Charlotte, 2011' },
    ]),
    p([{ text: 'APICS CSCP, 2016' }], { spacing: { after: 0 } }),
    p([{ text: 'ISM Certified Professional in Supply Management (CPSM), 2020' }], { spacing: { after: 0 } }),
    p([{ text: 'Lean Six Sigma Green Belt, 2015' }]),
  ];

  const footer = new Footer({
    children: [
      new Paragraph({
        style: 'Footer',
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: [PageNumber.CURRENT] })],
      }),
    ],
  });

  const doc = new Document({
    creator: 'Greg Pruitt',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: sz(21) },
          paragraph: { spacing: { before: 0, after: 160, line: 259, lineRule: LineRuleType.AUTO } },
        },
      },
      paragraphStyles: [
        {
          id: 'ListParagraph',
          name: 'List Paragraph',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { indent: { left: 720 }, contextualSpacing: true },
        },
        {
          id: 'Footer',
          name: 'footer',
          basedOn: 'Normal',
          paragraph: {
            spacing: { after: 0, line: 240, lineRule: LineRuleType.AUTO },
            tabStops: [
              { type: TabStopType.CENTER, position: 4680 },
              { type: TabStopType.RIGHT, position: 9360 },
            ],
          },
        },
      ],
      characterStyles: [
        {
          id: 'Hyperlink',
          name: 'Hyperlink',
          basedOn: 'DefaultParagraphFont',
          run: { color: '0563C1', underline: { type: 'single' } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'word-bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [{ properties: { page: { size: PAGE, margin: MARGIN } }, footers: { default: footer }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

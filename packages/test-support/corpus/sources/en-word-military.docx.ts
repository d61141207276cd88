// A US Army veteran's transition resume typed in Word 2016 on a blank document (Letter, margins narrowed to 0.7 in,
// Normal changed to Calibri 11 with no space after and single lines; Calibri is set in Noto Sans by the PDF's maker,
// wider), the way transition-assistance workshops and veterans' job boards show it. What it has:
// - the name in bold capitals centred over one centred line split by typed bullets: 'Killeen, TX 76542 • (254)
//   555-0176 • e-mail • Active Secret Clearance' (the e-mail made a blue link by AutoCorrect; the clearance is no
//   place);
// - headings in bold capitals over a bottom border (Home > Borders), PROFESSIONAL SUMMARY justified;
// - CORE SKILLS as two columns typed with tabs: each line 'Skill<TAB><TAB>…Skill' pressing Tab until the second
//   column lines up at Word's default stops (every 0.5 in), two to five tabs by the length of the first skill, so the
//   rewrapped copy, its type a tenth larger, no longer lines up;
// - PROFESSIONAL EXPERIENCE with the civilian job after the service first, in the shape of the template it was copied
//   from: the title in bold with 'JUL 2021 – PRESENT' on a right tab stop, then 'Amazon – Austin, TX' in italics;
//   then the Army: one bold employer line in capitals 'U.S. ARMY, Fort Cavazos, TX' with no dates over two roles
//   (a promotion), each a bold title with the rank in brackets ('Platoon Sergeant (E-7)', 'Logistics Operations NCO
//   (E-6)') and its dates in capitals on the right tab ('MAR 2015 – JUN 2021', 'AUG 2011 – FEB 2015'); the Reserve
//   the other way round, 'U.S. Army Reserve, Houston, TX' in mixed case with the dates on its right tab over the
//   title alone; 3 to 5 items each with Word's default mark (U+F0B7 in Symbol, List Paragraph) and figures ('$4.2M in
//   equipment', '42 Soldiers', '99.8%'), one with years of its own ('Deployed to Iraq for 12 months (2008 – 2009)');
// - EDUCATION as '**B.S. Business Administration**, University of Maryland Global Campus<TAB>2019' and, in the same
//   shape, 'Senior Leader Course, U.S. Army<TAB>2016': Army training, no school;
// - AWARDS as list items ('Bronze Star Medal', 'Army Commendation Medal (3)') after the last job's items, which are
//   not its items; CERTIFICATIONS as 'Name, Issuer<TAB>Year' lines (PMP, Lean Six Sigma Green Belt), no schools.
// Word breaks the page where the text runs out (nothing kept with the next paragraph by hand).
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

const ARMY = 'U.S. ARMY';

export const expected: Expected = {
  language: 'en',
  name: 'TERRENCE L. HOLLOWAY',
  email: 'terrence.holloway@example.com',
  phone: '(254) 555-0176',
  location: 'Killeen, TX 76542',
  jobs: [
    {
      title: 'Operations Manager',
      company: 'Amazon',
      start: '2021-07',
      end: 'present',
      bullets: [
        'Lead 6 area managers and 240 associates across inbound and outbound at a 1M sq ft fulfillment center',
        'Raised outbound units per hour by 17% in 2023 by rebalancing labor between pick, pack and ship docks',
        'Cut recordable safety incidents by 38% year over year with daily Gemba walks and a near-miss reporting board',
        'Manage a $3.1M annual labor budget and weekly staffing plans for peak volumes of 180,000 units a day',
      ],
    },
    {
      title: 'Platoon Sergeant (E-7)',
      company: ARMY,
      start: '2015-03',
      end: '2021-06',
      bullets: [
        'Led, trained and mentored 42 Soldiers in a transportation platoon, accountable for $4.2M in equipment with zero losses',
        'Planned and executed 300+ convoy operations covering 150,000 miles without a single major accident',
        'Raised the platoon’s vehicle readiness rate from 78% to 96% in 10 months by reorganizing maintenance schedules',
        'Moved 60 vehicles and containers by rail and sea for a 9-month rotation to Poland with no damaged equipment',
        'Counseled and evaluated 12 NCOs; 9 were promoted to the next grade during my time as Platoon Sergeant',
      ],
    },
    {
      title: 'Logistics Operations NCO (E-6)',
      company: ARMY,
      start: '2011-08',
      end: '2015-02',
      bullets: [
        'Coordinated supply and transportation for a 700-Soldier battalion with an annual budget of $1.8M',
        'Tracked 3,400 line items of property in GCSS-Army, closing each fiscal year with 99.8% inventory accuracy',
        'Cut average order processing time from 10 days to 4 by building a shared tracking log for 5 companies',
        'Supervised 8 supply specialists; 3 were selected for promotion ahead of their peers',
      ],
    },
    {
      title: 'Transportation Squad Leader (E-5)',
      company: 'U.S. Army Reserve',
      start: '2005-09',
      end: '2011-07',
      bullets: [
        'Led a 9-Soldier truck squad moving 2,500 tons of cargo during annual training missions',
        'Deployed to Iraq for 12 months (2008 – 2009); drove 12,000 accident-free miles in fuel and supply convoys',
        'Loaded 45 vehicles by rail as the company’s unit movement NCO for 2 mobilization exercises',
      ],
    },
  ],
  schools: [{ school: 'University of Maryland Global Campus', degree: 'B.S. Business Administration', end: '2019' }],
  skills: [
    'Operations Management',
    'Supply Chain & Logistics',
    'Team Leadership (40+ personnel)',
    'Property Accountability',
    'Process Improvement',
    'Risk Management',
    'Training & Development',
    'Inventory Control (GCSS-Army)',
    'Budget Management',
    'Microsoft Office Suite',
  ],
};

type Job = (typeof expected.jobs)[0];
const [amazon, platoon, logistics, reserve] = expected.jobs as [Job, Job, Job, Job];

/** Letter with 0.7 in margins all round: 7.1 in of text. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1008, bottom: 1008, left: 1008, right: 1008, header: 720, footer: 720 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type Child = string | IRunOptions | ExternalHyperlink;
type Options = Omit<ConstructorParameters<typeof Paragraph>[0] & object, 'children'>;
const p = (children: Child[], options: Options = {}) =>
  new Paragraph({
    ...options,
    children: children.map((c) =>
      c instanceof ExternalHyperlink ? c : new TextRun(typeof c === 'string' ? { text: c } : c),
    ),
  });
const bold = (text: string): IRunOptions => ({ text, bold: true });
const italic = (text: string): IRunOptions => ({ text, italics: true });

/** A heading: bold capitals over a bottom border. */
const heading = (text: string) =>
  p([{ text, bold: true, size: sz(24) }], {
    spacing: { before: 180, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
  });

/** A right tab stop at the margin, set on the ruler. */
const TAB = [{ type: TabStopType.RIGHT, position: WIDTH }];
const dated = (left: Child[], dates: string, before = 0) =>
  p([...left, `\t${dates}`], { tabStops: TAB, spacing: { before, after: 0 } });

/** Word's bulleted list (Home > Bullets): U+F0B7 in Symbol, List Paragraph. */
const item = (text: string, last = false) =>
  p([text], {
    style: 'ListParagraph',
    numbering: { reference: 'word-bullets', level: 0 },
    spacing: last ? { after: 100 } : undefined,
  });
const items = (list: readonly string[]) => list.map((b, i) => item(b, i === list.length - 1));

/**
 * CORE SKILLS: two skills a line, the second pushed to the 3 in default stop by as many tabs as it took on screen
 * (the author's count, fitted to the first skill's length).
 */
const skillRows: Array<[string, number, string]> = [
  ['Operations Management', 3, 'Supply Chain & Logistics'],
  ['Team Leadership (40+ personnel)', 2, 'Property Accountability'],
  ['Process Improvement', 3, 'Risk Management'],
  ['Training & Development', 3, 'Inventory Control (GCSS-Army)'],
  ['Budget Management', 3, 'Microsoft Office Suite'],
];

export const build = async () => {
  const children = [
    p([{ text: expected.name, bold: true, size: sz(36) }], { alignment: AlignmentType.CENTER, spacing: { after: 20 } }),
    p(
      [
        `${expected.location} • ${expected.phone} • `,
        new ExternalHyperlink({
          link: `mailto:${expected.email}`,
          children: [new TextRun({ text: expected.email!, style: 'Hyperlink' })],
        }),
        ' • Active Secret Clearance',
      ],
      { alignment: AlignmentType.CENTER, spacing: { after: 60 } },
    ),
    heading('PROFESSIONAL SUMMARY'),
    p(
      [
        'Operations manager and U.S. Army veteran with 16 years of experience leading logistics, transportation and ' +
          'warehouse teams of up to 240 people. Proven record of accounting for multimillion-dollar equipment, ' +
          'improving readiness and cutting cost and waste with Lean Six Sigma methods. PMP-certified leader who ' +
          'builds disciplined, safe and high-performing teams.',
      ],
      { alignment: AlignmentType.JUSTIFIED },
    ),
    heading('CORE SKILLS'),
    ...skillRows.map(([left, tabs, right]) => p([`${left}${'\t'.repeat(tabs)}${right}`])),
    heading('PROFESSIONAL EXPERIENCE'),
    dated([bold(amazon.title)], 'JUL 2021 – PRESENT'),
    p([italic('Amazon – Austin, TX')], { spacing: { after: 20 } }),
    ...items(amazon.bullets),
    p([bold('U.S. ARMY, Fort Cavazos, TX')], { spacing: { before: 60, after: 0 } }),
    dated([bold(platoon.title)], 'MAR 2015 – JUN 2021'),
    ...items(platoon.bullets),
    dated([bold(logistics.title)], 'AUG 2011 – FEB 2015'),
    ...items(logistics.bullets),
    dated([bold('U.S. Army Reserve, Houston, TX')], 'SEP 2005 – JUL 2011', 60),
    p([bold(reserve.title)]),
    ...items(reserve.bullets),
    heading('EDUCATION'),
    dated([bold('B.S. Business Administration'), ', University of Maryland Global Campus'], '2019'),
    dated(['Senior Leader Course, U.S. Army'], '2016'),
    heading('AWARDS'),
    item('Bronze Star Medal'),
    item('Army Commendation Medal (3)'),
    item('Army Achievement Medal (4)'),
    heading('CERTIFICATIONS'),
    dated(['Project Management Professional (PMP), Project Management Institute'], '2022'),
    dated(['Lean Six Sigma Green Belt, U.S. Army'], '2018'),
  ];

  const doc = new Document({
    creator: 'Terrence Holloway',
    lastModifiedBy: 'Terrence Holloway',
    title: 'Resume',
    // Word's default tab stops: every 0.5 in.
    defaultTabStop: 720,
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: sz(22), language: { value: 'en-US' } },
          paragraph: { spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO } },
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
    sections: [{ properties: { page: { size: PAGE, margin: MARGIN } }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

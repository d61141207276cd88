// A network engineer's CV from Bengaluru filled in from a free 'IT resume' template of WPS Office's gallery (WPS
// Writer, saved as .docx, the author name WPS gives an account it has not been told, 'WPS_…'), the kind sent to
// Naukri and to the consultants who call about L2 / L3 network jobs. A4 with WPS's 'narrow' 1.27 cm margins; like
// many of the gallery's two-column templates the whole page is ONE TABLE ROW of two borderless cells (fixed layout,
// the row at least a page high), which splits across the page break. What it has:
// - WPS's marks on the file: '宋体' as the East Asian font of every run, default tab stops of 420 twips, a document
//   grid of 312-twip lines (LibreOffice snaps the lines to it); the template's own runs (headings, the name, the
//   labels) keep the eastAsia font hint of its Chinese designer's input method, and the headline keeps the
//   template's full-width separators ('｜', U+FF5C, set in the CJK fallback font) between the parts he typed over;
// - the narrow left cell filled dark slate blue (cell shading) with white text: 'PERSONAL DETAILS' (letter-spaced,
//   over a thin light rule) with each label in bold over its value ('Date of Birth' / '14-06-1990', 'Gender',
//   'Marital Status', 'Nationality', 'Languages Known' / 'English, Kannada, Hindi and Tamil' wrapping in the cell),
//   then 'CONTACT' ('Mobile:' over '+91 98450 12345', 'E-mail:' over an address too long for the cell, broken
//   inside a word ('…network@exa' / 'mple.com'), 'Address:' over two lines typed as two paragraphs), then 'SKILLS' as Wingdings
//   round-dot items (U+F06C, white) wrapping in the cell; the shading goes on, empty, beside the row's part on page 2;
// - the wide right cell: the name in large bold capitals, the headline in the accent colour, headings as bold
//   capitals over a grey rule ('CAREER OBJECTIVE', 'WORK EXPERIENCE', 'EDUCATIONAL QUALIFICATION', 'DECLARATION'),
//   the objective justified;
// - each job as 'Company Name Pvt. Ltd., City' in bold, then 'Designation: …' and 'Duration: June 2018 to Till
//   Date' with bold labels ('August 2015 to May 2018', 'Jan 2014 to July 2015' with a month cut short), then
//   'Roles & Responsibilities:' bold and underlined over Wingdings arrow items (U+F0D8) justified and wrapping, an
//   empty paragraph between jobs; the row splits inside the second job's list, its last item at the top of page 2;
// - EDUCATIONAL QUALIFICATION as a bordered five-column table nested in the right cell with a shaded header row
//   (Qualification | Institution | Board/University | Year | Percentage): 'B.E. (Electronics & Communication)',
//   'PUC (PCMB)' and 'SSLC', institutions with their town after a comma, the narrow columns wrapping most cells
//   over two to four lines ('B.E. (Electronics' / '&' / 'Communication)', 'Dept. of Pre-' / 'University' / …),
//   'VTU, Belagavi', 'KSEEB', one year a row, percentages ('68.40%');
// - DECLARATION as the stock sentence, an empty paragraph, 'Place: Bengaluru', then 'Date:' with the name in
//   parentheses pushed right by typed tabs on the default stops.
import {
  AlignmentType,
  BorderStyle,
  Document,
  DocumentGridType,
  HeightRule,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  UnderlineType,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'NAVEEN KUMAR GOWDA',
  email: 'naveenkumar.gowda.network@example.com',
  phone: '+91 98450 12345',
  // The corpus joins an address's pieces with commas, whatever separators the page printed (see README).
  location: '#45, 3rd Main Road, Vijayanagar, Bengaluru – 560040, Karnataka',
  jobs: [
    {
      title: 'Network Engineer (L2)',
      company: 'Infosphere Networks Pvt. Ltd.',
      start: '2018-06',
      end: 'present',
      bullets: [
        'Managing the LAN and WAN network of 12 branch offices and 900+ users on Cisco Catalyst switches and ISR routers.',
        'Configuring VLANs, inter-VLAN routing, STP, OSPF and static routes as per the network design.',
        'Administering FortiGate 100F firewalls: firewall policies, NAT, IPsec site-to-site VPN and SSL VPN for remote users.',
        'Monitoring the network using PRTG and SolarWinds and resolving link down and high latency alerts within the SLA.',
        'Coordinating with the ISPs (Airtel, Tata Communications) for MPLS and ILL link issues and following up till closure.',
        'Handling the L2 escalations raised in ServiceNow and preparing the RCA for major incidents.',
        'Maintaining the network diagrams, the IP address sheet and the weekly backup of device configurations.',
      ],
    },
    {
      title: 'Desktop Support Engineer',
      company: 'Brightlink IT Services',
      start: '2015-08',
      end: '2018-05',
      bullets: [
        'Provided L1 and L2 desktop support to 350 users at the client site through phone, e-mail and remote tools.',
        'Installation and troubleshooting of Windows 7/10, MS Office, Outlook and antivirus software.',
        'Created user accounts, reset passwords and applied group policies in Active Directory.',
        'Configured network printers, scanners and biometric attendance devices.',
        'Maintained the IT asset inventory and logged AMC calls with the hardware vendors (Dell, HP, Lenovo).',
      ],
    },
    {
      title: 'Hardware & Networking Trainee',
      company: 'Sri Sai Computers',
      start: '2014-01',
      end: '2015-07',
      bullets: [
        'Assembled desktops and installed operating systems and drivers for retail and office customers.',
        'Crimped and tested CAT6 cables and set up small office networks with Wi-Fi routers.',
      ],
    },
  ],
  schools: [
    {
      school: 'Sri Siddhartha Institute of Technology',
      degree: 'B.E. (Electronics & Communication)',
      end: '2013',
    },
    { school: 'Government PU College', degree: 'PUC (PCMB)', end: '2009' },
    { school: 'Sri Ramakrishna Vidyashala', degree: 'SSLC', end: '2007' },
  ],
  skills: [
    'Cisco Routers and Switches',
    'Routing & Switching (OSPF, EIGRP, VLAN, STP)',
    'FortiGate and Sophos Firewalls',
    'Site-to-Site and SSL VPN',
    'Windows Server 2016 / 2019',
    'Active Directory & GPO',
    'DNS / DHCP Administration',
    'Office 365 & Exchange Online',
    'VMware ESXi 6.7',
    'PRTG & SolarWinds Monitoring',
    'ServiceNow Ticketing',
    'Hardware & OS Troubleshooting',
  ],
};

// A4 with WPS's 'narrow' margins (1.27 cm); the left column 6 cm, the right one the rest.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 720;
const WIDTH = PAGE.width - 2 * MARGIN;
const LEFT = 3402;
const RIGHT = WIDTH - LEFT;
const LEFT_PAD = { top: 397, bottom: 284, left: 284, right: 227 };
const RIGHT_PAD = { top: 340, bottom: 284, left: 340, right: 113 };
/** The room inside the right cell for the nested table. */
const INNER = RIGHT - RIGHT_PAD.left - RIGHT_PAD.right;

const SLATE = '2B3E55';
const RULE = '8EA3BB';
const SOFT = 'E4EAF1';
const ACCENT = '2F6FA7';
const GREY = 'A6A6A6';

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A font as WPS writes it on a run: the Latin faces named, '宋体' for East Asian text. */
const face = (name: string, hint?: string) => ({
  ascii: name,
  hAnsi: name,
  cs: name,
  eastAsia: '宋体',
  ...(hint ? { hint } : {}),
});
const ARIAL = face('Arial');
/** The template's own runs, typed by its designer with a Chinese input method on. */
const TEMPLATE = face('Arial', 'eastAsia');

type Piece = string | IRunOptions;
type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

const runs = (pieces: Piece | Piece[], base: IRunOptions = {}) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) => new TextRun({ font: ARIAL, size: sz(20), ...base, ...(typeof p === 'string' ? { text: p } : p) }),
  );

const line = (pieces: Piece | Piece[], after = 0, more: ParagraphOptions = {}, base: IRunOptions = {}) =>
  new Paragraph({ spacing: { before: 0, after, line: 240 }, ...more, children: runs(pieces, base) });

// The left cell.

/** A heading of the left cell: white letter-spaced capitals over a thin light rule. */
const sideHeading = (text: string, first = false) =>
  new Paragraph({
    spacing: { before: first ? 0 : 360, after: 140, line: 240 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: RULE, space: 3 } },
    children: [new TextRun({ text, bold: true, color: 'FFFFFF', size: sz(22), font: TEMPLATE, characterSpacing: 20 })],
  });

const WHITE: IRunOptions = { color: 'FFFFFF', size: sz(18) };

/** The template's label in bold white, its value under it in a paler colour. */
const sideLabel = (label: string) => line({ text: label, bold: true, font: TEMPLATE }, 20, { keepNext: true }, WHITE);
const sideValue = (value: string, after = 100) => line(value, after, {}, { ...WHITE, color: SOFT });

const sideItem = (text: string) => line(text, 60, { numbering: { reference: 'dots', level: 0 } }, WHITE);

function leftCell() {
  return [
    sideHeading('PERSONAL DETAILS', true),
    sideLabel('Date of Birth'),
    sideValue('14-06-1990'),
    sideLabel('Gender'),
    sideValue('Male'),
    sideLabel('Marital Status'),
    sideValue('Married'),
    sideLabel('Nationality'),
    sideValue('Indian'),
    sideLabel('Languages Known'),
    sideValue('English, Kannada, Hindi and Tamil'),
    sideHeading('CONTACT'),
    sideLabel('Mobile:'),
    sideValue(expected.phone!),
    sideLabel('E-mail:'),
    sideValue(expected.email!),
    sideLabel('Address:'),
    // Typed as two paragraphs, the way the template's placeholder had it.
    sideValue('#45, 3rd Main Road, Vijayanagar,', 0),
    sideValue('Bengaluru – 560040, Karnataka'),
    sideHeading('SKILLS'),
    ...expected.skills.map(sideItem),
  ];
}

// The right cell.

/** A heading of the right cell: bold slate capitals over a grey rule. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 280, after: 120, line: 240 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: GREY, space: 2 } },
    children: [new TextRun({ text, bold: true, color: SLATE, size: sz(24), font: TEMPLATE, characterSpacing: 10 })],
  });

/** 'Label: value' with the label in bold, as he typed each job's lines. */
const labelled = (label: string, value: string, after = 0) =>
  line([{ text: `${label}: `, bold: true }, value], after, { keepNext: true });

const item = (text: string) =>
  line(text, 40, { numbering: { reference: 'arrows', level: 0 }, alignment: AlignmentType.JUSTIFIED });

type Job = (typeof expected.jobs)[0];

const job = (j: Job, city: string, duration: string) => [
  line({ text: `${j.company}, ${city}`, bold: true, size: sz(21) }, 40, { keepNext: true }),
  labelled('Designation', j.title),
  labelled('Duration', duration, 80),
  line({ text: 'Roles & Responsibilities:', bold: true, underline: { type: UnderlineType.SINGLE } }, 40, {
    keepNext: true,
  }),
  ...j.bullets.map(item),
  line(''),
];

const single = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const GRID = { top: single, bottom: single, left: single, right: single };

function educationTable() {
  const widths = [1480, 1720, 1560, 640];
  widths.push(INNER - widths.reduce((a, b) => a + b, 0));
  const cell = (text: string, i: number, header: boolean) =>
    new TableCell({
      borders: GRID,
      margins: { top: 40, bottom: 40, left: 80, right: 80 },
      verticalAlign: VerticalAlign.CENTER,
      width: { size: widths[i]!, type: WidthType.DXA },
      ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9E2EC' } } : {}),
      children: [
        line(
          header ? { text, bold: true, font: TEMPLATE } : text,
          0,
          {
            alignment: header || i >= 3 ? AlignmentType.CENTER : AlignmentType.LEFT,
          },
          { size: sz(18) },
        ),
      ],
    });
  const [be, puc, sslc] = expected.schools as Array<(typeof expected.schools)[0]>;
  const rows = [
    ['Qualification', 'Institution', 'Board/University', 'Year', 'Percentage'],
    [be!.degree!, `${be!.school}, Tumakuru`, 'VTU, Belagavi', be!.end!, '68.40%'],
    [puc!.degree!, `${puc!.school}, Kunigal`, 'Dept. of Pre-University Education, Karnataka', puc!.end!, '74.50%'],
    [sslc!.degree!, `${sslc!.school}, Kunigal`, 'KSEEB', sslc!.end!, '81.28%'],
  ];
  return new Table({
    width: { size: INNER, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    rows: rows.map((r, row) => new TableRow({ children: r.map((text, i) => cell(text, i, row === 0)) })),
  });
}

/** The tabs he typed after 'Date:' until his name sat at the right of the cell. */
const DATE_TABS = 7;

function rightCell() {
  const [infosphere, brightlink, sriSai] = expected.jobs as [Job, Job, Job];
  return [
    new Paragraph({
      spacing: { before: 0, after: 60, line: 240 },
      children: [new TextRun({ text: expected.name, bold: true, color: SLATE, size: sz(50), font: TEMPLATE })],
    }),
    new Paragraph({
      spacing: { before: 0, after: 80, line: 240 },
      children: [
        new TextRun({
          text: 'Network Engineer ｜ IT Infrastructure Support ｜ CCNA Certified',
          color: ACCENT,
          size: sz(22),
          font: TEMPLATE,
        }),
      ],
    }),
    heading('CAREER OBJECTIVE'),
    line(
      'To work as a Network Engineer in a reputed organization where I can utilize my 10+ years of experience in ' +
        'network administration, firewall management and IT infrastructure support, learn new technologies and ' +
        'contribute to the growth of the organization.',
      0,
      { alignment: AlignmentType.JUSTIFIED },
    ),
    heading('WORK EXPERIENCE'),
    ...job(infosphere, 'Bengaluru', 'June 2018 to Till Date'),
    ...job(brightlink, 'Mysuru', 'August 2015 to May 2018'),
    ...job(sriSai, 'Tumakuru', 'Jan 2014 to July 2015'),
    heading('EDUCATIONAL QUALIFICATION'),
    educationTable(),
    heading('DECLARATION'),
    line(
      'I hereby declare that all the information mentioned above is true and correct to the best of my knowledge ' +
        'and belief.',
      0,
      { alignment: AlignmentType.JUSTIFIED },
    ),
    line(''),
    line('Place: Bengaluru', 40),
    line(['Date:', '\t'.repeat(DATE_TABS), { text: `(${expected.name})`, bold: true }]),
  ];
}

const wpsLevel = (text: string, run: IRunOptions, indent: { left: number; hanging: number }) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent }, run },
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'WPS_1596203847',
    lastModifiedBy: 'Naveen Kumar',
    defaultTabStop: 420,
    styles: {
      default: {
        document: { run: { font: ARIAL, size: sz(20) }, paragraph: { spacing: { after: 0 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: 'dots',
          levels: [
            wpsLevel('\uf06c', { font: 'Wingdings', color: 'FFFFFF', size: sz(14) }, { left: 300, hanging: 300 }),
          ],
        },
        { reference: 'arrows', levels: [wpsLevel('\uf0d8', { font: 'Wingdings' }, { left: 420, hanging: 420 })] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 567, footer: 567 },
          },
          grid: { type: DocumentGridType.LINES, linePitch: 312 },
        },
        children: [
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: [LEFT, RIGHT],
            layout: TableLayoutType.FIXED,
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
                height: { value: PAGE.height - 2 * MARGIN - 240, rule: HeightRule.ATLEAST },
                children: [
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: LEFT, type: WidthType.DXA },
                    shading: { type: ShadingType.CLEAR, color: 'auto', fill: SLATE },
                    margins: LEFT_PAD,
                    children: leftCell(),
                  }),
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: RIGHT, type: WidthType.DXA },
                    margins: RIGHT_PAD,
                    children: rightCell(),
                  }),
                ],
              }),
            ],
          }),
          // The paragraph Word and WPS keep after a table, made as small as it goes.
          new Paragraph({ spacing: { after: 0, line: 240 }, children: [new TextRun({ text: '', size: 2 })] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// A Dutch logistics planner's CV typed in Word from a blank document (a Dutch Word's Normal: A4, 2,5 cm margins on
// every side, Calibri 11 with 8 pt after and 1,08 lines, language nl-NL; Calibri set here in Carlito when the machine
// has it, else in Liberation Sans, as the PDF's maker does without Calibri), AutoFormat's automatic bulleted lists
// and smart quotes switched off, so what she typed stays as typed. What it has:
// - 'Curriculum Vitae' centred as the title and the name nowhere but in the 'Naam:' row under it;
// - headings bold on a grey shaded band (paragraph shading), no rules: 'Personalia', 'Profiel', 'Werkervaring',
//   'Opleidingen', 'Cursussen', 'Vaardigheden', 'Talen', "Hobby's" with a straight apostrophe;
// - Personalia as a borderless two-column table (Insert > Table, Borders > No Border), the label with its colon in
//   the left cell and the value in the right: 'Naam:', 'Adres:' 'Kerkstraat 12, 3511 LX Utrecht' on one row,
//   'Telefoon:' '06-12345678', 'E-mail:', 'Geboortedatum:' '14-02-1991' (a date that is no job's), 'Rijbewijs:' 'B';
// - a 'Profiel' paragraph;
// - Werkervaring as another borderless two-column table, one row a job: the period in the left cell ('2020 – heden'
//   with the year alone, 'mrt 2016 – dec 2019' and 'okt 2014 – feb 2016' with Word's short Dutch months, AutoCorrect's
//   en dash), in the right cell the title in bold, 'Company, City' under it ('Van der Wal Transport B.V.,
//   Nieuwegein', 'Kuehne + Nagel, Utrecht' with a plus in the name), then the tasks typed as '- ' at the start of
//   ordinary paragraphs, whose long ones wrap back to the cell's left edge under the dash; 'KPI's', '30.000 m²',
//   '12%', an empty paragraph closing each cell;
// - Opleidingen in the same table: '2010 – 2014' beside '**HBO Logistics Management, Hogeschool Utrecht**' over
//   'Diploma behaald' and an 'Afstudeeropdracht bij Kuehne + Nagel: …' line (the company of a job again), '2007 – 2010'
//   beside 'MBO Logistiek Teamleider (niveau 4), ROC Midden Nederland';
// - Cursussen in the same table, a year beside 'course, provider' (not schools);
// - Vaardigheden as one comma list over two lines, a capital only on the first ('Transportplanning,
//   capaciteitsplanning, …, SAP ERP (MM/WM), …'); Talen as label and level rows ('Nederlands' | 'moedertaal',
//   'Engels' | 'vloeiend'); Hobby's one line;
// - 'Referenties op aanvraag.' at the end, without a heading.
import { execFileSync } from 'node:child_process';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'nl',
  name: 'Lotte Verhoeven',
  email: 'lotteverhoeven91@example.com',
  phone: '06-12345678',
  location: 'Kerkstraat 12, 3511 LX Utrecht',
  jobs: [
    {
      title: 'Senior Logistiek Planner',
      company: 'Van der Wal Transport B.V.',
      start: '2020',
      end: 'present',
      bullets: [
        'Dagelijkse planning van 45 vrachtwagens en charters voor de distributie naar supermarkten in Midden-Nederland',
        'Aansturen van een team van vier planners in wisseldiensten',
        'Invoeren van een nieuw TMS (Transporeon), waardoor het aantal lege kilometers met 12% is gedaald',
        'Eerste aanspreekpunt voor verladers en vervoerders bij verstoringen, vertragingen en klachten',
      ],
    },
    {
      title: 'Logistiek Planner',
      company: 'Rivierland Distributie',
      start: '2016-03',
      end: '2019-12',
      bullets: [
        'Plannen van de inbound- en outboundstromen voor een warehouse van 30.000 m²',
        'Opstellen van de weekplanning voor 60 orderpickers en heftruckchauffeurs op basis van de verwachte volumes',
        "Bewaken van KPI's zoals leverbetrouwbaarheid en voorraadnauwkeurigheid",
      ],
    },
    {
      title: 'Medewerker Transportplanning',
      company: 'Kuehne + Nagel',
      start: '2014-10',
      end: '2016-02',
      bullets: [
        'Inplannen van zendingen in SAP en het boeken van vervoer bij charters',
        'Afhandelen van vrachtdocumenten (CMR) en douanepapieren voor export naar het Verenigd Koninkrijk',
      ],
    },
  ],
  schools: [
    { school: 'Hogeschool Utrecht', degree: 'HBO Logistics Management', start: '2010', end: '2014' },
    { school: 'ROC Midden Nederland', degree: 'MBO Logistiek Teamleider (niveau 4)', start: '2007', end: '2010' },
  ],
  skills: [
    'Transportplanning',
    'capaciteitsplanning',
    'voorraadbeheer',
    'SAP ERP (MM/WM)',
    'Transporeon',
    'PTV Route Optimiser',
    'Microsoft Excel (gevorderd)',
    'Power BI',
  ],
};

/** Calibri's metric twin if fontconfig knows it (Debian's fonts-crosextra-carlito), else Liberation Sans. */
function bodyFont() {
  try {
    const found = execFileSync('fc-list', [':family=Carlito', 'family'], { encoding: 'utf8' });
    return found.trim() ? 'Carlito' : 'Liberation Sans';
  } catch {
    return 'Liberation Sans';
  }
}

// A4 with a Dutch Word's Normal margins: 2,5 cm on every side.
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1417, bottom: 1417, left: 1417, right: 1417 },
};
const TEXT = 11906 - 2 * 1417;
// The tables' left column, dragged to about 4 cm.
const LEFT = 2268;
const RIGHT = TEXT - LEFT;

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type Part = string | IRunOptions;
const runs = (parts: Part[]) => parts.map((p) => new TextRun(typeof p === 'string' ? { text: p } : p));

/** A heading: bold on a light grey band (Borders and Shading > Shading, applied to the paragraph). */
const heading = (text: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 240, after: 120 },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
    children: [new TextRun({ text, bold: true, size: sz(24) })],
  });

/** A paragraph in a table cell: the table's paragraphs were set to 0 pt after. */
const line = (parts: Part[]) => new Paragraph({ spacing: { after: 0 }, children: runs(parts) });
const empty = () => new Paragraph({ spacing: { after: 0 }, children: [] });

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, children });

const NONE = { style: BorderStyle.NONE, size: 0, color: 'auto' };
/** A borderless two-column table: the left cell's text beside the right cell's paragraphs. */
const table = (rows: Array<[string, Paragraph[]]>) =>
  new Table({
    width: { size: TEXT, type: WidthType.DXA },
    columnWidths: [LEFT, RIGHT],
    borders: {
      top: NONE,
      bottom: NONE,
      left: NONE,
      right: NONE,
      insideHorizontal: NONE,
      insideVertical: NONE,
    },
    rows: rows.map(([left, right]) => new TableRow({ children: [cell(LEFT, [line([left])]), cell(RIGHT, right)] })),
  });

type Job = (typeof expected.jobs)[number];
/** A job's right cell: the title in bold, 'Company, City', the tasks typed '- ', an empty paragraph. */
const job = (period: string, j: Job, town: string): [string, Paragraph[]] => [
  period,
  [
    line([{ text: j.title, bold: true }]),
    line([`${j.company}, ${town}`]),
    ...j.bullets.map((b) => line([`- ${b}`])),
    empty(),
  ],
];

type School = (typeof expected.schools)[number];
const school = (s: School, under: string[]): [string, Paragraph[]] => [
  `${s.start} – ${s.end}`,
  [line([{ text: `${s.degree}, ${s.school}`, bold: true }]), ...under.map((u) => line([u])), empty()],
];

const [vanderwal, rivierland, kuehne] = expected.jobs as [Job, Job, Job];
const [hu, roc] = expected.schools as [School, School];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Lotte',
    lastModifiedBy: 'Lotte Verhoeven',
    title: 'CV Lotte Verhoeven',
    styles: {
      default: {
        document: {
          run: { font: bodyFont(), size: sz(22), language: { value: 'nl-NL' } },
          paragraph: { spacing: { after: 160, line: 259 } },
        },
      },
    },
    sections: [
      {
        properties: { page: PAGE },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: 'Curriculum Vitae', bold: true, size: sz(36) })],
          }),
          heading('Personalia'),
          table([
            ['Naam:', [line([expected.name])]],
            ['Adres:', [line([expected.location!])]],
            ['Telefoon:', [line([expected.phone!])]],
            ['E-mail:', [line([expected.email!])]],
            ['Geboortedatum:', [line(['14-02-1991'])]],
            ['Rijbewijs:', [line(['B'])]],
          ]),
          heading('Profiel'),
          new Paragraph({
            children: runs([
              'Ervaren logistiek planner met ruim tien jaar ervaring in transport en warehousing. Ik houd overzicht ' +
                "als het druk wordt, schakel snel met chauffeurs, klanten en collega's en zoek altijd naar een " +
                'slimmere planning. Op zoek naar een functie als teamleider planning of supply chain planner in de ' +
                'regio Utrecht.',
            ]),
          }),
          heading('Werkervaring'),
          table([
            job('2020 – heden', vanderwal, 'Nieuwegein'),
            job('mrt 2016 – dec 2019', rivierland, 'Tiel'),
            job('okt 2014 – feb 2016', kuehne, 'Utrecht'),
          ]),
          heading('Opleidingen'),
          table([
            school(hu, [
              'Diploma behaald',
              'Afstudeeropdracht bij Kuehne + Nagel: optimalisatie van de cross-dock planning',
            ]),
            school(roc, ['Diploma behaald']),
          ]),
          heading('Cursussen'),
          table([
            ['2022', [line(['Lean Six Sigma Green Belt, Lean Six Sigma Groep'])]],
            ['2019', [line(['Excel voor gevorderden, Computrain'])]],
            ['2015', [line(['VCA Basis, Veiligheidsinstituut Nederland'])]],
          ]),
          heading('Vaardigheden'),
          new Paragraph({ children: runs([expected.skills.join(', ')]) }),
          heading('Talen'),
          table([
            ['Nederlands', [line(['moedertaal'])]],
            ['Engels', [line(['vloeiend'])]],
          ]),
          heading("Hobby's"),
          new Paragraph({
            children: runs(['Wielrennen, volleybal (recreantenteam bij VC Utrecht), koken en af en toe een pubquiz']),
          }),
          new Paragraph({ spacing: { before: 240 }, children: runs(['Referenties op aanvraag.']) }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

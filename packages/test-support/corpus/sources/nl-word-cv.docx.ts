// A Dutch CV typed in Word from a blank document by someone in mid-career (a Dutch Word's Normal: A4, 2,5 cm margins
// on every side, Calibri 11, language nl-NL), kept up to date over the years. What it has:
// - 'Curriculum Vitae' as the title at the top and the name nowhere but in the 'Naam' row under it;
// - headings bold in Word's dark blue over a bottom border ('Personalia', 'Profiel', 'Werkervaring', 'Opleidingen',
//   'Cursussen', 'Vaardigheden', 'Computervaardigheden', 'Talen', 'Hobby’s' with AutoCorrect's curly apostrophe);
// - Personalia as a borderless two-column table, the label alone in the left cell and the value in the right, no
//   colons: 'Naam', 'Adres' ('Lange Nieuwstraat 42') and 'Postcode en woonplaats' ('3512 AB Utrecht') on two rows,
//   the long label wrapping in its cell in the PDF (Calibri set in Noto Sans), 'Telefoon' '06-12345678', 'E-mail',
//   'Geboortedatum' ('17 maart 1984', a date that is no job's), 'Geboorteplaats' 'Leiden' (another town),
//   'Nationaliteit' 'Nederlandse', 'Rijbewijs' 'B';
// - a justified 'Profiel' paragraph ('collega’s');
// - Werkervaring as a date column made with a tab stop and a hanging indent at 4,5 cm: the period typed with Word's
//   short Dutch months and AutoCorrect's en dash ('sep 2019 – heden', 'jan 2015 – aug 2019', 'mrt 2010 – dec 2014'
//   with 'mrt' for maart, 'aug 2006 – feb 2010'), a tab and the Functie in bold; 'Werkgever, Plaats' in italics under
//   it ('… B.V., Nieuwegein', 'Gemeente Zeist, Zeist' with the town twice); a title with a slash ('Junior adviseur /
//   adviseur', a promotion); the tasks as Word's default list (U+F0B7 in Symbol) indented to the column, some
//   ('Verantwoordelijk voor …') wrapping in the narrow column, one with '€ 4,2 miljoen';
// - Opleidingen with years only ('2002 – 2006<TAB>Bachelor Bedrijfskunde, Hogeschool Utrecht', 'VWO, Stedelijk
//   Gymnasium Leiden'), 'diploma behaald' in lower case under each;
// - Cursussen as 'YYYY<TAB>course, provider' lines (not schools);
// - Vaardigheden as list items ('Procesanalyse en -verbetering (Lean)', a compound's hyphen), Computervaardigheden
//   one comma list with commas inside brackets ('MS Office (Word, Excel, PowerPoint, Outlook), AFAS Profit, …');
// - Talen as 'Nederlands<TAB>moedertaal', 'Engels<TAB>vloeiend in woord en geschrift', 'Duits<TAB>redelijk';
// - Hobby's one line, and 'Referenties op aanvraag.' in italics at the end, without a heading.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
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

export const expected: Expected = {
  language: 'nl',
  name: 'Martijn van den Heuvel',
  email: 'martijn.vandenheuvel@example.com',
  phone: '06-12345678',
  // 'Adres' and 'Postcode en woonplaats' on two rows: the address as written, joined.
  location: 'Lange Nieuwstraat 42, 3512 AB Utrecht',
  jobs: [
    {
      title: 'Manager Bedrijfsvoering',
      company: 'Woonstichting De Kromme Rijn',
      start: '2019-09',
      end: 'present',
      bullets: [
        'Verantwoordelijk voor de afdelingen Financiën, ICT en Facilitaire Zaken (22 fte)',
        'Opstellen en bewaken van de jaarbegroting van € 4,2 miljoen en de kwartaalrapportages aan de Raad van Commissarissen',
        'Projectleider bij de overstap naar een nieuw ERP-systeem (AFAS Profit) in 2021',
        'Lid van het managementteam, rapporteert aan de directeur-bestuurder',
      ],
    },
    {
      title: 'Projectleider Procesverbetering',
      company: 'Van Dijk Installatietechniek B.V.',
      start: '2015-01',
      end: '2019-08',
      bullets: [
        'Verantwoordelijk voor het in kaart brengen en verbeteren van de order- en planningsprocessen',
        'Invoeren van de Lean-werkwijze op drie vestigingen, doorlooptijd van offertes gehalveerd',
        'Begeleiden van de implementatie van een nieuw planningssysteem voor 80 monteurs',
      ],
    },
    {
      title: 'Junior adviseur / adviseur',
      company: 'Hoogland & Partners Organisatieadvies',
      start: '2010-03',
      end: '2014-12',
      bullets: [
        'Uitvoeren van organisatiescans en procesanalyses bij gemeenten en zorginstellingen',
        'Schrijven van adviesrapporten en presenteren van de resultaten aan opdrachtgevers',
        'Begeleiden van reorganisaties en het opstellen van formatieplannen',
      ],
    },
    {
      title: 'Beleidsmedewerker Bedrijfsvoering',
      company: 'Gemeente Zeist',
      start: '2006-08',
      end: '2010-02',
      bullets: [
        'Opstellen van de planning- en controlcyclus voor de afdeling Publiekszaken',
        'Secretaris van de werkgroep Digitale Dienstverlening',
      ],
    },
  ],
  schools: [
    { school: 'Hogeschool Utrecht', degree: 'Bachelor Bedrijfskunde', start: '2002', end: '2006' },
    { school: 'Stedelijk Gymnasium Leiden', degree: 'VWO', start: '1996', end: '2002' },
  ],
  skills: [
    'Procesanalyse en -verbetering (Lean)',
    'Projectmanagement (PRINCE2)',
    'Verandermanagement',
    'Budgettering en financiële rapportage',
    'MS Office (Word, Excel, PowerPoint, Outlook)',
    'AFAS Profit',
    'Exact Online',
    'Power BI',
    'TOPdesk',
    'Visio',
  ],
};

// A4 with a Dutch Word's Normal margins: 2,5 cm on every side.
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1417, bottom: 1417, left: 1417, right: 1417 },
};
const TEXT = 11906 - 2 * 1417;
// The date column: a left tab stop and a hanging indent at 4,5 cm.
const COLUMN = 2552;
const BLUE = '1F3864';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type Part = string | IRunOptions;
const runs = (parts: Part[]) => parts.map((p) => new TextRun(typeof p === 'string' ? { text: p } : p));

const heading = (text: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 280, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(26), color: BLUE })],
  });

/** A line of the date column: 'left<TAB>right', wrapped lines under the right. */
const columned = (left: string, right: Part[], after = 0) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: COLUMN }],
    indent: { left: COLUMN, hanging: COLUMN },
    spacing: { after },
    children: runs([left, '\t', ...right]),
  });

/** A line in the right column only. */
const indented = (parts: Part[], after = 0) =>
  new Paragraph({ indent: { left: COLUMN }, spacing: { after }, children: runs(parts) });

const item = (text: string) =>
  new Paragraph({ numbering: { reference: 'opsomming', level: 0 }, children: [new TextRun(text)] });

type Job = (typeof expected.jobs)[number];
const job = (period: string, j: Job, town: string) => [
  columned(period, [{ text: j.title, bold: true }]),
  indented([{ text: `${j.company}, ${town}`, italics: true }], 40),
  ...j.bullets.map(item),
  new Paragraph({ spacing: { after: 0 }, children: [] }),
];

type School = (typeof expected.schools)[number];
const school = (s: School) => [
  columned(`${s.start} – ${s.end}`, [{ text: `${s.degree}, ${s.school}`, bold: true }]),
  indented(['diploma behaald'], 160),
];

const personalia: Array<[string, string]> = [
  ['Naam', expected.name],
  ['Adres', 'Lange Nieuwstraat 42'],
  ['Postcode en woonplaats', '3512 AB Utrecht'],
  ['Telefoon', expected.phone!],
  ['E-mail', expected.email!],
  ['Geboortedatum', '17 maart 1984'],
  ['Geboorteplaats', 'Leiden'],
  ['Nationaliteit', 'Nederlandse'],
  ['Rijbewijs', 'B'],
];

const cell = (text: string, width: number) =>
  new TableCell({
    borders: NO_BORDERS,
    width: { size: width, type: WidthType.DXA },
    children: [new Paragraph({ spacing: { after: 0 }, children: [new TextRun(text)] })],
  });

const personaliaTable = new Table({
  width: { size: TEXT, type: WidthType.DXA },
  columnWidths: [COLUMN, TEXT - COLUMN],
  borders: {
    top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
    bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
    left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
    right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
    insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
    insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  },
  rows: personalia.map(
    ([label, value]) => new TableRow({ children: [cell(label, COLUMN), cell(value, TEXT - COLUMN)] }),
  ),
});

const [kromme, vandijk, hoogland, zeist] = expected.jobs as [Job, Job, Job, Job];
const [hu, gymnasium] = expected.schools as [School, School];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Martijn',
    lastModifiedBy: 'Martijn van den Heuvel',
    title: 'CV Martijn van den Heuvel',
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: sz(22), language: { value: 'nl-NL' } },
          paragraph: { spacing: { after: 0, line: 259 } },
        },
      },
    },
    numbering: {
      // Word's default bullet (U+F0B7 in Symbol): the tasks' list indented to the date column, the skills' list at
      // Word's own 1,27 cm.
      config: [
        { reference: 'opsomming', left: COLUMN + 357 },
        { reference: 'lijst', left: 720 },
      ].map(({ reference, left }) => ({
        reference,
        levels: [
          {
            level: 0,
            format: LevelFormat.BULLET,
            text: '\uf0b7',
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left, hanging: 357 } }, run: { font: 'Symbol' } },
          },
        ],
      })),
    },
    sections: [
      {
        properties: { page: PAGE },
        children: [
          new Paragraph({
            spacing: { after: 120 },
            children: [new TextRun({ text: 'Curriculum Vitae', bold: true, size: sz(40), color: BLUE })],
          }),
          heading('Personalia'),
          personaliaTable,
          heading('Profiel'),
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            children: runs([
              'Ervaren manager bedrijfsvoering met ruim vijftien jaar ervaring bij de overheid, in de zakelijke ' +
                'dienstverlening en bij een woningcorporatie. Ik breng processen en cijfers op orde, denk mee op ' +
                'strategisch niveau en houd van aanpakken. Collega’s kennen mij als een verbinder die rust brengt in ' +
                'veranderingen. Op zoek naar een nieuwe uitdaging als manager bedrijfsvoering of controller in de ' +
                'regio Utrecht.',
            ]),
          }),
          heading('Werkervaring'),
          ...job('sep 2019 – heden', kromme, 'Houten'),
          ...job('jan 2015 – aug 2019', vandijk, 'Nieuwegein'),
          ...job('mrt 2010 – dec 2014', hoogland, 'Amersfoort'),
          ...job('aug 2006 – feb 2010', zeist, 'Zeist'),
          heading('Opleidingen'),
          ...school(hu),
          ...school(gymnasium),
          heading('Cursussen'),
          columned('2022', ['PRINCE2 Practitioner, Van Houten Training, Utrecht']),
          columned('2017', ['Lean Six Sigma Green Belt, Kader Academie, Nieuwegein']),
          columned('2013', ['Leidinggeven aan professionals, Van Houten Training, Utrecht']),
          heading('Vaardigheden'),
          ...expected.skills
            .slice(0, 4)
            .map((s) => new Paragraph({ numbering: { reference: 'lijst', level: 0 }, children: [new TextRun(s)] })),
          heading('Computervaardigheden'),
          new Paragraph({ children: runs([expected.skills.slice(4).join(', ')]) }),
          heading('Talen'),
          columned('Nederlands', ['moedertaal']),
          columned('Engels', ['vloeiend in woord en geschrift']),
          columned('Duits', ['redelijk']),
          heading('Hobby’s'),
          new Paragraph({
            children: runs([
              'Hardlopen (twee keer de Singelloop), fietsen, koken en penningmeester van voetbalvereniging VV Hoograven',
            ]),
          }),
          new Paragraph({
            spacing: { before: 360 },
            children: runs([{ text: 'Referenties op aanvraag.', italics: true }]),
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

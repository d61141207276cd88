// A German 'Bewerbungsmappe' as applicants send it in one PDF (the Anschreiben sent apart): a Deckblatt, a hard page
// break, then the tabellarischer Lebenslauf over two pages, typed in Word from a Vorlage of the Bewerbung guides (A4,
// Word's German default margins, Arial 11 set in Liberation Sans). What it has:
// - page 1 the Deckblatt, everything centred: 'BEWERBUNG' in large letter-spaced capitals over a rule, 'als
//   Projektmanagerin Digitalisierung' and 'bei der Stadtwerke Leipzig GmbH' under it (the job applied FOR, at the
//   employer it is sent TO: neither a job nor a company of hers), an EMPTY bordered photo box (a one-cell table of
//   fixed height, 4.5 × 6 cm, the photo to be glued in), then the name in bold and the contact block one a line
//   ('Karl-Liebknecht-Straße 42, 04107 Leipzig', 'Mobil: 0176 12345678', 'E-Mail: …'), and 'Anlagen: Lebenslauf,
//   Zeugnisse' at the foot, pushed down by spacing; the address, phone and e-mail are on this page only;
// - page 2 'Lebenslauf' over a rule, headings in bold over a thin grey rule, under each a borderless two-column
//   table (dates or labels in the 4 cm left cell): 'Persönliche Daten' as Name, 'Geburtsdaten' | 'geb. am 14.05.1990
//   in Halle (Saale)' (a date and a town that is not where she lives), 'Staatsangehörigkeit', 'Familienstand';
// - 'Berufserfahrung': the left cell '04/2021 – heute', '09/2017 – 03/2021', '10/2014 – 08/2017', the right the
//   title in bold, 'Company, City' under it, then the tasks: the two newer jobs as a Word list marked '•' with a
//   hanging indent, the oldest (copied over from an older CV) as ordinary paragraphs typed '• ' whose long lines
//   wrap back under the mark;
// - 'Ausbildung' in the same shape ('Master of Science Wirtschaftsinformatik' / 'Universität Leipzig' /
//   'Abschlussnote: 1,7', a Bachelor at a university in Halle, 'Allgemeine Hochschulreife' at a Gymnasium);
// - 'Kenntnisse' as 'Sprachen' | one language a paragraph with its level, 'EDV' | one comma list, 'Führerschein';
// - 'Ehrenamt' dated 'seit 2019' beside a line on volunteering (not a job);
// - at the end 'Leipzig, 12.03.2024', a typed line of underscores for the signature and the name under it, on page 3.
// Rows are kept whole across a page break (cantSplit), headings kept with their table.
import {
  AlignmentType,
  BorderStyle,
  HeightRule,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { wordDocument, wordVariant, NO_BORDERS, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'de',
  name: 'Katharina Vogel',
  email: 'katharina.vogel@example.de',
  phone: '0176 12345678',
  // The address on the Deckblatt, as written on one line.
  location: 'Karl-Liebknecht-Straße 42, 04107 Leipzig',
  jobs: [
    {
      title: 'IT-Projektmanagerin',
      company: 'Mitteldeutsche Versorgungsdienste GmbH',
      start: '2021-04',
      end: 'present',
      bullets: [
        'Leitung von Projekten zur Digitalisierung kundennaher Prozesse mit Budgets bis 1,2 Mio. Euro und Teams von bis zu zwölf Personen',
        'Einführung eines Kundenportals für Zählerstandsmeldungen und Abschlagsänderungen; Anteil der Online-Meldungen von 18 % auf 61 % gesteigert',
        'Steuerung externer Dienstleister und monatliche Berichte an die Geschäftsführung',
        'Einführung von Scrum und Kanban in drei Fachbereichen',
      ],
    },
    {
      title: 'Consultant Prozessmanagement',
      company: 'Lindner & Partner Unternehmensberatung GmbH',
      start: '2017-09',
      end: '2021-03',
      bullets: [
        'Analyse und Modellierung von Geschäftsprozessen (BPMN 2.0) bei Kunden aus der Energie- und Wohnungswirtschaft',
        'Anforderungsmanagement und Erstellung von Lastenheften für die Auswahl von ERP-Systemen',
        'Begleitung der Einführung von SAP S/4HANA bei einem kommunalen Versorger mit rund 800 Beschäftigten',
      ],
    },
    {
      title: 'Junior IT-Consultant',
      company: 'Saalesoft Systemhaus GmbH',
      start: '2014-10',
      end: '2017-08',
      bullets: [
        'Einführung und Anpassung eines Dokumentenmanagementsystems bei Landkreisen und Kommunen in Sachsen-Anhalt',
        'Schulung von Anwenderinnen und Anwendern, Erstellung von Handbüchern',
      ],
    },
  ],
  schools: [
    {
      school: 'Universität Leipzig',
      degree: 'Master of Science Wirtschaftsinformatik',
      start: '2011-10',
      end: '2014-09',
    },
    {
      school: 'Martin-Luther-Universität Halle-Wittenberg',
      degree: 'Bachelor of Science Wirtschaftsinformatik',
      start: '2008-10',
      end: '2011-09',
    },
    {
      school: 'Georg-Cantor-Gymnasium',
      degree: 'Allgemeine Hochschulreife',
      start: '2000-08',
      end: '2008-06',
    },
  ],
  skills: ['MS Project', 'Jira', 'Confluence', 'Signavio', 'SAP IS-U', 'Power BI', 'MS Office'],
};

// A4 with German Word's default margins: 2.5 cm top, 2 cm bottom, 2.5 cm left, 2 cm right.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1418, bottom: 1134, left: 1418, right: 1134 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LEFT = 2268; // the date and label column, 4 cm
const GREY = '7F7F7F';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type Runs = string | Array<string | IRunOptions>;
const runs = (r: Runs, base: IRunOptions = {}) =>
  (typeof r === 'string' ? [r] : r).map((x) =>
    typeof x === 'string'
      ? new TextRun({ size: sz(22), ...base, text: x })
      : new TextRun({ size: sz(22), ...base, ...x }),
  );
const p = (r: Runs, after = 0, before = 0) => new Paragraph({ spacing: { before, after }, children: runs(r) });
const centred = (r: Runs, base: IRunOptions, after = 0, before = 0) =>
  new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before, after }, children: runs(r, base) });

// --- Page 1: the Deckblatt. ---

// The photo's place: a one-cell table with a thin grey frame, 4.5 × 6 cm, centred, left empty.
const PHOTO_W = 2551;
const PHOTO_H = 3402;
const frame = { style: BorderStyle.SINGLE, size: 6, color: '808080' };
const photoBox = new Table({
  alignment: AlignmentType.CENTER,
  width: { size: PHOTO_W, type: WidthType.DXA },
  columnWidths: [PHOTO_W],
  rows: [
    new TableRow({
      height: { value: PHOTO_H, rule: HeightRule.EXACT },
      children: [
        new TableCell({
          width: { size: PHOTO_W, type: WidthType.DXA },
          borders: { top: frame, bottom: frame, left: frame, right: frame },
          children: [new Paragraph({ children: [] })],
        }),
      ],
    }),
  ],
});

const deckblatt = [
  centred('BEWERBUNG', { bold: true, size: sz(64), characterSpacing: 120 }, 120, 1200),
  new Paragraph({
    alignment: AlignmentType.CENTER,
    indent: { left: 2000, right: 2000 },
    spacing: { after: 360 },
    border: { top: { style: BorderStyle.SINGLE, size: 8, color: '000000', space: 1 } },
    children: [],
  }),
  centred('als Projektmanagerin Digitalisierung', { size: sz(32) }, 120),
  centred('bei der Stadtwerke Leipzig GmbH', { size: sz(28) }, 840),
  photoBox,
  centred(expected.name, { bold: true, size: sz(32) }, 120, 840),
  centred('Karl-Liebknecht-Straße 42, 04107 Leipzig', {}, 40),
  centred(`Mobil: ${expected.phone}`, {}, 40),
  centred(`E-Mail: ${expected.email}`, {}, 0),
  // Pushed to the foot of the page by the space before it (the Vorlage's empty lines).
  centred('Anlagen: Lebenslauf, Zeugnisse', { size: sz(20), color: '404040' }, 0, 3400),
  // Ctrl+Enter in a paragraph of its own.
  new Paragraph({ children: [new PageBreak()] }),
];

// --- Pages 2 and 3: the Lebenslauf. ---

const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 320, after: 140 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: GREY, space: 2 } },
    children: runs(text, { bold: true, size: sz(26) }),
  });

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, children });
const row = (left: string, right: Paragraph[]) =>
  new TableRow({ cantSplit: true, children: [cell(LEFT, [p(left, 40)]), cell(WIDTH - LEFT, right)] });
const table = (rows: TableRow[]) =>
  new Table({ width: { size: WIDTH, type: WidthType.DXA }, columnWidths: [LEFT, WIDTH - LEFT], rows });

// A Word list item marked '•' (docx-kit's 'bullets' list, its mark in the paragraph's own font).
const item = (text: string, last: boolean) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: last ? 200 : 40 },
    children: runs(text),
  });
// A '• ' typed by hand at the start of an ordinary paragraph: no indent, its wrapped lines start at the cell's edge.
const typed = (text: string, last: boolean) => p(`• ${text}`, last ? 200 : 40);

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const job = (dates: string, j: Job, city: string, mark: typeof item) =>
  row(dates, [
    p([{ text: j.title, bold: true }], 20),
    p(`${j.company}, ${city}`, 80),
    ...j.bullets.map((b, i) => mark(b, i === j.bullets.length - 1)),
  ]);
const school = (dates: string, s: School, where: string, note: string) =>
  row(dates, [p([{ text: s.degree ?? '', bold: true }], 20), p(where, 20), p(note, 200)]);

const [current, consultant, junior] = expected.jobs as [Job, Job, Job];
const [master, bachelor, abitur] = expected.schools as [School, School, School];

const lebenslauf = [
  new Paragraph({
    spacing: { after: 200 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '000000', space: 4 } },
    children: runs('Lebenslauf', { bold: true, size: sz(40) }),
  }),
  heading('Persönliche Daten'),
  table([
    row('Name', [p(expected.name, 40)]),
    row('Geburtsdaten', [p('geb. am 14.05.1990 in Halle (Saale)', 40)]),
    row('Staatsangehörigkeit', [p('deutsch', 40)]),
    row('Familienstand', [p('ledig', 40)]),
  ]),
  heading('Berufserfahrung'),
  table([
    job('04/2021 – heute', current, 'Leipzig', item),
    job('09/2017 – 03/2021', consultant, 'Leipzig', item),
    job('10/2014 – 08/2017', junior, 'Halle (Saale)', typed),
  ]),
  heading('Ausbildung'),
  table([
    school('10/2011 – 09/2014', master, master.school, 'Abschlussnote: 1,7'),
    school('10/2008 – 09/2011', bachelor, bachelor.school, 'Abschlussnote: 2,0'),
    school('08/2000 – 06/2008', abitur, `${abitur.school}, Halle (Saale)`, 'Abiturnote: 1,9'),
  ]),
  heading('Kenntnisse'),
  table([
    row('Sprachen', [
      p('Deutsch – Muttersprache', 20),
      p('Englisch – verhandlungssicher (C1)', 20),
      p('Russisch – Grundkenntnisse (A2)', 120),
    ]),
    row('EDV', [p(expected.skills.join(', '), 120)]),
    row('Führerschein', [p('Klasse B', 40)]),
  ]),
  heading('Ehrenamt'),
  table([
    row('seit 2019', [
      p(
        'Mentorin im Programm „Digital dabei“ der Leipziger Volkshochschule: Smartphone-Sprechstunde für Seniorinnen und Senioren',
        40,
      ),
    ]),
  ]),
  p('Leipzig, 12.03.2024', 0, 600),
  p('', 0),
  p('', 0),
  p('______________________________', 20),
  p(expected.name),
];

export const build = () =>
  wordDocument(
    [{ properties: { page: { size: PAGE, margin: MARGIN } }, children: [...deckblatt, ...lebenslauf] }],
    'Arial',
    22,
  );

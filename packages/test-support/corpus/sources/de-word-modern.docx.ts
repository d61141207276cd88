// A German Lebenslauf filled in from a 'moderner Lebenslauf' Word Vorlage of the kind Office's template gallery and
// the job portals hand out (A4, Word's 'Schmal' margins of 1.27 cm, Calibri): the whole page is ONE table row of two
// cells, its height set to the page's so the colour reaches the foot, and the content runs over onto page 2 (the row
// splits, the left cell's colour goes on, empty). What it has:
// - the left cell shaded petrol with white type: a round photo (a square picture with the corners painted the
//   column's colour), then 'Kontakt' with each label in a pale colour over its value ('Adresse' over two paragraphs,
//   the street then 'PLZ Ort'; 'Telefon' '+49 152 …'; 'E-Mail'), 'Persönliches' ('Geburtsdatum' /
//   '23.07.1993 in Leverkusen', 'Staatsangehörigkeit' / 'deutsch'), 'Sprachen' as 'Deutsch<TAB>Muttersprache' on a
//   right tab stop, 'Kenntnisse' as skill names one a paragraph; the headings set in capitals by formatting (allCaps
//   over mixed-case text) with expanded character spacing and a thin white rule under them;
// - the right cell: the name big (caps formatting again, wrapping to 'ANNIKA' / 'BRÜGGEMANN') over the job title
//   in the accent colour ('Product Owner & IT-Projektmanagerin'), 'Profil' as a paragraph, then 'Berufserfahrung',
//   'Ausbildung' and 'Weiterbildung' as tables NESTED in the cell: a narrow date column where '04/2021 – heute' and
//   '09/2017 – 03/2021' wrap at the dash ('04/2021 –' / 'heute'), and beside it the title in bold, 'Firma GmbH,
//   Ort' in grey italics, and the tasks as a Word list marked '–' with a hanging indent; 'Studium der
//   Wirtschaftsinformatik' over the university and 'Abschluss: Master of Science (Note 1,7)' (the degree read from
//   that line, the field from the title), the Abitur the same way; Weiterbildung (courses, not schools) dated by a
//   single 'MM/JJJJ'; in the tuned PDF the 'Ausbildung' heading is left alone at the foot of page 1 (keep-with-next
//   cannot hold a nested table), its entries on page 2;
// - at the end a two-cell table: 'Köln, 18.11.2026' over a rule and the Vorlage's 'Ort, Datum' under it, a scanned
//   signature (a picture) over a rule and 'Unterschrift' under it.
import {
  AlignmentType,
  BorderStyle,
  HeightRule,
  ImageRun,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { png, hex, NO_BORDERS, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'de',
  name: 'Annika Brüggemann',
  email: 'a.brueggemann@example.de',
  phone: '+49 152 2881 7391',
  // The address as written, its two lines joined.
  location: 'Venloer Straße 241, 50823 Köln',
  jobs: [
    {
      title: 'Product Owner Mobile Banking',
      company: 'Finlytic Solutions GmbH',
      start: '2021-04',
      end: 'present',
      bullets: [
        'Verantwortung für das Product Backlog der Banking-App mit rund 450.000 aktiven Nutzerinnen und Nutzern',
        'Steuerung von zwei Scrum-Teams (14 Personen) in Abstimmung mit Fachbereich, Compliance und externen Dienstleistern',
        'Einführung von Apple Pay und Google Pay innerhalb von fünf Monaten',
        'Senkung der Abbruchquote bei der Online-Kontoeröffnung um 23 % durch A/B-Tests und Nutzerinterviews',
      ],
    },
    {
      title: 'IT-Projektmanagerin',
      company: 'Rhein-Assekuranz Informatik GmbH',
      start: '2017-09',
      end: '2021-03',
      bullets: [
        'Leitung von IT-Projekten im Schadenmanagement mit Budgets bis 1,2 Mio. Euro',
        'Ablösung des Altsystems durch Guidewire ClaimCenter für rund 600 Anwenderinnen und Anwender, termingerecht zum 01.01.2020',
        'Erstellung von Lastenheften und Abstimmung mit Fachbereichen, IT-Sicherheit und Betriebsrat',
      ],
    },
    {
      title: 'Werkstudentin IT-Consulting',
      company: 'Lindner & Partner Consulting GmbH',
      start: '2015-10',
      end: '2017-08',
      bullets: [
        'Prozessanalysen in BPMN 2.0 für Kunden aus der Versicherungsbranche',
        'Aufbereitung von Projektkennzahlen in Excel und Power BI',
      ],
    },
  ],
  schools: [
    {
      school: 'Universität zu Köln',
      degree: 'Master of Science Wirtschaftsinformatik',
      start: '2015-10',
      end: '2017-09',
    },
    {
      school: 'Hochschule Bonn-Rhein-Sieg',
      degree: 'Bachelor of Science Wirtschaftsinformatik',
      start: '2012-10',
      end: '2015-09',
    },
    {
      school: 'Landrat-Lucas-Gymnasium',
      degree: 'Allgemeine Hochschulreife',
      start: '2003-08',
      end: '2012-06',
    },
  ],
  skills: [
    'Scrum & Kanban',
    'Jira / Confluence',
    'Anforderungsmanagement',
    'BPMN 2.0',
    'SQL',
    'Power BI',
    'MS Project',
  ],
};

// A4, 'Schmal' margins (1.27 cm); the left column 6.5 cm, the date column in the right one 2.2 cm.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 720, bottom: 720, left: 720, right: 720 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const SIDE = 3685;
const MAIN = WIDTH - SIDE;
const MAIN_PAD = 397;
const INNER = MAIN - MAIN_PAD - 170;
const DATES = 1247;
const PETROL = '1E4D5C';
const PALE = 'A8D5DE';
const ACCENT = '1E7A8C';
const GREY = '595959';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

// The pictures: a passport photo cut round on the column's colour, and a scanned signature in blue ink.
const photo = png(180, 180, (x, y) => {
  const r = Math.hypot(x - 89.5, y - 89.5);
  if (r > 89) return hex(PETROL);
  if (r > 85) return [255, 255, 255];
  const hair = ((x - 90) / 40) ** 2 + ((y - 70) / 46) ** 2 <= 1 && y < 78;
  const face = ((x - 90) / 31) ** 2 + ((y - 80) / 39) ** 2 <= 1;
  const body = y > 122 && ((x - 90) / 74) ** 2 + ((y - 200) / 78) ** 2 <= 1;
  if (face && !hair) return [222, 186, 160];
  if (hair || (y < 118 && Math.abs(x - 90) < 44 && Math.abs(x - 90) > 28 && y > 60)) return [120, 82, 52];
  if (body) return [236, 236, 240];
  const shade = 200 - Math.round(y / 8);
  return [shade - 20, shade, shade + 8];
});
const signature = png(300, 90, (x, y) => {
  // Two loops and a trailing stroke, as a pen would write 'A. Brüggemann' quickly.
  const t = x / 300;
  const ys = [
    45 + 28 * Math.sin(t * 19) * Math.exp(-t * 2.2) + 10 * Math.sin(t * 57) * t,
    58 - 22 * Math.sin(t * 11 + 1) * (1 - t) + 6 * Math.cos(t * 41),
  ];
  const ink = ys.some((c, i) => Math.abs(y - c) < (i === 0 ? 2.2 : 1.6) && (i === 0 ? t < 0.92 : t > 0.18));
  return ink ? [28, 44, 110] : [255, 255, 255];
});

// Runs and paragraphs.
const t = (text: string, o: IRunOptions = {}) => new TextRun({ text, ...o, size: sz((o.size as number) ?? 20) });
const white = (text: string, o: IRunOptions = {}) => t(text, { color: 'FFFFFF', ...o });
const p = (children: TextRun[], after = 40, more: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({ spacing: { after }, ...more, children });

// The left column.
const sideHeading = (text: string) =>
  new Paragraph({
    spacing: { before: 360, after: 140 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'FFFFFF', space: 3 } },
    children: [white(text, { bold: true, size: 24, allCaps: true, characterSpacing: 30 })],
  });
const label = (text: string) => p([t(text, { bold: true, size: 18, color: PALE })], 0, { keepNext: true });
const value = (lines: string[]) => lines.map((l, i) => p([white(l, { size: 19 })], i === lines.length - 1 ? 120 : 0));
const SIDE_TEXT = SIDE - 2 * 284;
const language = (name: string, level: string) =>
  new Paragraph({
    spacing: { after: 60 },
    tabStops: [{ type: TabStopType.RIGHT, position: SIDE_TEXT }],
    children: [white(name, { size: 19 }), white('\t', { size: 19 }), white(level, { size: 19, color: PALE })],
  });

function sideColumn() {
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 120, after: 60 },
      children: [new ImageRun({ type: 'png', data: photo, transformation: { width: 140, height: 140 } })],
    }),
    sideHeading('Kontakt'),
    label('Adresse'),
    ...value(['Venloer Straße 241', '50823 Köln']),
    label('Telefon'),
    ...value([expected.phone ?? '']),
    label('E-Mail'),
    ...value([expected.email ?? '']),
    sideHeading('Persönliches'),
    label('Geburtsdatum'),
    ...value(['23.07.1993 in Leverkusen']),
    label('Staatsangehörigkeit'),
    ...value(['deutsch']),
    sideHeading('Sprachen'),
    language('Deutsch', 'Muttersprache'),
    language('Englisch', 'C1'),
    language('Spanisch', 'B1'),
    sideHeading('Kenntnisse'),
    ...expected.skills.map((s) => p([white(s, { size: 19 })], 70)),
  ];
}

// The right column.
const mainHeading = (text: string) =>
  new Paragraph({
    spacing: { before: 300, after: 140 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 3 } },
    children: [t(text, { bold: true, size: 24, allCaps: true, characterSpacing: 30, color: PETROL })],
  });
const item = (text: string, last: boolean) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: last ? 160 : 30 },
    children: [t(text, { size: 19 })],
  });
const cell = (width: number, children: Paragraph[], margins = { left: 0, right: 113 }) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, margins, children });
/** A nested table of entries: the dates in a narrow column, the entry beside them. */
const entries = (rows: Array<[string, Paragraph[]]>) =>
  new Table({
    width: { size: INNER, type: WidthType.DXA },
    columnWidths: [DATES, INNER - DATES],
    rows: rows.map(
      ([dates, body]) =>
        new TableRow({
          cantSplit: true,
          children: [
            cell(DATES, [p([t(dates, { size: 18, color: ACCENT, bold: true })], 0)]),
            cell(INNER - DATES, body, { left: 57, right: 0 }),
          ],
        }),
    ),
  });
const title = (text: string) => p([t(text, { bold: true, size: 21 })], 0);
const where = (text: string, after = 60) => p([t(text, { italics: true, size: 19, color: GREY })], after);
const line = (text: string, after: number) => p([t(text, { size: 19 })], after);

type Job = (typeof expected.jobs)[number];
const job = (dates: string, j: Job, city: string): [string, Paragraph[]] => [
  dates,
  [title(j.title), where(`${j.company}, ${city}`), ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1))],
];

function mainColumn() {
  const [finlytic, assekuranz, lindner] = expected.jobs as [Job, Job, Job];
  return [
    p([t('Annika Brüggemann', { size: 56, allCaps: true, characterSpacing: 20, color: PETROL })], 0),
    p([t('Product Owner & IT-Projektmanagerin', { size: 26, color: ACCENT })], 60),
    mainHeading('Profil'),
    new Paragraph({
      spacing: { after: 60, line: 264 },
      children: [
        t(
          'Product Owner mit über acht Jahren Erfahrung in IT-Projekten für Banken und Versicherungen. Ich übersetze ' +
            'fachliche Anforderungen in klare User Stories, vermittle zwischen Fachbereich und Entwicklung und ' +
            'behalte dabei Budget und Termine im Blick. Zertifiziert als PSPO II und nach IPMA Level D.',
          { size: 19 },
        ),
      ],
    }),
    mainHeading('Berufserfahrung'),
    entries([
      job('04/2021 – heute', finlytic, 'Köln'),
      job('09/2017 – 03/2021', assekuranz, 'Düsseldorf'),
      job('10/2015 – 08/2017', lindner, 'Köln'),
    ]),
    mainHeading('Ausbildung'),
    entries([
      [
        '10/2015 – 09/2017',
        [
          title('Studium der Wirtschaftsinformatik'),
          where('Universität zu Köln', 20),
          line('Schwerpunkt: Informationssysteme in Finanzdienstleistungen', 20),
          line('Abschluss: Master of Science (Note 1,7)', 160),
        ],
      ],
      [
        '10/2012 – 09/2015',
        [
          title('Studium der Wirtschaftsinformatik'),
          where('Hochschule Bonn-Rhein-Sieg, Sankt Augustin', 20),
          line('Abschluss: Bachelor of Science (Note 2,0)', 160),
        ],
      ],
      [
        '08/2003 – 06/2012',
        [
          title('Allgemeine Hochschulreife'),
          where('Landrat-Lucas-Gymnasium, Leverkusen', 20),
          line('Abschluss: Abitur (Note 2,1)', 160),
        ],
      ],
    ]),
    mainHeading('Weiterbildung'),
    entries([
      ['05/2023', [title('Professional Scrum Product Owner II (PSPO II)'), where('Scrum.org, online', 140)]],
      [
        '11/2020',
        [
          title('Zertifizierte Projektmanagerin (IPMA Level D)'),
          where('GPM Deutsche Gesellschaft für Projektmanagement e. V., Köln', 140),
        ],
      ],
      ['03/2019', [title('ITIL 4 Foundation'), where('AXELOS, Düsseldorf', 140)]],
    ]),
    // Place and date, and the signature, each over a rule with the Vorlage's caption under it.
    new Paragraph({ spacing: { before: 240, after: 0 }, keepNext: true, children: [] }),
    new Table({
      width: { size: INNER, type: WidthType.DXA },
      columnWidths: [3000, 567, INNER - 3567],
      rows: [
        new TableRow({
          cantSplit: true,
          children: [
            new TableCell({
              borders: NO_BORDERS,
              verticalAlign: VerticalAlign.BOTTOM,
              width: { size: 3000, type: WidthType.DXA },
              children: [p([t('Köln, 18.11.2026', { size: 19 })], 20)],
            }),
            cell(567, [p([], 0)]),
            new TableCell({
              borders: NO_BORDERS,
              verticalAlign: VerticalAlign.BOTTOM,
              width: { size: INNER - 3567, type: WidthType.DXA },
              children: [
                new Paragraph({
                  spacing: { after: 0 },
                  children: [
                    new ImageRun({ type: 'png', data: signature, transformation: { width: 150, height: 45 } }),
                  ],
                }),
              ],
            }),
          ],
        }),
        new TableRow({
          children: [
            new TableCell({
              borders: { ...NO_BORDERS, top: { style: BorderStyle.SINGLE, size: 4, color: '000000' } },
              width: { size: 3000, type: WidthType.DXA },
              children: [p([t('Ort, Datum', { size: 16, color: GREY })], 0)],
            }),
            cell(567, [p([], 0)]),
            new TableCell({
              borders: { ...NO_BORDERS, top: { style: BorderStyle.SINGLE, size: 4, color: '000000' } },
              width: { size: INNER - 3567, type: WidthType.DXA },
              children: [p([t('Unterschrift', { size: 16, color: GREY })], 0)],
            }),
          ],
        }),
      ],
    }),
  ];
}

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: [SIDE, MAIN],
            rows: [
              new TableRow({
                height: { value: PAGE.height - MARGIN.top - MARGIN.bottom - 300, rule: HeightRule.ATLEAST },
                children: [
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: SIDE, type: WidthType.DXA },
                    shading: { type: ShadingType.CLEAR, color: 'auto', fill: PETROL },
                    margins: { top: 284, left: 284, right: 284, bottom: 284 },
                    children: sideColumn(),
                  }),
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: MAIN, type: WidthType.DXA },
                    margins: { top: 284, left: MAIN_PAD, right: 170, bottom: 284 },
                    children: mainColumn(),
                  }),
                ],
              }),
            ],
          }),
          // Word always ends a document with a paragraph after a table.
          new Paragraph({ spacing: { after: 0 }, children: [new TextRun({ text: '', size: 2 })] }),
        ],
      },
    ],
    'Calibri',
    20,
    { text: '–' },
  );

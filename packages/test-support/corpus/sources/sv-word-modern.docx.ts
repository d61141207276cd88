// A Swedish CV filled in from one of Word's modern two-column CV templates (a Swedish Word, File > Ny: A4, 1,6 cm
// margins, Calibri set by LibreOffice's substitute, runs in sv-SE, Word's default list mark U+F0B7 in Symbol) by a
// Stockholm controller. The whole page is ONE borderless table row of two cells. What it has:
// - the narrow left cell shaded a pale grey-blue: 'Kontakt' with the address over two paragraphs ('Rörstrandsgatan
//   18' / '113 40 Stockholm'), 'Mobil: 073-651 28 40' and 'E-post: …' with their labels typed in; 'Kompetenser' one
//   a paragraph; 'Språk' with the level in brackets ('Svenska (modersmål)', not skills); the template's headings in
//   its accent colour, typed in sentence case;
// - the wide right cell: the name big in the accent colour over the title 'Controller', then 'Om mig' (a paragraph
//   in the first person), 'Arbetslivserfarenhet' with each job as the title in bold, 'Företag AB, Ort' under it and
//   the Swedish dates on a line of their own in grey ('mars 2020 – nu', years alone '2016 – 2020', whole months
//   'augusti 2013 – maj 2016'), then the items as a Word bulleted list, some wrapping; jobs in Stockholm, Uppsala
//   and Västerås;
// - 'Utbildning' in the same three lines: the programme in bold, the school ('Katedralskolan, Uppsala' with its
//   city), the years; each heading of the right cell over a thin rule in the accent colour.
// The headline 'Controller' is also the current job's title; 'E-post:' breaks before the address in the narrow cell.
import {
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'sv',
  name: 'Johanna Ekström',
  email: 'johanna.ekstrom@example.com',
  phone: '073-651 28 40',
  // The address as written, its two lines joined.
  location: 'Rörstrandsgatan 18, 113 40 Stockholm',
  jobs: [
    {
      title: 'Controller',
      company: 'Nordvik Fastigheter AB',
      start: '2020-03',
      end: 'present',
      bullets: [
        'Ansvarar för månads- och årsbokslut för sju dotterbolag med en omsättning på 1,4 miljarder kronor',
        'Leder arbetet med budget och prognoser tillsammans med förvaltningscheferna och ekonomichefen',
        'Byggde upp en rapportering i Power BI som ersatte ett 40-tal Excelfiler',
        'Tar fram investeringskalkyler och följer upp ny- och ombyggnadsprojekt',
      ],
    },
    {
      title: 'Redovisningsekonom',
      company: 'Fyrisvatten Energi AB',
      start: '2016',
      end: '2020',
      bullets: [
        'Löpande redovisning, avstämningar och momsredovisning för moderbolaget och två dotterbolag',
        'Förberedde kvartals- och årsbokslut och underlag till revisorerna',
        'Var med och införde Visma Business som nytt affärssystem under 2018',
      ],
    },
    {
      title: 'Revisionsassistent',
      company: 'Mälardalens Revision AB',
      start: '2013-08',
      end: '2016-05',
      bullets: [
        'Granskning av bokslut och årsredovisningar för små och medelstora företag',
        'Upprättade bokslut och deklarationer för ett 30-tal kunder',
      ],
    },
  ],
  schools: [
    { school: 'Uppsala universitet', degree: 'Civilekonomprogrammet', start: '2009', end: '2013' },
    { school: 'Katedralskolan', degree: 'Ekonomiprogrammet', start: '2006', end: '2009' },
  ],
  skills: [
    'Budget och prognos',
    'Bokslut och koncernredovisning',
    'Investeringskalkyler',
    'Power BI',
    'Excel',
    'Visma Business',
    'SAP',
  ],
};

// A4 with the template's 1,6 cm margins; the left cell 6,5 cm wide.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 907, bottom: 907, left: 907, right: 907 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const SIDE = 3686;
const MAIN = WIDTH - SIDE;
const ACCENT = '2F5496';
const PALE = 'E9EEF6';
const GREY = '595959';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const t = (text: string, o: IRunOptions = {}) =>
  new TextRun({ text, language: { value: 'sv-SE' }, ...o, size: sz((o.size as number) ?? 20) });
const p = (children: TextRun[], after = 40, more: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({ spacing: { after }, ...more, children });

// The left cell.
const sideHeading = (text: string, first = false) =>
  p([t(text, { bold: true, size: 26, color: ACCENT })], 100, {
    keepNext: true,
    spacing: { before: first ? 0 : 360, after: 100 },
  });
const sideLine = (parts: TextRun[], after = 40) => p(parts, after);
const s19 = (text: string, o: IRunOptions = {}) => t(text, { size: 19, ...o });

function sideColumn() {
  return [
    sideHeading('Kontakt', true),
    sideLine([s19('Rörstrandsgatan 18')], 0),
    sideLine([s19('113 40 Stockholm')], 100),
    sideLine([s19('Mobil: ', { bold: true }), s19(expected.phone ?? '')], 60),
    sideLine([s19('E-post: ', { bold: true }), s19(expected.email ?? '')], 40),
    sideHeading('Kompetenser'),
    ...expected.skills.map((s) => sideLine([s19(s)], 60)),
    sideHeading('Språk'),
    sideLine([s19('Svenska (modersmål)')], 60),
    sideLine([s19('Engelska (flytande)')], 60),
    sideLine([s19('Spanska (grundläggande)')], 60),
  ];
}

// The right cell.
const mainHeading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 2 } },
    children: [t(text, { bold: true, size: 26, color: ACCENT })],
  });
const item = (text: string, last: boolean) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: last ? 140 : 30 },
    children: [t(text)],
  });

type Job = (typeof expected.jobs)[number];
const job = (j: Job, city: string, dates: string) => [
  p([t(j.title, { bold: true, size: 22 })], 0, { keepNext: true }),
  p([t(`${j.company}, ${city}`)], 0, { keepNext: true }),
  p([t(dates, { size: 18, color: GREY })], 80, { keepNext: true }),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

type School = (typeof expected.schools)[number];
const school = (s: School, where: string, after = 200) => [
  p([t(s.degree ?? '', { bold: true, size: 22 })], 0, { keepNext: true }),
  p([t(where)], 0, { keepNext: true }),
  p([t(`${s.start} – ${s.end}`, { size: 18, color: GREY })], after),
];

function mainColumn() {
  const [nordvik, fyris, malardalen] = expected.jobs as [Job, Job, Job];
  const [uu, kate] = expected.schools as [School, School];
  return [
    p([t(expected.name, { size: 56, color: ACCENT })], 0),
    p([t('Controller', { size: 28, color: GREY })], 80),
    mainHeading('Om mig'),
    p(
      [
        t(
          'Civilekonom med tio års erfarenhet av redovisning och controlling i fastighets- och energibranschen. Jag ' +
            'trivs med att göra siffrorna begripliga för dem som fattar besluten och att bygga rapporter som håller ' +
            'månad efter månad. Noggrann, prestigelös och van att arbeta mot snäva bokslutsdatum.',
        ),
      ],
      60,
      { spacing: { after: 60, line: 264 } },
    ),
    mainHeading('Arbetslivserfarenhet'),
    ...job(nordvik, 'Stockholm', 'mars 2020 – nu'),
    ...job(fyris, 'Uppsala', '2016 – 2020'),
    ...job(malardalen, 'Västerås', 'augusti 2013 – maj 2016'),
    mainHeading('Utbildning'),
    ...school(uu, 'Uppsala universitet'),
    ...school(kate, 'Katedralskolan, Uppsala', 0),
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
                children: [
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: SIDE, type: WidthType.DXA },
                    shading: { type: ShadingType.CLEAR, color: 'auto', fill: PALE },
                    margins: { top: 284, left: 227, right: 227, bottom: 113 },
                    children: sideColumn(),
                  }),
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: MAIN, type: WidthType.DXA },
                    margins: { top: 0, left: 397, right: 0, bottom: 0 },
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
    { text: '\uF0B7', font: 'Symbol' },
  );

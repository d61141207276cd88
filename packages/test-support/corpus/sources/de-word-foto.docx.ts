// A German "tabellarischer Lebenslauf" filled in from the kind of Word Vorlage the job portals and Bewerbung
// guides hand out (A4, Word's German default margins, Arial-like type at 10 pt): 'Lebenslauf' as a big title, then
// each section's heading in dark blue over a thin rule ('Persönliche Daten', 'Berufserfahrung', 'Ausbildung',
// 'Kenntnisse'), and under it a borderless table of two columns, the labels or dates in the left one. What is hard:
// - 'Persönliche Daten' is one table of three columns whose right column is ONE cell merged over all rows (vMerge)
//   with the photo in it (a PNG, 3.2 × 4.1 cm), so the labels ('Name', 'Anschrift', 'Telefon', 'Mobil', 'E-Mail', 'Geburtsdatum',
//   'Familienstand') and their values sit beside a picture; the address is two paragraphs in one cell
//   ('Hauptstraße 21' / '69117 Heidelberg'), 'Telefon' (landline) comes before 'Mobil' (two phones, the first is
//   the one expected), 'Geburtsdatum' reads '12.05.1990 in Mannheim' (a date and a second town);
// - each job is a row: the left cell 'seit 04/2021' or '09/2016 – 03/2021' (German month/year), the right cell the
//   title in bold, then 'Firma GmbH, Ort', then the tasks as ordinary paragraphs typed '– ' by hand (an en dash and
//   a space, no Word list, no hanging indent), so a long task wraps back under its dash inside the cell;
// - 'Ausbildung' the same way ('Master of Science Informatik' / the university / 'Abschlussnote: 1,6'), the Abitur
//   as 'Allgemeine Hochschulreife' over the school's name;
// - 'Kenntnisse' as rows 'EDV' | list, 'Sprachen' | 'Deutsch (Muttersprache), Englisch (verhandlungssicher)',
//   'Führerschein' | 'Klasse B' (only the EDV items are skills);
// - at the end 'Heidelberg, 15.11.2026', space for the signature, a rule drawn as a paragraph border and the name
//   under it (the name a second time, at the foot). Rows are kept whole across a page break (cantSplit), as the
//   Vorlage sets them.
import { BorderStyle, ImageRun, Paragraph, Table, TableCell, TableRow, TextRun, VerticalAlign, WidthType } from 'docx';
import { png, para, wordDocument, NO_BORDERS, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'de',
  name: 'Jonas Weidinger',
  email: 'jonas.weidinger@example.de',
  // The first phone listed ('Telefon'), not the 'Mobil' one under it.
  phone: '+49 6221 123456',
  // The address as written, its two lines joined.
  location: 'Hauptstraße 21, 69117 Heidelberg',
  jobs: [
    {
      title: 'Senior Softwareentwickler Backend',
      company: 'Medivora Health IT GmbH',
      start: '2021-04',
      end: 'present',
      bullets: [
        'Entwicklung von REST-Schnittstellen für ein Praxisverwaltungssystem mit Kotlin und Spring Boot',
        'Migration von 14 Microservices von Java 8 auf Java 17 und Spring Boot 3 ohne Ausfallzeiten für die rund 2.300 angebundenen Arztpraxen',
        'Senkung der mittleren Antwortzeit der Online-Terminbuchung von 850 ms auf 190 ms durch Caching mit Redis und überarbeitete PostgreSQL-Abfragen',
        'Fachliche Betreuung von zwei Werkstudierenden',
      ],
    },
    {
      title: 'Softwareentwickler Java',
      company: 'Kurpfälzische Versicherungsdienste GmbH',
      start: '2016-09',
      end: '2021-03',
      bullets: [
        'Weiterentwicklung der Vertragsverwaltung für Kfz-Versicherungen (Java EE, Oracle)',
        'Aufbau einer Build-Pipeline mit Jenkins und SonarQube für ein Team von neun Entwicklern, Zeit vom Commit bis zur Testumgebung von zwei Tagen auf 40 Minuten verkürzt',
        'Anbindung des Schadenportals an die GDV-Schnittstelle',
      ],
    },
    {
      title: 'Werkstudent Softwareentwicklung',
      company: 'SAP SE',
      start: '2014-04',
      end: '2016-08',
      bullets: [
        'Oberflächentests mit Selenium für die interne Reisekostenabrechnung',
        'Pflege der Testdaten und der Entwicklerdokumentation in Confluence',
      ],
    },
  ],
  schools: [
    {
      school: 'Ruprecht-Karls-Universität Heidelberg',
      degree: 'Master of Science Informatik',
      start: '2010-10',
      end: '2016-08',
    },
    {
      school: 'Carl-Benz-Gymnasium Ladenburg',
      degree: 'Allgemeine Hochschulreife',
      start: '2000-09',
      end: '2009-06',
    },
  ],
  skills: ['Java', 'Kotlin', 'Spring Boot', 'PostgreSQL', 'Docker', 'Kubernetes', 'Git', 'Jenkins'],
};

// A4 with German Word's default margins: 2.5 cm top, 2 cm bottom, 2.5 cm left, 2 cm right.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1418, bottom: 1134, left: 1418, right: 1134 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LEFT = 2268; // the label and date column, 4 cm
const PHOTO = 2211; // the photo's column, 3.9 cm
const BLUE = '1F4E79';

// The photo: a passport picture (a grey-blue head and shoulders on a light backdrop), 3.2 × 4.1 cm.
const portrait = png(140, 180, (x, y) => {
  const head = ((x - 70) / 30) ** 2 + ((y - 72) / 38) ** 2 <= 1;
  const shoulders = y > 118 && ((x - 70) / 66) ** 2 + ((y - 190) / 70) ** 2 <= 1;
  if (head) return [214, 178, 150];
  if (shoulders) return [52, 64, 84];
  const shade = 226 - Math.round(y / 12);
  return [shade, shade + 4, shade + 10];
});

// A section heading as the Vorlage styles it: dark blue, bold, a thin blue rule under it.
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 160, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 2 } },
    children: [new TextRun({ text, bold: true, size: 28, color: BLUE })],
  });

const p = (runs: Parameters<typeof para>[0], after = 20) => para(runs, { spacing: { after } });
const cell = (width: number, children: Paragraph[]) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, children });

// A row of two cells: the label or dates left, the entry right.
const row = (left: string, right: Paragraph[]) =>
  new TableRow({ cantSplit: true, children: [cell(LEFT, [p(left)]), cell(WIDTH - LEFT, right)] });
const table = (rows: TableRow[]) =>
  new Table({ width: { size: WIDTH, type: WidthType.DXA }, columnWidths: [LEFT, WIDTH - LEFT], rows });

// A job or a school: the title in bold, the place under it, then more lines (a job's typed '– ' by hand).
type Job = (typeof expected.jobs)[0];
const entry = (dates: string, title: string, where: string, lines: string[]) =>
  row(dates, [
    p({ text: title, bold: true }),
    p(where, lines.length ? 40 : 100),
    ...lines.map((l, i) => p(l, i === lines.length - 1 ? 100 : 20)),
  ]);
const job = (dates: string, j: Job, city: string) =>
  entry(
    dates,
    j.title,
    `${j.company}, ${city}`,
    j.bullets.map((b) => `– ${b}`),
  );

const [medivora, kurpfalz, sap] = expected.jobs as [Job, Job, Job];
const [uni, abitur] = expected.schools as [(typeof expected.schools)[0], (typeof expected.schools)[0]];

// 'Persönliche Daten': label | value | the photo's cell, merged down over every row.
const personal: Array<[string, string[]]> = [
  ['Name', [expected.name]],
  ['Anschrift', ['Hauptstraße 21', '69117 Heidelberg']],
  ['Telefon', [expected.phone ?? '']],
  ['Mobil', ['+49 151 2345 6789']],
  ['E-Mail', [expected.email ?? '']],
  ['Geburtsdatum', ['12.05.1990 in Mannheim']],
  ['Familienstand', ['ledig']],
];
const personalTable = new Table({
  width: { size: WIDTH, type: WidthType.DXA },
  columnWidths: [LEFT, WIDTH - LEFT - PHOTO, PHOTO],
  rows: personal.map(
    ([label, lines], i) =>
      new TableRow({
        children: [
          cell(LEFT, [p(label, 40)]),
          cell(
            WIDTH - LEFT - PHOTO,
            lines.map((l, k) => p(l, k === lines.length - 1 ? 40 : 0)),
          ),
          ...(i === 0
            ? [
                new TableCell({
                  rowSpan: personal.length,
                  width: { size: PHOTO, type: WidthType.DXA },
                  verticalAlign: VerticalAlign.TOP,
                  borders: NO_BORDERS,
                  children: [
                    new Paragraph({
                      children: [
                        new ImageRun({
                          type: 'png',
                          data: portrait,
                          transformation: { width: 121, height: 156 },
                        }),
                      ],
                    }),
                  ],
                }),
              ]
            : []),
        ],
      }),
  ),
});

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          new Paragraph({
            spacing: { after: 80 },
            children: [new TextRun({ text: 'Lebenslauf', bold: true, size: 44, color: BLUE })],
          }),
          heading('Persönliche Daten'),
          personalTable,
          heading('Berufserfahrung'),
          table([
            job('seit 04/2021', medivora, 'Heidelberg'),
            job('09/2016 – 03/2021', kurpfalz, 'Mannheim'),
            job('04/2014 – 08/2016', sap, 'Walldorf'),
          ]),
          heading('Ausbildung'),
          table([
            entry('10/2010 – 08/2016', uni.degree ?? '', uni.school, ['Abschlussnote: 1,6']),
            entry('09/2000 – 06/2009', abitur.degree ?? '', abitur.school, []),
          ]),
          heading('Kenntnisse'),
          table([
            row('EDV', [p(expected.skills.join(', '), 60)]),
            row('Sprachen', [p('Deutsch (Muttersprache), Englisch (verhandlungssicher)', 60)]),
            row('Führerschein', [p('Klasse B', 60)]),
          ]),
          para('Heidelberg, 15.11.2026', { spacing: { before: 160, after: 300 } }),
          // The signature line: a paragraph with a rule over it, 7 cm wide, the name under the rule.
          para(expected.name, {
            indent: { right: WIDTH - 3969 },
            border: { top: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 4 } },
          }),
        ],
      },
    ],
    'Liberation Sans',
    20,
  );

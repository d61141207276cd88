// A German 'tabellarischer Lebenslauf' typed in Word from the most common template (A4, Word's German default margins,
// Arial 10 pt): 'Lebenslauf' as the title over a rule, each section heading ('Persönliche Daten', 'Berufserfahrung',
// 'Ausbildung', 'Weiterbildungen', 'Kenntnisse', 'Interessen') a bold paragraph with a light grey shading, and
// under each a borderless table of two columns, the labels or dates in the narrow left one. What it has:
// - 'Persönliche Daten' as label | value rows: 'Anschrift' as two paragraphs in one cell ('Bucher Straße 54' /
//   '90419 Nürnberg'), 'Telefon' '0176 23456789' (a German mobile, no country code), 'E-Mail', one label for two
//   facts ('Geburtsdatum/-ort' | '14.03.1990 in Fürth'), 'Staatsangehörigkeit' | 'deutsch';
// - each job a row: the dates left in three spellings ('04/2021 – heute', 'seit 09/2019', '10/2018 – 03/2021'), on
//   the right the Position in bold, 'Company, City' on the next line ('Siemens Healthineers AG, Erlangen'), and the
//   Aufgaben as a Word bulleted list with Word's default mark (U+F0B7 in Symbol), a long one wrapping under its
//   hanging indent;
// - a promotion at the same company as two rows ('Teamleiter …' since 04/2021 over 'Projektingenieur …' until
//   03/2021), and between them, newest first by start, a part-time Lehrauftrag still running ('seit 09/2019') at
//   the university the author studied at, so the two Siemens rows are not next to each other;
// - 'Ausbildung' in the same shape: 'Master of Science Wirtschaftsingenieurwesen' over 'Friedrich-Alexander-
//   Universität Erlangen-Nürnberg, Erlangen' and a 'Schwerpunkt: …, Abschlussnote: 1,7' line (no bullets), the
//   Bachelor, then 'Allgemeine Hochschulreife' over the Gymnasium and 'Abiturnote: 2,0';
// - 'Weiterbildungen' as courses dated by one 'MM/YYYY' (not schools), the certificate's name in bold over the
//   provider;
// - 'Kenntnisse' as rows 'EDV-Kenntnisse' | a comma list (the skills), 'Sprachkenntnisse' | one paragraph a
//   language ('Deutsch – Muttersprache', 'Englisch – verhandlungssicher (C1)', 'Französisch – Grundkenntnisse (A2)'),
//   'Führerschein' | 'Klasse B';
// - 'Interessen' as one line in the right column beside an empty left cell;
// - at the end 'Nürnberg, 12.11.2026', empty paragraphs left for the handwritten signature, and the name again.
// Two pages: the rows are kept whole (cantSplit), the headings kept with the table after them.
import { BorderStyle, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { wordDocument, wordVariant, NO_BORDERS, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'de',
  name: 'Matthias Hofbauer',
  email: 'matthias.hofbauer@example.de',
  phone: '0176 23456789',
  // The address as written, its two lines joined.
  location: 'Bucher Straße 54, 90419 Nürnberg',
  jobs: [
    {
      title: 'Teamleiter Projektmanagement Computertomographie',
      company: 'Siemens Healthineers AG',
      start: '2021-04',
      end: 'present',
      bullets: [
        'Fachliche und disziplinarische Führung von sieben Projektmanagern',
        'Verantwortung für ein Projektportfolio von rund 35 Mio. Euro pro Jahr bei Kliniken in Deutschland, Österreich und der Schweiz',
        'Einführung eines einheitlichen Projektcontrollings in SAP PS, Termintreue der Installationen von 78 % auf 93 % gesteigert',
      ],
    },
    {
      title: 'Lehrbeauftragter für Projektmanagement (nebenberuflich)',
      company: 'Technische Hochschule Nürnberg Georg Simon Ohm',
      start: '2019-09',
      end: 'present',
      bullets: [
        'Vorlesung und Übung „Projektmanagement in der Praxis“ im Bachelorstudiengang Wirtschaftsingenieurwesen',
        'Betreuung von Bachelorarbeiten',
      ],
    },
    {
      title: 'Projektingenieur',
      company: 'Siemens Healthineers AG',
      start: '2018-10',
      end: '2021-03',
      bullets: [
        'Planung und Steuerung von CT-Installationsprojekten in Krankenhäusern von der Bauplanung bis zur Abnahme',
        'Abstimmung mit Architekten, Haustechnik und Strahlenschutzbeauftragten',
        'Erstellung von Projektplänen, Risikoanalysen und Statusberichten für das Management',
      ],
    },
    {
      title: 'Technischer Einkäufer',
      company: 'Schaeffler Technologies AG & Co. KG',
      start: '2014-10',
      end: '2018-09',
      bullets: [
        'Einkauf von Zerspanungs- und Umformteilen mit einem Volumen von 12 Mio. Euro pro Jahr',
        'Lieferantenauswahl, Angebotsvergleiche und Vertragsverhandlungen mit Lieferanten in Osteuropa',
        'Mitarbeit im Projekt zur Einführung von SAP Ariba',
      ],
    },
  ],
  schools: [
    {
      school: 'Friedrich-Alexander-Universität Erlangen-Nürnberg',
      degree: 'Master of Science Wirtschaftsingenieurwesen',
      start: '2012-10',
      end: '2014-09',
    },
    {
      school: 'Technische Hochschule Nürnberg Georg Simon Ohm',
      degree: 'Bachelor of Science Wirtschaftsingenieurwesen',
      start: '2009-10',
      end: '2012-09',
    },
    {
      school: 'Martin-Behaim-Gymnasium',
      degree: 'Allgemeine Hochschulreife',
      start: '2000-09',
      end: '2009-06',
    },
  ],
  skills: ['MS Project', 'SAP PS', 'SAP MM', 'Jira', 'Confluence', 'Power BI', 'MS Office'],
};

// A4 with German Word's default margins: 2.5 cm top, 2 cm bottom, 2.5 cm left, 2 cm right.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1418, bottom: 1134, left: 1418, right: 1134 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LEFT = 2410; // the label and date column, 4.25 cm

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type Runs = string | Array<string | { text: string; bold?: boolean }>;
const runs = (r: Runs) =>
  (typeof r === 'string' ? [r] : r).map((x) =>
    typeof x === 'string' ? new TextRun({ text: x, size: sz(20) }) : new TextRun({ ...x, size: sz(20) }),
  );
const p = (r: Runs, after = 0, before = 0) => new Paragraph({ spacing: { before, after }, children: runs(r) });

// A section heading as the template styles it: bold, a light grey band over the whole width, kept with its table.
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 280, after: 120 },
    keepNext: true,
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E7E6E6' },
    children: [new TextRun({ text, bold: true, size: sz(24) })],
  });

// A Word list item: the template's 'Listenabsatz' with Word's default bullet.
const item = (text: string, last: boolean) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: last ? 160 : 20 },
    children: runs(text),
  });

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, children });
const row = (left: string, right: Paragraph[]) =>
  new TableRow({ cantSplit: true, children: [cell(LEFT, [p(left, 40)]), cell(WIDTH - LEFT, right)] });
const table = (rows: TableRow[]) =>
  new Table({ width: { size: WIDTH, type: WidthType.DXA }, columnWidths: [LEFT, WIDTH - LEFT], rows });

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];

// A job: the Position in bold, 'Company, City' under it, the Aufgaben as list items.
const job = (dates: string, j: Job, city: string) =>
  row(dates, [
    p([{ text: j.title, bold: true }]),
    p(`${j.company}, ${city}`, 60),
    ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
  ]);
// A school the same way, a line about the grade instead of the items.
const school = (dates: string, s: School, city: string, note: string) =>
  row(dates, [p([{ text: s.degree ?? '', bold: true }]), p(`${s.school}, ${city}`), p(note, 160)]);
// A course: one date, the certificate in bold, the provider under it.
const course = (date: string, name: string, by: string) => row(date, [p([{ text: name, bold: true }]), p(by, 120)]);

const [teamleiter, lehrauftrag, projektingenieur, schaeffler] = expected.jobs as [Job, Job, Job, Job];
const [master, bachelor, abitur] = expected.schools as [School, School, School];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          new Paragraph({
            spacing: { after: 240 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '000000', space: 4 } },
            children: [new TextRun({ text: 'Lebenslauf', bold: true, size: sz(40) })],
          }),
          heading('Persönliche Daten'),
          table([
            row('Name', [p(expected.name, 40)]),
            row('Anschrift', [p('Bucher Straße 54'), p('90419 Nürnberg', 40)]),
            row('Telefon', [p(expected.phone ?? '', 40)]),
            row('E-Mail', [p(expected.email ?? '', 40)]),
            row('Geburtsdatum/-ort', [p('14.03.1990 in Fürth', 40)]),
            row('Staatsangehörigkeit', [p('deutsch', 40)]),
          ]),
          heading('Berufserfahrung'),
          table([
            job('04/2021 – heute', teamleiter, 'Erlangen'),
            job('seit 09/2019', lehrauftrag, 'Nürnberg'),
            job('10/2018 – 03/2021', projektingenieur, 'Erlangen'),
            job('10/2014 – 09/2018', schaeffler, 'Herzogenaurach'),
          ]),
          heading('Ausbildung'),
          table([
            school(
              '10/2012 – 09/2014',
              master,
              'Erlangen',
              'Schwerpunkt: Technologie- und Innovationsmanagement, Abschlussnote: 1,7',
            ),
            school('10/2009 – 09/2012', bachelor, 'Nürnberg', 'Abschlussnote: 2,1'),
            school('09/2000 – 06/2009', abitur, 'Nürnberg', 'Abiturnote: 2,0'),
          ]),
          heading('Weiterbildungen'),
          table([
            course('05/2022', 'Project Management Professional (PMP)', 'Project Management Institute (PMI)'),
            course('11/2020', 'Lean Six Sigma Green Belt', 'TÜV SÜD Akademie GmbH, München'),
            course('03/2019', 'Medizinprodukterecht (MDR) für Projektverantwortliche', 'BVMed-Akademie, Berlin'),
          ]),
          heading('Kenntnisse'),
          table([
            row('EDV-Kenntnisse', [p(expected.skills.join(', '), 100)]),
            row('Sprachkenntnisse', [
              p('Deutsch – Muttersprache'),
              p('Englisch – verhandlungssicher (C1)'),
              p('Französisch – Grundkenntnisse (A2)', 100),
            ]),
            row('Führerschein', [p('Klasse B', 40)]),
          ]),
          heading('Interessen'),
          table([row('', [p('Laufen (Halbmarathon), Bergwandern in den Alpen, Fotografie', 40)])]),
          p('Nürnberg, 12.11.2026', 0, 480),
          p(''),
          p(''),
          p(''),
          p(expected.name),
        ],
      },
    ],
    'Arial',
    20,
    { text: '\uf0b7', font: 'Symbol' },
  );

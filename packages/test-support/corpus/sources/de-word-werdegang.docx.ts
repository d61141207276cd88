// A German Lebenslauf typed in Word from a blank document by someone in mid-career who has kept the same file since
// the Word 2003 days: Times New Roman 12 pt, A4 with Word's German default margins, no table and no tab stops of
// its own, everything aligned by pressing Tab until the text reaches the column (Word's default stops every
// 1.25 cm), blank paragraphs for spacing. What it has:
// - 'Lebenslauf' centred with expanded letter spacing, headings bold and underlined ('Persönliche Daten',
//   'Beruflicher Werdegang', 'Ausbildung', 'Schulbildung', 'Weiterbildungen', 'Kenntnisse und Fähigkeiten', 'Hobbys');
// - 'Persönliche Daten' as 'Label:<TAB><TAB>…value', a different number of tabs after each label so the values line
//   up on the fourth default stop; 'Anschrift' over two lines, the second starting with four tabs; 'Telefon' in the
//   old German way with a slash ('0171 / 5538204'); one label for two facts ('Geburtsdatum/-ort:'), 'Familienstand:';
// - each job as 'MM/JJJJ – MM/JJJJ' or 'seit MM/JJJJ', tabs, the Position in bold; 'Firma GmbH, Ort' under it after
//   four tabs; the tasks as a Word list marked '-' (what AutoFormat makes of a typed '- ') indented to the column,
//   long ones wrapping under the hanging indent;
// - 'Ausbildung' with 'Studium der Betriebswirtschaftslehre' in bold over the university, 'Schwerpunkte: …' and
//   'Abschluss: Diplom-Kaufmann (Note 2,3)'; 'Schulbildung' with the Gymnasium over 'Abschluss: Abitur' and the
//   Grundschule without any;
// - 'Weiterbildungen' as courses on one line each, dated by one 'MM/JJJJ' (not schools);
// - 'EDV-Kenntnisse:' with a comma list long enough to wrap back to the left margin (no hanging indent, typed with
//   tabs), 'Sprachkenntnisse:' with 'Englisch: verhandlungssicher' and a second language under it after tabs,
//   'Führerschein:';
// - 'Hobbys' as one line, then 'Ingolstadt, den 14.11.2026', blank lines and the name typed as the signature.
import { AlignmentType, Document, LevelFormat, Packer, Paragraph, TextRun, UnderlineType } from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'de',
  name: 'Christian Vogl',
  email: 'christian.vogl@example.de',
  phone: '0171 / 5538204',
  // The address as written, its two lines joined.
  location: 'Gerolfinger Straße 112, 85049 Ingolstadt',
  jobs: [
    {
      title: 'Leiter Einkauf und Logistik',
      company: 'Brandl Fahrzeugkomponenten GmbH',
      start: '2019-04',
      end: 'present',
      bullets: [
        'Fachliche und disziplinarische Führung von 14 Mitarbeitern in Einkauf, Disposition und Lager',
        'Verantwortung für ein Einkaufsvolumen von ca. 85 Mio. EUR p. a.',
        'Aufbau zusätzlicher Lieferanten in Tschechien und Polen während der Halbleiterkrise',
        'Key User und Projektleiter des Fachbereichs bei der Einführung von SAP S/4HANA in der Materialwirtschaft',
        'Senkung der Lagerbestände um 18 % durch ein neues Dispositionskonzept',
      ],
    },
    {
      title: 'Teamleiter Strategischer Einkauf',
      company: 'Donautal Kunststofftechnik GmbH',
      start: '2011-03',
      end: '2019-03',
      bullets: [
        'Leitung eines Teams von 5 Einkäufern (Warengruppen Granulate, Metallteile und Verpackung)',
        'Lieferantenauswahl, -bewertung und -entwicklung, Durchführung von Lieferantenaudits',
        'Jahresverhandlungen mit den wichtigsten Lieferanten, Einsparungen von durchschnittlich 3 % pro Jahr',
      ],
    },
    {
      title: 'Einkäufer',
      company: 'Huber & Söhne Maschinenbau GmbH & Co. KG',
      start: '2006-07',
      end: '2011-02',
      bullets: [
        'Operativer Einkauf von Zukaufteilen und Dienstleistungen',
        'Angebotseinholung, Preisverhandlungen und Bestellabwicklung in SAP MM',
        'Betreuung von rund 120 Lieferanten',
      ],
    },
    {
      title: 'Junior-Controller',
      company: 'Ostbayerische Mühlenwerke AG',
      start: '2003-05',
      end: '2006-06',
      bullets: [
        'Erstellung der monatlichen Kostenstellenberichte',
        'Mitarbeit bei der Budgetplanung und bei Investitionsrechnungen',
      ],
    },
  ],
  schools: [
    { school: 'Universität Regensburg', degree: 'Diplom-Kaufmann', start: '1997-10', end: '2003-03' },
    { school: 'Altmühltal-Gymnasium Eichstätt', degree: 'Abitur', start: '1988-09', end: '1997-06' },
    { school: 'Grundschule Eichstätt-Nord', start: '1984-09', end: '1988-07' },
  ],
  skills: ['SAP MM', 'SAP S/4HANA', 'SAP Ariba', 'MS Excel', 'MS Access', 'MS PowerPoint', 'Power BI'],
};

// A4 with Word's German default margins: 2.5 cm top, 2 cm bottom, 2.5 cm left, 2 cm right.
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1417, bottom: 1134, left: 1417, right: 1134 },
};
// German Word's default tab stops, 1.25 cm apart; the values sit on the fourth (5 cm).
const DEFAULT_TAB = 708;
const COLUMN = 4 * DEFAULT_TAB;

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const tabs = (n: number) => '\t'.repeat(n);
type Part = string | { text: string; bold?: boolean };
const line = (...parts: Part[]) =>
  new Paragraph({
    children: parts.map((x) => new TextRun(typeof x === 'string' ? { text: x } : x)),
  });
const blank = () => new Paragraph({ children: [] });
const heading = (text: string) =>
  new Paragraph({
    children: [new TextRun({ text, bold: true, underline: { type: UnderlineType.SINGLE } })],
  });
// A task: AutoFormat's list from a typed '- ' after four tabs, the mark at the column and the text after it.
const task = (text: string) =>
  new Paragraph({ numbering: { reference: 'minus', level: 0 }, children: [new TextRun(text)] });

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const job = (dates: string, n: number, j: Job, city: string) => [
  line(`${dates}${tabs(n)}`, { text: j.title, bold: true }),
  line(`${tabs(4)}${j.company}, ${city}`),
  ...j.bullets.map(task),
  blank(),
];

const [brandl, donautal, huber, muehlen] = expected.jobs as [Job, Job, Job, Job];
const [uni, gymnasium, grundschule] = expected.schools as [School, School, School];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Christian Vogl',
    lastModifiedBy: 'Christian',
    defaultTabStop: DEFAULT_TAB,
    styles: { default: { document: { run: { font: 'Times New Roman', size: sz(24) } } } },
    numbering: {
      config: [
        {
          reference: 'minus',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '-',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: COLUMN + 360, hanging: 360 } },
                run: { font: 'Times New Roman' },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: PAGE },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: 'Lebenslauf', bold: true, size: sz(32), characterSpacing: 60 })],
          }),
          blank(),
          blank(),
          heading('Persönliche Daten'),
          blank(),
          line(`Name:${tabs(4)}${expected.name}`),
          line(`Anschrift:${tabs(3)}Gerolfinger Straße 112`),
          line(`${tabs(4)}85049 Ingolstadt`),
          line(`Telefon:${tabs(3)}${expected.phone}`),
          line(`E-Mail:${tabs(3)}${expected.email}`),
          line(`Geburtsdatum/-ort:${tabs(2)}18.02.1978 in Eichstätt`),
          line(`Familienstand:${tabs(2)}verheiratet, zwei Kinder`),
          blank(),
          heading('Beruflicher Werdegang'),
          blank(),
          ...job('seit 04/2019', 3, brandl, 'Ingolstadt'),
          ...job('03/2011 – 03/2019', 2, donautal, 'Neuburg an der Donau'),
          ...job('07/2006 – 02/2011', 2, huber, 'Regensburg'),
          ...job('05/2003 – 06/2006', 2, muehlen, 'Straubing'),
          heading('Ausbildung'),
          blank(),
          line(`10/1997 – 03/2003${tabs(2)}`, { text: 'Studium der Betriebswirtschaftslehre', bold: true }),
          line(`${tabs(4)}${uni.school}`),
          line(`${tabs(4)}Schwerpunkte: Controlling und Logistik`),
          line(`${tabs(4)}Abschluss: ${uni.degree} (Note 2,3)`),
          blank(),
          heading('Schulbildung'),
          blank(),
          line(`09/1988 – 06/1997${tabs(2)}`, { text: gymnasium.school, bold: true }),
          line(`${tabs(4)}Abschluss: ${gymnasium.degree}`),
          line(`09/1984 – 07/1988${tabs(2)}`, { text: grundschule.school, bold: true }),
          blank(),
          heading('Weiterbildungen'),
          blank(),
          line(`05/2022${tabs(3)}Verhandlungsführung im Einkauf, BME-Akademie, Frankfurt`),
          line(`10/2018${tabs(3)}Lean Management in der Logistik, TÜV SÜD Akademie, München`),
          line(`03/2014${tabs(3)}Ausbildereignungsprüfung (AdA), IHK München`),
          blank(),
          heading('Kenntnisse und Fähigkeiten'),
          blank(),
          line(`EDV-Kenntnisse:${tabs(2)}${expected.skills.join(', ')}`),
          line(`Sprachkenntnisse:${tabs(2)}Englisch: verhandlungssicher`),
          line(`${tabs(4)}Tschechisch: Grundkenntnisse`),
          line(`Führerschein:${tabs(3)}Klasse B`),
          blank(),
          heading('Hobbys'),
          blank(),
          line('Bergwandern, Radfahren, Jugendtrainer beim TSV Gaimersheim (Fußball)'),
          blank(),
          blank(),
          line('Ingolstadt, den 14.11.2026'),
          blank(),
          blank(),
          line(expected.name),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

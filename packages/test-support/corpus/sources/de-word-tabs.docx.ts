// Ein Lebenslauf, in Word mit Tabstopps statt einer Tabelle gesetzt, wie ihn viele selbst tippen: links der
// Zeitraum ('01/2018 – heute'), nach einem Tab die Position fett, darunter eingerückt 'Firma, Ort' und
// Aufzählungspunkte mit hängendem Einzug auf derselben Tabposition; Persönliche Daten als 'Anschrift:<TAB>…';
// 'Schulbildung' und 'Studium' getrennt; 'Sprachen:' und 'EDV:' als Zeilen; Ort und Datum am Ende.
import { Paragraph, TabStopType, TextRun } from 'docx';
import { para, ruled, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'de',
  name: 'Sabine Krüger',
  email: 'sabine.krueger@example.de',
  phone: '0151 23456789',
  location: 'Kastanienallee 7, 04157 Leipzig',
  jobs: [
    {
      title: 'Teamleiterin Buchhaltung',
      company: 'Porsche Leipzig GmbH',
      start: '2018-01',
      end: 'present',
      bullets: [
        'Führung eines Teams von sechs Mitarbeitenden in der Kreditorenbuchhaltung',
        'Umstellung des Rechnungseingangs auf einen digitalen Freigabeprozess in SAP S/4HANA',
        'Vorbereitung der Monats- und Jahresabschlüsse nach HGB',
      ],
    },
    {
      title: 'Buchhalterin',
      company: 'DHL Hub Leipzig GmbH',
      start: '2013-08',
      end: '2017-12',
      bullets: ['Debitorenbuchhaltung und Mahnwesen für 1.200 Kunden', 'Kontenabstimmungen und Zahlungsverkehr'],
    },
  ],
  schools: [
    {
      school: 'Universität Leipzig',
      degree: 'Bachelor of Arts Wirtschaftswissenschaften',
      start: '2010-10',
      end: '2013-07',
    },
    { school: 'Wilhelm-Ostwald-Gymnasium Leipzig', degree: 'Abitur', end: '2010-06' },
  ],
  skills: ['SAP FI', 'SAP S/4HANA', 'DATEV', 'MS Excel'],
};

const [porsche, dhl] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];
const TAB = 2600;
const tabbedLine = (left: string, right: TextRun[], after = 0) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: TAB }],
    spacing: { after },
    children: [new TextRun({ text: left }), new TextRun({ text: '\t' }), ...right],
  });
const under = (text: string, italics = false) =>
  new Paragraph({ indent: { left: TAB }, spacing: { after: 20 }, children: [new TextRun({ text, italics })] });
const point = (text: string) =>
  new Paragraph({
    indent: { left: TAB + 280, hanging: 280 },
    tabStops: [{ type: TabStopType.LEFT, position: TAB + 280 }],
    spacing: { after: 20 },
    children: [new TextRun({ text: `–\t${text}` })],
  });

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: 'Lebenslauf', bold: true, size: 36 }, { spacing: { after: 200 } }),
          ruled('Persönliche Daten', 24),
          tabbedLine('Name:', [new TextRun({ text: 'Sabine Krüger', bold: true })]),
          tabbedLine('Anschrift:', [new TextRun('Kastanienallee 7, 04157 Leipzig')]),
          tabbedLine('Telefon:', [new TextRun('0151 23456789')]),
          tabbedLine('E-Mail:', [new TextRun('sabine.krueger@example.de')]),
          tabbedLine('Geburtsdatum:', [new TextRun('03.09.1990 in Halle (Saale)')], 120),
          ruled('Berufserfahrung', 24),
          tabbedLine('01/2018 – heute', [new TextRun({ text: porsche.title, bold: true })]),
          under('Porsche Leipzig GmbH, Leipzig', true),
          ...porsche.bullets.map(point),
          tabbedLine('08/2013 – 12/2017', [new TextRun({ text: dhl.title, bold: true })]),
          under('DHL Hub Leipzig GmbH, Schkeuditz', true),
          ...dhl.bullets.map(point),
          ruled('Studium', 24),
          tabbedLine('10/2010 – 07/2013', [
            new TextRun({ text: 'Bachelor of Arts Wirtschaftswissenschaften', bold: true }),
          ]),
          under('Universität Leipzig', true),
          under('Abschlussnote: 2,1'),
          ruled('Schulbildung', 24),
          tabbedLine('06/2010', [new TextRun({ text: 'Abitur', bold: true })]),
          under('Wilhelm-Ostwald-Gymnasium Leipzig', true),
          ruled('Kenntnisse', 24),
          tabbedLine('EDV:', [new TextRun(expected.skills.join(', '))]),
          tabbedLine('Sprachen:', [new TextRun('Deutsch (Muttersprache), Englisch (gut)')], 240),
          para('Leipzig, 15.11.2026'),
        ],
      },
    ],
    'Liberation Sans',
    21,
  );

// Ein deutscher Lebenslauf aus Word, tabellarisch wie üblich: Persönliche Daten mit Geburtsdatum und Anschrift,
// Zeiträume links ('seit 03/2020', '04/2016 – 02/2020'), Position und Arbeitgeber rechts, Kenntnisse als Tabelle.
import { BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { bullet, para, ruled, wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'de',
  name: 'Jonas Becker',
  email: 'jonas.becker@example.de',
  phone: '+49 170 1234567',
  location: 'Lindenstraße 12, 50674 Köln',
  jobs: [
    {
      title: 'Projektingenieur Elektrotechnik',
      company: 'Rheinwerk Anlagenbau GmbH',
      start: '2020-03',
      end: 'present',
      bullets: [
        'Planung von Niederspannungsanlagen für Industriekunden bis 2 MW',
        'Leitung von Inbetriebnahmen vor Ort mit Teams von bis zu 8 Personen',
        'Einführung von EPLAN-Vorlagen, Planungszeit pro Schaltschrank um 20 % gesenkt',
      ],
    },
    {
      title: 'Entwicklungsingenieur',
      company: 'Voss Sensorik AG',
      start: '2016-04',
      end: '2020-02',
      bullets: [
        'Entwicklung von Messverstärkern für Drucksensoren',
        'EMV-Prüfungen und Dokumentation nach DIN EN 61326',
      ],
    },
    {
      title: 'Werkstudent',
      company: 'Stadtwerke Aachen',
      start: '2014-10',
      end: '2016-03',
      bullets: [],
    },
  ],
  schools: [
    { school: 'RWTH Aachen', degree: 'M.Sc. Elektrotechnik', start: '2013-10', end: '2016-03' },
    { school: 'Hochschule Niederrhein', degree: 'B.Eng. Elektrotechnik', start: '2010-10', end: '2013-09' },
  ],
  skills: ['EPLAN Electric P8', 'AutoCAD', 'Siemens TIA Portal', 'MATLAB'],
};

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const borders = { top: none, bottom: none, left: none, right: none };
const LEFT = 2400;
const row = (when: string, right: Paragraph[]) =>
  new TableRow({
    children: [
      new TableCell({ borders, width: { size: LEFT, type: WidthType.DXA }, children: [para(when)] }),
      new TableCell({ borders, width: { size: TEXT_WIDTH - LEFT, type: WidthType.DXA }, children: right }),
    ],
  });
const table = (rows: TableRow[]) =>
  new Table({ width: { size: TEXT_WIDTH, type: WidthType.DXA }, columnWidths: [LEFT, TEXT_WIDTH - LEFT], rows });

export const build = () =>
  wordDocument([
    {
      children: [
        new Paragraph({
          spacing: { after: 200 },
          children: [new TextRun({ text: 'Lebenslauf', size: 44, bold: true })],
        }),
        ruled('Persönliche Daten'),
        table([
          row('Name', [para('Jonas Becker')]),
          row('Anschrift', [para('Lindenstraße 12, 50674 Köln')]),
          row('Telefon', [para('+49 170 1234567')]),
          row('E-Mail', [para('jonas.becker@example.de')]),
          row('Geburtsdatum', [para('07.09.1991 in Mönchengladbach')]),
          row('Familienstand', [para('verheiratet')]),
        ]),
        ruled('Berufserfahrung'),
        table([
          row('seit 03/2020', [
            para([{ text: 'Projektingenieur Elektrotechnik', bold: true }]),
            para('Rheinwerk Anlagenbau GmbH, Köln'),
            ...expected.jobs[0]!.bullets.map((b) => bullet(b)),
          ]),
          row('04/2016 – 02/2020', [
            para([{ text: 'Entwicklungsingenieur', bold: true }]),
            para('Voss Sensorik AG, Düsseldorf'),
            ...expected.jobs[1]!.bullets.map((b) => bullet(b)),
          ]),
          row('10/2014 – 03/2016', [para([{ text: 'Werkstudent', bold: true }]), para('Stadtwerke Aachen')]),
        ]),
        ruled('Ausbildung'),
        table([
          row('10/2013 – 03/2016', [
            para([{ text: 'M.Sc. Elektrotechnik', bold: true }]),
            para('RWTH Aachen'),
            para('Abschlussnote: 1,7'),
          ]),
          row('10/2010 – 09/2013', [
            para([{ text: 'B.Eng. Elektrotechnik', bold: true }]),
            para('Hochschule Niederrhein'),
          ]),
        ]),
        ruled('Kenntnisse'),
        table([
          row('Software', [para('EPLAN Electric P8, AutoCAD, Siemens TIA Portal, MATLAB')]),
          row('Sprachen', [para('Deutsch (Muttersprache), Englisch (verhandlungssicher)')]),
        ]),
        para(''),
        para('Köln, im Mai 2023'),
      ],
    },
  ]);

import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 107, continued: the 2004 Europass in Italian, from Word.

describe('the 2004 Europass in Italian: a grade with its honours after the degree, the levels of a language, the data consent', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['FORMATO EUROPEO PER IL CURRICULUM VITAE', 56.8, 69.8, 276.5, 14, 'LiberationSansNarrow-Bold'],
          ['I', 91.3, 96, 2.7, 12, 'LiberationSansNarrow-Bold'],
          ['NFORMAZIONI', 94.1, 96, 55.4, 9.6, 'LiberationSansNarrow-Bold'],
          ['PERSONALI', 152.4, 96, 45.9, 9.6, 'LiberationSansNarrow-Bold'],
          ['FERRARI, Giulia', 215.3, 120, 80, 10, 'LiberationSansNarrow-Bold'],
          ['giulia.ferrari@example.it', 215.3, 134, 100, 10, 'LiberationSansNarrow'],
          ['I', 91.3, 520, 2.7, 12, 'LiberationSansNarrow-Bold'],
          ['STRUZIONE E FORMAZIONE', 94.1, 520, 100, 9.6, 'LiberationSansNarrow-Bold'],
          ['• Date (da – a)', 150.6, 563.7, 47.6, 9, 'LiberationSansNarrow'],
          ['2012 – 2015', 215.3, 564.6, 45.5, 10, 'LiberationSansNarrow'],
          ['• Nome e tipo di istituto di istruzione o', 75.1, 577.2, 123.1, 9, 'LiberationSansNarrow'],
          ['formazione', 161.8, 587.5, 36.5, 9, 'LiberationSansNarrow'],
          [
            'Università di Bologna – Alma Mater Studiorum, Scuola di Ingegneria',
            215.3,
            578.1,
            247.2,
            10,
            'LiberationSansNarrow',
          ],
          ['• Qualifica conseguita', 127.2, 599.9, 71.1, 9, 'LiberationSansNarrow'],
          [
            'Laurea magistrale in Ingegneria Civile (curriculum Strutture), 110/110 e lode',
            215.3,
            600.8,
            294.4,
            10,
            'LiberationSansNarrow-Bold',
          ],
          ['• Date (da – a)', 150.6, 626.9, 47.6, 9, 'LiberationSansNarrow'],
          ['2009 – 2012', 215.3, 627.8, 45.5, 10, 'LiberationSansNarrow'],
          ['• Nome e tipo di istituto di istruzione o', 75.1, 640.4, 123.1, 9, 'LiberationSansNarrow'],
          ['formazione', 161.8, 650.7, 36.5, 9, 'LiberationSansNarrow'],
          ['Università di Bologna – Alma Mater Studiorum', 215.3, 641.3, 168, 10, 'LiberationSansNarrow'],
          ['• Qualifica conseguita', 127.2, 663.1, 71.1, 9, 'LiberationSansNarrow'],
          ['Laurea triennale in Ingegneria Civile', 215.3, 664, 140.7, 10, 'LiberationSansNarrow-Bold'],
          ['C', 90.8, 691.4, 7.1, 12, 'LiberationSansNarrow-Bold'],
          ['APACITÀ', 97.9, 691.4, 34.9, 9.6, 'LiberationSansNarrow-Bold'],
          ['E', 135.7, 691.4, 5.2, 9.6, 'LiberationSansNarrow-Bold'],
          ['COMPETENZE', 143.7, 691.4, 54.6, 9.6, 'LiberationSansNarrow-Bold'],
          ['PERSONALI', 152.4, 705.2, 45.9, 9.6, 'LiberationSansNarrow-Bold'],
          ['Madrelingua', 157.7, 731.6, 40.6, 9, 'LiberationSansNarrow'],
          ['Italiano', 215.3, 732.5, 28.7, 10, 'LiberationSansNarrow-Bold'],
          ['Altre lingue', 161.4, 745.1, 36.9, 9, 'LiberationSansNarrow'],
          ['Inglese', 215.3, 746, 28.2, 10, 'LiberationSansNarrow-Bold'],
          ['• Capacità di lettura', 134.2, 758.6, 64.1, 9, 'LiberationSansNarrow'],
          ['buono', 215.3, 759.5, 22.7, 10, 'LiberationSansNarrow'],
          ['• Capacità di scrittura', 128.4, 772.1, 69.8, 9, 'LiberationSansNarrow'],
          ['buono', 215.3, 773, 22.7, 10, 'LiberationSansNarrow'],
        ],
        [
          ['• Capacità di espressione orale', 96.4, 65.1, 101.9, 9, 'LiberationSansNarrow'],
          ['discreto', 215.3, 66.1, 28.6, 10, 'LiberationSansNarrow'],
          ['Capacità e competenze tecniche', 91.2, 98.1, 107.1, 9, 'LiberationSansNarrow'],
          [
            'AutoCAD, Revit, SAP2000, CDSWin, Midas Gen, Primus (ACCA), MS Project',
            215.3,
            99.1,
            281.7,
            10,
            'LiberationSansNarrow',
          ],
          ['Patente o patenti', 142.5, 125.1, 55.8, 9, 'LiberationSansNarrow'],
          ['Patente B', 215.3, 126.1, 35.9, 10, 'LiberationSansNarrow'],
          ['Ulteriori informazioni', 131, 152.1, 67.2, 9, 'LiberationSansNarrow'],
          [
            'Iscritta all’Ordine degli Ingegneri della Provincia di Bologna, sez. A, n. 9127',
            215.3,
            153.1,
            272.7,
            10,
            'LiberationSansNarrow',
          ],
          [
            'Autorizzo il trattamento dei miei dati personali ai sensi del D.Lgs. 196/2003 e del Regolamento UE 2016/679.',
            215.3,
            178.2,
            315.7,
            8,
            'LiberationSansNarrow-Italic',
          ],
        ],
      ),
    ),
  );

  it("reads the grade and its honours as the score, not the degree's", () => {
    expect(resume.education[0]).toMatchObject({
      degree: 'Laurea magistrale in Ingegneria Civile (curriculum Strutture)',
      score: '110/110 e lode',
    });
  });

  it("reads the levels as the language's and the consent as no skill", () => {
    expect(resume.skills.core).toEqual(
      expect.arrayContaining(['AutoCAD', 'Revit', 'SAP2000', 'CDSWin', 'Midas Gen', 'Primus (ACCA)', 'MS Project']),
    );
    expect(resume.skills.core.filter((s) => /trattamento|buono|lettura/u.test(s))).toEqual([]);
    expect(resume.skills.languages[0]).toBe('Italiano');
    expect(resume.skills.languages[1]).toMatch(/^Inglese \(lettura: buono.*; espressione orale: discreto\)$/u);
  });
});

describe("the same Europass from Word: the rows of a language's levels, the consent after the last row", () => {
  it('reads the levels on the language and no skill of the consent', async () => {
    const cell = (text: string, width: number) =>
      new TableCell({ width: { size: width, type: WidthType.DXA }, children: [new Paragraph(text)] });
    const row = (label: string, value: string) => new TableRow({ children: [cell(label, 3000), cell(value, 6500)] });
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'FERRARI, Giulia', bold: true })] }),
            new Paragraph('giulia.ferrari@example.it'),
            new Table({
              rows: [
                row('CAPACITÀ E COMPETENZE PERSONALI', ''),
                row('Madrelingua', 'Italiano'),
                row('Altre lingue', 'Inglese'),
                row('Capacità di lettura', 'buono'),
                row('Capacità di scrittura', 'buono'),
                row('Capacità di espressione orale', 'discreto'),
                row('Capacità e competenze tecniche', 'AutoCAD, Revit, SAP2000'),
              ],
            }),
            new Paragraph({
              children: [
                new TextRun({
                  text: 'Autorizzo il trattamento dei miei dati personali ai sensi del D.Lgs. 196/2003 e del Regolamento UE 2016/679.',
                  italics: true,
                  size: 16,
                }),
              ],
            }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.skills.core).toEqual(['AutoCAD', 'Revit', 'SAP2000']);
    expect(result.resume.skills.languages).toEqual([
      'Italiano',
      'Inglese (lettura: buono; scrittura: buono; espressione orale: discreto)',
    ]);
  });
});

describe("Deedy's RESEARCH of a thesis ('University of Edinburgh | MSc dissertation' over 'Summer 2018')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Eleanor', 156.2, 58, 136.5, 35.9, 'NimbusSanL-Regu'],
        ['Hartley', 305.4, 58, 134.7, 35.9, 'NimbusSanL-Bold'],
        ['eleanor.hartley@outlook.co.uk | +44 7700 900312 | London, UK', 128.8, 79, 250, 9, 'NimbusSanL-Regu'],
        ['E', 226.9, 100.7, 8, 12, 'NimbusSanL-Regu'],
        ['X P E R I E N C E', 237.9, 100.7, 79.1, 9.6, 'NimbusSanL-Regu'],
        ['Halden & Moor Insurance', 225.4, 197.8, 108.1, 9, 'NimbusSanL-Bold'],
        ['| Data Scientist', 336, 197.8, 60.1, 9, 'NimbusSanL-Regu'],
        ['Sep 2020 – Aug 2021 | Manchester', 225.4, 208.8, 140.6, 9, 'NimbusSanL-Regu'],
        ['• Built a gradient-boosted claims-fraud model.', 227.1, 221.7, 180, 9, 'NimbusSanL-Regu'],
        ['R', 226.9, 335.3, 8.6, 12, 'NimbusSanL-Regu'],
        ['E S E A R C H', 238.5, 335.3, 64.1, 9.6, 'NimbusSanL-Regu'],
        ['University of Edinburgh', 225.4, 348.2, 101.2, 9, 'NimbusSanL-Bold'],
        ['| MSc dissertation', 329.1, 348.2, 71.5, 9, 'NimbusSanL-Regu'],
        ['Summer 2018', 225.4, 359.2, 56.3, 9, 'NimbusSanL-Regu'],
        [
          'Probabilistic forecasting of electricity demand with deep state-space models,',
          225.4,
          372.1,
          302.7,
          9,
          'NimbusSanL-Regu',
        ],
        ['supervised by Dr. A. Murray.', 225.4, 383.1, 112.6, 9, 'NimbusSanL-Regu'],
      ]),
    ),
  );

  it('reads the thesis as a project, not a job', () => {
    expect(resume.experience.map((j) => j.title)).toEqual(['Data Scientist']);
    expect(resume.projects).toMatchObject([{ name: 'University of Edinburgh', role: 'MSc dissertation' }]);
  });
});

describe("a builder's timeline whose rows and entries are drawn after the page, the entries under their dated rows", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Katharina', 45, 66.8, 110, 25, 'LiberationSans'],
        ['Vogel', 162.7, 66.8, 67.7, 25, 'LiberationSans-Bold'],
        ['Wirtschaftsingenieurin · Einkauf & Supply Management', 45, 88.5, 268.8, 11, 'LiberationSans'],
        ['Gutenbergstraße 17, 70176 Stuttgart', 397.8, 49.5, 143.7, 8.8, 'LiberationSans'],
        ['⌂', 544.4, 49.5, 5.3, 8.8, 'LiberationSans'],
        ['0176 4829 1153', 476.5, 63, 62.9, 8.8, 'LiberationSans'],
        ['✆', 542.4, 63, 7.4, 8.8, 'DejaVuSans'],
        ['katharina.vogel@web.de', 442.5, 75.8, 96.9, 8.8, 'LiberationSans'],
        ['✉', 542.4, 75.8, 7.4, 8.8, 'DejaVuSans'],
        ['geb. 14.06.1990 in Ulm', 458.9, 89.3, 90.9, 8.8, 'LiberationSans'],
        ['B E R U F S E R F A H R U N G', 45, 130.5, 141.2, 10.5, 'LiberationSans-Bold'],
        ['A U S B I L D U N G', 45, 454.5, 90.3, 10.5, 'LiberationSans-Bold'],
        ['K E N N T N I S S E', 45, 592.5, 87.9, 10.5, 'LiberationSans-Bold'],
        ['Rennradfahren, Chorgesang, Ehrenamt bei der Tafel Stuttgart', 149.9, 659.3, 254, 9.3, 'LiberationSans'],
        ['Stuttgart, 12.03.2024', 45, 688.5, 86.8, 9.3, 'LiberationSans'],
        ['Katharina Vogel', 452.2, 691.5, 97.5, 12, 'DejaVuSerif-Italic'],
        ['seit 04/2021', 79.3, 150.8, 47.9, 8.8, 'LiberationSans'],
        ['Teamleiterin Strategischer Einkauf', 149.9, 150.8, 160.2, 9.8, 'LiberationSans-Bold'],
        ['Hallberg Antriebstechnik GmbH, Stuttgart', 149.9, 163.5, 169.9, 9.3, 'LiberationSans'],
        [
          'Führung eines Teams von 6 Einkäufern mit einem Einkaufsvolumen von 85 Mio. € p. a.',
          158.9,
          177,
          356.8,
          9.3,
          'LiberationSans',
        ],
        ['(Elektronik, Zerspanung, Guss)', 158.9, 189, 128.6, 9.3, 'LiberationSans'],
        [
          'Einführung einer Lieferantenbewertung in SAP S/4HANA; Reduzierung der Lieferverzüge um',
          158.9,
          201.8,
          382.1,
          9.3,
          'LiberationSans',
        ],
        ['35 % innerhalb eines Jahres', 158.9, 213.8, 117.3, 9.3, 'LiberationSans'],
        [
          'Verhandlung von Rahmenverträgen mit Schlüssellieferanten in Europa und Asien',
          158.9,
          225.8,
          333.2,
          9.3,
          'LiberationSans',
        ],
        ['08/2017 – 03/2021', 53.9, 246.8, 73.3, 8.8, 'LiberationSans'],
        ['Strategische Einkäuferin', 149.9, 246.8, 114.8, 9.8, 'LiberationSans-Bold'],
        ['Hallberg Antriebstechnik GmbH, Stuttgart', 149.9, 258.8, 169.9, 9.3, 'LiberationSans'],
        [
          'Verantwortung für die Warengruppe Leiterplatten und elektronische Bauteile mit rund 120',
          158.9,
          272.3,
          366.4,
          9.3,
          'LiberationSans',
        ],
        ['aktiven Lieferanten', 158.9, 285, 78.5, 9.3, 'LiberationSans'],
        [
          'Realisierte Kosteneinsparungen von 2,1 Mio. € durch Ausschreibungen und Bündelung von',
          158.9,
          297,
          375.1,
          9.3,
          'LiberationSans',
        ],
        ['Bedarfen', 158.9, 309, 37.7, 9.3, 'LiberationSans'],
        ['10/2015 – 07/2017', 53.9, 330, 73.3, 8.8, 'LiberationSans'],
        ['Trainee Supply Chain Management', 149.9, 330, 162, 9.8, 'LiberationSans-Bold'],
        ['Brenner Automotive Systems AG, Heilbronn', 149.9, 342, 180.3, 9.3, 'LiberationSans'],
        [
          'Rotation durch Disposition, Logistikplanung und Qualitätsmanagement an den Standorten',
          158.9,
          355.5,
          368.9,
          9.3,
          'LiberationSans',
        ],
        ['Heilbronn und Brno', 158.9, 368.3, 80.1, 9.3, 'LiberationSans'],
        ['03/2014 – 08/2014', 53.9, 388.5, 73.3, 8.8, 'LiberationSans'],
        ['Praktikantin Einkauf', 149.9, 388.5, 94.1, 9.8, 'LiberationSans-Bold'],
        ['Robert Kessler KG, Ulm', 149.9, 400.5, 99.2, 9.3, 'LiberationSans'],
      ]),
    ),
  );

  it('reads each employer under its role and the items under it', () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Teamleiterin Strategischer Einkauf', 'Hallberg Antriebstechnik GmbH', 'Stuttgart'],
      ['Strategische Einkäuferin', 'Hallberg Antriebstechnik GmbH', 'Stuttgart'],
      ['Trainee Supply Chain Management', 'Brenner Automotive Systems AG', 'Heilbronn'],
      ['Praktikantin Einkauf', 'Robert Kessler KG', 'Ulm'],
    ]);
    expect(resume.experience[1]!.bullets).toEqual([
      'Verantwortung für die Warengruppe Leiterplatten und elektronische Bauteile mit rund 120 aktiven Lieferanten',
      'Realisierte Kosteneinsparungen von 2,1 Mio. € durch Ausschreibungen und Bündelung von Bedarfen',
    ]);
  });
});

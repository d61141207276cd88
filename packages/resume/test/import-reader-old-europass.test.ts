import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// The old 'Formato europeo per il curriculum vitae' as Italians still type it in Word (corpus round 15,
// it-word-europeo): a label column ('• Date (da – a)', '• Nome e indirizzo del datore di lavoro', '• Tipo di azienda o
// settore', '• Tipo di impiego', '• Principali mansioni e responsabilità') beside the values.

const JOB: Array<[string, string]> = [
  ['• Date (da – a)', 'Marzo 2019 – oggi'],
  ['• Nome e indirizzo del datore di lavoro', 'Brembo S.p.A., Viale Europa 2, 24040 Stezzano (BG)'],
  ['• Tipo di azienda o settore', 'Automotive – sistemi frenanti'],
  ['• Tipo di impiego', 'Category Buyer materie prime'],
  ['• Principali mansioni e responsabilità', 'Selezione e qualifica di nuovi fornitori in Europa dell’Est'],
];

describe('the old Europass format', () => {
  it("reads a Word table's labelled rows as a job: the title from 'Tipo di impiego', the employer without its address", async () => {
    const row = ([label, value]: [string, string]) =>
      new TableRow({
        children: [
          new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: [new Paragraph(label)] }),
          new TableCell({ width: { size: 6000, type: WidthType.DXA }, children: [new Paragraph(value)] }),
        ],
      });
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Francesca Bianchi', bold: true, size: 32 })] }),
            new Paragraph({ children: [new TextRun({ text: 'ESPERIENZA LAVORATIVA', bold: true })] }),
            new Table({ rows: JOB.map(row) }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Category Buyer materie prime', 'Brembo S.p.A.', '2019-03', ''],
    ]);
  });

  it("reads a label's rest wrapped in the label column ('… ISTRUZIONE O' / 'FORMAZIONE') as no heading", () => {
    const N = 'LiberationSansNarrow';
    const B = 'LiberationSansNarrow-Bold';
    const { education } = readResume(
      pdfLines(
        measuredRows([
          ['Francesca Bianchi', 233.3, 100, 120, 14, B],
          ['ISTRUZIONE E FORMAZIONE', 99, 689, 112, 12, B],
          ['• DATE (DA – A)', 156.6, 714, 54.2, 10, N],
          ['Settembre 2011 – Dicembre 2013', 233.3, 714, 120, 10, N],
          ['• NOME E TIPO DI ISTITUTO DI ISTRUZIONE O', 60.1, 725.5, 150.6, 10, N],
          ['FORMAZIONE', 167.6, 737, 43.1, 8, N],
          ['Politecnico di Milano', 233.3, 725.5, 80, 10, N],
          ['• QUALIFICA CONSEGUITA', 124.4, 748.5, 86.3, 10, N],
          ['Laurea Magistrale in Ingegneria Gestionale', 233.3, 748.5, 160, 10, N],
        ] satisfies Row[]),
      ),
    ).resume;
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Politecnico di Milano', 'Laurea Magistrale in Ingegneria Gestionale', '2011-09', '2013-12'],
    ]);
  });

  it("reads a PDF's job rows: the sector no item, the typed '- ' no part of an item", () => {
    const N = 'LiberationSansNarrow';
    const B = 'LiberationSansNarrow-Bold';
    const [job, ...others] = readResume(
      pdfLines(
        measuredRows([
          ['Francesca Bianchi', 233.3, 100, 120, 14, B],
          ['ESPERIENZA LAVORATIVA', 105.3, 288.6, 105, 12, B],
          ['• DATE (DA – A)', 156.6, 311.9, 54.2, 10, N],
          ['Marzo 2019 – oggi', 233.3, 311.9, 67.83, 10, N],
          ['• NOME E INDIRIZZO DEL DATORE DI LAVORO', 80, 323.4, 131, 10, N],
          ['Brembo S.p.A., Viale Europa 2, 24040 Stezzano (BG)', 233.3, 323.4, 194.82, 10, N],
          ['• TIPO DI AZIENDA O SETTORE', 109.1, 346.4, 101.6, 10, N],
          ['Automotive – sistemi frenanti', 233.3, 346.4, 105.17, 10, N],
          ['• TIPO DI IMPIEGO', 150.1, 357.9, 60.6, 10, N],
          ['Category Buyer materie prime', 233.3, 357.9, 110, 10, N],
          ['• PRINCIPALI MANSIONI E RESPONSABILITÀ', 68, 369.4, 142.6, 10, N],
          ['- Gestione del portafoglio acquisti di ghisa e alluminio', 233.3, 369.4, 210, 10, N],
          ['Selezione e qualifica di nuovi fornitori in Europa dell’Est', 233.3, 392.4, 220, 10, N],
        ] satisfies Row[]),
      ),
    ).resume.experience;
    expect(others).toEqual([]);
    expect(job!.bullets).toEqual([
      'Gestione del portafoglio acquisti di ghisa e alluminio',
      'Selezione e qualifica di nuovi fornitori in Europa dell’Est',
    ]);
  });

  it("leaves the template's hints out and keeps the organisational sentences as text, not skills", () => {
    const N = 'LiberationSansNarrow';
    const B = 'LiberationSansNarrow-Bold';
    const { skills, custom } = readResume(
      pdfLines(
        measuredRows([
          ['Francesca Bianchi', 233.3, 100, 120, 14, B],
          ['ESPERIENZA LAVORATIVA', 105.3, 140, 105, 12, B],
          ['• TIPO DI IMPIEGO', 150.1, 160, 60.6, 10, N],
          ['Category Buyer', 233.3, 160, 70, 10, N],
          ['CAPACITÀ E COMPETENZE', 103.3, 218.8, 107.5, 12, B],
          ['PERSONALI', 164.9, 234.5, 45.9, 9.6, B],
          ['Acquisite nel corso della vita e della carriera ma', 71.8, 247.9, 138.8, 8, N],
          ['diplomi ufficiali.', 166.3, 257.1, 44.5, 8, N],
          ['MADRELINGUA', 150.1, 287.4, 60.6, 12, B],
          ['Italiano', 233.3, 289.1, 28.7, 10, B],
          ['CAPACITÀ E COMPETENZE', 103.3, 441.4, 107.5, 12, B],
          ['ORGANIZZATIVE', 146.5, 457.1, 64.2, 9.6, B],
          ['Ad es. coordinamento e amministrazione di', 85, 470.5, 125.8, 8, N],
          ['casa, ecc.', 181.3, 479.7, 29.5, 8, N],
          [
            'Coordinamento di due buyer junior; gestione di progetti di riduzione dei costi',
            233.3,
            441.2,
            275.8,
            10,
            N,
          ],
          ['trasversali con gli uffici qualità, produzione e ricerca e sviluppo.', 233.3, 452.7, 229, 10, N],
          ['CAPACITÀ E COMPETENZE TECNICHE', 60.3, 519.2, 150.5, 12, B],
          ['SAP MM, SAP Ariba, Power BI, Qlik Sense', 233.3, 519, 160, 10, N],
          ['Con computer, attrezzature specifiche, macchinari,', 63.1, 534.6, 147.6, 8, N],
        ] satisfies Row[]),
      ),
    ).resume;
    expect(skills.core).toEqual(['SAP MM', 'SAP Ariba', 'Power BI', 'Qlik Sense']);
    expect(skills.languages).toEqual(['Italiano']);
    expect(custom.map((c) => [c.label, c.bullets])).toEqual([
      [
        'CAPACITÀ E COMPETENZE ORGANIZZATIVE',
        [
          'Coordinamento di due buyer junior; gestione di progetti di riduzione dei costi trasversali con gli uffici qualità, produzione e ricerca e sviluppo.',
        ],
      ],
    ]);
  });
});

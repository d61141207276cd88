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
});

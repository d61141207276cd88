import { Document, Footer, Packer, PageNumber, Paragraph, TabStopType, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';

/**
 * Word documents from Spanish-speaking countries. An Argentine CV's schools: each level's label before a tab ('Universitarios:<TAB>Contador Público – …'),
 * the graduation said under it in words, set in to the tab ('Egresada en diciembre de 2015 (promedio 7,85).').
 */
const TAB = 1985;
const field = (label: string, value: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: TAB }],
    children: [new TextRun({ text: label, bold: true }), new TextRun({ text: `\t${value}` })],
  });
const setIn = (text: string) => new Paragraph({ indent: { left: TAB }, children: [new TextRun(text)] });
const heading = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true })] });

describe('Word import of schools after their level', () => {
  it('reads a graduation line under the school as its date, not as a sentence about it', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            heading('Martina Soledad Quiroga'),
            new Paragraph('martinaquiroga.cont@hotmail.com'),
            heading('ESTUDIOS CURSADOS'),
            field('Universitarios:', 'Contador Público – Universidad Nacional de Córdoba'),
            setIn('Egresada en diciembre de 2015 (promedio 7,85).'),
            field('Secundarios:', 'Bachiller en Economía y Gestión de las Organizaciones'),
            setIn('Instituto Nuestra Señora del Carmen – Egresada 2009.'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.education).toMatchObject([
      { school: 'Universidad Nacional de Córdoba', degree: 'Contador Público', endDate: '2015-12' },
      {
        school: 'Instituto Nuestra Señora del Carmen',
        degree: 'Bachiller en Economía y Gestión de las Organizaciones',
        endDate: '2009',
      },
    ]);
  });

  it("leaves a footer of page furniture out of the last section (Europass's name, page and notice)", async () => {
    const doc = new Document({
      sections: [
        {
          footers: {
            default: new Footer({
              children: [
                new Paragraph({
                  children: [
                    new TextRun('Página '),
                    new TextRun({ children: [PageNumber.CURRENT] }),
                    new TextRun(' - Curriculum vitae de Goikoetxea Arrieta, Nerea'),
                  ],
                }),
                new Paragraph('Para más información sobre Europass: http://europass.cedefop.europa.eu'),
              ],
            }),
          },
          children: [
            heading('Nerea Goikoetxea Arrieta'),
            new Paragraph('nerea.goikoetxea@euskalnet.net'),
            heading('INFORMÁTICA'),
            new Paragraph('Microsoft Office, Minitab, Empower 3'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.skills.core).toEqual(['Microsoft Office', 'Minitab', 'Empower 3']);
    expect(JSON.stringify(result.resume)).not.toContain('europass.cedefop');
  });
});

import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';

// Corpus round 89: the Europass CV of 2013 as Word keeps it (es-word-europass2013.docx): a label column in small
// type beside the values, the language and digital grids as tables nested in the value's cell.

/** Sizes in points; Word counts half-points. */
const para = (text: string, size = 9) => new Paragraph({ children: [new TextRun({ text, size: size * 2 })] });
const cellOf = (children: Array<Paragraph | Table>) =>
  new TableCell({ children: children.length ? children : [para('')] });
const labelRow = (label: string, value: Array<Paragraph | Table>) =>
  new TableRow({ children: [cellOf(label ? [para(label, 8)] : []), cellOf(value)] });
const grid = (...rows: string[][]) =>
  new Table({ rows: rows.map((r) => new TableRow({ children: r.map((text) => cellOf([para(text, 8)])) })) });

async function imported() {
  const table = new Table({
    rows: [
      labelRow('COMPETENCIAS PERSONALES', []),
      labelRow('Lengua(s) materna(s)', [para('español', 11)]),
      labelRow('Otro(s) idioma(s)', [
        grid(
          ['COMPRENDER', 'HABLAR', 'EXPRESIÓN ESCRITA'],
          ['Comprensión auditiva', 'Comprensión de lectura', 'Interacción oral', 'Expresión oral'],
        ),
      ]),
      labelRow('inglés', [grid(['B2', 'C1', 'B2', 'B2', 'B2'])]),
      labelRow('francés', [grid(['A2', 'B1', 'A2', 'A2', 'A1'])]),
      labelRow('Competencias comunicativas', [
        para('buenas dotes comunicativas adquiridas en el trato con proveedores'),
      ]),
      labelRow('Competencias digitales', [
        grid(
          ['AUTOEVALUACIÓN'],
          [
            'Tratamiento de la información',
            'Comunicación',
            'Creación de contenido',
            'Seguridad',
            'Resolución de problemas',
          ],
          ['Usuario avanzado', 'Usuario avanzado', 'Usuario competente', 'Usuario competente', 'Usuario avanzado'],
        ),
        para('Competencias digitales - Tabla de autoevaluación', 7),
        para('SAP QM, SAP MM, Minitab, Power BI, CATIA V5'),
      ]),
      labelRow('Permiso de conducir', [para('B')]),
    ],
  });
  const doc = new Document({
    sections: [{ children: [para('Elena Martín Pastor', 13), para('elena.martin@example.com'), table] }],
  });
  const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
  if (!result.ok) throw new Error(result.error);
  return result.resume;
}

describe("Word import of a Europass CV's grids", () => {
  it('reads the tools after the digital grid as skills, not the grid nor its head', async () => {
    const resume = await imported();
    expect(resume.skills.core).toEqual(['SAP QM', 'SAP MM', 'Minitab', 'Power BI', 'CATIA V5']);
    expect(resume.summary).toBe('');
  });

  it('reads each language with the levels in the row under it, and no heading of the grid as a language', async () => {
    const resume = await imported();
    expect(resume.skills.languages).toEqual(['español', 'inglés (B2, C1)', 'francés (A2, B1, A1)']);
  });

  it("heads a section with each label set as the languages' label was", async () => {
    const resume = await imported();
    expect(resume.custom.map((c) => c.label)).toContain('Competencias comunicativas');
  });
});

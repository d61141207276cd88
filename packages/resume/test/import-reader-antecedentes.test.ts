import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';

// Corpus round 28: a Chilean currículum vitae typed the traditional way (es-word-antecedentes): 'ANTECEDENTES
// PERSONALES' as 'Label<TAB>: value' lines, 'ANTECEDENTES ACADÉMICOS' with 'Enseñanza Media: Liceo …', and each job's
// period on a line of its own over 'Empresa:', 'Cargo:' and 'Funciones:'.

const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const labelled = (label: string, value: string) =>
  new Paragraph({ children: [new TextRun({ text: `${label}:`, bold: true }), new TextRun(`\t${value}`)] });

describe('a Chilean CV of antecedentes', () => {
  it('reads the name after its label, the schools, and each job under its period and labels', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            p('CURRÍCULUM VITAE', true),
            p('ANTECEDENTES PERSONALES', true),
            p('Nombre\t: Camila Andrea Soto Pérez'),
            p('RUT\t: 17.654.321-K'),
            p('Teléfono\t: +56 9 5555 0123'),
            p('Correo electrónico\t: camila.soto.perez@example.cl'),
            p('ANTECEDENTES ACADÉMICOS', true),
            p('2009 – 2013\tIngeniería Comercial, Pontificia Universidad Católica de Chile'),
            p('2005 – 2008\tEnseñanza Media: Liceo Carmela Carvajal de Prat'),
            p('EXPERIENCIA LABORAL', true),
            p('Marzo 2019 a la fecha', true),
            labelled('Empresa', 'Cencosud S.A.'),
            labelled('Cargo', 'Jefa de Control de Gestión'),
            p('Funciones:', true),
            p('• Elaboración y seguimiento del presupuesto anual de gastos de las 52 tiendas.'),
            p('Enero 2016 – Febrero 2019', true),
            labelled('Empresa', 'Banco de Chile'),
            labelled('Cargo', 'Analista de Control de Gestión'),
            p('Funciones:', true),
            p('• Preparación de los informes mensuales de gestión de la división comercial.'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    const { profile, education, experience } = result.resume;
    expect([profile.fullName, profile.phone, profile.email]).toEqual([
      'Camila Andrea Soto Pérez',
      '+56 9 5555 0123',
      'camila.soto.perez@example.cl',
    ]);
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Pontificia Universidad Católica de Chile', 'Ingeniería Comercial', '2009', '2013'],
      ['Liceo Carmela Carvajal de Prat', 'Enseñanza Media', '2005', '2008'],
    ]);
    expect(experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['Jefa de Control de Gestión', 'Cencosud S.A.', '2019-03', '', 1],
      ['Analista de Control de Gestión', 'Banco de Chile', '2016-01', '2019-02', 1],
    ]);
  });
});

import { Document, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 43: Word's 'Modern chronological resume' template filled in (en-word-modern-chrono), each job its
// dates in small capitals over 'Title, Company' with only the title and its comma bold; and a Colombian hoja de vida
// (es-word-colombia-hv) whose table gives the street and the town on rows of their own, its schools under their
// levels and its skills as items. As pdf.js read their LibreOffice PDFs, and the first as Word's own file.

const N = 'NotoSans-Regular';
const B = 'NotoSans-Bold';
const item = (y: number, text: string): Row[] => [
  ['', 57.7, y, 4.5, 11, 'OpenSymbol'],
  [text, 75.7, y, 440, 11, N],
];
const smallCapsDates = (y: number, from: [string, string, string], to: [string, string, string]): Row[] => [
  [from[0], 57.7, y, 10, 11, N],
  [from[1], 67.7, y, 23.1, 8.8, N],
  [' ', 90.8, y, 2.9, 8.8, N],
  [`${from[2]} – ${to[0]}`, 93.7, y, 43, 11, N],
  [to[1], 136.8, y, 31.6, 8.8, N],
  ...(to[2] ? ([[` ${to[2]}`, 168.4, y, 25.2, 11, N]] as Row[]) : []),
];

describe("Word's 'Modern chronological resume' template", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Natalie', 57.7, 60.8, 99.7, 30, N],
        [' ', 157.4, 60.8, 7.8, 30, N],
        ['Pellegrino', 165.2, 60.8, 152.6, 30, B],
        ['2217 Northwest Blvd, Columbus, OH 43212 · (614) 555-0148 · natalie@example.com', 57.7, 77.7, 430, 11, N],
        ['EXPERIENCE', 57.7, 163.5, 76.7, 12, B],
        ...smallCapsDates(186.5, ['M', 'ARCH', '2019'], ['P', 'RESENT', '']),
        ['Marketing Operations Manager,', 57.7, 200.4, 193.3, 12, B],
        [' ', 250.9, 200.4, 3.4, 12, B],
        ['Buckeye Outdoor Supply Co.', 254.3, 200.4, 160.3, 12, N],
        ...item(216.4, 'Own the marketing technology stack (HubSpot, Salesforce) for a 42-store retailer'),
        ...smallCapsDates(336, ['J', 'UNE', '2016'], ['F', 'EBRUARY', '2019']),
        ['Manager, Client Services,', 57.7, 349.9, 150.8, 12, B],
        [' ', 208.5, 349.9, 3.3, 12, B],
        ['Larkspur Media Group', 211.8, 349.9, 126.6, 12, N],
        ...item(365.9, 'Managed a team of five account coordinators serving 30 regional clients'),
      ]),
    ),
  );

  it("reads a line that ends in a company's legal form ('… Supply Co.') as a job's header, not as a sentence", () => {
    expect(resume.experience[0]).toMatchObject({
      title: 'Marketing Operations Manager',
      company: 'Buckeye Outdoor Supply Co.',
      startDate: '2019-03',
    });
  });

  it("parts a title with a comma of its own from its employer where the bold ends ('Manager, Client Services,')", () => {
    expect(resume.experience[1]).toMatchObject({ title: 'Manager, Client Services', company: 'Larkspur Media Group' });
  });

  it("does the same in Word's own file, from its runs' weight", async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun('Natalie Pellegrino')] }),
            new Paragraph({ children: [new TextRun({ text: 'EXPERIENCE', bold: true })] }),
            new Paragraph({ children: [new TextRun('JUNE 2016 – FEBRUARY 2019')] }),
            new Paragraph({
              children: [
                new TextRun({ text: 'Manager, Client Services,', bold: true }),
                new TextRun(' Larkspur Media Group'),
              ],
            }),
            new Paragraph({
              text: 'Managed a team of five account coordinators serving 30 regional clients',
              bullet: { level: 0 },
            }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Manager, Client Services', 'Larkspur Media Group'],
    ]);
  });
});

describe('a hoja de vida whose table gives the street and the town on rows of their own', () => {
  const row = (y: number, label: string, value: string): Row[] => [
    [label, 90.8, y, label.length * 5.6, 11, B],
    [value, 246.7, y, value.length * 5.6, 11, N],
  ];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['HOJA DE VIDA', 258, 85.9, 96.1, 14, B],
        ['JHONATAN ANDRÉS CASTAÑEDA RINCÓN', 184.2, 117.8, 243.7, 12, B],
        ['INFORMACIÓN PERSONAL', 85.2, 148.1, 142.8, 11, B],
        ...row(189.8, 'Cédula de ciudadanía', 'C.C. 1.020.763.418 de Bogotá'),
        ...row(242.3, 'Dirección', 'Cra 7 # 45-20 Apto 302'),
        ...row(259.8, 'Ciudad', 'Bogotá D.C.'),
        ...row(277.3, 'Celular', '312 555 8347'),
        ...row(294.8, 'Correo electrónico', 'jhonatan@example.com'),
      ]),
    ),
  );

  it("reads 'Dirección' and 'Ciudad' as one address, the town after the street", () => {
    expect(resume.profile.location).toBe('Cra 7 # 45-20 Apto 302, Bogotá D.C.');
    expect(resume.profile.phone).toBe('312 555 8347');
  });
});

describe("a hoja de vida's schools under their levels, and its skills", () => {
  const mark = (y: number, text: string): Row[] => [
    ['\uf0d8', 103.2, y, 8.8, 11, 'OpenSymbol'],
    [text, 121.2, y, 399, 11, N],
  ];
  const left = (y: number, text: string, font = N): Row => [text, 85.2, y, text.length * 5.5, 11, font];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['JHONATAN ANDRÉS CASTAÑEDA RINCÓN', 184.2, 117.8, 243.7, 12, B],
        left(140, 'EXPERIENCIA LABORAL', B),
        left(160, 'Empresa: Distribuidora Andina de Alimentos S.A.S.', B),
        left(175, 'Cargo: Auxiliar de Bodega', B),
        left(190, 'Fecha de ingreso: 1 de febrero de 2016', B),
        left(205, 'Fecha de retiro: 28 de febrero de 2019', B),
        left(220, 'Funciones:', B),
        ...mark(236, 'Recibir y verificar la mercancía contra las órdenes de compra y las remisiones'),
        left(425.7, 'FORMACIÓN ACADÉMICA', B),
        left(448.4, 'Universitaria:', B),
        ['Fundación Universitaria Santa Bárbara de Bogotá', 85.2, 463.4, 254.8, 11, N],
        ['Administrador de Empresas', 85.2, 478.4, 143.7, 11, N],
        ['Graduado 2020', 85.2, 493.4, 79.8, 11, N],
        left(523.4, 'Técnica', B),
        ['Instituto Técnico Comercial Colombo Andino', 85.2, 538.4, 229.9, 11, N],
        ['Técnico Profesional en Procesos Administrativos', 85.2, 553.4, 249.2, 11, N],
        ['Graduado 2014', 85.2, 568.4, 79.8, 11, N],
        left(598.4, 'Bachiller', B),
        ['Colegio Distrital Nuevo Horizonte', 85.2, 613.4, 172.5, 11, N],
        ['Bachiller Académico', 85.2, 628.4, 104, 11, N],
        ['Graduado 2012', 85.2, 643.4, 79.8, 11, N],
        left(673.4, 'HABILIDADES', B),
        ...mark(696.2, 'Manejo de Microsoft Office (Excel avanzado, Word, PowerPoint)'),
        ...mark(712.2, 'Software contable Siigo y World Office'),
      ]),
    ),
  );

  it("reads one school under each level, bare ('Técnica') or with its colon, the level no degree", () => {
    expect(resume.education.map((s) => [s.school, s.degree, s.endDate])).toEqual([
      ['Fundación Universitaria Santa Bárbara de Bogotá', 'Administrador de Empresas', '2020'],
      ['Instituto Técnico Comercial Colombo Andino', 'Técnico Profesional en Procesos Administrativos', '2014'],
      ['Colegio Distrital Nuevo Horizonte', 'Bachiller Académico', '2012'],
    ]);
  });

  it("keeps an item that names one skill as written ('Manejo de Microsoft Office (…)')", () => {
    expect([...resume.skills.core, ...resume.skills.tools]).toEqual([
      'Manejo de Microsoft Office (Excel avanzado, Word, PowerPoint)',
      'Software contable Siigo y World Office',
    ]);
  });
});

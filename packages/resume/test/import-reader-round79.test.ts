import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 79: es-word-peru-documentado, Peru's 'currículum vitae documentado' (a public post's form) as Word
// prints it; items as pdf.js read them from the file, each case misread before its rule.

const R = 'LiberationSans';
const B = 'LiberationSans-Bold';

describe('a table of jobs whose cells Word centres in their rows, one row broken over two pages', () => {
  // The head's cells wrapped over two lines ('Entidad o' / 'empresa'), 'N°' and 'Funciones principales' centred
  // between them; each row's company and title centred beside its dates, drawn before them.
  const page1: ItemRow[] = [
    ['III. EXPERIENCIA LABORAL', 56.8, 357.4, 146.5, 11, B],
    ['N°', 62, 381.4, 11.2, 10, B],
    ['Entidad o', 97.8, 375.7, 45.5, 10, B],
    ['empresa', 100, 387.2, 41, 10, B],
    ['Cargo', 192.4, 375.7, 28.9, 10, B],
    ['desempeñado', 173.2, 387.2, 67.2, 10, B],
    ['Fecha de', 263.9, 375.7, 43.3, 10, B],
    ['inicio', 272.5, 387.2, 26.1, 10, B],
    ['Fecha de', 333.9, 375.7, 43.3, 10, B],
    ['término', 337.3, 387.2, 36.6, 10, B],
    ['Funciones principales', 412, 381.4, 105.5, 10, B],
    ['Hospital', 82.3, 651.2, 36.1, 10, R],
    ['Nacional', 82.3, 662.7, 38.9, 10, R],
    ['Cayetano', 82.3, 674.2, 42.7, 10, R],
    ['Heredia', 82.3, 685.7, 34.9, 10, R],
    ['Asistente', 167.3, 651.2, 41, 10, R],
    ['Administrativo de', 167.3, 662.7, 76.6, 10, R],
    ['la Oficina de', 167.3, 674.2, 55.5, 10, R],
    ['Logística', 167.3, 685.7, 39.9, 10, R],
    ['15/01/2018', 260.6, 668.4, 49.9, 10, R],
    ['28/02/2021', 330.6, 668.4, 49.9, 10, R],
    ['- Elaborar cuadros', 394.8, 627.2, 82.1, 10, R],
    ['comparativos de cotizaciones', 394.8, 638.7, 131, 10, R],
    ['para la adquisición de insumos', 394.8, 650.2, 137.1, 10, R],
    ['médicos.', 394.8, 661.7, 40, 10, R],
    ['- Registrar las órdenes de', 394.8, 674.2, 114.8, 10, R],
    ['compra en el SIGA MEF y', 394.8, 685.7, 116, 10, R],
    ['archivar la documentación', 394.8, 697.2, 116.6, 10, R],
    ['sustentatoria.', 394.8, 708.7, 59.9, 10, R],
    ['- Apoyar en la toma de', 394.8, 721.2, 101, 10, R],
    ['inventario anual de bienes', 394.8, 732.7, 116.6, 10, R],
    ['patrimoniales.', 394.8, 744.2, 62.1, 10, R],
    ['3', 64.8, 759.2, 5.6, 10, R],
    ['Programa', 82.3, 759.2, 43.8, 10, R],
    ['Nacional de', 82.3, 770.7, 52.7, 10, R],
    ['Auxiliar', 167.3, 759.2, 32.7, 10, R],
    ['Administrativo', 167.3, 770.7, 62.7, 10, R],
    ['02/05/2016', 260.6, 759.2, 49.9, 10, R],
    ['31/12/2017', 330.6, 759.2, 49.9, 10, R],
    ['- Verificar las actas de entrega', 394.8, 759.2, 135.4, 10, R],
    ['de alimentos de las', 394.8, 770.7, 86, 10, R],
  ];
  const page2: ItemRow[] = [
    ['Alimentación', 82.3, 85.9, 57.2, 10, R],
    ['Escolar Qali', 82.3, 97.4, 53.9, 10, R],
    ['Warma', 82.3, 108.9, 32.1, 10, R],
    ['instituciones educativas y', 394.8, 67.6, 113.2, 10, R],
    ['digitarlas en el sistema del', 394.8, 79.1, 117.7, 10, R],
    ['programa.', 394.8, 90.6, 45.5, 10, R],
    ['- Organizar el archivo', 394.8, 103.1, 95.5, 10, R],
    ['documentario de la unidad', 394.8, 114.6, 117.6, 10, R],
    ['territorial.', 394.8, 126.1, 41.6, 10, R],
    ['4', 64.8, 200.1, 5.6, 10, R],
    ['Distribuidora', 82.3, 188.6, 56.1, 10, R],
    ['Comercial', 82.3, 200.1, 45, 10, R],
    ['Andina S.A.C.', 82.3, 211.6, 62.7, 10, R],
    ['Asistente de', 167.3, 194.4, 54.9, 10, R],
    ['Compras', 167.3, 205.9, 40.5, 10, R],
    ['01/02/2015', 260.6, 200.1, 49.9, 10, R],
    ['30/04/2016', 330.6, 200.1, 49.9, 10, R],
    ['- Solicitar cotizaciones a', 394.8, 141.1, 107.7, 10, R],
    ['proveedores y emitir las', 394.8, 152.6, 106, 10, R],
    ['órdenes de compra aprobadas', 394.8, 164.1, 136, 10, R],
    ['por la jefatura.', 394.8, 175.6, 63.8, 10, R],
    ['- Controlar las guías de', 394.8, 188.1, 103.8, 10, R],
    ['remisión y facturas de la', 394.8, 199.6, 108.3, 10, R],
    ['mercadería recibida en', 394.8, 211.1, 102.2, 10, R],
    ['almacén.', 394.8, 222.6, 40.5, 10, R],
    ['- Actualizar la base de datos', 394.8, 235.1, 126, 10, R],
    ['de proveedores y precios en', 394.8, 246.6, 126, 10, R],
    ['Excel.', 394.8, 258.1, 27.2, 10, R],
  ];

  it('reads each row: its company and title from the lines around its dates, its duties whole across the page break', () => {
    const jobs = readResume(pdfLines(measuredRows(page1, page2))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets])).toEqual([
      [
        'Asistente Administrativo de la Oficina de Logística',
        'Hospital Nacional Cayetano Heredia',
        '2018-01',
        '2021-02',
        [
          'Elaborar cuadros comparativos de cotizaciones para la adquisición de insumos médicos.',
          'Registrar las órdenes de compra en el SIGA MEF y archivar la documentación sustentatoria.',
          'Apoyar en la toma de inventario anual de bienes patrimoniales.',
        ],
      ],
      [
        'Auxiliar Administrativo',
        'Programa Nacional de Alimentación Escolar Qali Warma',
        '2016-05',
        '2017-12',
        [
          'Verificar las actas de entrega de alimentos de las instituciones educativas y digitarlas en el sistema del programa.',
          'Organizar el archivo documentario de la unidad territorial.',
          'Solicitar cotizaciones a proveedores y emitir las órdenes de compra aprobadas por la jefatura.',
        ],
      ],
      [
        'Asistente de Compras',
        'Distribuidora Comercial Andina S.A.C.',
        '2015-02',
        '2016-04',
        [
          'Controlar las guías de remisión y facturas de la mercadería recibida en almacén.',
          'Actualizar la base de datos de proveedores y precios en Excel.',
        ],
      ],
    ]);
  });
});

describe('a grid of levels marked with crosses, then the sworn declaration and the signature under it', () => {
  const rows: ItemRow[] = [
    ['Lucía Fernanda Tello Ccahuana', 56.8, 60, 220, 16, B],
    ['lucia.tello.ccahuana@example.com', 56.8, 80, 170, 10, R],
    ['V. IDIOMAS Y OFIMÁTICA', 56.8, 487.2, 134.9, 11, B],
    ['Idioma / Programa', 131.9, 505.4, 87.1, 10, B],
    ['Básico', 318.4, 505.4, 32.8, 10, B],
    ['Intermedio', 390.9, 505.4, 51, 10, B],
    ['Avanzado', 474.5, 505.4, 47.2, 10, B],
    ['Inglés', 61.3, 519.4, 26.7, 10, R],
    ['X', 413.1, 519.4, 6.7, 10, R],
    ['Quechua', 61.3, 533.4, 40.5, 10, R],
    ['X', 331.5, 533.4, 6.7, 10, R],
    ['Procesador de textos (Word)', 61.3, 547.4, 127.6, 10, R],
    ['X', 494.8, 547.4, 6.7, 10, R],
    ['SIAF-SP', 61.3, 603.4, 38.8, 10, R],
    ['X', 413.1, 603.4, 6.7, 10, R],
    [
      'Declaro bajo juramento que la información consignada en el presente documento es verdadera y se',
      56.8,
      626.4,
      481,
      10,
      R,
    ],
    ['encuentra debidamente sustentada con los documentos que adjunto.', 56.8, 637.9, 305.8, 10, R],
    ['Lima, 15 de marzo de 2024', 417.1, 659.4, 121.5, 10, R],
    ['Firma', 179.1, 719.9, 25.6, 10, R],
    ['Lucía Fernanda Tello Ccahuana', 116.6, 731.4, 150.4, 10, B],
    ['DNI N.° 46218735', 151.2, 742.9, 81.2, 10, R],
    ['Huella digital', 463.3, 718, 45.7, 8, R],
  ];

  it('reads each language with the level its cross stands under, and each program as a skill', () => {
    const { skills } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(skills.languages).toEqual(['Inglés (Intermedio)', 'Quechua (Básico)']);
    expect(skills.core).toEqual(['Procesador de textos (Word)', 'SIAF-SP']);
  });

  it('leaves the declaration, the place and date and the signature for the review, not the skills', () => {
    const { resume } = readResume(pdfLines(measuredRows(rows)));
    const review = resume.custom.flatMap((c) => c.bullets).join('\n');
    expect(review).toContain('Declaro bajo juramento');
    expect(review).toContain('Firma');
  });
});

describe('a Word table of levels marked with crosses', () => {
  const cell = (text: string) => new TableCell({ children: [new Paragraph({ children: [new TextRun(text)] })] });
  const row = (...texts: string[]) => new TableRow({ children: texts.map(cell) });

  it("reads each cross's level from the cell it stands in, the empty cells before it counted", async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Lucía Fernanda Tello Ccahuana', bold: true, size: 32 })] }),
            new Paragraph({ children: [new TextRun('lucia.tello.ccahuana@example.com')] }),
            new Paragraph({ children: [new TextRun({ text: 'IDIOMAS Y OFIMÁTICA', bold: true })] }),
            new Table({
              rows: [
                row('Idioma / Programa', 'Básico', 'Intermedio', 'Avanzado'),
                row('Inglés', '', 'X', ''),
                row('Quechua', 'X', '', ''),
                row('Hoja de cálculo (Excel)', '', '', 'X'),
              ],
            }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.skills.languages).toEqual(['Inglés (Intermedio)', 'Quechua (Básico)']);
    expect(result.resume.skills.core).toEqual(['Hoja de cálculo (Excel)']);
  });
});

describe("an item that ends on a month, its year wrapped onto a line of its own ('… sept. – dic.' / '2013.')", () => {
  const R = 'LiberationSerif';
  const mark = (y: number): ItemRow => ['\uf0b7', 103.2, y, 4.5, 11, 'OpenSymbol'];
  const rows: ItemRow[] = [
    ['Sergio Díaz-Cano Villalba', 85.2, 60, 200, 16, 'LiberationSerif-Bold'],
    ['sergio.diazcano@example.com', 85.2, 80, 150, 11, R],
    ['EXPERIENCIA PROFESIONAL', 85.2, 130, 150, 12, 'LiberationSerif-Bold'],
    ['Investigador predoctoral (contrato FPI)', 85.2, 157.4, 187.1, 11, 'LiberationSerif-Bold'],
    ['oct. 2010 – sept. 2014', 413.2, 157.4, 97, 11, R],
    ['Universidad de Zaragoza', 85.2, 170.1, 112.3, 11, 'LiberationSerif-Italic'],
    mark(184.7),
    ['Realización de la tesis doctoral en el marco del proyecto CTQ2009-13742 del', 121.2, 184.7, 388.5, 11, R],
    ['Ministerio de Ciencia e Innovación.', 121.2, 197.4, 157.8, 11, R],
    mark(211),
    ['Estancia de investigación de tres meses en Ghent University (Bélgica), sept. – dic.', 121.2, 211, 388.4, 11, R],
    ['2013.', 121.2, 223.7, 24.8, 11, R],
    mark(237.3),
    ['Colaboración docente en las prácticas de laboratorio de Química Analítica.', 121.2, 237.3, 340, 11, R],
  ];

  it('keeps the year in the item, and no job is dated by it', () => {
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['Investigador predoctoral (contrato FPI)', '2010-10', '2014-09', 3],
    ]);
    expect(jobs[0]!.bullets[1]).toBe(
      'Estancia de investigación de tres meses en Ghent University (Bélgica), sept. – dic. 2013.',
    );
  });
});

describe("the same table in larger type: every head cell wrapped, a row's first line the page's last", () => {
  // 'N' / '°', 'Cargo' / 'desempeñad' / 'o': the head's cells over three lines; row 2 starts on the page's last line
  // with its number, '2', in its first cell, and goes on on the next page.
  const page1: ItemRow[] = [
    ['III. EXPERIENCIA LABORAL', 56.8, 413.3, 173.2, 13, B],
    ['N', 63.3, 440.7, 8.7, 12, B],
    ['°', 65.2, 454.5, 4.8, 12, B],
    ['Entidad o', 93.2, 440.7, 54.6, 12, B],
    ['empresa', 95.9, 454.5, 49.3, 12, B],
    ['Cargo', 189.5, 433.8, 34.6, 12, B],
    ['desempeñad', 170.1, 447.6, 73.2, 12, B],
    ['o', 203.1, 461.4, 7.3, 12, B],
    ['Fecha de', 259.5, 440.7, 51.9, 12, B],
    ['inicio', 269.9, 454.5, 31.3, 12, B],
    ['Fecha de', 329.6, 440.7, 51.9, 12, B],
    ['término', 333.6, 454.5, 44, 12, B],
    ['Funciones principales', 401.4, 447.6, 126.5, 12, B],
    ['1', 64.2, 617.7, 6.7, 12, R],
    ['Municipalidad', 82.3, 603.9, 73.3, 12, R],
    ['Distrital de', 82.3, 617.7, 56.6, 12, R],
    ['Los Olivos', 82.3, 631.5, 55.9, 12, R],
    ['Especialista', 167.3, 597, 63.9, 12, R],
    ['en', 167.3, 610.8, 13.4, 12, R],
    ['Abastecimient', 167.3, 624.6, 75.2, 12, R],
    ['o', 167.3, 638.4, 6.7, 12, R],
    ['01/03/2021', 255.5, 617.7, 60, 12, R],
    ['A la fecha', 328.9, 617.7, 53.3, 12, R],
    ['- Elaborar los términos de', 394.8, 477.7, 137.2, 12, R],
    ['referencia y', 394.8, 491.5, 62.6, 12, R],
    ['especificaciones técnicas', 394.8, 505.3, 135.2, 12, R],
    ['de los requerimientos de', 394.8, 519.1, 131.2, 12, R],
    ['las áreas usuarias.', 394.8, 532.9, 100.6, 12, R],
    ['2', 64.2, 774, 6.7, 12, R],
    ['Hospital', 82.3, 774, 43.3, 12, R],
    ['Asistente', 167.3, 774, 49.3, 12, R],
    ['15/01/2018', 255.5, 774, 60, 12, R],
    ['28/02/2021', 325.6, 774, 60, 12, R],
    ['- Recibir, registrar y', 394.8, 774, 104.6, 12, R],
  ];
  const page2: ItemRow[] = [
    ['Nacional', 82.3, 161.2, 46.6, 12, R],
    ['Cayetano', 82.3, 175, 51.3, 12, R],
    ['Heredia', 82.3, 188.8, 41.9, 12, R],
    ['Administrativo', 167.3, 161.2, 75.3, 12, R],
    ['de la Oficina', 167.3, 175, 66.6, 12, R],
    ['de Logística', 167.3, 188.8, 64.6, 12, R],
    ['derivar los expedientes', 394.8, 69.5, 123.2, 12, R],
    ['de contratación de bienes', 394.8, 83.3, 137.2, 12, R],
    ['y servicios.', 394.8, 97.1, 59.3, 12, R],
    ['- Elaborar cuadros', 394.8, 111.9, 98.6, 12, R],
    ['comparativos de', 394.8, 125.7, 88, 12, R],
    ['cotizaciones para la', 394.8, 139.5, 105.9, 12, R],
    ['adquisición de insumos', 394.8, 153.3, 124.5, 12, R],
    ['médicos.', 394.8, 167.1, 48, 12, R],
    ['- Registrar las órdenes de', 394.8, 181.9, 137.9, 12, R],
    ['compra en el SIGA MEF y', 394.8, 195.7, 139.2, 12, R],
    ['archivar la', 394.8, 209.5, 55.3, 12, R],
    ['documentación', 394.8, 223.3, 81.3, 12, R],
    ['sustentatoria.', 394.8, 237.1, 71.9, 12, R],
    ['- Apoyar en la toma de', 394.8, 251.9, 121.2, 12, R],
    ['inventario anual de', 394.8, 265.7, 101.2, 12, R],
    ['bienes patrimoniales.', 394.8, 279.5, 113.3, 12, R],
  ];

  it('reads the head from its stacked cells, and the row from the foot of the page on', () => {
    const jobs = readResume(pdfLines(measuredRows(page1, page2))).resume.experience;
    expect(jobs.map((j) => [j.company, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['Municipalidad Distrital de Los Olivos', '2021-03', '', 1],
      ['Hospital Nacional Cayetano Heredia', '2018-01', '2021-02', 4],
    ]);
    expect(jobs[1]!.title).toBe('Asistente Administrativo de la Oficina de Logística');
    expect(jobs[1]!.bullets[0]).toBe(
      'Recibir, registrar y derivar los expedientes de contratación de bienes y servicios.',
    );
  });
});

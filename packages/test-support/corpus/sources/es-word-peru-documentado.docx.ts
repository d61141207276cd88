// A Peruvian 'Curriculum Vitae documentado' as applicants to public-sector jobs under the CAS regime (Contratación
// Administrativa de Servicios) fill it in Word from the formats the entities publish with each call: A4, margins
// narrowed by hand to 2 cm so the tables fit, Arial 10 (set in Liberation Sans), no space after paragraphs, every
// section a gridded table ('Tabla con cuadrícula', thin black lines) with a grey-shaded bold header row. Two pages,
// broken where they fall: Word lets a row break across pages, so the third job's row is cut in two, its entity's
// name ('Programa Nacional de' / 'Alimentación Escolar Qali Warma') and its first function split by the page break,
// the table's header row not repeated on page 2 (in the rewrapped build the second job's row is cut instead, and the
// last row of the level grid, the sworn statement and the signature go over to a third page).
// What it has:
// - 'CURRICULUM VITAE DOCUMENTADO' centred in bold, over 'PROCESO CAS N.° 087-2024-MDLO' and 'Puesto al que
//   postula: Especialista en Abastecimiento' (the job sought, not a job held), and NO name above the data;
// - numbered sections in bold capitals: 'I. DATOS PERSONALES', 'II. FORMACIÓN ACADÉMICA', 'III. EXPERIENCIA
//   LABORAL', 'IV. CAPACITACIONES', 'V. IDIOMAS Y OFIMÁTICA';
// - DATOS PERSONALES as a two-column table of bold labels: 'Apellidos y nombres' | 'Tello Ccahuana, Lucía Fernanda'
//   (surnames first, after a comma, the only place of the name but the signature's), 'DNI' | eight digits, 'RUC' |
//   eleven digits (both like phone numbers), 'Fecha de nacimiento' | '23/08/1990' (a day-first date that is no job's),
//   'Dirección' | 'Jr. Las Gardenias 245, Urb. Los Jardines, San Martín de Porres, Lima' (the street, the
//   urbanización, the distrito, the city), 'Celular' | '987 654 321' (nine digits, no +51), 'Correo';
// - FORMACIÓN ACADÉMICA as a table 'Grado / Título | Especialidad | Centro de estudios | Fecha de expedición', two
//   rows: the degree in one cell ('Magíster', 'Título Profesional') and its field in the next ('Gestión Pública',
//   'Administración'), the diploma's date of issue as dd/mm/yyyy and no start;
// - EXPERIENCIA LABORAL as a table 'N° | Entidad o empresa | Cargo desempeñado | Fecha de inicio | Fecha de término |
//   Funciones principales', four rows newest first: the entity and title wrapping in narrow cells (municipalities,
//   a hospital, a public programme, an S.A.C.), dates as dd/mm/yyyy in two cells of their own, 'A la fecha' for the
//   current job's end, the functions as several paragraphs typed '- ' in one cell, each wrapping back to the
//   cell's left edge;
// - CAPACITACIONES as a table 'N° | Curso / Diplomado | Institución | Fecha | Horas' (a diplomado from a university,
//   an OSCE certification 'Nivel Intermedio', courses from the MEF, SERVIR and the Contraloría): neither schools nor
//   jobs;
// - IDIOMAS Y OFIMÁTICA as one table of the forms' kind, 'Idioma / Programa | Básico | Intermedio | Avanzado', each
//   level ticked with an 'X' in its column: Inglés and Quechua (spoken languages, not skills), then Word, Excel,
//   PowerPoint, the SIGA MEF and the SIAF-SP named as the forms name them ('Hoja de cálculo (Excel)');
// - the sworn statement the formats end with, 'Lima, 15 de marzo de 2024' flush right, and a borderless table of
//   the signature (a typed rule of underscores, 'Firma', the name in the usual order and 'DNI N.° …') beside an
//   empty bordered box captioned 'Huella digital'.
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeightRule,
  LineRuleType,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  // 'Tello Ccahuana, Lucía Fernanda' in the table (surnames first), in this order under the signature.
  name: 'Lucía Fernanda Tello Ccahuana',
  email: 'lucia.tello.ccahuana@example.com',
  phone: '987 654 321',
  location: 'Jr. Las Gardenias 245, Urb. Los Jardines, San Martín de Porres, Lima',
  jobs: [
    {
      title: 'Especialista en Abastecimiento',
      company: 'Municipalidad Distrital de Los Olivos',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Elaborar los términos de referencia y especificaciones técnicas de los requerimientos de las áreas usuarias.',
        'Realizar las indagaciones de mercado y determinar el valor estimado de las contrataciones iguales o inferiores a 8 UIT.',
        'Registrar los pedidos, órdenes de compra y órdenes de servicio en el SIGA MEF y su compromiso en el SIAF-SP.',
        'Hacer seguimiento a la ejecución contractual, la conformidad y el pago a los proveedores.',
      ],
    },
    {
      title: 'Asistente Administrativo de la Oficina de Logística',
      company: 'Hospital Nacional Cayetano Heredia',
      start: '2018-01',
      end: '2021-02',
      bullets: [
        'Recibir, registrar y derivar los expedientes de contratación de bienes y servicios.',
        'Elaborar cuadros comparativos de cotizaciones para la adquisición de insumos médicos.',
        'Registrar las órdenes de compra en el SIGA MEF y archivar la documentación sustentatoria.',
        'Apoyar en la toma de inventario anual de bienes patrimoniales.',
      ],
    },
    {
      title: 'Auxiliar Administrativo',
      company: 'Programa Nacional de Alimentación Escolar Qali Warma',
      start: '2016-05',
      end: '2017-12',
      bullets: [
        'Verificar las actas de entrega de alimentos de las instituciones educativas y digitarlas en el sistema del programa.',
        'Organizar el archivo documentario de la unidad territorial.',
      ],
    },
    {
      title: 'Asistente de Compras',
      company: 'Distribuidora Comercial Andina S.A.C.',
      start: '2015-02',
      end: '2016-04',
      bullets: [
        'Solicitar cotizaciones a proveedores y emitir las órdenes de compra aprobadas por la jefatura.',
        'Controlar las guías de remisión y facturas de la mercadería recibida en almacén.',
        'Actualizar la base de datos de proveedores y precios en Excel.',
      ],
    },
  ],
  // The degree's cell and its field's cell, read in this order.
  schools: [
    {
      school: 'Escuela de Posgrado de la Universidad César Vallejo',
      degree: 'Magíster, Gestión Pública',
      end: '2021-07',
    },
    {
      school: 'Universidad Nacional Federico Villarreal',
      degree: 'Título Profesional, Administración',
      end: '2014-12',
    },
  ],
  // The rows of the ofimática part of the table, without their level's 'X'; Inglés and Quechua are languages.
  skills: [
    'Procesador de textos (Word)',
    'Hoja de cálculo (Excel)',
    'Programa de presentaciones (PowerPoint)',
    'SIGA MEF – Módulo de Logística',
    'SIAF-SP',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];

/** A4 with the margins narrowed to 2 cm all round. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1134, bottom: 1134, left: 1134, right: 1134 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions;
type Options = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const line = (list: R | R[], options: Options = {}) =>
  new Paragraph({
    ...options,
    children: (Array.isArray(list) ? list : [list]).map(
      (r) => new TextRun(typeof r === 'string' ? { text: r } : r),
    ) as ParagraphChild[],
  });

const empty = () => new Paragraph({ children: [] });
const centred = (list: R | R[]) => line(list, { alignment: AlignmentType.CENTER });

/** A numbered section heading in bold capitals, with space before it typed as spacing. */
const heading = (text: string) =>
  line({ text, bold: true, size: sz(22) }, { spacing: { before: 200, after: 100 }, keepNext: true });

/** Word's 'Tabla con cuadrícula': thin black lines all round. */
const rule = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const grid = { top: rule, bottom: rule, left: rule, right: rule };
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noGrid = { top: NONE, bottom: NONE, left: NONE, right: NONE };
const shaded = { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' } };

const cell = (children: Paragraph[], width: number, extra: object = {}) =>
  new TableCell({
    borders: grid,
    margins: { top: 20, bottom: 20, left: 85, right: 85 },
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.CENTER,
    children,
    ...extra,
  });

/** A table whose first row is the grey header, its labels bold and centred. */
const table = (widths: number[], header: string[], rows: Paragraph[][][]) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: [
      new TableRow({
        cantSplit: true,
        children: header.map((h, i) =>
          cell([line({ text: h, bold: true }, { alignment: AlignmentType.CENTER })], widths[i]!, shaded),
        ),
      }),
      ...rows.map(
        (cells) =>
          new TableRow({
            children: cells.map((c, i) => cell(c, widths[i]!)),
          }),
      ),
    ],
  });

/** A cell's text, centred or not. */
const text = (value: string, centre = false) => [line(value, centre ? { alignment: AlignmentType.CENTER } : {})];

const LABEL = 2835; // 5 cm
const personal: Array<[string, string]> = [
  ['Apellidos y nombres', 'Tello Ccahuana, Lucía Fernanda'],
  ['DNI', '46218735'],
  ['RUC', '10462187353'],
  ['Fecha de nacimiento', '23/08/1990'],
  ['Dirección', expected.location!],
  ['Celular', expected.phone!],
  ['Correo electrónico', expected.email!],
];

const personalTable = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LABEL, WIDTH - LABEL],
    rows: personal.map(
      ([label, value]) =>
        new TableRow({
          height: { value: 320, rule: HeightRule.ATLEAST },
          children: [cell([line({ text: label, bold: true })], LABEL), cell([line(value)], WIDTH - LABEL)],
        }),
    ),
  });

/** The date a diploma was issued, as the form asks for it: dd/mm/yyyy. */
const issued: Record<string, string> = { '2021-07': '14/07/2021', '2014-12': '19/12/2014' };
const fields = ['Gestión Pública', 'Administración'];

const schoolsTable = () => {
  const widths = [1850, 2100, 3788, 1900];
  return table(
    widths,
    ['Grado / Título', 'Especialidad', 'Centro de estudios', 'Fecha de expedición'],
    expected.schools.map((s: School, i) => [
      text(s.degree!.split(',')[0]!),
      text(fields[i]!),
      text(s.school!),
      text(issued[s.end!]!, true),
    ]),
  );
};

/** Whole dates as the form asks for them, dd/mm/yyyy. */
const periods: Array<[string, string]> = [
  ['01/03/2021', 'A la fecha'],
  ['15/01/2018', '28/02/2021'],
  ['02/05/2016', '31/12/2017'],
  ['01/02/2015', '30/04/2016'],
];

/** The functions typed in one cell, a paragraph each starting '- ' and ending with a period, no list and no
 * hanging indent. */
const functions = (j: Job) => j.bullets.map((b) => line(`- ${b}`, { spacing: { after: 20 } }));

const jobsTable = () => {
  const widths = [420, 1700, 1750, 1400, 1400, 2968];
  return table(
    widths,
    ['N°', 'Entidad o empresa', 'Cargo desempeñado', 'Fecha de inicio', 'Fecha de término', 'Funciones principales'],
    expected.jobs.map((j: Job, i) => [
      text(String(i + 1), true),
      text(j.company),
      text(j.title),
      text(periods[i]![0], true),
      text(periods[i]![1], true),
      functions(j),
    ]),
  );
};

const courses: Array<[string, string, string, string]> = [
  [
    'Diplomado en Gestión de las Contrataciones del Estado',
    'Escuela de Posgrado – Universidad Continental',
    '30/06/2022',
    '120',
  ],
  [
    'Certificación de profesionales y técnicos que laboran en los Órganos Encargados de las Contrataciones – Nivel Intermedio',
    'Organismo Supervisor de las Contrataciones del Estado (OSCE)',
    '12/11/2019',
    '—',
  ],
  [
    'Curso de Gestión por Procesos en el Sector Público',
    'Escuela Nacional de Administración Pública – SERVIR',
    '15/10/2022',
    '40',
  ],
  [
    'Curso Sistema Integrado de Gestión Administrativa – SIGA MEF',
    'Ministerio de Economía y Finanzas',
    '20/08/2020',
    '24',
  ],
  [
    'Curso de Ética e Integridad en la Función Pública',
    'Escuela Nacional de Control – Contraloría General de la República',
    '05/06/2023',
    '20',
  ],
];

const coursesTable = () => {
  const widths = [420, 3900, 3068, 1400, 850];
  return table(
    widths,
    ['N°', 'Curso / Diplomado', 'Institución', 'Fecha', 'Horas'],
    courses.map(([name, where, when, hours], i) => [
      text(String(i + 1), true),
      text(name),
      text(where),
      text(when, true),
      text(hours, true),
    ]),
  );
};

/** The forms' level grid: an 'X' in the column of the level. */
const levels: Array<[string, 0 | 1 | 2]> = [
  ['Inglés', 1],
  ['Quechua', 0],
  ...expected.skills.map((s, i): [string, 0 | 1 | 2] => [s, ([2, 2, 1, 2, 1] as const)[i]!]),
];

const levelsTable = () => {
  const widths = [4738, 1633, 1634, 1633];
  return table(
    widths,
    ['Idioma / Programa', 'Básico', 'Intermedio', 'Avanzado'],
    levels.map(([name, level]) => [text(name), ...[0, 1, 2].map((l) => text(l === level ? 'X' : '', true))]),
  );
};

/** The signature beside an empty bordered box for the fingerprint, as the formats end. */
const signature = () => {
  const SIGN = 5400;
  const GAP = 2138;
  const BOX = WIDTH - SIGN - GAP;
  const plain = (children: Paragraph[], width: number, extra: object = {}) =>
    new TableCell({
      borders: noGrid,
      width: { size: width, type: WidthType.DXA },
      verticalAlign: VerticalAlign.BOTTOM,
      children,
      ...extra,
    });
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [SIGN, GAP, BOX],
    rows: [
      new TableRow({
        cantSplit: true,
        height: { value: 850, rule: HeightRule.EXACT },
        children: [
          plain([centred('________________________________')], SIGN),
          plain([empty()], GAP),
          new TableCell({ borders: grid, width: { size: BOX, type: WidthType.DXA }, children: [empty()] }),
        ],
      }),
      new TableRow({
        cantSplit: true,
        children: [
          plain([centred('Firma'), centred({ text: expected.name, bold: true }), centred('DNI N.° 46218735')], SIGN, {
            verticalAlign: VerticalAlign.TOP,
          }),
          plain([empty()], GAP),
          plain([centred({ text: 'Huella digital', size: sz(16) })], BOX, { verticalAlign: VerticalAlign.TOP }),
        ],
      }),
    ],
  });
};

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Usuario',
    lastModifiedBy: 'Usuario',
    styles: {
      default: {
        document: {
          run: { font: 'Arial', size: sz(20), language: { value: 'es-PE' } },
          paragraph: { spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO } },
        },
      },
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          line(
            { text: 'CURRICULUM VITAE DOCUMENTADO', bold: true, size: sz(28) },
            { alignment: AlignmentType.CENTER, spacing: { after: 160 } },
          ),
          centred({ text: 'PROCESO CAS N.° 087-2024-MDLO', bold: true }),
          centred([{ text: 'Puesto al que postula: ', bold: true }, 'Especialista en Abastecimiento']),
          heading('I. DATOS PERSONALES'),
          personalTable(),
          heading('II. FORMACIÓN ACADÉMICA'),
          schoolsTable(),
          heading('III. EXPERIENCIA LABORAL'),
          jobsTable(),
          heading('IV. CAPACITACIONES'),
          coursesTable(),
          heading('V. IDIOMAS Y OFIMÁTICA'),
          levelsTable(),
          line(
            'Declaro bajo juramento que la información consignada en el presente documento es verdadera y se ' +
              'encuentra debidamente sustentada con los documentos que adjunto.',
            { alignment: AlignmentType.BOTH, spacing: { before: 200 } },
          ),
          line('Lima, 15 de marzo de 2024', {
            alignment: AlignmentType.RIGHT,
            spacing: { before: 200, after: 120 },
            keepNext: true,
          }),
          signature(),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

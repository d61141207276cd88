// A Peruvian accountant's 'hoja de vida' typed from scratch in WPS Writer (the free suite on her laptop) and saved as
// .docx, the kind sent to Bumeran, Computrabajo and the accounting firms of Lima. A4 with WPS's default margins
// narrowed by hand (2 cm at the top and bottom, 2.5 cm at the sides), Arial 11 set in Liberation Sans. WPS's marks
// on the file: '宋体' as the East Asian font of every run, default tab stops every 420 twips, a document grid of
// 312-twip lines (LibreOffice snaps every line to 15.6 pt), Normal paragraphs justified, the author WPS names an
// account it has not been told ('WPS_…'). Two pages. What it has:
// - the name in bold capitals centred ('JESSICA PAOLA CHÁVEZ ROJAS'), 'CONTADORA PÚBLICA' under it, then centred
//   'Label: value' lines with the labels in bold: 'DNI: 45678912', 'Celular: 986 555 437', 'Correo: …' and
//   'Dirección: Av. Los Próceres Mz. B Lt. 12, Urb. Santa Luisa, Los Olivos – Lima' (manzana and lote);
// - headings in bold capitals over a black rule (a paragraph border), an empty paragraph after each table, as WPS
//   leaves one;
// - PERFIL PROFESIONAL as a justified paragraph;
// - EXPERIENCIA LABORAL as ONE bordered two-column table (WPS's default 0.5 pt grid), a row a job: the period in the
//   narrow left cell, centred both ways (she selected the column and centred it), so it sits level with the middle
//   of the job's items, not with the company; written two ways as the file grew: 'Enero 2020 – a la fecha' wrapping
//   in the narrow cell ('Enero 2020 – a' / 'la fecha'), then '03/2016 – 12/2019' and '06/2014 – 02/2016' wrapping
//   after the dash; rows may break across pages (WPS's default), so the last job's row is split by the page break,
//   its period too ('06/2014 –' beside the company at the foot of page 1, '02/2016' on page 2 beside the rest); the
//   wide right cell holds the company in bold capitals ('CORPORACIÓN ANDINA DE DISTRIBUCIÓN S.A.C.', '… E.I.R.L.'
//   with an ampersand), 'Cargo: Analista Contable' with the label in bold, 'Funciones:' in bold and underlined,
//   then items whose mark is a '➢' character typed at the start of an ordinary paragraph (Insert › Symbol, its run
//   in 'Segoe UI Symbol', set by LibreOffice in a fallback font), not a Word list: the wrapped lines go back to the
//   cell's edge under the mark, spread out by the justification; infinitive verbs, tax forms ('PDT 621 (IGV –
//   Renta)', 'PDT PLAME', 'PLE y SIRE'), soles and dollars;
// - FORMACIÓN ACADÉMICA in the same table shape: '2010 – 2015' | 'Universidad Nacional Mayor de San Marcos' in bold
//   over 'Bachiller en Contabilidad', and '2017' | the same university over 'Título Profesional de Contador Público';
// - CURSOS Y CAPACITACIONES as '✓' lines typed the same way: 'Name – Institution, Year (120 horas)', three of
//   the four wrapping back to the margin under the mark;
// - INFORMÁTICA as '✓ Program – Level' lines ('Microsoft Excel – Avanzado (tablas dinámicas, macros)', 'CONCAR SQL
//   – Avanzado'); IDIOMAS as one more '✓' line;
// - REFERENCIAS LABORALES with two former bosses ('CPC. …' in bold, 'Cargo – EMPRESA', 'Cel.: 9xx 555 xxx'), phones
//   that are not hers.
import {
  AlignmentType,
  BorderStyle,
  Document,
  DocumentGridType,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  UnderlineType,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'JESSICA PAOLA CHÁVEZ ROJAS',
  email: 'jessica.chavez.rojas@example.com',
  phone: '986 555 437',
  location: 'Av. Los Próceres Mz. B Lt. 12, Urb. Santa Luisa, Los Olivos – Lima',
  jobs: [
    {
      title: 'Analista Contable',
      company: 'CORPORACIÓN ANDINA DE DISTRIBUCIÓN S.A.C.',
      start: '2020-01',
      end: 'present',
      bullets: [
        'Registrar las operaciones de compras, ventas, caja y bancos en el sistema CONCAR y en SAP Business One.',
        'Elaborar las conciliaciones bancarias mensuales de nueve cuentas corrientes en soles y dólares.',
        'Preparar y presentar la declaración mensual del PDT 621 (IGV – Renta) y los libros electrónicos en el PLE y el SIRE.',
        'Elaborar los Estados Financieros mensuales y apoyar en el cierre contable anual y en la auditoría externa.',
        'Analizar las cuentas por cobrar y por pagar, las detracciones y las provisiones de cobranza dudosa.',
        'Atender los requerimientos y las fiscalizaciones de la SUNAT junto al Contador General.',
      ],
    },
    {
      title: 'Asistente Contable',
      company: 'INVERSIONES SANTA ROSA DEL NORTE S.A.C.',
      start: '2016-03',
      end: '2019-12',
      bullets: [
        'Registrar y archivar los comprobantes de pago (facturas, boletas de venta y recibos por honorarios).',
        'Elaborar la planilla mensual de 45 trabajadores y declararla en el PDT PLAME.',
        'Controlar la caja chica y revisar las rendiciones de cuenta del personal.',
        'Apoyar en las conciliaciones bancarias y en el análisis de cuentas del balance.',
      ],
    },
    {
      title: 'Practicante Contable',
      company: 'ESTUDIO CONTABLE MENDOZA & ASOCIADOS E.I.R.L.',
      start: '2014-06',
      end: '2016-02',
      bullets: [
        'Digitar los registros de compras y ventas de 20 empresas clientes en el sistema Siscont.',
        'Apoyar en la declaración mensual de impuestos de los clientes del Régimen MYPE Tributario.',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Nacional Mayor de San Marcos',
      degree: 'Bachiller en Contabilidad',
      start: '2010',
      end: '2015',
    },
    {
      school: 'Universidad Nacional Mayor de San Marcos',
      degree: 'Título Profesional de Contador Público',
      end: '2017',
    },
  ],
  skills: [
    'Microsoft Excel – Avanzado (tablas dinámicas, macros)',
    'Microsoft Word y PowerPoint – Intermedio',
    'CONCAR SQL – Avanzado',
    'SAP Business One – Intermedio',
    'Siscont – Avanzado',
    'PDT 621, PDT PLAME, PLE y SIRE (SUNAT) – Avanzado',
    'Power BI – Básico',
  ],
};

/** A4 with WPS's default margins (2.54 cm, 3.18 cm) narrowed by hand to 2 cm and 2.5 cm to keep two pages. */
const PAGE = { width: 11906, height: 16838 };
const TOP = 1134;
const SIDE = 1418;
const WIDTH = PAGE.width - 2 * SIDE;
/** The tables' narrow date column, dragged in by hand, and the wide one beside it. */
const DATES = 1900;
const BODY = WIDTH - DATES;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A font as WPS writes it on a run: the Latin faces named, '宋体' for East Asian text. */
const face = (name: string) => ({ ascii: name, hAnsi: name, cs: name, eastAsia: '宋体' });
const ARIAL = face('Arial');
/** What Insert › Symbol puts on the run of a '➢' or '✓'. */
const SYMBOL = face('Segoe UI Symbol');

type Piece = string | IRunOptions;
const runs = (pieces: Piece | Piece[], base: IRunOptions = {}) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) => new TextRun({ font: ARIAL, size: sz(22), ...base, ...(typeof p === 'string' ? { text: p } : p) }),
  );

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

/** A paragraph in WPS's Normal style: justified, no spacing, single lines (on the document's grid). */
const line = (pieces: Piece | Piece[], options: ParagraphOptions = {}, base: IRunOptions = {}) =>
  new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    ...options,
    spacing: { before: 0, after: 0, line: 240, ...options.spacing },
    children: runs(pieces, base),
  });

const blank = () => line('');

/** 'Label: value' centred under the name, the label in bold. */
const contact = (label: string, value: string) =>
  line([{ text: `${label}: `, bold: true }, value], { alignment: AlignmentType.CENTER });

/** A heading: bold capitals over a black rule. */
const heading = (text: string) =>
  new Paragraph({
    alignment: AlignmentType.LEFT,
    keepNext: true,
    spacing: { before: 120, after: 120, line: 240 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: '000000', space: 1 } },
    children: runs({ text, bold: true, size: sz(24) }),
  });

/** A line whose mark she typed: the symbol (its own run), a space, the text; no list, no indent. */
const typed = (mark: '➢' | '✓', pieces: Piece | Piece[], after = 0) =>
  new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    spacing: { before: 0, after, line: 240 },
    children: [
      new TextRun({ text: mark, font: SYMBOL, size: sz(22) }),
      ...runs([' ', ...(Array.isArray(pieces) ? pieces : [pieces])]),
    ],
  });

// The tables: WPS's default grid of 0.5 pt black lines, its 0.19 cm cell margins, a little space above and below.
const single = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const GRID = { top: single, bottom: single, left: single, right: single };
const PAD = { top: 60, bottom: 60, left: 108, right: 108 };

/** A row: the period centred both ways in the narrow cell, the entry in the wide one. */
const row = (period: string, entry: Paragraph[]) =>
  new TableRow({
    children: [
      new TableCell({
        borders: GRID,
        margins: PAD,
        width: { size: DATES, type: WidthType.DXA },
        verticalAlign: VerticalAlign.CENTER,
        children: [line(period, { alignment: AlignmentType.CENTER })],
      }),
      new TableCell({ borders: GRID, margins: PAD, width: { size: BODY, type: WidthType.DXA }, children: entry }),
    ],
  });

const table = (rows: TableRow[]) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [DATES, BODY],
    borders: { ...GRID, insideHorizontal: single, insideVertical: single },
    rows,
  });

type Job = (typeof expected.jobs)[0];
const job = (j: Job, period: string) =>
  row(period, [
    line({ text: j.company, bold: true }, { alignment: AlignmentType.LEFT }),
    line([{ text: 'Cargo: ', bold: true }, j.title]),
    line({ text: 'Funciones:', bold: true, underline: { type: UnderlineType.SINGLE } }, { spacing: { before: 60 } }),
    ...j.bullets.map((b) => typed('➢', b)),
  ]);

type School = (typeof expected.schools)[0];
const school = (s: School, years: string) =>
  row(years, [line({ text: s.school, bold: true }, { alignment: AlignmentType.LEFT }), line(s.degree ?? '')]);

const reference = (name: string, position: string, phone: string) => [
  line({ text: name, bold: true }, { keepNext: true }),
  line(position, { keepNext: true }),
  line(`Cel.: ${phone}`, { spacing: { after: 120 } }),
];

const [andina, santaRosa, mendoza] = expected.jobs as [Job, Job, Job];
const [bachiller, titulo] = expected.schools as [School, School];

const COURSES = [
  'Diplomado en Normas Internacionales de Información Financiera (NIIF) – Universidad ESAN, 2022 (120 horas)',
  'Curso de Especialización en Tributación Empresarial y Cierre Contable – Colegio de Contadores Públicos de Lima, 2021 (48 horas)',
  'Programa de Excel Aplicado a las Finanzas – Cibertec, 2019 (60 horas)',
  'Taller de Facturación Electrónica y SIRE – Instituto Aduanero y Tributario de la SUNAT, 2023 (16 horas)',
];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'WPS_1689204512',
    lastModifiedBy: 'WPS_1689204512',
    defaultTabStop: 420,
    styles: {
      default: {
        document: { run: { font: ARIAL, size: sz(22) }, paragraph: { spacing: { after: 0 } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: TOP, bottom: TOP, left: SIDE, right: SIDE, header: 851, footer: 992 },
          },
          grid: { type: DocumentGridType.LINES, linePitch: 312 },
        },
        children: [
          line({ text: expected.name, bold: true, size: sz(32) }, { alignment: AlignmentType.CENTER }),
          line(
            { text: 'CONTADORA PÚBLICA', size: sz(22) },
            { alignment: AlignmentType.CENTER, spacing: { after: 80 } },
          ),
          contact('DNI', '45678912'),
          contact('Celular', expected.phone!),
          contact('Correo', expected.email!),
          contact('Dirección', expected.location!),
          heading('PERFIL PROFESIONAL'),
          line(
            'Contadora Pública colegiada, egresada de la Universidad Nacional Mayor de San Marcos, con más de nueve ' +
              'años de experiencia en el área contable y tributaria de empresas comerciales y de servicios. Manejo ' +
              'de CONCAR, SAP Business One y los programas de declaración de la SUNAT, conocimiento de las NIIF y de ' +
              'la normativa tributaria vigente. Persona responsable, ordenada, con capacidad para trabajar en equipo ' +
              'y bajo presión, y con disponibilidad inmediata.',
          ),
          heading('EXPERIENCIA LABORAL'),
          table([
            job(andina, 'Enero 2020 – a la fecha'),
            job(santaRosa, '03/2016 – 12/2019'),
            job(mendoza, '06/2014 – 02/2016'),
          ]),
          blank(),
          heading('FORMACIÓN ACADÉMICA'),
          table([school(bachiller, '2010 – 2015'), school(titulo, '2017')]),
          blank(),
          heading('CURSOS Y CAPACITACIONES'),
          ...COURSES.map((c) => typed('✓', c, 40)),
          heading('INFORMÁTICA'),
          ...expected.skills.map((s) => typed('✓', s, 40)),
          heading('IDIOMAS'),
          typed('✓', 'Inglés – Intermedio (Centro de Idiomas de la UNMSM)'),
          heading('REFERENCIAS LABORALES'),
          ...reference(
            'CPC. Víctor Hugo Ramírez Soto',
            'Contador General – CORPORACIÓN ANDINA DE DISTRIBUCIÓN S.A.C.',
            '998 555 312',
          ),
          ...reference(
            'CPC. María del Carmen Rivera Tello',
            'Jefa de Contabilidad – INVERSIONES SANTA ROSA DEL NORTE S.A.C.',
            '955 555 108',
          ),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// A Chilean commercial engineer's CV typed in WPS Writer over a free two-column template (A4, saved as .docx), the
// kind sent to Laborum, Trabajando.com and the big companies' own portals in Santiago. WPS's marks on the file: its
// default font, Calibri (set by LibreOffice in its substitute, wider, so lines break earlier than she saw them), at
// WPS's 10.5 pt, with '宋体' as the East Asian font and 'zh-CN' as the East Asian language of every run, default tab
// stops every 420 twips, a document grid of 312-twip lines (LibreOffice snaps every line to 15.6 pt), the author WPS
// names an account it has not been told ('WPS_…'). The page is ONE borderless table of one row and two cells (the
// row may break across pages, WPS's default), so the cells run side by side with very different lengths: the narrow
// left one ends a fifth of a page short of page 1's foot (its shading going on, empty, to the foot and beside the
// row's part on page 2), the wide right one runs onto page 2, which starts at the third job's items (its title and
// company alone at the foot of page 1). What it has:
// - the narrow left cell shaded pale blue: the template's photo placeholder left empty (a shaded, bordered paragraph
//   holding only line breaks, no picture), then DATOS PERSONALES as 'Label:' lines with the labels in bold
//   ('RUT: 18.456.732-K' with its check digit K, 'Fecha de nacimiento: 14/05/1994', 'Nacionalidad: Chilena',
//   'Dirección: Av. Providencia 1234, depto 56, Providencia, Santiago' wrapping over three lines in the cell,
//   'Teléfono: +56 9 6555 0142', 'Correo: …'), then HABILIDADES and IDIOMAS as '•' typed at the start of ordinary
//   paragraphs with a tab after it (the template's hanging indent, no list numbering);
// - the wide right cell: the name in large bold capitals, the profession under it in the accent colour, headings
//   in bold accent capitals over a rule (PERFIL, EXPERIENCIA LABORAL, FORMACIÓN ACADÉMICA, CURSOS), PERFIL justified;
// - each job as the title in bold with its dates pushed to the cell's right edge by a right tab stop ('mar. 2021 – a
//   la fecha', 'ene. 2018 – feb. 2021', 'jul. 2017 – dic. 2017': Chilean month abbreviations with their dots), then
//   'Empresa | Ciudad' in italics, then items typed '•' and a tab (the template's hanging indent again), several
//   wrapping over two lines;
// - FORMACIÓN ACADÉMICA as three lines a school: the degree in bold ('Ingeniería Comercial', 'Enseñanza Media'),
//   the school, the years ('2012 – 2017', '2008 – 2011');
// - CURSOS as two typed '•' items 'Course – Provider (year, hours)': courses, neither schools nor jobs.
import {
  AlignmentType,
  BorderStyle,
  Document,
  DocumentGridType,
  HeightRule,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'CAMILA FUENTES SOTO',
  email: 'cfuentes.soto@example.cl',
  phone: '+56 9 6555 0142',
  location: 'Av. Providencia 1234, depto 56, Providencia, Santiago',
  jobs: [
    {
      title: 'Analista de Control de Gestión',
      company: 'Viña Andes del Sur S.A.',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Elaboro el presupuesto anual y los forecast trimestrales de las áreas comercial y de operaciones, con un gasto de $18.000 millones',
        'Preparo el reporte mensual de resultados (EERR por canal y por marca) para la gerencia general y el directorio',
        'Automaticé en Power BI los tableros de ventas y margen, lo que redujo el cierre mensual de 6 a 3 días hábiles',
        'Coordino el análisis de desviaciones con los jefes de área y propongo planes de ahorro en costos logísticos',
        'Apoyo la implementación del módulo SAP CO (centros de costo y órdenes internas) junto al equipo de TI',
      ],
    },
    {
      title: 'Analista Comercial',
      company: 'Distribuidora Cordillera Ltda.',
      start: '2018-01',
      end: '2021-02',
      bullets: [
        'Analicé la venta y la rentabilidad de más de 1.200 clientes del canal tradicional de la Región Metropolitana',
        'Calculé las comisiones mensuales de 35 vendedores y preparé los informes de cumplimiento de metas',
        'Elaboré las propuestas de precios y descuentos para las negociaciones con supermercados regionales',
        'Mantuve actualizada la base de clientes y las listas de precios en el ERP Softland',
      ],
    },
    {
      title: 'Práctica Profesional – Finanzas',
      company: 'Constructora Los Aromos S.A.',
      start: '2017-07',
      end: '2017-12',
      bullets: [
        'Apoyé el control de estados de pago y el flujo de caja de tres obras habitacionales',
        'Realicé las conciliaciones bancarias mensuales y el seguimiento de las boletas de garantía',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Andina de Santiago',
      degree: 'Ingeniería Comercial',
      start: '2012',
      end: '2017',
    },
    {
      school: 'Colegio Santa Teresa de Maipú',
      degree: 'Enseñanza Media',
      start: '2008',
      end: '2011',
    },
  ],
  // HABILIDADES; IDIOMAS are apart, CURSOS are neither skills nor schools.
  skills: [
    'Excel avanzado (tablas dinámicas, macros)',
    'Power BI',
    'SAP CO / FI (usuario)',
    'Softland ERP',
    'SQL básico',
    'Presupuestos y forecast',
    'Trabajo en equipo',
  ],
};

// A4 with the template's margins (1.27 cm at the top and bottom, 1.5 cm at the sides); the left column 5.8 cm.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 720, bottom: 720, left: 850, right: 850, header: 567, footer: 567 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LEFT = 3290;
const RIGHT = WIDTH - LEFT;
const LEFT_PAD = { top: 283, bottom: 283, left: 227, right: 227 };
const RIGHT_PAD = { top: 283, bottom: 283, left: 397, right: 170 };
/** The right cell's text width: where the title line's right tab stop sits. */
const RIGHT_TEXT = RIGHT - RIGHT_PAD.left - RIGHT_PAD.right;

const SIDE = 'E3EBF3';
const PHOTO = 'C5D3E2';
/** The line breaks in the photo's box: eight lines of the grid, 4.4 cm. */
const PHOTO_LINES = 7;
const ACCENT = '1F4E79';
const RULE = '9DB3CC';
const GREY = '595959';

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** WPS's default font as it writes it on a run: Calibri for Latin text, '宋体' for East Asian text. */
const CALIBRI = { ascii: 'Calibri', hAnsi: 'Calibri', cs: 'Calibri', eastAsia: '宋体' };
const LANG = { value: 'es-CL', eastAsia: 'zh-CN' };

type Piece = string | IRunOptions;
type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

const runs = (pieces: Piece | Piece[], base: IRunOptions = {}) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) =>
      new TextRun({
        font: CALIBRI,
        language: LANG,
        size: sz(21),
        ...base,
        ...(typeof p === 'string' ? { text: p } : p),
      }),
  );

/** A paragraph of WPS's Normal style: single lines on the grid, no spacing but what the template set. */
const line = (pieces: Piece | Piece[], after = 0, more: ParagraphOptions = {}, base: IRunOptions = {}) =>
  new Paragraph({ spacing: { before: 0, after, line: 240 }, ...more, children: runs(pieces, base) });

/** The template's heading: bold accent capitals over a thin rule. */
const heading = (text: string, first = false) =>
  new Paragraph({
    spacing: { before: first ? 0 : 240, after: 100, line: 240 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: RULE, space: 2 } },
    children: runs({ text, bold: true, color: ACCENT, size: sz(24) }),
  });

/**
 * An item as the template has it and she typed it: '•', a tab, the text, in an ordinary paragraph whose hanging
 * indent takes the tab (no list numbering); wrapped lines go under the text.
 */
const typed = (text: string, after = 40, base: IRunOptions = {}) =>
  line(`•\t${text}`, after, { indent: { left: 284, hanging: 284 } }, base);

// The left cell.

/**
 * The template's photo placeholder: an empty shaded paragraph with a white border, made a photo's height by line
 * breaks (Shift+Enter) and narrowed by indents.
 */
const photo = () =>
  new Paragraph({
    spacing: { before: 0, after: 280, line: 240 },
    indent: { left: 560, right: 560 },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: PHOTO },
    border: {
      top: { style: BorderStyle.SINGLE, size: 12, color: 'FFFFFF', space: 1 },
      bottom: { style: BorderStyle.SINGLE, size: 12, color: 'FFFFFF', space: 1 },
      left: { style: BorderStyle.SINGLE, size: 12, color: 'FFFFFF', space: 4 },
      right: { style: BorderStyle.SINGLE, size: 12, color: 'FFFFFF', space: 4 },
    },
    children: runs(Array.from({ length: PHOTO_LINES }, () => ({ break: 1 }))),
  });

const SMALL: IRunOptions = { size: sz(20) };

/** 'Label: value' with the label in bold. */
const datum = (label: string, value: string) => line([{ text: `${label}: `, bold: true }, value], 80, {}, SMALL);

function leftCell() {
  return [
    photo(),
    heading('DATOS PERSONALES', true),
    datum('RUT', '18.456.732-K'),
    datum('Fecha de nacimiento', '14/05/1994'),
    datum('Nacionalidad', 'Chilena'),
    datum('Dirección', expected.location!),
    datum('Teléfono', expected.phone!),
    datum('Correo', expected.email!),
    heading('HABILIDADES'),
    ...expected.skills.map((s) => typed(s, 40, SMALL)),
    heading('IDIOMAS'),
    typed('Español: nativo', 40, SMALL),
    typed('Inglés: intermedio (B1)', 40, SMALL),
  ];
}

// The right cell.

type Job = (typeof expected.jobs)[0];

/** 'Title<TAB>dates' on a right tab stop at the cell's edge, 'Company | City' under it, then the typed items. */
const job = (j: Job, city: string, dates: string, first = false) => [
  new Paragraph({
    spacing: { before: first ? 0 : 200, after: 0, line: 240 },
    keepNext: true,
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TEXT }],
    children: runs([{ text: j.title, bold: true }, '\t', { text: dates, color: GREY }]),
  }),
  line({ text: `${j.company} | ${city}`, italics: true, color: GREY }, 60, { keepNext: true }),
  ...j.bullets.map((b) => typed(b)),
];

type School = (typeof expected.schools)[0];
const study = (s: School, first = false) => [
  line({ text: s.degree!, bold: true }, 0, { keepNext: true, spacing: { before: first ? 0 : 160, after: 0 } }),
  line(s.school, 0, { keepNext: true }),
  line({ text: `${s.start} – ${s.end}`, color: GREY }),
];

function rightCell() {
  const [vina, cordillera, aromos] = expected.jobs as [Job, Job, Job];
  const [universidad, colegio] = expected.schools as [School, School];
  return [
    line({ text: expected.name, bold: true, color: ACCENT, size: sz(48) }, 40),
    line({ text: 'Ingeniera Comercial', color: GREY, size: sz(26) }, 120),
    heading('PERFIL'),
    line(
      'Ingeniera Comercial con más de seis años de experiencia en control de gestión, presupuestos y análisis ' +
        'comercial en empresas de consumo masivo y distribución. Me destaco por el manejo avanzado de Excel y Power ' +
        'BI, la automatización de reportes y la comunicación de resultados a las jefaturas. Busco un cargo de ' +
        'analista senior o jefatura de control de gestión donde aportar al crecimiento de la empresa.',
      0,
      { alignment: AlignmentType.JUSTIFIED },
    ),
    heading('EXPERIENCIA LABORAL'),
    ...job(vina, 'Santiago', 'mar. 2021 – a la fecha', true),
    ...job(cordillera, 'Quilicura', 'ene. 2018 – feb. 2021'),
    ...job(aromos, 'Viña del Mar', 'jul. 2017 – dic. 2017'),
    heading('FORMACIÓN ACADÉMICA'),
    ...study(universidad, true),
    ...study(colegio),
    heading('CURSOS'),
    typed('Power BI para Análisis de Negocios – OTEC Aprende Digital (2022, 24 horas)'),
    typed('Excel Avanzado para Finanzas – Instituto de Capacitación Los Andes (2019, 30 horas)'),
  ];
}

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'WPS_1650382917',
    lastModifiedBy: 'WPS_1650382917',
    defaultTabStop: 420,
    styles: {
      default: {
        document: { run: { font: CALIBRI, size: sz(21), language: LANG }, paragraph: { spacing: { after: 0 } } },
      },
    },
    sections: [
      {
        properties: {
          page: { size: PAGE, margin: MARGIN },
          // The grid grows with the type in the rewrapped build: Calibri's substitute has taller lines than
          // Calibri, and at 11.5 pt they would no longer fit one line of the grid, each taking two.
          grid: { type: DocumentGridType.LINES, linePitch: Math.round(312 * wordVariant.scale) },
        },
        children: [
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: [LEFT, RIGHT],
            layout: TableLayoutType.FIXED,
            borders: {
              top: NO_BORDERS.top,
              bottom: NO_BORDERS.bottom,
              left: NO_BORDERS.left,
              right: NO_BORDERS.right,
              insideHorizontal: NO_BORDERS.top,
              insideVertical: NO_BORDERS.top,
            },
            rows: [
              new TableRow({
                // The template's row is a page high at least, so the shading reaches the foot of page 1.
                height: { value: PAGE.height - MARGIN.top - MARGIN.bottom - 320, rule: HeightRule.ATLEAST },
                children: [
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: LEFT, type: WidthType.DXA },
                    shading: { type: ShadingType.CLEAR, color: 'auto', fill: SIDE },
                    margins: LEFT_PAD,
                    children: leftCell(),
                  }),
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: RIGHT, type: WidthType.DXA },
                    margins: RIGHT_PAD,
                    children: rightCell(),
                  }),
                ],
              }),
            ],
          }),
          // The paragraph WPS keeps after a table, made as small as it goes.
          new Paragraph({ spacing: { after: 0, line: 240 }, children: [new TextRun({ text: '', size: 2 })] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

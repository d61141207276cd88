// An Argentine accountant's CV written in Google Docs from its 'Serif' resume template (the template gallery with the
// interface in Spanish) and downloaded as .docx (Archivo > Descargar > Microsoft Word), then saved as PDF by
// LibreOffice. Page setup changed to A4, as she prints it in Buenos Aires; the template's 0.6 in margins kept at top
// and bottom, 0.7 in at the sides. The file carries the marks of a Google Docs export: its styles as Docs writes them
// (Title for the name in Playfair Display, which LibreOffice replaces as it has not got it; Subtitle for the
// profession; Heading 1 for the section names typed in capitals in the template's blue; Heading 2 in the display
// face; Heading 3 for the dates in small grey Lato; the body in Lato 9 grey), the same fonts, sizes and colours
// written again as direct formatting on every run, spacing set in whole points (multiples of 20 twips) and Docs'
// 1.15 line spacing; Google's own list definition ('●' U+25CF, then '○' and '■', repeated over nine levels, indent
// 720/360 per level, the marks in Arial at the text's size rather than in Word's Symbol); tables whose borders are
// all 'nil' of zero width, with Docs' 5 pt cell padding and a fixed layout; no author and no company in the
// document's properties.
// What it has:
// - the name as Title over 'Contadora Pública' as Subtitle, then one contact line she typed in place of the
//   template's right-hand contact cell: 'Av. Santa Fe 2450, CABA · +54 9 11 4567-8910 · e-mail' (middle dots);
// - the body as the template's one borderless table row of two cells: the wide left one with EXPERIENCIA and
//   EDUCACIÓN, the narrow right one with HABILIDADES (one a line, one wrapping in the narrow cell) and IDIOMAS (one
//   comma line: languages, not skills), so a PDF line may hold text of both columns;
// - each job as Docs' Heading 2 '**Company**, City — Title' (the company in bold, the city and the title after an
//   em dash in regular weight; in the rewrapped part two wrap in the cell, 'Analista Contable' / 'Senior' and
//   'Contadora' / 'Pública') over a Heading 3 'MARZO 2020 - ACTUALIDAD' typed in capitals with Spanish months and
//   a plain hyphen, then '●' items, most over two lines ('RT 6', 'NIIF', 'IVA e Ingresos Brutos (Convenio
//   Multilateral)', 'AFIP y ARBA');
// - a promotion at one employer written as two entries with the company repeated ('Molinos Río de la Plata,
//   Olivos — Jefa de Contabilidad' over 'Molinos Río de la Plata, Olivos — Analista Contable Senior');
// - EDUCACIÓN in the same shape: 'Universidad de Buenos Aires, CABA — Contadora Pública' over 'MARZO 2010 -
//   DICIEMBRE 2015' and a line of detail (faculty and average: '8,15' with a decimal comma).
// The Document is made here rather than by docx-kit's wordDocument (which has neither paragraph styles nor Google's
// list marks), with the same scaling for the rewrapped build.
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Luciana Ferreyra',
  email: 'luciana.ferreyra.cp@gmail.com',
  phone: '+54 9 11 4567-8910',
  location: 'Av. Santa Fe 2450, CABA',
  jobs: [
    {
      title: 'Jefa de Contabilidad',
      company: 'Molinos Río de la Plata',
      start: '2020-03',
      end: 'present',
      bullets: [
        'Lidero un equipo de cinco analistas a cargo del cierre contable mensual, que bajamos de diez a seis días hábiles',
        'Preparo los estados contables trimestrales y anuales bajo NIIF para la CNV y coordino la revisión con los auditores externos',
        'Implementé con el área de Sistemas la conciliación bancaria automática en SAP FI, que reemplazó más de 40 planillas de Excel',
        'Superviso el ajuste por inflación contable (RT 6) y su conciliación con el impositivo',
      ],
    },
    {
      title: 'Analista Contable Senior',
      company: 'Molinos Río de la Plata',
      start: '2018-07',
      end: '2020-02',
      bullets: [
        'Registré provisiones, devengamientos y asientos de cierre de tres unidades de negocio',
        'Preparé las declaraciones juradas mensuales de IVA e Ingresos Brutos (Convenio Multilateral) de 14 jurisdicciones',
        'Atendí los requerimientos de AFIP y ARBA en dos fiscalizaciones, cerradas sin ajustes significativos',
      ],
    },
    {
      title: 'Auditora Semi Senior',
      company: 'KPMG Argentina',
      start: '2014-02',
      end: '2018-06',
      bullets: [
        'Auditoría de estados contables de clientes de consumo masivo, energía y agro, con equipos de hasta seis personas',
        'Relevamiento y prueba de controles internos bajo SOX en dos subsidiarias de empresas estadounidenses',
        'Capacitación de los asistentes ingresantes en las herramientas de auditoría de la firma',
      ],
    },
  ],
  schools: [{ school: 'Universidad de Buenos Aires', degree: 'Contadora Pública', start: '2010-03', end: '2015-12' }],
  skills: [
    'SAP FI/CO',
    'Tango Gestión',
    'Excel avanzado y Power Query',
    'Power BI',
    'NIIF y normas contables argentinas',
    'Liquidación de impuestos: IVA, Ganancias, Ingresos Brutos y Bienes Personales',
  ],
};

// The Serif template's faces and colours: Playfair Display for the name and the entry lines, Lato for the rest, the
// section names in its blue, the body and the dates in grey.
const DISPLAY = 'Playfair Display';
const TEXT = 'Lato';
const BLUE = '2079C7';
const GREY = '666666';
const BLACK = '000000';
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
const fonts = (name: string) => ({ ascii: name, hAnsi: name, cs: name, eastAsia: name });

// A4 with 0.6 in at top and bottom and 0.7 in at the sides; the body table's two cells as the template splits them.
const PAGE = { width: 11906, height: 16838 };
const SIDE = 1008;
const WIDTH = PAGE.width - 2 * SIDE;
const LEFT = Math.round(WIDTH * 0.67);
const RIGHT = WIDTH - LEFT;

/** Each style's run properties, which Docs also writes on every run as direct formatting (made at build time, as
 * the rewrapped build scales the type). */
const runs = () =>
  ({
    body: { font: fonts(TEXT), size: sz(18), color: GREY },
    title: { font: fonts(DISPLAY), size: sz(48), bold: true, color: BLACK },
    subtitle: { font: fonts(TEXT), size: sz(22), color: BLUE },
    contact: { font: fonts(TEXT), size: sz(18), color: BLACK },
    h1: { font: fonts(TEXT), size: sz(18), bold: true, color: BLUE },
    h2: { font: fonts(DISPLAY), size: sz(22), bold: false, color: BLACK },
    h3: { font: fonts(TEXT), size: sz(16), bold: false, color: GREY },
  }) satisfies Record<string, IRunOptions>;

const r = (text: string, style: keyof ReturnType<typeof runs>, extra: IRunOptions = {}) =>
  new TextRun({ ...runs()[style], ...extra, text });

const h1 = (text: string, first = false) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_1,
    spacing: { before: first ? 0 : 320, after: 0 },
    children: [r(text, 'h1')],
  });
/** 'Company, City — Title': Docs writes the company's bold as direct formatting on the first run. */
const h2 = (company: string, rest: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    children: [r(company, 'h2', { bold: true }), r(rest, 'h2')],
  });
const h3 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_3, children: [r(text, 'h3')] });
const body = (text: string, after = 0) => new Paragraph({ spacing: { before: 0, after }, children: [r(text, 'body')] });
const item = (text: string) =>
  new Paragraph({ numbering: { reference: 'gdocs-list', level: 0 }, children: [r(text, 'body')] });

// Google's list: the three marks over nine levels, each 720 twips further in, hanging 360, the mark in Arial.
const MARKS = ['●', '○', '■'];
const listLevel = (level: number) => ({
  level,
  format: LevelFormat.BULLET,
  text: MARKS[level % 3]!,
  alignment: AlignmentType.LEFT,
  style: {
    paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } },
    run: { font: 'Arial', size: sz(18), color: GREY, underline: { type: 'none' as const } },
  },
});

const NIL = { style: 'nil' as const, size: 0, color: BLACK };
const ZERO = { top: NIL, bottom: NIL, left: NIL, right: NIL };

const [jefa, analista, kpmg] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({
    borders: ZERO,
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.TOP,
    margins: { top: 100, bottom: 100, left: 100, right: 100 },
    children,
  });

const mainColumn = () => [
  h1('EXPERIENCIA', true),
  h2('Molinos Río de la Plata', ', Olivos — Jefa de Contabilidad'),
  h3('MARZO 2020 - ACTUALIDAD'),
  ...jefa.bullets.map(item),
  h2('Molinos Río de la Plata', ', Olivos — Analista Contable Senior'),
  h3('JULIO 2018 - FEBRERO 2020'),
  ...analista.bullets.map(item),
  h2('KPMG Argentina', ', CABA — Auditora Semi Senior'),
  h3('FEBRERO 2014 - JUNIO 2018'),
  ...kpmg.bullets.map(item),
  h1('EDUCACIÓN'),
  h2('Universidad de Buenos Aires', ', CABA — Contadora Pública'),
  h3('MARZO 2010 - DICIEMBRE 2015'),
  body('Facultad de Ciencias Económicas. Promedio general: 8,15. Orientación en Tributación.'),
];

const sideColumn = () => [
  h1('HABILIDADES', true),
  ...expected.skills.map((s) => body(s, 40)),
  h1('IDIOMAS'),
  body('Español (nativo), inglés (avanzado, First Certificate), portugués (intermedio)'),
];

export const build = async () => {
  const RUNS = runs();
  const doc = new Document({
    creator: '',
    lastModifiedBy: '',
    styles: {
      default: {
        document: {
          run: { font: 'Arial', size: sz(22), language: { value: 'es-AR' } },
          paragraph: { spacing: { line: 276, lineRule: LineRuleType.AUTO, before: 0, after: 0 } },
        },
        title: {
          run: RUNS.title,
          paragraph: { spacing: { before: 0, after: 0 }, keepNext: true, keepLines: true },
        },
        heading1: {
          run: RUNS.h1,
          paragraph: { spacing: { before: 320, after: 0 }, keepNext: true, keepLines: true },
        },
        heading2: {
          run: RUNS.h2,
          paragraph: { spacing: { before: 320, after: 0 }, keepNext: true, keepLines: true },
        },
        heading3: {
          run: RUNS.h3,
          paragraph: { spacing: { before: 100, after: 100 }, keepNext: true, keepLines: true },
        },
      },
      paragraphStyles: [
        {
          id: 'Subtitle',
          name: 'Subtitle',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: RUNS.subtitle,
          paragraph: { spacing: { before: 0, after: 0 }, keepNext: true, keepLines: true },
        },
      ],
    },
    numbering: {
      config: [{ reference: 'gdocs-list', levels: Array.from({ length: 9 }, (_, i) => listLevel(i)) }],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: 864, bottom: 864, left: SIDE, right: SIDE, header: 720, footer: 720 },
          },
        },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [r('Luciana Ferreyra', 'title')] }),
          new Paragraph({
            style: 'Subtitle',
            spacing: { before: 60, after: 0 },
            children: [r('Contadora Pública', 'subtitle')],
          }),
          new Paragraph({
            spacing: { before: 100, after: 200 },
            children: [r('Av. Santa Fe 2450, CABA · +54 9 11 4567-8910 · luciana.ferreyra.cp@gmail.com', 'contact')],
          }),
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: [LEFT, RIGHT],
            layout: TableLayoutType.FIXED,
            borders: { ...ZERO, insideHorizontal: NIL, insideVertical: NIL },
            rows: [new TableRow({ children: [cell(LEFT, mainColumn()), cell(RIGHT, sideColumn())] })],
          }),
          new Paragraph({ children: [r('', 'body')] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

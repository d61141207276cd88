// An Ecuadorian 'hoja de vida' typed in Word the way it is handed in at companies and public offices in Quito (A4,
// Word's Spanish default margins of 2.5 and 3 cm, Arial 11 (set in Liberation Sans), paragraph spacing set by hand),
// three pages. What it has:
// - 'HOJA DE VIDA' centred in bold at the top, and NO name above the data: the name is only in the table, split into
//   'Nombres:' (the given names) and 'Apellidos:' (the two surnames) rows, and again under the signature at the end;
// - DATOS PERSONALES as the shaded first row of a gridded table of three columns (label | value | photo), the photo
//   cell on the right empty and merged down over the nine label/value rows: 'Nombres:', 'Apellidos:', 'Cédula de
//   ciudadanía: 1712345678' (ten digits like a mobile number, no phone), 'Fecha de nacimiento:', 'Estado civil:',
//   'Dirección: Av. 6 de Diciembre N34-120 y Whymper, Quito' (Quito's street-number-and-cross-street form, wrapping
//   in its cell), 'Teléfono: (02) 255-0123' (the landline, the phone expected, as it is listed first), 'Celular: 099
//   555 0123', 'Correo electrónico:';
// - headings as bold capitals on a paragraph shaded light blue across the page;
// - INSTRUCCIÓN FORMAL as a gridded table 'Nivel | Institución | Título obtenido | Año' with a shaded header row,
//   oldest first: 'Secundaria', 'Tercer nivel', 'Cuarto nivel' (the level names of Ecuador's public forms), only the
//   year of graduation, institution and title names wrapping in their cells;
// - EXPERIENCIA LABORAL as paragraphs: bold 'Empresa:', 'Cargo:' and 'Fecha:' labels with the value after them
//   ('Fecha: Desde marzo 2019 hasta la actualidad', 'Desde enero 2015 hasta febrero 2019'), bold 'Funciones:' over
//   items with Word's square list mark (U+F0A7 in Wingdings), some wrapping; an empty paragraph between the jobs;
// - CURSOS Y SEMINARIOS as a long list numbered by Word ('1.' to '15.'), each 'Course – Institution – N horas – Year'
//   ('Excel Avanzado – SECAP – 40 horas – 2021'), some wrapping, one with a year in its name ('Seminario de Reformas
//   Tributarias 2022'), one with a month ('octubre 2019'): not schools, not jobs;
// - REFERENCIAS LABORALES and REFERENCIAS PERSONALES as 'Ing.' / 'Dra.' / 'Lcdo.' names in bold over the position
//   and employer and 'Teléfono:' / 'Celular:' lines: more phones than the person's;
// - the signature line centred at the end: a typed rule of underscores over the full name and 'C.I. 1712345678';
// - page breaks where they fall: the third job starts page 2, the last personal reference's name ends page 2 and its
//   position and phone start page 3 over the signature (in the rewrapped build the second job is split after its
//   'Empresa:' line instead).
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeightRule,
  LevelFormat,
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
  // 'Nombres:' and 'Apellidos:' on two rows of the table, the whole name under the signature.
  name: 'Verónica Alexandra Chiriboga Salazar',
  email: 'veronica.chiriboga88@example.com',
  // The first phone listed ('Teléfono:', the landline), not the 'Celular:' under it.
  phone: '(02) 255-0123',
  location: 'Av. 6 de Diciembre N34-120 y Whymper, Quito',
  jobs: [
    {
      title: 'Jefa de Contabilidad',
      company: 'Corporación Favorita C.A.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Supervisar el registro contable y el cierre mensual de cuatro subsidiarias en SAP FI',
        'Elaborar los estados financieros bajo NIIF y los informes anuales para la Superintendencia de Compañías, Valores y Seguros',
        'Revisar las declaraciones de IVA, retenciones en la fuente e impuesto a la renta antes de su envío al SRI',
        'Coordinar un equipo de seis asistentes contables',
        'Atender los requerimientos de la auditoría externa y de la auditoría interna',
      ],
    },
    {
      title: 'Analista de Contabilidad',
      company: 'Banco Pichincha C.A.',
      start: '2015-01',
      end: '2019-02',
      bullets: [
        'Conciliación de cuentas contables y bancarias de las agencias de la regional Sierra Centro',
        'Registro de provisiones, depreciaciones y amortizaciones mensuales',
        'Preparación de las estructuras de información contable para la Superintendencia de Bancos',
        'Control y pago de cuentas por pagar a proveedores',
      ],
    },
    {
      title: 'Asistente de Auditoría',
      company: 'Deloitte & Touche Ecuador Cía. Ltda.',
      start: '2012-09',
      end: '2014-12',
      bullets: [
        'Ejecución de pruebas sustantivas y de control en clientes de los sectores comercial, industrial y de servicios',
        'Elaboración de papeles de trabajo y borradores de informes',
        'Toma física de inventarios y arqueos de caja',
      ],
    },
  ],
  schools: [
    {
      school: 'Colegio Experimental 24 de Mayo',
      degree: 'Bachiller en Ciencias, especialización Físico Matemático',
      end: '2006',
    },
    {
      school: 'Universidad Central del Ecuador',
      degree: 'Ingeniera en Contabilidad y Auditoría, CPA',
      end: '2012',
    },
    {
      school: 'Universidad Andina Simón Bolívar, Sede Ecuador',
      degree: 'Magíster en Tributación',
      end: '2018',
    },
  ],
  skills: [],
};

type Job = (typeof expected.jobs)[0];
const [favorita, pichincha, deloitte] = expected.jobs as [Job, Job, Job];

/** A4 with Word's Spanish default margins: 2.5 cm top and bottom, 3 cm left and right. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1418, bottom: 1418, left: 1701, right: 1701 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LABEL = 2552; // 4.5 cm
const PHOTO = 1985; // 3.5 cm
const VALUE = WIDTH - LABEL - PHOTO;
const BLUE = 'DEEAF6';

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions;
const runs = (list: R | R[]) =>
  (Array.isArray(list) ? list : [list]).map((r) => new TextRun(typeof r === 'string' ? { text: r } : r));

const line = (list: R | R[], after = 0, more: object = {}) =>
  new Paragraph({ spacing: { after }, ...more, children: runs(list) as ParagraphChild[] });

const centred = (list: R | R[], after = 0) => line(list, after, { alignment: AlignmentType.CENTER });

/** A heading: bold capitals on a paragraph shaded light blue from margin to margin. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 280, after: 140 },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: BLUE },
    children: [new TextRun({ text, bold: true })],
  });

/** Word's 'Table Grid': thin black lines all round. */
const rule = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const grid = { top: rule, bottom: rule, left: rule, right: rule };

const cell = (children: Paragraph[], width: number, extra: object = {}) =>
  new TableCell({
    borders: grid,
    margins: { top: 30, bottom: 30, left: 108, right: 108 },
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.CENTER,
    children,
    ...extra,
  });

const shaded = { shading: { type: ShadingType.CLEAR, color: 'auto', fill: BLUE } };

const personal: Array<[string, string]> = [
  ['Nombres:', 'Verónica Alexandra'],
  ['Apellidos:', 'Chiriboga Salazar'],
  ['Cédula de ciudadanía:', '1712345678'],
  ['Fecha de nacimiento:', '15 de agosto de 1988'],
  ['Estado civil:', 'Casada'],
  ['Dirección:', expected.location!],
  ['Teléfono:', expected.phone!],
  ['Celular:', '099 555 0123'],
  ['Correo electrónico:', expected.email!],
];

const personalTable = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LABEL, VALUE, PHOTO],
    rows: [
      new TableRow({
        children: [cell([line({ text: 'DATOS PERSONALES', bold: true })], WIDTH, { columnSpan: 3, ...shaded })],
      }),
      ...personal.map(
        ([label, value], i) =>
          new TableRow({
            height: { value: 300, rule: HeightRule.ATLEAST },
            children: [
              cell([line({ text: label, bold: true })], LABEL),
              cell([line(value)], VALUE),
              // The photo's place: one empty cell merged down the nine rows, where the photo is glued on paper.
              ...(i === 0 ? [cell([new Paragraph({ children: [] })], PHOTO, { rowSpan: personal.length })] : []),
            ],
          }),
      ),
    ],
  });

const LEVEL = 1560;
const YEAR = 850;
const SCHOOL = 2950;
const DEGREE = WIDTH - LEVEL - YEAR - SCHOOL;

const schoolsTable = () => {
  const row = (cells: string[], header = false) =>
    new TableRow({
      tableHeader: header,
      children: cells.map((text, i) =>
        cell(
          [line(header ? { text, bold: true } : text, 0, header || i === 3 ? { alignment: AlignmentType.CENTER } : {})],
          [LEVEL, SCHOOL, DEGREE, YEAR][i]!,
          header ? shaded : {},
        ),
      ),
    });
  const levels = ['Secundaria', 'Tercer nivel', 'Cuarto nivel'];
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LEVEL, SCHOOL, DEGREE, YEAR],
    rows: [
      row(['Nivel', 'Institución', 'Título obtenido', 'Año'], true),
      ...expected.schools.map((s, i) => row([levels[i]!, s.school!, s.degree!, s.end!])),
    ],
  });
};

/** 'Label: value' with the label in bold. */
const labelled = (label: string, value: string, after = 20) => line([{ text: `${label}: `, bold: true }, value], after);

const item = (text: string, last: boolean) =>
  line(text, last ? 60 : 20, { numbering: { reference: 'funciones', level: 0 } });

const job = (j: Job, dates: string) => [
  labelled('Empresa', j.company),
  labelled('Cargo', j.title),
  labelled('Fecha', dates),
  line({ text: 'Funciones:', bold: true }, 20),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

const courses = [
  'Power BI para Análisis Financiero – Universidad San Francisco de Quito – 32 horas – 2023',
  'Seminario de Reformas Tributarias 2022 – Cámara de Comercio de Quito – 16 horas – 2022',
  'Excel Avanzado – SECAP – 40 horas – 2021',
  'Normas Internacionales de Información Financiera (NIIF) para PYMES – Colegio de Contadores de Pichincha – 60 horas – 2020',
  'Facturación Electrónica y Anexo Transaccional Simplificado (ATS) – Servicio de Rentas Internas (SRI) – 20 horas – octubre 2019',
  'Control Interno Basado en COSO 2013 – Instituto de Auditores Internos del Ecuador – 24 horas – 2018',
  'Liderazgo y Trabajo en Equipo – SECAP – 20 horas – 2017',
  'Prevención de Lavado de Activos – Unidad de Análisis Financiero y Económico (UAFE) – 8 horas – 2016',
  'Contabilidad Bancaria y Catálogo Único de Cuentas – Asociación de Bancos Privados del Ecuador – 40 horas – 2015',
  'Cálculo de Nómina y Beneficios Sociales – SECAP – 30 horas – 2014',
  'Auditoría Financiera Basada en Riesgos – Deloitte Ecuador – 40 horas – 2013',
  'Inglés Nivel B1 – Centro de Educación Continua, Escuela Politécnica Nacional – 120 horas – 2013',
  'Primeros Auxilios Básicos – Cruz Roja Ecuatoriana – 8 horas – 2011',
  'Tributación para Estudiantes – Universidad Central del Ecuador – 20 horas – 2010',
  'Computación: Word, Excel y PowerPoint – SECAP – 60 horas – 2007',
];

/** A reference: the name in bold over its position and phone, one a line. */
const reference = (name: string, position: string, phone: string) => [
  line({ text: name, bold: true }),
  line(position),
  line(phone, 120),
];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Usuario',
    lastModifiedBy: 'Usuario',
    styles: { default: { document: { run: { font: 'Arial', size: sz(22) } } } },
    numbering: {
      config: [
        {
          reference: 'funciones',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uf0a7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Wingdings' } },
            },
          ],
        },
        {
          reference: 'cursos',
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          centred({ text: 'HOJA DE VIDA', bold: true, size: sz(32) }, 280),
          personalTable(),
          heading('INSTRUCCIÓN FORMAL'),
          schoolsTable(),
          heading('EXPERIENCIA LABORAL'),
          ...job(favorita, 'Desde marzo 2019 hasta la actualidad'),
          line(''),
          ...job(pichincha, 'Desde enero 2015 hasta febrero 2019'),
          line(''),
          ...job(deloitte, 'Desde septiembre 2012 hasta diciembre 2014'),
          heading('CURSOS Y SEMINARIOS'),
          ...courses.map((c) => line(c, 40, { numbering: { reference: 'cursos', level: 0 } })),
          heading('REFERENCIAS LABORALES'),
          ...reference(
            'Ing. Marco Vinicio Paredes Jácome',
            'Gerente Financiero – Corporación Favorita C.A.',
            'Teléfono: (02) 299-0187 ext. 2140',
          ),
          ...reference(
            'Dra. Silvia Elena Cárdenas Mora',
            'Subgerente de Contabilidad General – Banco Pichincha C.A.',
            'Celular: 098 555 0164',
          ),
          heading('REFERENCIAS PERSONALES'),
          ...reference(
            'Lcdo. Santiago Andrés Proaño Vega',
            'Docente – Unidad Educativa Municipal Sebastián de Benalcázar',
            'Celular: 096 555 0139',
          ),
          ...reference(
            'Ing. Gabriela Fernanda Torres Espinosa',
            'Analista de Sistemas – CNT E.P.',
            'Celular: 099 555 0172',
          ),
          line('', 0, { spacing: { before: 720, after: 0 } }),
          centred('______________________________'),
          centred({ text: expected.name, bold: true }),
          centred('C.I. 1712345678'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

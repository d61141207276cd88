// A Colombian 'hoja de vida' typed in Word 2016 from the common format that goes round schools, the SENA and
// photocopy shops ('formato de hoja de vida'), by an administrative coordinator in Bogotá: Letter paper (carta) with
// Word's Spanish default margins (2.5 cm at the top and bottom, 3 cm at the sides), Calibri 11 (Word's default; set
// in whatever LibreOffice finds for it), the space after paragraphs removed by hand except under the headings. Three
// pages, broken where they fall: page 2 starts inside the second job (after its 'Cargo:' line), page 3 inside the
// courses (in the rewrapped build the breaks move, and the signature ends alone on a fourth page). What it has:
// - 'HOJA DE VIDA' centred in bold at the top, the name in bold capitals centred under it;
// - headings in bold capitals with a bottom border drawn under the paragraph (Bordes > Borde inferior);
// - INFORMACIÓN PERSONAL as Word's 'Tabla con cuadrícula' of two columns, the labels bold on light grey with no colon:
//   'Nombres y apellidos' (the name again, in mixed case), 'Cédula de ciudadanía' | 'C.C. 1.020.763.418 de Bogotá'
//   (dotted digits like a phone), 'Fecha de nacimiento' | '9 de noviembre de 1994', 'Estado civil', 'Dirección' |
//   'Cra 7 # 45-20 Apto 302' and, on its own row, 'Ciudad' | 'Bogotá D.C.' (the location: both rows, joined),
//   'Celular' | '312 555 8347', 'Correo electrónico';
// - PERFIL PROFESIONAL as one justified paragraph;
// - EXPERIENCIA LABORAL, three jobs, each a block of 'Label: value' lines with the label in bold: 'Empresa:' (the
//   value in bold too), 'Cargo:', 'Jefe inmediato:' (a person's name), 'Teléfono:' (the employer's landline with
//   Bogotá's prefix, '(601) 555 0199', one with an extension: not the person's phone), 'Fecha de ingreso: 15 de marzo
//   de 2019' and 'Fecha de retiro: Actualmente' or a whole date ('28 de febrero de 2019'), then 'Funciones:' in bold
//   over items marked with the arrow from Word's bullet library (U+F0D8 in Wingdings), infinitive duties, some
//   wrapping; an empty paragraph between the jobs;
// - FORMACIÓN ACADÉMICA, newest first, each a level label in bold typed inconsistently ('Universitaria:' with a colon,
//   'Técnica' and 'Bachiller' without) over the institution, the title and 'Graduado 2020' ('Bachiller' the level
//   over 'Bachiller Académico' the title);
// - CURSOS Y CAPACITACIONES as Word's default list (U+F0B7 in Symbol): 'Course – SENA – 2021 (48 horas)' and an
//   ARL's SG-SST course: neither schools nor jobs;
// - HABILIDADES as the same list;
// - REFERENCIAS PERSONALES and REFERENCIAS LABORALES as the name in bold over the occupation (for the work ones 'Cargo
//   – Empresa', the company names of two of his jobs again) and 'Cel. 3xx 555 xxxx': more names and phones;
// - the signature at the end: empty lines, a typed rule of underscores, 'Firma', the name in capitals and 'C.C.
//   1.020.763.418 de Bogotá'.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
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
  // In capitals under the title and in mixed case in the table's first row.
  name: 'Jhonatan Andrés Castañeda Rincón',
  email: 'jhonatan.castaneda94@example.com',
  phone: '312 555 8347',
  // 'Dirección' and 'Ciudad' on two rows of the table.
  location: 'Cra 7 # 45-20 Apto 302, Bogotá D.C.',
  jobs: [
    {
      title: 'Coordinador Administrativo',
      company: 'Logística Integral del Centro S.A.S.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Coordinar las compras de insumos, papelería y elementos de aseo de la sede principal y de las tres bodegas de la compañía',
        'Controlar la caja menor y legalizar los gastos ante el área de contabilidad',
        'Hacer seguimiento a los contratos de vigilancia, aseo y mantenimiento con los proveedores',
        'Elaborar los informes mensuales de gastos administrativos para la gerencia',
        'Supervisar a dos auxiliares administrativos y a la recepcionista',
      ],
    },
    {
      title: 'Auxiliar Administrativo',
      company: 'Distribuidora Papelera Los Andes Ltda.',
      start: '2016-02',
      end: '2019-02',
      bullets: [
        'Radicar y causar las facturas de proveedores en el sistema contable Siigo',
        'Elaborar las órdenes de compra y hacer seguimiento a las entregas',
        'Atender a clientes y proveedores por vía telefónica y por correo electrónico',
        'Manejar el archivo físico y digital del área administrativa',
      ],
    },
    {
      title: 'Auxiliar de Bodega',
      company: 'Supermercados La Economía S.A.S.',
      start: '2013-06',
      end: '2016-01',
      bullets: [
        'Recibir y verificar la mercancía contra las órdenes de compra y las remisiones de los proveedores',
        'Realizar los inventarios cíclicos y reportar las diferencias',
        'Alistar y despachar los pedidos a los puntos de venta',
      ],
    },
  ],
  schools: [
    {
      school: 'Fundación Universitaria Santa Bárbara de Bogotá',
      degree: 'Administrador de Empresas',
      end: '2020',
    },
    {
      school: 'Instituto Técnico Comercial Colombo Andino',
      degree: 'Técnico Profesional en Procesos Administrativos',
      end: '2014',
    },
    { school: 'Colegio Distrital Nuevo Horizonte', degree: 'Bachiller Académico', end: '2012' },
  ],
  skills: [
    'Manejo de Microsoft Office (Excel avanzado, Word, PowerPoint)',
    'Software contable Siigo y World Office',
    'Manejo de caja menor e inventarios',
    'Liderazgo y trabajo en equipo',
    'Responsabilidad, puntualidad y buena actitud de servicio',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [logistica, papelera, economia] = expected.jobs as [Job, Job, Job];
const [universidad, tecnica, colegio] = expected.schools as [School, School, School];

/** Letter (carta) with Word's Spanish default margins: 2.5 cm top and bottom, 3 cm left and right. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1418, bottom: 1418, left: 1701, right: 1701 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LABEL = 3119; // 5.5 cm
const VALUE = WIDTH - LABEL;

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

/** A heading: bold capitals with Word's bottom border under the paragraph, after an empty paragraph. */
const heading = (text: string) => [
  empty(),
  line(
    { text, bold: true },
    {
      spacing: { after: 120 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
    },
  ),
];

/** Word's 'Tabla con cuadrícula': thin black lines all round. */
const rule = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const grid = { top: rule, bottom: rule, left: rule, right: rule };

const cell = (children: Paragraph[], width: number, extra: object = {}) =>
  new TableCell({
    borders: grid,
    margins: { top: 20, bottom: 20, left: 108, right: 108 },
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.CENTER,
    children,
    ...extra,
  });

const personal: Array<[string, string]> = [
  ['Nombres y apellidos', expected.name],
  ['Cédula de ciudadanía', 'C.C. 1.020.763.418 de Bogotá'],
  ['Fecha de nacimiento', '9 de noviembre de 1994'],
  ['Estado civil', 'Unión libre'],
  ['Dirección', 'Cra 7 # 45-20 Apto 302'],
  ['Ciudad', 'Bogotá D.C.'],
  ['Celular', expected.phone!],
  ['Correo electrónico', expected.email!],
];

const personalTable = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LABEL, VALUE],
    rows: personal.map(
      ([label, value]) =>
        new TableRow({
          children: [
            cell([line({ text: label, bold: true })], LABEL, {
              shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F2F2' },
            }),
            cell([line(value)], VALUE),
          ],
        }),
    ),
  });

/** 'Label: value', the label in bold. */
const labelled = (label: string, value: R) => line([{ text: `${label}: `, bold: true }, value]);

const item = (text: string, list: string, last: boolean) =>
  line(text, { numbering: { reference: list, level: 0 }, spacing: { after: last ? 0 : 20 } });

const job = (j: Job, boss: string, phone: string, from: string, to: string) => [
  labelled('Empresa', { text: j.company, bold: true }),
  labelled('Cargo', j.title),
  labelled('Jefe inmediato', boss),
  labelled('Teléfono', phone),
  labelled('Fecha de ingreso', from),
  labelled('Fecha de retiro', to),
  line({ text: 'Funciones:', bold: true }, { spacing: { before: 60, after: 20 } }),
  ...j.bullets.map((b, i) => item(b, 'flechas', i === j.bullets.length - 1)),
];

/** A level typed as its author typed it, over the institution, the title and the year. */
const school = (level: string, s: School) => [
  line({ text: level, bold: true }),
  line(s.school!),
  line(s.degree!),
  line(`Graduado ${s.end!}`),
];

const courses = [
  'Excel Avanzado – SENA – 2021 (48 horas)',
  'Curso Virtual de 50 horas del Sistema de Gestión de Seguridad y Salud en el Trabajo (SG-SST) – ARL Positiva – 2020',
  'Gestión de Inventarios y Almacenamiento – SENA – 2018 (40 horas)',
  'Atención y Servicio al Cliente – SENA – 2016 (40 horas)',
];

/** A reference: the name in bold over the occupation and the mobile, one a line. */
const reference = (name: string, occupation: string, phone: string, last = false) => [
  line({ text: name, bold: true }),
  line(occupation),
  line(`Cel. ${phone}`, { spacing: { after: last ? 0 : 160 } }),
];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Usuario',
    lastModifiedBy: 'Usuario',
    // Word's Spanish default tab stops: every 1.25 cm.
    defaultTabStop: 708,
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: sz(22), language: { value: 'es-CO' } },
          paragraph: { spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: 'flechas',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0D8',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Wingdings' } },
            },
          ],
        },
        {
          reference: 'vinetas',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          centred({ text: 'HOJA DE VIDA', bold: true, size: sz(28) }),
          empty(),
          centred({ text: expected.name.toUpperCase(), bold: true, size: sz(24) }),
          ...heading('INFORMACIÓN PERSONAL'),
          personalTable(),
          ...heading('PERFIL PROFESIONAL'),
          line(
            'Administrador de Empresas y Técnico Profesional en Procesos Administrativos, con más de diez años de ' +
              'experiencia en áreas administrativas, de compras e inventarios en empresas de logística y comercio. ' +
              'Persona proactiva, honesta y organizada, con capacidad para trabajar en equipo y bajo presión, ' +
              'orientada al cumplimiento de metas y al mejoramiento continuo de los procesos.',
            { alignment: AlignmentType.BOTH },
          ),
          ...heading('EXPERIENCIA LABORAL'),
          ...job(logistica, 'Gloria Inés Parra Méndez', '(601) 555 0199', '15 de marzo de 2019', 'Actualmente'),
          empty(),
          ...job(
            papelera,
            'Hernán Darío Quintero Lozano',
            '(601) 555 4420 ext. 113',
            '1 de febrero de 2016',
            '28 de febrero de 2019',
          ),
          empty(),
          ...job(economia, 'Luz Adriana Becerra Gil', '(601) 555 7318', '10 de junio de 2013', '20 de enero de 2016'),
          ...heading('FORMACIÓN ACADÉMICA'),
          ...school('Universitaria:', universidad),
          empty(),
          ...school('Técnica', tecnica),
          empty(),
          ...school('Bachiller', colegio),
          ...heading('CURSOS Y CAPACITACIONES'),
          ...courses.map((c, i) => item(c, 'vinetas', i === courses.length - 1)),
          ...heading('HABILIDADES'),
          ...expected.skills.map((s, i) => item(s, 'vinetas', i === expected.skills.length - 1)),
          ...heading('REFERENCIAS PERSONALES'),
          ...reference('Carlos Eduardo Mendoza Ruiz', 'Contador Público', '315 555 2670'),
          ...reference('Yuli Andrea Pineda Torres', 'Docente', '300 555 9812', true),
          ...heading('REFERENCIAS LABORALES'),
          ...reference(
            'Gloria Inés Parra Méndez',
            'Gerente Administrativa – Logística Integral del Centro S.A.S.',
            '310 555 4471',
          ),
          ...reference(
            'Hernán Darío Quintero Lozano',
            'Jefe de Compras – Distribuidora Papelera Los Andes Ltda.',
            '318 555 0623',
            true,
          ),
          empty(),
          empty(),
          empty(),
          empty(),
          line('______________________________'),
          line('Firma'),
          line({ text: expected.name.toUpperCase(), bold: true }),
          line('C.C. 1.020.763.418 de Bogotá'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

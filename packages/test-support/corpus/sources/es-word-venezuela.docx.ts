// A Venezuelan 'Síntesis Curricular' typed in Word by a public accountant in Valencia, the way it is asked for by
// companies and public offices in Venezuela: Letter paper (carta) with Word's Spanish default margins (2.5 cm at the
// top and bottom, 3 cm at the sides), Arial 11 (set in Liberation Sans), the space after paragraphs removed by hand.
// Two pages, broken where they fall: page 2 starts inside the second job's table, in the middle of an item ('…aportes
// al IVSS,' / 'FAOV, INCES y …'; in the rewrapped build after its 'Cargo:' row). What it has:
// - 'SÍNTESIS CURRICULAR' centred in bold at the top and NO name above the data: the name is only the value of
//   'Nombres y Apellidos:', written in its normal order;
// - headings in bold capitals with no rule;
// - DATOS PERSONALES as 'Label:<TAB>value' lines on a left tab stop at 5 cm, the labels in bold: 'Nombres y
//   Apellidos:', 'Cédula de Identidad: V-18.456.789' (dotted digits: no phone), 'Fecha de Nacimiento: 14/02/1989'
//   (a date like a job's), 'Estado Civil: Soltera', 'Dirección: Urb. La Trigaleña, Valencia, Edo. Carabobo',
//   'Teléfono: +58 414-555-2190', 'Correo electrónico:';
// - PERFIL PROFESIONAL as one justified paragraph;
// - FORMACIÓN ACADÉMICA as labelled blocks on the same tab stop ('Título obtenido:', 'Institución:', 'Año de
//   egreso:'), the university and then the high school ('Bachiller en Ciencias'), an empty paragraph between;
// - EXPERIENCIA LABORAL, three jobs, each a borderless table of two columns (the labels in bold in a 4 cm column, the
//   values beside them): 'Empresa:' (the name in bold, Venezuelan ', C.A.' after a comma), 'Cargo:', 'Desde:' beside
//   '03/2018<TAB>Hasta: Actual' on one line (month/year dates), 'Funciones:' beside Word's default bulleted list
//   (U+F0B7 in Symbol) in the value cell, so the first item's line starts on the label's line; items in the
//   infinitive, some wrapping in the narrow cell; the second job's table row split over the page break;
// - CURSOS Y TALLERES as the same list ('Course – Institution – Year (N horas)', a 'Diplomado' among them): neither
//   schools nor jobs;
// - HABILIDADES as one comma line ending in a full stop;
// - REFERENCIAS PERSONALES as 'Lcda.' / 'Ing.' names in bold, the profession and 'Telf. 0414-555-7731' on the same
//   line: more phones than the person's.
import {
  AlignmentType,
  Document,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  // Only as the value of 'Nombres y Apellidos:'; no name heads the page.
  name: 'Mariana Alejandra Rondón Pérez',
  email: 'mariana.rondon89@example.com',
  phone: '+58 414-555-2190',
  location: 'Urb. La Trigaleña, Valencia, Edo. Carabobo',
  jobs: [
    {
      title: 'Contadora General',
      company: 'Industrias Plásticas del Centro, C.A.',
      start: '2018-03',
      end: 'present',
      bullets: [
        'Supervisar el registro de las operaciones contables y el cierre mensual en el sistema Profit Plus',
        'Elaborar los estados financieros bajo VEN-NIF y el ajuste por inflación fiscal y financiero',
        'Preparar las declaraciones de IVA, ISLR e IGTF y los comprobantes de retención como contribuyente especial ante el SENIAT',
        'Atender a los auditores externos y las fiscalizaciones de la Alcaldía de Valencia',
        'Coordinar un equipo de tres analistas contables',
      ],
    },
    {
      title: 'Analista Contable',
      company: 'Hernández, Salas & Asociados',
      start: '2014-09',
      end: '2018-02',
      bullets: [
        'Llevar la contabilidad de quince clientes de los sectores comercial y de servicios',
        'Elaborar las nóminas y calcular los aportes al IVSS, FAOV, INCES y Régimen Prestacional de Empleo',
        'Realizar las conciliaciones bancarias y el análisis de las cuentas por cobrar y por pagar',
        'Preparar los libros de compras y ventas y las declaraciones mensuales de IVA',
      ],
    },
    {
      title: 'Asistente de Contabilidad',
      company: 'Farmacias Unidas del Centro, C.A.',
      start: '2011-10',
      end: '2014-08',
      bullets: [
        'Registrar las facturas de proveedores y los comprobantes de egreso',
        'Realizar los arqueos de caja de las sucursales y los depósitos bancarios diarios',
        'Archivar y custodiar los soportes contables',
      ],
    },
  ],
  schools: [
    { school: 'Universidad de Carabobo', degree: 'Licenciada en Contaduría Pública', end: '2011' },
    { school: 'U.E. Colegio Los Arales', degree: 'Bachiller en Ciencias', end: '2006' },
  ],
  skills: [
    'Microsoft Excel avanzado',
    'Profit Plus',
    'Saint Administrativo',
    'Declaraciones de IVA e ISLR',
    'Ajuste por inflación',
    'Conciliaciones bancarias',
    'Trabajo en equipo',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [plasticas, despacho, farmacias] = expected.jobs as [Job, Job, Job];
const [universidad, colegio] = expected.schools as [School, School];

/** Letter (carta) with Word's Spanish default margins: 2.5 cm top and bottom, 3 cm left and right. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1418, bottom: 1418, left: 1701, right: 1701 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const TAB = 2835; // 5 cm
const LABEL = 2268; // 4 cm
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

/** A heading: bold capitals, some space above and below. */
const heading = (text: string) => line({ text, bold: true }, { spacing: { before: 240, after: 120 } });

/** 'Label:<TAB>value' on the left tab stop at 5 cm, the label in bold. */
const tabbed = (label: string, value: R) =>
  line([{ text: label, bold: true }, { text: '\t' }, value], {
    tabStops: [{ type: TabStopType.LEFT, position: TAB }],
  });

const item = (text: string, last: boolean) =>
  line(text, { numbering: { reference: 'vinetas', level: 0 }, spacing: { after: last ? 0 : 20 } });

const cell = (children: Paragraph[], width: number) =>
  new TableCell({
    borders: NO_BORDERS,
    margins: { top: 0, bottom: 20, left: 0, right: 108 },
    width: { size: width, type: WidthType.DXA },
    children,
  });

/** A job as a borderless table: labels in bold on the left, the values (and the list of duties) on the right. */
const job = (j: Job, from: string, to: string) => {
  const row = (label: string, value: Paragraph[]) =>
    new TableRow({ children: [cell([line({ text: label, bold: true })], LABEL), cell(value, VALUE)] });
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LABEL, VALUE],
    rows: [
      row('Empresa:', [line({ text: j.company, bold: true })]),
      row('Cargo:', [line(j.title)]),
      row('Desde:', [
        line([from, '\t', { text: 'Hasta: ', bold: true }, to], {
          tabStops: [{ type: TabStopType.LEFT, position: 1701 }],
        }),
      ]),
      row(
        'Funciones:',
        j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
      ),
    ],
  });
};

const school = (s: School) => [
  tabbed('Título obtenido:', s.degree!),
  tabbed('Institución:', s.school),
  tabbed('Año de egreso:', s.end!),
];

const courses = [
  'Taller de Ajuste por Inflación Fiscal y Financiero – Colegio de Contadores Públicos del Estado Carabobo – 2021 (16 horas)',
  'Curso de Retenciones de IVA e ISLR para Contribuyentes Especiales – SENIAT – 2019',
  'Taller de Adopción de las VEN-NIF para Pequeñas y Medianas Entidades – Colegio de Contadores Públicos del Estado Carabobo – 2016',
  'Diplomado en Gerencia Tributaria – Universidad Arturo Michelena – 2014 (120 horas)',
  'Curso de Excel Avanzado – Dirección de Extensión, Universidad de Carabobo – 2013 (40 horas)',
  'Curso de Profit Plus Contabilidad y Nómina – Softech Consultores – 2012',
];

/** A reference: the name in bold, the profession and the phone after it on the same line. */
const reference = (name: string, rest: string) => line([{ text: name, bold: true }, ` – ${rest}`]);

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Usuario',
    lastModifiedBy: 'Usuario',
    // Word's Spanish default tab stops: every 1.25 cm.
    defaultTabStop: 708,
    styles: {
      default: {
        document: {
          run: { font: 'Arial', size: sz(22), language: { value: 'es-VE' } },
          paragraph: { spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO } },
        },
      },
    },
    numbering: {
      config: [
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
          line({ text: 'SÍNTESIS CURRICULAR', bold: true, size: sz(28) }, { alignment: AlignmentType.CENTER }),
          heading('DATOS PERSONALES'),
          tabbed('Nombres y Apellidos:', expected.name),
          tabbed('Cédula de Identidad:', 'V-18.456.789'),
          tabbed('Fecha de Nacimiento:', '14/02/1989'),
          tabbed('Estado Civil:', 'Soltera'),
          tabbed('Dirección:', expected.location!),
          tabbed('Teléfono:', expected.phone!),
          tabbed('Correo electrónico:', expected.email!),
          heading('PERFIL PROFESIONAL'),
          line(
            'Licenciada en Contaduría Pública con más de doce años de experiencia en contabilidad general, cierres ' +
              'mensuales, elaboración de estados financieros bajo VEN-NIF, ajuste por inflación y declaración de ' +
              'tributos nacionales y municipales. Persona responsable, organizada y proactiva, con capacidad para ' +
              'trabajar en equipo y bajo presión, y disposición para aprender nuevas herramientas.',
            { alignment: AlignmentType.BOTH },
          ),
          heading('FORMACIÓN ACADÉMICA'),
          ...school(universidad),
          empty(),
          ...school(colegio),
          heading('EXPERIENCIA LABORAL'),
          job(plasticas, '03/2018', 'Actual'),
          empty(),
          job(despacho, '09/2014', '02/2018'),
          empty(),
          job(farmacias, '10/2011', '08/2014'),
          heading('CURSOS Y TALLERES'),
          ...courses.map((c, i) => item(c, i === courses.length - 1)),
          heading('HABILIDADES'),
          line(`${expected.skills.join(', ')}.`),
          heading('REFERENCIAS PERSONALES'),
          reference('Lcda. Yusmary Colmenares', 'Contadora Pública – Telf. 0414-555-7731'),
          reference('Ing. José Gregorio Pacheco', 'Ingeniero Industrial – Telf. 0241-555-1184'),
          reference('Sra. Luisa Elena Torrealba', 'Docente – Telf. 0424-555-9023'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// A Guadalajara purchasing coordinator's currículum typed from scratch in WPS Writer (the free suite that came on her
// laptop) and saved as .docx, the plain kind still printed for interviews and uploaded to OCC Mundial and
// Computrabajo in Jalisco. Letter paper (carta) with WPS's default margins (2.54 cm at the top and bottom, 3.18 cm at
// the sides) narrowed by hand to 2 cm and 2.5 cm to keep two pages, Arial 11 set in Liberation Sans. WPS's marks on
// the file: '宋体' as the East Asian font of every run, default tab stops every 420 twips, a document grid of 312-twip
// lines (LibreOffice snaps every line to 15.6 pt), the author WPS names an account it has not been told ('WPS_…'), an
// empty paragraph she typed between jobs. Two pages (three in the rewrapped part). What it has:
// - 'CURRÍCULUM VITAE' centred in bold at the top and no name above the data: the name is only in the table;
// - headings in bold dark-blue capitals over a blue bottom border (DATOS PERSONALES, OBJETIVO, EXPERIENCIA LABORAL,
//   FORMACIÓN ACADÉMICA, CURSOS, IDIOMAS, HABILIDADES, REFERENCIAS);
// - DATOS PERSONALES as a BORDERLESS two-column table, a row a datum: the label in bold with its colon in the narrow
//   left cell, the value in the wide right one ('Nombre:', 'Dirección:' with 'Calle …, Col. Americana, C.P. 44160,
//   Guadalajara, Jal.' wrapping inside its cell, 'Teléfono celular: 33 1234 5678', 'Correo:', 'Fecha de nacimiento:
//   23 de agosto de 1990' (a date that is no job's), 'Estado civil: Soltera');
// - OBJETIVO as one justified paragraph;
// - EXPERIENCIA LABORAL with each job's dates FIRST on a line of their own ('Enero 2019 – a la fecha' for the current
//   job, 'Mar. 2016 – Dic. 2018' and 'Ago. 2014 – Feb. 2016' with months cut short), then the company in bold
//   capitals ('… S.A. DE C.V.'), then 'Puesto: …' with the label in bold, then 'Funciones:' in bold over items in
//   WPS's default bullet list (Wingdings' round dot, U+F06C, set in OpenSymbol) in the infinitive, justified, the long
//   ones wrapping; so a job's dates sit just under the previous job's last item; page 2 starting at the second job's
//   last item;
// - FORMACIÓN ACADÉMICA in the same shape: the years on their own line, the degree in bold ('Licenciatura en
//   Administración'), the school ('Universidad de Guadalajara (CUCEA)'), then 'Cédula profesional: 7820463' (seven
//   digits that are no phone); a Bachillerato at a UdeG preparatoria;
// - CURSOS as dot items 'Course – Institution, Year' (neither schools nor skills);
// - IDIOMAS as one line 'Inglés 80 %' (a language, not a skill);
// - HABILIDADES as dot items;
// - REFERENCIAS with two former bosses ('Lic.', 'C.P.' in bold) over 'Position – Cel. 33 …', phones in the same
//   Guadalajara format as hers: names and phones that are not the author's.
import {
  AlignmentType,
  BorderStyle,
  Document,
  DocumentGridType,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Mariana Guadalupe Ortega Salcedo',
  email: 'mariana.ortega.salcedo@example.com',
  phone: '33 1234 5678',
  location: 'Calle Lerdo de Tejada 2150, Col. Americana, C.P. 44160, Guadalajara, Jal.',
  jobs: [
    {
      title: 'Coordinadora de Compras',
      company: 'COMERCIALIZADORA ALIMENTICIA DE OCCIDENTE S.A. DE C.V.',
      start: '2019-01',
      end: 'present',
      bullets: [
        'Coordinar un equipo de 4 compradores y la relación con más de 60 proveedores nacionales y de importación.',
        'Negociar precios, plazos de pago y condiciones de entrega, con un ahorro anual de $3.8 millones de pesos.',
        'Elaborar el programa mensual de compras de materia prima y empaque con base en el pronóstico de ventas.',
        'Dar seguimiento a las órdenes de compra en SAP Business One y a los indicadores de nivel de servicio.',
        'Desarrollar y evaluar proveedores alternos para reducir la dependencia de importaciones.',
      ],
    },
    {
      title: 'Analista de Compras',
      company: 'TECNOLOGÍA EN EMPAQUES DE JALISCO S.A. DE C.V.',
      start: '2016-03',
      end: '2018-12',
      bullets: [
        'Cotizar y comparar ofertas de proveedores de resinas, cartón y refacciones.',
        'Generar órdenes de compra y dar seguimiento a las entregas hasta su recepción en almacén.',
        'Conciliar facturas de proveedores con las órdenes de compra y las entradas de almacén.',
        'Actualizar el catálogo de proveedores y los reportes semanales de compras en Excel.',
      ],
    },
    {
      title: 'Auxiliar de Almacén e Inventarios',
      company: 'AUTOPARTES Y REFACCIONES DEL BAJÍO S.A. DE C.V.',
      start: '2014-08',
      end: '2016-02',
      bullets: [
        'Realizar inventarios cíclicos y el inventario físico anual de más de 3,500 códigos.',
        'Registrar entradas y salidas de mercancía en Aspel SAE.',
        'Apoyar en la preparación de pedidos y en la recepción de mercancía de proveedores.',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad de Guadalajara (CUCEA)',
      degree: 'Licenciatura en Administración',
      start: '2008',
      end: '2012',
    },
    {
      school: 'Preparatoria No. 7, Universidad de Guadalajara',
      degree: 'Bachillerato General',
      start: '2005',
      end: '2008',
    },
  ],
  // HABILIDADES' items; 'Inglés 80 %' (IDIOMAS) is apart, CURSOS are neither skills nor schools.
  skills: [
    'Negociación con proveedores',
    'Manejo de SAP Business One, Aspel SAE y Aspel COI',
    'Microsoft Office (Excel avanzado: tablas dinámicas y BUSCARV)',
    'Control de inventarios',
    'Trabajo en equipo y bajo presión',
  ],
};

/** Letter paper with WPS's default margins (2.54 cm, 3.18 cm) narrowed by hand to 2 cm and 2.5 cm to keep two pages. */
const PAGE = { width: 12240, height: 15840 };
const TOP = 1134;
const SIDE = 1418;
const WIDTH = PAGE.width - 2 * SIDE;
/** The personal data table's label column, dragged to fit 'Fecha de nacimiento:', and the value column. */
const LABELS = 2700;
const VALUES = WIDTH - LABELS;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A font as WPS writes it on a run: the Latin faces named, '宋体' for East Asian text. */
const ARIAL = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial', eastAsia: '宋体' };
const BLUE = '1F3864';

type Piece = string | IRunOptions;
const runs = (pieces: Piece | Piece[]) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) => new TextRun({ font: ARIAL, size: sz(22), ...(typeof p === 'string' ? { text: p } : p) }),
  );

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

/** A paragraph in WPS's Normal style: no spacing, single lines (on the document's grid). */
const line = (pieces: Piece | Piece[], options: ParagraphOptions = {}) =>
  new Paragraph({
    ...options,
    spacing: { before: 0, after: 0, line: 240, ...options.spacing },
    children: runs(pieces),
  });

/** The empty paragraphs she typed between jobs. */
const blank = () => line('');

/** A heading: bold dark-blue capitals over a blue bottom border. */
const heading = (text: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 240, after: 120, line: 240 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BLUE, space: 1 } },
    children: runs({ text, bold: true, color: BLUE, size: sz(24) }),
  });

/** An item of WPS's default bullet list (Wingdings' round dot), justified. */
const item = (text: string) =>
  line(text, { numbering: { reference: 'dots', level: 0 }, alignment: AlignmentType.JUSTIFIED });

/** A row of the personal data: the label in bold in the narrow cell, the value beside it. */
const datum = (label: string, value: string) =>
  new TableRow({
    children: [
      new TableCell({
        borders: NO_BORDERS,
        width: { size: LABELS, type: WidthType.DXA },
        children: [line({ text: `${label}:`, bold: true }, { spacing: { after: 60 } })],
      }),
      new TableCell({
        borders: NO_BORDERS,
        width: { size: VALUES, type: WidthType.DXA },
        children: [line(value, { spacing: { after: 60 } })],
      }),
    ],
  });

const personal = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LABELS, VALUES],
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
      datum('Nombre', expected.name),
      datum('Dirección', expected.location!),
      datum('Teléfono celular', expected.phone!),
      datum('Correo', expected.email!),
      datum('Fecha de nacimiento', '23 de agosto de 1990'),
      datum('Estado civil', 'Soltera'),
    ],
  });

type Job = (typeof expected.jobs)[0];

/** The dates on their own line, the company in bold capitals, 'Puesto:', 'Funciones:' over the items. */
const job = (j: Job, dates: string) => [
  line(dates, { keepNext: true }),
  line({ text: j.company, bold: true }, { keepNext: true }),
  line([{ text: 'Puesto: ', bold: true }, j.title], { keepNext: true }),
  line({ text: 'Funciones:', bold: true }, { keepNext: true }),
  ...j.bullets.map(item),
];

type School = (typeof expected.schools)[0];
const study = (s: School, years: string, more: string[] = []) => [
  line(years, { keepNext: true, spacing: { before: 120 } }),
  line({ text: s.degree ?? '', bold: true }, { keepNext: true }),
  line(s.school ?? ''),
  ...more.map((m) => line(m)),
];

/** A referee: the name in bold over the position and the phone. */
const reference = (name: string, position: string, phone: string) => [
  line({ text: name, bold: true }, { keepNext: true }),
  line(`${position} – Cel. ${phone}`, { spacing: { after: 120 } }),
];

const [comercializadora, empaques, autopartes] = expected.jobs as [Job, Job, Job];
const [udg, prepa] = expected.schools as [School, School];

const COURSES = [
  'Diplomado en Logística y Cadena de Suministro – ITESO, 2021',
  'SAP Business One: Compras e Inventarios – Capacitación Empresarial de Occidente, 2019',
  'Excel Intermedio y Avanzado – COPARMEX Jalisco, 2017',
];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'WPS_1617385204',
    lastModifiedBy: 'WPS_1617385204',
    defaultTabStop: 420,
    styles: {
      default: {
        document: { run: { font: ARIAL, size: sz(22) }, paragraph: { spacing: { after: 0 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: 'dots',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uf06c',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 420, hanging: 420 } }, run: { font: 'Wingdings' } },
            },
          ],
        },
      ],
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
          line(
            { text: 'CURRÍCULUM VITAE', bold: true, size: sz(32) },
            { alignment: AlignmentType.CENTER, spacing: { after: 120 } },
          ),
          heading('DATOS PERSONALES'),
          personal(),
          heading('OBJETIVO'),
          line(
            'Formar parte de una empresa sólida en la que pueda aplicar mi experiencia en compras, negociación con ' +
              'proveedores y control de inventarios, contribuyendo a la reducción de costos y al cumplimiento de ' +
              'los objetivos del área. Me considero una persona responsable, organizada, con iniciativa y facilidad ' +
              'para trabajar en equipo.',
            { alignment: AlignmentType.JUSTIFIED },
          ),
          heading('EXPERIENCIA LABORAL'),
          ...job(comercializadora, 'Enero 2019 – a la fecha'),
          blank(),
          ...job(empaques, 'Mar. 2016 – Dic. 2018'),
          blank(),
          ...job(autopartes, 'Ago. 2014 – Feb. 2016'),
          heading('FORMACIÓN ACADÉMICA'),
          ...study(udg, '2008 – 2012', ['Cédula profesional: 7820463']),
          ...study(prepa, '2005 – 2008'),
          heading('CURSOS'),
          ...COURSES.map(item),
          heading('IDIOMAS'),
          line('Inglés 80 %'),
          heading('HABILIDADES'),
          ...expected.skills.map(item),
          heading('REFERENCIAS'),
          ...reference(
            'Lic. Jorge Alberto Ramírez Cuevas',
            'Gerente de Operaciones – Comercializadora Alimenticia de Occidente',
            '33 3812 4409',
          ),
          ...reference(
            'C.P. Silvia Estrada Lomelí',
            'Jefa de Compras – Tecnología en Empaques de Jalisco',
            '33 1578 2260',
          ),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

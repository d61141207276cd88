// A Colombian 'hoja de vida' typed from a blank document in Word 2016 by a psychologist in Bogotá, the way schools,
// the SENA and the job boards teach it: Letter paper (carta) with Word's Spanish default margins (2.5 cm at the top
// and bottom, 3 cm at the sides), Arial 11 (set in Liberation Sans), the space after paragraphs removed by hand
// ('Quitar espacio después del párrafo'), Word's Spanish default tab stops every 1.25 cm. Two pages. What it has:
// - 'HOJA DE VIDA' centred in bold at the top and the name in bold capitals centred under it, nothing else there;
// - headings in bold capitals underlined (Ctrl+S), no rule, an empty paragraph before each;
// - DATOS PERSONALES as 'Label:' in bold then Tab pressed one to four times so the values line up on the default
//   stop at 5 cm (no tab stop of her own: the 10 % larger rewrapped build lines them up worse): 'Cédula de ciudadanía:
//   1.020.456.789 de Bogotá' (dotted digits like a phone), 'Fecha de nacimiento: 22 de julio de 1993', 'Lugar de
//   nacimiento: Tunja, Boyacá' (a second place), 'Estado civil:', 'Dirección: Calle 45 # 12-30 Apto 502, Bogotá D.C.',
//   'Celular: 310 555 4821', 'Correo electrónico:';
// - PERFIL PROFESIONAL as one justified paragraph;
// - FORMACIÓN ACADÉMICA as 'Universitaria' / 'Secundaria' in bold, then the institution and 'Título:' and 'Año de
//   grado:' lines with the same tabbed labels ('Título: Bachiller Académico' from a Colegio Distrital);
// - EXPERIENCIA LABORAL, three jobs, each as tabbed labelled lines: 'Empresa:' (the value in bold), 'Cargo:', 'Jefe
//   inmediato:' with a person's name and position, 'Teléfono:' of the company ('(601) 555 7000 ext. 1432', Bogotá's
//   landline prefix: phones that are not hers), 'Fecha de ingreso: marzo de 2020' and 'Fecha de retiro: actualmente'
//   (or a month 'de' a year, in lower case), then 'Funciones:' in bold over Word's default list (U+F0B7 in Symbol)
//   of infinitive duties, some wrapping; an empty paragraph between the jobs;
// - CURSOS Y SEMINARIOS as list items 'Course – Institution (N horas), Year' (a diplomado, the SENA, the ARL's 50-hour
//   SG-SST course): neither schools nor jobs;
// - HABILIDADES as a list with Word's check mark (U+F0FC in Wingdings), tools and soft skills;
// - REFERENCIAS PERSONALES and REFERENCIAS FAMILIARES each as a borderless two-column table, a reference a cell:
//   the name in bold capitals, the occupation (and the kinship: 'Madre', 'Hermano'), 'Cel. 3xx 555 xxxx': other
//   people's names and phones side by side on the same lines;
// - the sign-off at the left: 'Atentamente,', empty lines for the signature, a typed rule of underscores, the name in
//   capitals and 'C.C. 1.020.456.789 de Bogotá'.
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
  TextRun,
  UnderlineType,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'DIANA MARCELA RODRÍGUEZ PEÑA',
  email: 'dianamarcela.rodriguez93@example.com',
  phone: '310 555 4821',
  location: 'Calle 45 # 12-30 Apto 502, Bogotá D.C.',
  jobs: [
    {
      title: 'Analista de Selección y Contratación',
      company: 'Servientrega S.A.',
      start: '2020-03',
      end: 'present',
      bullets: [
        'Realizar el proceso de selección de personal operativo y administrativo para las regionales Centro y Oriente, desde la publicación de la vacante hasta la firma del contrato',
        'Aplicar e interpretar pruebas psicotécnicas y realizar entrevistas por competencias',
        'Verificar referencias laborales y coordinar los exámenes médicos de ingreso',
        'Elaborar los contratos de trabajo y realizar las afiliaciones a EPS, ARL, caja de compensación y fondo de pensiones',
        'Presentar los indicadores mensuales de tiempo de cubrimiento de vacantes y rotación de personal',
      ],
    },
    {
      title: 'Auxiliar de Gestión Humana',
      company: 'Almacenes Éxito S.A.',
      start: '2017-08',
      end: '2020-02',
      bullets: [
        'Apoyar el reclutamiento del personal temporal para las temporadas de fin de año',
        'Programar y dictar las inducciones del personal nuevo de los almacenes de la zona norte de Bogotá',
        'Actualizar las hojas de vida y el archivo de historias laborales',
        'Reportar las novedades de nómina (incapacidades, vacaciones, licencias y horas extras)',
      ],
    },
    {
      title: 'Asesora de Servicio al Cliente',
      company: 'Atento Colombia S.A.',
      start: '2014-09',
      end: '2017-07',
      bullets: [
        'Atender las llamadas de los clientes de telefonía móvil y dar respuesta a peticiones, quejas y reclamos',
        'Registrar los casos en el sistema CRM y hacer seguimiento hasta su cierre',
        'Cumplir los indicadores de calidad y tiempo de atención de la campaña',
      ],
    },
  ],
  schools: [
    { school: 'Universidad Católica de Colombia', degree: 'Psicóloga', end: '2016' },
    { school: 'Colegio Distrital Restrepo Millán', degree: 'Bachiller Académico', end: '2010' },
  ],
  skills: [
    'Manejo de Microsoft Office (Word, Excel intermedio, PowerPoint)',
    'Aplicación e interpretación de pruebas psicotécnicas (16PF, Wartegg, IPV)',
    'Entrevista por competencias',
    'Manejo de portales de empleo (Computrabajo, elempleo.com, Magneto)',
    'Comunicación asertiva',
    'Trabajo en equipo y bajo presión',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [servientrega, exito, atento] = expected.jobs as [Job, Job, Job];
const [ucatolica, colegio] = expected.schools as [School, School];

/** Letter (carta) with Word's Spanish default margins: 2.5 cm top and bottom, 3 cm left and right. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1418, bottom: 1418, left: 1701, right: 1701 };
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

/** A heading: bold capitals, underlined, after an empty paragraph. */
const heading = (text: string) => [
  empty(),
  line({ text, bold: true, underline: { type: UnderlineType.SINGLE } }, { spacing: { after: 120 } }),
];

/**
 * 'Label:' in bold, then Tab pressed as many times as it took on screen to reach the default stop at 5 cm, then the
 * value.
 */
const labelled = (label: string, tabs: number, value: R) =>
  line([{ text: `${label}:`, bold: true }, '\t'.repeat(tabs), value]);

const item = (text: string, list = 'vinetas', last = false) =>
  line(text, { numbering: { reference: list, level: 0 }, spacing: { after: last ? 0 : 20 } });

const job = (j: Job, boss: string, phone: string, from: string, to: string) => [
  labelled('Empresa', 3, { text: j.company, bold: true }),
  labelled('Cargo', 3, j.title),
  labelled('Jefe inmediato', 2, boss),
  labelled('Teléfono', 3, phone),
  labelled('Fecha de ingreso', 2, from),
  labelled('Fecha de retiro', 2, to),
  line({ text: 'Funciones:', bold: true }, { spacing: { before: 60, after: 20 } }),
  ...j.bullets.map((b, i) => item(b, 'vinetas', i === j.bullets.length - 1)),
];

const courses = [
  'Diplomado en Gestión del Talento Humano por Competencias – Universidad del Rosario (120 horas), 2021',
  'Curso virtual de 50 horas del Sistema de Gestión de Seguridad y Salud en el Trabajo (SG-SST) – ARL SURA, 2020',
  'Excel intermedio – SENA (40 horas), 2019',
  'Seminario Actualización en Legislación Laboral – Cámara de Comercio de Bogotá, 2018',
  'Atención y Servicio al Cliente – SENA (40 horas), 2015',
];

/** A reference in a cell: the name in bold capitals over the occupation and the mobile. */
const reference = (name: string, occupation: string, phone: string) =>
  new TableCell({
    borders: NO_BORDERS,
    width: { size: WIDTH / 2, type: WidthType.DXA },
    children: [line({ text: name, bold: true }), line(occupation), line(`Cel. ${phone}`)],
  });

const references = (cells: TableCell[]) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [WIDTH / 2, WIDTH / 2],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows: [new TableRow({ children: cells })],
  });

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Usuario',
    lastModifiedBy: 'Usuario',
    // Word's Spanish default tab stops: every 1.25 cm.
    defaultTabStop: 708,
    styles: {
      default: {
        document: {
          run: { font: 'Arial', size: sz(22), language: { value: 'es-CO' } },
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
        {
          reference: 'chulos',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0FC',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Wingdings' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          centred({ text: 'HOJA DE VIDA', bold: true, size: sz(32) }),
          empty(),
          centred({ text: expected.name, bold: true, size: sz(24) }),
          ...heading('DATOS PERSONALES'),
          labelled('Cédula de ciudadanía', 1, '1.020.456.789 de Bogotá'),
          labelled('Fecha de nacimiento', 1, '22 de julio de 1993'),
          labelled('Lugar de nacimiento', 1, 'Tunja, Boyacá'),
          labelled('Estado civil', 3, 'Soltera'),
          labelled('Dirección', 3, expected.location!),
          labelled('Celular', 3, expected.phone!),
          labelled('Correo electrónico', 2, expected.email!),
          ...heading('PERFIL PROFESIONAL'),
          line(
            'Psicóloga egresada de la Universidad Católica de Colombia, con más de cinco años de experiencia en ' +
              'procesos de selección, contratación y administración de personal en empresas de logística y comercio. ' +
              'Persona responsable, organizada y con facilidad para relacionarme con los demás, con conocimientos en ' +
              'legislación laboral colombiana y manejo de indicadores de gestión humana.',
            { alignment: AlignmentType.BOTH },
          ),
          ...heading('FORMACIÓN ACADÉMICA'),
          line({ text: 'Universitaria', bold: true }),
          line(ucatolica.school),
          labelled('Título', 4, ucatolica.degree!),
          labelled('Año de grado', 2, ucatolica.end!),
          empty(),
          line({ text: 'Secundaria', bold: true }),
          line(colegio.school),
          labelled('Título', 4, colegio.degree!),
          labelled('Año de grado', 2, colegio.end!),
          ...heading('EXPERIENCIA LABORAL'),
          ...job(
            servientrega,
            'Claudia Patricia Moreno Ruiz – Jefe de Gestión Humana',
            '(601) 555 7000 ext. 1432',
            'marzo de 2020',
            'actualmente',
          ),
          empty(),
          ...job(
            exito,
            'Luis Fernando Vargas Téllez – Coordinador de Personal',
            '(601) 555 9800',
            'agosto de 2017',
            'febrero de 2020',
          ),
          empty(),
          ...job(
            atento,
            'Jhon Edison Cárdenas – Supervisor de Campaña',
            '(601) 555 3300',
            'septiembre de 2014',
            'julio de 2017',
          ),
          ...heading('CURSOS Y SEMINARIOS'),
          ...courses.map((c, i) => item(c, 'vinetas', i === courses.length - 1)),
          ...heading('HABILIDADES'),
          ...expected.skills.map((s, i) => item(s, 'chulos', i === expected.skills.length - 1)),
          ...heading('REFERENCIAS PERSONALES'),
          references([
            reference('ANDREA CAROLINA SUÁREZ DÍAZ', 'Contadora Pública', '311 555 2093'),
            reference('WILSON ANDRÉS MOLINA ROJAS', 'Ingeniero de Sistemas', '315 555 6748'),
          ]),
          ...heading('REFERENCIAS FAMILIARES'),
          references([
            reference('MARTHA LUCÍA PEÑA DE RODRÍGUEZ', 'Madre – Docente pensionada', '300 555 7716'),
            reference('JUAN CARLOS RODRÍGUEZ PEÑA', 'Hermano – Técnico en Sistemas', '320 555 3381'),
          ]),
          empty(),
          empty(),
          line('Atentamente,'),
          empty(),
          empty(),
          empty(),
          line('______________________________'),
          line({ text: expected.name, bold: true }),
          line('C.C. 1.020.456.789 de Bogotá'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

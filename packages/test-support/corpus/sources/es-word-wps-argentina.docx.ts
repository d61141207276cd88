// An Argentine administrative assistant's curriculum vitae typed from scratch in WPS Writer (the free suite on her
// home computer) and saved as .docx, the plain kind still handed in at agencies and sent to Bumeran and ZonaJobs in
// Buenos Aires. A4 with WPS's default margins (2.54 cm at the top and bottom, 3.18 cm at the sides), Times New Roman
// 12 set in Liberation Serif. WPS's marks on the file: '宋体' as the East Asian font of every run, default tab stops
// every 420 twips, a document grid of 312-twip lines (LibreOffice snaps every line to 15.6 pt), Normal paragraphs
// justified, no spacing (sections kept apart by empty paragraphs she typed), the author WPS names an account it has
// not been told ('WPS_…'). What it has:
// - 'CURRICULUM VITAE' without its accent, centred, bold and underlined, and no name above the data;
// - headings in bold underlined capitals at the margin (DATOS PERSONALES, OBJETIVO, EXPERIENCIA LABORAL, ESTUDIOS,
//   CURSOS, IDIOMAS, INFORMÁTICA);
// - DATOS PERSONALES as 'Label: value' lines, the labels in bold: 'Nombre y apellido:' (the name only there),
//   'DNI: 35.123.456' (dotted digits like a phone), 'Fecha de nacimiento: 14/05/1990' (a date that is no job's),
//   'Estado civil: soltera', 'Domicilio: Av. Rivadavia 5420, 3° B, C.A.B.A.' (the floor with a degree sign),
//   'Tel.: (011) 4555-1234' (the landline) over 'Cel.: (011) 15-5555-6789' (the mobile with the old '15'), 'E-mail:';
// - OBJETIVO as one justified paragraph;
// - EXPERIENCIA LABORAL with each job's dates FIRST on a bold line, then a colon and the company ('03/2018 -
//   Actualidad: Transportes Río de la Plata S.R.L.', '06/2014 - 02/2018: Estudio Contable Ferraro & Asociados'),
//   'Puesto: …' on the next line, 'Tareas:' over items typed with a hyphen and a space at the start of ordinary
//   paragraphs (no list) indented once with WPS's indent button, the long ones wrapping back under the hyphen and
//   spread out by the justification; page 2 starting at the second job's last item, alone over 'Farmacity S.A.'; one
//   job typed from an older CV the other way: the company alone in bold ('Farmacity S.A.'), 'Puesto:', then
//   'Período: 01/2012 - 05/2014'; an empty paragraph between jobs;
// - ESTUDIOS as 'Level: Degree – School (years)' lines: 'Secundario: Bachiller con orientación en Economía –
//   Colegio Nacional N° 2 (2003 - 2007)' wrapping inside its years ('(2003 -' / '2007)'), 'Terciario: … (2008 -
//   2010, completo)' wrapping back to the margin, and 'Universitario: Contador Público – UBA (en curso, 18 materias
//   aprobadas)' with no years at all;
// - CURSOS as '- ' lines with the institution and the year in brackets (courses, not schools);
// - IDIOMAS as 'Inglés: intermedio' and 'Portugués: básico' (languages, not skills);
// - INFORMÁTICA as one comma line: 'Paquete Office, Tango Gestión, SAP (usuario)'.
import {
  AlignmentType,
  Document,
  DocumentGridType,
  Packer,
  Paragraph,
  TextRun,
  UnderlineType,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Florencia Belén Giménez',
  email: 'flor.gimenez90@example.com',
  // The mobile ('Cel.:'), not the landline ('Tel.:') above it.
  phone: '(011) 15-5555-6789',
  location: 'Av. Rivadavia 5420, 3° B, C.A.B.A.',
  jobs: [
    {
      title: 'Asistente Administrativa',
      company: 'Transportes Río de la Plata S.R.L.',
      start: '2018-03',
      end: 'present',
      bullets: [
        'Carga de facturas en Tango Gestión',
        'Atención telefónica y por mail a clientes y proveedores',
        'Confección de remitos, notas de crédito y recibos de cobranza',
        'Conciliaciones bancarias y seguimiento de cuentas corrientes de clientes con el estudio contable externo',
        'Armado de legajos del personal, control de asistencia y envío de novedades para la liquidación de sueldos',
        'Manejo de caja chica y pago a proveedores',
      ],
    },
    {
      title: 'Administrativa Contable',
      company: 'Estudio Contable Ferraro & Asociados',
      start: '2014-06',
      end: '2018-02',
      bullets: [
        'Carga de comprobantes de compras y ventas de clientes monotributistas y responsables inscriptos',
        'Preparación de papeles de trabajo para las declaraciones juradas de IVA e Ingresos Brutos',
        'Generación de VEP y presentaciones en la página de AFIP',
        'Archivo y atención de clientes',
      ],
    },
    {
      title: 'Cajera',
      company: 'Farmacity S.A.',
      start: '2012-01',
      end: '2014-05',
      bullets: [
        'Cobro en efectivo, con tarjetas de crédito y débito y cierre de caja diario',
        'Atención al público y facturación de obras sociales y prepagas',
        'Reposición y control de vencimientos de mercadería',
      ],
    },
    {
      title: 'Recepcionista',
      company: 'Distribuidora Del Sur S.A.',
      start: '2010-04',
      end: '2011-12',
      bullets: [
        'Atención de la central telefónica y recepción de visitas',
        'Recepción y distribución de correspondencia',
        'Carga de pedidos de clientes en planillas de Excel',
      ],
    },
  ],
  schools: [
    {
      school: 'Colegio Nacional N° 2',
      degree: 'Bachiller con orientación en Economía',
      start: '2003',
      end: '2007',
    },
    {
      school: 'Instituto de Formación Técnica Superior N° 18',
      degree: 'Técnica Superior en Administración',
      start: '2008',
      end: '2010',
    },
    {
      school: 'UBA',
      degree: 'Contador Público',
      // No years: only that it goes on ('en curso, 18 materias aprobadas').
      datesAsWritten: 'en curso',
    },
  ],
  // INFORMÁTICA's one comma line; IDIOMAS are apart, CURSOS are neither skills nor schools.
  skills: ['Paquete Office', 'Tango Gestión', 'SAP (usuario)'],
};

/** A4 with WPS's default margins. */
const PAGE = { width: 11906, height: 16838 };

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A font as WPS writes it on a run: the Latin faces named, '宋体' for East Asian text. */
const TIMES = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', cs: 'Times New Roman', eastAsia: '宋体' };

type Piece = string | IRunOptions;
const runs = (pieces: Piece | Piece[]) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) => new TextRun({ font: TIMES, size: sz(24), ...(typeof p === 'string' ? { text: p } : p) }),
  );

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

/** A paragraph in WPS's Normal style: justified, no spacing, single lines (on the document's grid). */
const line = (pieces: Piece | Piece[], options: ParagraphOptions = {}) =>
  new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    ...options,
    spacing: { before: 0, after: 0, line: 240, ...options.spacing },
    children: runs(pieces),
  });

/** The empty paragraphs she typed between sections and jobs. */
const blank = () => line('');

/** A heading: bold underlined capitals at the margin. */
const heading = (text: string) =>
  line({ text, bold: true, underline: { type: UnderlineType.SINGLE } }, { alignment: AlignmentType.LEFT });

/** 'Label: value' with the label in bold. */
const datum = (label: string, value: string) => line([{ text: `${label}: `, bold: true }, value]);

/** An item as she typed it: '- ' at the start of an ordinary paragraph, indented once (two characters' width). */
const dash = (text: string) => line(`- ${text}`, { indent: { left: 420 } });

type Job = (typeof expected.jobs)[0];

/** 'MM/YYYY - MM/YYYY: Company' in bold, then 'Puesto:' and 'Tareas:' over the items. */
const job = (j: Job, dates: string) => [
  line({ text: `${dates}: ${j.company}`, bold: true }, { alignment: AlignmentType.LEFT, keepNext: true }),
  datum('Puesto', j.title),
  line({ text: 'Tareas:', bold: true }, { keepNext: true }),
  ...j.bullets.map(dash),
];

/** The job typed from an older CV: the company alone, 'Puesto:', 'Período:'. */
const olderJob = (j: Job, period: string) => [
  line({ text: j.company, bold: true }, { alignment: AlignmentType.LEFT, keepNext: true }),
  datum('Puesto', j.title),
  datum('Período', period),
  line({ text: 'Tareas:', bold: true }, { keepNext: true }),
  ...j.bullets.map(dash),
];

type School = (typeof expected.schools)[0];
const study = (level: string, s: School, brackets: string) =>
  line([{ text: `${level}: `, bold: true }, `${s.degree} – ${s.school} (${brackets})`]);

const [transportes, ferraro, farmacity, distribuidora] = expected.jobs as [Job, Job, Job, Job];
const [colegio, ifts, uba] = expected.schools as [School, School, School];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'WPS_1593027741',
    lastModifiedBy: 'WPS_1593027741',
    defaultTabStop: 420,
    styles: {
      default: {
        document: { run: { font: TIMES, size: sz(24) }, paragraph: { spacing: { after: 0 } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: 1440, bottom: 1440, left: 1800, right: 1800, header: 851, footer: 992 },
          },
          grid: { type: DocumentGridType.LINES, linePitch: 312 },
        },
        children: [
          line(
            { text: 'CURRICULUM VITAE', bold: true, size: sz(32), underline: { type: UnderlineType.SINGLE } },
            { alignment: AlignmentType.CENTER },
          ),
          blank(),
          heading('DATOS PERSONALES'),
          blank(),
          datum('Nombre y apellido', expected.name),
          datum('DNI', '35.123.456'),
          datum('Fecha de nacimiento', '14/05/1990'),
          datum('Estado civil', 'soltera'),
          datum('Domicilio', expected.location!),
          datum('Tel.', '(011) 4555-1234'),
          datum('Cel.', expected.phone!),
          datum('E-mail', expected.email!),
          blank(),
          heading('OBJETIVO'),
          blank(),
          line(
            'Desarrollarme profesionalmente en el área administrativa y contable de una empresa, aportando mi ' +
              'experiencia en facturación, cobranzas, pagos y atención a clientes y proveedores. Me considero una ' +
              'persona responsable, ordenada y con buena predisposición para el trabajo en equipo. Actualmente curso ' +
              'la carrera de Contador Público y busco seguir creciendo en el área.',
          ),
          blank(),
          heading('EXPERIENCIA LABORAL'),
          blank(),
          ...job(transportes, '03/2018 - Actualidad'),
          blank(),
          ...job(ferraro, '06/2014 - 02/2018'),
          blank(),
          ...olderJob(farmacity, '01/2012 - 05/2014'),
          blank(),
          ...job(distribuidora, '04/2010 - 12/2011'),
          blank(),
          heading('ESTUDIOS'),
          blank(),
          study('Secundario', colegio, '2003 - 2007'),
          study('Terciario', ifts, '2008 - 2010, completo'),
          study('Universitario', uba, 'en curso, 18 materias aprobadas'),
          blank(),
          heading('CURSOS'),
          blank(),
          dash('Liquidación de Sueldos y Jornales – Consejo Profesional de Ciencias Económicas de C.A.B.A. (2016)'),
          dash('Tango Gestión: Módulos Ventas, Compras y Tesorería – Axoft (2018)'),
          dash('Excel Avanzado – UTN Facultad Regional Buenos Aires (2020)'),
          blank(),
          heading('IDIOMAS'),
          blank(),
          datum('Inglés', 'intermedio'),
          datum('Portugués', 'básico'),
          blank(),
          heading('INFORMÁTICA'),
          blank(),
          line(expected.skills.join(', ')),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

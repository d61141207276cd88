// The 'currículum de toda la vida' a job seeker in Madrid types from a blank page in Word 2016, the way it is taught
// in the employment office's workshops and copied from one CV to the next: A4 with the Spanish Normal template's
// margins (2.5 cm at the top and bottom, 3 cm at the sides), Times New Roman 12 (set in Liberation Serif), no list
// anywhere, everything lined up with tab stops set on the ruler. What it has:
// - 'CURRÍCULUM VITAE' centred, bold and underlined, then the name centred in bold a little smaller;
// - headings typed in bold capitals in a paragraph shaded light grey ('Sombreado'), no rule: DATOS PERSONALES,
//   FORMACIÓN ACADÉMICA, FORMACIÓN COMPLEMENTARIA, EXPERIENCIA PROFESIONAL, IDIOMAS, INFORMÁTICA, OTROS DATOS DE
//   INTERÉS;
// - DATOS PERSONALES as 'Label:<TAB>value' on a left stop at 4.5 cm with the labels in plain type: 'Nombre:' (the
//   name again), 'DNI: 12345678-Z' (eight digits like a phone's), 'Fecha de nacimiento: 23/04/1994', 'Dirección: C/ de
//   Alcalá, 245, 3.º B, 28028 Madrid', 'Teléfono: 654 21 87 39', 'Correo electrónico:' as the blue underlined link
//   Word makes of it, 'Carné de conducir: B, vehículo propio';
// - FORMACIÓN ACADÉMICA newest first as 'Sept. 2016 – Jun. 2017<TAB>**Degree**' on a left stop at 5 cm with a hanging
//   indent to it, the school on the next paragraph at the same indent (a Bachillerato and its instituto too);
// - FORMACIÓN COMPLEMENTARIA as plain lines 'Curso de … (60 h) – Provider, 2020' (courses, not schools);
// - EXPERIENCIA PROFESIONAL, three jobs, each 'Mar. 2019 – Actualidad<TAB>**Empresa S.L.** (Madrid)', then 'Puesto:
//   …' and 'Funciones:' at the stop, then items typed by hand as '– ' (an en dash Word's AutoCorrect made of ' - ',
//   AutoFormat's list turned off) at the start of ordinary paragraphs indented to the stop, the long ones wrapping
//   back under the dash, not under the text; the Máster's work placement as the third job;
// - IDIOMAS as 'Inglés: nivel B2 (First Certificate, 2015)' lines; INFORMÁTICA as 'Paquete Office: nivel avanzado'
//   lines (one skill each, level and all); OTROS DATOS DE INTERÉS as '– ' lines ('Disponibilidad inmediata',
//   'Disponibilidad para viajar', a volunteering with years of its own).
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Packer,
  Paragraph,
  ShadingType,
  TabStopType,
  TextRun,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Laura Giménez Barrios',
  email: 'laura.gimenez.barrios@example.com',
  phone: '654 21 87 39',
  location: 'C/ de Alcalá, 245, 3.º B, 28028 Madrid',
  jobs: [
    {
      title: 'Técnica de contabilidad y finanzas',
      company: 'Distribuciones Henares Logística S.L.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Contabilidad general de la sociedad y de sus dos filiales con A3ECO: registro de facturas, amortizaciones, periodificaciones y cierres mensuales y anuales.',
        'Preparación de los modelos 303, 111, 115, 347 y 390 y coordinación con la asesoría fiscal externa para el Impuesto sobre Sociedades.',
        'Conciliaciones bancarias diarias y previsión de tesorería a 13 semanas para la dirección financiera.',
        'Gestión de cobros e impagados de unos 400 clientes, con reclamaciones y seguimiento del riesgo en la póliza de crédito y el seguro de crédito.',
        'Apoyo a los auditores externos en la auditoría anual de cuentas.',
      ],
    },
    {
      title: 'Administrativa contable',
      company: 'Asesoría Cifuentes & Molina S.L.',
      start: '2017-09',
      end: '2019-02',
      bullets: [
        'Llevanza de la contabilidad de una cartera de 35 clientes, entre autónomos y pequeñas empresas, con ContaPlus y A3ECO.',
        'Presentación telemática de declaraciones trimestrales de IVA e IRPF en la sede electrónica de la Agencia Tributaria.',
        'Atención telefónica y presencial a los clientes y archivo de su documentación.',
        'Apoyo en la confección de nóminas y seguros sociales con A3NOM en los cierres de mes.',
      ],
    },
    {
      title: 'Becaria en el departamento de Administración',
      company: 'Hoteles Sierra de Guadarrama S.A.',
      start: '2017-02',
      end: '2017-06',
      bullets: [
        'Contabilización de facturas de proveedores y control de los pagos pendientes en SAP.',
        'Elaboración de informes semanales de ocupación y de ingresos por habitación en Excel.',
        'Apoyo en el inventario de cierre de ejercicio de los tres hoteles del grupo.',
      ],
    },
  ],
  schools: [
    {
      school: 'Escuela de Negocios Castellana (ENC)',
      degree: 'Máster en Dirección Financiera y Control de Gestión',
      start: '2016-09',
      end: '2017-06',
    },
    {
      school: 'Universidad San Isidro de Madrid',
      degree: 'Grado en Administración y Dirección de Empresas',
      start: '2012-09',
      end: '2016-06',
    },
    {
      school: 'IES Puerta de Toledo',
      degree: 'Bachillerato de Ciencias Sociales',
      start: '2010-09',
      end: '2012-06',
    },
  ],
  // INFORMÁTICA's lines, one skill each with its level; IDIOMAS are apart, the courses are neither skills nor schools.
  skills: [
    'Paquete Office: nivel avanzado',
    'SAP: nivel usuario',
    'A3ECO y A3NOM: nivel avanzado',
    'ContaPlus: nivel avanzado',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [henares, cifuentes, hoteles] = expected.jobs as [Job, Job, Job];
const [master, grado, bachillerato] = expected.schools as [School, School, School];

/** A4 with the Spanish Normal template's margins: 2.5 cm at the top and bottom, 3 cm at the sides. */
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1418, bottom: 1418, left: 1701, right: 1701 },
};
const DATA_STOP = 2552; // 4.5 cm
const DATE_STOP = 2835; // 5 cm

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions | ExternalHyperlink;
type Options = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const line = (list: R | R[], options: Options = {}) =>
  new Paragraph({
    ...options,
    spacing: { after: 0, ...options.spacing },
    children: (Array.isArray(list) ? list : [list]).map((r) =>
      r instanceof ExternalHyperlink ? r : new TextRun(typeof r === 'string' ? { text: r } : r),
    ) as ParagraphChild[],
  });
const bold = (text: string): IRunOptions => ({ text, bold: true });

/** A heading: bold capitals in a paragraph shaded light grey ('Sombreado', Blanco, Fondo 1, Oscuro 15 %). */
const heading = (text: string) =>
  line(bold(text), {
    spacing: { before: 280, after: 160 },
    keepNext: true,
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
  });

/** 'Label:<TAB>value' on the left stop at 4.5 cm. */
const datum = (label: string, value: R) =>
  line([`${label}:`, '\t', value], {
    spacing: { after: 40 },
    tabStops: [{ type: TabStopType.LEFT, position: DATA_STOP }],
  });

/** What stands at the 5 cm stop under an entry's first line: the paragraph indented to it. */
const under = (list: R | R[], after = 0) => line(list, { indent: { left: DATE_STOP }, spacing: { after } });

/** 'dates<TAB>text' with a hanging indent to the stop, so that a long text wraps under itself. */
const dated = (dates: string, text: R[], before = 0) =>
  line([dates, '\t', ...text], {
    spacing: { before },
    keepNext: true,
    tabStops: [{ type: TabStopType.LEFT, position: DATE_STOP }],
    indent: { left: DATE_STOP, hanging: DATE_STOP },
  });

// (The town typed after two schools' names is where they are, not part of the name.)
const study = (dates: string, s: School, town?: string) => [
  dated(dates, [bold(s.degree!)]),
  under(town ? `${s.school}, ${town}` : s.school, 120),
];

/** A job: dates and employer, then 'Puesto:', 'Funciones:' and the '– ' items typed at the stop. */
const job = (dates: string, j: Job, place: string) => [
  dated(dates, [bold(j.company), ` (${place})`], 160),
  line(`Puesto: ${j.title}`, { indent: { left: DATE_STOP }, keepNext: true }),
  line('Funciones:', { indent: { left: DATE_STOP }, keepNext: true }),
  ...j.bullets.map((b) => line(`– ${b}`, { indent: { left: DATE_STOP }, alignment: AlignmentType.JUSTIFIED })),
];

const dash = (text: string) => line(`– ${text}`, { spacing: { after: 40 } });

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Laura',
    lastModifiedBy: 'Laura',
    title: 'CURRÍCULUM VITAE',
    styles: { default: { document: { run: { font: 'Times New Roman', size: sz(24) } } } },
    sections: [
      {
        properties: { page: PAGE },
        children: [
          line(
            { text: 'CURRÍCULUM VITAE', bold: true, underline: {}, size: sz(32) },
            { alignment: AlignmentType.CENTER, spacing: { after: 120 } },
          ),
          line({ text: expected.name, bold: true, size: sz(28) }, { alignment: AlignmentType.CENTER }),
          heading('DATOS PERSONALES'),
          datum('Nombre', expected.name),
          datum('DNI', '12345678-Z'),
          datum('Fecha de nacimiento', '23/04/1994'),
          datum('Dirección', expected.location!),
          datum('Teléfono', expected.phone!),
          datum(
            'Correo electrónico',
            new ExternalHyperlink({
              link: `mailto:${expected.email}`,
              children: [new TextRun({ text: expected.email!, color: '0563C1', underline: {} })],
            }),
          ),
          datum('Carné de conducir', 'B, vehículo propio'),
          heading('FORMACIÓN ACADÉMICA'),
          ...study('Sept. 2016 – Jun. 2017', master, 'Madrid'),
          ...study('Sept. 2012 – Jun. 2016', grado),
          ...study('Sept. 2010 – Jun. 2012', bachillerato, 'Madrid'),
          heading('FORMACIÓN COMPLEMENTARIA'),
          line('Curso de Excel avanzado (60 h) – Fundae, 2020', { spacing: { after: 40 } }),
          line('Curso de Consolidación de Estados Financieros (40 h) – Colegio de Economistas de Madrid, 2021', {
            spacing: { after: 40 },
          }),
          line('Curso de Nóminas y Seguros Sociales (80 h) – Centro de Estudios Financieros (CEF), 2018', {
            spacing: { after: 40 },
          }),
          line('Curso de Power BI (30 h) – Formación online, 2022', { spacing: { after: 40 } }),
          heading('EXPERIENCIA PROFESIONAL'),
          ...job('Mar. 2019 – Actualidad', henares, 'Madrid'),
          ...job('Sept. 2017 – Feb. 2019', cifuentes, 'Alcalá de Henares'),
          ...job('Feb. 2017 – Jun. 2017', hoteles, 'Madrid'),
          heading('IDIOMAS'),
          line('Castellano: lengua materna', { spacing: { after: 40 } }),
          line('Inglés: nivel B2 (First Certificate, 2015)', { spacing: { after: 40 } }),
          line('Francés: nivel A2', { spacing: { after: 40 } }),
          heading('INFORMÁTICA'),
          ...expected.skills.map((s) => line(s, { spacing: { after: 40 } })),
          heading('OTROS DATOS DE INTERÉS'),
          dash('Disponibilidad inmediata'),
          dash('Disponibilidad para viajar'),
          dash('Voluntaria en Cruz Roja Española, campañas de recogida de alimentos (2014 – 2018)'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// A Guatemalan 'currículum vitae' typed from a blank document in Word by an administrator in Guatemala City, the way
// it is asked for at job fairs, on Computrabajo and Tecoloco and printed for the recruiter: Letter paper (carta) with
// Word's Spanish default margins (2.5 cm at the top and bottom, 3 cm at the sides), Arial 11 (set in Liberation
// Sans), the space after paragraphs removed by hand, an empty paragraph between blocks. Two pages (three in the
// rewrapped part), page 2 starting at the second job's last item. What it has:
// - 'CURRÍCULUM VITAE' centred in bold at the top and the name in bold capitals centred under it, nothing else there;
// - headings in bold capitals over a paragraph border (Word's 'Borde inferior' button);
// - DATOS PERSONALES as one 'Label: value' line each, the label in bold: 'Nombre:' (the name again in mixed case),
//   'Edad: 32 años', 'Fecha de nacimiento: 3 de mayo de 1992' (a date like a job's), 'Estado civil:',
//   'Nacionalidad: Guatemalteca', 'DPI: 2547 81234 0101' (the 13-digit Documento Personal de Identificación in its
//   4-5-4 groups: digits in groups like a phone, but not one), 'NIT: 7845123-6' (the tax number, hyphenated like a
//   local phone), 'Dirección: 5a. Avenida 12-45 Zona 1, Ciudad de Guatemala' (Guatemala's 'Avenida calle-número Zona'
//   address), 'Teléfono: (502) 5512-3478' (the country code in brackets, eight digits), 'Correo: …';
// - PERFIL as one justified paragraph;
// - EXPERIENCIA LABORAL, three jobs, each as lines: 'Empresa: Company, S.A.' all in bold, 'Puesto:' with the label in
//   bold, then the dates the Central American way, unlabelled: 'Del 01 de febrero de 2019 al presente', 'Del 15 de
//   enero de 2016 al 31 de enero de 2019' (whole dates with the day, months spelt in lower case) and 'Del 1/3/2014 al
//   31/12/2015' (day first, no leading zeros); then 'Atribuciones:' in bold over Word's default list (U+F0B7 in
//   Symbol) of duties in the noun form ending in full stops, some wrapping over two lines (planillas, IGSS, IRTRA,
//   SAT, 'Q 1.2 millones'); an empty paragraph between the jobs;
// - FORMACIÓN ACADÉMICA as two lines 'Degree – School, Year': 'Licenciatura en Administración de Empresas –
//   Universidad de San Carlos de Guatemala (USAC), 2015' (wrapping before its year) and 'Perito Contador – Instituto
//   …, 2009' (Guatemala's diversificado diploma in accounting: the secondary school);
// - CURSOS as list items 'Course – Institution, Year' (INTECAP, the SAT, a 'Diplomado' at a university): neither
//   schools nor jobs;
// - HABILIDADES as one comma line ending in a full stop, its first item with commas inside brackets ('Microsoft
//   Office (Word, Excel avanzado, PowerPoint)');
// - REFERENCIAS LABORALES and REFERENCIAS PERSONALES, each reference as 'Lic. / Licda. / Ing. Name' in bold over
//   'Position, Company' (naming her employers again) or an occupation, and 'Tel. 2385-4410' (eight-digit phones,
//   landlines starting with 2 and mobiles): more names and phones than hers.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  TextRun,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  // In capitals under the title; 'Nombre:' repeats it in mixed case.
  name: 'ANDREA MARISOL MONTERROSO BARRIOS',
  email: 'andrea.monterroso92@example.com',
  phone: '(502) 5512-3478',
  location: '5a. Avenida 12-45 Zona 1, Ciudad de Guatemala',
  jobs: [
    {
      title: 'Coordinadora Administrativa',
      company: 'Distribuidora Centroamericana de Alimentos, S.A.',
      start: '2019-02',
      end: 'present',
      bullets: [
        'Coordinación de las áreas de compras, bodega y facturación de la sede central y de las tres agencias departamentales.',
        'Elaboración de la planilla mensual de 65 colaboradores y cálculo de las cuotas patronales y laborales del IGSS, IRTRA e INTECAP.',
        'Control del presupuesto anual del área administrativa (Q 1.2 millones) y presentación de informes mensuales a la Gerencia General.',
        'Supervisión de la emisión de facturas electrónicas (FEL) y de las declaraciones mensuales de IVA ante la SAT.',
        'Negociación de contratos con proveedores de transporte, seguridad y mantenimiento.',
      ],
    },
    {
      title: 'Asistente Administrativa',
      company: 'Comercial Los Volcanes, S.A.',
      start: '2016-01',
      end: '2019-01',
      bullets: [
        'Manejo y liquidación del fondo de caja chica y control de gastos de las agencias.',
        'Conciliaciones bancarias mensuales de cuatro cuentas monetarias y de ahorro.',
        'Registro de compras y ventas en el sistema contable y archivo de la documentación de soporte.',
        'Apoyo en el proceso de reclutamiento y contratación de personal operativo.',
      ],
    },
    {
      title: 'Auxiliar de Contabilidad',
      company: 'Morales Orellana & Asociados, Contadores Públicos y Auditores',
      start: '2014-03',
      end: '2015-12',
      bullets: [
        'Registro de operaciones contables de pequeñas empresas clientes del despacho.',
        'Elaboración de libros de compras y ventas y de declaraciones del IVA y del ISR trimestral.',
        'Atención a clientes y trámites ante la SAT y el IGSS.',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad de San Carlos de Guatemala (USAC)',
      degree: 'Licenciatura en Administración de Empresas',
      end: '2015',
    },
    { school: 'Instituto Privado Mixto de Comercio San Sebastián', degree: 'Perito Contador', end: '2009' },
  ],
  skills: [
    'Microsoft Office (Word, Excel avanzado, PowerPoint)',
    'SAP Business One',
    'elaboración de planillas',
    'facturación electrónica FEL',
    'manejo de caja chica',
    'liderazgo',
    'trabajo en equipo',
    'atención al cliente',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [distribuidora, volcanes, despacho] = expected.jobs as [Job, Job, Job];
const [usac, instituto] = expected.schools as [School, School];

/** Letter (carta) with Word's Spanish default margins: 2.5 cm top and bottom, 3 cm left and right. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1418, bottom: 1418, left: 1701, right: 1701 };

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

/** A heading: bold capitals over a bottom border, after an empty paragraph. */
const heading = (text: string) => [
  empty(),
  line(
    { text, bold: true },
    {
      spacing: { after: 120 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    },
  ),
];

/** 'Label: value', the label in bold. */
const labelled = (label: string, value: R) => line([{ text: `${label}: `, bold: true }, value]);

const item = (text: string, last = false) =>
  line(text, {
    numbering: { reference: 'vinetas', level: 0 },
    alignment: AlignmentType.BOTH,
    spacing: { after: last ? 0 : 20 },
  });

const job = (j: Job, dates: string) => [
  line({ text: `Empresa: ${j.company}`, bold: true }),
  labelled('Puesto', j.title),
  line(dates),
  line({ text: 'Atribuciones:', bold: true }, { spacing: { before: 60, after: 20 } }),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

const school = (s: School) => line(`${s.degree} – ${s.school}, ${s.end}`, { spacing: { after: 60 } });

const courses = [
  'Diplomado en Gestión del Talento Humano – Universidad Rafael Landívar, 2021',
  'Facturación Electrónica en Línea (FEL) para contribuyentes – Superintendencia de Administración Tributaria (SAT), 2019',
  'Excel Avanzado y Tablas Dinámicas – INTECAP, 2017',
  'Servicio al Cliente de Calidad – INTECAP, 2014',
];

/** A reference: the name in bold over the position and the phone. */
const reference = (name: string, position: string, phone: string) => [
  line({ text: name, bold: true }),
  line(position),
  line(`Tel. ${phone}`, { spacing: { after: 120 } }),
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
          run: { font: 'Arial', size: sz(22), language: { value: 'es-GT' } },
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
          centred({ text: 'CURRÍCULUM VITAE', bold: true, size: sz(32) }),
          empty(),
          centred({ text: expected.name, bold: true, size: sz(24) }),
          ...heading('DATOS PERSONALES'),
          labelled('Nombre', 'Andrea Marisol Monterroso Barrios'),
          labelled('Edad', '32 años'),
          labelled('Fecha de nacimiento', '3 de mayo de 1992'),
          labelled('Estado civil', 'Soltera'),
          labelled('Nacionalidad', 'Guatemalteca'),
          labelled('DPI', '2547 81234 0101'),
          labelled('NIT', '7845123-6'),
          labelled('Dirección', expected.location!),
          labelled('Teléfono', expected.phone!),
          labelled('Correo', expected.email!),
          ...heading('PERFIL'),
          line(
            'Licenciada en Administración de Empresas egresada de la Universidad de San Carlos de Guatemala, con más ' +
              'de diez años de experiencia en áreas administrativas y contables de empresas comerciales y de ' +
              'distribución. Conocimientos en elaboración de planillas, legislación laboral y tributaria ' +
              'guatemalteca y control presupuestario. Persona responsable, ordenada, con iniciativa y facilidad para ' +
              'trabajar en equipo y bajo presión.',
            { alignment: AlignmentType.BOTH },
          ),
          ...heading('EXPERIENCIA LABORAL'),
          ...job(distribuidora, 'Del 01 de febrero de 2019 al presente'),
          empty(),
          ...job(volcanes, 'Del 15 de enero de 2016 al 31 de enero de 2019'),
          empty(),
          ...job(despacho, 'Del 1/3/2014 al 31/12/2015'),
          ...heading('FORMACIÓN ACADÉMICA'),
          school(usac),
          school(instituto),
          ...heading('CURSOS'),
          ...courses.map((c, i) => item(c, i === courses.length - 1)),
          ...heading('HABILIDADES'),
          line(`${expected.skills.join(', ')}.`, { alignment: AlignmentType.BOTH }),
          ...heading('REFERENCIAS LABORALES'),
          ...reference(
            'Lic. Carlos Enrique Chávez Orellana',
            'Gerente General, Distribuidora Centroamericana de Alimentos, S.A.',
            '2385-4410',
          ),
          ...reference('Licda. Ana Lucía Pérez Ixcot', 'Contadora General, Comercial Los Volcanes, S.A.', '5590-2231'),
          ...heading('REFERENCIAS PERSONALES'),
          ...reference('Ing. Mario Roberto Ajú Sical', 'Ingeniero Civil', '4478-1290'),
          ...reference('Sra. Gladys Marina de León', 'Maestra de Educación Primaria', '3021-8845'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// An Uruguayan accountant's CV typed in Word from a blank document in Montevideo, the plain kind handed in at
// consultoras and sent to Buscojobs and Gallito (A4, Word's Spanish default margins of 2.5 and 3 cm, Calibri 11 set
// here in Carlito when the machine has it, else in Liberation Sans), two pages. What it has:
// - the top as a table of two cells (Insert > Table, its borders taken off but the photo's): the left one with the
//   name in large bold type, then one a line 'C.I. 4.567.890-1' (the cédula's dotted digits and check digit, like a
//   phone), 'Fecha de nacimiento: 07/08/1992' (a date that is no job's), 'Dirección: Av. 18 de Julio 1234, apto. 502,
//   Montevideo' (the address, the location expected), 'Celular: 099 123 456' (a mobile in Uruguay's 09X XXX XXX
//   grouping), 'E-mail: …'; the right one an empty box 3 × 4 cm with a thin border, where the photo is glued;
// - headings as bold capitals over a bottom border (OBJETIVO LABORAL, EXPERIENCIA LABORAL, FORMACIÓN, CURSOS,
//   IDIOMAS, INFORMÁTICA, REFERENCIAS LABORALES);
// - OBJETIVO LABORAL as one paragraph;
// - EXPERIENCIA LABORAL with each job as the employer in bold and its dates flush right on a right tab stop
//   ('Conaprole<TAB>marzo 2019 – presente', months in lower case as Spanish writes them), then 'Cargo: …' in
//   italics (the label in italics too), then 'Tareas:' over a Word list marked '–' (a custom list mark), some items
//   wrapping over two lines; a summer job dated 'Zafra 2017 (temporada)' (the season, no months: kept as written);
//   a student's part-time job with the hours in the title ('Cajera (medio horario)');
// - FORMACIÓN as the school in bold over the degree and the year: 'Universidad de la República – Facultad de Ciencias
//   Económicas y de Administración' (a spaced en dash inside the school's name, wrapping over two lines), 'Contador
//   Público' (the degree's official name, in the masculine), 'Egreso 2016' (only the year she graduated); the liceo
//   as 'Liceo N° 35 IAVA' over 'Bachillerato Diversificado – opción Social-Económico' (a hyphen in the option's
//   name) and '2008 – 2010';
// - CURSOS as lines 'Course – Institution, Year' (courses, not schools);
// - IDIOMAS as 'Inglés: avanzado (…)' and 'Portugués: intermedio' (languages, not skills);
// - INFORMÁTICA as one comma line with a bracket in an item ('Paquete Office (Excel avanzado)');
// - REFERENCIAS LABORALES as two lines 'Cr./Cra. Name – Position, Company – Tel./Cel. …' (more phones than hers, a
//   landline with an extension);
// - 'Montevideo, mayo de 2024' flush right in the page footer, so on both pages: under the first page's items too.
// Word breaks the page where the text runs out: page 2 starts at FORMACIÓN (in the rewrapped copy, its type a tenth
// larger, between the last job's employer line and its 'Cargo:', the footer's place and date in between).
import { execFileSync } from 'node:child_process';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeightRule,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Carolina Pereira Techera',
  email: 'carolina.pereira.techera@example.com',
  phone: '099 123 456',
  // As written after 'Dirección:'.
  location: 'Av. 18 de Julio 1234, apto. 502, Montevideo',
  jobs: [
    {
      title: 'Analista de Costos',
      company: 'Conaprole',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Cálculo mensual del costo de producción de las plantas de Montevideo y San José',
        'Análisis de desvíos entre el costo estándar y el costo real, con informes a la Gerencia Industrial y a la Gerencia Financiera',
        'Cierre mensual del módulo CO en SAP y conciliación con la contabilidad general',
        'Participación en la elaboración del presupuesto anual y en sus revisiones trimestrales',
      ],
    },
    {
      title: 'Contadora Junior',
      company: 'Estudio Contable Bentancor & Asociados',
      start: '2017-04',
      end: '2019-02',
      bullets: [
        'Contabilidad de una cartera de 25 clientes, pequeñas y medianas empresas de comercio y servicios',
        'Liquidación de IVA, IRAE e Impuesto al Patrimonio y presentación de declaraciones juradas ante la DGI',
        'Liquidación de sueldos, aguinaldos y licencias, y aportes al BPS',
        'Atención de consultas de clientes',
      ],
    },
    {
      title: 'Recepcionista',
      company: 'Hotel Altamar Punta del Este',
      datesAsWritten: 'Zafra 2017 (temporada)',
      bullets: [
        'Check-in y check-out de huéspedes en el sistema de reservas',
        'Atención a turistas argentinos y brasileños en español, inglés y portugués',
        'Cierre de caja diario y cobro en pesos, dólares y reales',
      ],
    },
    {
      title: 'Cajera (medio horario)',
      company: 'Tienda Inglesa',
      start: '2013-04',
      end: '2016-12',
      bullets: [
        'Atención al público y cobro en efectivo y con tarjetas',
        'Arqueo y cierre de caja al final de cada turno',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad de la República – Facultad de Ciencias Económicas y de Administración',
      degree: 'Contador Público',
      end: '2016',
    },
    {
      school: 'Liceo N° 35 IAVA',
      degree: 'Bachillerato Diversificado – opción Social-Económico',
      start: '2008',
      end: '2010',
    },
  ],
  skills: ['Paquete Office (Excel avanzado)', 'SAP FI/CO', 'Memory Conty', 'Power BI'],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [conaprole, estudio, hotel, tienda] = expected.jobs as [Job, Job, Job, Job];
const [udelar, liceo] = expected.schools as [School, School];

/** Calibri's metric twin if fontconfig knows it (Debian's fonts-crosextra-carlito), else Liberation Sans. */
function bodyFont() {
  try {
    const found = execFileSync('fc-list', [':family=Carlito', 'family'], { encoding: 'utf8' });
    return found.trim() ? 'Carlito' : 'Liberation Sans';
  } catch {
    return 'Liberation Sans';
  }
}

/** A4 with Word's Spanish default margins: 2.5 cm top and bottom, 3 cm left and right. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1418, bottom: 1418, left: 1701, right: 1701, footer: 709 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The photo's box: 3 × 4 cm, the size of a 'foto carné'. */
const PHOTO = { width: 1701, height: 2268 };

/** A size the author set by hand, scaled with the document's type for the rewrapped copy. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions;
const runs = (list: R | R[]) =>
  (Array.isArray(list) ? list : [list]).map((r) => new TextRun(typeof r === 'string' ? { text: r } : r));

const line = (list: R | R[], after = 40, more: object = {}) =>
  new Paragraph({ spacing: { after }, ...more, children: runs(list) as ParagraphChild[] });

/** A heading: bold capitals over a thin rule, kept with what follows. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 280, after: 120 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(24) })],
  });

/** 'Employer<TAB>dates': the employer in bold, the dates on a right tab stop at the margin. */
const employer = (company: string, dates: string) =>
  new Paragraph({
    spacing: { before: 160, after: 20 },
    keepNext: true,
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    children: [new TextRun({ text: company, bold: true }), new TextRun({ text: `\t${dates}` })],
  });

/** A list item marked '–'. */
const item = (text: string) => line(text, 0, { numbering: { reference: 'guion', level: 0 } });

const job = (j: Job, dates: string) => [
  employer(j.company, dates),
  line({ text: `Cargo: ${j.title}`, italics: true }, 40, { keepNext: true }),
  line('Tareas:', 20, { keepNext: true }),
  ...j.bullets.map(item),
];

const school = (s: School, year: string) => [
  line({ text: s.school!, bold: true }, 20, { spacing: { before: 120, after: 20 }, keepNext: true }),
  line(s.degree!, 20, { keepNext: true }),
  line(year),
];

const label = (name: string, value: string) => line([{ text: `${name}: `, bold: true }, value]);

const top = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [WIDTH - PHOTO.width, PHOTO.width],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows: [
      new TableRow({
        height: { value: PHOTO.height, rule: HeightRule.ATLEAST },
        children: [
          new TableCell({
            borders: NO_BORDERS,
            width: { size: WIDTH - PHOTO.width, type: WidthType.DXA },
            margins: { left: 0 },
            verticalAlign: VerticalAlign.CENTER,
            children: [
              line({ text: expected.name, bold: true, size: sz(36) }, 120),
              line([{ text: 'C.I. ', bold: true }, '4.567.890-1']),
              label('Fecha de nacimiento', '07/08/1992'),
              label('Dirección', expected.location!),
              label('Celular', expected.phone!),
              label('E-mail', expected.email!),
            ],
          }),
          // The photo's place: an empty cell with a thin border, where the photo is glued on paper.
          new TableCell({
            width: { size: PHOTO.width, type: WidthType.DXA },
            borders: {
              top: { style: BorderStyle.SINGLE, size: 4, color: '000000' },
              bottom: { style: BorderStyle.SINGLE, size: 4, color: '000000' },
              left: { style: BorderStyle.SINGLE, size: 4, color: '000000' },
              right: { style: BorderStyle.SINGLE, size: 4, color: '000000' },
            },
            children: [new Paragraph({ children: [] })],
          }),
        ],
      }),
    ],
  });

const courses = [
  'Actualización Tributaria 2023: IRAE, IVA e IRPF – Colegio de Contadores, Economistas y Administradores del Uruguay, 2023',
  'Power BI para el Análisis Financiero – Cámara de Comercio y Servicios del Uruguay, 2022',
  'Costos para la Toma de Decisiones – Universidad ORT Uruguay (educación continua), 2020',
  'Liquidación de Sueldos y Aportes al BPS – Instituto de Capacitación Contable, 2017',
];

export async function build(): Promise<Uint8Array> {
  const footer = new Footer({
    children: [line({ text: 'Montevideo, mayo de 2024', size: sz(20) }, 0, { alignment: AlignmentType.RIGHT })],
  });
  const doc = new Document({
    creator: 'Carolina',
    lastModifiedBy: 'Carolina',
    styles: { default: { document: { run: { font: bodyFont(), size: sz(22) } } } },
    numbering: {
      config: [
        {
          reference: 'guion',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '–',
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
        footers: { default: footer },
        children: [
          top(),
          heading('OBJETIVO LABORAL'),
          line(
            'Contadora Pública con cinco años de experiencia en costos industriales y en estudio contable. Busco ' +
              'desarrollarme en el área de planificación financiera y control de gestión de una empresa industrial o ' +
              'de servicios, aportando mi experiencia en costos, impuestos y herramientas de análisis de datos.',
            40,
            { alignment: AlignmentType.JUSTIFIED },
          ),
          heading('EXPERIENCIA LABORAL'),
          ...job(conaprole, 'marzo 2019 – presente'),
          ...job(estudio, 'abril 2017 – febrero 2019'),
          ...job(hotel, hotel.datesAsWritten!),
          ...job(tienda, 'abril 2013 – diciembre 2016'),
          heading('FORMACIÓN'),
          ...school(udelar, 'Egreso 2016'),
          ...school(liceo, '2008 – 2010'),
          heading('CURSOS'),
          ...courses.map((c) => line(c)),
          heading('IDIOMAS'),
          line('Inglés: avanzado (First Certificate in English, Alianza Cultural Uruguay-Estados Unidos, 2010)'),
          line('Portugués: intermedio'),
          heading('INFORMÁTICA'),
          line(expected.skills.join(', ')),
          heading('REFERENCIAS LABORALES'),
          line('Cr. Gonzalo Méndez Laborde – Jefe de Costos, Conaprole – Tel. 2924 7100 int. 2315'),
          line('Cra. Silvia Bentancor Rivero – Socia, Estudio Contable Bentancor & Asociados – Cel. 094 876 532'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// A Madrid administrative assistant's CV made from Word's Spanish built-in template 'Currículum vítae moderno'
// (Archivo > Nuevo), filled in over the template's placeholders and saved as .docx. A4, the template's 2 cm margins,
// its theme font Calibri set here in Carlito when the machine has it, else in Liberation Sans; LibreOffice PDF. What it
// has:
// - the name large in the first page's header (Word's 'different first page'), in the template's one-cell table with
//   the accent colour as its fill: the name in the Title style in white, and under it in the same cell the contact line
//   'Calle de Bravo Murillo 214, 3.º B, 28020 Madrid · 612 345 678 · e-mail' (a street address with '3.º B', the
//   phone in three groups with no prefix); the header of page 2 is empty and its footer holds the page number;
// - headings typed in capitals in Word's Heading 1 style, the style defined in styles.xml (OBJETIVO, EXPERIENCIA,
//   EDUCACIÓN, APTITUDES, IDIOMAS, ACTIVIDADES);
// - each job as the template's placeholders filled: 'PUESTO · EMPRESA' typed over in capitals in Heading 2 (bold:
//   'AUXILIAR ADMINISTRATIVA · GRUPO NORTEÑA DE DISTRIBUCIÓN S.L.', a company ending 'S.L.'), over 'FECHAS DE INICIO –
//   FIN' in Heading 3 in grey, typed as 'ENE. 2020 – ACTUALIDAD' (Spanish month abbreviations with full stops, in
//   capitals: 'SEPT.', 'DIC.'), then the template's paragraph replaced by two or three sentences and, for two jobs,
//   items in Word's default list (U+F0B7 in Symbol, the List Bullet style); the clinic job described by its paragraph
//   alone; three jobs, the oldest the training-course internship ('ADMINISTRATIVA EN PRÁCTICAS');
// - EDUCACIÓN in the same shape: 'GRADO EN ADMINISTRACIÓN Y DIRECCIÓN DE EMPRESAS · UNED' (an acronym as the school)
//   over '2022 – ACTUALIDAD' (in progress, years only), then 'TÉCNICO SUPERIOR EN ADMINISTRACIÓN Y FINANZAS · IES SAN
//   ISIDRO' over 'SEPT. 2015 – JUN. 2017', each with a line under it;
// - APTITUDES as the template's borderless table of one row and two cells, each cell a list of four short phrases, so
//   a line of the PDF holds one phrase of each column;
// - IDIOMAS as 'Language: level' lines (spoken languages, not skills; a year inside one);
// - ACTIVIDADES as a paragraph on volunteering at a food bank since 2018 (no job).
// Expected fields: the job lines, dates and school lines were typed in capitals (she overtyped the placeholders with
// Caps Lock on; nothing is capitalised by a style), so, as in the corpus's other files whose titles are typed in
// capitals (en-word-initials, en-word-pipes2016, es-word-columnas, es-html-canva-es), titles, companies, degrees and
// schools are expected in capitals as written; the name, typed in mixed case, as written.
import { execFileSync } from 'node:child_process';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Lucía Herrero Blanco',
  email: 'lucia.herrero.blanco@example.com',
  phone: '612 345 678',
  location: 'Calle de Bravo Murillo 214, 3.º B, 28020 Madrid',
  jobs: [
    {
      title: 'AUXILIAR ADMINISTRATIVA',
      company: 'GRUPO NORTEÑA DE DISTRIBUCIÓN S.L.',
      start: '2020-01',
      end: 'present',
      bullets: [
        'Emisión de unas 600 facturas al mes en SAP Business One y seguimiento de los cobros pendientes con el departamento comercial',
        'Conciliación bancaria semanal de cuatro cuentas y preparación de las remesas de recibos SEPA',
        'Registro y archivo de pedidos, albaranes y contratos en el gestor documental de la empresa',
        'Apoyo a Recursos Humanos en las altas y bajas en el Sistema RED y en el control de vacaciones de 180 personas',
      ],
    },
    {
      title: 'RECEPCIONISTA Y AUXILIAR ADMINISTRATIVA',
      company: 'CLÍNICA DENTAL RÍOS ROSAS',
      start: '2017-09',
      end: '2019-12',
      // Described by its paragraph only, as the template's placeholder invites: no items to score.
      bullets: [],
    },
    {
      title: 'ADMINISTRATIVA EN PRÁCTICAS',
      company: 'ASESORÍA HERRANZ Y ASOCIADOS',
      start: '2017-03',
      end: '2017-06',
      bullets: [
        'Contabilización de facturas de clientes en A3CON y preparación de los modelos 303 y 111 trimestrales',
        'Atención telefónica y presencial a los clientes y gestión de las citas de los asesores',
      ],
    },
  ],
  schools: [
    {
      school: 'UNED',
      degree: 'GRADO EN ADMINISTRACIÓN Y DIRECCIÓN DE EMPRESAS',
      start: '2022',
      end: 'present',
    },
    {
      school: 'IES SAN ISIDRO',
      degree: 'TÉCNICO SUPERIOR EN ADMINISTRACIÓN Y FINANZAS',
      start: '2015-09',
      end: '2017-06',
    },
  ],
  skills: [
    'Facturación y cobros',
    'Conciliación bancaria',
    'SAP Business One',
    'A3CON y A3NOM',
    'Excel avanzado',
    'Gestión documental',
    'Atención al cliente',
    'Mecanografía (350 ppm)',
  ],
};

type Job = (typeof expected.jobs)[0];
const [nortena, clinica, asesoria] = expected.jobs as [Job, Job, Job];

/** Calibri's metric twin if fontconfig knows it (Debian's fonts-crosextra-carlito), else Liberation Sans. */
function bodyFont() {
  try {
    const found = execFileSync('fc-list', [':family=Carlito', 'family'], { encoding: 'utf8' });
    return found.trim() ? 'Carlito' : 'Liberation Sans';
  } catch {
    return 'Liberation Sans';
  }
}

/** A4 with the template's 2 cm margins and its header 1.25 cm from the edge. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1134, bottom: 1134, left: 1134, right: 1134, header: 709, footer: 567 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

const ACCENT = '1F5F7A';
const INK = '404040';
const GREY = '7F7F7F';

/** A size the template set, scaled with the document's type for the rewrapped copy. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

// The template's paragraphs, each in its style.
const heading = (text: string) => new Paragraph({ heading: 'Heading1', children: [new TextRun(text)] });
const entry = (title: string, company: string) =>
  new Paragraph({ heading: 'Heading2', children: [new TextRun(`${title} · ${company}`)] });
const dates = (text: string) => new Paragraph({ heading: 'Heading3', children: [new TextRun(text)] });
const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const item = (text: string) => new Paragraph({ style: 'ListBullet', children: [new TextRun(text)] });
const language = (name: string, level: string) =>
  new Paragraph({
    spacing: { after: 40 },
    children: [new TextRun({ text: `${name}: `, bold: true }), new TextRun(level)],
  });

const job = (j: Job, when: string, description: string) => [
  entry(j.title, j.company),
  dates(when),
  body(description),
  ...j.bullets.map(item),
];

/** The template's band: a one-cell table in the first page's header, filled with the accent colour. */
const band = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [WIDTH],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders: NO_BORDERS,
            width: { size: WIDTH, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: ACCENT },
            margins: { top: 280, bottom: 240, left: 320, right: 320 },
            children: [
              new Paragraph({ heading: 'Title', children: [new TextRun(expected.name)] }),
              new Paragraph({
                spacing: { after: 0 },
                children: [
                  new TextRun({
                    text: `${expected.location} · ${expected.phone} · ${expected.email}`,
                    color: 'FFFFFF',
                    size: sz(20),
                  }),
                ],
              }),
            ],
          }),
        ],
      }),
    ],
  });

/** Two cells of the borderless skills table, each a list. */
const skills = () => {
  const half = WIDTH / 2;
  const cell = (list: readonly string[]) =>
    new TableCell({ borders: NO_BORDERS, width: { size: half, type: WidthType.DXA }, children: list.map(item) });
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [half, half],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows: [new TableRow({ children: [cell(expected.skills.slice(0, 4)), cell(expected.skills.slice(4))] })],
  });
};

export async function build(): Promise<Uint8Array> {
  const font = bodyFont();
  const doc = new Document({
    creator: 'Lucía Herrero',
    lastModifiedBy: 'Lucía Herrero',
    title: 'Currículum vítae',
    styles: {
      default: {
        document: {
          run: { font, size: sz(22), color: INK, language: { value: 'es-ES' } },
          paragraph: { spacing: { before: 0, after: 120, line: 264 } },
        },
        title: {
          run: { font, size: sz(56), color: 'FFFFFF' },
          paragraph: { spacing: { before: 60, after: 60, line: 240 } },
        },
        heading1: {
          run: { font, size: sz(28), bold: true, color: ACCENT, characterSpacing: 10 },
          paragraph: { spacing: { before: 320, after: 120 }, keepNext: true, keepLines: true },
        },
        heading2: {
          run: { font, size: sz(22), bold: true, color: '262626' },
          paragraph: { spacing: { before: 200, after: 0 }, keepNext: true, keepLines: true },
        },
        heading3: {
          run: { font, size: sz(20), color: GREY },
          paragraph: { spacing: { before: 0, after: 80 }, keepNext: true, keepLines: true },
        },
      },
      paragraphStyles: [
        {
          id: 'ListBullet',
          name: 'List Bullet',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { numbering: { reference: 'list-bullet', level: 0 }, spacing: { after: 40 } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'list-bullet',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN }, titlePage: true },
        headers: {
          first: new Header({ children: [band(), new Paragraph({ spacing: { after: 0 }, children: [] })] }),
          default: new Header({ children: [new Paragraph({ spacing: { after: 0 }, children: [] })] }),
        },
        footers: {
          first: new Footer({ children: [new Paragraph({ spacing: { after: 0 }, children: [] })] }),
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                spacing: { after: 0 },
                children: [new TextRun({ children: [PageNumber.CURRENT], size: sz(18), color: GREY })],
              }),
            ],
          }),
        },
        children: [
          heading('OBJETIVO'),
          body(
            'Auxiliar administrativa con más de seis años de experiencia en facturación, contabilidad básica y ' +
              'atención al cliente, en la empresa privada y en el sector sanitario. Busco un puesto de administrativa ' +
              'en un departamento financiero en el que seguir creciendo mientras termino el Grado en ADE.',
          ),
          heading('EXPERIENCIA'),
          ...job(
            nortena,
            'ENE. 2020 – ACTUALIDAD',
            'Trabajo en el departamento de administración de una distribuidora de alimentación con 180 empleados y ' +
              'tres almacenes en la Comunidad de Madrid. Llevo la facturación a clientes y el día a día con ' +
              'proveedores y transportistas.',
          ),
          ...job(
            clinica,
            'SEPT. 2017 – DIC. 2019',
            'Atendía la recepción de una clínica con seis gabinetes: agenda de citas, llamadas y acogida de los ' +
              'pacientes. También me ocupaba de los cobros, los presupuestos y la facturación a las aseguradoras ' +
              '(Sanitas, Adeslas y DKV). Reorganicé el archivo de historias clínicas en papel y ayudé a pasarlo al ' +
              'programa de gestión de la clínica.',
          ),
          ...job(
            asesoria,
            'MAR. 2017 – JUN. 2017',
            'Prácticas del ciclo formativo (módulo de FCT, 370 horas) en una asesoría fiscal y laboral de Tetuán con ' +
              'una cartera de autónomos y pymes.',
          ),
          heading('EDUCACIÓN'),
          entry('GRADO EN ADMINISTRACIÓN Y DIRECCIÓN DE EMPRESAS', 'UNED'),
          dates('2022 – ACTUALIDAD'),
          body('Estudios a distancia compaginados con el trabajo; 108 créditos superados.'),
          entry('TÉCNICO SUPERIOR EN ADMINISTRACIÓN Y FINANZAS', 'IES SAN ISIDRO'),
          dates('SEPT. 2015 – JUN. 2017'),
          body('Nota media del ciclo: 8,6.'),
          heading('APTITUDES'),
          skills(),
          heading('IDIOMAS'),
          language('Español', 'lengua materna'),
          language('Inglés', 'nivel B2 (First Certificate in English, 2019)'),
          language('Francés', 'nivel A2'),
          heading('ACTIVIDADES'),
          body(
            'Voluntaria en el Banco de Alimentos de Madrid desde 2018: llevo la hoja de turnos de la Gran Recogida y ' +
              'coordino a unos 40 voluntarios en los supermercados de Tetuán. Socia del club de lectura de la ' +
              'biblioteca de mi barrio.',
          ),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

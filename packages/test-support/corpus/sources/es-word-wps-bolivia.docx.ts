// A Bolivian 'hoja de vida' typed from scratch in WPS Writer (the free suite on his laptop) by an economist in La Paz
// and saved as .docx, the kind handed in with a folder of photocopies at banks and ministries and uploaded to
// trabajito.com.bo. Letter paper (carta) with WPS's default margins (2.54 cm, 3.18 cm) narrowed by hand to 2 cm at the
// top and bottom and 2.5 cm at the sides to keep two pages, Arial 11 set in Liberation Sans. WPS's marks on the file:
// '宋体' as the East Asian font of every run, default tab stops every 420 twips, a document grid of 312-twip lines
// (LibreOffice snaps every line to 15.6 pt), the author WPS names an account it has not been told ('WPS_…'), its
// default bullet list (Wingdings' round dot, U+F06C, set by LibreOffice in OpenSymbol), empty paragraphs typed
// between the blocks. Two pages (three in the rewrapped part). What it has:
// - 'HOJA DE VIDA' centred in bold and underlined at the top, no name above the data: the name is only in the table;
// - headings in bold underlined capitals (FORMACIÓN ACADÉMICA, EXPERIENCIA LABORAL, CURSOS Y SEMINARIOS, IDIOMAS,
//   REFERENCIAS);
// - under the title, with no heading, the personal data as a BORDERLESS two-column table, a row a datum: the label
//   in bold with its colon in the narrow left cell, the value in the wide right one ('Nombre:', 'C.I.: 6845123 LP'
//   (the carnet de identidad: seven digits and the department's letters, no phone), 'Fecha de Nacimiento: 14 de
//   septiembre de 1992', 'Dirección: Av. 6 de Agosto N° 2450, Sopocachi, La Paz' with its 'N°', 'Celular: 71234567'
//   (eight digits run together, as Bolivian mobiles are written), 'Correo:');
// - FORMACIÓN ACADÉMICA as a BORDERED table (WPS's default single lines) with a grey header row 'Nivel | Institución
//   | Título | Año' and a row a school: the level ('Licenciatura', 'Diplomado', 'Bachillerato'), the school wrapping
//   inside its cell ('Universidad Mayor de San' / 'Andrés (UMSA)'), the title ('Licenciado en Economía', 'Diplomado
//   en Finanzas', 'Bachiller en Humanidades'), the year of the title alone; so PDF lines hold several columns;
// - EXPERIENCIA LABORAL, three jobs, each a block of bold-labelled lines: 'Institución: …' (a bank 'S.A.', a
//   ministry, the INE with its acronym), 'Cargo: …', 'Periodo: Marzo 2020 – a la fecha' ('Enero 2017 – Febrero
//   2020', 'Julio 2015 – Diciembre 2016', months spelt out), then 'Funciones:' over WPS list items in the infinitive,
//   justified, several wrapping (amounts 'Bs 120 millones', acronyms ASFI, UDAPE); an empty paragraph between jobs;
//   page 2 starting at the second job's third item (at its second in the rewrapped part, whose page 3 holds only
//   the last referee);
// - CURSOS Y SEMINARIOS as dot items 'Course – Institution, Year (hours)': neither schools nor jobs;
// - IDIOMAS as 'Language: level' lines (Castellano, Inglés, Aymara): spoken languages, not skills;
// - REFERENCIAS with three former bosses ('Lic.', 'Mgr.', 'Ing.' in bold) over 'Position – Institution' and
//   'Cel. 7xxxxxxx': more names and eight-digit mobiles that are not the author's.
// No skills section: the skills are [].
import {
  AlignmentType,
  BorderStyle,
  Document,
  DocumentGridType,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  UnderlineType,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Rodrigo Alejandro Mamani Quispe',
  email: 'rodrigo.mamani.quispe@example.com',
  phone: '71234567',
  location: 'Av. 6 de Agosto N° 2450, Sopocachi, La Paz',
  jobs: [
    {
      title: 'Analista de Riesgo Crediticio',
      company: 'Banco PyME Andino S.A.',
      start: '2020-03',
      end: 'present',
      bullets: [
        'Evaluar la capacidad de pago de clientes de la cartera PyME y empresarial, con operaciones de hasta Bs 5 millones.',
        'Elaborar los informes de riesgo crediticio para el Comité de Créditos y dar seguimiento a la cartera en mora.',
        'Calcular las previsiones y los indicadores de calidad de cartera conforme a la normativa de la ASFI.',
        'Desarrollar modelos de scoring en Stata y Excel para la cartera de microcrédito.',
      ],
    },
    {
      title: 'Técnico en Análisis Económico',
      company: 'Ministerio de Economía y Finanzas Públicas',
      start: '2017-01',
      end: '2020-02',
      bullets: [
        'Elaborar informes mensuales de coyuntura sobre inflación, tipo de cambio y ejecución presupuestaria.',
        'Analizar la ejecución del Presupuesto General del Estado de las entidades descentralizadas, con un presupuesto conjunto de Bs 120 millones.',
        'Consolidar bases de datos de ingresos tributarios en coordinación con UDAPE y el Banco Central de Bolivia.',
        'Apoyar en la preparación de presentaciones y ayudas memoria para el Viceministerio.',
      ],
    },
    {
      title: 'Técnico Auxiliar de Encuestas',
      company: 'Instituto Nacional de Estadística (INE)',
      start: '2015-07',
      end: '2016-12',
      bullets: [
        'Supervisar el trabajo de campo de la Encuesta de Hogares en los municipios de La Paz y El Alto.',
        'Revisar la consistencia de los cuestionarios y capturar los datos en CSPro.',
        'Capacitar a los encuestadores en el llenado de los formularios.',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Mayor de San Andrés (UMSA)',
      degree: 'Licenciado en Economía',
      end: '2016',
    },
    {
      school: 'Universidad Católica Boliviana',
      degree: 'Diplomado en Finanzas',
      end: '2019',
    },
    {
      school: 'Colegio San Calixto',
      degree: 'Bachiller en Humanidades',
      end: '2010',
    },
  ],
  skills: [],
};

/** Letter paper with WPS's default margins (2.54 cm, 3.18 cm) narrowed by hand to 2 cm and 2.5 cm. */
const PAGE = { width: 12240, height: 15840 };
const TOP = 1134;
const SIDE = 1418;
const WIDTH = PAGE.width - 2 * SIDE;
/** The personal data table's label column, dragged to fit 'Fecha de Nacimiento:', and the value column. */
const LABELS = 2600;
const VALUES = WIDTH - LABELS;
/** FORMACIÓN ACADÉMICA's columns as he dragged them: Nivel, Institución, Título, Año. */
const STUDY_COLUMNS = [1700, 3300, 3400, WIDTH - 8400];

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A font as WPS writes it on a run: the Latin faces named, '宋体' for East Asian text. */
const ARIAL = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial', eastAsia: '宋体' };

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

/** The empty paragraphs he typed between blocks. */
const blank = () => line('');

/** A heading: bold underlined capitals. */
const heading = (text: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 120, after: 120, line: 240 },
    children: runs({ text, bold: true, size: sz(24), underline: { type: UnderlineType.SINGLE } }),
  });

/** An item of WPS's default bullet list (Wingdings' round dot), justified. */
const item = (text: string) =>
  line(text, { numbering: { reference: 'dots', level: 0 }, alignment: AlignmentType.JUSTIFIED });

/** 'Label: value' with the label in bold. */
const labelled = (label: string, value: string, bold = false) =>
  line(
    [
      { text: `${label}: `, bold: true },
      { text: value, bold },
    ],
    { keepNext: true },
  );

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
      datum('C.I.', '6845123 LP'),
      datum('Fecha de Nacimiento', '14 de septiembre de 1992'),
      datum('Dirección', expected.location!),
      datum('Celular', expected.phone!),
      datum('Correo', expected.email!),
    ],
  });

/** WPS's default table lines: single, half a point, automatic colour. */
const SINGLE = { style: BorderStyle.SINGLE, size: 4, color: 'auto' };
const GRID = { top: SINGLE, bottom: SINGLE, left: SINGLE, right: SINGLE };

/** A cell of the bordered table; the header row's cells in bold on grey, centred. */
const cell = (text: string, column: number, header = false, centred = header) =>
  new TableCell({
    borders: GRID,
    width: { size: STUDY_COLUMNS[column]!, type: WidthType.DXA },
    verticalAlign: VerticalAlign.CENTER,
    ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' } } : {}),
    children: [
      line(
        { text, bold: header },
        { alignment: centred ? AlignmentType.CENTER : AlignmentType.LEFT, spacing: { before: 40, after: 40 } },
      ),
    ],
  });

type School = (typeof expected.schools)[0];
const studyRow = (level: string, s: School) =>
  new TableRow({
    cantSplit: true,
    children: [cell(level, 0), cell(s.school, 1), cell(s.degree ?? '', 2), cell(s.end ?? '', 3, false, true)],
  });

const [umsa, ucb, calixto] = expected.schools as [School, School, School];

const studies = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: STUDY_COLUMNS,
    layout: TableLayoutType.FIXED,
    borders: { ...GRID, insideHorizontal: SINGLE, insideVertical: SINGLE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: ['Nivel', 'Institución', 'Título', 'Año'].map((h, i) => cell(h, i, true)),
      }),
      studyRow('Licenciatura', umsa),
      studyRow('Diplomado', ucb),
      studyRow('Bachillerato', calixto),
    ],
  });

type Job = (typeof expected.jobs)[0];

/** A job: 'Institución:', 'Cargo:', 'Periodo:', then 'Funciones:' over the items. */
const job = (j: Job, period: string) => [
  labelled('Institución', j.company, true),
  labelled('Cargo', j.title),
  labelled('Periodo', period),
  line({ text: 'Funciones:', bold: true }, { keepNext: true }),
  ...j.bullets.map(item),
];

/** A referee: the name in bold over the position and the mobile. */
const reference = (name: string, position: string, phone: string) => [
  line({ text: name, bold: true }, { keepNext: true }),
  line(position, { keepNext: true }),
  line(`Cel. ${phone}`, { spacing: { after: 120 } }),
];

const [banco, ministerio, ine] = expected.jobs as [Job, Job, Job];

const COURSES = [
  'Curso de Excel Avanzado aplicado a Finanzas – Colegio de Economistas de La Paz, 2022 (40 horas)',
  'Seminario “Gestión Integral de Riesgos en Entidades Financieras” – ASOBAN, 2021',
  'Curso de Gestión por Resultados en el Sector Público – Escuela de Gestión Pública Plurinacional (EGPP), 2018',
  'Curso de Econometría aplicada con Stata – Instituto de Investigaciones Económicas, UMSA, 2015 (60 horas)',
];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'WPS_1632871945',
    lastModifiedBy: 'WPS_1632871945',
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
            { text: 'HOJA DE VIDA', bold: true, size: sz(32), underline: { type: UnderlineType.SINGLE } },
            { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
          ),
          personal(),
          blank(),
          heading('FORMACIÓN ACADÉMICA'),
          studies(),
          blank(),
          heading('EXPERIENCIA LABORAL'),
          ...job(banco, 'Marzo 2020 – a la fecha'),
          blank(),
          ...job(ministerio, 'Enero 2017 – Febrero 2020'),
          blank(),
          ...job(ine, 'Julio 2015 – Diciembre 2016'),
          blank(),
          heading('CURSOS Y SEMINARIOS'),
          ...COURSES.map(item),
          blank(),
          heading('IDIOMAS'),
          line([{ text: 'Castellano: ', bold: true }, 'Nativo']),
          line([{ text: 'Inglés: ', bold: true }, 'Intermedio (lectura y escritura)']),
          line([{ text: 'Aymara: ', bold: true }, 'Básico']),
          blank(),
          heading('REFERENCIAS'),
          ...reference('Lic. Marcelo Gutiérrez Rojas', 'Gerente de Riesgos – Banco PyME Andino S.A.', '72045318'),
          ...reference(
            'Mgr. Patricia Choque Condori',
            'Jefa de Unidad de Análisis – Ministerio de Economía y Finanzas Públicas',
            '76519024',
          ),
          ...reference(
            'Ing. Javier Flores Villca',
            'Responsable de Encuestas – Instituto Nacional de Estadística',
            '73388210',
          ),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// An Ecuadorian hoja de vida from Quito filled in from a Spanish Word 2016 gallery template (Archivo > Nuevo,
// 'Currículum vítae moderno con barra lateral'), saved as PDF. A4, the template's narrow margins (1.27 cm), Calibri
// with Calibri Light headings (LibreOffice draws both with a stand-in). The template's parts are kept the way Word
// writes them: the whole page is ONE borderless table row of two cells, its height set so the colour reaches the
// page's foot; the row splits at the page break, so page 2 has the shaded cell again, empty.
// - the narrow LEFT cell is shaded (a dark blue-grey fill), its text white by the template's sidebar styles:
//   'Contacto' with the phone ('098 555 0173'), the e-mail, the address (a Quito address, 'Av. República de El
//   Salvador N35-126 y Portugal, Quito', wrapping over two lines in the cell) and the LinkedIn address one a line,
//   each after a symbol she inserted from Segoe UI Symbol (Insert > Símbolo: '☎', '✉', '⌂'; Unicode characters in
//   the text, not pictures) or, for LinkedIn, a typed bold 'in', then a tab to a stop with a hanging indent;
//   'Aptitudes' one a line in a 'Sin espaciado'-based style (no list marks, one wrapping in the cell); 'Idiomas' as
//   'Idioma (nivel)' lines;
// - the wide RIGHT cell: the name in the Title style (large Calibri Light, a compound first name 'María José' and
//   two surnames), the profession in the Subtitle style, then 'Perfil', 'Experiencia', 'Educación' and
//   'Referencias' in Heading 1 (capitals by the style over mixed-case text, letter spacing of 2 pt). Each entry as
//   the template builds it: the dates FIRST, on a line of their own in Heading 3 ('Fechas de inicio – Hasta', two
//   inline controls and a typed en dash: 'ene. 2019 – actualidad', 'jun. 2013 – dic. 2014'), then 'Puesto • Empresa'
//   in Heading 2 set in small capitals by the style (the title bold, a typed ' • ', the company in the plain-weight
//   'Referencia sutil' character style; the PDF's text has the small capitals as smaller capitals, so a reader sees
//   'J EFA DE T ALENTO H UMANO'), then items in the List Bullet style (Word's own mark, U+F0B7 in Symbol); all of it
//   inside plain-text content controls and repeating sections.
// What she did with it, as people do: overtyped one job's date line as 'De 2015 a 2018' (the controls deleted with
// it) and the master's as 'De 2017 a 2019'; described her internship (pasantía) by a paragraph with no items, whose
// last line goes over to page 2; the master's 'Título • Centro educativo' line wraps in the cell ('Magíster en
// Gestión del Talento Humano • Universidad' / 'Andina Simón Bolívar'), with a thesis line under it; the
// undergraduate years as '2008 – 2013'; added 'Referencias' at the end with two more people's mobile numbers
// ('Ing. …, Cargo, Empresa – Cel. 099 555 0188', one wrapping inside the number, one before it).
import {
  AlignmentType,
  Document,
  FileChild,
  HeightRule,
  ImportedXmlComponent,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  XmlComponent,
  type ParagraphChild,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'María José Cevallos Tapia',
  email: 'mj.cevallos@example.com',
  phone: '098 555 0173',
  location: 'Av. República de El Salvador N35-126 y Portugal, Quito',
  jobs: [
    {
      title: 'Jefa de Talento Humano',
      company: 'Pronaca',
      start: '2019-01',
      end: 'present',
      bullets: [
        'Lidero un equipo de seis personas que atiende a 1.400 colaboradores de las plantas de Puembo y Santo Domingo de los Tsáchilas',
        'Reduje la rotación del personal operativo del 21 % al 12 % en dos años con un nuevo plan de inducción y de línea de carrera',
        'Coordino la nómina mensual, el pago de décimos y utilidades y los avisos de entrada y salida en el IESS',
        'Implementé el módulo de evaluación del desempeño en SAP SuccessFactors para 300 cargos administrativos',
      ],
    },
    {
      title: 'Analista de Nómina y Compensaciones',
      company: 'Produbanco',
      start: '2015',
      end: '2018',
      bullets: [
        'Procesé la nómina quincenal de 900 empleados y las planillas de aportes al IESS sin multas ni recargos',
        'Elaboré la valoración de cargos con la metodología Hay para las áreas de negocio y de operaciones',
        'Preparé los informes de compensación para la Gerencia de Talento Humano y para la auditoría externa',
      ],
    },
    {
      title: 'Asistente de Talento Humano',
      company: 'Kruger Corporation',
      start: '2013-06',
      end: '2014-12',
      bullets: [
        'Publiqué las vacantes y realicé las primeras entrevistas de los procesos de selección de desarrolladores',
        'Registré los contratos de trabajo y las actas de finiquito en el SUT del Ministerio del Trabajo',
      ],
    },
    {
      title: 'Pasante de Recursos Humanos',
      company: 'Banco Pichincha',
      start: '2012-03',
      end: '2012-08',
      // Described by a paragraph: no items to score.
      bullets: [],
    },
  ],
  schools: [
    {
      school: 'Universidad Andina Simón Bolívar',
      degree: 'Magíster en Gestión del Talento Humano',
      start: '2017',
      end: '2019',
    },
    {
      school: 'Pontificia Universidad Católica del Ecuador',
      degree: 'Ingeniería Comercial',
      start: '2008',
      end: '2013',
    },
  ],
  skills: [
    'Nómina y legislación laboral',
    'Selección por competencias',
    'Evaluación del desempeño',
    'SAP SuccessFactors',
    'Excel avanzado (tablas dinámicas)',
    'Clima y cultura organizacional',
    'Plataformas del IESS y del SUT',
  ],
};

// The template's look: a dark blue-grey sidebar with white type, the same colour for the headings on the right.
const SIDE = '2E4A5C';
const ACCENT = '2E4A5C';
const INK = '262626';
const TEXT = '3B3B3B';
const GREY = '6E6E6E';
const FONT = 'Calibri';
const LIGHT = 'Calibri Light';
const SYMBOLS = 'Segoe UI Symbol';

const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 720, bottom: 720, left: 720, right: 720, header: 432, footer: 432 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const LEFT = 3600;
const RIGHT = WIDTH - LEFT;

// Content controls (w:sdt) as Word writes them into a template's document: around paragraphs, around a run inside a
// paragraph, and the repeating section (w15) whose items are the entries of Experiencia and Educación.
class Element extends XmlComponent {
  constructor(name: string, children: unknown[] = []) {
    super(name);
    for (const child of children) this.root.push(child);
  }
}
class BlockSdt extends FileChild {
  constructor(properties: string, children: unknown[]) {
    super('w:sdt');
    this.root.push(ImportedXmlComponent.fromXmlString(`<w:sdtPr>${properties}</w:sdtPr>`));
    this.root.push(new Element('w:sdtContent', children));
  }
}
let nextId = 1843207716;
const sdtId = () => `<w:id w:val="${(nextId += 6151)}"/>`;
const textControl = (alias: string) =>
  `<w:alias w:val="${alias}"/><w:tag w:val=""/>${sdtId()}<w15:appearance w15:val="hidden"/><w:text/>`;
const richControl = (alias: string) =>
  `<w:alias w:val="${alias}"/><w:tag w:val=""/>${sdtId()}<w15:appearance w15:val="hidden"/>`;

/** An inline control around runs: the text she typed over the placeholder. */
const inline = (alias: string, runs: TextRun[]) =>
  new Element('w:sdt', [
    ImportedXmlComponent.fromXmlString(`<w:sdtPr>${textControl(alias)}</w:sdtPr>`),
    new Element('w:sdtContent', runs),
  ]) as unknown as ParagraphChild;

const block = (alias: string, paragraphs: Paragraph[], plain = true) =>
  new BlockSdt(plain ? textControl(alias) : richControl(alias), paragraphs) as unknown as Paragraph;

const repeating = (alias: string, items: Paragraph[][]) =>
  new BlockSdt(
    `<w:alias w:val="${alias}"/>${sdtId()}<w15:appearance w15:val="hidden"/><w15:repeatingSection/>`,
    items.map(
      (paragraphs) =>
        new BlockSdt(`${sdtId()}<w15:appearance w15:val="hidden"/><w15:repeatingSectionItem/>`, paragraphs),
    ),
  ) as unknown as Paragraph;

// The template's paragraphs, each in its style.
const heading = (text: string, white = false) =>
  new Paragraph({ style: 'Heading1', children: [new TextRun(white ? { text, color: 'FFFFFF' } : text)] });
const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const item = (text: string) => new Paragraph({ style: 'ListBullet', children: [new TextRun(text)] });

/** 'Puesto • Empresa' (or 'Título • Centro educativo'): two controls and a typed ' • ', the second in plain weight. */
const entry = (first: [string, string], second: [string, string]) =>
  new Paragraph({
    style: 'Heading2',
    children: [
      inline(first[0], [new TextRun(first[1])]),
      new TextRun(' • '),
      inline(second[0], [new TextRun({ text: second[1], style: 'SubtleReference' })]),
    ],
  });
/** 'Fechas de inicio – Hasta': two controls and a typed en dash; or the line overtyped as she wrote it. */
const dates = (from: string, to?: string) =>
  new Paragraph({
    style: 'Heading3',
    children: to
      ? [inline('Fechas de inicio', [new TextRun(from)]), new TextRun(' – '), inline('Hasta', [new TextRun(to)])]
      : [new TextRun(from)],
  });

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [pronaca, produbanco, kruger, pichincha] = expected.jobs as [Job, Job, Job, Job];
const [andina, puce] = expected.schools as [School, School];

const job = (j: Job, from: string, to: string | undefined, about?: string) => [
  dates(from, to),
  entry(['Puesto', j.title], ['Empresa', j.company]),
  ...(about ? [body(about)] : j.bullets.map(item)),
];

const school = (s: School, from: string, to: string | undefined, about?: string) => [
  dates(from, to),
  entry(['Título', s.degree ?? ''], ['Centro educativo', s.school]),
  ...(about ? [body(about)] : []),
];

export const build = async () => {
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
  /** A symbol inserted from Segoe UI Symbol (a Unicode character in that font). */
  const symbol = (char: string) =>
    new TextRun({ text: char, font: { ascii: SYMBOLS, hAnsi: SYMBOLS, cs: SYMBOLS, eastAsia: SYMBOLS } });

  /** A contact line: its mark, a tab, the text; wrapped lines stay under the text. */
  const contact = (mark: TextRun, alias: string, text: string) =>
    new Paragraph({
      style: 'ContactInfo',
      tabStops: [{ type: TabStopType.LEFT, position: 403 }],
      indent: { left: 403, hanging: 403 },
      children: [mark, new TextRun('\t'), inline(alias, [new TextRun(text)])],
    });
  const line = (text: string) => new Paragraph({ style: 'SidebarText', children: [new TextRun(text)] });

  const left = [
    heading('Contacto', true),
    contact(symbol('☎'), 'Teléfono', expected.phone!),
    contact(symbol('✉'), 'Correo electrónico', expected.email!),
    contact(symbol('⌂'), 'Dirección', expected.location!),
    // No LinkedIn sign among the symbols: she typed 'in' in bold.
    contact(new TextRun({ text: 'in', bold: true }), 'Perfil de LinkedIn', 'linkedin.com/in/mjcevallos'),
    heading('Aptitudes', true),
    block('Aptitudes', expected.skills.map(line), false),
    heading('Idiomas', true),
    block('Idiomas', [line('Español (nativo)'), line('Inglés (B2)'), line('Kichwa (básico)')], false),
  ];

  const right = [
    block('Su nombre', [new Paragraph({ style: 'Title', children: [new TextRun(expected.name)] })]),
    block('Profesión o sector', [
      new Paragraph({ style: 'Subtitle', children: [new TextRun('Especialista en Talento Humano')] }),
    ]),
    heading('Perfil'),
    block(
      'Perfil',
      [
        body(
          'Ingeniera comercial con maestría en Gestión del Talento Humano y más de diez años de experiencia en ' +
            'nómina, selección y desarrollo organizacional en empresas de consumo masivo, banca y tecnología. ' +
            'Conozco a fondo el Código del Trabajo y los trámites del IESS y del Ministerio del Trabajo, y busco ' +
            'liderar el área de Talento Humano de una empresa en crecimiento.',
        ),
      ],
      false,
    ),
    heading('Experiencia'),
    repeating('Experiencia', [
      job(pronaca, 'ene. 2019', 'actualidad'),
      job(produbanco, 'De 2015 a 2018', undefined),
      job(kruger, 'jun. 2013', 'dic. 2014'),
      job(
        pichincha,
        'mar. 2012',
        'ago. 2012',
        'Pasantía preprofesional de seis meses en la Subgerencia de Selección: archivo de carpetas del personal, ' +
          'ingreso de datos de nuevos empleados en el sistema y apoyo en las ferias de empleo universitarias.',
      ),
    ]),
    heading('Educación'),
    repeating('Educación', [
      school(
        andina,
        'De 2017 a 2019',
        undefined,
        'Tesis: Modelo de gestión por competencias para una empresa agroindustrial de la Sierra centro.',
      ),
      school(puce, '2008', '2013'),
    ]),
    heading('Referencias'),
    block(
      'Referencias',
      [
        body('Ing. Fernando Salazar, Gerente de Nómina, Produbanco – Cel. 099 555 0188'),
        body('Psic. Andrea Molina, Jefa de Selección, Kruger Corporation – Cel. 098 555 0121'),
      ],
      false,
    ),
  ];

  const layout = new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LEFT, RIGHT],
    rows: [
      new TableRow({
        height: { value: PAGE.height - MARGIN.top - MARGIN.bottom - 240, rule: HeightRule.ATLEAST },
        children: [
          new TableCell({
            borders: NO_BORDERS,
            width: { size: LEFT, type: WidthType.DXA },
            shading: { fill: SIDE, type: ShadingType.CLEAR, color: 'auto' },
            margins: { top: 360, bottom: 0, left: 288, right: 288 },
            children: left,
          }),
          new TableCell({
            borders: NO_BORDERS,
            width: { size: RIGHT, type: WidthType.DXA },
            margins: { top: 240, bottom: 0, left: 432, right: 115 },
            children: right,
          }),
        ],
      }),
    ],
  });

  const doc = new Document({
    creator: 'María José',
    title: 'Currículum vítae',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(20), color: TEXT },
          paragraph: { spacing: { before: 0, after: 120, line: 264, lineRule: LineRuleType.AUTO }, widowControl: true },
        },
        title: {
          run: { font: LIGHT, size: sz(52), color: ACCENT, characterSpacing: -6 },
          paragraph: { spacing: { before: 0, after: 40, line: 240, lineRule: LineRuleType.AUTO } },
        },
        heading1: {
          run: { font: LIGHT, size: sz(26), allCaps: true, color: ACCENT, characterSpacing: 40 },
          // No 'keep with next': LibreOffice would then move the whole row to the next page.
          paragraph: { spacing: { before: 320, after: 120 } },
        },
        heading2: {
          run: { font: FONT, size: sz(22), bold: true, smallCaps: true, color: INK, characterSpacing: 10 },
          paragraph: { spacing: { before: 0, after: 60 }, keepNext: true },
        },
        heading3: {
          run: { font: FONT, size: sz(19), color: GREY },
          paragraph: { spacing: { before: 200, after: 20 }, keepNext: true },
        },
      },
      paragraphStyles: [
        {
          id: 'Subtitle',
          name: 'Subtitle',
          basedOn: 'Normal',
          quickFormat: true,
          run: { font: FONT, size: sz(24), color: GREY, characterSpacing: 20 },
          paragraph: { spacing: { before: 0, after: 120 } },
        },
        {
          id: 'NoSpacing',
          name: 'No Spacing',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { spacing: { before: 0, after: 40 } },
        },
        {
          id: 'SidebarText',
          name: 'Texto de barra lateral',
          basedOn: 'NoSpacing',
          quickFormat: true,
          run: { color: 'FFFFFF' },
        },
        {
          id: 'ContactInfo',
          name: 'Información de contacto',
          basedOn: 'Normal',
          quickFormat: true,
          run: { size: sz(19), color: 'FFFFFF' },
          paragraph: { spacing: { before: 0, after: 100 } },
        },
        {
          id: 'ListBullet',
          name: 'List Bullet',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { numbering: { reference: 'list-bullet', level: 0 }, spacing: { after: 60 } },
        },
      ],
      characterStyles: [
        {
          id: 'SubtleReference',
          name: 'Subtle Reference',
          basedOn: 'DefaultParagraphFont',
          quickFormat: true,
          run: { bold: false, color: TEXT },
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
              style: {
                paragraph: { indent: { left: 288, hanging: 288 } },
                run: { font: 'Symbol', color: ACCENT },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [layout],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

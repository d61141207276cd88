// An Ecuadorian hoja de vida made in Word 2016 from a downloaded 'plantilla moderna' built of floating shapes (A4):
// a navy rectangle down the left edge anchored in the page header (so page 2 has the empty strip too), a round photo
// (an ellipse filled with the picture), the name in capitals (caps formatting over mixed-case text) and the headline
// in a text box at the top right, and the whole sidebar in one more text box: CONTACTO with Wingdings icons inserted
// as symbols before the phone and the e-mail and a pin picture before the address (over two lines), DATOS PERSONALES
// with a ten-digit cédula that looks like a mobile number, HABILIDADES each with five level dots inserted from
// Wingdings on a right tab stop (a long one pushing its dots onto the next line, two reaching the stop with no gap),
// IDIOMAS. The body is indented past the strip: headings in shaded bars across the column, jobs in a borderless table
// with the dates in a narrow left cell where they wrap at the dash ('Mar 2021 –' / 'Actualidad'), the title in bold,
// 'Empresa | Ciudad' in the accent colour, 'Funciones:' and 'Logros:' over items marked with Word's '❖' (Wingdings
// U+F076), a job split by the page break, schools in the same table (a thesis line under one), courses and
// certifications dated like schools, REFERENCIAS with more mobile numbers.
import {
  AlignmentType,
  BorderStyle,
  Header,
  ImageRun,
  HorizontalPositionRelativeFrom,
  Paragraph,
  ShadingType,
  SymbolRun,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  TextWrappingType,
  VerticalPositionRelativeFrom,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { ShapeRun } from 'docx/shapes';
import { png, NO_BORDERS, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Andrés Sebastián Villacís Moreira',
  email: 'andres.villacis@example.com',
  phone: '098 555 0142',
  location: 'Cdla. Alborada 9.ª etapa, Mz. 14 V. 7, Guayaquil, Ecuador',
  jobs: [
    {
      title: 'Jefe de Aseguramiento de Calidad',
      company: 'Industrial Pesquera Santa Priscila S.A.',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Dirigir un equipo de 14 inspectores y analistas de laboratorio en dos turnos de la planta de procesamiento de camarón',
        'Mantener el sistema HACCP y los programas prerrequisito para la exportación a la Unión Europea, Estados Unidos y China',
        'Atender las auditorías de clientes y de los organismos de certificación',
        'Certificación BRCGS Food Safety con calificación AA en 2022 y 2023',
        'Reducción del 62 % de los reclamos de clientes por sulfitos y melanosis en dos años',
        'Cero lotes rechazados en destino desde 2022',
      ],
    },
    {
      title: 'Supervisor de Control de Calidad',
      company: 'Omarsa S.A.',
      start: '2018-01',
      end: '2021-02',
      bullets: [
        'Implementé el muestreo por atributos (MIL-STD-105E) en la recepción de materia prima de 40 camaroneras proveedoras',
        'Reduje el tiempo de liberación del producto terminado de 48 a 24 horas',
        'Capacité a 120 operarios en buenas prácticas de manufactura (BPM) e higiene',
      ],
    },
    {
      title: 'Analista de Laboratorio Microbiológico',
      company: 'Exportadora de Alimentos S.A. (Expalsa)',
      start: '2015-08',
      end: '2017-12',
      bullets: [
        'Análisis microbiológicos de producto terminado (Salmonella, Vibrio, Listeria) según métodos AOAC',
        'Control de residuos de antibióticos con pruebas ELISA',
        'Preparación de medios de cultivo y mantenimiento de cepas de referencia',
      ],
    },
    {
      title: 'Asistente Técnico de Campo',
      company: 'Camaronera San Jacinto Cía. Ltda.',
      start: '2014-06',
      end: '2015-07',
      bullets: [
        'Monitoreo diario de oxígeno disuelto, pH y salinidad en 45 hectáreas de piscinas',
        'Muestreos de crecimiento y cálculo de las raciones de balanceado',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Politécnica Salesiana',
      degree: 'Magíster en Sistemas Integrados de Gestión',
      start: '2019',
      end: '2021',
    },
    {
      school: 'Escuela Superior Politécnica del Litoral (ESPOL)',
      degree: 'Ingeniero en Acuicultura',
      start: '2009',
      end: '2014',
    },
    {
      school: 'Colegio Nacional Vicente Rocafuerte',
      degree: 'Bachiller en Ciencias, especialización Químico-Biológicas',
      end: '2008',
    },
  ],
  skills: [
    'HACCP y BPM',
    'BRCGS Food Safety',
    'Microbiología de alimentos',
    'Control estadístico de procesos (SPC)',
    'SAP QM',
    'Excel avanzado y Power BI',
    'Liderazgo de equipos',
  ],
};

// An A4 page with the template's narrow margins; the strip is 7 cm wide and the body starts 0.6 cm past it.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 680, bottom: 680, left: 720, right: 720 };
const STRIP = 3969;
const INDENT = STRIP + 340 - MARGIN.left;
const MAIN = PAGE.width - MARGIN.right - MARGIN.left - INDENT;
const DATES = 1300;
const NAVY = '1F3864';
const ACCENT = '2E75B6';
const GREY = '595959';

/** Twips to the pixels ShapeRun sizes shapes in, and to the EMUs floating positions take. */
const px = (twips: number) => Math.round(twips / 15);
const emu = (twips: number) => twips * 635;

// The photo: a head and shoulders on a pale blue backdrop, filled into a circle.
const portrait = png(160, 160, (x, y) => {
  const hair = ((x - 80) / 33) ** 2 + ((y - 58) / 34) ** 2 <= 1 && y < 56;
  const head = ((x - 80) / 30) ** 2 + ((y - 70) / 38) ** 2 <= 1;
  const neck = Math.abs(x - 80) < 15 && y > 96 && y < 122;
  const shoulders = y > 116 && ((x - 80) / 74) ** 2 + ((y - 196) / 80) ** 2 <= 1;
  const collar = shoulders && Math.abs(x - 80) < 18 - (y - 116) / 4 && y < 150;
  if (hair) return [48, 36, 30];
  if (head || neck) return [196, 150, 118];
  if (collar) return [236, 238, 242];
  if (shoulders) return [38, 52, 78];
  const shade = 214 - Math.round(y / 10);
  return [shade, shade + 10, shade + 22];
});

// The address's icon: the template's map pin, a small picture (white on the strip's navy).
const pin = png(48, 48, (x, y) => {
  const head = ((x - 24) / 15) ** 2 + ((y - 18) / 15) ** 2 <= 1;
  const hole = ((x - 24) / 6) ** 2 + ((y - 18) / 6) ** 2 <= 1;
  const tip = y >= 18 && y <= 44 && Math.abs(x - 24) <= ((44 - y) / 26) * 13;
  return (head || tip) && !hole ? [255, 255, 255] : [0x1f, 0x38, 0x64];
});

const white = (text: string, extra: IRunOptions = {}): TextRun =>
  new TextRun({ text, color: 'FFFFFF', size: 19, ...extra });

/** A symbol inserted with Insert > Symbol from Wingdings (w:sym). */
const sym = (char: string, font = 'Wingdings', color = 'FFFFFF', size = 19) =>
  new SymbolRun({ char, symbolfont: font, color, size });

// The sidebar's parts, all inside one text box.
const SIDE_WIDTH = STRIP - 2 * 340;
const sideHeading = (text: string, first = false) =>
  new Paragraph({
    spacing: { before: first ? 0 : 300, after: 120 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'FFFFFF', space: 3 } },
    children: [white(text, { bold: true, size: 22, characterSpacing: 30 })],
  });
const sideLine = (children: ParagraphChild[], after = 80) =>
  new Paragraph({ spacing: { after }, tabStops: [{ type: TabStopType.LEFT, position: 340 }], children });
const label = (name: string, value: string) => sideLine([white(`${name}: `, { bold: true }), white(value)], 60);

/** A skill with its level as five dots from Wingdings ('l' full, '¡' empty) on a right tab stop. */
const dots = (level: number) =>
  Array.from({ length: 5 }, (_, i) =>
    sym(i < level ? 'F06C' : 'F0A1', 'Wingdings', i < level ? 'FFFFFF' : 'A6B4CC', 16),
  );
const rated = (text: string, level: number) =>
  new Paragraph({
    spacing: { after: 70 },
    tabStops: [{ type: TabStopType.RIGHT, position: SIDE_WIDTH - 160 }],
    children: [white(text), white('\t'), ...dots(level)],
  });
const language = (name: string, level: string) =>
  new Paragraph({
    spacing: { after: 60 },
    tabStops: [{ type: TabStopType.RIGHT, position: SIDE_WIDTH - 160 }],
    children: [white(name, { bold: true }), white(`\t${level}`)],
  });

const sidebar = [
  sideHeading('CONTACTO', true),
  sideLine([sym('F028'), white('\t'), white(expected.phone!)]),
  sideLine([sym('F02A'), white('\t'), white(expected.email!)]),
  // The address over two lines typed with Shift+Enter, after the pin.
  new Paragraph({
    spacing: { after: 80 },
    indent: { left: 340, hanging: 340 },
    tabStops: [{ type: TabStopType.LEFT, position: 340 }],
    children: [
      new ImageRun({ type: 'png', data: pin, transformation: { width: 12, height: 12 } }),
      white('\tCdla. Alborada 9.ª etapa, Mz. 14 V. 7'),
      white('Guayaquil, Ecuador', { break: 1 }),
    ],
  }),
  sideHeading('DATOS PERSONALES'),
  label('C.I.', '0923456781'),
  label('Fecha de nac.', '22/09/1990'),
  label('Nacionalidad', 'Ecuatoriana'),
  label('Estado civil', 'Casado'),
  label('Licencia', 'Tipo B'),
  sideHeading('HABILIDADES'),
  ...expected.skills.map((s, i) => rated(s, [5, 5, 4, 4, 3, 4, 4][i]!)),
  sideHeading('IDIOMAS'),
  language('Español', 'Nativo'),
  language('Inglés', 'Intermedio (B1)'),
];

// The floating shapes: the strip (in the header, behind the text), the photo, the name's box and the sidebar's box.
const floating = (x: number, y: number, behind = false) => ({
  horizontalPosition: { relative: HorizontalPositionRelativeFrom.PAGE, offset: emu(x) },
  verticalPosition: { relative: VerticalPositionRelativeFrom.PAGE, offset: emu(y) },
  behindDocument: behind,
  allowOverlap: true,
  wrap: { type: TextWrappingType.NONE },
});

const strip = new ShapeRun({
  type: 'rectangle',
  transformation: { width: px(STRIP), height: px(PAGE.height) },
  fill: NAVY,
  line: 'none',
  floating: floating(0, 0, true),
});

const PHOTO = 2380;
const photo = new ShapeRun({
  type: 'ellipse',
  transformation: { width: px(PHOTO), height: px(PHOTO) },
  fill: { type: 'picture', image: { type: 'png', data: portrait } },
  line: { color: 'FFFFFF', width: 3 },
  floating: floating((STRIP - PHOTO) / 2, 560),
});

const nameBox = new ShapeRun({
  type: 'rectangle',
  transformation: { width: px(MAIN + 200), height: px(2300) },
  line: 'none',
  textOptions: { verticalAlignment: 'top', margins: { left: 0, right: 0, top: 0, bottom: 0 } },
  floating: floating(MARGIN.left + INDENT, 760),
  children: [
    new Paragraph({
      spacing: { after: 0 },
      children: [
        new TextRun({
          text: 'Andrés Sebastián',
          allCaps: true,
          bold: true,
          size: 52,
          color: NAVY,
          characterSpacing: 20,
          font: 'Calibri Light',
        }),
      ],
    }),
    new Paragraph({
      spacing: { after: 160 },
      children: [
        new TextRun({
          text: 'Villacís Moreira',
          allCaps: true,
          size: 52,
          color: ACCENT,
          characterSpacing: 20,
          font: 'Calibri Light',
        }),
      ],
    }),
    new Paragraph({
      border: { top: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 6 } },
      children: [
        new TextRun({
          text: 'Ingeniero en Acuicultura | Aseguramiento de Calidad',
          size: 21,
          color: GREY,
          characterSpacing: 10,
        }),
      ],
    }),
  ],
});

const sideBox = new ShapeRun({
  type: 'rectangle',
  transformation: { width: px(SIDE_WIDTH), height: px(12600) },
  line: 'none',
  textOptions: { verticalAlignment: 'top', margins: { left: 0, right: 0, top: 0, bottom: 0 } },
  floating: floating(340, 3260),
  children: sidebar,
});

// The body, indented past the strip.
const body = (runs: ParagraphChild[], options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({ indent: { left: INDENT }, spacing: { after: 60 }, ...options, children: runs });

const bar = (text: string) =>
  body([new TextRun({ text, bold: true, color: 'FFFFFF', size: 22, characterSpacing: 30 })], {
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: NAVY },
    spacing: { before: 220, after: 120 },
    keepNext: true,
  });

const p = (runs: ParagraphChild[], after = 20, options: object = {}) =>
  new Paragraph({ spacing: { after }, ...options, children: runs });
const item = (text: string) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: 20 },
    children: [new TextRun(text)],
  });

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({
    borders: NO_BORDERS,
    width: { size: width, type: WidthType.DXA },
    margins: { left: 60, right: 100 },
    children,
  });
const row = (dates: string, right: Paragraph[]) =>
  new TableRow({
    children: [
      cell(DATES, [p([new TextRun({ text: dates, bold: true, color: NAVY, size: 19 })])]),
      cell(MAIN - DATES, right),
    ],
  });
const table = (rows: TableRow[]) =>
  new Table({
    width: { size: MAIN, type: WidthType.DXA },
    indent: { size: INDENT, type: WidthType.DXA },
    columnWidths: [DATES, MAIN - DATES],
    rows,
  });

type Job = (typeof expected.jobs)[0];
/** Title, 'Company | City', then the items under 'Funciones:' and 'Logros:' as the job has them. */
const job = (dates: string, j: Job, city: string, lists: Array<['Funciones' | 'Logros', number]>) => {
  let from = 0;
  const parts: Paragraph[] = [];
  for (const [name, count] of lists) {
    parts.push(p([new TextRun({ text: `${name}:`, bold: true })], 20, { spacing: { before: 40, after: 20 } }));
    parts.push(...j.bullets.slice(from, from + count).map(item));
    from += count;
  }
  return row(dates, [
    p([new TextRun({ text: j.title, bold: true, color: NAVY, size: 22 })]),
    p(
      [
        new TextRun({ text: j.company, italics: true, color: ACCENT }),
        new TextRun({ text: `  |  ${city}`, color: GREY }),
      ],
      40,
    ),
    ...parts,
    p([], 120),
  ]);
};
const school = (dates: string, degree: string, where: string, note?: string) =>
  row(dates, [
    p([new TextRun({ text: degree, bold: true, color: NAVY })]),
    p([new TextRun({ text: where, italics: true, color: ACCENT })], note ? 20 : 120),
    ...(note ? [p([new TextRun({ text: note, size: 19, color: GREY })], 120)] : []),
  ]);
const course = (year: string, text: string) => row(year, [p([new TextRun(text)], 80)]);

const [priscila, omarsa, expalsa, sanJacinto] = expected.jobs as [Job, Job, Job, Job];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: { ...MARGIN, header: 0, footer: 400 } } },
        headers: { default: new Header({ children: [new Paragraph({ children: [strip] })] }) },
        children: [
          // The template's first paragraph, empty but for the anchors of its shapes, and the Enters under it.
          new Paragraph({ indent: { left: INDENT }, children: [nameBox, photo, sideBox] }),
          body([]),
          body([]),
          body([], { spacing: { after: 1100 } }),
          bar('PERFIL PROFESIONAL'),
          body(
            [
              new TextRun(
                'Ingeniero en Acuicultura con más de diez años de experiencia en camaroneras y plantas empacadoras ' +
                  'de camarón para exportación. Manejo sistemas de inocuidad (HACCP, BRCGS, BPM) y atiendo auditorías ' +
                  'de clientes de Europa, Estados Unidos y Asia. Busco aportar a una empresa exportadora que valore la ' +
                  'calidad como ventaja competitiva.',
              ),
            ],
            { alignment: AlignmentType.BOTH },
          ),
          bar('EXPERIENCIA LABORAL'),
          table([
            job('Mar 2021 – Actualidad', priscila, 'Durán, Guayas', [
              ['Funciones', 3],
              ['Logros', 3],
            ]),
            job('Ene 2018 – Feb 2021', omarsa, 'Guayaquil', [['Logros', 3]]),
            job('Ago 2015 – Dic 2017', expalsa, 'Guayaquil', [['Funciones', 3]]),
            job('Jun 2014 – Jul 2015', sanJacinto, 'Santa Rosa, El Oro', [['Funciones', 2]]),
          ]),
          bar('FORMACIÓN ACADÉMICA'),
          table([
            school('2019 – 2021', 'Magíster en Sistemas Integrados de Gestión', 'Universidad Politécnica Salesiana'),
            school(
              '2009 – 2014',
              'Ingeniero en Acuicultura',
              'Escuela Superior Politécnica del Litoral (ESPOL)',
              'Tesis: «Uso de probióticos en el cultivo semiintensivo de Litopenaeus vannamei»',
            ),
            school(
              '2008',
              'Bachiller en Ciencias, especialización Químico-Biológicas',
              'Colegio Nacional Vicente Rocafuerte',
            ),
          ]),
          bar('CURSOS Y CERTIFICACIONES'),
          table([
            course('2023', 'Auditor Interno BRCGS Food Safety Issue 9 – SGS del Ecuador (24 horas)'),
            course(
              '2022',
              'Sistema HACCP: Análisis de Peligros y Puntos Críticos de Control – Bureau Veritas (40 horas)',
            ),
            course('2020', 'Estándar ASC para Camarón – Aquaculture Stewardship Council (16 horas)'),
          ]),
          bar('REFERENCIAS'),
          body([
            new TextRun({ text: 'Ing. Patricia Zambrano Loor', bold: true }),
            new TextRun(' – Gerente de Planta, Omarsa S.A. – Cel.: 099 555 0163'),
          ]),
          body([
            new TextRun({ text: 'Blgo. Jorge Cedeño Alava', bold: true }),
            new TextRun(' – Jefe de Laboratorio, Expalsa – Cel.: 098 555 0178'),
          ]),
        ],
      },
    ],
    'Calibri',
    20,
    { text: '\uF076', font: 'Wingdings' },
  );

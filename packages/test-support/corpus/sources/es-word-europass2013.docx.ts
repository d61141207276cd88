// A Spanish CV in the Europass Word template of 2013-2020 (the one downloaded from europass.cedefop.europa.eu and
// filled in by hand), from Valladolid: A4, Arial (LibreOffice draws it with Liberation Sans), ONE borderless table of a
// narrow left column and a wide right one, as the template is built. What it has:
// - the blue Europass logo in the page header (a picture, no text) on page 1; from page 2 the header of the next pages
//   with 'Curriculum vitae' and the name flush right; the template's footer on each page: '© Unión Europea,
//   2002-2015 | europass.cedefop.europa.eu' and 'Página 1 / 2';
// - section names in the left column in small blue capitals (Word's caps, typed in lower case: 'INFORMACIÓN
//   PERSONAL', 'PUESTO SOLICITADO', 'EXPERIENCIA PROFESIONAL', 'EDUCACIÓN Y FORMACIÓN', 'COMPETENCIAS PERSONALES',
//   'INFORMACIÓN ADICIONAL') beside a thin blue line drawn as a picture in the right column;
// - the name beside 'INFORMACIÓN PERSONAL', then the contact rows each after a small icon picture and a tab
//   ('Calle Santiago 14, 3º B, 47001 Valladolid (España)', the mobile '(+34) 626 000 318', the e-mail, a LinkedIn
//   address) and the template's one row 'Sexo Mujer | Fecha de nacimiento 12/05/1990 | Nacionalidad Española' with
//   its labels in blue; 'PUESTO SOLICITADO' with the job sought in the name's size (not a job);
// - dates in the left column in small blue type, whole dates day first without spaces around the dash
//   ('01/03/2016–Actualidad', '01/09/2013–29/02/2016'); the title in bold blue beside them, 'Empresa, Ciudad
//   (España)' under it, the template's square '▪' list items, then 'Actividad o sector …' with its label in blue;
// - schools as the degree in bold blue with the EQF level in a third cell flush right ('Nivel 7 MECU'), years only
//   for one ('2012–2013'), the university and town under it and the subjects as an item (not a job's);
// - 'Lengua(s) materna(s)' | 'español', 'Otro(s) idioma(s)' over the CEFR grid (a nested table: COMPRENDER, HABLAR,
//   EXPRESIÓN ESCRITA over 'Comprensión auditiva' …), each language's name in the left column, a certificate's
//   name under the levels, the key ('Niveles: A1/A2: usuario básico - …') under the grid;
// - 'Competencias comunicativas', 'Competencias de organización / gestión', 'Competencias relacionadas con el
//   empleo' as items; 'Competencias digitales' with the template's self-assessment grid (AUTOEVALUACIÓN,
//   'Tratamiento de la información' …, 'Usuario avanzado') and then the tools as one comma list; 'Permiso de
//   conducir' | 'B'; 'Cursos' under INFORMACIÓN ADICIONAL.
import {
  AlignmentType,
  BorderStyle,
  Footer,
  Header,
  ImageRun,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { hex, png, NO_BORDERS, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Elena Martín Pastor',
  email: 'elena.martin.pastor@example.es',
  phone: '(+34) 626 000 318',
  location: 'Calle Santiago 14, 3º B, 47001 Valladolid (España)',
  jobs: [
    {
      title: 'Ingeniera de Calidad de Proveedores',
      company: 'Renault España',
      start: '2016-03',
      end: 'present',
      bullets: [
        'Seguimiento de la calidad de 45 proveedores de piezas de plástico y chapa para la factoría de carrocería-montaje de Valladolid, con auditorías de proceso VDA 6.3 in situ',
        'Gestión de incidencias de calidad en línea: contención, análisis de causa raíz con metodología 8D y seguimiento de los planes de acción acordados con cada proveedor',
        'Validación de nuevas piezas en el lanzamiento del Renault Captur (proceso PPAP), coordinando las pruebas con ingeniería, compras y logística',
        'Reducción de las incidencias de proveedor en un 32 % entre 2018 y 2021 mediante planes de mejora y formación específica en las plantas de los proveedores',
      ],
    },
    {
      title: 'Técnica de Calidad',
      company: 'Grupo Antolin',
      start: '2013-09',
      end: '2016-02',
      bullets: [
        'Control de calidad de paneles de puerta y techos para clientes como Volkswagen, Ford y Renault, con elaboración de planes de control y AMFE de proceso',
        'Tratamiento de reclamaciones de cliente y elaboración de informes 8D en plazo, con una reducción del 40 % de las devoluciones en dos años',
        'Coordinación del laboratorio de metrología y de los estudios de capacidad (Cpk) y R&R de los medios de control de la planta',
      ],
    },
    {
      title: 'Becaria de Calidad',
      company: 'Michelin España Portugal S.A.',
      start: '2011-09',
      end: '2012-07',
      bullets: [
        'Apoyo en la recogida y el análisis estadístico de datos de producción con Minitab para el seguimiento de los indicadores de calidad de la planta',
        'Actualización de la documentación del sistema de gestión de calidad según la norma ISO/TS 16949 y preparación de la auditoría de renovación',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad de Burgos',
      degree: 'Máster en Logística y Gestión de Operaciones',
      start: '2012',
      end: '2013',
    },
    {
      school: 'Universidad de Valladolid',
      degree: 'Grado en Ingeniería en Tecnologías Industriales',
      start: '2008-09',
      end: '2012-07',
    },
  ],
  // 'Competencias digitales': the tools after the self-assessment grid, one comma list.
  skills: ['SAP QM', 'SAP MM', 'Minitab', 'Microsoft Excel (tablas dinámicas y macros)', 'Power BI', 'CATIA V5'],
};

// --- The template's colours, sizes and widths. ---
const BLUE = '0E4194';
const GREY = '3F3A38';
const LINE = 'C9C9C9';
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
const PAGE_W = 11906;
const MARGIN = 850;
const WIDTH = PAGE_W - 2 * MARGIN;
const LEFT = 3100;
const LEVEL = 1500;
const RIGHT = WIDTH - LEFT;

// --- The pictures: the logo, the contact icons and the sections' blue line. ---
const blue = hex(BLUE);
const white: [number, number, number] = [255, 255, 255];
const gold: [number, number, number] = [255, 204, 0];
/** The Europass logo: a ring of gold stars beside the blue word mark (drawn as a rounded bar, no text). */
const logo = png(180, 54, (x, y) => {
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const cx = 27 + 19 * Math.sin(a);
    const cy = 27 - 19 * Math.cos(a);
    if ((x - cx) ** 2 + (y - cy) ** 2 <= 6) return gold;
  }
  if ((x - 27) ** 2 + (y - 27) ** 2 <= 110) return blue;
  if (x >= 52 && x <= 176 && y >= 18 && y <= 38) {
    // the letters as blocks with gaps, like a word seen from afar
    return (x - 52) % 16 < 13 ? blue : white;
  }
  return white;
});
const icon = (shape: (x: number, y: number) => boolean) => png(16, 16, (x, y) => (shape(x, y) ? blue : white));
const ICONS = {
  address: icon((x, y) => (x - 8) ** 2 + (y - 6) ** 2 <= 20 || (y > 8 && Math.abs(x - 8) <= (15 - y) / 2)),
  mobile: icon((x, y) => x >= 4 && x <= 11 && y >= 1 && y <= 14 && !(x >= 5 && x <= 10 && y >= 3 && y <= 11)),
  email: icon(
    (x, y) =>
      y >= 3 &&
      y <= 12 &&
      x >= 1 &&
      x <= 14 &&
      (y === 3 || y === 12 || x === 1 || x === 14 || Math.abs(x - 7.5) === y - 3),
  ),
  web: icon((x, y) => {
    const d = (x - 7.5) ** 2 + (y - 7.5) ** 2;
    return (d <= 49 && d >= 30) || (d <= 49 && (x === 7 || y === 7));
  }),
};
const sectionLine = png(400, 2, () => blue);

// --- The table. ---
const cell = (width: number, children: Array<Paragraph | Table>, side: 'left' | 'right', columnSpan?: number) =>
  new TableCell({
    borders: NO_BORDERS,
    width: { size: width, type: WidthType.DXA },
    columnSpan,
    verticalAlign: VerticalAlign.TOP,
    margins: side === 'left' ? { left: 0, right: 230 } : { left: 110, right: 0 },
    children: children.length ? children : [new Paragraph({ children: [] })],
  });
/** A row of the template: the left column, then the right one across the title's and the level's cells. */
const row = (left: Array<Paragraph | Table>, right: Array<Paragraph | Table>) =>
  new TableRow({ cantSplit: true, children: [cell(LEFT, left, 'left'), cell(RIGHT, right, 'right', 2)] });

const t = (value: string, options: IRunOptions = {}) =>
  new TextRun({ color: GREY, size: sz(18), ...options, text: value });
const p = (children: Array<TextRun | ImageRun>, options: ConstructorParameters<typeof Paragraph>[0] & object = {}) =>
  new Paragraph({ spacing: { after: 0 }, ...options, children });
/** The left column's small blue labels and dates, flush right. */
const leftLabel = (value: string) =>
  p([t(value, { color: BLUE, size: sz(16) })], { alignment: AlignmentType.RIGHT, spacing: { before: 30 } });
/** The section names: caps by style, blue. */
const leftHeading = (value: string) =>
  p([t(value, { color: BLUE, size: sz(18), allCaps: true })], { alignment: AlignmentType.RIGHT });
const details = (value: string, options: IRunOptions = {}) => p([t(value, options)], { spacing: { after: 40 } });
/** The template's list item: a square mark with a hanging indent. */
const item = (value: string) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    indent: { left: 200, hanging: 200 },
    spacing: { after: 20 },
    children: [t(value)],
  });
const gap = (height = 120) => row([p([], { spacing: { after: height } })], [p([])]);

const section = (name: string) =>
  new TableRow({
    cantSplit: true,
    children: [
      cell(LEFT, [leftHeading(name)], 'left'),
      new TableCell({
        borders: NO_BORDERS,
        width: { size: RIGHT, type: WidthType.DXA },
        columnSpan: 2,
        verticalAlign: VerticalAlign.BOTTOM,
        margins: { left: 110, right: 0 },
        children: [
          p([new ImageRun({ type: 'png', data: sectionLine, transformation: { width: 465, height: 1 } })], {
            spacing: { after: 40 },
          }),
        ],
      }),
    ],
  });

const contact = (picture: Buffer, value: string) =>
  row(
    [],
    [
      p([new ImageRun({ type: 'png', data: picture, transformation: { width: 11, height: 11 } }), t('\t'), t(value)], {
        tabStops: [{ type: TabStopType.LEFT, position: 300 }],
        spacing: { after: 50 },
      }),
    ],
  );

const sector = (value: string) =>
  row([], [p([t('Actividad o sector ', { color: BLUE, size: sz(16) }), t(value)], { spacing: { before: 40 } })]);

const job = (dates: string, index: number, employer: string, activity: string) => {
  const j = expected.jobs[index]!;
  return [
    row([leftLabel(dates)], [p([t(j.title, { color: BLUE, bold: true, size: sz(22) })], { spacing: { after: 40 } })]),
    row([], [details(employer)]),
    row([], j.bullets.map(item)),
    sector(activity),
    gap(),
  ];
};

const school = (dates: string, index: number, level: string, place: string, subjects: string) => {
  const s = expected.schools[index]!;
  return [
    new TableRow({
      cantSplit: true,
      children: [
        cell(LEFT, [leftLabel(dates)], 'left'),
        cell(RIGHT - LEVEL, [p([t(s.degree!, { color: BLUE, bold: true, size: sz(22) })])], 'right'),
        cell(LEVEL, [p([t(level, { color: BLUE, size: sz(20) })], { alignment: AlignmentType.RIGHT })], 'right'),
      ],
    }),
    row([], [details(place, {})]),
    row([], [item(subjects)]),
    gap(),
  ];
};

// --- The grids (languages, digital skills): nested tables of thin grey rules. ---
const thin = { style: BorderStyle.SINGLE, size: 4, color: LINE };
const GRID_BORDERS = { top: thin, bottom: thin, left: thin, right: thin };
const COL = Math.floor((RIGHT - 110) / 5);
const gridCell = (children: Paragraph[], columnSpan = 1) =>
  new TableCell({
    borders: GRID_BORDERS,
    width: { size: COL * columnSpan, type: WidthType.DXA },
    columnSpan,
    verticalAlign: VerticalAlign.CENTER,
    margins: { top: 30, bottom: 30, left: 20, right: 20 },
    children,
  });
const centred = (value: string, options: IRunOptions = {}) =>
  p([t(value, options)], { alignment: AlignmentType.CENTER });
const grid = (rows: TableRow[]) =>
  new Table({ width: { size: COL * 5, type: WidthType.DXA }, columnWidths: [COL, COL, COL, COL, COL], rows });

const languageHeader = () =>
  grid([
    new TableRow({
      children: [
        gridCell([centred('Comprender', { color: BLUE, size: sz(16), allCaps: true })], 2),
        gridCell([centred('Hablar', { color: BLUE, size: sz(16), allCaps: true })], 2),
        gridCell([centred('Expresión escrita', { color: BLUE, size: sz(16), allCaps: true })]),
      ],
    }),
    new TableRow({
      children: ['Comprensión auditiva', 'Comprensión de lectura', 'Interacción oral', 'Expresión oral', ''].map((h) =>
        gridCell([centred(h, { color: BLUE, size: sz(16) })]),
      ),
    }),
  ]);
const languageLevels = (levels: string[], certificate?: string) =>
  grid([
    new TableRow({ children: levels.map((l) => gridCell([centred(l, { size: sz(18) })])) }),
    ...(certificate ? [new TableRow({ children: [gridCell([centred(certificate, { size: sz(16) })], 5)] })] : []),
  ]);
const digitalGrid = () =>
  grid([
    new TableRow({
      children: [gridCell([centred('Autoevaluación', { color: BLUE, size: sz(16), allCaps: true })], 5)],
    }),
    new TableRow({
      children: [
        'Tratamiento de la información',
        'Comunicación',
        'Creación de contenido',
        'Seguridad',
        'Resolución de problemas',
      ].map((h) => gridCell([centred(h, { color: BLUE, size: sz(16) })])),
    }),
    new TableRow({
      children: [
        'Usuario avanzado',
        'Usuario avanzado',
        'Usuario competente',
        'Usuario competente',
        'Usuario avanzado',
      ].map((l) => gridCell([centred(l, { size: sz(16) })])),
    }),
  ]);
/** Word keeps a paragraph after a table inside a cell. */
const after = () => p([], { spacing: { after: 60 } });

// --- Header and footer. ---
const logoParagraph = () => p([new ImageRun({ type: 'png', data: logo, transformation: { width: 110, height: 33 } })]);
const headerTable = (right: Paragraph[]) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LEFT, RIGHT],
    rows: [
      new TableRow({
        children: [
          cell(LEFT, [logoParagraph()], 'left'),
          new TableCell({
            borders: NO_BORDERS,
            width: { size: RIGHT, type: WidthType.DXA },
            verticalAlign: VerticalAlign.BOTTOM,
            margins: { left: 110, right: 0 },
            children: right.length ? right : [p([])],
          }),
        ],
      }),
    ],
  });
const firstHeader = () => new Header({ children: [headerTable([]), p([])] });
const nextHeader = () =>
  new Header({
    children: [
      headerTable([
        p(
          [
            t('Curriculum vitae', { color: BLUE, size: sz(20) }),
            t('\t'),
            t(expected.name, { color: BLUE, size: sz(20) }),
          ],
          { tabStops: [{ type: TabStopType.RIGHT, position: RIGHT - 120 }] },
        ),
      ]),
      p([]),
    ],
  });
const footer = () =>
  new Footer({
    children: [
      p(
        [
          t('© Unión Europea, 2002-2015 | europass.cedefop.europa.eu', { size: sz(14), color: BLUE }),
          t('\t'),
          t('Página ', { size: sz(14), color: BLUE }),
          new TextRun({ children: [PageNumber.CURRENT], size: sz(14), color: BLUE }),
          t(' / ', { size: sz(14), color: BLUE }),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], size: sz(14), color: BLUE }),
        ],
        { tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }] },
      ),
    ],
  });

const genderRow = () =>
  row(
    [],
    [
      p(
        [
          t('Sexo ', { color: BLUE, size: sz(16) }),
          t('Mujer', { size: sz(16) }),
          t(' | ', { size: sz(16) }),
          t('Fecha de nacimiento ', { color: BLUE, size: sz(16) }),
          t('12/05/1990', { size: sz(16) }),
          t(' | ', { size: sz(16) }),
          t('Nacionalidad ', { color: BLUE, size: sz(16) }),
          t('Española', { size: sz(16) }),
        ],
        { spacing: { before: 60 } },
      ),
    ],
  );

export const build = () =>
  wordDocument(
    [
      {
        properties: {
          titlePage: true,
          page: {
            size: { width: PAGE_W, height: 16838 },
            margin: { top: 850, bottom: 850, left: MARGIN, right: MARGIN, header: 567, footer: 397 },
          },
        },
        headers: { first: firstHeader(), default: nextHeader() },
        footers: { first: footer(), default: footer() },
        children: [
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: [LEFT, RIGHT - LEVEL, LEVEL],
            rows: [
              new TableRow({
                cantSplit: true,
                children: [
                  cell(LEFT, [leftHeading('Información personal')], 'left'),
                  cell(RIGHT, [p([t(expected.name, { size: sz(26) })], { spacing: { after: 80 } })], 'right', 2),
                ],
              }),
              contact(ICONS.address, expected.location!),
              contact(ICONS.mobile, expected.phone!),
              contact(ICONS.email, expected.email!),
              contact(ICONS.web, 'www.linkedin.com/in/elenamartinpastor'),
              genderRow(),
              gap(200),
              new TableRow({
                cantSplit: true,
                children: [
                  cell(LEFT, [leftHeading('Puesto solicitado')], 'left'),
                  cell(RIGHT, [p([t('Responsable de Calidad de Proveedores', { size: sz(26) })])], 'right', 2),
                ],
              }),
              gap(200),
              section('Experiencia profesional'),
              gap(80),
              ...job(
                '01/03/2016–Actualidad',
                0,
                'Renault España, Valladolid (España)',
                'Fabricación de vehículos de motor',
              ),
              ...job(
                '01/09/2013–29/02/2016',
                1,
                'Grupo Antolin, Burgos (España)',
                'Fabricación de componentes interiores para automoción',
              ),
              ...job(
                '01/09/2011–31/07/2012',
                2,
                'Michelin España Portugal S.A., Valladolid (España)',
                'Fabricación de neumáticos',
              ),
              gap(80),
              section('Educación y formación'),
              gap(80),
              ...school(
                '2012–2013',
                0,
                'Nivel 7 MECU',
                'Universidad de Burgos, Burgos (España)',
                'Gestión de la cadena de suministro, planificación de la producción, Lean Manufacturing y calidad total',
              ),
              ...school(
                '09/2008–07/2012',
                1,
                'Nivel 6 MECU',
                'Universidad de Valladolid, Valladolid (España)',
                'Trabajo fin de grado: implantación de un sistema SMED en una línea de estampación (9,2)',
              ),
              gap(80),
              section('Competencias personales'),
              gap(80),
              row([leftLabel('Lengua(s) materna(s)')], [p([t('español', { size: sz(22) })])]),
              gap(80),
              row([leftLabel('Otro(s) idioma(s)')], [languageHeader(), after()]),
              row(
                [leftLabel('inglés')],
                [languageLevels(['B2', 'C1', 'B2', 'B2', 'B2'], 'First Certificate in English (FCE)'), after()],
              ),
              row([leftLabel('francés')], [languageLevels(['A2', 'B1', 'A2', 'A2', 'A1']), after()]),
              row(
                [],
                [
                  p([
                    t('Niveles: A1/A2: usuario básico - B1/B2: usuario independiente - C1/C2: usuario competente', {
                      size: sz(14),
                    }),
                  ]),
                  p([t('Marco Común Europeo de Referencia para las Lenguas', { size: sz(14) })]),
                ],
              ),
              gap(),
              row(
                [leftLabel('Competencias comunicativas')],
                [
                  item(
                    'buenas dotes comunicativas adquiridas en el trato diario con proveedores nacionales e internacionales y en la formación de equipos en planta',
                  ),
                ],
              ),
              gap(80),
              row(
                [leftLabel('Competencias de organización / gestión')],
                [
                  item(
                    'capacidad de planificación y de trabajo bajo presión, coordinando a la vez varios lanzamientos de piezas nuevas',
                  ),
                ],
              ),
              gap(80),
              row(
                [leftLabel('Competencias relacionadas con el empleo')],
                [
                  item(
                    'buen conocimiento de las herramientas de calidad del sector del automóvil (APQP, PPAP, AMFE, SPC, MSA)',
                  ),
                  item('resolución de problemas con la metodología 8D y los 5 porqués'),
                ],
              ),
              gap(80),
              row(
                [leftLabel('Competencias digitales')],
                [
                  digitalGrid(),
                  p([t('Competencias digitales - Tabla de autoevaluación', { size: sz(14) })], {
                    spacing: { before: 20, after: 100 },
                  }),
                  details(expected.skills.join(', ')),
                ],
              ),
              gap(80),
              row([leftLabel('Permiso de conducir')], [p([t('B')])]),
              gap(80),
              section('Información adicional'),
              gap(80),
              row(
                [leftLabel('Cursos')],
                [
                  item('Auditora interna IATF 16949:2016 (AENOR, 2019)'),
                  item('Lean Six Sigma Green Belt (Escuela de Organización Industrial, 2017)'),
                ],
              ),
            ],
          }),
        ],
      },
    ],
    'Arial',
    18,
    { text: '▪' },
  );

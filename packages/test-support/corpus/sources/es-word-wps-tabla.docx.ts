// A Mexican industrial engineer's CV typed in WPS Writer the way many people there make one from scratch: the whole
// page is one Word table with its grid drawn (WPS's default single lines). The first row has two cells: the name and a
// headline on the left, 'Tel.:', 'Correo:' and 'Domicilio: Col. Narvarte, Benito Juárez, CDMX' one a line on the
// right. Every other row is a shaded label cell on the left ('Experiencia laboral', 'Formación académica',
// 'Habilidades', 'Idiomas') beside the content on the right. Each job is 'Empresa, Ciudad' in bold, the title on its
// own line, then its dates ('Enero 2019 – Actual' for the current job, 'Ene. 2017 – Dic. 2018' for the others), then
// items whose '•' is typed in the text (no list numbering) and whose long lines wrap back to the cell's left edge.
// Each school is a row of three cells under the label (merged down over both): the degree in bold in a narrow cell,
// where it wraps over three lines ('Licenciatura en' / 'Ingeniería Industrial y' / 'de Sistemas'), the school
// ('Tecnológico de Monterrey, Campus' / 'Ciudad de México'), and the years flush right.
// Skills are typed '•' items two to a line on a tab stop; languages are 'Idioma: nivel' lines.
import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Andrea Sofía Velázquez Ríos',
  email: 'andrea.velazquezr@example.com',
  phone: '55 5555 0147',
  location: 'Col. Narvarte, Benito Juárez, CDMX',
  jobs: [
    {
      title: 'Coordinadora de Mejora Continua',
      company: 'Laboratorios Liomont',
      start: '2019-01',
      end: 'present',
      bullets: [
        'Lideré 14 proyectos Kaizen en las líneas de tabletas y líquidos orales con ahorros de $6.2 millones de pesos al año',
        'Implementé un tablero diario de OEE en Power BI para 9 líneas de acondicionamiento',
        'Capacito a supervisores y operadores en 5S, SMED y solución de problemas con A3',
        'Reduje la merma de material de empaque de 3.1% a 1.8% en 18 meses',
      ],
    },
    {
      title: 'Ingeniera de Procesos Logísticos',
      company: 'DHL Supply Chain',
      start: '2017-01',
      end: '2018-12',
      bullets: [
        'Rediseñé el layout del almacén de un cliente farmacéutico y reduje 22% los recorridos de surtido',
        'Realicé estudios de tiempos y movimientos para estandarizar los procesos de picking y empaque',
        'Apoyé la implementación del WMS Manhattan en dos centros de distribución',
      ],
    },
    {
      title: 'Practicante de Ingeniería Industrial',
      company: 'Kimberly-Clark de México',
      start: '2015-06',
      end: '2016-12',
      bullets: [
        'Elaboré hojas de proceso estándar para las máquinas de pañal de la planta',
        'Di seguimiento semanal a los indicadores de paros y desperdicio del área de conversión',
      ],
    },
  ],
  schools: [
    {
      school: 'Tecnológico de Monterrey, Campus Ciudad de México',
      degree: 'Licenciatura en Ingeniería Industrial y de Sistemas',
      start: '2010',
      end: '2015',
    },
    {
      school: 'Universidad Panamericana',
      degree: 'Diplomado en Lean Six Sigma Green Belt',
      end: '2018',
    },
  ],
  skills: [
    'Lean Manufacturing',
    'Kaizen, 5S y SMED',
    'Six Sigma (Minitab)',
    'Power BI',
    'SAP PP / MM',
    'AutoCAD',
    'Excel avanzado',
    'Estudios de tiempos',
  ],
};

// WPS Writer's Letter page with its default 2.54 cm / 3.18 cm margins narrowed by hand to 1.9 cm.
const MARGIN = 1080;
const WIDTH = 12240 - 2 * MARGIN;
// The table's grid: the labels' column, then the schools' three cells (degree, school, years) under the content.
const LABEL = 2000;
const DEGREE = 2700;
const YEARS = 1500;
const SCHOOL = WIDTH - LABEL - DEGREE - YEARS;
const CONTENT = WIDTH - LABEL;
// The first row's two cells were dragged apart by hand so the name fits on one line: its border falls inside the
// schools' cell, a column of the grid of its own.
const NAME = 5300;
const NAME_IN_SCHOOL = NAME - LABEL - DEGREE;

const line = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const grid = { top: line, bottom: line, left: line, right: line };
const pad = { top: 100, bottom: 100, left: 115, right: 115 };

const p = (children: TextRun[], options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({ spacing: { after: 0 }, ...options, children });
const t = (text: string, options: Omit<ConstructorParameters<typeof TextRun>[0] & object, 'text'> = {}) =>
  new TextRun({ text, ...options });
// An item as she typed it: the bullet (Alt+7) and a space at the start of an ordinary paragraph.
const item = (text: string) => p([t(`• ${text}`)], { spacing: { after: 20 } });

const cell = (children: Paragraph[], width: number, columnSpan = 1, extra: object = {}) =>
  new TableCell({
    borders: grid,
    margins: pad,
    width: { size: width, type: WidthType.DXA },
    columnSpan,
    children,
    ...extra,
  });
const label = (text: string, rowSpan = 1) =>
  cell([p([t(text, { bold: true })])], LABEL, 1, {
    rowSpan,
    verticalAlign: VerticalAlign.CENTER,
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
  });

type Job = (typeof expected.jobs)[0];
const job = (j: Job, city: string, when: string, first = false) => [
  p([t(`${j.company}, ${city}`, { bold: true })], { spacing: { before: first ? 0 : 160 } }),
  p([t(j.title)]),
  p([t(when, { italics: true })], { spacing: { after: 40 } }),
  ...j.bullets.map(item),
];
const [liomont, dhl, kimberly] = expected.jobs as [Job, Job, Job];

type School = (typeof expected.schools)[0];
const school = (s: School, years: string) => [
  cell([p([t(s.degree ?? '', { bold: true })])], DEGREE),
  cell([p([t(s.school)])], SCHOOL, 2),
  cell([p([t(years)], { alignment: AlignmentType.RIGHT })], YEARS),
];
const [tec, up] = expected.schools as [School, School];

// Skills typed two to a line: '• a<TAB>• b', the second on a left tab stop in the middle of the cell.
const skillLines: Paragraph[] = [];
for (let i = 0; i < expected.skills.length; i += 2)
  skillLines.push(
    p([t(`• ${expected.skills[i]}\t• ${expected.skills[i + 1]}`)], {
      tabStops: [{ type: TabStopType.LEFT, position: 3800 }],
      spacing: { after: 20 },
    }),
  );

// Made anew at each build: the docx package adds the merged label's continuation cell to the rows it is given.
const rows = () => [
  new TableRow({
    children: [
      cell(
        [
          p([t(expected.name, { bold: true, size: 34 })], { spacing: { before: 60, after: 40 } }),
          p([t('Ingeniera Industrial – Mejora Continua', { size: 24 })], { spacing: { after: 60 } }),
        ],
        NAME,
        3,
        { verticalAlign: VerticalAlign.CENTER },
      ),
      cell(
        [
          p([t('Tel.: ', { bold: true, size: 20 }), t(expected.phone ?? '', { size: 20 })]),
          p([t('Correo: ', { bold: true, size: 20 }), t(expected.email ?? '', { size: 20 })]),
          p([t('Domicilio: ', { bold: true, size: 20 }), t(expected.location ?? '', { size: 20 })]),
        ],
        WIDTH - NAME,
        2,
        { verticalAlign: VerticalAlign.CENTER },
      ),
    ],
  }),
  new TableRow({
    children: [
      label('Experiencia laboral'),
      cell(
        [
          ...job(liomont, 'Ciudad de México', 'Enero 2019 – Actual', true),
          ...job(dhl, 'Cuautitlán Izcalli', 'Ene. 2017 – Dic. 2018'),
          ...job(kimberly, 'Ecatepec', 'Jun. 2015 – Dic. 2016'),
        ],
        CONTENT,
        4,
      ),
    ],
  }),
  new TableRow({ children: [label('Formación académica', 2), ...school(tec, '2010 – 2015')] }),
  new TableRow({ children: school(up, '2018') }),
  new TableRow({ children: [label('Habilidades'), cell(skillLines, CONTENT, 4)] }),
  new TableRow({
    children: [
      label('Idiomas'),
      cell([p([t('Español: nativo')]), p([t('Inglés: avanzado (TOEFL ITP 587)')])], CONTENT, 4),
    ],
  }),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        children: [
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: [LABEL, DEGREE, NAME_IN_SCHOOL, SCHOOL - NAME_IN_SCHOOL, YEARS],
            layout: TableLayoutType.FIXED,
            rows: rows(),
          }),
        ],
      },
    ],
    'Arial',
    22,
  );

// The 'CV con foto' a job seeker in Spain makes in Word from the classic template the employment sites hand out
// (A4, Word's Spanish default margins of 2.5 and 3 cm): the top is a borderless table of two cells, the left one with
// the name in large type, the profession, then the personal data one a line as 'Label: value' ('Fecha de nacimiento:
// 23/04/1993', 'DNI: 12345678-Z' (an ID number of eight digits, not a phone), 'Teléfono: 654 32 10 98', 'E-mail: …',
// 'Dirección: C/ Mayor 14, 3º B, 28013 Madrid'), the right one an empty cell with a border where the photo is glued.
// Each heading is a paragraph in bold capitals with grey shading across the page (EXPERIENCIA PROFESIONAL, FORMACIÓN,
// IDIOMAS, INFORMÁTICA, OTROS DATOS). Each job is ONE line: the dates first ('2019 - Actualidad', 'Jun. 2016 - Dic.
// 2018', plain hyphens), a tab to a left tab stop at 4 cm, then '**EMPRESA S.A.** – Puesto' (the employer in bold
// capitals, a spaced en dash, the title), with a hanging indent so a wrapped line stays under the employer. The
// first job's tasks are one plain paragraph 'Funciones: a; b; c; d.' wrapping over three lines (the items expected
// are the parts between the semicolons, as written: lower-case first letters, no final period); the second job's are
// 'Funciones:' over lines typed '- ' by hand (ordinary paragraphs, no list). FORMACIÓN as '2012 - 2016<TAB>Grado en
// …, Universidad Complutense de Madrid'; INFORMÁTICA one line split by commas; OTROS DATOS the driving licence.
import {
  BorderStyle,
  HeightRule,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { para, wordDocument, NO_BORDERS, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Adrián Quintana Lozano',
  email: 'adrian.quintana.lozano@example.com',
  phone: '654 32 10 98',
  // The address as written after 'Dirección:'.
  location: 'C/ Mayor 14, 3º B, 28013 Madrid',
  jobs: [
    {
      title: 'Analista de Control de Gestión',
      company: 'LOGÍSTICA HENARES S.A.',
      start: '2019',
      end: 'present',
      // One paragraph 'Funciones: …' whose items are split by semicolons: each part as written.
      bullets: [
        'elaboración del presupuesto anual de las 14 delegaciones y seguimiento mensual de desviaciones',
        'cierre mensual de la contabilidad analítica en SAP Business One',
        'cuadros de mando de costes de flota y almacén en Tableau para la dirección',
        'reducción del 8 % del coste por envío en 2022 con el análisis de rutas y subcontratas',
      ],
    },
    {
      title: 'Técnico Contable',
      company: 'ASESORÍA GÓMEZ-ARROYO S.L.',
      start: '2016-06',
      end: '2018-12',
      bullets: [
        'Contabilidad de una cartera de 35 pymes y autónomos',
        'Modelos trimestrales de IVA (303) y retenciones (111 y 115)',
        'Conciliaciones bancarias y cierres anuales con el Impuesto sobre Sociedades',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Complutense de Madrid',
      degree: 'Grado en Administración y Dirección de Empresas',
      start: '2012',
      end: '2016',
    },
    {
      school: 'Centro de Estudios Financieros (CEF)',
      degree: 'Curso de Experto en Control de Gestión',
      start: '2017',
      end: '2018',
    },
  ],
  skills: ['Paquete Office (nivel avanzado)', 'SAP Business One', 'Tableau'],
};

// A4 with Word's Spanish default margins: 2.5 cm top and bottom, 3 cm left and right.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1418, bottom: 1418, left: 1701, right: 1701 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const INDENT = 2268; // the left tab stop, 4 cm
const PHOTO = 1985; // 3.5 cm
const GREY = 'D9D9D9';

// A heading as the template has it: bold capitals on a paragraph shaded grey from margin to margin.
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 280, after: 140 },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: GREY },
    children: [new TextRun({ text, bold: true, size: 22 })],
  });

// 'dates<TAB>rest': a left tab stop at 4 cm and a hanging indent to it, so the line's second part wraps under itself.
const dated = (dates: string, rest: Array<string | { text: string; bold?: boolean }>, before = 0) =>
  para([dates, '\t', ...rest], {
    tabStops: [{ type: TabStopType.LEFT, position: INDENT }],
    indent: { left: INDENT, hanging: INDENT },
    spacing: { before, after: 60 },
  });

// Text under an entry, at the tab stop's indent.
const under = (runs: Parameters<typeof para>[0], after = 40) =>
  para(runs, { indent: { left: INDENT }, spacing: { after } });

const label = (name: string, value: string) =>
  para([{ text: `${name}: `, bold: true }, value], { spacing: { after: 40 } });

type Job = (typeof expected.jobs)[0];
const [henares, asesoria] = expected.jobs as [Job, Job];
const [ucm, cef] = expected.schools as [(typeof expected.schools)[0], (typeof expected.schools)[0]];

const top = new Table({
  width: { size: WIDTH, type: WidthType.DXA },
  columnWidths: [WIDTH - PHOTO, PHOTO],
  rows: [
    new TableRow({
      height: { value: 2550, rule: HeightRule.ATLEAST },
      children: [
        new TableCell({
          borders: NO_BORDERS,
          width: { size: WIDTH - PHOTO, type: WidthType.DXA },
          margins: { left: 0 },
          verticalAlign: VerticalAlign.CENTER,
          children: [
            para({ text: expected.name, bold: true, size: 40 }, { spacing: { after: 40 } }),
            para(
              { text: 'Analista Financiero y de Control de Gestión', size: 24, color: '404040' },
              { spacing: { after: 160 } },
            ),
            label('Fecha de nacimiento', '23/04/1993'),
            label('DNI', '12345678-Z'),
            label('Teléfono', expected.phone ?? ''),
            label('E-mail', expected.email ?? ''),
            label('Dirección', expected.location ?? ''),
          ],
        }),
        // The photo's place: an empty cell with a thin border.
        new TableCell({
          width: { size: PHOTO, type: WidthType.DXA },
          borders: {
            top: { style: BorderStyle.SINGLE, size: 6, color: '808080' },
            bottom: { style: BorderStyle.SINGLE, size: 6, color: '808080' },
            left: { style: BorderStyle.SINGLE, size: 6, color: '808080' },
            right: { style: BorderStyle.SINGLE, size: 6, color: '808080' },
          },
          children: [new Paragraph({ children: [] })],
        }),
      ],
    }),
  ],
});

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          top,
          heading('EXPERIENCIA PROFESIONAL'),
          dated('2019 - Actualidad', [{ text: henares.company, bold: true }, ` – ${henares.title}`]),
          under(`Funciones: ${henares.bullets.join('; ')}.`, 200),
          dated('Jun. 2016 - Dic. 2018', [{ text: asesoria.company, bold: true }, ` – ${asesoria.title}`]),
          under('Funciones:'),
          ...asesoria.bullets.map((b) => under(`- ${b}`, 20)),
          heading('FORMACIÓN'),
          dated('2012 - 2016', [`${ucm.degree}, ${ucm.school}`]),
          dated('2017 - 2018', [`${cef.degree}, ${cef.school}`]),
          heading('IDIOMAS'),
          para('Inglés: nivel alto (B2, First Certificate in English). Francés: nivel básico.'),
          heading('INFORMÁTICA'),
          para(expected.skills.join(', ')),
          heading('OTROS DATOS'),
          para('Carné de conducir B. Vehículo propio. Disponibilidad para viajar.'),
        ],
      },
    ],
    'Liberation Sans',
    21,
  );

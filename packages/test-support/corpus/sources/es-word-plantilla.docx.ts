// A Mexican accountant's one-page CV made from a free Word template of the kind WPS Writer and the plantilla sites
// give away: the whole page is one borderless table row of two cells. The narrow left cell is shaded and holds DATOS
// PERSONALES (an empty shaded box where the photo goes, then 'Fecha de nacimiento:', 'Estado civil:', 'Teléfono:',
// 'Correo:' whose address goes to the next line, and 'Dirección:' over the street and the borough on two lines),
// IDIOMAS ('Español – Nativo') and HABILIDADES one a line. The wide right cell holds the name in large capitals over
// the profession, OBJETIVO PROFESIONAL, EXPERIENCIA LABORAL where each job is the company in bold capitals, then
// 'Puesto: …' on its own line, then 'Ene. 2018 – Dic. 2020' (abbreviated months with a period, capitalised; the
// current job 'Mar. 2021 – A la fecha'), then 'Logros:' or 'Funciones:' over list items marked with the arrow of
// Word's bullet library (U+F0D8 in Wingdings, a private-use code point in a font LibreOffice has to stand in for),
// some wrapping over two lines; FORMACIÓN ACADÉMICA as 'Licenciatura en …' / university / '2012 – 2016' on three
// lines, and a 'Diplomado en …' on one line with its school and year.
import {
  AlignmentType,
  BorderStyle,
  HeightRule,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { bullet, para, wordDocument, NO_BORDERS, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'XIMENA CASTAÑEDA IBARRA',
  email: 'xcastanedai@example.com',
  phone: '+52 1 55 4187 2390',
  // The address as written under 'Dirección:', as the corpus's other addresses are (street first).
  location: 'Calle Tajín 584, Col. Narvarte, Benito Juárez, Ciudad de México',
  jobs: [
    {
      title: 'Contadora General',
      company: 'GRUPO HERDEZ',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Cierre contable mensual de cinco razones sociales en SAP FI/CO, reducido de 9 a 5 días hábiles',
        'Coordiné la migración a CFDI 4.0 de más de 14,000 facturas mensuales sin rechazos del SAT',
        'Atendí la auditoría externa de 2022 y 2023 sin observaciones relevantes',
        'Superviso a un equipo de 4 auxiliares contables',
      ],
    },
    {
      title: 'Auxiliar Contable Sr.',
      company: 'SALLES, SAINZ – GRANT THORNTON',
      start: '2018-01',
      end: '2020-12',
      bullets: [
        'Elaboración de declaraciones mensuales y anuales de ISR e IVA para una cartera de 22 clientes persona moral',
        'Conciliaciones bancarias y de cuentas por cobrar en CONTPAQi',
        'Apoyo en la emisión de dictámenes fiscales e informes para el IMSS',
      ],
    },
    {
      title: 'Auxiliar Contable',
      company: 'EL PUERTO DE LIVERPOOL',
      start: '2016-08',
      end: '2017-12',
      bullets: [
        'Registro de pólizas de egresos y provisiones de proveedores de la tienda Insurgentes',
        'Control del fondo fijo de caja y arqueos semanales',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Nacional Autónoma de México (UNAM)',
      degree: 'Licenciatura en Contaduría',
      start: '2012',
      end: '2016',
    },
    {
      school: 'Instituto Mexicano de Contadores Públicos',
      degree: 'Diplomado en Normas de Información Financiera (NIF)',
      end: '2019',
    },
  ],
  skills: [
    'SAP FI/CO',
    'CONTPAQi Contabilidad',
    'Excel avanzado',
    'CFDI 4.0 y declaraciones SAT',
    'Conciliaciones bancarias',
    'Power BI',
    'Trabajo en equipo',
  ],
};

// A Letter page with 1.27 cm margins, as the template comes.
const PAGE = { width: 12240, height: 15840 };
const MARGIN = 720;
const WIDTH = PAGE.width - 2 * MARGIN;
const LEFT = 3600;
const RIGHT = WIDTH - LEFT;
const TEAL = '1F4E5F';
const SHADE = 'DCE6EA';

const heading = (text: string, first = false) =>
  new Paragraph({
    spacing: { before: first ? 0 : 200, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: TEAL, space: 2 } },
    children: [new TextRun({ text, bold: true, size: 23, color: TEAL })],
  });
const sideHeading = (text: string, first = false) =>
  new Paragraph({
    spacing: { before: first ? 0 : 280, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: TEAL, space: 2 } },
    children: [new TextRun({ text, bold: true, size: 21, color: TEAL })],
  });
const label = (name: string, value: string) =>
  para([{ text: `${name}: `, bold: true }, value], { spacing: { after: 80 } });
const line = (text: string, after = 40) => para(text, { spacing: { after } });

// The photo's place: an empty darker box in a one-cell table, centred in the column.
const PHOTO_W = 1700;
const photo = new Table({
  width: { size: PHOTO_W, type: WidthType.DXA },
  columnWidths: [PHOTO_W],
  alignment: AlignmentType.CENTER,
  rows: [
    new TableRow({
      height: { value: 1900, rule: HeightRule.EXACT },
      children: [
        new TableCell({
          width: { size: PHOTO_W, type: WidthType.DXA },
          shading: { fill: 'A9BCC4', type: ShadingType.CLEAR, color: 'auto' },
          borders: {
            top: { style: BorderStyle.SINGLE, size: 12, color: 'FFFFFF' },
            bottom: { style: BorderStyle.SINGLE, size: 12, color: 'FFFFFF' },
            left: { style: BorderStyle.SINGLE, size: 12, color: 'FFFFFF' },
            right: { style: BorderStyle.SINGLE, size: 12, color: 'FFFFFF' },
          },
          children: [new Paragraph({ children: [] })],
        }),
      ],
    }),
  ],
});

const side = [
  photo,
  new Paragraph({ spacing: { after: 160 }, children: [] }),
  sideHeading('DATOS PERSONALES', true),
  label('Fecha de nacimiento', '14 de mayo de 1994'),
  label('Estado civil', 'Soltera'),
  label('Teléfono', expected.phone ?? ''),
  label('Correo', expected.email ?? ''),
  // The address typed over two lines with Shift+Enter.
  new Paragraph({
    spacing: { after: 80 },
    children: [
      new TextRun({ text: 'Dirección:', bold: true }),
      new TextRun({ text: 'Calle Tajín 584, Col. Narvarte', break: 1 }),
      new TextRun({ text: 'Benito Juárez, Ciudad de México', break: 1 }),
    ],
  }),
  sideHeading('IDIOMAS'),
  line('Español – Nativo'),
  line('Inglés – Intermedio (B1)'),
  sideHeading('HABILIDADES'),
  ...expected.skills.map((s) => line(s)),
];

type Job = (typeof expected.jobs)[0];
const job = (j: Job, when: string, kind: 'Logros' | 'Funciones', first = false) => [
  para({ text: j.company, bold: true }, { spacing: { before: first ? 0 : 140, after: 20 } }),
  para([{ text: 'Puesto: ', bold: true }, j.title], { spacing: { after: 20 } }),
  para({ text: when, italics: true, color: '404040' }, { spacing: { after: 40 } }),
  para({ text: `${kind}:`, bold: true }, { spacing: { after: 20 } }),
  ...j.bullets.map((b) => bullet(b)),
];

const [herdez, salles, liverpool] = expected.jobs as [Job, Job, Job];

const main = [
  para({ text: expected.name, bold: true, size: 42, color: TEAL }, { spacing: { after: 0 } }),
  para({ text: 'Contadora Pública', size: 26, color: '404040' }, { spacing: { after: 200 } }),
  heading('OBJETIVO PROFESIONAL', true),
  para(
    'Contadora pública con siete años de experiencia en contabilidad general, impuestos y cierres mensuales en ' +
      'empresas de consumo y despachos. Busco integrarme a un área de contraloría donde pueda aportar orden, ' +
      'cumplimiento fiscal y mejora de procesos.',
    { spacing: { after: 60 }, alignment: AlignmentType.BOTH },
  ),
  heading('EXPERIENCIA LABORAL'),
  ...job(herdez, 'Mar. 2021 – A la fecha', 'Logros', true),
  ...job(salles, 'Ene. 2018 – Dic. 2020', 'Funciones'),
  ...job(liverpool, 'Ago. 2016 – Dic. 2017', 'Funciones'),
  heading('FORMACIÓN ACADÉMICA'),
  para({ text: 'Licenciatura en Contaduría', bold: true }, { spacing: { after: 20 } }),
  para('Universidad Nacional Autónoma de México (UNAM)', { spacing: { after: 20 } }),
  para({ text: '2012 – 2016', italics: true, color: '404040' }, { spacing: { after: 120 } }),
  para([
    { text: 'Diplomado en Normas de Información Financiera (NIF)', bold: true },
    ' – Instituto Mexicano de Contadores Públicos, 2019',
  ]),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children: [
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: [LEFT, RIGHT],
            rows: [
              new TableRow({
                height: { value: PAGE.height - 2 * MARGIN - 300, rule: HeightRule.ATLEAST },
                children: [
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: LEFT, type: WidthType.DXA },
                    shading: { fill: SHADE, type: ShadingType.CLEAR, color: 'auto' },
                    margins: { top: 360, left: 220, right: 220 },
                    children: side,
                  }),
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: RIGHT, type: WidthType.DXA },
                    margins: { top: 300, left: 360, right: 120 },
                    children: main,
                  }),
                ],
              }),
            ],
          }),
        ],
      },
    ],
    'Calibri',
    20,
    { text: '\uF0D8', font: 'Wingdings' },
  );

// An Argentinian executive's CV made in Word from a two-column template: the whole page is one borderless table row
// whose narrow column is on the RIGHT and shaded, with CONTACTO ('+54 9 11 …', the e-mail, 'Palermo, Buenos Aires'),
// CERTIFICACIONES (long names that wrap over two lines in the narrow column) and IDIOMAS; the wide left column holds
// the name in large type, the title, PERFIL PROFESIONAL, EXPERIENCIA PROFESIONAL with each job as '**Cargo** | Empresa'
// over 'ene. 2020 – actualidad · Buenos Aires' (abbreviated months with a dot, in lower case) and Word's default list
// items (U+F0B7 in Symbol), FORMACIÓN ACADÉMICA in the same two lines, and HABILIDADES as list items.
import { BorderStyle, HeightRule, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { bullet, para, wordDocument, NO_BORDERS, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Martín Ferreyra',
  email: 'martin.ferreyra@example.com',
  phone: '+54 9 11 5555-0123',
  location: 'Palermo, Buenos Aires',
  jobs: [
    {
      title: 'Director de Operaciones',
      company: 'Arcor',
      start: '2020-01',
      end: 'present',
      bullets: [
        'Lidero la operación de cuatro plantas y dos centros de distribución, con 1.200 personas a cargo y un presupuesto anual de USD 85 millones',
        'Reduje un 18 % el costo logístico por tonelada con la renegociación de fletes y un nuevo esquema de ruteo',
        'Implementé SAP S/4HANA en las cuatro plantas en 14 meses, sin cortes en el abastecimiento a clientes',
      ],
    },
    {
      title: 'Gerente de Cadena de Suministro',
      company: 'Mercado Libre',
      start: '2015-03',
      end: '2019-12',
      bullets: [
        'Diseñé y puse en marcha el centro de distribución de Esteban Echeverría (45.000 m²), con capacidad para 150.000 envíos diarios',
        'Bajé el plazo de entrega promedio en el AMBA de 72 a 36 horas',
      ],
    },
    {
      title: 'Jefe de Planta',
      company: 'Unilever de Argentina',
      start: '2010-08',
      end: '2015-02',
      bullets: [
        'Estuve a cargo de la planta de cuidado personal, con 280 operarios en tres turnos',
        'Subí la eficiencia global de los equipos (OEE) del 61 % al 78 % con un programa de TPM',
      ],
    },
  ],
  schools: [
    { school: 'Universidad Torcuato Di Tella', degree: 'Executive MBA', start: '2013', end: '2015' },
    { school: 'Universidad de Buenos Aires', degree: 'Ingeniería Industrial', start: '2002', end: '2008' },
  ],
  skills: [
    'Planeamiento estratégico',
    'Gestión de cadena de suministro',
    'Lean Manufacturing y TPM',
    'SAP S/4HANA',
    'Gestión de P&L y presupuestos',
    'Negociación sindical',
  ],
};

// An A4 page with half-inch margins, as the template comes.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 720;
const WIDTH = PAGE.width - 2 * MARGIN;
const RIGHT = 3300;
const LEFT = WIDTH - RIGHT;
const NAVY = '1F3864';
const SHADE = 'E8EEF4';

const heading = (text: string, first = false) =>
  new Paragraph({
    spacing: { before: first ? 0 : 200, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: NAVY, space: 2 } },
    children: [new TextRun({ text, bold: true, size: 22, color: NAVY })],
  });
const small = (text: string, after = 60) => para(text, { spacing: { after } }, { size: 18 });

type Job = (typeof expected.jobs)[0];
const job = (j: Job, when: string, first = false) => [
  para([{ text: j.title, bold: true }, ` | ${j.company}`], { spacing: { before: first ? 0 : 140, after: 20 } }),
  para({ text: when, color: '595959' }, { spacing: { after: 60 } }, { size: 19 }),
  ...j.bullets.map((b) => bullet(b)),
];
type School = (typeof expected.schools)[0];
const school = (s: School, first = false) => [
  para([{ text: s.degree ?? '', bold: true }, ` | ${s.school}`], {
    spacing: { before: first ? 0 : 140, after: 20 },
  }),
  para({ text: `${s.start} – ${s.end}`, color: '595959' }, { spacing: { after: 40 } }, { size: 19 }),
];

const [arcor, meli, unilever] = expected.jobs as [Job, Job, Job];
const [ditella, uba] = expected.schools as [School, School];

const main = [
  para({ text: 'Martín Ferreyra', bold: true, size: 52, color: NAVY }, { spacing: { after: 40 } }),
  para(
    { text: 'Director de Operaciones y Cadena de Suministro', size: 26, color: '404040' },
    { spacing: { after: 200 } },
  ),
  heading('PERFIL PROFESIONAL', true),
  para(
    'Ingeniero industrial con más de 15 años en consumo masivo y comercio electrónico. Dirijo operaciones de ' +
      'manufactura y logística de gran escala.',
    { spacing: { after: 60 } },
  ),
  heading('EXPERIENCIA PROFESIONAL'),
  ...job(arcor, 'ene. 2020 – actualidad · Buenos Aires', true),
  ...job(meli, 'mar. 2015 – dic. 2019 · Buenos Aires'),
  ...job(unilever, 'ago. 2010 – feb. 2015 · Pilar'),
  heading('FORMACIÓN ACADÉMICA'),
  ...school(ditella, true),
  ...school(uba),
  heading('HABILIDADES'),
  ...expected.skills.map((s) => bullet(s)),
];

const side = [
  heading('CONTACTO', true),
  small(expected.phone ?? ''),
  small(expected.email ?? ''),
  small(expected.location ?? ''),
  heading('CERTIFICACIONES'),
  small('Project Management Professional (PMP) – PMI, 2019', 120),
  small('Lean Six Sigma Black Belt – ASQ, 2016', 120),
  small('Programa de Alta Dirección (PAD) – IAE Business School, 2021', 120),
  heading('IDIOMAS'),
  small('Español: nativo'),
  small('Inglés: bilingüe (C2)'),
  small('Portugués: intermedio (B1)'),
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
                height: { value: 14800, rule: HeightRule.ATLEAST },
                children: [
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: LEFT, type: WidthType.DXA },
                    margins: { top: 120, left: 100, right: 360 },
                    children: main,
                  }),
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: RIGHT, type: WidthType.DXA },
                    shading: { fill: SHADE, type: ShadingType.CLEAR, color: 'auto' },
                    margins: { top: 360, left: 240, right: 240 },
                    children: side,
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
    { text: '\uF0B7', font: 'Symbol' },
  );

// A Spanish CV from the kind of free template WPS Office's gallery offers (made in Asia, used across Latin America):
// a coloured band with the name and 'Puesto deseado', personal data as a grid of 'Label: value' pairs two to a row
// of a borderless table, headings in a shaded bar, each job as one line of three tab stops ('2019.03 – Actualidad',
// company, title in bold), 'Descripción del puesto:' and items numbered by hand ('1. ', '2. '), schools the same way
// with their field, skills and languages as numbered lines too.
import { ShadingType, Table, TableCell, TableRow, TabStopType, WidthType, Paragraph, TextRun } from 'docx';
import { NO_BORDERS, pairTable, para, wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Valeria Quispe Mamani',
  email: 'valeria.quispe@example.pe',
  phone: '+51 987 654 321',
  location: 'Arequipa, Perú',
  jobs: [
    {
      title: 'Supervisora de Almacén',
      company: 'Alicorp S.A.A.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Supervisé la recepción y el despacho de 900 pedidos diarios con un equipo de 24 personas en dos turnos',
        'Reduje las diferencias de inventario del 3,2 % al 0,4 % con conteos cíclicos semanales',
        'Implementé el módulo WM de SAP junto al área de Sistemas en seis meses',
      ],
    },
    {
      title: 'Asistente de Logística',
      company: 'Gloria S.A.',
      start: '2016-07',
      end: '2019-02',
      bullets: [
        'Programé las rutas de reparto de 15 camiones a bodegas y mercados del sur',
        'Elaboré los reportes semanales de indicadores para la Gerencia de Operaciones',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Nacional de San Agustín',
      degree: 'Bachiller en Ingeniería Industrial',
      start: '2011-03',
      end: '2016-12',
    },
  ],
  skills: ['SAP WM', 'SAP MM', 'Excel avanzado', 'Power BI', 'Gestión de inventarios'],
};

const BAND = { type: ShadingType.CLEAR, color: 'auto', fill: '2E75B6' };
const BAR = { type: ShadingType.CLEAR, color: 'auto', fill: 'DEEAF6' };

const heading = (text: string) =>
  new Paragraph({
    shading: BAR,
    spacing: { before: 240, after: 100 },
    children: [new TextRun({ text, bold: true, size: 24, color: '1F4E79' })],
  });

/** 'dates<TAB>company<TAB>title' on left tab stops, the way the template's example line is set. */
const entry = (dates: string, company: string, title: string) =>
  new Paragraph({
    tabStops: [
      { type: TabStopType.LEFT, position: 2600 },
      { type: TabStopType.LEFT, position: 6400 },
    ],
    spacing: { before: 140, after: 40 },
    children: [
      new TextRun({ text: dates }),
      new TextRun({ text: `\t${company}` }),
      new TextRun({ text: `\t${title}`, bold: true }),
    ],
  });

const numbered = (items: readonly string[]) =>
  items.map((text, i) => para(`${i + 1}. ${text}`, { indent: { left: 300, hanging: 300 }, spacing: { after: 20 } }));

const [alicorp, gloria] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];

export const build = () =>
  wordDocument(
    [
      {
        children: [
          new Table({
            width: { size: TEXT_WIDTH, type: WidthType.DXA },
            columnWidths: [TEXT_WIDTH],
            rows: [
              new TableRow({
                children: [
                  new TableCell({
                    borders: NO_BORDERS,
                    shading: BAND,
                    width: { size: TEXT_WIDTH, type: WidthType.DXA },
                    children: [
                      para(
                        { text: expected.name, bold: true, size: 44, color: 'FFFFFF' },
                        { spacing: { before: 160 } },
                      ),
                      para(
                        { text: 'Puesto deseado: Jefa de Operaciones Logísticas', size: 22, color: 'FFFFFF' },
                        { spacing: { after: 160 } },
                      ),
                    ],
                  }),
                ],
              }),
            ],
          }),
          heading('DATOS PERSONALES'),
          pairTable(
            [
              ['Nombre', expected.name],
              ['Edad', '31 años'],
              ['Teléfono', expected.phone!],
              ['Correo', expected.email!],
              ['Dirección', expected.location!],
              ['Estado civil', 'Soltera'],
            ],
            { bold: true },
          ),
          heading('EXPERIENCIA LABORAL'),
          entry('2019.03 – Actualidad', alicorp.company, alicorp.title),
          para({ text: 'Descripción del puesto:', bold: true }, { spacing: { after: 20 } }),
          ...numbered(alicorp.bullets),
          entry('2016.07 – 2019.02', gloria.company, gloria.title),
          para({ text: 'Descripción del puesto:', bold: true }, { spacing: { after: 20 } }),
          ...numbered(gloria.bullets),
          heading('FORMACIÓN ACADÉMICA'),
          entry('2011.03 – 2016.12', 'Universidad Nacional de San Agustín', 'Bachiller en Ingeniería Industrial'),
          para('Tercio superior de la promoción.'),
          heading('HABILIDADES'),
          ...numbered(expected.skills),
          heading('IDIOMAS'),
          para('Español: nativo. Inglés: intermedio (B1). Quechua: básico.'),
          heading('AUTOEVALUACIÓN'),
          para(
            'Persona responsable, ordenada y con facilidad para trabajar en equipo y bajo presión. Disponibilidad para viajar.',
          ),
        ],
      },
    ],
    'Liberation Sans',
    20,
  );

// A Spanish CV laid out in one Word table with merged cells, as many downloaded 'plantillas' are: the first row one
// cell across both columns (name, profession, contact), then each section's name in a shaded left cell merged down
// over all of its entries (vertical merge), each entry a row of its own on the right: 'Cargo | Empresa' in bold, the
// place and dates in italics on the next line, items; schools as degree, school and years on three lines; the
// languages and skills rows hold a paragraph each.
import { BorderStyle, ShadingType, Table, TableCell, TableRow, VerticalAlign, WidthType } from 'docx';
import { bullet, para, wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Lucía Fernández Ortega',
  email: 'lucia.fernandez@example.es',
  phone: '+34 612 345 678',
  location: 'Valladolid',
  jobs: [
    {
      title: 'Jefa de Producción',
      company: 'Grupo Antolin',
      start: '2019-01',
      end: 'present',
      bullets: [
        'Dirijo tres líneas de montaje de paneles de puerta con 85 operarios en tres turnos',
        'Reduje el tiempo de cambio de molde de 48 a 19 minutos con un proyecto SMED',
        'Implanté indicadores OEE diarios en todas las líneas',
      ],
    },
    {
      title: 'Ingeniera de Procesos',
      company: 'Renault España',
      start: '2015-09',
      end: '2018-12',
      bullets: [
        'Diseñé el proceso de soldadura de un nuevo modelo con 42 robots',
        'Coordiné las auditorías de calidad con proveedores de primer nivel',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad de Valladolid',
      degree: 'Máster en Ingeniería Industrial',
      start: '2013',
      end: '2015',
    },
    {
      school: 'Universidad de Valladolid',
      degree: 'Grado en Ingeniería en Tecnologías Industriales',
      start: '2009',
      end: '2013',
    },
  ],
  skills: ['Lean Manufacturing', 'SMED', 'Six Sigma Green Belt', 'SAP PP', 'AutoCAD', 'Power BI'],
};

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const borders = { top: none, bottom: none, left: none, right: none };
const LEFT = 2600;
const RIGHT = TEXT_WIDTH - LEFT;
const shaded = { type: ShadingType.CLEAR, color: 'auto', fill: 'DCE6F0' };

const label = (text: string, rowSpan = 1) =>
  new TableCell({
    borders,
    rowSpan,
    shading: shaded,
    verticalAlign: VerticalAlign.TOP,
    width: { size: LEFT, type: WidthType.DXA },
    children: [para({ text, bold: true, size: 20, color: '1F3864' }, { spacing: { before: 120, after: 60 } })],
  });
const right = (children: ReturnType<typeof para>[]) =>
  new TableCell({ borders, width: { size: RIGHT, type: WidthType.DXA }, children });
const job = (j: (typeof expected.jobs)[0], placeAndDates: string) => [
  para({ text: `${j.title} | ${j.company}`, bold: true }, { spacing: { before: 120, after: 0 } }),
  para({ text: placeAndDates, italics: true, color: '595959' }),
  ...j.bullets.map((b) => bullet(b)),
];
const school = (s: (typeof expected.schools)[0]) => [
  para({ text: s.degree!, bold: true }, { spacing: { before: 120, after: 0 } }),
  para(s.school, { spacing: { after: 0 } }),
  para({ text: `${s.start} – ${s.end}`, italics: true, color: '595959' }),
];

const [antolin, renault] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];
const [master, grado] = expected.schools as [(typeof expected.schools)[0], (typeof expected.schools)[0]];

export const build = () =>
  wordDocument(
    [
      {
        children: [
          new Table({
            width: { size: TEXT_WIDTH, type: WidthType.DXA },
            columnWidths: [LEFT, RIGHT],
            rows: [
              new TableRow({
                children: [
                  new TableCell({
                    borders,
                    columnSpan: 2,
                    width: { size: TEXT_WIDTH, type: WidthType.DXA },
                    children: [
                      para({ text: expected.name, bold: true, size: 44, color: '1F3864' }, { spacing: { after: 0 } }),
                      para({ text: 'Ingeniera Industrial', size: 24, color: '595959' }),
                      para(
                        'Valladolid  •  +34 612 345 678  •  lucia.fernandez@example.es',
                        { spacing: { after: 240 } },
                        { size: 19 },
                      ),
                    ],
                  }),
                ],
              }),
              new TableRow({
                children: [
                  label('PERFIL'),
                  right([
                    para(
                      'Ingeniera industrial con diez años en la automoción, especializada en mejora continua y en la puesta en marcha de líneas nuevas.',
                      { spacing: { before: 120, after: 120 } },
                    ),
                  ]),
                ],
              }),
              new TableRow({
                children: [
                  label('EXPERIENCIA PROFESIONAL', 2),
                  right(job(antolin, 'Valladolid · Enero 2019 – Actualidad')),
                ],
              }),
              new TableRow({ children: [right(job(renault, 'Palencia · Septiembre 2015 – Diciembre 2018'))] }),
              new TableRow({ children: [label('FORMACIÓN', 2), right(school(master))] }),
              new TableRow({ children: [right(school(grado))] }),
              new TableRow({
                children: [
                  label('IDIOMAS'),
                  right([para('Español: nativo · Inglés: C1 · Francés: B1', { spacing: { before: 120 } })]),
                ],
              }),
              new TableRow({
                children: [
                  label('HABILIDADES'),
                  right([para(`${expected.skills.join(', ')}.`, { spacing: { before: 120 } })]),
                ],
              }),
            ],
          }),
        ],
      },
    ],
    'Liberation Sans',
    20,
  );

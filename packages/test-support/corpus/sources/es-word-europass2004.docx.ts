// The Europass CV as its Word template was filled in for years (2004-2012, still sent in Spain): a two-column table
// with the labels right-aligned in the narrow left column ('Nombre(s) / Apellido(s)', 'Teléfono(s)', 'Correo(s)
// electrónico(s)', 'Fechas', 'Profesión o cargo desempeñado', 'Funciones y responsabilidades principales', 'Nombre y
// dirección de la empresa', 'Tipo de empresa o sector', 'Cualificación obtenida', 'Nombre y tipo del centro de
// estudios') and the values in the wide right column; section names in the left column in bold.
import { AlignmentType, BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Alberto Sánchez Romero',
  email: 'alberto.sanchez.romero@example.es',
  phone: '+34 976 123 456',
  location: 'Calle del Coso 42, 50004 Zaragoza (España)',
  jobs: [
    {
      title: 'Jefe de Obra',
      company: 'Acciona Construcción S.A.',
      start: '2017-03',
      end: 'present',
      // 'Funciones y responsabilidades principales': what the person did, as an item.
      bullets: [
        'Dirección de obras de edificación residencial de hasta 180 viviendas, control de costes y planificación.',
      ],
    },
    {
      title: 'Técnico de Oficina Técnica',
      company: 'Construcciones Mariano López Navarro S.A.U.',
      start: '2012-09',
      end: '2017-02',
      bullets: ['Mediciones, presupuestos y certificaciones de obra civil.'],
    },
  ],
  schools: [
    {
      school: 'Universidad de Zaragoza',
      degree: 'Ingeniero de Caminos, Canales y Puertos',
      start: '2005-09',
      end: '2012-06',
    },
  ],
  skills: ['AutoCAD', 'Presto', 'MS Project', 'Revit'],
};

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const borders = { top: none, bottom: none, left: none, right: none };
const LEFT = 3000;
const cell = (width: number, children: Paragraph[]) =>
  new TableCell({ borders, width: { size: width, type: WidthType.DXA }, children });
const row = (label: string, value: string, bold = false) =>
  new TableRow({
    children: [
      cell(LEFT, [
        new Paragraph({
          alignment: AlignmentType.RIGHT,
          children: [new TextRun({ text: label, bold, size: bold ? 24 : 18 })],
        }),
      ]),
      cell(TEXT_WIDTH - LEFT, [
        new Paragraph({ children: [new TextRun({ text: value, bold: bold && !!value, size: bold ? 26 : 20 })] }),
      ]),
    ],
  });
const gap = () => row('', '');

export const build = () =>
  wordDocument(
    [
      {
        children: [
          new Table({
            width: { size: TEXT_WIDTH, type: WidthType.DXA },
            columnWidths: [LEFT, TEXT_WIDTH - LEFT],
            rows: [
              row('Curriculum Vitae Europass', '', true),
              gap(),
              row('Información personal', '', true),
              row('Nombre(s) / Apellido(s)', 'Alberto Sánchez Romero'),
              row('Dirección(es)', 'Calle del Coso 42, 50004 Zaragoza (España)'),
              row('Teléfono(s)', '+34 976 123 456'),
              row('Correo(s) electrónico(s)', 'alberto.sanchez.romero@example.es'),
              row('Nacionalidad', 'Española'),
              row('Fecha de nacimiento', '21/04/1987'),
              gap(),
              row('Experiencia laboral', '', true),
              row('Fechas', 'Marzo 2017 – Actualidad'),
              row('Profesión o cargo desempeñado', 'Jefe de Obra'),
              row(
                'Funciones y responsabilidades principales',
                'Dirección de obras de edificación residencial de hasta 180 viviendas, control de costes y planificación.',
              ),
              row(
                'Nombre y dirección de la empresa',
                'Acciona Construcción S.A., Avenida de Europa 18, 28108 Alcobendas (España)',
              ),
              row('Tipo de empresa o sector', 'Construcción'),
              gap(),
              row('Fechas', 'Septiembre 2012 – Febrero 2017'),
              row('Profesión o cargo desempeñado', 'Técnico de Oficina Técnica'),
              row(
                'Funciones y responsabilidades principales',
                'Mediciones, presupuestos y certificaciones de obra civil.',
              ),
              row('Nombre y dirección de la empresa', 'Construcciones Mariano López Navarro S.A.U., Zaragoza (España)'),
              row('Tipo de empresa o sector', 'Construcción'),
              gap(),
              row('Educación y formación', '', true),
              row('Fechas', 'Septiembre 2005 – Junio 2012'),
              row('Cualificación obtenida', 'Ingeniero de Caminos, Canales y Puertos'),
              row('Nombre y tipo del centro de estudios', 'Universidad de Zaragoza'),
              gap(),
              row('Capacidades y competencias personales', '', true),
              row('Lengua(s) materna(s)', 'Español'),
              row('Otro(s) idioma(s)', 'Inglés (B2), Francés (A2)'),
              row('Competencias informáticas', expected.skills.join(', ')),
              row('Permiso(s) de conducción', 'B'),
            ],
          }),
        ],
      },
    ],
    'Liberation Sans',
    20,
  );

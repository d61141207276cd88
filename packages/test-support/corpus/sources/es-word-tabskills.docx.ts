// Un CV mexicano escrito en Word 2016 desde un documento en blanco, como lo hace quien no usa plantilla: hoja carta con
// los márgenes que Word trae en español (2,5 cm arriba y abajo, 3 cm a los lados) y el estilo Normal sin tocar
// (Calibri 11, 8 pt después de cada párrafo, interlineado 1,08; Calibri sale como Noto Sans en el PDF), así que cada
// renglón, también la empresa y el puesto de un mismo empleo, queda separado del siguiente por un hueco. Lo que tiene:
// - el nombre tecleado en mayúsculas (Bloq Mayús), en negrita y centrado, y tres renglones de contacto centrados:
//   'Cel.: 55 5555 0101', 'E-mail: …' (el correo hecho vínculo azul por la autocorrección) y 'Col. Narvarte, Benito
//   Juárez, CDMX';
// - títulos de sección en mayúsculas y negrita con un borde inferior (Inicio › Bordes), OBJETIVO PROFESIONAL
//   justificado;
// - EXPERIENCIA LABORAL con cada empleo tecleado 'Empresa<TAB>Mes Año – Mes Año' (una tabulación derecha puesta en
//   la regla al margen derecho; la raya '–' de la autocorrección), el puesto en negrita en el renglón siguiente,
//   'Funciones:' y las funciones en infinitivo con la viñeta por defecto de Word (U+F0B7 en Symbol, estilo 'Párrafo
//   de lista'), algunas en dos renglones;
// - FORMACIÓN ACADÉMICA en la misma forma: 'Institución<TAB>años' sobre el grado en negrita (la Licenciatura con un
//   renglón 'Titulada – Cédula profesional 10234567', un Diplomado con meses y la preparatoria de la UNAM como
//   'Educación media superior', con las comillas tipográficas de la autocorrección);
// - CONOCIMIENTOS como renglones 'Rótulo<TAB><TAB>: lista' con los dos puntos alineados por una tabulación izquierda
//   puesta en la regla a 2,5 cm (la primera tabulación llega a ella, la segunda a la predeterminada de 3,75 cm), una
//   lista con comas dentro de paréntesis ('Office (Word, Excel avanzado, PowerPoint)'), la de 'Habilidades' en dos
//   renglones que vuelven al margen izquierdo, e 'Idiomas<TAB><TAB>: Inglés intermedio (B1)' entre ellas (los
//   idiomas no son habilidades);
// - REFERENCIAS 'Disponibles a solicitud'.
// Sale en dos páginas: el tercer empleo pasa entero a la segunda (Word mantiene la empresa, el puesto y 'Funciones:'
// con el párrafo siguiente). La preparatoria cuenta como escuela: una institución con su nivel escrito como grado.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Daniela Fernanda Ruiz Castañeda',
  email: 'daniela.ruiz.castaneda@example.com',
  phone: '55 5555 0101',
  location: 'Col. Narvarte, Benito Juárez, CDMX',
  jobs: [
    {
      title: 'Coordinadora de Compras',
      company: 'El Puerto de Liverpool, S.A.B. de C.V.',
      start: '2020-03',
      end: 'present',
      bullets: [
        'Coordinar a un equipo de tres compradores para las categorías de blancos y hogar de 120 tiendas',
        'Negociar precios, plazos de entrega y condiciones de pago con más de 40 proveedores nacionales y de importación',
        'Elaborar el plan anual de compras y dar seguimiento semanal al presupuesto en SAP',
        'Reducir en 12% el costo promedio de compra de la categoría de blancos en 2022',
      ],
    },
    {
      title: 'Analista de Abastecimiento',
      company: 'Grupo Herdez, S.A.B. de C.V.',
      start: '2017-08',
      end: '2020-02',
      bullets: [
        'Generar las órdenes de compra de materias primas y material de empaque para la planta de Los Mochis',
        'Dar seguimiento a los niveles de inventario y a los pronósticos de demanda junto con el área de Planeación',
        'Dar de alta a proveedores y mantener actualizado el catálogo de materiales en SAP MM',
      ],
    },
    {
      title: 'Auxiliar de Logística',
      company: 'Sigma Alimentos Centro, S.A. de C.V.',
      start: '2015-09',
      end: '2017-07',
      bullets: [
        'Programar las rutas de entrega a tiendas de autoservicio de la zona metropolitana',
        'Capturar entradas y salidas de almacén y conciliar el inventario físico contra el sistema cada mes',
        'Atender a transportistas y resolver incidencias de entrega con los clientes',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Autónoma Metropolitana, Unidad Iztapalapa',
      degree: 'Licenciatura en Administración',
      start: '2011',
      end: '2015',
    },
    {
      school: 'Instituto Tecnológico Autónomo de México (ITAM)',
      degree: 'Diplomado en Logística y Cadena de Suministro',
      start: '2019-08',
      end: '2020-01',
    },
    {
      school: 'Escuela Nacional Preparatoria No. 5 “José Vasconcelos” – UNAM',
      degree: 'Educación media superior',
      start: '2008',
      end: '2011',
    },
  ],
  skills: [
    'Office (Word, Excel avanzado, PowerPoint)',
    'SAP R/3 (MM)',
    'Power BI',
    'Google Workspace',
    'Negociación con proveedores',
    'análisis de costos',
    'control de inventarios',
    'planeación de la demanda',
    'trabajo bajo presión',
    'orientación a resultados',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [liverpool, herdez, sigma] = expected.jobs as [Job, Job, Job];
const [uam, itam, prepa] = expected.schools as [School, School, School];

/** Carta con los márgenes de Word en español: 2,5 cm arriba y abajo, 3 cm a los lados (15,59 cm de texto). */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1417, bottom: 1417, left: 1701, right: 1701 };
const TEXT = PAGE.width - MARGIN.left - MARGIN.right;

/** La tabulación derecha que arrastró en la regla hasta el margen derecho, para las fechas. */
const DATE_TAB = [{ type: TabStopType.RIGHT, position: TEXT }];

/** La tabulación izquierda a 2,5 cm que puso en la regla para los renglones de CONOCIMIENTOS. */
const LABEL_TAB = [{ type: TabStopType.LEFT, position: 1418 }];

const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type Child = string | IRunOptions | ExternalHyperlink;
type Options = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const p = (children: Child[], options: Options = {}) =>
  new Paragraph({
    ...options,
    children: children.map((c) =>
      c instanceof ExternalHyperlink ? c : new TextRun(typeof c === 'string' ? { text: c } : c),
    ),
  });

const bold = (text: string): IRunOptions => ({ text, bold: true });
const centred = (children: Child[], options: Options = {}) =>
  p(children, { alignment: AlignmentType.CENTER, ...options });

/** Un título de sección: mayúsculas en negrita, 12 pt, con borde inferior de párrafo. */
const heading = (text: string) =>
  p([{ text, bold: true, size: sz(24) }], {
    keepNext: true,
    spacing: { before: 240 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
  });

/** 'Empresa<TAB>fechas' con las fechas en la tabulación derecha. */
const dated = (left: string, dates: string) => p([left, '\t', dates], { tabStops: DATE_TAB, keepNext: true });

/** La viñeta por defecto de Word (U+F0B7 en Symbol) en el estilo 'Párrafo de lista'. */
const item = (text: string) => p([text], { style: 'ListParagraph', numbering: { reference: 'vinetas', level: 0 } });

const job = (j: Job, dates: string) => [
  dated(j.company, dates),
  p([bold(j.title)], { keepNext: true }),
  p(['Funciones:'], { keepNext: true }),
  ...j.bullets.map(item),
];

const school = (s: School, dates: string, more: Paragraph[] = []) => [
  dated(s.school, dates),
  p([bold(s.degree!)], more.length ? { keepNext: true } : {}),
  ...more,
];

/** 'Rótulo<TAB><TAB>: valor', los dos puntos alineados por la tabulación de la regla. */
const known = (label: string, value: string) => p([`${label}\t\t: ${value}`], { tabStops: LABEL_TAB });

export const build = async () => {
  const children = [
    centred([{ text: expected.name.toUpperCase(), bold: true, size: sz(28) }], { spacing: { after: 0 } }),
    centred([`Cel.: ${expected.phone}`], { spacing: { after: 0 } }),
    centred(
      [
        'E-mail: ',
        new ExternalHyperlink({
          link: `mailto:${expected.email}`,
          children: [new TextRun({ text: expected.email!, style: 'Hyperlink' })],
        }),
      ],
      { spacing: { after: 0 } },
    ),
    centred([expected.location!]),
    heading('OBJETIVO PROFESIONAL'),
    p(
      [
        'Licenciada en Administración con ocho años de experiencia en compras, abastecimiento y logística en empresas ' +
          'de retail y consumo. Busco desarrollarme como Jefa de Compras en una empresa donde pueda aportar mi ' +
          'experiencia en negociación con proveedores y control de costos.',
      ],
      { alignment: AlignmentType.BOTH },
    ),
    heading('EXPERIENCIA LABORAL'),
    ...job(liverpool, 'Marzo 2020 – Actualidad'),
    ...job(herdez, 'Agosto 2017 – Febrero 2020'),
    ...job(sigma, 'Septiembre 2015 – Julio 2017'),
    heading('FORMACIÓN ACADÉMICA'),
    ...school(uam, '2011 – 2015', [p(['Titulada – Cédula profesional 10234567'])]),
    ...school(itam, 'Agosto 2019 – Enero 2020'),
    ...school(prepa, '2008 – 2011'),
    heading('CONOCIMIENTOS'),
    known('Paquetería', `${expected.skills[0]}, ${expected.skills[1]}`),
    known('Sistemas', `${expected.skills[2]}, ${expected.skills[3]}`),
    known('Idiomas', 'Inglés intermedio (B1)'),
    known('Habilidades', expected.skills.slice(4).join(', ')),
    heading('REFERENCIAS'),
    p(['Disponibles a solicitud']),
  ];

  const doc = new Document({
    creator: 'Daniela Ruiz',
    title: 'CV Daniela Ruiz',
    // Las tabulaciones predeterminadas de Word en español: cada 1,25 cm.
    defaultTabStop: 708,
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: sz(22), language: { value: 'es-MX' } },
          paragraph: { spacing: { before: 0, after: 160, line: 259, lineRule: LineRuleType.AUTO } },
        },
      },
      paragraphStyles: [
        {
          id: 'ListParagraph',
          name: 'List Paragraph',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { indent: { left: 720 }, contextualSpacing: true },
        },
      ],
      characterStyles: [
        {
          id: 'Hyperlink',
          name: 'Hyperlink',
          basedOn: 'DefaultParagraphFont',
          run: { color: '0563C1', underline: { type: 'single' } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'vinetas',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [{ properties: { page: { size: PAGE, margin: MARGIN } }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};

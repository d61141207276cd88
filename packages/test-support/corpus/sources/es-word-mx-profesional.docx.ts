// El CV de un gerente de compras de Monterrey a media carrera, tecleado en Word 2016 con la interfaz en español
// (México) en un documento en blanco: hoja carta con los márgenes 'Moderado' de Word (2,54 cm arriba y abajo, 1,91 cm
// a los lados) puestos para que quepa en dos páginas, y el estilo Normal sin tocar (Calibri 11, 8 pt después,
// interlineado 1,08; Calibri sale en Noto Sans en el PDF, más ancha). Lo que tiene:
// - el nombre centrado en 24 pt y negrita, debajo el titular 'Gerente de Compras' en gris, y una línea centrada de
//   contacto con ' | ' entre los datos ('Monterrey, N.L. | 81 5555 2043 | correo | linkedin.com/in/…'; el correo hecho
//   vínculo azul subrayado por la autocorrección, el perfil de LinkedIn no);
// - títulos de sección en mayúsculas y negrita con un borde inferior de párrafo (Inicio › Bordes);
// - OBJETIVO PROFESIONAL: un párrafo justificado;
// - EXPERIENCIA PROFESIONAL: cada empresa en una línea en negrita '**Empresa – Ciudad**<TAB>fechas' con las fechas sin
//   negrita en una tabulación derecha en el margen, escritas de tres maneras distintas según cuándo se añadió el empleo
//   ('Ene 2019 – Actual' sin punto, 'Ago. 2016 – Dic. 2018' con punto, 'Marzo 2012 - Julio 2016' con los meses
//   completos y un guion que la autocorrección dejó al final de la línea; la práctica 'Ene. 2011 – Feb. 2012'); debajo
//   el puesto en cursiva, un renglón que describe el puesto (no es un logro), 'Logros:' en negrita y dos o tres viñetas
//   con cifras ('$12 MDP', '18%', '1,200 claves') en la lista con viñetas por defecto de Word (U+F0B7 en Symbol,
//   estilo 'Párrafo de lista'); en Arca Continental un ascenso: dos puestos bajo una sola línea de empresa, cada uno
//   con sus fechas entre paréntesis tras el puesto ('*Gerente de Compras* (Mar 2021 – Actual)', '*Jefe de Compras*
//   (Ene 2019 – Feb 2021)'), con las fechas de la empresa en la línea de arriba;
// - EDUCACIÓN: '**Licenciatura en Administración de Empresas**<TAB>2008 – 2012' sobre 'ITESM (Tec de Monterrey)', y un
//   diplomado en una línea con la escuela y el año;
// - IDIOMAS como 'Español – Nativo' e 'Inglés – Avanzado (TOEFL 580)' (los idiomas no son habilidades);
// - COMPETENCIAS como una tabla de 3 columnas sin bordes (Bordes › Sin borde) con una viñeta en cada celda, algunas
//   partidas en dos renglones por lo angosto de la celda;
// - SOFTWARE en un solo renglón separado por comas: 'SAP MM, Excel avanzado, Power BI, Coupa'.
// Word corta la página donde se acaba el texto (sin 'conservar con el siguiente' puesto a mano): la segunda página
// empieza en la línea de Grupo Lamosa; en la versión un décimo más grande son tres páginas, cortadas a media
// descripción de Whirlpool y entre renglones de la tabla de COMPETENCIAS.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

const ARCA = 'Arca Continental';

export const expected: Expected = {
  language: 'es',
  name: 'Rodrigo Garza Villarreal',
  email: 'rodrigo.garza.v@example.com',
  phone: '81 5555 2043',
  location: 'Monterrey, N.L.',
  jobs: [
    {
      title: 'Gerente de Compras',
      company: ARCA,
      start: '2021-03',
      end: 'present',
      bullets: [
        'Generé ahorros por $12 MDP en 2023 con la renegociación de los contratos de mantenimiento, limpieza y vigilancia de las plantas',
        'Reduje 18% el tiempo de ciclo de requisición a orden de compra con la implementación de catálogos en Coupa',
        'Consolidé la base de proveedores de MRO de 240 a 95, con contratos marco a 3 años',
      ],
    },
    {
      title: 'Jefe de Compras',
      company: ARCA,
      start: '2019-01',
      end: '2021-02',
      bullets: [
        'Implementé licitaciones trimestrales de refacciones críticas que bajaron 9% el costo unitario promedio',
        'Mantuve el nivel de servicio a planta en 97% durante la contingencia por COVID-19',
      ],
    },
    {
      title: 'Comprador Sr. de Materiales Directos',
      company: 'Whirlpool México',
      start: '2016-08',
      end: '2018-12',
      bullets: [
        'Desarrollé 6 proveedores locales en Nuevo León y Coahuila para sustituir importaciones de Asia, con ahorros de $8.5 MDP al año',
        'Bajé el inventario de componentes de 21 a 14 días con acuerdos de consignación',
        'Negocié una reducción de 6% en la lista de precios de resinas para 2018',
      ],
    },
    {
      title: 'Comprador',
      company: 'Grupo Lamosa',
      start: '2012-03',
      end: '2016-07',
      bullets: [
        'Administré una cartera de más de 300 proveedores y un gasto anual de $180 MDP',
        'Logré ahorros de $3.2 MDP en empaque de cartón con cotizaciones competitivas y un cambio de especificación',
      ],
    },
    {
      title: 'Practicante de Abastecimiento',
      company: 'CEMEX',
      start: '2011-01',
      end: '2012-02',
      bullets: [
        'Depuré el catálogo de materiales en SAP y eliminé 1,200 claves duplicadas',
        'Elaboré el reporte semanal de cumplimiento de entregas de 40 proveedores',
      ],
    },
  ],
  schools: [
    {
      school: 'ITESM (Tec de Monterrey)',
      degree: 'Licenciatura en Administración de Empresas',
      start: '2008',
      end: '2012',
    },
    {
      school: 'Universidad de Monterrey (UDEM)',
      degree: 'Diplomado en Abastecimiento Estratégico',
      end: '2017',
    },
  ],
  // COMPETENCIAS (la tabla, leída por renglones) y SOFTWARE; los idiomas van aparte.
  skills: [
    'Negociación con proveedores',
    'Abastecimiento estratégico',
    'Gestión de contratos',
    'Análisis de gasto',
    'Desarrollo de proveedores',
    'Liderazgo de equipos',
    'Compras indirectas (MRO)',
    'Planeación S&OP',
    'Reducción de costos',
    'SAP MM',
    'Excel avanzado',
    'Power BI',
    'Coupa',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [gerente, jefe, whirlpool, lamosa, cemex] = expected.jobs as [Job, Job, Job, Job, Job];
const [tec, udem] = expected.schools as [School, School];

/** Carta con los márgenes 'Moderado' de Word: 2,54 cm arriba y abajo, 1,91 cm a los lados. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1440, bottom: 1440, left: 1080, right: 1080 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

/** Los tamaños tecleados en el documento, escalados con el resto para la versión 'rewrapped'. */
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
const italic = (text: string): IRunOptions => ({ text, italics: true });

/** Un título de sección: mayúsculas en negrita con borde inferior. */
const heading = (text: string) =>
  p([{ text, bold: true, size: sz(24) }], {
    spacing: { before: 200, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
  });

/** La tabulación derecha en el margen (Párrafo › Tabulaciones…). */
const TAB = [{ type: TabStopType.RIGHT, position: WIDTH }];

/** La línea de la empresa: '**Empresa – Ciudad**' y las fechas sin negrita en la tabulación derecha. */
const companyLine = (company: string, city: string, dates: string) =>
  p([bold(`${company} – ${city}`), `\t${dates}`], { tabStops: TAB, spacing: { before: 120, after: 0 } });

/** El puesto en cursiva, con sus fechas entre paréntesis cuando hay ascenso. */
const puesto = (title: string, dates?: string) =>
  p(dates ? [italic(title), ` (${dates})`] : [italic(title)], { spacing: { after: 0 } });

/** El renglón que describe el puesto. */
const description = (text: string) => p([text], { spacing: { after: 40 } });

const logros = () => p([bold('Logros:')], { spacing: { after: 0 } });

/** La viñeta por defecto de Word (U+F0B7 en Symbol) en el estilo 'Párrafo de lista'. */
const item = (text: string) => p([text], { style: 'ListParagraph', numbering: { reference: 'vinetas', level: 0 } });

/** COMPETENCIAS: tabla de 3 columnas sin bordes, una viñeta por celda. */
const competencias = () => {
  const third = Math.floor(WIDTH / 3);
  const list = expected.skills.slice(0, 9);
  return new Table({
    width: { size: third * 3, type: WidthType.DXA },
    columnWidths: [third, third, third],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows: [0, 3, 6].map(
      (i) =>
        new TableRow({
          children: list.slice(i, i + 3).map(
            (s) =>
              new TableCell({
                borders: NO_BORDERS,
                width: { size: third, type: WidthType.DXA },
                children: [item(s)],
              }),
          ),
        }),
    ),
  });
};

export const build = async () => {
  const children = [
    p([{ text: expected.name, bold: true, size: sz(48) }], { alignment: AlignmentType.CENTER, spacing: { after: 0 } }),
    p([{ text: 'Gerente de Compras', size: sz(28), color: '595959' }], {
      alignment: AlignmentType.CENTER,
      spacing: { after: 60 },
    }),
    p(
      [
        `${expected.location} | ${expected.phone} | `,
        new ExternalHyperlink({
          link: `mailto:${expected.email}`,
          children: [new TextRun({ text: expected.email!, style: 'Hyperlink' })],
        }),
        ' | linkedin.com/in/rodrigogarzav',
      ],
      { alignment: AlignmentType.CENTER },
    ),
    heading('OBJETIVO PROFESIONAL'),
    p(
      [
        'Licenciado en Administración de Empresas con más de 12 años de experiencia en compras directas e ' +
          'indirectas en la industria de bebidas, manufactura y materiales de construcción. Busco seguir ' +
          'desarrollándome en una posición de liderazgo en abastecimiento estratégico, donde pueda aportar mi ' +
          'experiencia en negociación, desarrollo de proveedores y reducción de costos.',
      ],
      { alignment: AlignmentType.BOTH },
    ),
    heading('EXPERIENCIA PROFESIONAL'),
    companyLine(ARCA, 'Monterrey, N.L.', 'Ene 2019 – Actual'),
    puesto(gerente.title, 'Mar 2021 – Actual'),
    description(
      'Responsable de las compras indirectas y de servicios de 14 plantas embotelladoras en el norte de México, con un equipo de 8 compradores.',
    ),
    logros(),
    ...gerente.bullets.map(item),
    puesto(jefe.title, 'Ene 2019 – Feb 2021'),
    description('A cargo de las compras de refacciones y MRO de las 5 plantas de la región Monterrey.'),
    logros(),
    ...jefe.bullets.map(item),
    companyLine(whirlpool.company, 'Apodaca, N.L.', 'Ago. 2016 – Dic. 2018'),
    puesto(whirlpool.title),
    description(
      'Compra de componentes plásticos y metálicos para la planta de refrigeradores, con un gasto anual de $450 MDP.',
    ),
    logros(),
    ...whirlpool.bullets.map(item),
    companyLine(lamosa.company, 'San Pedro Garza García, N.L.', 'Marzo 2012 - Julio 2016'),
    puesto(lamosa.title),
    description(
      'Compras nacionales de empaques, refacciones y servicios generales para las plantas de revestimientos.',
    ),
    logros(),
    ...lamosa.bullets.map(item),
    companyLine(cemex.company, 'Monterrey, N.L.', 'Ene. 2011 – Feb. 2012'),
    puesto(cemex.title),
    description('Prácticas profesionales en el área de abastecimiento de la planta Monterrey.'),
    logros(),
    ...cemex.bullets.map(item),
    heading('EDUCACIÓN'),
    p([bold(tec.degree!), '\t2008 – 2012'], { tabStops: TAB, spacing: { after: 0 } }),
    p([tec.school]),
    p([bold(udem.degree!), ` – ${udem.school}, ${udem.end}`]),
    heading('IDIOMAS'),
    p(['Español – Nativo'], { spacing: { after: 0 } }),
    p(['Inglés – Avanzado (TOEFL 580)']),
    heading('COMPETENCIAS'),
    competencias(),
    heading('SOFTWARE'),
    p([expected.skills.slice(9).join(', ')]),
  ];

  const doc = new Document({
    creator: 'Rodrigo Garza',
    title: 'CV Rodrigo Garza',
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

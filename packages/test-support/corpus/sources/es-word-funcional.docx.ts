// Un CV funcional (o mixto) de una profesional del marketing y las ventas de Valencia que cambia de sector, tecleado
// en Word 2016 desde un documento en blanco: A4 con los márgenes de la plantilla Normal en español (2,5 cm arriba y
// abajo, 3 cm a los lados) y el estilo Normal sin tocar (Calibri 11, 8 pt después, interlineado 1,08; Calibri sale en
// otra fuente en el PDF). Es lo que recomiendan las guías de orientación a quien cambia de sector: los logros
// agrupados por competencias y los empleos reducidos a una línea. Lo que tiene:
// - el nombre en 18 pt y negrita a la izquierda y debajo 'Tel. 612 34 56 78 · correo · Valencia' (los puntos medios
//   insertados con Alt+0183, el correo hecho vínculo azul por la autocorrección);
// - títulos de sección en mayúsculas y negrita en el azul de Word (Énfasis 1, más oscuro) sobre un borde inferior
//   del mismo azul (Inicio › Bordes), sin 'mantener con el siguiente' puesto a mano en los empleos;
// - OBJETIVO PROFESIONAL: un párrafo justificado;
// - COMPETENCIAS CLAVE: tres grupos en negrita ('Gestión comercial', 'Marketing digital', 'Liderazgo de equipos'),
//   cada uno sobre logros con cifras ('de 3,2 a 5,8 millones de euros', '92%', 'un 35%') en la lista con viñetas por
//   defecto de Word (U+F0B7 en Symbol, estilo 'Párrafo de lista'), algunos en dos renglones; esos logros no son de
//   ningún empleo;
// - TRAYECTORIA PROFESIONAL: cada empleo una sola línea '**Cargo** — Empresa, Ciudad (2018 – actualidad)' con los
//   años entre paréntesis al final (la raya '—' insertada como símbolo, la '–' de las fechas de la autocorrección,
//   'actualidad' en minúscula), sin viñetas ni funciones; la segunda, larga, pasa a un segundo renglón;
// - FORMACIÓN en dos formas distintas, como se escribe al añadir una línea años después: '**Grado en Administración y
//   Dirección de Empresas.** Universitat de València, 2012' y '**Máster en Marketing Digital**, ESIC (2016)';
// - IDIOMAS e INFORMÁTICA como renglones '**Rótulo:** nivel …' sin espacio después entre ellos (los idiomas no son
//   habilidades; de INFORMÁTICA cuentan los renglones tal como están escritos, con su nivel);
// - 'Página 1' en el pie a la derecha (Insertar › Número de página › Final de página, con 'Página ' tecleado).
// Sale en dos páginas (Calibri se pone en Noto Sans, más ancha): la segunda empieza en el tercer empleo de la
// TRAYECTORIA, y el renglón del Grado deja '2012' solo en un segundo renglón.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  LevelFormat,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  TabStopType,
  TextRun,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Andrea Climent Bosch',
  email: 'andrea.climent.bosch@example.com',
  phone: '612 34 56 78',
  location: 'Valencia',
  // TRAYECTORIA PROFESIONAL: una línea por empleo, sin viñetas (los logros de COMPETENCIAS CLAVE no son de ninguno).
  jobs: [
    {
      title: 'Directora Comercial',
      company: 'Azulejos Sorolla, S.L.',
      start: '2018',
      end: 'present',
      bullets: [],
    },
    {
      title: 'Key Account Manager (canal gran distribución)',
      company: 'Grupo Alimentario Huerta del Turia, S.A.',
      start: '2014',
      end: '2018',
      bullets: [],
    },
    {
      title: 'Técnica de Marketing',
      company: 'Mediterrània Comunicació, S.L.',
      start: '2012',
      end: '2014',
      bullets: [],
    },
  ],
  schools: [
    {
      school: 'Universitat de València',
      degree: 'Grado en Administración y Dirección de Empresas',
      end: '2012',
    },
    { school: 'ESIC', degree: 'Máster en Marketing Digital', end: '2016' },
  ],
  // INFORMÁTICA's lines as written, each program with its level (as the corpus keeps 'Excel - Avanzado').
  skills: [
    'Salesforce: nivel avanzado',
    'HubSpot: nivel avanzado (certificaciones Inbound Marketing y Sales Software)',
    'Google Analytics 4 y Google Ads: nivel avanzado',
    'Microsoft Office: nivel avanzado (Excel: tablas dinámicas y macros)',
    'Power BI: nivel intermedio',
    'SQL: nivel básico',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [sorolla, huerta, mediterrania] = expected.jobs as [Job, Job, Job];
const [uv, esic] = expected.schools as [School, School];

/** A4 con los márgenes de la plantilla Normal en español: 2,5 cm arriba y abajo, 3 cm a los lados. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1418, bottom: 1418, left: 1701, right: 1701, footer: 709 };
const BLUE = '2E74B5';

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

/** Un título de sección: mayúsculas en negrita y en azul, con un borde inferior del mismo azul. */
const heading = (text: string) =>
  p([{ text, bold: true, color: BLUE, size: sz(24) }], {
    keepNext: true,
    spacing: { before: 240, after: 120 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 1 } },
  });

/** Un grupo de COMPETENCIAS CLAVE: el nombre en negrita, pegado a su lista. */
const group = (text: string) => p([bold(text)], { keepNext: true, spacing: { before: 120, after: 40 } });

/** La viñeta por defecto de Word (U+F0B7 en Symbol) en el estilo 'Párrafo de lista'. */
const item = (text: string) =>
  p([text], { style: 'ListParagraph', numbering: { reference: 'vinetas', level: 0 }, alignment: AlignmentType.BOTH });

/** Un empleo en una línea: '**Cargo** — Empresa, Ciudad (años)'. */
const job = (j: Job, city: string, years: string) =>
  p([bold(j.title), ` — ${j.company}, ${city} (${years})`], { spacing: { after: 80 } });

/** Un renglón '**Rótulo:** valor' sin espacio después, como los de IDIOMAS e INFORMÁTICA. */
const labelled = (label: string, value: string, last = false) =>
  p([bold(`${label}:`), ` ${value}`], { spacing: { after: last ? 160 : 0 } });

export const build = async () => {
  const children = [
    p([{ text: expected.name, bold: true, size: sz(36) }], { spacing: { after: 0 } }),
    p([
      `Tel. ${expected.phone} · `,
      new ExternalHyperlink({
        link: `mailto:${expected.email}`,
        children: [new TextRun({ text: expected.email!, style: 'Hyperlink' })],
      }),
      ` · ${expected.location}`,
    ]),
    heading('OBJETIVO PROFESIONAL'),
    p(
      [
        'Profesional del marketing y las ventas con más de doce años de experiencia en empresas industriales y de ' +
          'gran consumo, en el mercado nacional y en exportación. Tras implantar el CRM y la automatización del ' +
          'marketing en mi empresa actual, quiero reorientar mi carrera hacia el área de Customer Success en una ' +
          'empresa de software (SaaS), donde pueda aportar mi conocimiento del cliente, mi experiencia en la gestión ' +
          'de cuentas clave y mi capacidad para formar y motivar equipos.',
      ],
      { alignment: AlignmentType.BOTH },
    ),
    heading('COMPETENCIAS CLAVE'),
    group('Gestión comercial'),
    item(
      'Aumento de la facturación de exportación de 3,2 a 5,8 millones de euros en cuatro años, con la apertura de ' +
        'seis nuevos mercados (Francia, Portugal, Marruecos, Chile, México y Polonia).',
    ),
    item('Captación de 45 nuevas cuentas de distribución y una tasa de renovación de contratos del 92%.'),
    item(
      'Negociación de los acuerdos anuales con las tres principales cadenas de distribución, que suponían el 40% ' +
        'de las ventas nacionales.',
    ),
    group('Marketing digital'),
    item(
      'Lanzamiento de la tienda online para profesionales: 1.200 pedidos y 850.000 € de facturación en su primer año.',
    ),
    item('Reducción del coste por lead un 35% con campañas en Google Ads y LinkedIn Ads.'),
    item(
      'Implantación de HubSpot con 14 flujos de automatización sobre una base de 18.000 contactos (tasa de ' +
        'apertura media del 31%).',
    ),
    group('Liderazgo de equipos'),
    item('Dirección de un equipo de 7 personas (4 comerciales y 3 técnicos de marketing).'),
    item(
      'Diseño del plan de acogida y formación de nuevos comerciales: el tiempo hasta la primera venta bajó de 5 a ' +
        '2 meses.',
    ),
    item('Coordinación de la presencia de la empresa en 12 ferias internacionales (Cevisama, Cersaie, Coverings).'),
    heading('TRAYECTORIA PROFESIONAL'),
    job(sorolla, 'Vila-real', '2018 – actualidad'),
    job(huerta, 'Alboraya', '2014 – 2018'),
    job(mediterrania, 'Valencia', '2012 – 2014'),
    heading('FORMACIÓN'),
    p([bold(`${uv.degree}.`), ` ${uv.school}, ${uv.end}`], { spacing: { after: 80 } }),
    p([bold(esic.degree!), `, ${esic.school} (${esic.end})`]),
    heading('IDIOMAS'),
    labelled('Castellano y valenciano', 'nativos (Certificado C1 de valenciano de la JQCV)'),
    labelled('Inglés', 'nivel C1 (Cambridge Advanced, 2015)'),
    labelled('Francés', 'nivel B1', true),
    heading('INFORMÁTICA'),
    labelled('Salesforce', 'nivel avanzado'),
    labelled('HubSpot', 'nivel avanzado (certificaciones Inbound Marketing y Sales Software)'),
    labelled('Google Analytics 4 y Google Ads', 'nivel avanzado'),
    labelled('Microsoft Office', 'nivel avanzado (Excel: tablas dinámicas y macros)'),
    labelled('Power BI', 'nivel intermedio'),
    labelled('SQL', 'nivel básico', true),
  ];

  const footer = new Footer({
    children: [
      new Paragraph({
        style: 'Footer',
        alignment: AlignmentType.RIGHT,
        children: [new TextRun({ text: 'Página ' }), new TextRun({ children: [PageNumber.CURRENT] })],
      }),
    ],
  });

  const doc = new Document({
    creator: 'Andrea',
    title: 'CV Andrea Climent',
    // Las tabulaciones predeterminadas de Word en español: cada 1,25 cm.
    defaultTabStop: 708,
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: sz(22), language: { value: 'es-ES' } },
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
        {
          id: 'Footer',
          name: 'footer',
          basedOn: 'Normal',
          paragraph: {
            spacing: { after: 0, line: 240, lineRule: LineRuleType.AUTO },
            tabStops: [
              { type: TabStopType.CENTER, position: 4252 },
              { type: TabStopType.RIGHT, position: 8504 },
            ],
          },
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
    sections: [{ properties: { page: { size: PAGE, margin: MARGIN } }, footers: { default: footer }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};
